package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.PriceLimits;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whole-core scenarios about money, each run in several thread and shard layouts: a margin trade at an absurd price
 * must not create money, a price band refuses the same orders everywhere, an account that loses more than it has
 * shows as a deficit and nobody can take out the money it did not pay, a deposit's result does not depend on the
 * shard layout, and a spot budget ask is judged by what its fills pay, not by its budget.
 */
class MoneyScenarioTest {
    private static final int XBT = 11;
    private static final int LTC = 12;
    private static final int USD = 30;
    private static final long XBT_LTC = 3;
    private static final long FUTURES = 7;
    private static final long ONE_E18 = 1_000_000_000_000_000_000L;

    /** {thread layout, risk shards, matching shards}: uids 1, 2, 3 and 4 fall on different shards with 4. */
    private static final Object[][] LAYOUTS = {
        {ThreadLayout.INLINE, 1, 1}, {ThreadLayout.COMPACT, 2, 1}, {ThreadLayout.PIPELINED, 2, 2},
        {ThreadLayout.COMPACT, 4, 2},
    };

    private static ExchangeCore start(final Object[] layout, final EventLog log) {
        final int risk = (Integer) layout[1];
        final ExchangeCore core = ExchangeCore.builder(PipelineEquivalenceTest.config((ThreadLayout) layout[0],
                        risk, (Integer) layout[2]))
                .riskEngine(new RiskEngine(risk)).journal(NoOpJournal.INSTANCE).listener(log)
                .clock(PipelineEquivalenceTest.countingClock()).build();
        core.start();
        return core;
    }

    /** Runs a scenario in every layout; returns each layout's list of outcomes (and checks that they are equal). */
    private static List<String> inEveryLayout(final Function<ExchangeCore, List<String>> scenario)
            throws InterruptedException {
        final List<List<String>> all = new ArrayList<>();
        for (final Object[] layout : LAYOUTS) {
            final ExchangeCore core = start(layout, null);
            try {
                final List<String> outcomes = scenario.apply(core);
                final TotalsReport totals = core.totals().join();
                assertThat(totals.isBalanced()).as("%s %s shards: %s", layout[0], layout[1], totals).isTrue();
                outcomes.add(totals.toString());
                all.add(outcomes);
            } finally {
                core.stop();
            }
        }
        for (final List<String> outcomes : all) {
            assertThat(outcomes).isEqualTo(all.get(0));
        }
        return all.get(0);
    }

    private static SymbolSpec.Builder futures() {
        return SymbolSpec.builder().symbolId((int) FUTURES).type(SymbolType.MARGIN).quoteCurrency(USD)
                .quoteScale(1).marginBuy(10).marginSell(10);
    }

    private static SymbolSpec xbtLtc() {
        return SymbolSpec.builder().symbolId((int) XBT_LTC).type(SymbolType.SPOT).baseCurrency(XBT)
                .quoteCurrency(LTC).baseScale(1_000_000).quoteScale(10_000).takerFee(1_900).makerFee(700).build();
    }

    private static String code(final CompletableFuture<CommandResult> r) {
        final CommandResult result = r.join();
        return dev.bourse.api.ResultCode.name(result.resultCode()) + (result.fills().isEmpty() ? ""
                : " " + result.fills().size() + " fill(s) at " + result.fills().get(0).price());
    }

    private static void threeUsersWith1000(final ExchangeCore core, final SymbolSpec spec, final List<String> out) {
        out.add(code(core.addSymbol(spec)));
        for (long uid = 1; uid <= 3; uid++) {
            out.add(code(core.addUser(uid)));
            out.add(code(core.deposit(uid, USD, 1_000, 1)));
        }
    }

    private static long balance(final ExchangeCore core, final long uid) {
        for (final UserReport.Balance b : core.userReport(uid).join().balances()) {
            if (b.currency() == USD) {
                return b.balance();
            }
        }
        return 0;
    }

    /**
     * The probe: three users deposit 1,000 each, one bids {@code Long.MAX_VALUE / 3} for one lot of a
     * futures symbol with the default limits, another sells into it and buys back at 100, then tries to take out
     * 1e18. The absurd price is refused before it can trade, so nobody gains or loses anything.
     */
    @Test
    void aMarginTradeAtAnAbsurdPriceCreatesNoMoneyInAnyLayout() throws InterruptedException {
        final List<String> outcomes = inEveryLayout(core -> {
            final List<String> out = new ArrayList<>();
            threeUsersWith1000(core, futures().build(), out);
            out.add(code(core.place(1, FUTURES, 1, Side.BID, OrderType.GTC, Long.MAX_VALUE / 3, 1)));
            out.add(code(core.place(2, FUTURES, 2, Side.ASK, OrderType.IOC, Long.MAX_VALUE / 3, 1)));
            out.add(code(core.place(3, FUTURES, 3, Side.ASK, OrderType.GTC, 100, 1)));
            out.add(code(core.place(2, FUTURES, 4, Side.BID, OrderType.IOC, 100, 1)));
            out.add(code(core.withdraw(2, USD, ONE_E18, 2)));
            out.add("balance of 2: " + balance(core, 2));
            assertThat(core.totals().join().isSolvent()).isTrue();
            return out;
        });
        assertThat(outcomes.subList(7, 13)).containsExactly("PRICE_OUT_OF_LIMITS", "PRICE_OUT_OF_LIMITS", "SUCCESS",
                "SUCCESS 1 fill(s) at 100", "INSUFFICIENT_FUNDS", "balance of 2: 1000");
    }

    /**
     * The same probe at the highest price the symbol allows: the bid trades, and the first trade's price becomes the
     * reference, so the buy-back at 100 is out of the 10% band and refused: the seller's short stays open, at cost.
     */
    @Test
    void aBuyBackFarFromTheLastTradeIsRefusedByThePriceBand() throws InterruptedException {
        final List<String> outcomes = inEveryLayout(core -> {
            final List<String> out = new ArrayList<>();
            threeUsersWith1000(core, futures().maxPrice(1_000_000).build(), out);
            out.add(code(core.place(1, FUTURES, 1, Side.BID, OrderType.GTC, 1_000_000, 1)));
            out.add(code(core.place(2, FUTURES, 2, Side.ASK, OrderType.IOC, 1_000_000, 1)));
            out.add(code(core.place(3, FUTURES, 3, Side.ASK, OrderType.GTC, 100, 1)));
            out.add(code(core.place(3, FUTURES, 4, Side.ASK, OrderType.GTC, 900_000, 1)));
            out.add(code(core.place(2, FUTURES, 5, Side.BID, OrderType.IOC, 100, 1)));
            out.add(code(core.withdraw(2, USD, ONE_E18, 2)));
            assertThat(core.totals().join().isSolvent()).isTrue();
            return out;
        });
        assertThat(outcomes.subList(7, 13)).containsExactly("SUCCESS", "SUCCESS 1 fill(s) at 1000000",
                "PRICE_OUT_OF_BAND", "SUCCESS", "PRICE_OUT_OF_BAND", "INSUFFICIENT_FUNDS");
    }

    /**
     * With the band turned off, a trade far from the last one leaves the long's loss (999,900) far beyond its
     * collateral (1,000): the seller's profit is booked, the long's shortfall shows as a deficit of 998,900, the
     * conservation check still holds exactly, and no withdrawal takes out more than the 3,000 the users paid in.
     */
    @Test
    void aLossBeyondTheCollateralShowsAsADeficitAndNoWithdrawalPaysItOut() throws InterruptedException {
        final List<String> outcomes = inEveryLayout(core -> {
            final List<String> out = new ArrayList<>();
            threeUsersWith1000(core, futures().maxPrice(1_000_000).priceBand(PriceLimits.NO_PRICE_BAND).build(), out);
            out.add(code(core.place(1, FUTURES, 1, Side.BID, OrderType.GTC, 1_000_000, 1)));
            out.add(code(core.place(2, FUTURES, 2, Side.ASK, OrderType.IOC, 1_000_000, 1)));
            out.add(code(core.place(3, FUTURES, 3, Side.ASK, OrderType.GTC, 100, 1)));
            out.add(code(core.place(2, FUTURES, 4, Side.BID, OrderType.IOC, 100, 1)));
            final TotalsReport totals = core.totals().join();
            out.add("deficits " + totals.deficits(USD) + ", claims " + totals.claims(USD) + ", cash "
                    + totals.cash(USD) + ", solvent " + totals.isSolvent());
            out.add(code(core.withdraw(2, USD, ONE_E18, 2)));
            out.add(code(core.withdraw(2, USD, 1_000_900, 3)));
            out.add(code(core.withdraw(2, USD, 3_000, 4)));
            out.add(code(core.withdraw(3, USD, 1, 2)));
            out.add("cash " + core.totals().join().cash(USD));
            return out;
        });
        assertThat(outcomes.subList(7, 16)).containsExactly("SUCCESS", "SUCCESS 1 fill(s) at 1000000", "SUCCESS",
                "SUCCESS 1 fill(s) at 100", "deficits 998900, claims 1001900, cash 3000, solvent false",
                "INSUFFICIENT_FUNDS", "UNFUNDED_WITHDRAWAL", "SUCCESS", "UNFUNDED_WITHDRAWAL");
        assertThat(outcomes.get(16)).isEqualTo("cash 0");
    }

    /**
     * The band's reference is the last trade price, which every risk shard learns from every trade: users on every
     * shard are refused or accepted alike, whoever traded last. A stop is banded around its trigger.
     */
    @Test
    void thePriceBandRefusesTheSameOrdersInEveryLayout() throws InterruptedException {
        final List<String> outcomes = inEveryLayout(core -> {
            final List<String> out = new ArrayList<>();
            out.add(code(core.addSymbol(futures().build())));
            for (long uid = 1; uid <= 4; uid++) {
                out.add(code(core.addUser(uid)));
                out.add(code(core.deposit(uid, USD, 1_000_000, 1)));
            }
            out.add(code(core.place(1, FUTURES, 1, Side.ASK, OrderType.GTC, 1_000, 5)));
            out.add(code(core.place(2, FUTURES, 2, Side.BID, OrderType.IOC, 1_000, 1)));
            out.add(code(core.place(3, FUTURES, 3, Side.BID, OrderType.GTC, 1_101, 1)));
            out.add(code(core.place(3, FUTURES, 4, Side.BID, OrderType.GTC, 899, 1)));
            out.add(code(core.place(4, FUTURES, 5, Side.BID, OrderType.GTC, 900, 1)));
            out.add(code(core.move(4, FUTURES, 5, 899)));
            out.add(code(core.replace(4, FUTURES, 5, 1_100, 2)));
            out.add(code(core.place(2, FUTURES, 6, Side.BID, OrderType.MARKET, 1_200, 1)));
            out.add(code(core.place(new OrderRequest().uid(3).symbol(FUTURES).orderId(7).side(Side.BID)
                    .type(OrderType.STOP_LIMIT).price(2_150).size(1).triggerPrice(2_000).stp(StpMode.NONE))));
            out.add(code(core.place(new OrderRequest().uid(3).symbol(FUTURES).orderId(8).side(Side.BID)
                    .type(OrderType.STOP_LIMIT).price(2_250).size(1).triggerPrice(2_000).stp(StpMode.NONE))));
            out.add(code(core.place(4, FUTURES, 9, Side.BID, OrderType.IOC, 1_100, 3)));
            out.add(code(core.place(1, FUTURES, 10, Side.ASK, OrderType.GTC, 1_100, 1)));
            out.add(code(core.place(4, FUTURES, 11, Side.BID, OrderType.IOC, 1_100, 1)));
            out.add(code(core.place(3, FUTURES, 12, Side.BID, OrderType.GTC, 1_210, 1)));
            out.add(code(core.place(3, FUTURES, 13, Side.BID, OrderType.GTC, 1_211, 1)));
            return out;
        });
        assertThat(outcomes.subList(9, 24)).containsExactly("SUCCESS", "SUCCESS 1 fill(s) at 1000",
                "PRICE_OUT_OF_BAND", "PRICE_OUT_OF_BAND", "SUCCESS", "PRICE_OUT_OF_BAND",
                "SUCCESS 1 fill(s) at 1000", "PRICE_OUT_OF_BAND", "SUCCESS", "PRICE_OUT_OF_BAND",
                "SUCCESS 1 fill(s) at 1000", "SUCCESS", "SUCCESS 1 fill(s) at 1100", "SUCCESS", "PRICE_OUT_OF_BAND");
    }

    /**
     * Deposits near and past the limit of a currency's money in the core ({@code 2^62}) for users on different risk
     * shards: every layout gives every command the same result, and the totals are exact. Before, the overflow was
     * checked against each shard's own deposit total, so with two shards two {@code Long.MAX_VALUE} deposits both
     * succeeded (and the totals wrapped), while one shard refused the second.
     */
    @Test
    void aDepositOverflowIsRefusedInEveryShardLayout() throws InterruptedException {
        final List<String> outcomes = inEveryLayout(core -> {
            final List<String> out = new ArrayList<>();
            for (long uid = 1; uid <= 4; uid++) {
                out.add(code(core.addUser(uid)));
            }
            out.add(code(core.deposit(1, USD, Long.MAX_VALUE, 1)));
            out.add(code(core.deposit(2, USD, Long.MAX_VALUE, 1)));
            out.add(code(core.deposit(1, USD, 1L << 61, 2)));
            out.add(code(core.deposit(2, USD, (1L << 61) - 1, 2)));
            out.add(code(core.deposit(3, USD, 2, 1)));
            out.add(code(core.deposit(4, USD, 1, 1)));
            out.add(code(core.withdraw(1, USD, 5, 3)));
            out.add(code(core.deposit(3, USD, 6, 4)));
            out.add(code(core.deposit(3, USD, 5, 5)));
            final TotalsReport totals = core.totals().join();
            out.add("deposits " + totals.deposits(USD) + ", withdrawals " + totals.withdrawals(USD));
            return out;
        });
        assertThat(outcomes.subList(4, 14)).containsExactly("CURRENCY_LIMIT_EXCEEDED", "CURRENCY_LIMIT_EXCEEDED",
                "SUCCESS", "SUCCESS", "CURRENCY_LIMIT_EXCEEDED", "SUCCESS", "SUCCESS", "CURRENCY_LIMIT_EXCEEDED",
                "SUCCESS", "deposits " + ((1L << 62) + 5) + ", withdrawals 5");
    }

    /** A core with a seller of XBT (uid 1) and 6 lots bid at 15,000 by uid 2 (order 20). */
    private static ExchangeCore sixLotsBid(final EventLog log) {
        final ExchangeCore core = start(LAYOUTS[0], log);
        core.addSymbol(xbtLtc()).join();
        core.addUser(1).join();
        core.addUser(2).join();
        core.deposit(1, XBT, 100_000_000L, 1).join();
        core.deposit(2, LTC, 10_000_000_000L, 1).join();
        core.place(2, XBT_LTC, 20, Side.BID, OrderType.GTC, 15_000, 6).join();
        return core;
    }

    /**
     * A FOK_BUDGET ask's budget is the least it must receive in total; every fill is at a bid's price, so the fee is
     * paid out of the fill. A budget of 1 for 23 lots is accepted, then killed because the book cannot fill 23 lots.
     */
    @Test
    void aFokBudgetAskWithATinyBudgetIsAcceptedThenKilledForLackOfLiquidity() throws InterruptedException {
        final EventLog log = new EventLog();
        final ExchangeCore core = sixLotsBid(log);
        try {
            final int from = log.lines().size();
            final CommandResult ask = core.place(1, XBT_LTC, 10, Side.ASK, OrderType.FOK_BUDGET, 1, 23).join();
            final long ts = ask.timestamp();
            assertThat(log.lines().subList(from, log.lines().size())).containsExactly(
                    "3 CANCELLED 10/1 ASK 23@1 left 0 FOK_KILLED ts=" + ts,
                    "3 RESULT PLACE uid=1 id=10 SUCCESS ts=" + ts);
            assertThat(core.userReport(1).join().balances()).allMatch(b -> b.held() == 0);
            assertThat(core.totals().join().isBalanced()).isTrue();
        } finally {
            core.stop();
        }
    }

    /** An IOC_BUDGET ask with a budget of 1 for 6 lots trades all 6 against 6 lots bid at 15,000. */
    @Test
    void anIocBudgetAskWithATinyBudgetTradesAgainstTheBids() throws InterruptedException {
        final EventLog log = new EventLog();
        final ExchangeCore core = sixLotsBid(log);
        try {
            final int from = log.lines().size();
            final CommandResult ask = core.place(1, XBT_LTC, 10, Side.ASK, OrderType.IOC_BUDGET, 1, 6).join();
            final long ts = ask.timestamp();
            assertThat(log.lines().subList(from, log.lines().size())).containsExactly(
                    "3 TRADE 20/2 10/1 ASK 6@15000 left 0/0 ts=" + ts,
                    "3 RESULT PLACE uid=1 id=10 SUCCESS ts=" + ts);
            final long proceeds = 6L * 15_000 * 10_000 - 6L * 1_900;
            assertThat(core.userReport(1).join().balances()).anyMatch(b -> b.currency() == LTC
                    && b.balance() == proceeds);
            assertThat(core.totals().join().isBalanced()).isTrue();
        } finally {
            core.stop();
        }
    }
}
