package dev.bourse.gateway.fix;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import quickfix.SessionID;

/**
 * A member's orders entered over FIX: live orders by core order id and by every ClOrdID of their chains, and the
 * most recent finished orders by ClOrdID (at most a configured number, the oldest forgotten first) for the duplicate
 * check and status requests. Core order ids are {@code uid × 2^32 + 2^31 + n}: the upper half of the member's
 * client order id space, which the REST gateway's client order ids below 2^31 do not reach when members keep to it
 * ({@code docs/fix.md}).
 * <p>Thread-safety: every method must be called holding this object's monitor ({@code synchronized (member)}); the
 * session adapter and the report publisher take it.
 */
final class MemberOrders {
    /** The first FIX client order id: the upper half of the 32-bit client order id space. */
    static final long FIX_ID_BASE = 1L << 31;
    private static final long FIX_ID_MASK = FIX_ID_BASE - 1;
    final FixMember member;
    final SessionID session;
    private final Map<Long, FixOrder> live = new HashMap<>();
    private final Map<String, FixOrder> byClOrdId = new HashMap<>();
    private final Map<String, FixOrder> finished;
    private long next;

    MemberOrders(final FixMember member, final SessionID session, final int recentClOrdIds) {
        this.member = member;
        this.session = session;
        this.finished = new LinkedHashMap<>(16, 0.75f, false) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(final Map.Entry<String, FixOrder> eldest) {
                return size() > recentClOrdIds;
            }
        };
    }

    /**
     * @return a core order id for a new order of this member: unique among its live orders
     */
    long nextOrderId() {
        long id;
        do {
            next = (next + 1) & FIX_ID_MASK;
            id = (member.uid() << 32) | FIX_ID_BASE | next;
        } while (next == 0 || live.containsKey(id));
        return id;
    }

    /**
     * Moves the id counter past an order id the core already holds (recovered from its journal).
     *
     * @param orderId a live order id of this member
     */
    void seen(final long orderId) {
        if (orderId >>> 32 == member.uid() && (orderId & FIX_ID_BASE) != 0) {
            next = Math.max(next, orderId & FIX_ID_MASK);
        }
    }

    /**
     * @param clOrdId a ClOrdID
     * @return whether it names a live order or one of the recent finished ones
     */
    boolean isUsed(final String clOrdId) {
        return byClOrdId.containsKey(clOrdId) || finished.containsKey(clOrdId);
    }

    /**
     * @param order a new live order, under its ClOrdID
     */
    void add(final FixOrder order) {
        live.put(order.orderId, order);
        byClOrdId.put(order.clOrdId, order);
        order.chain.add(order.clOrdId);
    }

    /**
     * @param clOrdId another ClOrdID of a live order's chain (a replace's)
     * @param order   the order
     */
    void alias(final String clOrdId, final FixOrder order) {
        byClOrdId.put(clOrdId, order);
        order.chain.add(clOrdId);
    }

    /**
     * @param clOrdId a ClOrdID given to a replace the core refused: it names nothing any more, but stays used
     */
    void unalias(final String clOrdId) {
        final FixOrder o = byClOrdId.remove(clOrdId);
        if (o != null) {
            finished.put(clOrdId, o);
        }
    }

    /**
     * @param orderId a core order id
     * @return the live order, or null
     */
    FixOrder live(final long orderId) {
        return live.get(orderId);
    }

    /**
     * @param clOrdId a ClOrdID of the chain
     * @return the live order, or null
     */
    FixOrder liveByClOrdId(final String clOrdId) {
        return byClOrdId.get(clOrdId);
    }

    /**
     * @param clOrdId a ClOrdID of the chain
     * @return the live or recently finished order, or null
     */
    FixOrder anyByClOrdId(final String clOrdId) {
        final FixOrder o = byClOrdId.get(clOrdId);
        return o != null ? o : finished.get(clOrdId);
    }

    /** @return the number of live orders */
    int liveCount() {
        return live.size();
    }

    /**
     * The order left the book: it moves, with every ClOrdID of its chain, to the recent finished orders.
     *
     * @param order the order
     */
    void finish(final FixOrder order) {
        order.done = true;
        if (live.remove(order.orderId) == null) {
            return;
        }
        for (final String id : order.chain) {
            if (byClOrdId.remove(id) == order) {
                finished.put(id, order);
            }
        }
    }
}
