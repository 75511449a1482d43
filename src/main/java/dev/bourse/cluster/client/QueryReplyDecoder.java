package dev.bourse.cluster.client;

import dev.bourse.api.L2Book;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.cluster.sbe.L2AckDecoder;
import dev.bourse.cluster.sbe.TotalsAckDecoder;
import dev.bourse.cluster.sbe.UserReportAckDecoder;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the service's query answers (L2Ack, UserReportAck, TotalsAck, drawn in src/main/sbe/cluster-protocol.xml) back
 * into the API's report objects, equal to what an in-process core returns for the same state.
 *
 * <p>Thread-safety: stateless; each call reads the decoder it is given.
 */
final class QueryReplyDecoder {
    private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);

    private QueryReplyDecoder() {
    }

    /**
     * @param d an L2Ack, wrapped, not yet read past its fixed fields
     * @return the book's top (empty sides when the answer has no levels)
     */
    static L2Book l2(final L2AckDecoder d) {
        final L2AckDecoder.BidsDecoder bids = d.bids();
        final int nb = bids.count();
        final long[] bidPrices = new long[nb];
        final long[] bidSizes = new long[nb];
        final int[] bidOrders = new int[nb];
        for (int i = 0; i < nb; i++) {
            bids.next();
            bidPrices[i] = bids.price();
            bidSizes[i] = bids.size();
            bidOrders[i] = bids.orders();
        }
        final L2AckDecoder.AsksDecoder asks = d.asks();
        final int na = asks.count();
        final long[] askPrices = new long[na];
        final long[] askSizes = new long[na];
        final int[] askOrders = new int[na];
        for (int i = 0; i < na; i++) {
            asks.next();
            askPrices[i] = asks.price();
            askSizes[i] = asks.size();
            askOrders[i] = asks.orders();
        }
        return new L2Book(bidPrices, bidSizes, bidOrders, askPrices, askSizes, askOrders);
    }

    /**
     * @param d a UserReportAck, wrapped, not yet read past its fixed fields
     * @return the report
     */
    static UserReport userReport(final UserReportAckDecoder d) {
        final long uid = d.uid();
        final boolean exists = d.exists() == 1;
        final boolean suspended = d.suspended() == 1;
        final List<UserReport.Balance> balances = new ArrayList<>();
        for (final UserReportAckDecoder.BalancesDecoder b : d.balances()) {
            balances.add(new UserReport.Balance(b.currency(), b.balance(), b.held()));
        }
        final List<UserReport.Position> positions = new ArrayList<>();
        for (final UserReportAckDecoder.PositionsDecoder p : d.positions()) {
            positions.add(new UserReport.Position(p.symbol(), p.size(), p.openPriceSum(), p.pendingBuy(),
                    p.pendingSell()));
        }
        final List<UserReport.Order> orders = new ArrayList<>();
        for (final UserReportAckDecoder.OrdersDecoder o : d.orders()) {
            orders.add(new UserReport.Order(o.symbol(), o.orderId(), Side.fromCode(o.side()),
                    OrderType.fromCode(o.orderType()), StpMode.fromCode(o.stpMode()), o.price(), o.size(), o.filled(),
                    o.remaining(), o.visible(), o.displaySize(), o.triggerPrice(), o.pendingStop() == 1, o.expireAt(),
                    o.reservePrice(), o.heldCurrency(), o.held(), o.createdAt(), o.timestamp()));
        }
        return new UserReport(uid, exists, suspended, List.copyOf(balances), List.copyOf(positions),
                List.copyOf(orders));
    }

    /**
     * @param d a TotalsAck, wrapped, not yet read past its fixed fields
     * @return the totals
     * @throws IllegalArgumentException when a currency does not carry nine figures
     */
    static TotalsReport totals(final TotalsAckDecoder d) {
        final boolean cashViewsAgree = d.cashViewsAgree() == 1;
        final Map<Integer, BigInteger[]> currencies = new HashMap<>();
        for (final TotalsAckDecoder.CurrenciesDecoder c : d.currencies()) {
            final int currency = c.currency();
            final TotalsAckDecoder.CurrenciesDecoder.FiguresDecoder figures = c.figures();
            final BigInteger[] values = new BigInteger[figures.count()];
            for (int i = 0; i < values.length; i++) {
                figures.next();
                values[i] = BigInteger.valueOf(figures.high()).multiply(TWO_TO_64)
                        .add(BigInteger.valueOf(figures.low() >>> 1).shiftLeft(1))
                        .add(BigInteger.valueOf(figures.low() & 1));
            }
            currencies.put(currency, values);
        }
        final Map<Long, long[]> openInterest = new HashMap<>();
        for (final TotalsAckDecoder.OpenInterestDecoder oi : d.openInterest()) {
            openInterest.put(oi.symbol(), new long[] {oi.openLong(), oi.openShort()});
        }
        return new TotalsReport(currencies, openInterest, cashViewsAgree);
    }
}
