package dev.bourse.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SnapshotCorruptionTest {
    @TempDir
    Path root;
    private MiniCore core;
    private Path older;
    private Path newer;

    @BeforeEach
    void twoSnapshots() {
        core = new MiniCore(2, 2);
        Scenario.populate(core);
        final SnapshotWriter writer = new SnapshotWriter(root);
        older = writer.write(10, 1, core.specList(), core.matching, core.risk).directory();
        core.place(1, 1, 900, dev.bourse.api.Side.BID, dev.bourse.api.OrderType.GTC, 95, 1, 20_000);
        newer = writer.write(20, 2, core.specList(), core.matching, core.risk).directory();
    }

    private LoadedSnapshot load() {
        final MiniCore fresh = new MiniCore(1, 1);
        final LoadedSnapshot loaded = new SnapshotLoader(root).loadNewest(fresh.matching, fresh.risk);
        fresh.checkInvariants();
        return loaded;
    }

    private static void flipByte(final Path file, final int offset) throws IOException {
        final byte[] b = Files.readAllBytes(file);
        b[offset] ^= 0x5A;
        Files.write(file, b);
    }

    @Test
    void theNewestValidSnapshotIsLoaded() {
        assertThat(load().manifest().sequence()).isEqualTo(20);
    }

    @Test
    void aFlippedByteInASectionSkipsThatSnapshotWithItsReason() throws IOException {
        final Path users = newer.resolve("users");
        flipByte(users, (int) Files.size(users) / 2);
        final LoadedSnapshot loaded = load();
        assertThat(loaded.manifest().sequence()).isEqualTo(10);
        assertThat(loaded.skipped()).singleElement().asString().contains(users.toString()).contains("CRC32C");
    }

    @Test
    void aTruncatedSectionSkipsThatSnapshot() throws IOException {
        final Path book = newer.resolve("book-1");
        final byte[] b = Files.readAllBytes(book);
        Files.write(book, java.util.Arrays.copyOf(b, b.length - 7));
        final LoadedSnapshot loaded = load();
        assertThat(loaded.manifest().sequence()).isEqualTo(10);
        assertThat(loaded.skipped()).singleElement().asString().contains(book.toString())
                .contains("manifest says");
    }

    @Test
    void aMissingManifestSkipsThatSnapshot() throws IOException {
        Files.delete(newer.resolve("manifest"));
        final LoadedSnapshot loaded = load();
        assertThat(loaded.manifest().sequence()).isEqualTo(10);
        assertThat(loaded.skipped()).singleElement().asString().contains("manifest").contains("missing");
    }

    @Test
    void aFlippedByteInTheManifestSkipsThatSnapshot() throws IOException {
        flipByte(newer.resolve("manifest"), 40);
        final LoadedSnapshot loaded = load();
        assertThat(loaded.manifest().sequence()).isEqualTo(10);
        assertThat(loaded.skipped()).singleElement().asString().contains("manifest");
    }

    @Test
    void aSectionWithoutItsEndMarkerIsRefusedEvenWhenTheManifestAgrees() throws IOException {
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_TOTALS, 64);
        RiskCodec.totalsHeader(out, 2);
        out.end(0);
        final byte[] good = out.compress();
        assertThat(SectionInput.open("t", good, SnapshotDescriptor.SECTION_TOTALS).recordCount()).isZero();
        final byte[] body = new byte[ByteBuffer.wrap(good).order(ByteOrder.LITTLE_ENDIAN).getInt(12)];
        net.jpountz.lz4.LZ4Factory.fastestInstance().safeDecompressor().decompress(good, 16, good.length - 16, body,
                0);
        final byte[] chopped = java.util.Arrays.copyOf(body, body.length - 12);
        final byte[] compressed = net.jpountz.lz4.LZ4Factory.fastestInstance().fastCompressor().compress(chopped);
        final byte[] bad = new byte[16 + compressed.length];
        System.arraycopy(good, 0, bad, 0, 16);
        ByteBuffer.wrap(bad).order(ByteOrder.LITTLE_ENDIAN).putInt(12, chopped.length);
        System.arraycopy(compressed, 0, bad, 16, compressed.length);
        assertThatThrownBy(() -> SectionInput.open("totals", bad, SnapshotDescriptor.SECTION_TOTALS))
                .isInstanceOf(SnapshotException.class).hasMessageContaining("totals").hasMessageContaining("marker");

        rewriteWithValidManifest(newer, "totals", bad);
        final LoadedSnapshot loaded = load();
        assertThat(loaded.manifest().sequence()).isEqualTo(10);
        assertThat(loaded.skipped()).singleElement().asString().contains("totals").contains("marker");
    }

    @Test
    void aSnapshotOfAnUnknownFormatVersionIsSkippedNamingTheManifestAndTheVersion() throws IOException {
        final int future = SnapshotDescriptor.FORMAT_VERSION + 1;
        final SnapshotManifest m = SnapshotManifest.parse("m", Files.readAllBytes(newer.resolve("manifest")));
        Files.write(newer.resolve("manifest"), new SnapshotManifest(future, m.sequence(), m.timestamp(), m.trades(),
                m.riskShards(), m.matchingShards(), m.files()).encode());
        final LoadedSnapshot loaded = load();
        assertThat(loaded.manifest().sequence()).isEqualTo(10);
        assertThat(loaded.skipped()).singleElement().asString().contains(newer.resolve("manifest").toString())
                .contains("unsupported format version " + future).contains("reads versions 1 to "
                        + SnapshotDescriptor.FORMAT_VERSION);
    }

    @Test
    void aSectionOfAnUnknownFormatVersionIsRefusedNamingTheFileAndTheVersion() throws IOException {
        final byte[] users = Files.readAllBytes(newer.resolve("users"));
        ByteBuffer.wrap(users).order(ByteOrder.LITTLE_ENDIAN).putInt(SnapshotDescriptor.VERSION_OFFSET, 0);
        rewriteWithValidManifest(newer, "users", users);
        final LoadedSnapshot loaded = load();
        assertThat(loaded.manifest().sequence()).isEqualTo(10);
        assertThat(loaded.skipped()).singleElement().asString().contains(newer.resolve("users").toString())
                .contains("unsupported format version 0");
    }

    @Test
    void aSectionWhoseVersionDiffersFromTheManifestsIsRefused() throws IOException {
        final byte[] users = Files.readAllBytes(newer.resolve("users"));
        ByteBuffer.wrap(users).order(ByteOrder.LITTLE_ENDIAN).putInt(SnapshotDescriptor.VERSION_OFFSET, 1);
        rewriteWithValidManifest(newer, "users", users);
        final LoadedSnapshot loaded = load();
        assertThat(loaded.manifest().sequence()).isEqualTo(10);
        assertThat(loaded.skipped()).singleElement().asString().contains(newer.resolve("users").toString())
                .contains("format version 1, manifest says " + SnapshotDescriptor.FORMAT_VERSION);
    }

    @Test
    void noValidSnapshotIsAClearErrorNamingEachFile() throws IOException {
        flipByte(newer.resolve("orders"), 20);
        Files.delete(older.resolve("specs"));
        final MiniCore fresh = new MiniCore(1, 1);
        assertThatThrownBy(() -> new SnapshotLoader(root).loadNewest(fresh.matching, fresh.risk))
                .isInstanceOf(SnapshotException.class)
                .hasMessageContaining("no valid snapshot")
                .hasMessageContaining(newer.resolve("orders").toString())
                .hasMessageContaining(older.resolve("specs").toString());
    }

    @Test
    void anInterruptedWriteIsIgnored() throws IOException {
        final Path temp = root.resolve(SnapshotDescriptor.directoryName(30) + SnapshotDescriptor.TEMP_SUFFIX);
        Files.createDirectories(temp);
        Files.write(temp.resolve("users"), new byte[] {1, 2, 3});
        assertThat(load().manifest().sequence()).isEqualTo(20);
    }

    /** Replaces a section file and fixes its manifest entry, as a writer bug (not the disk) would leave it. */
    private static void rewriteWithValidManifest(final Path dir, final String name, final byte[] content)
            throws IOException {
        Files.write(dir.resolve(name), content);
        final SnapshotManifest m = SnapshotManifest.parse("m", Files.readAllBytes(dir.resolve("manifest")));
        final List<SnapshotManifest.Entry> entries = new ArrayList<>();
        for (final SnapshotManifest.Entry e : m.files()) {
            entries.add(e.name().equals(name)
                    ? new SnapshotManifest.Entry(name, content.length, SnapshotManifest.crc(content, content.length))
                    : e);
        }
        Files.write(dir.resolve("manifest"), new SnapshotManifest(m.formatVersion(), m.sequence(), m.timestamp(), m.trades(),
                m.riskShards(), m.matchingShards(), entries).encode());
    }
}
