package dev.bourse.pipeline.fanout;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.Side;
import dev.bourse.api.StreamEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One text line per event, written alike from the in-thread listener's callbacks and from a decoded record, so that
 * what a consumer read can be compared with what the core reported, whole list against whole list.
 */
final class EventLines implements ExchangeListener {
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());

    List<String> lines() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    static String of(final StreamEvent e) {
        switch (e.kind()) {
            case EventDescriptor.RESULT:
                return result(e.correlationId(), e.commandType(), e.sequence(), e.uid(), e.symbol(), e.orderId(),
                        e.code(), e.timestamp());
            case EventDescriptor.TRADE:
                return trade(e.sequence(), e.tradeId(), e.symbol(), e.orderId(), e.uid(), e.takerOrderId(),
                        e.takerUid(), e.side(), e.price(), e.size(), e.remaining(), e.remaining2(), e.makerFee(),
                        e.takerFee(), e.timestamp());
            case EventDescriptor.RESTED:
                return order("RESTED", e) + " " + e.price() + " " + e.size() + "(" + e.remaining() + ")";
            case EventDescriptor.STOP_ACCEPTED:
                return order("STOP_ACCEPTED", e) + " " + e.price() + " " + e.size();
            case EventDescriptor.STOP_TRIGGERED:
                return order("STOP_TRIGGERED", e) + " " + e.price() + " " + e.price2();
            case EventDescriptor.CANCELLED:
                return order("CANCELLED", e) + " " + e.price() + " " + e.size() + " " + e.remaining() + " "
                        + e.cancelReason();
            case EventDescriptor.AMENDED:
                return order("AMENDED", e) + " " + e.price() + "->" + e.price2() + " " + e.size() + "->"
                        + e.remaining() + " " + e.priorityKept();
            case EventDescriptor.REJECTED:
                return e.sequence() + " " + e.symbol() + " REJECTED " + e.orderId() + "/" + e.uid() + " " + e.code()
                        + " ts=" + e.timestamp();
            default:
                return "? kind " + e.kind();
        }
    }

    private static String order(final String kind, final StreamEvent e) {
        return order(kind, e.sequence(), e.symbol(), e.orderId(), e.uid(), e.side(), e.timestamp());
    }

    private static String order(final String kind, final long sequence, final long symbol, final long orderId,
            final long uid, final Side side, final long timestamp) {
        return sequence + " " + symbol + " " + kind + " " + orderId + "/" + uid + " " + side + " ts=" + timestamp;
    }

    private static String result(final long correlationId, final int commandType, final long sequence,
            final long uid, final long symbol, final long orderId, final int resultCode, final long timestamp) {
        return sequence + " " + symbol + " RESULT " + commandType + " c=" + correlationId + " " + orderId + "/" + uid
                + " " + resultCode + " ts=" + timestamp;
    }

    private static String trade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide, final long price,
            final long size, final long makerRemaining, final long takerRemaining, final long makerFee,
            final long takerFee, final long timestamp) {
        return sequence + " " + symbol + " TRADE #" + tradeId + " " + makerOrderId + "/" + makerUid + " "
                + takerOrderId + "/" + takerUid + " " + takerSide + " " + size + "@" + price + " left "
                + makerRemaining + "/" + takerRemaining + " fees " + makerFee + "/" + takerFee + " ts=" + timestamp;
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long symbol, final long orderId, final int resultCode, final long timestamp) {
        lines.add(result(correlationId, commandType, sequence, uid, symbol, orderId, resultCode, timestamp));
    }

    @Override
    public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide, final long price,
            final long size, final long makerRemaining, final long takerRemaining, final long makerFee,
            final long takerFee, final long timestamp) {
        lines.add(trade(sequence, tradeId, symbol, makerOrderId, makerUid, takerOrderId, takerUid, takerSide, price,
                size, makerRemaining, takerRemaining, makerFee, takerFee, timestamp));
    }

    @Override
    public void onRested(final long sequence, final long symbol, final long orderId, final long uid, final Side side,
            final long price, final long remaining, final long visible, final long timestamp) {
        lines.add(order("RESTED", sequence, symbol, orderId, uid, side, timestamp) + " " + price + " " + remaining
                + "(" + visible + ")");
    }

    @Override
    public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining,
            final CancelReason reason, final long timestamp) {
        lines.add(order("CANCELLED", sequence, symbol, orderId, uid, side, timestamp) + " " + price + " "
                + cancelledSize + " " + remaining + " " + reason);
    }

    @Override
    public void onAmended(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long oldPrice, final long newPrice, final long oldRemaining,
            final long newRemaining, final boolean priorityKept, final long timestamp) {
        lines.add(order("AMENDED", sequence, symbol, orderId, uid, side, timestamp) + " " + oldPrice + "->" + newPrice
                + " " + oldRemaining + "->" + newRemaining + " " + priorityKept);
    }

    @Override
    public void onStopAccepted(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long size, final long timestamp) {
        lines.add(order("STOP_ACCEPTED", sequence, symbol, orderId, uid, side, timestamp) + " " + triggerPrice + " "
                + size);
    }

    @Override
    public void onStopTriggered(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long lastTradePrice, final long timestamp) {
        lines.add(order("STOP_TRIGGERED", sequence, symbol, orderId, uid, side, timestamp) + " " + triggerPrice + " "
                + lastTradePrice);
    }

    @Override
    public void onRejected(final long sequence, final long symbol, final long orderId, final long uid,
            final int resultCode, final long timestamp) {
        lines.add(sequence + " " + symbol + " REJECTED " + orderId + "/" + uid + " " + resultCode + " ts="
                + timestamp);
    }
}
