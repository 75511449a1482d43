package dev.bourse.snapshot;

import dev.bourse.testkit.RecordedSession;
import dev.bourse.testkit.ScratchDirectory;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import net.jpountz.lz4.LZ4Factory;

/**
 * Writes the seed corpus of {@link SnapshotLoaderFuzzTest} from real snapshots: the one a real core takes in a
 * {@link RecordedSession} (format version 2) and the version 1 snapshot kept in the test resources. Each snapshot
 * gives its manifest (as parsed, and with the checksum to be rewritten) and its whole directory (as section bodies,
 * and as section files). Run it again when the snapshot format changes, with the JVM flags of docs/architecture.md
 * and the test class path:
 * <pre>
 *   java &lt;flags&gt; -cp &lt;test class path&gt; dev.bourse.snapshot.SnapshotFuzzSeeds src/test/resources
 * </pre>
 */
final class SnapshotFuzzSeeds {
    private SnapshotFuzzSeeds() {
    }

    /**
     * @param args the test resources root
     * @throws Exception when recording or writing fails
     */
    public static void main(final String[] args) throws Exception {
        final Path resources = Path.of(args[0]);
        final Path out = resources.resolve(
                "dev/bourse/snapshot/SnapshotLoaderFuzzTestInputs/aSnapshotIsLoadedOrRefusedNamingTheFile");
        Files.createDirectories(out);
        try (ScratchDirectory session = ScratchDirectory.create("snapshot-seeds")) {
            RecordedSession.record(session.path(), 60);
            final SnapshotLoader loader = new SnapshotLoader(session.path().resolve("snapshots"));
            final long sequence = loader.sequences().get(0);
            seeds(session.path().resolve("snapshots").resolve(SnapshotDescriptor.directoryName(sequence)), "v2-", out);
        }
        seeds(resources.resolve("dev/bourse/snapshot/v1/snapshot-00000000000000000005"), "v1-", out);
    }

    private static void seeds(final Path snapshot, final String prefix, final Path out) throws IOException {
        final byte[] manifestBytes = Files.readAllBytes(snapshot.resolve(SnapshotDescriptor.MANIFEST));
        Files.write(out.resolve(prefix + "manifest"), prepend(0, manifestBytes));
        Files.write(out.resolve(prefix + "manifest-rechecked"), prepend(1, manifestBytes));
        final SnapshotManifest manifest = SnapshotManifest.parse("manifest", manifestBytes);
        final ByteArrayOutputStream bodies = directory(manifest);
        final ByteArrayOutputStream files = directory(manifest);
        for (final SnapshotManifest.Entry e : manifest.files()) {
            final byte[] file = Files.readAllBytes(snapshot.resolve(e.name()));
            section(bodies, code(e.name()), body(file));
            section(files, code(e.name()) | SnapshotLoaderFuzzTest.RAW, file);
        }
        Files.write(out.resolve(prefix + "directory"), bodies.toByteArray());
        Files.write(out.resolve(prefix + "directory-of-files"), files.toByteArray());
    }

    private static ByteArrayOutputStream directory(final SnapshotManifest manifest) {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(2);
        out.write(manifest.formatVersion() - 1);
        return out;
    }

    private static void section(final ByteArrayOutputStream out, final int type, final byte[] bytes) {
        if (bytes.length > 0xFFFF) {
            throw new IllegalStateException("a section over 64 KiB does not fit the input layout");
        }
        out.write(type);
        out.write(bytes.length & 0xFF);
        out.write(bytes.length >> 8 & 0xFF);
        out.writeBytes(bytes);
    }

    private static int code(final String name) {
        final int type = switch (name) {
            case SnapshotDescriptor.SPECS -> SnapshotDescriptor.SECTION_SPECS;
            case SnapshotDescriptor.USERS -> SnapshotDescriptor.SECTION_USERS;
            case SnapshotDescriptor.ORDERS -> SnapshotDescriptor.SECTION_ORDERS;
            case SnapshotDescriptor.TOTALS -> SnapshotDescriptor.SECTION_TOTALS;
            default -> SnapshotDescriptor.SECTION_BOOK;
        };
        for (int code = 0; code < SnapshotLoaderFuzzTest.TYPES.length; code++) {
            if (SnapshotLoaderFuzzTest.TYPES[code] == type) {
                return code;
            }
        }
        throw new IllegalArgumentException(name);
    }

    private static byte[] body(final byte[] file) {
        final int length = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN)
                .getInt(SnapshotDescriptor.BODY_LENGTH_OFFSET);
        final byte[] body = new byte[length];
        LZ4Factory.fastestInstance().safeDecompressor().decompress(file, SnapshotDescriptor.HEADER_LENGTH,
                file.length - SnapshotDescriptor.HEADER_LENGTH, body, 0, length);
        return body;
    }

    private static byte[] prepend(final int mode, final byte[] bytes) {
        final byte[] all = new byte[bytes.length + 1];
        all[0] = (byte) mode;
        System.arraycopy(bytes, 0, all, 1, bytes.length);
        return all;
    }
}
