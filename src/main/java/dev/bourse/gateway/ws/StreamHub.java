package dev.bourse.gateway.ws;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.api.EventConsumer;
import dev.bourse.api.Side;
import dev.bourse.api.StreamEvent;
import dev.bourse.gateway.rest.Decimals;
import dev.bourse.gateway.rest.Listing;
import dev.bourse.gateway.rest.OrderIds;
import dev.bourse.gateway.rest.Replies;
import dev.bourse.gateway.rest.SymbolCatalog;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.LongAdder;

/**
 * Turns the core's event stream into WebSocket messages: a {@code trade} per TRADE for the symbol's trade
 * subscribers, an {@code l2} delta (absolute level values) per event that changed a level for its L2 subscribers, and
 * an {@code order} event to the member(s) the event concerns. Records replayed from the journal at start are skipped.
 * After a gap (the stream overran this consumer) every L2 subscriber gets {@code {"type":"gap"}} and should
 * subscribe again.
 * <p>Thread-safety: {@link #onEvent} and {@link #onGap} run on the stream consumer's thread; sessions are added and
 * removed from Jetty threads.
 */
public final class StreamHub implements EventConsumer {
    private final List<ClientSession> sessions = new CopyOnWriteArrayList<>();
    private final SymbolCatalog catalog;
    private final LongAdder slow = new LongAdder();

    /**
     * @param catalog the listings, for the decimals
     */
    public StreamHub(final SymbolCatalog catalog) {
        this.catalog = catalog;
    }

    /** @param s a connected client */
    void add(final ClientSession s) {
        sessions.add(s);
    }

    /** @param s a disconnected client */
    void remove(final ClientSession s) {
        sessions.remove(s);
    }

    /** @return the counter a new session increments when it is closed as a slow consumer */
    LongAdder slowCounter() {
        return slow;
    }

    /** @return clients closed with 1008 because their queue filled, since the node started */
    public long slowDisconnects() {
        return slow.sum();
    }

    /** @return connected clients */
    public int sessions() {
        return sessions.size();
    }

    /** @return the connected clients, a live view (iterating it is safe while clients come and go) */
    List<ClientSession> all() {
        return sessions;
    }

    /**
     * Closes every session with 1001 (going away).
     *
     * @param reason the close reason
     */
    public void closeAll(final String reason) {
        for (final ClientSession s : sessions) {
            s.close(1001, reason);
        }
    }

    /**
     * @param key a market channel ({@link MarketChannelPublisher#key})
     * @return whether any client subscribed to it
     */
    boolean wantsFeed(final long key) {
        for (final ClientSession s : sessions) {
            if (s.wantsFeed(key)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Sends a market channel's update to its subscribers that have not seen it.
     *
     * @param key      the channel
     * @param position its position
     * @param message  the update
     */
    void feed(final long key, final long position, final String message) {
        for (final ClientSession s : sessions) {
            s.feed(key, position, message);
        }
    }

    @Override
    public void onEvent(final StreamEvent e) {
        if (e.isReplayed() || sessions.isEmpty()) {
            return;
        }
        final int kind = e.kind();
        if (kind == StreamEvent.RESULT) {
            return;
        }
        final Listing l = catalog.find(e.symbol());
        if (l == null) {
            return;
        }
        if (kind == StreamEvent.TRADE) {
            trade(e, l);
        }
        if (e.levelSide() != StreamEvent.NO_SIDE && e.levelVisible() != StreamEvent.UNKNOWN) {
            level(e, l);
        }
        order(e, l, e.uid(), e.orderId());
        if (kind == StreamEvent.TRADE) {
            order(e, l, e.takerUid(), e.takerOrderId());
        }
    }

    private void trade(final StreamEvent e, final Listing l) {
        final String m = Replies.object().put("type", "trade").put("symbol", e.symbol()).put("tradeId", e.tradeId())
                .put("price", Decimals.toText(e.price(), l.priceDecimals()))
                .put("size", Decimals.toText(e.size(), l.sizeDecimals())).put("takerSide", e.side().name())
                .put("sequence", e.sequence()).put("timestamp", e.timestamp()).toString();
        for (final ClientSession s : sessions) {
            if (s.trades().contains(e.symbol())) {
                s.offer(m);
            }
        }
    }

    private void level(final StreamEvent e, final Listing l) {
        final String m = Replies.object().put("type", "l2").put("symbol", e.symbol())
                .put("side", Side.values()[e.levelSide()].name())
                .put("price", Decimals.toText(e.levelPrice(), l.priceDecimals()))
                .put("size", Decimals.toText(e.levelVisible(), l.sizeDecimals())).put("orders", e.levelOrders())
                .put("sequence", e.sequence()).put("position", e.position()).toString();
        for (final ClientSession s : sessions) {
            if (s.wantsLevels(e.symbol())) {
                s.level(e.symbol(), e.sequence(), m);
            }
        }
    }

    private void order(final StreamEvent e, final Listing l, final long uid, final long orderId) {
        if (uid == 0) {
            return;
        }
        String m = null;
        for (final ClientSession s : sessions) {
            if (s.uid() == uid && s.wantsOrders()) {
                if (m == null) {
                    m = orderMessage(e, l, orderId);
                }
                s.offer(m);
            }
        }
    }

    private static String orderMessage(final StreamEvent e, final Listing l, final long orderId) {
        final ObjectNode o = Replies.object().put("type", "order")
                .put("event", StreamEvent.kindName(e.kind())).put("symbol", e.symbol()).put("orderId", orderId)
                .put("clientOrderId", OrderIds.clientOrderId(orderId))
                .put("price", Decimals.toText(e.price(), l.priceDecimals()))
                .put("size", Decimals.toText(e.size(), l.sizeDecimals())).put("sequence", e.sequence());
        if (e.kind() == StreamEvent.CANCELLED) {
            o.put("reason", e.cancelReason().name());
        }
        return o.toString();
    }

    @Override
    public void onGap(final long fromPosition, final long lostCount) {
        final String m = Replies.object().put("type", "gap").put("from", fromPosition).put("lost", lostCount)
                .toString();
        for (final ClientSession s : sessions) {
            s.offer(m);
        }
    }
}
