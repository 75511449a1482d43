package dev.bourse.risk;

import static dev.bourse.risk.Specs.JPY;
import static dev.bourse.risk.Specs.LTC;
import static dev.bourse.risk.Specs.USD_JPY;
import static dev.bourse.risk.Specs.XBT;
import static dev.bourse.risk.Specs.XBT_LTC;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.PriceLimits;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.TradingStatus;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Every pre-trade refusal has its own code, and a refused command changes nothing (same state hash). */
class RejectionCodesTest {
    private final RiskShard shard = new RiskShard(0, 1);
    private long hashBefore;

    @BeforeEach
    void users() {
        shard.addUser(1);
        shard.deposit(1, LTC, 1_000_000_000L, 1);
        shard.deposit(1, XBT, 1_000_000_000L, 2);
        shard.deposit(1, JPY, 100_000, 3);
        shard.addUser(2);
        shard.suspendUser(2);
        assertThat(place(XBT_LTC, 1, 100, Side.BID, OrderType.GTC, 1_000, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(place(XBT_LTC, 1, 101, Side.ASK, OrderType.GTC, 9_000, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        hashBefore = shard.stateHash();
    }

    private int place(final SymbolSpec spec, final long uid, final long orderId, final Side side, final OrderType type,
            final long price, final long reserve, final long size) {
        return shard.checkPlace(spec, uid, orderId, side, type, price, reserve, size);
    }

    private void refused(final int actual, final int expected) {
        assertThat(ResultCode.name(actual)).isEqualTo(ResultCode.name(expected));
        assertThat(shard.stateHash()).isEqualTo(hashBefore);
        shard.checkInvariants();
    }

    @Test
    void unknownAndSuspendedUsers() {
        refused(place(XBT_LTC, 3, 1, Side.BID, OrderType.GTC, 1, 0, 1), ResultCode.UNKNOWN_USER);
        refused(place(XBT_LTC, 2, 1, Side.BID, OrderType.GTC, 1, 0, 1), ResultCode.USER_SUSPENDED);
        refused(shard.checkMove(XBT_LTC, 3, 100, 5), ResultCode.UNKNOWN_USER);
    }

    @Test
    void haltedSymbol() {
        final SymbolSpec halted = XBT_LTC.withStatus(TradingStatus.HALTED);
        refused(place(halted, 1, 1, Side.BID, OrderType.GTC, 1, 0, 1), ResultCode.SYMBOL_HALTED);
        refused(shard.checkMove(halted, 1, 100, 5), ResultCode.SYMBOL_HALTED);
        refused(shard.checkReplace(halted, 1, 100, 5, 1), ResultCode.SYMBOL_HALTED);
        shard.settleCancel(halted, 100, 1, Side.BID, 1, 0);
        assertThat(shard.orderRemaining(XBT_LTC.symbolId(), 100)).as("cancels still work").isEqualTo(-1);
        shard.updateSymbol(XBT_LTC);
    }

    @Test
    void malformedOrders() {
        refused(place(XBT_LTC, 1, 1, null, OrderType.GTC, 1, 0, 1), ResultCode.INVALID_ORDER_TYPE);
        refused(place(XBT_LTC, 1, 1, Side.BID, null, 1, 0, 1), ResultCode.INVALID_ORDER_TYPE);
        refused(place(XBT_LTC, 1, 1, Side.BID, OrderType.GTC, 1, 0, 0), ResultCode.INVALID_SIZE);
        refused(place(XBT_LTC, 1, 1, Side.BID, OrderType.GTC, 0, 0, 1), ResultCode.INVALID_PRICE);
    }

    @Test
    void symbolLimits() {
        final SymbolSpec limited = XBT_LTC.toBuilder().symbolId(7).minSize(2).maxSize(5).maxNotional(10_000).build();
        refused(place(limited, 1, 1, Side.BID, OrderType.GTC, 1, 0, 1), ResultCode.SIZE_OUT_OF_LIMITS);
        refused(place(limited, 1, 1, Side.BID, OrderType.GTC, 1, 0, 6), ResultCode.SIZE_OUT_OF_LIMITS);
        refused(place(limited, 1, 1, Side.BID, OrderType.GTC, 2_001, 0, 5), ResultCode.NOTIONAL_OUT_OF_LIMITS);
        refused(place(limited, 1, 1, Side.BID, OrderType.IOC_BUDGET, 10_001, 0, 5),
                ResultCode.NOTIONAL_OUT_OF_LIMITS);
        assertThat(place(limited, 1, 1, Side.BID, OrderType.GTC, 2_000, 0, 5)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.checkMove(limited, 1, 1, 2_001)).isEqualTo(ResultCode.NOTIONAL_OUT_OF_LIMITS);
        assertThat(shard.checkReplace(limited, 1, 1, 2_000, 6)).isEqualTo(ResultCode.SIZE_OUT_OF_LIMITS);
    }

    @Test
    void arithmeticOverflow() {
        final long maxPrice = XBT_LTC.maxPrice();
        refused(place(XBT_LTC, 1, 1, Side.BID, OrderType.GTC, maxPrice, 0, 1L << 24),
                ResultCode.ARITHMETIC_OVERFLOW);
        refused(place(XBT_LTC, 1, 1, Side.BID, OrderType.GTC, maxPrice, 0, 1L << 20),
                ResultCode.ARITHMETIC_OVERFLOW);
        refused(place(XBT_LTC, 1, 1, Side.ASK, OrderType.GTC, 1_000, 0, 1L << 50),
                ResultCode.ARITHMETIC_OVERFLOW);
        refused(place(XBT_LTC, 1, 1, Side.BID, OrderType.FOK_BUDGET, Long.MAX_VALUE / 1_000, 0, 1),
                ResultCode.ARITHMETIC_OVERFLOW);
        refused(place(USD_JPY, 1, 1, Side.BID, OrderType.GTC, 1, 0, Long.MAX_VALUE / 5),
                ResultCode.ARITHMETIC_OVERFLOW);
    }

    @Test
    void pricesAboveTheMaximumAreRefusedBeforeAnyProductIsFormed() {
        final long maxPrice = XBT_LTC.maxPrice();
        assertThat(maxPrice).isEqualTo(PriceLimits.DEFAULT_MAX_PRICE);
        refused(place(XBT_LTC, 1, 1, Side.BID, OrderType.GTC, Long.MAX_VALUE / 2, 0, 3),
                ResultCode.PRICE_OUT_OF_LIMITS);
        refused(place(XBT_LTC, 1, 1, Side.ASK, OrderType.MARKET, maxPrice + 1, 0, 1),
                ResultCode.PRICE_OUT_OF_LIMITS);
        refused(shard.checkPlace(XBT_LTC, 1, 1, Side.BID, OrderType.STOP_LIMIT, 1_000, 0, 1, maxPrice + 1),
                ResultCode.PRICE_OUT_OF_LIMITS);
        refused(shard.checkMove(XBT_LTC, 1, 100, maxPrice + 1), ResultCode.PRICE_OUT_OF_LIMITS);
        refused(shard.checkReplace(XBT_LTC, 1, 101, maxPrice + 1, 1), ResultCode.PRICE_OUT_OF_LIMITS);
    }

    @Test
    void reserveAndMoveLimits() {
        refused(place(XBT_LTC, 1, 1, Side.BID, OrderType.GTC, 1_000, 999, 1), ResultCode.INVALID_RESERVE_PRICE);
        refused(place(XBT_LTC, 1, 1, Side.BID, OrderType.STOP_LIMIT, 1_000, -1, 1),
                ResultCode.INVALID_RESERVE_PRICE);
        refused(shard.checkMove(XBT_LTC, 1, 100, 1_001), ResultCode.MOVE_ABOVE_RESERVE_PRICE);
    }

    @Test
    void askPriceBelowFee() {
        final SymbolSpec cheap = XBT_LTC.toBuilder().symbolId(8).quoteScale(1).build();
        refused(place(cheap, 1, 1, Side.ASK, OrderType.GTC, 1_899, 0, 1), ResultCode.ASK_PRICE_BELOW_FEE);
        refused(place(cheap, 1, 1, Side.ASK, OrderType.MARKET, 1_899, 0, 1), ResultCode.ASK_PRICE_BELOW_FEE);
        refused(place(cheap, 1, 1, Side.ASK, OrderType.FOK_BUDGET, 3_799, 0, 2), ResultCode.ASK_PRICE_BELOW_FEE);
        assertThat(place(cheap, 1, 1, Side.ASK, OrderType.FOK_BUDGET, 3_800, 0, 2)).isEqualTo(ResultCode.SUCCESS);
    }

    @Test
    void duplicateOrderId() {
        refused(place(XBT_LTC, 1, 100, Side.ASK, OrderType.GTC, 9_000, 0, 1), ResultCode.DUPLICATE_ORDER_ID);
        assertThat(place(USD_JPY, 1, 5, Side.BID, OrderType.GTC, 9_000, 0, 1)).isEqualTo(ResultCode.SUCCESS);
        assertThat(place(USD_JPY, 1, 5, Side.BID, OrderType.GTC, 9_000, 0, 1))
                .isEqualTo(ResultCode.DUPLICATE_ORDER_ID);
        assertThat(place(XBT_LTC, 1, 5, Side.BID, OrderType.GTC, 9_000, 0, 1)).as("ids are per symbol")
                .isEqualTo(ResultCode.SUCCESS);
    }

    @Test
    void insufficientFundsAndMargin() {
        refused(place(XBT_LTC, 1, 1, Side.BID, OrderType.GTC, 10_000, 0, 10), ResultCode.INSUFFICIENT_FUNDS);
        refused(place(XBT_LTC, 1, 1, Side.ASK, OrderType.GTC, 10_000, 0, 1_000), ResultCode.INSUFFICIENT_FUNDS);
        refused(place(USD_JPY, 1, 1, Side.BID, OrderType.GTC, 10_000, 0, 21), ResultCode.INSUFFICIENT_MARGIN);
        refused(place(USD_JPY, 1, 1, Side.ASK, OrderType.GTC, 10_000, 0, 17), ResultCode.INSUFFICIENT_MARGIN);
        refused(shard.checkReplace(XBT_LTC, 1, 100, 1_000, 100_000), ResultCode.INSUFFICIENT_FUNDS);
    }

    @Test
    void identityErrorsAreLeftToTheBook() {
        assertThat(shard.checkMove(XBT_LTC, 1, 999, 5)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.checkReplace(XBT_LTC, 1, 999, 5, 5)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.checkReplace(XBT_LTC, 1, 100, 0, 5)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.stateHash()).isEqualTo(hashBefore);
    }

    @Test
    void everyCodeHasAName() {
        assertThat(ResultCode.name(ResultCode.ASK_PRICE_BELOW_FEE)).isEqualTo("ASK_PRICE_BELOW_FEE");
        assertThat(ResultCode.name(ResultCode.DUPLICATE_TRANSACTION)).isEqualTo("DUPLICATE_TRANSACTION");
    }
}
