package dev.bourse.cli;

import java.io.PrintWriter;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.orderbook.OrderBookListener;

/**
 * Prints every book event as one readable line, naming users by a table of names indexed by uid. For demos and
 * debugging only: it formats strings for each event. Prices in ticks, sizes in lots.
 *
 * <p>Thread-safety: none; the book's thread only.
 */
public final class PrintingBookListener implements OrderBookListener {
    private final PrintWriter out;
    private final String[] names;

    /**
     * @param out   where lines go
     * @param names user names indexed by uid; a uid outside the table prints as {@code uid<n>}
     */
    public PrintingBookListener(final PrintWriter out, final String... names) {
        this.out = out;
        this.names = names.clone();
    }

    @Override
    public void onTrade(final long makerOrderId, final long makerUid, final long takerOrderId, final long takerUid,
            final Side takerSide, final long price, final long size, final long makerRemaining,
            final long takerRemaining, final long timestamp) {
        out.printf("    trade    %d @ %d  maker #%d %s (%d left), taker #%d %s %s (%d left)%n", size, price,
                makerOrderId, name(makerUid), makerRemaining, takerOrderId, name(takerUid), side(takerSide),
                takerRemaining);
    }

    @Override
    public void onRested(final long orderId, final long uid, final Side side, final long price, final long remaining,
            final long visible, final long timestamp) {
        out.printf("    rests    #%d %s %s %d @ %d%s%n", orderId, name(uid), side(side), remaining, price,
                visible < remaining ? " (iceberg, showing " + visible + ")" : "");
    }

    @Override
    public void onStopAccepted(final long orderId, final long uid, final Side side, final long triggerPrice,
            final long size, final long timestamp) {
        out.printf("    stop     #%d %s %s %d, waits for a trade at %d%n", orderId, name(uid), side(side), size,
                triggerPrice);
    }

    @Override
    public void onStopTriggered(final long orderId, final long uid, final Side side, final long triggerPrice,
            final long lastTradePrice, final long timestamp) {
        out.printf("    trigger  #%d %s %s: last trade %d reached %d%n", orderId, name(uid), side(side),
                lastTradePrice, triggerPrice);
    }

    @Override
    public void onCancelled(final long orderId, final long uid, final Side side, final long price,
            final long cancelledSize, final long remaining, final CancelReason reason, final long timestamp) {
        out.printf("    cancel   #%d %s %s %d @ %d (%s), %d left%n", orderId, name(uid), side(side), cancelledSize,
                price, reason.name().toLowerCase(java.util.Locale.ROOT), remaining);
    }

    @Override
    public void onAmended(final long orderId, final long uid, final Side side, final long oldPrice,
            final long newPrice, final long oldRemaining, final long newRemaining, final boolean priorityKept,
            final long timestamp) {
        out.printf("    amend    #%d %s %s %d @ %d -> %d @ %d%s%n", orderId, name(uid), side(side), oldRemaining,
                oldPrice, newRemaining, newPrice, priorityKept ? " (keeps priority)" : "");
    }

    @Override
    public void onRejected(final long orderId, final long uid, final int resultCode, final long timestamp) {
        out.printf("    reject   #%d %s: %s%n", orderId, name(uid), ResultCode.name(resultCode));
    }

    private String name(final long uid) {
        return uid >= 0 && uid < names.length && names[(int) uid] != null ? names[(int) uid] : "uid" + uid;
    }

    private static String side(final Side side) {
        return side == Side.BID ? "buy" : "sell";
    }
}
