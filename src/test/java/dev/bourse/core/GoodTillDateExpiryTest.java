package dev.bourse.core;

import dev.bourse.api.CancelReason;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.UserReport;
import dev.bourse.command.CommandType;
import dev.bourse.config.ClockSource;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.JournalWriter;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.pipeline.TickingClock;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static dev.bourse.testkit.TestSpecs.BASE;
import static dev.bourse.testkit.TestSpecs.QUOTE;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * GTD orders expire when their time comes, not when the next command reaches their book: the core's expiry timer
 * publishes a time event that is journalled, settled and reported like any command.
 */
class GoodTillDateExpiryTest {
    private static final long GTD_BOOK = 3;
    private static final long OTHER_BOOK = 6;
    private static final long BUYER = 1;
    private static final long SELLER = 2;
    /** Long enough for the expiry timer to fire on a loaded machine; the tests wait for the event, not for time. */
    private static final long AWAIT_SECONDS = 60;
    private static final long MILLIS = 1_000_000L;

    private ExchangeCore core;

    @AfterEach
    void stopCore() throws InterruptedException {
        if (core != null) {
            core.stop();
        }
    }

    static Stream<Arguments> layouts() {
        return Stream.of(
                Arguments.of(ThreadLayout.INLINE, 1, 1, ClockSource.TICKING),
                Arguments.of(ThreadLayout.INLINE, 2, 4, ClockSource.SYSTEM),
                Arguments.of(ThreadLayout.COMPACT, 1, 1, ClockSource.SYSTEM),
                Arguments.of(ThreadLayout.COMPACT, 2, 2, ClockSource.TICKING),
                Arguments.of(ThreadLayout.PIPELINED, 1, 1, ClockSource.TICKING),
                Arguments.of(ThreadLayout.PIPELINED, 4, 2, ClockSource.SYSTEM));
    }

    private static ExchangeConfig config(final ThreadLayout layout, final int riskShards, final int matchingShards,
            final ClockSource clock) {
        return PipelineEquivalenceTest.config(layout, riskShards, matchingShards).toBuilder().clock(clock)
                .journalEnabled(false).build();
    }

    /** Two books, a buyer with quote money, a seller with base. */
    private static void fund(final ExchangeCore c) {
        assertThat(c.addSymbol(TestSpecs.spot(GTD_BOOK)).join().isSuccess()).isTrue();
        assertThat(c.addSymbol(TestSpecs.spot(OTHER_BOOK)).join().isSuccess()).isTrue();
        assertThat(c.addUser(BUYER).join().isSuccess()).isTrue();
        assertThat(c.deposit(BUYER, QUOTE, 10_000, 1).join().isSuccess()).isTrue();
        assertThat(c.addUser(SELLER).join().isSuccess()).isTrue();
        assertThat(c.deposit(SELLER, BASE, 100, 2).join().isSuccess()).isTrue();
    }

    private static CommandResult gtd(final ExchangeCore c, final long symbol, final long orderId, final long price,
            final long size, final long expireAt) {
        return c.place(new OrderRequest().uid(BUYER).symbol(symbol).orderId(orderId).side(Side.BID)
                .type(OrderType.GTD).price(price).size(size).expireAt(expireAt)).join();
    }

    /**
     * Places a GTD bid of 5 at 100 that expires in about 50 ms by the wall clock; should the machine stall past that
     * before the place is stamped, it is refused (INVALID_EXPIRY) and tried again with a longer delay.
     *
     * @return its expiry
     */
    private static long gtdSoon(final ExchangeCore c, final long symbol, final long orderId) {
        for (long delay = 50 * MILLIS; ; delay *= 4) {
            final long expireAt = TickingClock.wall() + delay;
            final int code = gtd(c, symbol, orderId, 100, 5, expireAt).resultCode();
            if (code == ResultCode.SUCCESS) {
                return expireAt;
            }
            assertThat(code).isEqualTo(ResultCode.INVALID_EXPIRY);
        }
    }

    @ParameterizedTest(name = "{0} {1}x{2} {3}")
    @MethodSource("layouts")
    void aGtdOrderExpiresWithNoFurtherCommandOnItsBook(final ThreadLayout layout, final int riskShards,
            final int matchingShards, final ClockSource clock) throws Exception {
        final Expiries expiries = new Expiries(1);
        core = ExchangeCore.builder(config(layout, riskShards, matchingShards, clock)).listener(expiries).build();
        core.start();
        fund(core);
        final long expireAt = gtdSoon(core, GTD_BOOK, 11);
        assertThat(core.place(SELLER, OTHER_BOOK, 21, Side.ASK, OrderType.GTC, 120, 3).join().isSuccess()).isTrue();

        assertThat(expiries.await()).as("the expiry event").isTrue();

        final Expiry e = expiries.events.get(0);
        assertThat(e.symbol).isEqualTo(GTD_BOOK);
        assertThat(e.orderId).isEqualTo(11);
        assertThat(e.uid).isEqualTo(BUYER);
        assertThat(e.cancelled).isEqualTo(5);
        assertThat(e.remaining).isZero();
        assertThat(e.timestamp).isGreaterThanOrEqualTo(expireAt);
        assertThat(expiries.timeEvents).as("the time event that expired it").contains(e.sequence + "/" + GTD_BOOK);
        final CommandResult l2 = core.l2(GTD_BOOK, 10).join();
        assertThat(l2.l2().bidLevels()).isZero();
        final UserReport report = core.userReport(BUYER).join();
        assertThat(report.orders()).isEmpty();
        assertThat(report.balances()).containsExactly(new UserReport.Balance(QUOTE, 10_000, 0));
        assertThat(core.l2(OTHER_BOOK, 10).join().l2().askSize(0)).as("the other book is untouched").isEqualTo(3);
        assertThat(core.totals().join().isBalanced()).isTrue();
        assertThat(core.errors().count()).isZero();
    }

    static Stream<Arguments> shardLayouts() {
        return Stream.of(Arguments.of(ThreadLayout.INLINE, 1, 1), Arguments.of(ThreadLayout.INLINE, 2, 4),
                Arguments.of(ThreadLayout.COMPACT, 2, 2), Arguments.of(ThreadLayout.PIPELINED, 4, 2));
    }

    @ParameterizedTest(name = "{0} {1}x{2}")
    @MethodSource("shardLayouts")
    void anL2AnsweredAfterAnExpiryNeverShowsTheOrder(final ThreadLayout layout, final int riskShards,
            final int matchingShards) throws Exception {
        final AtomicLong now = new AtomicLong(1_000);
        core = ExchangeCore.builder(config(layout, riskShards, matchingShards, ClockSource.SYSTEM))
                .riskEngine(new RiskEngine(riskShards)).journal(NoOpJournal.INSTANCE).clock(now::incrementAndGet)
                .build();
        core.start();
        fund(core);
        assertThat(gtd(core, GTD_BOOK, 11, 100, 5, 2_000).isSuccess()).isTrue();
        assertThat(gtd(core, GTD_BOOK, 12, 100, 2, 5_000).isSuccess()).isTrue();
        assertThat(gtd(core, GTD_BOOK, 13, 99, 4, 1_500).isSuccess()).isTrue();
        assertThat(core.l2(GTD_BOOK, 10).join().l2().bidSize(0)).isEqualTo(7);

        now.set(2_000);
        final CommandResult at2001 = core.l2(GTD_BOOK, 10).join();

        assertThat(at2001.timestamp()).isEqualTo(2_001);
        assertThat(at2001.l2().bidLevels()).as("the level of 13 is gone, 11 is left out of its level").isOne();
        assertThat(at2001.l2().bidPrice(0)).isEqualTo(100);
        assertThat(at2001.l2().bidSize(0)).isEqualTo(2);
        assertThat(at2001.l2().bidOrders(0)).isOne();
        now.set(5_000);
        assertThat(core.l2(GTD_BOOK, 10).join().l2().bidLevels()).isZero();
    }

    @Test
    void anExpiryIsReplayedIdenticallyAfterARestartFromTheJournal(@TempDir final Path dir) throws Exception {
        final ExchangeConfig journalled = config(ThreadLayout.COMPACT, 2, 2, ClockSource.SYSTEM).toBuilder()
                .journalEnabled(true).journalDir(dir).journalDurability(Durability.GROUP_COMMIT).build();
        final AtomicLong now = new AtomicLong(1_000);
        final Expiries expiries = new Expiries(2);
        core = ExchangeCore.builder(journalled).riskEngine(new RiskEngine(2)).journal(new JournalWriter(journalled))
                .listener(expiries).clock(now::incrementAndGet).build();
        core.start();
        fund(core);
        assertThat(gtd(core, GTD_BOOK, 11, 100, 5, 2_000).isSuccess()).isTrue();
        assertThat(gtd(core, OTHER_BOOK, 12, 90, 4, 2_010).isSuccess()).isTrue();
        assertThat(gtd(core, GTD_BOOK, 13, 95, 1, 9_000).isSuccess()).isTrue();
        now.set(2_500);
        assertThat(core.advanceTime(GTD_BOOK)).isNotNegative();
        assertThat(core.advanceTime(OTHER_BOOK)).isNotNegative();
        assertThat(expiries.await()).isTrue();
        assertThat(expiries.timeEvents).containsExactly("10/" + GTD_BOOK, "11/" + OTHER_BOOK);
        final long hash = core.stateHash().join();
        final UserReport report = core.userReport(BUYER).join();
        assertThat(report.orders()).extracting(UserReport.Order::orderId).containsExactly(13L);
        assertThat(report.balances()).containsExactly(new UserReport.Balance(QUOTE, 10_000 - 95, 95));
        core.stop();
        core = null;

        for (final int[] shards : new int[][] {{1, 1}, {4, 2}}) {
            final ExchangeConfig restarted = journalled.toBuilder().threadLayout(ThreadLayout.PIPELINED)
                    .riskShards(shards[0]).matchingShards(shards[1]).build();
            final ExchangeCore replayed = ExchangeCore.builder(restarted).riskEngine(new RiskEngine(shards[0]))
                    .journal(new JournalWriter(restarted)).clock(now::incrementAndGet).build();
            replayed.start();
            try {
                assertThat(replayed.stateHash().join()).isEqualTo(hash);
                assertThat(replayed.userReport(BUYER).join()).isEqualTo(report);
                assertThat(replayed.l2(OTHER_BOOK, 10).join().l2().bidLevels()).isZero();
            } finally {
                replayed.stop();
            }
        }
    }

    @Test
    void aGtdOrderRestoredFromASnapshotExpiresWithoutAnyCommand(@TempDir final Path dir) throws Exception {
        final ExchangeConfig journalled = config(ThreadLayout.INLINE, 1, 2, ClockSource.SYSTEM).toBuilder()
                .journalEnabled(true).journalDir(dir).build();
        final AtomicLong clock = new AtomicLong(TickingClock.wall());
        final ExchangeCore before = ExchangeCore.builder(journalled).riskEngine(new RiskEngine(1))
                .journal(new JournalWriter(journalled)).clock(clock::incrementAndGet).build();
        before.start();
        fund(before);
        final long expireAt = clock.get() + 50 * MILLIS;
        assertThat(gtd(before, GTD_BOOK, 11, 100, 5, expireAt).isSuccess()).isTrue();
        assertThat(before.snapshot().join().isSuccess()).isTrue();
        before.stop();

        final Expiries expiries = new Expiries(1);
        core = ExchangeCore.builder(journalled.toBuilder().threadLayout(ThreadLayout.COMPACT).matchingShards(4).build())
                .listener(expiries).build();
        core.start();

        assertThat(expiries.await()).as("the restored order's expiry, with no command sent").isTrue();
        assertThat(expiries.events.get(0).orderId).isEqualTo(11);
        assertThat(core.userReport(BUYER).join().balances()).containsExactly(new UserReport.Balance(QUOTE, 10_000,
                0));
    }

    /** One EXPIRED cancel as the listener heard it. */
    private record Expiry(long sequence, long symbol, long orderId, long uid, long cancelled, long remaining,
            long timestamp) {
    }

    /** Records EXPIRED cancels and the time events, and counts down as expiries arrive. */
    private static final class Expiries implements ExchangeListener {
        private final List<Expiry> events = new CopyOnWriteArrayList<>();
        private final List<String> timeEvents = new CopyOnWriteArrayList<>();
        private final CountDownLatch latch;
        /** Expiries of the command being reported; counted down at its result, the last callback of a command. */
        private int unreported;

        Expiries(final int expected) {
            latch = new CountDownLatch(expected);
        }

        boolean await() throws InterruptedException {
            return latch.await(AWAIT_SECONDS, TimeUnit.SECONDS);
        }

        @Override
        public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
                final Side side, final long price, final long cancelledSize, final long remaining,
                final CancelReason reason, final long timestamp) {
            if (reason == CancelReason.EXPIRED) {
                events.add(new Expiry(sequence, symbol, orderId, uid, cancelledSize, remaining, timestamp));
                unreported++;
            }
        }

        @Override
        public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
                final long symbol, final long orderId, final int resultCode, final long timestamp) {
            if (commandType == CommandType.ADVANCE_TIME && resultCode == ResultCode.SUCCESS) {
                timeEvents.add(sequence + "/" + symbol);
            }
            for (; unreported > 0; unreported--) {
                latch.countDown();
            }
        }
    }
}
