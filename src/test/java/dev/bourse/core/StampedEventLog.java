package dev.bourse.core;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.command.CommandType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Records every event of a core with its sequence and timestamp, one line each, in the order reported. */
final class StampedEventLog implements ExchangeListener {
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());

    List<String> lines() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long symbol, final long orderId, final int resultCode, final long timestamp) {
        lines.add(sequence + "@" + timestamp + " RESULT " + CommandType.name(commandType) + " uid=" + uid + " sym="
                + symbol + " id=" + orderId + " " + ResultCode.name(resultCode));
    }

    @Override
    public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide, final long price,
            final long size, final long makerRemaining, final long takerRemaining, final long makerFee,
            final long takerFee, final long timestamp) {
        lines.add(sequence + "@" + timestamp + " TRADE #" + tradeId + " sym=" + symbol + " maker=" + makerOrderId
                + "/" + makerUid + " taker=" + takerOrderId + "/" + takerUid + " " + takerSide + " " + size + "@"
                + price + " left=" + makerRemaining + "/" + takerRemaining + " fees=" + makerFee + "/" + takerFee);
    }

    @Override
    public void onRested(final long sequence, final long symbol, final long orderId, final long uid, final Side side,
            final long price, final long remaining, final long visible, final long timestamp) {
        lines.add(sequence + "@" + timestamp + " RESTED sym=" + symbol + " id=" + orderId + " uid=" + uid + " "
                + side + " " + remaining + "@" + price);
    }

    @Override
    public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining,
            final CancelReason reason, final long timestamp) {
        lines.add(sequence + "@" + timestamp + " CANCELLED sym=" + symbol + " id=" + orderId + " uid=" + uid + " "
                + side + " " + cancelledSize + "@" + price + " left=" + remaining + " " + reason);
    }

    @Override
    public void onAmended(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long oldPrice, final long newPrice, final long oldRemaining,
            final long newRemaining, final boolean priorityKept, final long timestamp) {
        lines.add(sequence + "@" + timestamp + " AMENDED sym=" + symbol + " id=" + orderId + " " + oldRemaining + "@"
                + oldPrice + " -> " + newRemaining + "@" + newPrice + " kept=" + priorityKept);
    }

    @Override
    public void onRejected(final long sequence, final long symbol, final long orderId, final long uid,
            final int resultCode, final long timestamp) {
        lines.add(sequence + "@" + timestamp + " REJECTED sym=" + symbol + " id=" + orderId + " "
                + ResultCode.name(resultCode));
    }
}
