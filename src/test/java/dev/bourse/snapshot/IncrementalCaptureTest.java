package dev.bourse.snapshot;

import static dev.bourse.api.OrderType.GTC;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import dev.bourse.testkit.RecordingListener;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The incremental, copy-on-touch capture against the stop-the-world one, deterministically: two identical cores run
 * the same random commands; one is cut with {@link SnapshotCut} and keeps running with tiny capture steps between
 * its commands (so nearly every record is first reached by a change: fills, cancels, amendments, deposits,
 * withdrawals, removals), the other stops at the cut and is copied by {@link SnapshotWriter#capture}. Loaded back,
 * both snapshots must give the same state, which must also be the reference core's.
 */
class IncrementalCaptureTest {
    private static final int[] SYMBOLS = {Scenario.SPOT.symbolId(), Scenario.SPOT2.symbolId(),
        Scenario.FUTURE.symbolId()};

    @TempDir
    Path tmp;

    private long ts = 100_000;
    private long nextOrderId = 10_000;
    private long tx = 5_000_000;

    private static MiniCore populated(final int riskShards, final int matchingShards) {
        final MiniCore c = new MiniCore(riskShards, matchingShards);
        Scenario.populate(c);
        return c;
    }

    /** One random command: mostly orders near the touch, some amendments, cancels, deposits and withdrawals. */
    private void randomCommand(final MiniCore c, final Random rnd) {
        final int symbol = SYMBOLS[rnd.nextInt(SYMBOLS.length)];
        final long uid = 1 + rnd.nextInt(8);
        final long mid = symbol == Scenario.FUTURE.symbolId() ? 1_000 : symbol == 1 ? 100 : 50;
        final long price = mid - 5 + rnd.nextInt(11);
        final int op = rnd.nextInt(100);
        final long target = nextOrderId - 1 - rnd.nextInt(30);
        if (op < 50) {
            final Side side = rnd.nextBoolean() ? BID : ASK;
            final OrderType type = rnd.nextInt(5) == 0 ? OrderType.IOC : GTC;
            c.place(symbol, uid, nextOrderId++, side, type, price, 1 + rnd.nextInt(12), ts++);
        } else if (op < 62) {
            c.cancel(symbol, uid, target, ts++);
        } else if (op < 72) {
            c.move(symbol, uid, target, price, ts++);
        } else if (op < 80) {
            c.reduce(symbol, uid, target, 1, ts++);
        } else if (op < 88) {
            c.replace(symbol, uid, target, price, 1 + rnd.nextInt(9), ts++);
        } else if (op < 94) {
            c.user(uid, rnd.nextBoolean() ? Scenario.BASE : Scenario.QUOTE, 1 + rnd.nextInt(10_000));
        } else {
            c.withdraw(uid, Scenario.QUOTE, 1 + rnd.nextInt(1_000), tx++);
        }
    }

    private static SnapshotCut begin(final MiniCore c, final long sequence) {
        final SnapshotCut cut = new SnapshotCut(sequence, sequence * 10, c.risk.length, c.matching.length);
        for (int j = 0; j < c.matching.length; j++) {
            cut.beginMatching(j, c.matching[j]);
        }
        for (int i = 0; i < c.risk.length; i++) {
            cut.beginRisk(i, c.risk[i], c.specList());
        }
        return cut;
    }

    /** One tiny step on one shard, as the pipeline's PIPELINED steps would, with a budget of 1 to 3 records or orders. */
    private static void step(final SnapshotCut cut, final MiniCore c, final Random rnd) {
        if (rnd.nextInt(4) == 0) {
            final int j = rnd.nextInt(c.matching.length);
            cut.stepMatching(j, c.matching[j], 1 + rnd.nextInt(3));
        } else {
            final int i = rnd.nextInt(c.risk.length);
            cut.stepRisk(i, c.risk[i], 1 + rnd.nextInt(3));
        }
    }

    private MiniCore load(final CapturedSnapshot captured, final String dir, final int riskShards,
            final int matchingShards) {
        final Path root = tmp.resolve(dir);
        new SnapshotWriter(root).write(captured);
        final MiniCore fresh = new MiniCore(riskShards, matchingShards);
        fresh.registerSpecs(new SnapshotLoader(root).loadNewest(fresh.matching, fresh.risk).specs());
        fresh.checkInvariants();
        return fresh;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void anIncrementalCaptureWhileCommandsRunEqualsTheStopTheWorldCaptureAtTheCut(final int seed) {
        final MiniCore live = populated(2, 2);
        final MiniCore reference = populated(2, 2);
        final Random before = new Random(seed);
        final long savedTs = ts;
        final long savedId = nextOrderId;
        final long savedTx = tx;
        for (int k = 0; k < 400; k++) {
            randomCommand(live, before);
        }
        ts = savedTs;
        nextOrderId = savedId;
        tx = savedTx;
        final Random again = new Random(seed);
        for (int k = 0; k < 400; k++) {
            randomCommand(reference, again);
        }
        assertThat(live.riskStateHashes()).containsExactly(reference.riskStateHashes());

        final SnapshotCut cut = begin(live, 500);
        final CapturedSnapshot stopTheWorld = SnapshotWriter.capture(500, 5_000, reference.specList(),
                reference.matching, reference.risk);
        final Random after = new Random(seed * 31L);
        int commands = 0;
        while (!cut.isComplete()) {
            randomCommand(live, after);
            commands++;
            if (after.nextInt(3) == 0) {
                step(cut, live, after);
            }
        }
        assertThat(commands).as("commands while capturing").isGreaterThan(30);
        live.checkInvariants();
        assertThat(live.totals().isBalanced()).isTrue();

        final MiniCore incremental = load(cut.assemble(), "incremental", 2, 2);
        final MiniCore expected = load(stopTheWorld, "reference", 2, 2);
        assertThat(incremental.riskStateHashes()).containsExactly(reference.riskStateHashes());
        assertThat(incremental.bookHashes()).containsExactly(reference.bookHashes());
        assertThat(expected.riskStateHashes()).containsExactly(reference.riskStateHashes());
        assertThat(incremental.totals().isBalanced()).isTrue();
        final MiniCore otherLayout = load(cut.assemble(), "other-layout", 1, 4);
        assertThat(otherLayout.riskContentHash()).isEqualTo(reference.riskContentHash());
        assertThat(otherLayout.booksHash()).isEqualTo(reference.booksHash());
    }

    @Test
    void recordsRemovedOrChangedAfterTheCutAreCapturedAsTheyWereAndNewOnesAreLeftOut() {
        final MiniCore live = populated(2, 2);
        final MiniCore reference = populated(2, 2);
        final long resting102 = reference.risk[0].orderRemaining(1, 102);
        final long resting104 = reference.risk[0].orderRemaining(1, 104);
        assertThat(resting102).isPositive();
        assertThat(resting104).isPositive();
        final SnapshotCut cut = begin(live, 50);
        // After the cut and before any step: 104 is cancelled (the first
        // command on its book), then 102 (uid 2, the only bid at 100) fully filled.
        live.cancel(1, 4, 104, ts++);
        live.place(1, 5, 900, ASK, GTC, 100, resting102, ts++);
        // New: an order, a user, a deposit of an existing user.
        live.place(2, 5, 901, ASK, GTC, 55, 3, ts++);
        live.user(77, Scenario.QUOTE, 1_000);
        live.user(3, Scenario.QUOTE, 999);
        assertThat(live.risk[0].orderRemaining(1, 102)).isEqualTo(-1);
        assertThat(live.risk[0].orderRemaining(1, 104)).isEqualTo(-1);
        while (!cut.isComplete()) {
            cutStepOnce(cut, live);
        }
        final MiniCore loaded = load(cut.assemble(), "cut", 2, 2);
        assertThat(loaded.risk[0].orderRemaining(1, 102)).isEqualTo(resting102);
        assertThat(loaded.risk[0].orderRemaining(1, 104)).isEqualTo(resting104);
        assertThat(loaded.matching[1].book(1).restingOrderCount())
                .isEqualTo(reference.matching[1].book(1).restingOrderCount());
        assertThat(loaded.risk[1].orderRemaining(2, 901)).isEqualTo(-1);
        assertThat(live.risk[1].orderRemaining(2, 901)).isPositive();
        assertThat(loaded.risk[1].hasUser(77)).isFalse();
        assertThat(loaded.risk[1].balance(3, Scenario.QUOTE)).isEqualTo(reference.risk[1].balance(3, Scenario.QUOTE));
        assertThat(loaded.riskStateHashes()).containsExactly(reference.riskStateHashes());
        assertThat(loaded.bookHashes()).containsExactly(reference.bookHashes());
    }

    @Test
    void aCutWhileThePreviousCaptureIsInProgressCompletesThePreviousOneFirst() {
        final MiniCore live = populated(2, 2);
        final MiniCore reference = populated(2, 2);
        final SnapshotCut first = begin(live, 50);
        final CapturedSnapshot firstExpected = SnapshotWriter.capture(50, 500, reference.specList(),
                reference.matching, reference.risk);
        cutStepOnce(first, live);
        Scenario.tail(live);
        Scenario.tail(reference);
        final SnapshotCut second = begin(live, 60);
        assertThat(first.isComplete()).isTrue();
        final CapturedSnapshot secondExpected = SnapshotWriter.capture(60, 600, reference.specList(),
                reference.matching, reference.risk);
        live.place(1, 4, 950, BID, GTC, 120, 30, 70_000);
        while (!second.isComplete()) {
            cutStepOnce(second, live);
        }
        assertThat(load(first.assemble(), "first", 2, 2).riskStateHashes())
                .containsExactly(load(firstExpected, "first-expected", 2, 2).riskStateHashes());
        final MiniCore secondLoaded = load(second.assemble(), "second", 2, 2);
        assertThat(secondLoaded.riskStateHashes()).containsExactly(reference.riskStateHashes());
        assertThat(secondLoaded.bookHashes()).containsExactly(reference.bookHashes());
        assertThat(load(secondExpected, "second-expected", 2, 2).riskStateHashes())
                .containsExactly(reference.riskStateHashes());
    }

    @Test
    void aLargeBookIsCapturedInManyStepsOfAtMostTheBudgetIntoTheStopTheWorldImage() {
        final MatchingShard shard = new MatchingShard(new RecordingListener(), 1024);
        shard.addSymbol(1);
        shard.addSymbol(2);
        for (long k = 1; k <= 100_000; k++) {
            final boolean bid = (k & 1) == 0;
            shard.place(1, k, 1 + k % 89, bid ? BID : ASK, GTC, bid ? 99 - k % 31 : 101 + k % 43,
                    1 + k % 7, 0, 0, 0, StpMode.NONE, k);
        }
        for (long k = 1; k <= 300; k++) {
            shard.place(2, 200_000 + k, 5, k % 3 == 0 ? BID : ASK, GTC, k % 3 == 0 ? 40 : 60,
                    k, 0, 0, 0, StpMode.NONE, k);
        }
        final int budget = 2048;
        final BookCaptureCell cell = new BookCaptureCell(shard);
        int steps = 0;
        int largest = 0;
        while (!cell.done()) {
            final int before = cell.exportedOrders();
            shard.captureStep(budget);
            largest = Math.max(largest, cell.exportedOrders() - before);
            steps++;
        }
        assertThat(cell.failure()).isNull();
        assertThat(largest).isEqualTo(budget);
        assertThat(steps).isGreaterThanOrEqualTo(100_300 / budget);
        final List<SectionOutput> sections = cell.sections();
        final List<String> names = cell.names();
        for (int k = 0; k < names.size(); k++) {
            final long symbol = Long.parseLong(names.get(k).substring(SnapshotDescriptor.BOOK_PREFIX.length()));
            assertThat(sections.get(k).compress()).as(names.get(k))
                    .isEqualTo(BookCodec.write(symbol, shard.restorableBook(symbol)).compress());
        }
    }

    /** One step on every shard, one book order and one record each. */
    private static void cutStepOnce(final SnapshotCut cut, final MiniCore c) {
        for (int j = 0; j < c.matching.length; j++) {
            cut.stepMatching(j, c.matching[j], 1);
        }
        for (int i = 0; i < c.risk.length; i++) {
            cut.stepRisk(i, c.risk[i], 1);
        }
    }
}
