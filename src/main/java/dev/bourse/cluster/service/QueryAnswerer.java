package dev.bourse.cluster.service;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.L2Book;
import dev.bourse.api.ResultCode;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.cluster.ClusterResultCode;
import dev.bourse.cluster.sbe.L2AckEncoder;
import dev.bourse.cluster.sbe.MessageHeaderEncoder;
import dev.bourse.cluster.sbe.QueryDecoder;
import dev.bourse.cluster.sbe.TotalsAckEncoder;
import dev.bourse.cluster.sbe.UserReportAckEncoder;
import io.aeron.cluster.service.ClientSession;
import java.math.BigInteger;
import java.util.concurrent.CompletionException;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.IdleStrategy;

/**
 * Answers the cluster protocol's {@code Query} messages (l2, userReport, totals) from the core, in sequence with the
 * commands around them, on the egress of the session that asked. A query reads the state and changes none of it: it
 * is not deduplicated (a re-sent query is answered again) and raises no client's high-water mark, and the core's reads
 * leave its state digest as it was. Every node runs the query at the same place in the log; only the leader's answer
 * reaches the client.
 *
 * <p>An answer larger than {@link #MAX_ANSWER_BYTES} (a user with very many orders) is sent without its contents, with
 * {@link ClusterResultCode#ANSWER_TOO_LARGE}. A core that fails the read (halted) is answered with the code it names,
 * or {@link ResultCode#INTERNAL_ERROR}.
 *
 * <p>Thread-safety: the service thread only. Queries allocate (the core's reports are objects): they are rare.
 */
final class QueryAnswerer {
    /** Largest answer sent whole, bytes: below the egress stream's message limit (1/8 of its 4 MiB term). */
    static final int MAX_ANSWER_BYTES = 480 * 1024;
    /** Bytes one order takes in a UserReportAck (its group entry, rounded up). */
    private static final int ORDER_BYTES = 128;
    private static final int OFFER_ATTEMPTS = 3;
    private static final int FIGURES = 9;

    private final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(4096);
    private final MessageHeaderEncoder header = new MessageHeaderEncoder();
    private final L2AckEncoder l2 = new L2AckEncoder();
    private final UserReportAckEncoder user = new UserReportAckEncoder();
    private final TotalsAckEncoder totals = new TotalsAckEncoder();
    private final ExchangeApi core;
    private final IdleStrategy idle;
    private long dropped;

    /**
     * @param core the core, INLINE (its futures complete before the call returns)
     * @param idle what to do between offer attempts
     */
    QueryAnswerer(final ExchangeApi core, final IdleStrategy idle) {
        this.core = core;
        this.idle = idle;
    }

    /**
     * Runs one query and answers it.
     *
     * @param session   the asking session (null: nobody to answer)
     * @param query     the query, wrapped
     * @param now       the log time, ns
     * @return SUCCESS when answered, or MALFORMED_COMMAND for an unknown kind (the caller answers that)
     */
    int answer(final ClientSession session, final QueryDecoder query, final long now) {
        final long clientId = query.clientId();
        final long commandId = query.commandId();
        final int length;
        switch (query.kind()) {
            case L2:
                length = l2(clientId, commandId, query.symbol(), query.depth(), now);
                break;
            case USER_REPORT:
                length = userReport(clientId, commandId, query.uid());
                break;
            case TOTALS:
                length = totals(clientId, commandId);
                break;
            default:
                return ClusterResultCode.MALFORMED_COMMAND;
        }
        offer(session, length);
        return ResultCode.SUCCESS;
    }

    private int l2(final long clientId, final long commandId, final long symbol, final int depth, final long now) {
        CommandResult r;
        try {
            r = core.l2(symbol, depth).join();
        } catch (final CompletionException e) {
            r = CommandResult.refused(failure(e));
        }
        final L2Book book = r.l2();
        final int bids = book == null ? 0 : book.bidLevels();
        final int asks = book == null ? 0 : book.askLevels();
        l2.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId).sequence(r.sequence())
                .timestamp(now).resultCode(r.resultCode());
        final L2AckEncoder.BidsEncoder b = l2.bidsCount(bids);
        for (int i = 0; i < bids; i++) {
            b.next().price(book.bidPrice(i)).size(book.bidSize(i)).orders(book.bidOrders(i));
        }
        final L2AckEncoder.AsksEncoder a = l2.asksCount(asks);
        for (int i = 0; i < asks; i++) {
            a.next().price(book.askPrice(i)).size(book.askSize(i)).orders(book.askOrders(i));
        }
        if (l2.encodedLength() > MAX_ANSWER_BYTES) {
            l2.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId).sequence(r.sequence())
                    .timestamp(now).resultCode(ClusterResultCode.ANSWER_TOO_LARGE);
            l2.bidsCount(0);
            l2.asksCount(0);
        }
        return MessageHeaderEncoder.ENCODED_LENGTH + l2.encodedLength();
    }

    private int userReport(final long clientId, final long commandId, final long uid) {
        UserReport r = null;
        int code = ResultCode.SUCCESS;
        try {
            r = core.userReport(uid).join();
        } catch (final CompletionException e) {
            code = failure(e);
        }
        user.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId).uid(uid).resultCode(code)
                .exists((short) (r != null && r.exists() ? 1 : 0))
                .suspended((short) (r != null && r.suspended() ? 1 : 0));
        final UserReportAckEncoder.BalancesEncoder balances = user.balancesCount(r == null ? 0 : r.balances().size());
        if (r != null) {
            for (final UserReport.Balance x : r.balances()) {
                balances.next().balance(x.balance()).held(x.held()).currency(x.currency());
            }
        }
        final UserReportAckEncoder.PositionsEncoder positions = user.positionsCount(
                r == null ? 0 : r.positions().size());
        if (r != null) {
            for (final UserReport.Position p : r.positions()) {
                positions.next().symbol(p.symbol()).size(p.size()).openPriceSum(p.openPriceSum())
                        .pendingBuy(p.pendingBuy()).pendingSell(p.pendingSell());
            }
        }
        final int orderCount = r == null ? 0 : r.orders().size();
        final boolean fits = orderCount <= (MAX_ANSWER_BYTES - user.encodedLength()) / ORDER_BYTES;
        final UserReportAckEncoder.OrdersEncoder orders = user.ordersCount(fits ? orderCount : 0);
        if (r != null && fits) {
            for (final UserReport.Order o : r.orders()) {
                orders.next().symbol(o.symbol()).orderId(o.orderId()).price(o.price()).remaining(o.remaining())
                        .visible(o.visible()).triggerPrice(o.triggerPrice()).timestamp(o.timestamp())
                        .side((short) o.side().ordinal()).orderType((short) o.type().ordinal())
                        .pendingStop((short) (o.pendingStop() ? 1 : 0)).size(o.size()).filled(o.filled())
                        .displaySize(o.displaySize()).expireAt(o.expireAt()).reservePrice(o.reservePrice())
                        .held(o.held()).createdAt(o.createdAt()).heldCurrency(o.heldCurrency())
                        .stpMode((short) o.stpMode().ordinal());
            }
        }
        if (!fits) {
            user.resultCode(ClusterResultCode.ANSWER_TOO_LARGE);
        }
        return MessageHeaderEncoder.ENCODED_LENGTH + user.encodedLength();
    }

    private int totals(final long clientId, final long commandId) {
        TotalsReport r = null;
        int code = ResultCode.SUCCESS;
        try {
            r = core.totals().join();
        } catch (final CompletionException e) {
            code = failure(e);
        }
        int currencies = 0;
        int symbols = 0;
        if (r != null) {
            for (final int c : r.currencies()) {
                currencies++;
                for (final BigInteger f : r.exact(c)) {
                    if (f.bitLength() >= 128) {
                        code = ClusterResultCode.ANSWER_TOO_LARGE;
                    }
                }
            }
            for (final long s : r.symbols()) {
                symbols++;
            }
        }
        final boolean whole = r != null && code == ResultCode.SUCCESS;
        totals.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId).resultCode(code)
                .cashViewsAgree((short) (r != null && r.cashViewsAgree() ? 1 : 0));
        final TotalsAckEncoder.CurrenciesEncoder cs = totals.currenciesCount(whole ? currencies : 0);
        if (whole) {
            for (final int c : r.currencies()) {
                cs.next().currency(c);
                final TotalsAckEncoder.CurrenciesEncoder.FiguresEncoder fs = cs.figuresCount(FIGURES);
                for (final BigInteger f : r.exact(c)) {
                    fs.next().high(f.shiftRight(64).longValue()).low(f.longValue());
                }
            }
        }
        final TotalsAckEncoder.OpenInterestEncoder oi = totals.openInterestCount(whole ? symbols : 0);
        if (whole) {
            for (final long s : r.symbols()) {
                oi.next().symbol(s).openLong(r.openLong(s)).openShort(r.openShort(s));
            }
        }
        return MessageHeaderEncoder.ENCODED_LENGTH + totals.encodedLength();
    }

    private static int failure(final CompletionException e) {
        final String message = String.valueOf(e.getCause() == null ? e.getMessage() : e.getCause().getMessage());
        if (message.contains("CORE_HALTED")) {
            return ResultCode.CORE_HALTED;
        }
        if (message.contains("CORE_NOT_RUNNING")) {
            return ResultCode.CORE_NOT_RUNNING;
        }
        return ResultCode.INTERNAL_ERROR;
    }

    private void offer(final ClientSession session, final int length) {
        if (session == null) {
            return;
        }
        for (int attempt = 0; attempt < OFFER_ATTEMPTS; attempt++) {
            if (session.offer(buffer, 0, length) > 0) {
                return;
            }
            idle.idle();
        }
        dropped++;
    }

    /** @return answers dropped after back-pressure (the client asks again after its timeout) */
    long dropped() {
        return dropped;
    }
}
