package dev.bourse.matching;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.orderbook.FastOrderBook;
import dev.bourse.orderbook.L2Snapshot;
import dev.bourse.orderbook.OrderBookListener;
import org.junit.jupiter.api.Test;

class MatchingShardTest {
    private static final OrderBookListener SILENT = new OrderBookListener() {
        @Override
        public void onTrade(final long a, final long b, final long c, final long d, final Side e, final long f,
                final long g, final long h, final long i, final long j) {
        }

        @Override
        public void onRested(final long a, final long b, final Side c, final long d, final long e, final long f,
                final long g) {
        }

        @Override
        public void onStopAccepted(final long a, final long b, final Side c, final long d, final long e,
                final long f) {
        }

        @Override
        public void onStopTriggered(final long a, final long b, final Side c, final long d, final long e,
                final long f) {
        }

        @Override
        public void onCancelled(final long a, final long b, final Side c, final long d, final long e, final long f,
                final dev.bourse.api.CancelReason g, final long h) {
        }

        @Override
        public void onAmended(final long a, final long b, final Side c, final long d, final long e, final long f,
                final long g, final boolean h, final long i) {
        }

        @Override
        public void onRejected(final long a, final long b, final int c, final long d) {
        }
    };

    @Test
    void aShardOfManySymbolsPreallocatesOnceNotPerBook() {
        final MatchingShard shard = new MatchingShard(SILENT, 65_536);
        for (int s = 1; s <= 20_000; s++) {
            assertThat(shard.addSymbol(s)).isEqualTo(ResultCode.SUCCESS);
        }
        final long[] slots = {0};
        shard.forEachBook((symbol, book) -> slots[0] += ((FastOrderBook) book).allocatedSlots());
        assertThat(slots[0]).as("what 20,000 empty books hold, counted").isLessThanOrEqualTo(20_000L * 100);
    }

    @Test
    void unknownAndDuplicateSymbolsHaveTheirCodes() {
        final MatchingShard shard = new MatchingShard(SILENT, 16);
        assertThat(shard.addSymbol(5)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.addSymbol(5)).isEqualTo(ResultCode.SYMBOL_ALREADY_EXISTS);
        assertThat(shard.cancel(6, 1, 1, 1)).isEqualTo(ResultCode.UNKNOWN_SYMBOL);
        assertThat(shard.place(6, 1, 1, Side.BID, OrderType.GTC, 10, 1, 0, 0, 0, StpMode.NONE, 1))
                .isEqualTo(ResultCode.UNKNOWN_SYMBOL);
        assertThat(shard.fillL2(6, 5, 0, new L2Snapshot(5))).isEqualTo(ResultCode.UNKNOWN_SYMBOL);
        assertThat(shard.symbolCount()).isEqualTo(1);
    }

    @Test
    void ordersAreRoutedToTheirSymbolsBook() {
        final MatchingShard shard = new MatchingShard(SILENT, 16);
        shard.addSymbol(1);
        shard.addSymbol(2);
        assertThat(shard.place(2, 7, 3, Side.BID, OrderType.GTC, 100, 4, 0, 0, 0, StpMode.NONE, 1))
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.book(2).bestBidPrice()).isEqualTo(100);
        assertThat(shard.book(1).restingOrderCount()).isZero();
        assertThat(shard.move(1, 7, 3, 101, 2)).isEqualTo(ResultCode.UNKNOWN_ORDER_ID);
        assertThat(shard.reduce(2, 7, 3, 1, 3)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.massCancel(2, 3, 4)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.book(2).restingOrderCount()).isZero();
    }

    @Test
    void theStateHashSumDoesNotDependOnInsertionOrderOrSharding() {
        final MatchingShard ab = new MatchingShard(SILENT, 16);
        ab.addSymbol(1);
        ab.addSymbol(2);
        final MatchingShard ba = new MatchingShard(SILENT, 16);
        ba.addSymbol(2);
        ba.addSymbol(1);
        final MatchingShard a = new MatchingShard(SILENT, 16);
        a.addSymbol(1);
        final MatchingShard b = new MatchingShard(SILENT, 16);
        b.addSymbol(2);
        assertThat(ab.stateHashSum()).isEqualTo(ba.stateHashSum()).isEqualTo(a.stateHashSum() + b.stateHashSum());
        ab.place(1, 1, 1, Side.BID, OrderType.GTC, 10, 1, 0, 0, 0, StpMode.NONE, 1);
        assertThat(ab.stateHashSum()).isNotEqualTo(ba.stateHashSum());
    }

    private static int gtd(final MatchingShard shard, final long symbol, final long orderId, final long price,
            final long expireAt, final long timestamp) {
        return shard.place(symbol, orderId, 9, Side.BID, OrderType.GTD, price, 1, 0, 0, expireAt,
                StpMode.NONE, timestamp);
    }

    @Test
    void theShardKnowsWhichOfItsBooksExpiresFirstThroughEveryKindOfCommand() {
        final MatchingShard shard = new MatchingShard(SILENT, 16);
        shard.addSymbol(1);
        shard.addSymbol(2);
        shard.addSymbol(70_000);
        assertThat(shard.earliestExpiry()).isEqualTo(Long.MAX_VALUE);
        assertThat(shard.earliestExpirySymbol()).isZero();
        final long quiet = shard.expiryChanges();
        assertThat(shard.place(1, 1, 9, Side.BID, OrderType.GTC, 100, 1, 0, 0, 0, StpMode.NONE, 1))
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.expiryChanges()).as("a GTC order changes nothing").isEqualTo(quiet);

        assertThat(gtd(shard, 2, 2, 100, 500, 2)).isEqualTo(ResultCode.SUCCESS);
        assertThat(gtd(shard, 70_000, 3, 100, 300, 3)).isEqualTo(ResultCode.SUCCESS);
        assertThat(gtd(shard, 1, 4, 99, 400, 4)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.earliestExpirySymbol()).isEqualTo(70_000);
        assertThat(shard.earliestExpiry()).isEqualTo(300);
        final long changes = shard.expiryChanges();

        assertThat(shard.cancel(70_000, 3, 9, 5)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.expiryChanges()).isNotEqualTo(changes);
        assertThat(shard.earliestExpirySymbol()).isEqualTo(1);
        assertThat(shard.earliestExpiry()).isEqualTo(400);

        assertThat(shard.advanceTime(2, 450)).as("book 2's order is not due").isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.book(2).restingOrderCount()).isOne();
        assertThat(shard.advanceTime(1, 450)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.book(1).restingOrderCount()).as("the GTC order stays").isOne();
        assertThat(shard.earliestExpirySymbol()).isEqualTo(2);
        assertThat(shard.earliestExpiry()).isEqualTo(500);

        assertThat(shard.move(2, 2, 9, 101, 460)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.earliestExpiry()).as("a move keeps the expiry").isEqualTo(500);
        assertThat(shard.massCancel(2, 9, 470)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.earliestExpiry()).isEqualTo(Long.MAX_VALUE);
        assertThat(shard.earliestExpirySymbol()).isZero();
        assertThat(shard.advanceTime(5, 480)).isEqualTo(ResultCode.UNKNOWN_SYMBOL);
    }

    @Test
    void aRestoredBookIsTrackedAfterARescan() {
        final MatchingShard source = new MatchingShard(SILENT, 16);
        source.addSymbol(4);
        assertThat(gtd(source, 4, 1, 100, 700, 1)).isEqualTo(ResultCode.SUCCESS);
        final MatchingShard restored = new MatchingShard(SILENT, 16);
        restored.addSymbol(4);
        source.restorableBook(4).exportOrders(restored.restorableBook(4)::restoreOrder);
        restored.restorableBook(4).completeRestore(0, source.restorableBook(4).acceptanceCounter());
        assertThat(restored.earliestExpiry()).as("a restore bypasses the commands").isEqualTo(Long.MAX_VALUE);

        restored.rescanExpiries();

        assertThat(restored.earliestExpiry()).isEqualTo(700);
        assertThat(restored.earliestExpirySymbol()).isEqualTo(4);
    }

    @Test
    void gtdPlacesExpiriesAndAsOfL2sAllocateNothingOnceWarm() {
        final com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        final MatchingShard shard = new MatchingShard(SILENT, 1_024);
        for (long symbol = 1; symbol <= 3; symbol++) {
            shard.addSymbol(symbol);
        }
        final L2Snapshot l2 = new L2Snapshot(8);
        final long[] clock = {1_000};
        gtdCycles(shard, l2, clock, 40_000);
        long least = Long.MAX_VALUE;
        int failures = 0;
        for (int round = 0; round < 3; round++) {
            final long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
            failures += gtdCycles(shard, l2, clock, 40_000);
            least = Math.min(least, threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before);
        }
        assertThat(failures).isZero();
        assertThat(least).as("bytes allocated by 40 000 cycles, fewest of three rounds (the compiler's own "
                + "allocations land in one of them at most)").isLessThan(1_024);
    }

    /** Each cycle: GTD orders on two books, an L2 with one of them due, a time event, a cancel, a plain order. */
    private static int gtdCycles(final MatchingShard shard, final L2Snapshot l2, final long[] clock, final int n) {
        int failures = 0;
        for (int i = 0; i < n; i++) {
            final long ts = clock[0];
            clock[0] += 10;
            final long id = ts * 4;
            failures += Math.abs(gtd(shard, 1, id, 100, ts + 5, ts));
            failures += Math.abs(gtd(shard, 2, id + 1, 99, ts + 20, ts));
            failures += Math.abs(shard.fillL2(1, 8, ts + 6, l2));
            failures += Math.abs(shard.advanceTime(1, ts + 6));
            failures += Math.abs(shard.cancel(2, id + 1, 9, ts + 7));
            failures += Math.abs(shard.place(3, id + 2, 9, Side.ASK, OrderType.GTC, 101, 1, 0, 0,
                    0, StpMode.NONE, ts + 8));
            failures += Math.abs(shard.cancel(3, id + 2, 9, ts + 9));
        }
        return failures;
    }
}
