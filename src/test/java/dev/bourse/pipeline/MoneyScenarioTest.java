package dev.bourse.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.ThreadLayout;
import org.junit.jupiter.api.Test;

/**
 * Whole-core scenarios about money: a spot budget ask is judged by what its fills pay, not by its budget.
 */
class MoneyScenarioTest {
    private static final int XBT = 11;
    private static final int LTC = 12;
    private static final long XBT_LTC = 3;

    private static ExchangeCore start(final EventLog log) {
        final ExchangeCore core = new ExchangeCore(PipelineEquivalenceTest.config(ThreadLayout.INLINE, 1, 1),
                new RiskEngine(1), NoOpJournal.INSTANCE, log, PipelineEquivalenceTest.countingClock());
        core.start();
        return core;
    }

    private static SymbolSpec xbtLtc() {
        return SymbolSpec.builder().symbolId((int) XBT_LTC).type(SymbolType.SPOT).baseCurrency(XBT)
                .quoteCurrency(LTC).baseScale(1_000_000).quoteScale(10_000).takerFee(1_900).makerFee(700).build();
    }

    /**
     * A FOK_BUDGET ask's budget is the least it must receive in total; every fill is at a bid's price, so the fee is
     * paid out of the fill. A budget of 1 for 23 lots is accepted, then killed because the book cannot fill 23 lots.
     */
    @Test
    void aFokBudgetAskWithATinyBudgetIsAcceptedThenKilledForLackOfLiquidity() throws InterruptedException {
        final EventLog log = new EventLog();
        final ExchangeCore core = start(log);
        try {
            core.addSymbol(xbtLtc()).join();
            core.addUser(1).join();
            core.addUser(2).join();
            core.deposit(1, XBT, 100_000_000L, 1).join();
            core.deposit(2, LTC, 10_000_000_000L, 1).join();
            core.place(2, XBT_LTC, 20, Side.BID, OrderType.GTC, 15_000, 6).join();
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
        final ExchangeCore core = start(log);
        try {
            core.addSymbol(xbtLtc()).join();
            core.addUser(1).join();
            core.addUser(2).join();
            core.deposit(1, XBT, 100_000_000L, 1).join();
            core.deposit(2, LTC, 10_000_000_000L, 1).join();
            core.place(2, XBT_LTC, 20, Side.BID, OrderType.GTC, 15_000, 6).join();
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
