package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.TradingStatus;
import dev.bourse.api.UserReport;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whole-core scenarios through {@link dev.bourse.api.ExchangeApi} with the real risk engine: holds, settlement,
 * fees, margin, reports and rejections by code. Figures for spot come from exchange-core's worked example
 * (reference section 4.2), with exact release of holds.
 */
class ExchangeScenarioTest {
    private static final int XBT = 11;
    private static final int LTC = 12;
    private static final int JPY = 20;
    private static final long XBT_LTC = 3;
    private static final long USD_JPY = 5;
    private ExchangeCore core;

    private ExchangeCore start(final ThreadLayout layout, final int n, final int m) {
        core = ExchangeCore.builder(PipelineEquivalenceTest.config(layout, n, m)).riskEngine(new RiskEngine(n))
                .journal(NoOpJournal.INSTANCE).clock(PipelineEquivalenceTest.countingClock()).build();
        core.start();
        return core;
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (core != null) {
            core.stop();
        }
    }

    private static SymbolSpec xbtLtc() {
        return SymbolSpec.builder().symbolId((int) XBT_LTC).type(SymbolType.SPOT).baseCurrency(XBT)
                .quoteCurrency(LTC).baseScale(1_000_000).quoteScale(10_000).takerFee(1_900).makerFee(700)
                .status(TradingStatus.OPEN).build();
    }

    private static SymbolSpec usdJpy() {
        return SymbolSpec.builder().symbolId((int) USD_JPY).type(SymbolType.MARGIN).quoteCurrency(JPY)
                .quoteScale(1).marginBuy(5_000).marginSell(6_000).takerFee(3).makerFee(2)
                .status(TradingStatus.OPEN).build();
    }

    private void ok(final CommandResult r) {
        assertThat(ResultCode.name(r.resultCode())).isEqualTo("SUCCESS");
    }

    private static long balance(final UserReport report, final int currency) {
        for (final UserReport.Balance b : report.balances()) {
            if (b.currency() == currency) {
                return b.balance();
            }
        }
        return 0;
    }

    private static long held(final UserReport report, final int currency) {
        for (final UserReport.Balance b : report.balances()) {
            if (b.currency() == currency) {
                return b.held();
            }
        }
        return 0;
    }

    @Test
    void spotTradeSettlesHoldsPriceImprovementAndFeesExactly() {
        start(ThreadLayout.COMPACT, 1, 1);
        ok(core.addSymbol(xbtLtc()).join());
        ok(core.addUser(1).join());
        ok(core.addUser(2).join());
        ok(core.deposit(1, LTC, 2_000_000_000L, 1).join());
        ok(core.deposit(2, XBT, 100_000_000L, 1).join());

        ok(core.place(new OrderRequest().uid(1).symbol(XBT_LTC).orderId(101).side(Side.BID).type(OrderType.GTC)
                .price(15_400).size(12).reservePrice(15_600)).join());
        UserReport u1 = core.userReport(1).join();
        assertThat(held(u1, LTC)).isEqualTo(1_872_022_800L);
        assertThat(balance(u1, LTC)).isEqualTo(127_977_200L);
        assertThat(u1.orders()).extracting(UserReport.Order::orderId).containsExactly(101L);

        final CommandResult sell = core.place(2, XBT_LTC, 201, Side.ASK, OrderType.IOC, 15_250, 10).join();
        ok(sell);
        assertThat(sell.fills()).hasSize(1);
        assertThat(sell.fills().get(0).price()).isEqualTo(15_400);
        assertThat(sell.fills().get(0).size()).isEqualTo(10);
        assertThat(sell.fills().get(0).makerFee()).isEqualTo(7_000);
        assertThat(sell.fills().get(0).takerFee()).isEqualTo(19_000);

        u1 = core.userReport(1).join();
        assertThat(balance(u1, XBT)).isEqualTo(10_000_000L);
        assertThat(balance(u1, LTC)).isEqualTo(147_989_200L);
        assertThat(held(u1, LTC)).isEqualTo(312_003_800L);
        final UserReport u2 = core.userReport(2).join();
        assertThat(balance(u2, LTC)).isEqualTo(1_539_981_000L);
        assertThat(balance(u2, XBT)).isEqualTo(90_000_000L);

        final TotalsReport totals = core.totals().join();
        assertThat(totals.fees(LTC)).isEqualTo(26_000);
        assertThat(totals.isBalanced()).as(totals.toString()).isTrue();

        ok(core.cancel(1, XBT_LTC, 101).join());
        u1 = core.userReport(1).join();
        assertThat(held(u1, LTC)).isZero();
        assertThat(balance(u1, LTC)).isEqualTo(2_000_000_000L - 1_540_000_000L - 7_000L);
        assertThat(core.totals().join().isBalanced()).isTrue();
    }

    @Test
    void aFilledBuyCanBeResoldByTheVeryNextCommandWithoutWaiting() {
        start(ThreadLayout.PIPELINED, 2, 2);
        ok(core.addSymbol(xbtLtc()).join());
        for (long uid = 1; uid <= 2; uid++) {
            ok(core.addUser(uid).join());
        }
        ok(core.deposit(1, XBT, 1_000_000L, 1).join());
        ok(core.deposit(2, LTC, 1_000_000_000L, 1).join());
        ok(core.place(1, XBT_LTC, 1, Side.ASK, OrderType.GTC, 15_000, 1).join());
        final var buy = core.place(2, XBT_LTC, 2, Side.BID, OrderType.IOC, 15_000, 1);
        final var resell = core.place(2, XBT_LTC, 3, Side.ASK, OrderType.GTC, 16_000, 1);
        assertThat(buy.join().fills()).hasSize(1);
        ok(resell.join());
        assertThat(core.userReport(2).join().orders()).extracting(UserReport.Order::orderId).containsExactly(3L);
    }

    @Test
    void everyRiskRefusalHasItsOwnCodeAndChangesNothing() {
        start(ThreadLayout.COMPACT, 1, 1);
        ok(core.addSymbol(xbtLtc()).join());
        ok(core.addUser(1).join());
        ok(core.deposit(1, LTC, 200_000_000L, 1).join());
        final long before = core.stateHash().join();
        assertThat(core.place(9, XBT_LTC, 1, Side.BID, OrderType.GTC, 100, 1).join().resultCode())
                .isEqualTo(ResultCode.UNKNOWN_USER);
        assertThat(core.place(1, 77, 1, Side.BID, OrderType.GTC, 100, 1).join().resultCode())
                .isEqualTo(ResultCode.UNKNOWN_SYMBOL);
        assertThat(core.place(1, XBT_LTC, 1, Side.BID, OrderType.GTC, 15_000, 2).join().resultCode())
                .isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(core.place(new OrderRequest().uid(1).symbol(XBT_LTC).orderId(1).side(Side.BID).type(OrderType.GTC)
                .price(100).size(1).reservePrice(99)).join()
                .resultCode()).isEqualTo(ResultCode.INVALID_RESERVE_PRICE);
        assertThat(core.place(1, XBT_LTC, 1, Side.ASK, OrderType.GTC, 100, 1).join().resultCode())
                .isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(core.withdraw(1, LTC, 200_000_001L, 2).join().resultCode())
                .isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(core.deposit(1, LTC, 5, 1).join().resultCode()).isEqualTo(ResultCode.DUPLICATE_TRANSACTION);
        assertThat(core.addUser(1).join().resultCode()).isEqualTo(ResultCode.USER_ALREADY_EXISTS);
        assertThat(core.addSymbol(xbtLtc()).join().resultCode()).isEqualTo(ResultCode.SYMBOL_ALREADY_EXISTS);
        assertThat(core.stateHash().join()).isEqualTo(before);
        assertThat(core.totals().join().isBalanced()).isTrue();
    }

    @Test
    void bookRefusalsReleaseTheHoldTakenByTheRiskCheck() {
        start(ThreadLayout.PIPELINED, 2, 1);
        ok(core.addSymbol(xbtLtc()).join());
        ok(core.addUser(1).join());
        ok(core.addUser(2).join());
        ok(core.deposit(1, LTC, 1_000_000_000L, 1).join());
        ok(core.deposit(2, LTC, 1_000_000_000L, 1).join());
        ok(core.place(1, XBT_LTC, 7, Side.BID, OrderType.GTC, 1_000, 1).join());
        final long before = core.stateHash().join();
        assertThat(core.place(1, XBT_LTC, 7, Side.BID, OrderType.GTC, 1_000, 1).join().resultCode())
                .isEqualTo(ResultCode.DUPLICATE_ORDER_ID);
        assertThat(core.place(2, XBT_LTC, 7, Side.BID, OrderType.GTC, 1_000, 1).join().resultCode())
                .isEqualTo(ResultCode.DUPLICATE_ORDER_ID);
        assertThat(core.place(new OrderRequest().uid(2).symbol(XBT_LTC).orderId(8).side(Side.BID).type(OrderType.GTD)
                .price(1_000).size(1).expireAt(1)).join()
                .resultCode()).isEqualTo(ResultCode.INVALID_EXPIRY);
        assertThat(core.stateHash().join()).isEqualTo(before);
        assertThat(held(core.userReport(2).join(), LTC)).isZero();
        assertThat(core.totals().join().isBalanced()).isTrue();
    }

    @Test
    void aMoveAboveTheReservePriceIsRefusedAndBelowItNeedsNoNewCheck() {
        start(ThreadLayout.COMPACT, 1, 1);
        ok(core.addSymbol(xbtLtc()).join());
        ok(core.addUser(1).join());
        ok(core.deposit(1, LTC, 1_000_000_000L, 1).join());
        ok(core.place(new OrderRequest().uid(1).symbol(XBT_LTC).orderId(1).side(Side.BID).type(OrderType.GTC)
                .price(1_000).size(5).reservePrice(1_200)).join());
        assertThat(core.move(1, XBT_LTC, 1, 1_201).join().resultCode())
                .isEqualTo(ResultCode.MOVE_ABOVE_RESERVE_PRICE);
        ok(core.move(1, XBT_LTC, 1, 1_200).join());
        ok(core.move(1, XBT_LTC, 1, 900).join());
        assertThat(core.userReport(1).join().orders().get(0).price()).isEqualTo(900);
        assertThat(core.totals().join().isBalanced()).isTrue();
    }

    @Test
    void aHaltedSymbolRefusesNewOrdersButStillCancelsAndSpecsChangeOnlyOnAnEmptyBook() {
        start(ThreadLayout.COMPACT, 1, 1);
        ok(core.addSymbol(xbtLtc()).join());
        ok(core.addUser(1).join());
        ok(core.deposit(1, XBT, 10_000_000L, 1).join());
        ok(core.place(1, XBT_LTC, 1, Side.ASK, OrderType.GTC, 16_000, 3).join());
        assertThat(core.updateSymbol(xbtLtc().withStatus(TradingStatus.HALTED)).join().resultCode())
                .isEqualTo(ResultCode.SYMBOL_BOOK_NOT_EMPTY);
        ok(core.cancel(1, XBT_LTC, 1).join());
        ok(core.updateSymbol(xbtLtc().withStatus(TradingStatus.HALTED)).join());
        assertThat(core.place(1, XBT_LTC, 2, Side.ASK, OrderType.GTC, 16_000, 3).join().resultCode())
                .isEqualTo(ResultCode.SYMBOL_HALTED);
        ok(core.updateSymbol(xbtLtc()).join());
        ok(core.place(1, XBT_LTC, 2, Side.ASK, OrderType.GTC, 16_000, 3).join());
        assertThat(core.updateSymbol(SymbolSpec.builder().symbolId(99).type(SymbolType.SPOT).baseCurrency(1)
                .quoteCurrency(2).baseScale(1).quoteScale(1).status(TradingStatus.OPEN).build()).join().resultCode())
                .isEqualTo(ResultCode.UNKNOWN_SYMBOL);
    }

    @Test
    void marginPositionsRealizePnlOnPartialCloseAndChargeFeesOnEveryFill() {
        start(ThreadLayout.PIPELINED, 2, 2);
        ok(core.addSymbol(usdJpy()).join());
        ok(core.addUser(4).join());
        ok(core.addUser(5).join());
        ok(core.deposit(4, JPY, 240_000, 1).join());
        ok(core.deposit(5, JPY, 150_000, 1).join());
        assertThat(core.place(4, USD_JPY, 1, Side.ASK, OrderType.GTC, 10_770, 41).join().resultCode())
                .isEqualTo(ResultCode.INSUFFICIENT_MARGIN);
        ok(core.place(4, USD_JPY, 1, Side.ASK, OrderType.GTC, 10_770, 40).join());
        final CommandResult buy = core.place(5, USD_JPY, 2, Side.BID, OrderType.IOC, 10_770, 30).join();
        assertThat(buy.fills()).hasSize(1);
        assertThat(buy.fills().get(0).takerFee()).isEqualTo(90);
        assertThat(buy.fills().get(0).makerFee()).isEqualTo(60);
        UserReport u5 = core.userReport(5).join();
        assertThat(u5.positions()).containsExactly(new UserReport.Position(USD_JPY, 30, 323_100, 0, 0));
        assertThat(balance(u5, JPY)).isEqualTo(149_910);

        ok(core.cancel(4, USD_JPY, 1).join());
        ok(core.place(4, USD_JPY, 3, Side.BID, OrderType.GTC, 10_800, 20).join());
        final CommandResult close = core.place(5, USD_JPY, 4, Side.ASK, OrderType.IOC, 10_800, 20).join();
        assertThat(close.fills()).hasSize(1);
        u5 = core.userReport(5).join();
        assertThat(u5.positions()).containsExactly(new UserReport.Position(USD_JPY, 10, 107_700, 0, 0));
        assertThat(balance(u5, JPY)).isEqualTo(149_910 + 20 * (10_800 - 10_770) - 60);
        final TotalsReport totals = core.totals().join();
        assertThat(totals.openLong(USD_JPY)).isEqualTo(totals.openShort(USD_JPY)).isEqualTo(10);
        assertThat(totals.isBalanced()).as(totals.toString()).isTrue();
    }

    @Test
    void stopsHoldFundsWhenAcceptedAndSettleWhenTriggered() {
        start(ThreadLayout.COMPACT, 1, 1);
        ok(core.addSymbol(xbtLtc()).join());
        assertThat(core.addUsers(Map.of(1L, Map.of(XBT, 50_000_000L), 2L, Map.of(LTC, 5_000_000_000L),
                3L, Map.of(LTC, 5_000_000_000L)), 1).join()).extracting(CommandResult::resultCode)
                .containsOnly(ResultCode.SUCCESS).hasSize(6);
        ok(core.place(1, XBT_LTC, 1, Side.ASK, OrderType.GTC, 15_000, 2).join());
        ok(core.place(1, XBT_LTC, 2, Side.ASK, OrderType.GTC, 15_100, 2).join());
        ok(core.place(new OrderRequest().uid(3).symbol(XBT_LTC).orderId(30).side(Side.BID).type(OrderType.STOP_MARKET)
                .price(15_200).size(2).triggerPrice(15_000).stp(StpMode.NONE)).join());
        assertThat(held(core.userReport(3).join(), LTC)).isEqualTo(2L * (15_200L * 10_000 + 1_900));
        final CommandResult trigger = core.place(2, XBT_LTC, 20, Side.BID, OrderType.IOC, 15_000, 2).join();
        assertThat(trigger.fills()).hasSize(2);
        assertThat(trigger.fills().get(1).takerOrderId()).isEqualTo(30);
        assertThat(trigger.fills().get(1).price()).isEqualTo(15_100);
        final UserReport u3 = core.userReport(3).join();
        assertThat(held(u3, LTC)).isZero();
        assertThat(balance(u3, XBT)).isEqualTo(2_000_000L);
        assertThat(balance(u3, LTC)).isEqualTo(5_000_000_000L - 2L * (15_100L * 10_000 + 1_900));
        assertThat(core.totals().join().isBalanced()).isTrue();
        assertThat(List.of(core.userReport(1).join().orders().size())).containsExactly(0);
    }
}
