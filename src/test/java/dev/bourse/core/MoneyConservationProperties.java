package dev.bourse.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderType;
import dev.bourse.api.PriceLimits;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.testkit.Gen;
import dev.bourse.testkit.Generators;
import dev.bourse.testkit.Property;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Random deposits, withdrawals, orders, cancels and amendments with extreme amounts, prices and sizes (1, the
 * limits and one past them, {@code Long.MAX_VALUE / 3}, {@code Long.MAX_VALUE}) on two futures symbols (one with the
 * default price band around a listed reference price, one without a band, where the mark swings and losses pass the
 * collateral) and a spot symbol (default band, no reference price), all settled in one currency; run through whole cores in several thread and shard layouts (1, 2, 4 and 8 risk shards). After every
 * step, in every layout:
 * <ul>
 *   <li>money is conserved exactly: {@code claims + fees − deficits == deposits − withdrawals} per currency, with
 *       balanced open interest and every risk shard's view of the cash right ({@link TotalsReport#isBalanced});</li>
 *   <li>no trade credits more than its counterparties lose: a step that moves no money in or out leaves
 *       {@code claims − deficits + fees} unchanged;</li>
 *   <li>no withdrawal takes money nobody lost: after one, the cash ({@code deposits − withdrawals − fees}) is still
 *       at least 0;</li>
 * </ul>
 * and at the end no stage failed, every risk shard's invariants hold, and every layout gave every command the same
 * result, the same events and the same totals after every step. A failure names its seed, to replay it.
 */
class MoneyConservationProperties {
    private static final int USD = 30;
    private static final int XBT = 31;
    private static final int USERS = 6;
    private static final SymbolSpec BANDED = SymbolSpec.builder().symbolId(1).type(SymbolType.MARGIN)
            .quoteCurrency(USD).quoteScale(1).marginBuy(10).marginSell(10).referencePrice(100).build();
    private static final SymbolSpec UNBANDED = SymbolSpec.builder().symbolId(2).type(SymbolType.MARGIN)
            .quoteCurrency(USD).quoteScale(7).marginBuy(1_000).marginSell(1_200).takerFee(3).makerFee(1)
            .priceBand(PriceLimits.NO_PRICE_BAND).build();
    private static final SymbolSpec SPOT = SymbolSpec.builder().symbolId(3).type(SymbolType.SPOT).baseCurrency(XBT)
            .quoteCurrency(USD).baseScale(1).quoteScale(1).takerFee(2).makerFee(1).build();
    private static final SymbolSpec[] SPECS = {BANDED, UNBANDED, SPOT};
    /** Most orders go to few books, so that they meet. */
    private static final int[] SYMBOL_WEIGHTS = {0, 0, 0, 1, 1, 2};
    /** Mostly small, so that orders trade; a fifth at or past the limits. */
    private static final long[] SIZES = {1, 1, 1, 2, 2, 3, 5, 10, 1, 2, 3, 4, 7, 100, 10_000, 1L << 20, 1L << 40,
        Long.MAX_VALUE / 3, Long.MAX_VALUE};
    /** Amounts; 0 and -1 stand for all and half of the user's free balance (a winner's, when others lost). */
    private static final long[] AMOUNTS = {1, 100, 1_000, 10_000, 1_000_000_000, 1L << 61, (1L << 62) - 1_000_000,
        1L << 62, Long.MAX_VALUE, 3_000_000_000_000_000_000L, 0, -1};
    private static final OrderType[] MARGIN_TYPES = {OrderType.GTC, OrderType.GTC, OrderType.GTC, OrderType.IOC,
        OrderType.MARKET, OrderType.FOK};
    private static final OrderType[] SPOT_TYPES = {OrderType.GTC, OrderType.IOC, OrderType.MARKET,
        OrderType.IOC_BUDGET, OrderType.FOK_BUDGET};
    /** {thread layout, risk shards, matching shards}. */
    private static final Object[][] LAYOUTS = {
        {ThreadLayout.INLINE, 1, 1}, {ThreadLayout.COMPACT, 2, 1}, {ThreadLayout.COMPACT, 4, 2},
        {ThreadLayout.PIPELINED, 8, 2},
    };

    @Test
    void moneyIsConservedAndNeverCreatedAfterEveryStepInEveryLayout() {
        Property.forAll(steps()).tries(12).check(steps -> sameInEveryLayout(steps, false));
    }

    /**
     * Only the futures symbol without a band, prices anywhere from 1 to its maximum and users with little
     * collateral: most runs leave deficits, and the closing withdrawals of the winners meet the cash's limit.
     */
    @Test
    void withWildPricesTheWinnersNeverTakeOutMoreThanWasPaidIn() {
        Property.forAll(steps()).tries(8).check(steps -> sameInEveryLayout(steps, true));
    }

    /** The same two properties with many more runs, for the slow profile. */
    @Test
    @Tag("slow")
    void manyMoreRunsOfBoth() {
        Property.forAll(steps()).tries(300).check(steps -> sameInEveryLayout(steps, false));
        Property.forAll(steps()).tries(300).check(steps -> sameInEveryLayout(steps, true));
    }

    private static void sameInEveryLayout(final List<int[]> steps, final boolean wild) {
        final List<String> reference = run(LAYOUTS[0], steps, wild);
        for (int i = 1; i < LAYOUTS.length; i++) {
            assertThat(run(LAYOUTS[i], steps, wild)).as("layout %s x %s", LAYOUTS[i][0], LAYOUTS[i][1])
                    .containsExactlyElementsOf(reference);
        }
    }

    /**
     * Each step is seven numbers read by {@link Run#apply}: action, user, symbol, side, price, size, amount. They
     * are drawn as one flat list (shrinking then drops single numbers and shortens the run).
     */
    private static Gen<List<int[]>> steps() {
        return Generators.uniformInts(0, (1 << 20) - 1).list(20 * 7, 90 * 7).map(flat -> {
            final List<int[]> steps = new ArrayList<>();
            for (int i = 0; i + 7 <= flat.size(); i += 7) {
                final int[] step = new int[7];
                for (int k = 0; k < 7; k++) {
                    step[k] = flat.get(i + k);
                }
                steps.add(step);
            }
            return steps;
        });
    }

    /** Every command waits for its result, so stage threads wait for work by blocking, woken at once. */
    private static ExchangeConfig config(final ThreadLayout layout, final int riskShards, final int matchingShards) {
        return ExchangeConfig.builder().ringSize(1024).riskShards(riskShards).matchingShards(matchingShards)
                .threadLayout(layout).waitStrategy(WaitStrategyType.BLOCKING).build();
    }

    private static List<String> run(final Object[] layout, final List<int[]> steps, final boolean wild) {
        final int riskShards = (Integer) layout[1];
        final EventLog log = new EventLog();
        final RiskEngine risk = new RiskEngine(riskShards);
        final ExchangeCore core = ExchangeCore.builder(config((ThreadLayout) layout[0],
                        riskShards, (Integer) layout[2]))
                .riskEngine(risk).journal(NoOpJournal.INSTANCE).listener(log)
                .clock(PipelineEquivalenceTest.countingClock()).build();
        core.start();
        final List<String> outcomes = new ArrayList<>();
        try {
            final Run run = new Run(core, wild);
            run.setUp();
            for (final int[] step : steps) {
                outcomes.add(run.apply(step));
            }
            outcomes.addAll(run.bankRun());
        } finally {
            try {
                core.stop();
            } catch (final InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        assertThat(core.errors().count()).as("stage errors").isZero();
        for (int i = 0; i < riskShards; i++) {
            risk.shard(i).checkInvariants();
        }
        outcomes.addAll(log.lines());
        return outcomes;
    }

    /** One core driven through the steps, checking the invariants after each. */
    private static final class Run {
        private final ExchangeCore core;
        private final long[] lastPrice = {100, 100, 100};
        private final List<long[]> orders = new ArrayList<>();
        private long nextOrderId = 1;
        private long nextTxId = 100;
        private TotalsReport before;

        /** Only the unbanded symbol, prices spread over its whole range, 10,000 of collateral per user (ten lots). */
        private final boolean wild;

        Run(final ExchangeCore core, final boolean wild) {
            this.core = core;
            this.wild = wild;
        }

        void setUp() {
            for (final SymbolSpec spec : SPECS) {
                assertThat(core.addSymbol(spec).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
            }
            for (long uid = 1; uid <= USERS; uid++) {
                assertThat(core.addUser(uid).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
                assertThat(core.deposit(uid, USD, wild ? 10_000 : 20_000, 1).join().resultCode())
                        .isEqualTo(ResultCode.SUCCESS);
                assertThat(core.deposit(uid, XBT, 20_000, 2).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
            }
            before = core.totals().join();
        }

        String apply(final int[] st) {
            final long uid = 1 + st[1] % USERS;
            final int symbol = wild ? 1 : SYMBOL_WEIGHTS[st[2] % SYMBOL_WEIGHTS.length];
            final Side side = st[3] % 2 == 0 ? Side.BID : Side.ASK;
            final int action = st[0] % 20;
            final int currency = action % 2 == 0 ? USD : XBT;
            final long chosen = AMOUNTS[st[6] % AMOUNTS.length];
            final long amount = chosen > 0 ? chosen
                    : Math.max(1, freeBalance(uid, currency) / (chosen == 0 ? 1 : 2));
            final String outcome;
            boolean movesMoney = false;
            boolean withdrawal = false;
            if (action < 2) {
                movesMoney = true;
                outcome = "deposit " + code(core.deposit(uid, currency, amount, nextTxId++));
            } else if (action < 4) {
                movesMoney = true;
                withdrawal = true;
                outcome = "withdraw " + code(core.withdraw(uid, currency, amount, nextTxId++));
            } else if (action < 16) {
                outcome = place(uid, symbol, side, st);
            } else if (action < 18) {
                outcome = orders.isEmpty() ? "none" : cancel(orders.get(st[4] % orders.size()));
            } else {
                outcome = orders.isEmpty() ? "none" : amend(orders.get(st[4] % orders.size()), st, action == 18);
            }
            final TotalsReport after = core.totals().join();
            assertThat(after.isBalanced()).as("after %s: %s", outcome, after).isTrue();
            for (final int c : new int[] {USD, XBT}) {
                if (!movesMoney) {
                    assertThat(worth(after, c)).as("%s moved money between users only: %s", outcome, after)
                            .isEqualTo(worth(before, c));
                }
                if (withdrawal && outcome.endsWith("SUCCESS")) {
                    assertThat(after.cash(c).signum()).as("cash after %s: %s", outcome, after).isNotNegative();
                }
            }
            before = after;
            return outcome + " | " + after;
        }

        /**
         * At the end every user tries to take out all, then half, of its free balance: when losses passed someone's
         * collateral, the winners' claims exceed the cash and the last ones in line are refused.
         */
        List<String> bankRun() {
            final List<String> out = new ArrayList<>();
            for (final int[] choice : new int[][] {{2, 0, 0, 0, 0, 0, 10}, {2, 0, 0, 0, 0, 0, 11}}) {
                for (int uid = 0; uid < USERS; uid++) {
                    choice[1] = uid;
                    out.add(apply(choice));
                }
            }
            return out;
        }

        /** The user's free balance in a currency. */
        private long freeBalance(final long uid, final int currency) {
            for (final UserReport.Balance b : core.userReport(uid).join().balances()) {
                if (b.currency() == currency) {
                    return b.balance();
                }
            }
            return 0;
        }

        /** {@code claims − deficits + fees}: what users and the exchange are worth together. */
        private static BigInteger worth(final TotalsReport t, final int currency) {
            final BigInteger[] f = t.exact(currency);
            return f[7].subtract(f[8]).add(f[2]);
        }

        private String place(final long uid, final int symbol, final Side side, final int[] st) {
            final SymbolSpec spec = SPECS[symbol];
            final OrderType[] types = spec.isMargin() ? MARGIN_TYPES : SPOT_TYPES;
            final OrderType type = types[st[3] / 2 % types.length];
            final long size = SIZES[st[5] % SIZES.length];
            final long price = type.isBudget() ? SIZES[st[4] % SIZES.length]
                    : type.canRest() ? price(symbol, st[4]) : takerPrice(symbol, side, st[4]);
            final long orderId = nextOrderId++;
            final CommandResult r = core.place(uid, spec.symbolId(), orderId, side, type, price, size).join();
            if (r.isSuccess() && type.canRest()) {
                orders.add(new long[] {uid, symbol, orderId});
            }
            if (!r.fills().isEmpty()) {
                lastPrice[symbol] = r.fills().get(r.fills().size() - 1).price();
            }
            return "place " + spec.symbolId() + " " + uid + " " + side + " " + type + " " + size + "@" + price + " " + describe(r);
        }

        private String cancel(final long[] order) {
            return "cancel " + order[2] + " " + code(core.cancel(order[0], SPECS[(int) order[1]].symbolId(),
                    order[2]));
        }

        private String amend(final long[] order, final int[] st, final boolean move) {
            final int symbol = (int) order[1];
            final long price = price(symbol, st[4]);
            final CompletableFuture<CommandResult> r = move
                    ? core.move(order[0], SPECS[symbol].symbolId(), order[2], price)
                    : core.replace(order[0], SPECS[symbol].symbolId(), order[2], price, SIZES[st[5] % 4]);
            final CommandResult result = r.join();
            if (!result.fills().isEmpty()) {
                lastPrice[symbol] = result.fills().get(result.fills().size() - 1).price();
            }
            return (move ? "move " : "replace ") + order[2] + "@" + price + " " + describe(result);
        }

        /**
         * A taker's limit or protection price: mostly as far as a 10% band allows, so that it trades; without a band,
         * often anything, so that it sweeps the book through far-off makers and the mark swings.
         */
        private long takerPrice(final int symbol, final Side side, final int choice) {
            final long last = lastPrice[symbol];
            if (choice % 16 >= 10) {
                return price(symbol, choice);
            }
            if (wild || SPECS[symbol] == UNBANDED && choice % 16 < 5) {
                return side == Side.BID ? UNBANDED.maxPrice() : 1;
            }
            return side == Side.BID ? last + last / 10 : Math.max(1, last - last / 10);
        }

        /** Mostly near the last trade (in and just out of a 10% band), sometimes at or past the limits. */
        private long price(final int symbol, final int choice) {
            if (wild) {
                return Math.max(1, (1L << choice % 41) - choice % 3);
            }
            final long last = lastPrice[symbol];
            switch (choice % 16) {
                case 0: return 1;
                case 1: return last;
                case 2: return last + 1;
                case 3: return Math.max(1, last - 1);
                case 4: return last + last / 10;
                case 5: return Math.max(1, last - last / 10);
                case 6: return last + last / 10 + 1;
                case 7: return SPECS[symbol] == UNBANDED ? Math.min(last * 100, PriceLimits.DEFAULT_MAX_PRICE) : last * 2;
                case 8: return Math.max(1, SPECS[symbol] == UNBANDED ? last / 100 : last / 2);
                case 9: return PriceLimits.DEFAULT_MAX_PRICE;
                case 10: return PriceLimits.DEFAULT_MAX_PRICE + 1;
                case 11: return Long.MAX_VALUE / 3;
                case 12: return Long.MAX_VALUE;
                default: return Math.max(1, last + choice % 7 - 3);
            }
        }

        private static String code(final CompletableFuture<CommandResult> r) {
            return ResultCode.name(r.join().resultCode());
        }

        private static String describe(final CommandResult r) {
            return ResultCode.name(r.resultCode()) + " fills " + r.fills().size();
        }
    }
}
