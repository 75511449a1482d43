package dev.bourse.gateway.market;

import dev.bourse.marketdata.feed.ExecutionHandler;
import dev.bourse.marketdata.feed.ExecutionKind;
import java.util.ArrayList;
import java.util.List;
import org.agrona.collections.Long2LongHashMap;

/**
 * One member's recent orders (their state as of the last execution report) and fills, in fixed rings of primitives:
 * the {@value #ORDERS} orders placed last and the {@value #FILLS} fills last. An order placed again under the same id
 * after it finished starts over.
 * <p>Units: prices in ticks, sizes in lots, fees in the quote currency's minor units, times in ns.
 * <p>Thread-safety: safe for concurrent use; every method holds this object's lock.
 */
public final class MemberLog {
    /** Orders kept per member. */
    public static final int ORDERS = 1024;
    /** Fills kept per member. */
    public static final int FILLS = 256;
    private static final int O_ID = 0;
    private static final int O_SYMBOL = 1;
    private static final int O_SIDE = 2;
    private static final int O_PRICE = 3;
    private static final int O_FILLED = 4;
    private static final int O_REMAINING = 5;
    private static final int O_STATE = 6;
    private static final int O_CODE = 7;
    private static final int O_SEQ = 8;
    private static final int O_TIME = 9;
    private static final int O_STRIDE = 10;
    private static final int F_ORDER = 0;
    private static final int F_SYMBOL = 1;
    private static final int F_SIDE = 2;
    private static final int F_PRICE = 3;
    private static final int F_SIZE = 4;
    private static final int F_FEE = 5;
    private static final int F_TRADE = 6;
    private static final int F_LIQUIDITY = 7;
    private static final int F_TIME = 8;
    private static final int F_STRIDE = 9;

    private static final ExecutionKind[] KINDS = ExecutionKind.values();

    private final long[] orders = new long[ORDERS * O_STRIDE];
    private final Long2LongHashMap slots = new Long2LongHashMap(ORDERS * 2, 0.65f, -1);
    private long placed;
    private final long[] fills = new long[FILLS * F_STRIDE];
    private long filled;

    /**
     * An order's state.
     *
     * @param orderId   the core's order id
     * @param symbol    symbol id
     * @param side      side ordinal, or {@link ExecutionHandler#NO_SIDE} before a report names it
     * @param price     ticks (0 before a report names it)
     * @param filled    lots filled
     * @param remaining lots still open
     * @param state     the state
     * @param code      the result code of the rejection, else 0
     * @param sequence  the core's sequence of the last command that changed it
     * @param timestamp that command's timestamp, ns
     */
    public record Order(long orderId, long symbol, int side, long price, long filled, long remaining,
            OrderState state, int code, long sequence, long timestamp) {
    }

    /**
     * A fill.
     *
     * @param orderId   the member's order
     * @param symbol    symbol id
     * @param side      the order's side ordinal
     * @param price     ticks
     * @param size      lots
     * @param fee       quote minor units
     * @param tradeId   the core's trade id
     * @param maker     whether the order was resting (made liquidity)
     * @param timestamp ns
     */
    public record Fill(long orderId, long symbol, int side, long price, long size, long fee, long tradeId,
            boolean maker, long timestamp) {
    }

    synchronized void report(final long cmd, final long ts, final int kind, final long symbol, final long orderId,
            final int side, final long price, final long size, final long remaining, final long fee,
            final long tradeId, final int liquidity, final int code) {
        final ExecutionKind k = KINDS[kind];
        int b = (int) slots.get(orderId);
        if (k == ExecutionKind.ACCEPTED || b < 0 && k == ExecutionKind.REJECTED) {
            b = start(orderId, symbol);
        }
        if (b < 0) {
            // An order placed before a restart, or pushed out of the orders kept, still shows its fills.
            if (k == ExecutionKind.FILL) {
                fill(orderId, symbol, side, price, size, fee, tradeId, liquidity, ts);
            }
            return;
        }
        if (side != ExecutionHandler.NO_SIDE) {
            orders[b + O_SIDE] = side;
        }
        orders[b + O_SEQ] = cmd;
        orders[b + O_TIME] = ts;
        switch (k) {
            case REJECTED:
                if (orders[b + O_STATE] == OrderState.NEW.ordinal()) {
                    orders[b + O_STATE] = OrderState.REJECTED.ordinal();
                }
                orders[b + O_CODE] = code;
                break;
            case RESTED:
                orders[b + O_PRICE] = price;
                orders[b + O_REMAINING] = remaining;
                orders[b + O_STATE] = (orders[b + O_FILLED] > 0 ? OrderState.PARTIALLY_FILLED : OrderState.OPEN)
                        .ordinal();
                break;
            case FILL:
                orders[b + O_FILLED] += size;
                orders[b + O_REMAINING] = remaining;
                orders[b + O_STATE] = (remaining == 0 ? OrderState.FILLED : OrderState.PARTIALLY_FILLED).ordinal();
                fill(orderId, symbol, side, price, size, fee, tradeId, liquidity, ts);
                break;
            case CANCELLED:
            case EXPIRED:
                orders[b + O_PRICE] = orders[b + O_PRICE] == 0 ? price : orders[b + O_PRICE];
                orders[b + O_REMAINING] = remaining;
                if (remaining == 0) {
                    orders[b + O_STATE] = (k == ExecutionKind.EXPIRED ? OrderState.EXPIRED : OrderState.CANCELLED)
                            .ordinal();
                }
                break;
            case AMENDED:
                orders[b + O_PRICE] = price;
                orders[b + O_REMAINING] = remaining;
                break;
            case STOP_ACCEPTED:
                orders[b + O_PRICE] = price;
                orders[b + O_REMAINING] = size;
                orders[b + O_STATE] = OrderState.PENDING_STOP.ordinal();
                break;
            case STOP_TRIGGERED:
                orders[b + O_STATE] = OrderState.NEW.ordinal();
                break;
            default:
                break;
        }
    }

    private int start(final long orderId, final long symbol) {
        int b = (int) slots.get(orderId);
        if (b < 0) {
            b = (int) (placed++ % ORDERS) * O_STRIDE;
            if (placed > ORDERS) {
                slots.remove(orders[b + O_ID]);
            }
            slots.put(orderId, b);
        }
        orders[b + O_ID] = orderId;
        orders[b + O_SYMBOL] = symbol;
        orders[b + O_SIDE] = ExecutionHandler.NO_SIDE;
        orders[b + O_PRICE] = 0;
        orders[b + O_FILLED] = 0;
        orders[b + O_REMAINING] = 0;
        orders[b + O_STATE] = OrderState.NEW.ordinal();
        orders[b + O_CODE] = 0;
        return b;
    }

    private void fill(final long orderId, final long symbol, final int side, final long price, final long size,
            final long fee, final long tradeId, final int liquidity, final long ts) {
        final int b = (int) (filled++ % FILLS) * F_STRIDE;
        fills[b + F_ORDER] = orderId;
        fills[b + F_SYMBOL] = symbol;
        fills[b + F_SIDE] = side;
        fills[b + F_PRICE] = price;
        fills[b + F_SIZE] = size;
        fills[b + F_FEE] = fee;
        fills[b + F_TRADE] = tradeId;
        fills[b + F_LIQUIDITY] = liquidity;
        fills[b + F_TIME] = ts;
    }

    /**
     * @param orderId the core's order id
     * @return its state, or null when it is not among the orders kept
     */
    public synchronized Order order(final long orderId) {
        final int b = (int) slots.get(orderId);
        if (b < 0) {
            return null;
        }
        return new Order(orderId, orders[b + O_SYMBOL], (int) orders[b + O_SIDE], orders[b + O_PRICE],
                orders[b + O_FILLED], orders[b + O_REMAINING], OrderState.of((int) orders[b + O_STATE]),
                (int) orders[b + O_CODE], orders[b + O_SEQ], orders[b + O_TIME]);
    }

    /**
     * @param symbol a symbol id, or -1 for every symbol
     * @param limit  most fills to return, &gt;= 1
     * @return the latest fills, newest first
     */
    public synchronized List<Fill> fills(final long symbol, final int limit) {
        final List<Fill> out = new ArrayList<>();
        final long n = Math.min(filled, FILLS);
        for (long k = 1; k <= n && out.size() < limit; k++) {
            final int b = (int) ((filled - k) % FILLS) * F_STRIDE;
            if (symbol < 0 || fills[b + F_SYMBOL] == symbol) {
                out.add(new Fill(fills[b + F_ORDER], fills[b + F_SYMBOL], (int) fills[b + F_SIDE], fills[b + F_PRICE],
                        fills[b + F_SIZE], fills[b + F_FEE], fills[b + F_TRADE],
                        fills[b + F_LIQUIDITY] == ExecutionHandler.LIQUIDITY_MAKER, fills[b + F_TIME]));
            }
        }
        return out;
    }
}
