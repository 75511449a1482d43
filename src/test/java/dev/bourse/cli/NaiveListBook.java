package dev.bourse.cli;

import java.util.ArrayList;

import dev.bourse.api.CancelReason;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.orderbook.L2Snapshot;
import dev.bourse.orderbook.NewOrder;
import dev.bourse.orderbook.OrderBook;
import dev.bourse.orderbook.OrderBookListener;
import dev.bourse.orderbook.OrderVisitor;

/**
 * A deliberately naive test book for the load harness, written independently of the generator's model: one flat
 * list of resting orders, the best maker found by a linear scan (price, then acceptance order). It follows the rule
 * book for what the load streams use (GTC, IOC, cancel, move) and refuses everything else. It also checks that
 * timestamps only increase. {@code ignoreCancels} makes it a wrong book, to prove the verifier notices.
 */
final class NaiveListBook implements OrderBook {
    private static final int ID = 0;
    private static final int UID = 1;
    private static final int SIDE = 2;
    private static final int PRICE = 3;
    private static final int REMAINING = 4;
    private static final int SEQ = 5;

    private final OrderBookListener listener;
    private final boolean ignoreCancels;
    private final ArrayList<long[]> orders = new ArrayList<>();
    private long seq;
    private long lastTrade;
    private long lastTimestamp;

    NaiveListBook(final OrderBookListener listener, final boolean ignoreCancels) {
        this.listener = listener;
        this.ignoreCancels = ignoreCancels;
    }

    @Override
    public int place(final NewOrder o) {
        clock(o.timestamp());
        if (o.type() != OrderType.GTC && o.type() != OrderType.IOC) {
            throw new UnsupportedOperationException("test book: " + o.type());
        }
        if (find(o.orderId()) >= 0) {
            listener.onRejected(o.orderId(), o.uid(), ResultCode.DUPLICATE_ORDER_ID, o.timestamp());
            return ResultCode.DUPLICATE_ORDER_ID;
        }
        final long[] order = {o.orderId(), o.uid(), o.side().ordinal(), o.price(), o.size(), 0};
        take(order, o.timestamp());
        if (order[REMAINING] > 0) {
            if (o.type() == OrderType.GTC) {
                rest(order, o.timestamp());
            } else {
                listener.onCancelled(order[ID], order[UID], o.side(), order[PRICE], order[REMAINING], 0,
                        CancelReason.UNFILLED, o.timestamp());
            }
        }
        return ResultCode.SUCCESS;
    }

    @Override
    public int cancel(final long orderId, final long uid, final long timestamp) {
        clock(timestamp);
        final int i = find(orderId);
        final int check = owned(i, orderId, uid, timestamp);
        if (check != ResultCode.SUCCESS || ignoreCancels) {
            return check;
        }
        final long[] order = orders.remove(i);
        listener.onCancelled(orderId, uid, side(order), order[PRICE], order[REMAINING], 0, CancelReason.CANCELLED,
                timestamp);
        return ResultCode.SUCCESS;
    }

    @Override
    public int move(final long orderId, final long uid, final long newPrice, final long timestamp) {
        clock(timestamp);
        final int i = find(orderId);
        final int check = owned(i, orderId, uid, timestamp);
        if (check != ResultCode.SUCCESS || orders.get(i)[PRICE] == newPrice) {
            return check;
        }
        final long[] order = orders.remove(i);
        listener.onAmended(orderId, uid, side(order), order[PRICE], newPrice, order[REMAINING], order[REMAINING],
                false, timestamp);
        order[PRICE] = newPrice;
        take(order, timestamp);
        if (order[REMAINING] > 0) {
            rest(order, timestamp);
        }
        return ResultCode.SUCCESS;
    }

    private void take(final long[] taker, final long timestamp) {
        while (taker[REMAINING] > 0) {
            final int m = bestIndex(1 - (int) taker[SIDE]);
            if (m < 0) {
                return;
            }
            final long[] maker = orders.get(m);
            final boolean crosses = taker[SIDE] == 0 ? maker[PRICE] <= taker[PRICE] : maker[PRICE] >= taker[PRICE];
            if (!crosses) {
                return;
            }
            final long fill = Math.min(taker[REMAINING], maker[REMAINING]);
            maker[REMAINING] -= fill;
            taker[REMAINING] -= fill;
            lastTrade = maker[PRICE];
            listener.onTrade(maker[ID], maker[UID], taker[ID], taker[UID], side(taker), maker[PRICE], fill,
                    maker[REMAINING], taker[REMAINING], timestamp);
            if (maker[REMAINING] == 0) {
                orders.remove(m);
            }
        }
    }

    private void rest(final long[] order, final long timestamp) {
        order[SEQ] = ++seq;
        orders.add(order);
        listener.onRested(order[ID], order[UID], side(order), order[PRICE], order[REMAINING], order[REMAINING],
                timestamp);
    }

    private int bestIndex(final int side) {
        int best = -1;
        for (int i = 0; i < orders.size(); i++) {
            final long[] o = orders.get(i);
            if (o[SIDE] != side) {
                continue;
            }
            if (best < 0) {
                best = i;
                continue;
            }
            final long[] b = orders.get(best);
            final boolean better = side == 0 ? o[PRICE] > b[PRICE] : o[PRICE] < b[PRICE];
            if (better || (o[PRICE] == b[PRICE] && o[SEQ] < b[SEQ])) {
                best = i;
            }
        }
        return best;
    }

    private int owned(final int i, final long orderId, final long uid, final long timestamp) {
        final int code = i < 0 ? ResultCode.UNKNOWN_ORDER_ID
                : orders.get(i)[UID] != uid ? ResultCode.NOT_ORDER_OWNER : ResultCode.SUCCESS;
        if (code != ResultCode.SUCCESS) {
            listener.onRejected(orderId, uid, code, timestamp);
        }
        return code;
    }

    private int find(final long orderId) {
        for (int i = 0; i < orders.size(); i++) {
            if (orders.get(i)[ID] == orderId) {
                return i;
            }
        }
        return -1;
    }

    private void clock(final long timestamp) {
        if (timestamp <= lastTimestamp) {
            throw new IllegalStateException("timestamp " + timestamp + " after " + lastTimestamp);
        }
        lastTimestamp = timestamp;
    }

    private static Side side(final long[] order) {
        return Side.fromCode((int) order[SIDE]);
    }

    @Override
    public long lastTradePrice() {
        return lastTrade;
    }

    @Override
    public long bestBidPrice() {
        final int i = bestIndex(0);
        return i < 0 ? 0 : orders.get(i)[PRICE];
    }

    @Override
    public long bestAskPrice() {
        final int i = bestIndex(1);
        return i < 0 ? 0 : orders.get(i)[PRICE];
    }

    @Override
    public int restingOrderCount() {
        return orders.size();
    }

    @Override
    public int pendingStopCount() {
        return 0;
    }

    @Override
    public int reduce(final long orderId, final long uid, final long reduceBy, final long timestamp) {
        throw new UnsupportedOperationException("test book");
    }

    @Override
    public int replace(final long orderId, final long uid, final long newPrice, final long newSize,
            final long timestamp) {
        throw new UnsupportedOperationException("test book");
    }

    @Override
    public int massCancel(final long uid, final long timestamp) {
        throw new UnsupportedOperationException("test book");
    }

    @Override
    public void advanceTime(final long timestamp) {
        throw new UnsupportedOperationException("test book");
    }

    @Override
    public void fillL2(final int depth, final long asOf, final L2Snapshot out) {
        throw new UnsupportedOperationException("test book");
    }

    @Override
    public long nextExpiry() {
        throw new UnsupportedOperationException("test book");
    }

    @Override
    public void forEachOrder(final long uid, final OrderVisitor visitor) {
        throw new UnsupportedOperationException("test book");
    }

    @Override
    public void forEachOrder(final OrderVisitor visitor) {
        throw new UnsupportedOperationException("test book");
    }

    @Override
    public long stateHash() {
        throw new UnsupportedOperationException("test book");
    }

    @Override
    public void checkInvariants() {
        throw new UnsupportedOperationException("test book");
    }
}
