package dev.bourse.gateway.market;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ResultCode;
import dev.bourse.marketdata.feed.ExecutionHandler;
import dev.bourse.marketdata.feed.ExecutionKind;
import org.junit.jupiter.api.Test;

class MemberLogTest {
    private static final int NO_SIDE = ExecutionHandler.NO_SIDE;

    private static void report(final MemberLog log, final ExecutionKind kind, final long orderId, final int side,
            final long price, final long size, final long remaining, final int code) {
        log.report(orderId, 1_000 + orderId, kind.ordinal(), 1, orderId, side, price, size, remaining, 0, 0,
                kind == ExecutionKind.FILL ? ExecutionHandler.LIQUIDITY_TAKER : ExecutionHandler.LIQUIDITY_NONE, code);
    }

    @Test
    void anOrdersReportsTakeItFromNewThroughPartlyFilledToCancelled() {
        final MemberLog log = new MemberLog();
        report(log, ExecutionKind.ACCEPTED, 5, NO_SIDE, 0, 0, 0, 0);
        assertThat(log.order(5).state()).isEqualTo(OrderState.NEW);
        report(log, ExecutionKind.FILL, 5, 0, 100, 2, 3, 0);
        report(log, ExecutionKind.RESTED, 5, 0, 101, 0, 3, 0);
        assertThat(log.order(5)).extracting(MemberLog.Order::state, MemberLog.Order::filled,
                MemberLog.Order::remaining, MemberLog.Order::price).containsExactly(OrderState.PARTIALLY_FILLED, 2L,
                3L, 101L);
        report(log, ExecutionKind.CANCELLED, 5, 0, 101, 1, 2, 0);
        assertThat(log.order(5).state()).as("a reduce leaves it open").isEqualTo(OrderState.PARTIALLY_FILLED);
        report(log, ExecutionKind.CANCELLED, 5, 0, 101, 2, 0, 0);
        assertThat(log.order(5).state()).isEqualTo(OrderState.CANCELLED);
        assertThat(log.fills(-1, 10)).singleElement().extracting(MemberLog.Fill::size).isEqualTo(2L);
    }

    @Test
    void aRejectedPlaceIsRejectedButARejectedCancelLeavesTheOrderAsItWas() {
        final MemberLog log = new MemberLog();
        report(log, ExecutionKind.REJECTED, 7, NO_SIDE, 0, 0, 0, ResultCode.INSUFFICIENT_FUNDS);
        assertThat(log.order(7)).extracting(MemberLog.Order::state, MemberLog.Order::code)
                .containsExactly(OrderState.REJECTED, ResultCode.INSUFFICIENT_FUNDS);
        report(log, ExecutionKind.ACCEPTED, 8, NO_SIDE, 0, 0, 0, 0);
        report(log, ExecutionKind.RESTED, 8, 1, 50, 0, 4, 0);
        report(log, ExecutionKind.REJECTED, 8, NO_SIDE, 0, 0, 0, ResultCode.INVALID_PRICE);
        assertThat(log.order(8).state()).isEqualTo(OrderState.OPEN);
    }

    @Test
    void onlyTheLastOrdersAndFillsAreKept() {
        final MemberLog log = new MemberLog();
        for (long id = 1; id <= MemberLog.ORDERS + 10; id++) {
            report(log, ExecutionKind.ACCEPTED, id, NO_SIDE, 0, 0, 0, 0);
            report(log, ExecutionKind.FILL, id, 0, 100, 1, 0, 0);
        }
        assertThat(log.order(10)).as("pushed out").isNull();
        assertThat(log.order(11)).isNotNull();
        assertThat(log.order(MemberLog.ORDERS + 10).state()).isEqualTo(OrderState.FILLED);
        assertThat(log.fills(-1, MemberLog.FILLS + 5)).hasSize(MemberLog.FILLS).first()
                .extracting(MemberLog.Fill::orderId).isEqualTo((long) MemberLog.ORDERS + 10);
        assertThat(log.fills(2, 5)).isEmpty();
    }
}
