package dev.bourse.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.risk.RiskTotals;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SnapshotRoundTripTest {
    @TempDir
    Path root;

    private static MiniCore populated(final int riskShards, final int matchingShards) {
        final MiniCore core = new MiniCore(riskShards, matchingShards);
        Scenario.populate(core);
        core.checkInvariants();
        return core;
    }

    private LoadedSnapshot loadInto(final MiniCore fresh) {
        final LoadedSnapshot loaded = new SnapshotLoader(root).loadNewest(fresh.matching, fresh.risk);
        fresh.registerSpecs(loaded.specs());
        fresh.checkInvariants();
        return loaded;
    }

    @Test
    void restoringIntoTheSameLayoutGivesEqualHashesPerShard() {
        final MiniCore original = populated(2, 2);
        final WrittenSnapshot written = new SnapshotWriter(root).write(77, 12_345, original.specList(),
                original.matching, original.risk);
        assertThat(written.reused()).isFalse();
        assertThat(written.directory().getFileName().toString()).isEqualTo("snapshot-00000000000000000077");

        final MiniCore restored = new MiniCore(2, 2);
        final LoadedSnapshot loaded = loadInto(restored);

        assertThat(loaded.manifest().sequence()).isEqualTo(77);
        assertThat(loaded.manifest().timestamp()).isEqualTo(12_345);
        assertThat(loaded.skipped()).isEmpty();
        assertThat(loaded.specs()).containsExactlyElementsOf(original.specList());
        assertThat(restored.riskStateHashes()).containsExactly(original.riskStateHashes());
        assertThat(restored.bookHashes()).containsExactly(original.bookHashes());
        for (int s = 0; s < 2; s++) {
            final int shard = s;
            original.matching[s].forEachBook((symbol, book) -> {
                final var copy = restored.matching[shard].restorableBook(symbol);
                assertThat(copy.stateHash()).isEqualTo(book.stateHash());
                assertThat(copy.restingOrderCount()).isEqualTo(book.restingOrderCount());
                assertThat(copy.pendingStopCount()).isEqualTo(book.pendingStopCount());
            });
        }
    }

    /**
     * {@code src/test/resources/.../v1}: the scenario's state written as snapshot 5 by format version 1 (raw Chronicle
     * Bytes bodies, commit d23e100), so that upgrading does not strand the snapshots a deployment already has.
     */
    @Test
    void aSnapshotWrittenByFormatVersion1StillLoadsToTheSameState() throws Exception {
        final Path fixture = Path.of(SnapshotRoundTripTest.class.getResource("v1").toURI());
        final Path copy = root.resolve(SnapshotDescriptor.directoryName(5));
        Files.createDirectories(copy);
        try (DirectoryStream<Path> files = Files.newDirectoryStream(fixture.resolve(copy.getFileName().toString()))) {
            for (final Path f : files) {
                Files.copy(f, copy.resolve(f.getFileName().toString()));
            }
        }
        final MiniCore original = populated(2, 2);
        final MiniCore restored = new MiniCore(2, 2);
        final LoadedSnapshot loaded = loadInto(restored);
        assertThat(loaded.manifest().formatVersion()).isEqualTo(1);
        assertThat(loaded.manifest().sequence()).isEqualTo(5);
        assertThat(loaded.skipped()).isEmpty();
        assertThat(loaded.specs()).as("the fixture's specs were written when maxNotional defaulted to Long.MAX_VALUE; "
                + "the price limits it lacks load as the defaults").containsExactlyElementsOf(original.specList()
                .stream().map(s -> s.toBuilder().maxNotional(Long.MAX_VALUE).build()).toList());
        assertThat(restored.riskStateHashes()).containsExactly(original.riskStateHashes());
        assertThat(restored.bookHashes()).containsExactly(original.bookHashes());

        final WrittenSnapshot rewritten = new SnapshotWriter(root).write(6, 2, restored.specList(), restored.matching,
                restored.risk);
        assertThat(rewritten.manifest().formatVersion()).isEqualTo(SnapshotDescriptor.FORMAT_VERSION);
    }

    @Test
    void theScenarioReallyHoldsEveryKindOfState() {
        final MiniCore c = populated(2, 2);
        final var spot = c.matching[1].restorableBook(1);
        assertThat(spot.pendingStopCount()).isEqualTo(3);
        assertThat(spot.lastTradePrice()).isPositive();
        assertThat(c.matching[1].restorableBook(3).restingOrderCount()).isPositive();
        long positions = 0;
        for (long uid = 1; uid <= 5; uid++) {
            positions += Math.abs(c.risk[(int) (uid & 1)].positionSize(uid, 3));
        }
        assertThat(positions).isPositive();
        final RiskTotals t = c.totals();
        assertThat(t.fees(Scenario.QUOTE)).isPositive();
        assertThat(t.isBalanced()).isTrue();
    }

    @ParameterizedTest(name = "written by 2x2, loaded by {0} risk x {1} matching")
    @CsvSource({"2, 2", "1, 1", "4, 4", "1, 4", "8, 1"})
    void aRestoredCoreBehavesLikeTheOriginalWhateverItsLayout(final int riskShards, final int matchingShards) {
        final MiniCore original = populated(2, 2);
        new SnapshotWriter(root).write(5, 1, original.specList(), original.matching, original.risk);
        final MiniCore restored = new MiniCore(riskShards, matchingShards);
        loadInto(restored);

        assertThat(restored.booksHash()).isEqualTo(original.booksHash());
        assertThat(restored.riskContentHash()).isEqualTo(original.riskContentHash());
        assertThat(restored.totals().toString()).isEqualTo(original.totals().toString());

        original.takeLog();
        Scenario.tail(original);
        Scenario.tail(restored);
        final List<String> expected = original.takeLog();
        assertThat(expected).anyMatch(e -> e.startsWith("StopTriggered")).anyMatch(e -> e.contains("EXPIRED"))
                .anyMatch(e -> e.startsWith("Trade"));
        assertThat(restored.takeLog()).containsExactlyElementsOf(expected);
        restored.checkInvariants();
        assertThat(restored.booksHash()).isEqualTo(original.booksHash());
        assertThat(restored.riskContentHash()).isEqualTo(original.riskContentHash());
        assertThat(restored.totals().toString()).isEqualTo(original.totals().toString());
        assertThat(restored.totals().isBalanced()).isTrue();
    }

    @Test
    void aSecondSnapshotOfTheSameSequenceReusesTheFirst() {
        final MiniCore c = populated(1, 1);
        final SnapshotWriter writer = new SnapshotWriter(root);
        final WrittenSnapshot first = writer.write(9, 1, c.specList(), c.matching, c.risk);
        final WrittenSnapshot second = writer.write(9, 1, c.specList(), c.matching, c.risk);
        assertThat(second.reused()).isTrue();
        assertThat(second.manifest()).isEqualTo(first.manifest());
    }

    @Test
    void anEmptyRootIsAFreshStart() {
        final MiniCore c = new MiniCore(1, 1);
        assertThat(new SnapshotLoader(root.resolve("none")).loadNewest(c.matching, c.risk)).isNull();
        assertThat(new SnapshotLoader(root).loadNewest(c.matching, c.risk)).isNull();
    }
}
