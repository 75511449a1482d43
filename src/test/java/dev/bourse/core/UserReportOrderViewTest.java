package dev.bourse.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CancelReason;
import dev.bourse.api.CommandEvent;
import dev.bourse.api.CommandResult;
import dev.bourse.api.Fill;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.PriceLimits;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.api.UserReport;
import dev.bourse.config.ThreadLayout;
import dev.bourse.sequencer.ExternalSequencer;
import dev.bourse.snapshot.StreamSnapshotStore;
import dev.bourse.testkit.TestSpecs;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The order view of the user report ({@link UserReport.Order}) in every thread layout, one scenario per kind of
 * order: each field computed from the book and the risk record, against values worked out by hand from the commands.
 * The core runs on an {@link ExternalSequencer}, so every command's timestamp is the test's and creation times and
 * priorities can be checked exactly. The spot symbol has scales 10 (base) and 100 (quote) and fees 3 (taker) and 1
 * (maker), so a bid holds {@code size × (reserve × 100 + 3)} quote and an ask {@code size × 10} base.
 */
class UserReportOrderViewTest {
    private static final long SPOT = 1;
    private static final long MARGIN = 2;
    private static final int QS = 100;
    private static final int BS = 10;
    private static final int TAKER_FEE = 3;

    private ExchangeCore core;
    private ExternalSequencer sequencer;
    private long sequence;
    private long now;

    @AfterEach
    void stopCore() throws InterruptedException {
        if (core != null) {
            core.stop();
        }
    }

    static SymbolSpec spot() {
        return SymbolSpec.builder().symbolId((int) SPOT).type(SymbolType.SPOT).baseCurrency(TestSpecs.BASE)
                .quoteCurrency(TestSpecs.QUOTE).baseScale(BS).quoteScale(QS).takerFee(TAKER_FEE).makerFee(1)
                .priceBand(PriceLimits.NO_PRICE_BAND).status(TradingStatus.OPEN).build();
    }

    private void start(final ThreadLayout layout, final StreamSnapshotStore restoreFrom) {
        sequencer = new ExternalSequencer();
        final CoreContext context = ExchangeCore.builder(ExternalSequencerTest.config(layout, 2, 2))
                .sequencer(sequencer);
        if (restoreFrom != null) {
            context.snapshotStore(restoreFrom);
        }
        core = context.build();
        core.start();
    }

    private void startFunded(final ThreadLayout layout) {
        start(layout, null);
        assertThat(send(() -> core.addSymbol(spot())).isSuccess()).isTrue();
        assertThat(send(() -> core.addSymbol(TestSpecs.margin(MARGIN))).isSuccess()).isTrue();
        for (long uid = 1; uid <= 3; uid++) {
            final long user = uid;
            assertThat(send(() -> core.addUser(user)).isSuccess()).isTrue();
            assertThat(send(() -> core.deposit(user, TestSpecs.BASE, 1_000, 1)).isSuccess()).isTrue();
            assertThat(send(() -> core.deposit(user, TestSpecs.QUOTE, 10_000_000, 1)).isSuccess()).isTrue();
        }
    }

    /** Stamps the next command (sequence + 1, 1,000 ns later) and waits for its result. */
    private CommandResult send(final Supplier<CompletableFuture<CommandResult>> command) {
        now += 1_000;
        sequencer.next(++sequence, now);
        return command.get().join();
    }

    private CommandResult place(final OrderRequest order) {
        return send(() -> core.place(order));
    }

    private static OrderRequest order(final long uid, final long orderId, final Side side, final OrderType type,
            final long price, final long size) {
        return new OrderRequest().uid(uid).symbol(SPOT).orderId(orderId).side(side).type(type).price(price)
                .size(size);
    }

    private UserReport.Order onlyOrder(final long uid) {
        final List<UserReport.Order> orders = core.userReport(uid).join().orders();
        assertThat(orders).hasSize(1);
        return orders.get(0);
    }

    private static long bidHold(final long lots, final long reserve) {
        return lots * (reserve * QS + TAKER_FEE);
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aPartlyFilledGtcBidShowsItsSizeFilledLotsReserveAndWhatItStillHolds(final ThreadLayout layout) {
        startFunded(layout);
        final CommandResult placed = place(order(1, 10, Side.BID, OrderType.GTC, 100, 10).reservePrice(120));
        assertThat(placed.events()).containsExactly(new CommandEvent.Rested(10, 1, Side.BID, 100, 10, 10));

        final CommandResult hit = place(order(2, 20, Side.ASK, OrderType.IOC, 100, 4));

        final long tradeId = hit.fills().get(0).tradeId();
        assertThat(hit.events()).containsExactly(new Fill(tradeId, 10, 1, 20, 2, Side.ASK, 100, 4, 6, 0, 4, 12));
        assertThat(onlyOrder(1)).isEqualTo(new UserReport.Order(SPOT, 10, Side.BID, OrderType.GTC, StpMode.NONE,
                100, 10, 4, 6, 6, 0, 0, false, 0, 120, TestSpecs.QUOTE, bidHold(6, 120), placed.timestamp(),
                placed.timestamp()));
        assertThat(onlyOrder(1).orderQty()).isEqualTo(10);
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void anIcebergShowsItsSliceAndARenewedPriorityButKeepsItsCreationTime(final ThreadLayout layout) {
        startFunded(layout);
        final CommandResult placed = place(order(1, 11, Side.ASK, OrderType.GTC, 200, 10).displaySize(3));
        assertThat(placed.events()).containsExactly(new CommandEvent.Rested(11, 1, Side.ASK, 200, 10, 3));

        final CommandResult hit = place(order(2, 21, Side.BID, OrderType.IOC, 200, 4));

        assertThat(hit.fills()).extracting(Fill::size).containsExactly(3L, 1L);
        final UserReport.Order iceberg = onlyOrder(1);
        assertThat(iceberg).isEqualTo(new UserReport.Order(SPOT, 11, Side.ASK, OrderType.GTC, StpMode.NONE, 200, 10,
                4, 6, 2, 3, 0, false, 0, 0, TestSpecs.BASE, 6 * BS, placed.timestamp(), hit.timestamp()));
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aStopShowsItsTriggerWhilePendingAndKeepsItOnceTriggeredAndResting(final ThreadLayout layout) {
        startFunded(layout);
        final CommandResult placed = place(order(1, 12, Side.BID, OrderType.STOP_LIMIT, 115, 5).triggerPrice(110));
        assertThat(placed.events()).containsExactly(new CommandEvent.StopAccepted(12, 1, Side.BID, 110, 5));
        assertThat(onlyOrder(1)).isEqualTo(new UserReport.Order(SPOT, 12, Side.BID, OrderType.STOP_LIMIT,
                StpMode.NONE, 115, 5, 0, 5, 0, 0, 110, true, 0, 115, TestSpecs.QUOTE, bidHold(5, 115),
                placed.timestamp(), placed.timestamp()));

        assertThat(place(order(2, 22, Side.ASK, OrderType.GTC, 110, 1)).isSuccess()).isTrue();
        final CommandResult trigger = place(order(3, 32, Side.BID, OrderType.IOC, 110, 1));

        assertThat(trigger.events()).contains(new CommandEvent.StopTriggered(12, 1, Side.BID, 110, 110),
                new CommandEvent.Rested(12, 1, Side.BID, 115, 5, 5));
        assertThat(onlyOrder(1)).isEqualTo(new UserReport.Order(SPOT, 12, Side.BID, OrderType.STOP_LIMIT,
                StpMode.NONE, 115, 5, 0, 5, 5, 0, 110, false, 0, 115, TestSpecs.QUOTE, bidHold(5, 115),
                placed.timestamp(), trigger.timestamp()));
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aGtdOrderShowsItsExpiryUntilItExpires(final ThreadLayout layout) {
        startFunded(layout);
        final long expiry = now + 10_000;
        final CommandResult placed = place(order(1, 13, Side.ASK, OrderType.GTD, 300, 2).expireAt(expiry)
                .stp(StpMode.CANCEL_MAKER));

        assertThat(onlyOrder(1)).isEqualTo(new UserReport.Order(SPOT, 13, Side.ASK, OrderType.GTD,
                StpMode.CANCEL_MAKER, 300, 2, 0, 2, 2, 0, 0, false, expiry, 0, TestSpecs.BASE, 2 * BS,
                placed.timestamp(), placed.timestamp()));
        now = expiry;
        final CommandResult after = place(order(2, 23, Side.BID, OrderType.GTC, 90, 1));
        assertThat(after.events()).containsExactly(
                new CommandEvent.Cancelled(13, 1, Side.ASK, 300, 2, 0, CancelReason.EXPIRED),
                new CommandEvent.Rested(23, 2, Side.BID, 90, 1, 1));
        assertThat(core.userReport(1).join().orders()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aReplaceHoldsAgainAtAHigherPriceWhileAMoveAboveTheReserveIsRefused(final ThreadLayout layout) {
        startFunded(layout);
        final CommandResult placed = place(order(1, 14, Side.BID, OrderType.POST_ONLY, 100, 4).reservePrice(105));

        final UserReport.Order asPlaced = onlyOrder(1);
        final CommandResult tooHigh = send(() -> core.move(1, SPOT, 14, 106));
        assertThat(tooHigh.resultCode()).isEqualTo(ResultCode.MOVE_ABOVE_RESERVE_PRICE);
        assertThat(tooHigh.events()).isEmpty();
        assertThat(onlyOrder(1)).isEqualTo(asPlaced);
        final CommandResult moved = send(() -> core.move(1, SPOT, 14, 105));
        assertThat(moved.events()).containsExactly(new CommandEvent.Amended(14, 1, Side.BID, 100, 105, 4, 4, false),
                new CommandEvent.Rested(14, 1, Side.BID, 105, 4, 4));
        assertThat(onlyOrder(1)).isEqualTo(new UserReport.Order(SPOT, 14, Side.BID, OrderType.POST_ONLY,
                StpMode.NONE, 105, 4, 0, 4, 4, 0, 0, false, 0, 105, TestSpecs.QUOTE, bidHold(4, 105),
                placed.timestamp(), moved.timestamp()));

        final CommandResult replaced = send(() -> core.replace(1, SPOT, 14, 130, 6));
        assertThat(replaced.events()).containsExactly(
                new CommandEvent.Amended(14, 1, Side.BID, 105, 130, 4, 6, false),
                new CommandEvent.Rested(14, 1, Side.BID, 130, 6, 6));
        final CommandResult lower = send(() -> core.replace(1, SPOT, 14, 90, 6));
        assertThat(lower.isSuccess()).isTrue();

        assertThat(onlyOrder(1)).isEqualTo(new UserReport.Order(SPOT, 14, Side.BID, OrderType.POST_ONLY,
                StpMode.NONE, 90, 4, 0, 6, 6, 0, 0, false, 0, 130, TestSpecs.QUOTE, bidHold(6, 130),
                placed.timestamp(), lower.timestamp()));
        assertThat(send(() -> core.move(1, SPOT, 14, 130)).isSuccess()).isTrue();
        assertThat(onlyOrder(1).orderQty()).isEqualTo(6);
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void budgetOrdersNeverStayLiveAndMarginOrdersHoldNothing(final ThreadLayout layout) {
        startFunded(layout);
        assertThat(place(order(2, 24, Side.ASK, OrderType.GTC, 100, 2)).isSuccess()).isTrue();
        final CommandResult budget = place(order(1, 15, Side.BID, OrderType.IOC_BUDGET, 250, 5));
        assertThat(budget.fills()).extracting(Fill::size).containsExactly(2L);
        assertThat(budget.events()).last().isEqualTo(
                new CommandEvent.Cancelled(15, 1, Side.BID, 250, 3, 0, CancelReason.UNFILLED));
        final CommandResult margin = place(new OrderRequest().uid(1).symbol(MARGIN).orderId(16).side(Side.ASK)
                .type(OrderType.GTC).price(50).size(3));

        final UserReport report = core.userReport(1).join();
        assertThat(report.orders()).containsExactly(new UserReport.Order(MARGIN, 16, Side.ASK, OrderType.GTC,
                StpMode.NONE, 50, 3, 0, 3, 3, 0, 0, false, 0, 0, 0, 0, margin.timestamp(), margin.timestamp()));
        assertThat(report.balances()).contains(new UserReport.Balance(TestSpecs.QUOTE,
                10_000_000 - 2 * (100 * QS + TAKER_FEE), 0));
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aSnapshotKeepsEveryOrdersHistoryIntoAnotherLayout(final ThreadLayout layout) throws Exception {
        startFunded(layout);
        place(order(1, 10, Side.BID, OrderType.GTC, 100, 10).reservePrice(120));
        place(order(2, 20, Side.ASK, OrderType.IOC, 100, 4));
        place(order(1, 11, Side.ASK, OrderType.GTC, 200, 10).displaySize(3));
        place(order(2, 21, Side.BID, OrderType.IOC, 200, 4));
        place(order(1, 12, Side.BID, OrderType.STOP_LIMIT, 95, 5).triggerPrice(90));
        final UserReport before = core.userReport(1).join();
        assertThat(before.orders()).extracting(UserReport.Order::filled).containsExactly(4L, 4L, 0L);
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        core.writeSnapshot(StreamSnapshotStore.writingTo(out));
        core.stop();

        final ThreadLayout other = layout == ThreadLayout.INLINE ? ThreadLayout.PIPELINED : ThreadLayout.INLINE;
        start(other, StreamSnapshotStore.readingFrom(new ByteArrayInputStream(out.toByteArray())));

        assertThat(core.userReport(1).join()).isEqualTo(before);
    }
}
