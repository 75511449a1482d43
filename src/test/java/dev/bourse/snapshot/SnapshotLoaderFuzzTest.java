package dev.bourse.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import dev.bourse.testkit.BoundedRun;
import dev.bourse.testkit.RecordingListener;
import dev.bourse.testkit.ScratchDirectory;
import dev.bourse.testkit.TimeBoxedFuzzTest;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jpountz.lz4.LZ4Factory;

/**
 * Fuzzes the snapshot readers: the manifest parser, and the loader with its section readers over a whole snapshot
 * directory.
 *
 * <p>Input layout: byte 0 picks what the rest is (its value modulo 3):
 * <ol start="0">
 *   <li>a manifest's bytes, parsed as they are;</li>
 *   <li>a manifest's text, whose checksum line the test rewrites to match, so the parser gets past it;</li>
 *   <li>a snapshot: byte 1 the format version (1 + bit 0), then sections, each a type byte (bits 0-6: the type,
 *       {@link #TYPES} index modulo 5; bit 7: the bytes are the whole file rather than its body), a little-endian
 *       16-bit length and that many bytes. The test frames each body (a valid header, the body as one LZ4 block, so
 *       the fuzzer works on the records) and writes the files with a manifest whose lengths and checksums match, so
 *       the loader checks every section's frame and records and restores them into fresh shards.</li>
 * </ol>
 *
 * <p>The contract: the parser returns, or throws a {@link SnapshotException} naming the manifest; a manifest that
 * parses encodes back to an equal one; the loader restores the snapshot or throws a {@link SnapshotException} naming
 * the snapshot, and nothing else escapes either; no length read from the bytes sizes an allocation
 * ({@link BoundedRun}).
 */
class SnapshotLoaderFuzzTest {
    /** Section types by input code. */
    static final int[] TYPES = {SnapshotDescriptor.SECTION_SPECS, SnapshotDescriptor.SECTION_BOOK,
        SnapshotDescriptor.SECTION_USERS, SnapshotDescriptor.SECTION_ORDERS, SnapshotDescriptor.SECTION_TOTALS};
    /** The file names the loader knows each type by (a book's is followed by a number). */
    private static final String[] NAMES = {SnapshotDescriptor.SPECS, SnapshotDescriptor.BOOK_PREFIX,
        SnapshotDescriptor.USERS, SnapshotDescriptor.ORDERS, SnapshotDescriptor.TOTALS};
    /** Bit of a section's type byte: the bytes are the whole file, not a body to frame. */
    static final int RAW = 0x80;
    private static final String CRC_KEY = "manifestCrc32c=";
    private static final int SHARDS = 2;
    private static final long SEQUENCE = 5;

    @TimeBoxedFuzzTest
    void aSnapshotIsLoadedOrRefusedNamingTheFile(final byte[] input) throws Exception {
        if (input.length < 2) {
            return;
        }
        final byte[] rest = Arrays.copyOfRange(input, 1, input.length);
        BoundedRun.run(() -> {
            switch (Math.floorMod(input[0], 3)) {
                case 0 -> parseManifest(rest);
                case 1 -> parseManifest(withChecksum(rest));
                default -> loadDirectory(rest);
            }
            return null;
        });
    }

    private static void parseManifest(final byte[] bytes) {
        final SnapshotManifest manifest;
        try {
            manifest = SnapshotManifest.parse("manifest", bytes);
        } catch (final SnapshotException e) {
            assertThat(e.getMessage()).startsWith("manifest: ");
            return;
        }
        assertThat(SnapshotManifest.parse("again", manifest.encode())).isEqualTo(manifest);
    }

    private static void loadDirectory(final byte[] rest) throws IOException {
        final int version = 1 + (rest[0] & 1);
        try (ScratchDirectory root = ScratchDirectory.create("snapshot-fuzz")) {
            final Path dir = Files.createDirectory(root.path().resolve(SnapshotDescriptor.directoryName(SEQUENCE)));
            final List<SnapshotManifest.Entry> files = new ArrayList<>();
            int at = 1;
            while (at + 3 <= rest.length) {
                final int code = Math.floorMod(rest[at] & (RAW - 1), TYPES.length);
                final int length = Math.min(rest.length - at - 3, (rest[at + 1] & 0xFF) | (rest[at + 2] & 0xFF) << 8);
                final byte[] bytes = Arrays.copyOfRange(rest, at + 3, at + 3 + length);
                final byte[] file = (rest[at] & RAW) != 0 ? bytes : frame(TYPES[code], version, bytes);
                at += 3 + length;
                final String name = TYPES[code] == SnapshotDescriptor.SECTION_BOOK ? NAMES[code] + files.size()
                        : NAMES[code];
                Files.write(dir.resolve(name), file);
                files.add(new SnapshotManifest.Entry(name, file.length, SnapshotManifest.crc(file, file.length)));
            }
            Files.write(dir.resolve(SnapshotDescriptor.MANIFEST),
                    new SnapshotManifest(version, SEQUENCE, 1, 0, SHARDS, SHARDS, dedup(files)).encode());
            final MatchingShard[] books = new MatchingShard[SHARDS];
            for (int i = 0; i < SHARDS; i++) {
                books[i] = new MatchingShard(new RecordingListener(), 16);
            }
            try {
                final LoadedSnapshot loaded = new SnapshotLoader(root.path()).loadNewest(books, riskShards());
                assertThat(loaded.manifest().sequence()).isEqualTo(SEQUENCE);
            } catch (final SnapshotException e) {
                assertThat(e.getMessage()).contains(root.path().toString());
            }
        }
    }

    /** The manifest lists each name once, the last file written under it. */
    private static List<SnapshotManifest.Entry> dedup(final List<SnapshotManifest.Entry> files) {
        final List<SnapshotManifest.Entry> unique = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            boolean later = false;
            for (int j = i + 1; j < files.size(); j++) {
                later |= files.get(j).name().equals(files.get(i).name());
            }
            if (!later) {
                unique.add(files.get(i));
            }
        }
        return unique;
    }

    private static RiskShard[] riskShards() {
        final RiskShard[] shards = new RiskShard[SHARDS];
        for (int i = 0; i < SHARDS; i++) {
            shards[i] = new RiskShard(i, SHARDS, 16);
        }
        return shards;
    }

    /** A manifest text with its last line replaced by the checksum of everything before it. */
    private static byte[] withChecksum(final byte[] text) {
        final String s = new String(text, StandardCharsets.UTF_8);
        final int at = s.lastIndexOf(CRC_KEY);
        final byte[] body = (at < 0 ? s : s.substring(0, at)).getBytes(StandardCharsets.UTF_8);
        final byte[] crc = (CRC_KEY + Integer.toHexString(SnapshotManifest.crc(body, body.length)) + "\n")
                .getBytes(StandardCharsets.UTF_8);
        final byte[] all = Arrays.copyOf(body, body.length + crc.length);
        System.arraycopy(crc, 0, all, body.length, crc.length);
        return all;
    }

    /**
     * A section file around a body: the raw header with the body's true length, then the body as one LZ4 block.
     *
     * @param type    section type
     * @param version format version
     * @param body    uncompressed body
     * @return the file image
     */
    static byte[] frame(final int type, final int version, final byte[] body) {
        final byte[] packed = LZ4Factory.fastestInstance().fastCompressor().compress(body);
        final ByteBuffer file = ByteBuffer.allocate(SnapshotDescriptor.HEADER_LENGTH + packed.length)
                .order(ByteOrder.LITTLE_ENDIAN);
        file.putInt(SnapshotDescriptor.MAGIC_OFFSET, SnapshotDescriptor.FILE_MAGIC);
        file.putInt(SnapshotDescriptor.VERSION_OFFSET, version);
        file.putInt(SnapshotDescriptor.TYPE_OFFSET, type);
        file.putInt(SnapshotDescriptor.BODY_LENGTH_OFFSET, body.length);
        file.put(SnapshotDescriptor.HEADER_LENGTH, packed);
        return file.array();
    }
}
