package dev.bourse.snapshot;

import dev.bourse.api.CancelReason;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.matching.MatchingShard;
import dev.bourse.orderbook.OrderBookListener;
import dev.bourse.risk.RiskShard;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs the capture code on a small synthetic state a few times, once per JVM, so that the JIT has compiled it before
 * the first real snapshot: interpreted, the first export of a large book or shard stalled its shard for about a
 * second. It costs seconds of CPU on a small machine, so it runs on a daemon thread of its own, started with the
 * first snapshot taker ({@link #startOnce()}), never on the path of a core's start; the snapshot taker waits for it
 * ({@link #await()}) before it drives the first capture's steps.
 *
 * <p>Thread-safety: {@link #startOnce()} and {@link #await()} from any thread; the work runs on private objects.
 */
final class CaptureWarmUp {
    private static final AtomicBoolean STARTED = new AtomicBoolean();
    private static final CountDownLatch DONE = new CountDownLatch(1);
    private static volatile Thread thread;
    /** Orders and users of the synthetic state: enough calls for the JIT's optimizing tier. */
    private static final int RECORDS = 12_000;
    private static final int ROUNDS = 3;

    private CaptureWarmUp() {
    }

    /** Starts the warm-up on a daemon thread, the first time only; returns at once. */
    static void startOnce() {
        if (!STARTED.compareAndSet(false, true)) {
            return;
        }
        final Thread t = new Thread(() -> {
            try {
                run();
            } finally {
                DONE.countDown();
            }
        }, "bourse-capture-warm-up");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        thread = t;
        t.start();
    }

    /** @return the thread the warm-up runs or ran on, or null when it was never started */
    static Thread thread() {
        return thread;
    }

    /**
     * Waits until the warm-up ended (at once when it was never started).
     *
     * @throws InterruptedException when interrupted while waiting
     */
    static void await() throws InterruptedException {
        if (STARTED.get()) {
            DONE.await();
        }
    }

    private static void run() {
        SnapshotWriter.loadClasses();
        final SymbolSpec spec = SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).baseCurrency(1)
                .quoteCurrency(2).baseScale(1).quoteScale(1).status(TradingStatus.OPEN).build();
        final MatchingShard books = new MatchingShard(new Silent(), RECORDS);
        final RiskShard risk = new RiskShard(0, 1);
        books.addSymbol(1);
        risk.updateSymbol(spec);
        for (int i = 1; i <= RECORDS; i++) {
            risk.addUser(i);
            risk.deposit(i, 1, 1_000, 1);
            risk.deposit(i, 2, 1_000_000, 1);
            final Side side = (i & 1) == 0 ? Side.BID : Side.ASK;
            final long price = side == Side.BID ? 1_000 - i % 100 : 1_001 + i % 100;
            if (risk.checkPlace(spec, i, i, side, OrderType.GTC, price, 0, 1) == 0) {
                books.place(1, i, i, side, OrderType.GTC, price, 1, 0, 0, 0, StpMode.NONE, i);
            }
        }
        for (int round = 0; round < ROUNDS; round++) {
            final SnapshotCut cut = new SnapshotCut(1, 1, 1, 1);
            cut.captureMatching(0, books);
            cut.captureRisk(0, risk, List.of(spec));
            cut.assemble();
        }
    }

    /** The synthetic book's events go nowhere. */
    private static final class Silent implements OrderBookListener {
        @Override
        public void onTrade(final long makerOrderId, final long makerUid, final long takerOrderId,
                final long takerUid, final Side takerSide, final long price, final long size,
                final long makerRemaining, final long takerRemaining, final long timestamp) {
        }

        @Override
        public void onRested(final long orderId, final long uid, final Side side, final long price,
                final long remaining, final long visible, final long timestamp) {
        }

        @Override
        public void onStopAccepted(final long orderId, final long uid, final Side side, final long triggerPrice,
                final long size, final long timestamp) {
        }

        @Override
        public void onStopTriggered(final long orderId, final long uid, final Side side, final long triggerPrice,
                final long lastTradePrice, final long timestamp) {
        }

        @Override
        public void onCancelled(final long orderId, final long uid, final Side side, final long price,
                final long cancelledSize, final long remaining, final CancelReason reason, final long timestamp) {
        }

        @Override
        public void onAmended(final long orderId, final long uid, final Side side, final long oldPrice,
                final long newPrice, final long oldRemaining, final long newRemaining, final boolean priorityKept,
                final long timestamp) {
        }

        @Override
        public void onRejected(final long orderId, final long uid, final int resultCode, final long timestamp) {
        }
    }
}
