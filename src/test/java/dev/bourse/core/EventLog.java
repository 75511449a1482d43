package dev.bourse.core;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.Side;
import dev.bourse.command.CommandType;
import dev.bourse.orderbook.OrderBookListener;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Records events as strings, either from the core ({@link ExchangeListener}) or straight from books
 * ({@link OrderBookListener}, with the symbol set by the caller), in one format, so whole lists can be compared.
 */
final class EventLog implements ExchangeListener, OrderBookListener {
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());
    private long symbol;

    void symbol(final long value) {
        symbol = value;
    }

    List<String> lines() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    void add(final String line) {
        lines.add(line);
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long sym, final long orderId, final int resultCode, final long timestamp) {
        lines.add(sym + " RESULT " + CommandType.name(commandType) + " uid=" + uid + " id=" + orderId + " "
                + dev.bourse.api.ResultCode.name(resultCode) + " ts=" + timestamp);
    }

    @Override
    public void onTrade(final long sequence, final long tradeId, final long sym, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide,
            final long price, final long size, final long makerRemaining, final long takerRemaining,
            final long makerFee, final long takerFee, final long timestamp) {
        trade(sym, makerOrderId, makerUid, takerOrderId, takerUid, takerSide, price, size, makerRemaining,
                takerRemaining, timestamp);
    }

    @Override
    public void onTrade(final long makerOrderId, final long makerUid, final long takerOrderId, final long takerUid,
            final Side takerSide, final long price, final long size, final long makerRemaining,
            final long takerRemaining, final long timestamp) {
        trade(symbol, makerOrderId, makerUid, takerOrderId, takerUid, takerSide, price, size, makerRemaining,
                takerRemaining, timestamp);
    }

    private void trade(final long sym, final long makerOrderId, final long makerUid, final long takerOrderId,
            final long takerUid, final Side takerSide, final long price, final long size, final long makerRemaining,
            final long takerRemaining, final long timestamp) {
        lines.add(sym + " TRADE " + makerOrderId + "/" + makerUid + " " + takerOrderId + "/" + takerUid + " "
                + takerSide + " " + size + "@" + price + " left " + makerRemaining + "/" + takerRemaining
                + " ts=" + timestamp);
    }

    @Override
    public void onRested(final long sequence, final long sym, final long orderId, final long uid, final Side side,
            final long price, final long remaining, final long visible, final long timestamp) {
        lines.add(sym + " RESTED " + orderId + "/" + uid + " " + side + " " + remaining + "(" + visible + ")@"
                + price + " ts=" + timestamp);
    }

    @Override
    public void onRested(final long orderId, final long uid, final Side side, final long price, final long remaining,
            final long visible, final long timestamp) {
        onRested(0, symbol, orderId, uid, side, price, remaining, visible, timestamp);
    }

    @Override
    public void onCancelled(final long sequence, final long sym, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining,
            final CancelReason reason, final long timestamp) {
        lines.add(sym + " CANCELLED " + orderId + "/" + uid + " " + side + " " + cancelledSize + "@" + price
                + " left " + remaining + " " + reason + " ts=" + timestamp);
    }

    @Override
    public void onCancelled(final long orderId, final long uid, final Side side, final long price,
            final long cancelledSize, final long remaining, final CancelReason reason, final long timestamp) {
        onCancelled(0, symbol, orderId, uid, side, price, cancelledSize, remaining, reason, timestamp);
    }

    @Override
    public void onAmended(final long sequence, final long sym, final long orderId, final long uid, final Side side,
            final long oldPrice, final long newPrice, final long oldRemaining, final long newRemaining,
            final boolean priorityKept, final long timestamp) {
        lines.add(sym + " AMENDED " + orderId + "/" + uid + " " + side + " " + oldRemaining + "@" + oldPrice + " -> "
                + newRemaining + "@" + newPrice + " kept=" + priorityKept + " ts=" + timestamp);
    }

    @Override
    public void onAmended(final long orderId, final long uid, final Side side, final long oldPrice,
            final long newPrice, final long oldRemaining, final long newRemaining, final boolean priorityKept,
            final long timestamp) {
        onAmended(0, symbol, orderId, uid, side, oldPrice, newPrice, oldRemaining, newRemaining, priorityKept,
                timestamp);
    }

    @Override
    public void onStopAccepted(final long sequence, final long sym, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long size, final long timestamp) {
        lines.add(sym + " STOP " + orderId + "/" + uid + " " + side + " " + size + " trig " + triggerPrice
                + " ts=" + timestamp);
    }

    @Override
    public void onStopAccepted(final long orderId, final long uid, final Side side, final long triggerPrice,
            final long size, final long timestamp) {
        onStopAccepted(0, symbol, orderId, uid, side, triggerPrice, size, timestamp);
    }

    @Override
    public void onStopTriggered(final long sequence, final long sym, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long lastTradePrice, final long timestamp) {
        lines.add(sym + " TRIGGERED " + orderId + "/" + uid + " " + side + " trig " + triggerPrice + " last "
                + lastTradePrice + " ts=" + timestamp);
    }

    @Override
    public void onStopTriggered(final long orderId, final long uid, final Side side, final long triggerPrice,
            final long lastTradePrice, final long timestamp) {
        onStopTriggered(0, symbol, orderId, uid, side, triggerPrice, lastTradePrice, timestamp);
    }

    @Override
    public void onRejected(final long sequence, final long sym, final long orderId, final long uid,
            final int resultCode, final long timestamp) {
        lines.add(sym + " REJECTED " + orderId + "/" + uid + " " + dev.bourse.api.ResultCode.name(resultCode)
                + " ts=" + timestamp);
    }

    @Override
    public void onRejected(final long orderId, final long uid, final int resultCode, final long timestamp) {
        onRejected(0, symbol, orderId, uid, resultCode, timestamp);
    }
}
