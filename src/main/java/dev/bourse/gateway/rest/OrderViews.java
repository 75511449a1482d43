package dev.bourse.gateway.rest;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.api.Side;
import dev.bourse.api.UserReport;
import dev.bourse.gateway.market.MemberLog;

/**
 * The JSON of an order and of a fill, in the listing's decimals.
 * <p>Thread-safety: stateless.
 */
public final class OrderViews {
    private OrderViews() {
    }

    /**
     * An open order as the core reports it ({@link UserReport.Order}): prices and sizes in the listing's decimals,
     * the held amount in its currency's, times in ns since the epoch.
     *
     * @param l            the order's listing
     * @param heldDecimals decimals of the order's held currency ({@link UserReport.Order#heldCurrency})
     * @param order        an open order from the core's report
     * @return {@code {symbol, orderId, clientOrderId, side, type, stp, price, size, filled, remaining, orderQty,
     *     visible, displaySize, triggerPrice, pendingStop, expireAt, reservePrice, heldCurrency, held, createdAt,
     *     timestamp}}; {@code orderQty} is filled + remaining (the size after amendments), {@code expireAt} is 0
     *     unless GTD, {@code reservePrice} "0" unless a spot bid
     */
    public static ObjectNode open(final Listing l, final int heldDecimals, final UserReport.Order order) {
        final int budget = order.type().isBudget() ? l.sizeDecimals() : 0;
        final int sd = l.sizeDecimals();
        return Replies.object().put("symbol", order.symbol()).put("orderId", order.orderId())
                .put("clientOrderId", OrderIds.clientOrderId(order.orderId())).put("side", order.side().name())
                .put("type", order.type().name()).put("stp", order.stpMode().name())
                .put("price", Decimals.toText(order.price(), l.priceDecimals() + budget))
                .put("size", Decimals.toText(order.size(), sd))
                .put("filled", Decimals.toText(order.filled(), sd))
                .put("remaining", Decimals.toText(order.remaining(), sd))
                .put("orderQty", Decimals.toText(order.orderQty(), sd))
                .put("visible", Decimals.toText(order.visible(), sd))
                .put("displaySize", Decimals.toText(order.displaySize(), sd))
                .put("triggerPrice", Decimals.toText(order.triggerPrice(), l.priceDecimals()))
                .put("pendingStop", order.pendingStop())
                .put("expireAt", order.expireAt())
                .put("reservePrice", Decimals.toText(order.reservePrice(), l.priceDecimals()))
                .put("heldCurrency", order.heldCurrency())
                .put("held", Decimals.toText(order.held(), heldDecimals))
                .put("createdAt", order.createdAt())
                .put("timestamp", order.timestamp());
    }

    /**
     * @param l     the order's listing
     * @param order a recent order's state
     * @return {@code {symbol, orderId, clientOrderId, side, price, filled, remaining, state, [reason], sequence,
     *     timestamp}}; side and price are absent until a report named them
     */
    public static ObjectNode order(final Listing l, final MemberLog.Order order) {
        final ObjectNode o = Replies.object().put("symbol", order.symbol()).put("orderId", order.orderId())
                .put("clientOrderId", OrderIds.clientOrderId(order.orderId()));
        if (order.side() >= 0) {
            o.put("side", Side.values()[order.side()].name());
        }
        if (order.price() > 0) {
            o.put("price", Decimals.toText(order.price(), l.priceDecimals()));
        }
        o.put("filled", Decimals.toText(order.filled(), l.sizeDecimals()))
                .put("remaining", Decimals.toText(order.remaining(), l.sizeDecimals()))
                .put("state", order.state().name());
        if (order.code() != 0) {
            o.put("reason", dev.bourse.api.ResultCode.name(order.code()));
        }
        return o.put("sequence", order.sequence()).put("timestamp", order.timestamp());
    }

    /**
     * @param l            the fill's listing
     * @param feeDecimals  decimals of the quote currency
     * @param fill         a fill
     * @return {@code {symbol, orderId, clientOrderId, side, price, size, fee, tradeId, liquidity, timestamp}}
     */
    public static ObjectNode fill(final Listing l, final int feeDecimals, final MemberLog.Fill fill) {
        return Replies.object().put("symbol", fill.symbol()).put("orderId", fill.orderId())
                .put("clientOrderId", OrderIds.clientOrderId(fill.orderId()))
                .put("side", Side.values()[fill.side()].name())
                .put("price", Decimals.toText(fill.price(), l.priceDecimals()))
                .put("size", Decimals.toText(fill.size(), l.sizeDecimals()))
                .put("fee", Decimals.toText(fill.fee(), feeDecimals))
                .put("tradeId", fill.tradeId()).put("liquidity", fill.maker() ? "MAKER" : "TAKER")
                .put("timestamp", fill.timestamp());
    }
}
