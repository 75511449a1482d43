package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.testkit.TestSpecs;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

import static dev.bourse.testkit.TestSpecs.BASE;
import static dev.bourse.testkit.TestSpecs.QUOTE;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A seeded session mixing GTD orders with other orders, cancels, amendments, deposits, withdrawals, clock advances
 * and time events, run in every thread layout and several shard layouts: every layout reports the same events and
 * ends in the same state, money is conserved throughout, no book keeps an order due at a command's timestamp after
 * that command, and no L2 answer shows an order due at the query's timestamp.
 *
 * <p>The clock is the test's: it counts one per command and jumps when the session advances it, always while the
 * core is idle, so every layout stamps every command alike. Time events go through the same publish as the expiry
 * timer's; the timer itself never runs with a clock handed to the core.
 */
class GoodTillDateLayoutsTest {
    /** L2 levels asked for. */
    static final int DEPTH = 10;
    private static final int USERS = 6;
    private static final long SYMBOLS = 4;
    private static final int STEPS = 1_500;
    private static final long[] SEEDS = {11, 12, 13};
    private static final Object[][] LAYOUTS = {
        {ThreadLayout.INLINE, 1, 1}, {ThreadLayout.INLINE, 2, 4}, {ThreadLayout.COMPACT, 2, 2},
        {ThreadLayout.PIPELINED, 1, 2}, {ThreadLayout.PIPELINED, 4, 4},
    };

    /** What a run leaves: its event lines, state hash and the orders that expired. */
    private record Outcome(List<String> lines, long stateHash, List<Long> expired) {
    }

    @Test
    void timeEventsLeaveEveryLayoutInTheSameStateWithMoneyConservedAndNoDueOrderShown() throws Exception {
        int dueWhenAsked = 0;
        int expiredByTimeEvents = 0;
        for (final long seed : SEEDS) {
            Outcome first = null;
            for (final Object[] layout : LAYOUTS) {
                final BookFeed feed = new BookFeed();
                final Outcome outcome = run(seed, (ThreadLayout) layout[0], (Integer) layout[1], (Integer) layout[2],
                        feed, true);
                assertThat(feed.violations()).as("seed %d %s", seed, layout[0]).isEmpty();
                dueWhenAsked += feed.dueWhenAsked();
                expiredByTimeEvents += feed.expiredByTimeEvents();
                if (first == null) {
                    first = outcome;
                } else {
                    assertThat(firstDifference(outcome.lines(), first.lines()))
                            .as("seed %d %s %sx%s", seed, layout[0], layout[1], layout[2]).isEmpty();
                    assertThat(outcome.stateHash()).isEqualTo(first.stateHash());
                }
            }
        }
        assertThat(dueWhenAsked).as("L2 queries that met an order due but not yet expired").isPositive();
        assertThat(expiredByTimeEvents).as("orders expired by time events").isPositive();
    }

    @Test
    void timeEventsAndExpiryByTheNextCommandOnTheBookNeverDisagree() throws Exception {
        for (final long seed : SEEDS) {
            for (final Object[] layout : new Object[][] {LAYOUTS[0], LAYOUTS[4]}) {
                final Outcome timed = run(seed, (ThreadLayout) layout[0], (Integer) layout[1], (Integer) layout[2],
                        new BookFeed(), true);
                final Outcome lazy = run(seed, (ThreadLayout) layout[0], (Integer) layout[1], (Integer) layout[2],
                        new BookFeed(), false);
                assertThat(lazy.expired()).as("seed %d %s", seed, layout[0]).isEqualTo(timed.expired());
                assertThat(lazy.stateHash()).isEqualTo(timed.stateHash());
            }
        }
    }

    /** @return the first line where two event lists part, with the lines around it; empty when they are equal */
    private static String firstDifference(final List<String> actual, final List<String> expected) {
        for (int i = 0; i < Math.max(actual.size(), expected.size()); i++) {
            if (i >= actual.size() || i >= expected.size() || !actual.get(i).equals(expected.get(i))) {
                final int from = Math.max(0, i - 5);
                return "line " + i + ": " + actual.subList(from, Math.min(actual.size(), i + 5)) + " instead of "
                        + expected.subList(from, Math.min(expected.size(), i + 5));
            }
        }
        return "";
    }

    /**
     * One session; without time events each is replaced by a totals query, which takes the same clock reading and
     * changes nothing, so the two variants stamp every other command alike. It ends with a mass cancel of user 1 in
     * every book once every GTD order is due, so that each book meets a command past every expiry.
     */
    private static Outcome run(final long seed, final ThreadLayout layout, final int riskShards,
            final int matchingShards, final BookFeed feed, final boolean timeEvents) throws Exception {
        final AtomicLong now = new AtomicLong(1_000_000);
        final ExchangeCore core = ExchangeCore.builder(PipelineEquivalenceTest.config(layout,
                        riskShards, matchingShards))
                .riskEngine(new RiskEngine(riskShards)).journal(NoOpJournal.INSTANCE).listener(feed)
                .clock(now::incrementAndGet).build();
        core.start();
        try {
            setUp(core);
            final Random rnd = new Random(seed);
            long nextId = 1;
            long txId = 100;
            for (int step = 0; step < STEPS; step++) {
                final long uid = 1 + rnd.nextInt(USERS);
                final long symbol = 1 + rnd.nextInt((int) SYMBOLS);
                final int op = rnd.nextInt(100);
                final long price = 95 + rnd.nextInt(11);
                final Side side = rnd.nextBoolean() ? Side.BID : Side.ASK;
                if (op < 30) {
                    final long expireAt = now.get() + 2 + rnd.nextInt(120);
                    feed.expect(nextId, expireAt);
                    code(core.place(new OrderRequest().uid(uid).symbol(symbol).orderId(nextId++).side(side)
                            .type(OrderType.GTD).price(price).size(1 + rnd.nextInt(5)).expireAt(expireAt)).join());
                } else if (op < 42) {
                    code(core.place(uid, symbol, nextId++, side, rnd.nextInt(3) == 0 ? OrderType.IOC : OrderType.GTC,
                            price, 1 + rnd.nextInt(5)).join());
                } else if (op < 52) {
                    code(core.cancel(uid, symbol, Math.max(1, nextId - 1 - rnd.nextInt(30))).join());
                } else if (op < 58) {
                    code(core.move(uid, symbol, Math.max(1, nextId - 1 - rnd.nextInt(30)), price).join());
                } else if (op < 62) {
                    code(core.reduce(uid, symbol, Math.max(1, nextId - 1 - rnd.nextInt(30)), 1).join());
                } else if (op < 66) {
                    code(core.replace(uid, symbol, Math.max(1, nextId - 1 - rnd.nextInt(30)), price,
                            1 + rnd.nextInt(4)).join());
                } else if (op < 70) {
                    final int currency = rnd.nextBoolean() ? BASE : QUOTE;
                    final long amount = 1 + rnd.nextInt(2_000);
                    code(rnd.nextBoolean() ? core.deposit(uid, currency, amount, txId++).join()
                            : core.withdraw(uid, currency, amount, txId++).join());
                } else if (op < 82) {
                    now.addAndGet(1 + rnd.nextInt(60));
                } else if (op < 92) {
                    final long target = rnd.nextInt(4) == 0 ? 1 + SYMBOLS : symbol;
                    if (timeEvents) {
                        assertThat(core.advanceTime(target)).isNotNegative();
                    } else {
                        assertThat(core.totals().join().isBalanced()).isTrue();
                    }
                    l2(core, feed, symbol);
                } else {
                    l2(core, feed, symbol);
                }
                if (step % 250 == 0) {
                    assertThat(core.totals().join().isBalanced()).as("step %d", step).isTrue();
                }
            }
            now.addAndGet(1_000);
            for (long symbol = 1; symbol <= SYMBOLS; symbol++) {
                code(core.massCancel(1, symbol).join());
            }
            assertThat(core.totals().join().isBalanced()).isTrue();
            final long hash = core.stateHash().join();
            assertThat(core.errors().count()).isZero();
            core.stop();
            return new Outcome(feed.lines(), hash, feed.expired());
        } finally {
            core.stop();
        }
    }

    private static void setUp(final ExchangeCore core) {
        final List<CommandResult> results = new ArrayList<>();
        for (long s = 1; s <= SYMBOLS; s++) {
            results.add(core.addSymbol(s == 3 ? TestSpecs.margin(s) : TestSpecs.spot(s)).join());
        }
        for (long uid = 1; uid <= USERS; uid++) {
            results.add(core.addUser(uid).join());
            results.add(core.deposit(uid, BASE, 1_000, 1).join());
            results.add(core.deposit(uid, QUOTE, 100_000, 2).join());
        }
        assertThat(results).allMatch(CommandResult::isSuccess);
    }

    private static void l2(final ExchangeCore core, final BookFeed feed, final long symbol) {
        final CommandResult r = core.l2(symbol, DEPTH).join();
        assertThat(r.resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(BookFeed.describe(r.l2())).as("L2 of %d at %d", symbol, r.timestamp())
                .isEqualTo(feed.expectedL2(r.sequence()));
    }

    /** Any code is fine here (the session is random); a refusal by a broken core is not. */
    private static void code(final CommandResult r) {
        assertThat(r.resultCode()).isNotEqualTo(ResultCode.INTERNAL_ERROR).isNotEqualTo(ResultCode.CORE_NOT_RUNNING);
    }
}
