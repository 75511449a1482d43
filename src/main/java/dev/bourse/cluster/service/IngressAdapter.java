package dev.bourse.cluster.service;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.cluster.ClusterResultCode;
import dev.bourse.cluster.sbe.AccountCommandDecoder;
import dev.bourse.cluster.sbe.AmendOrderDecoder;
import dev.bourse.cluster.sbe.MessageHeaderDecoder;
import dev.bourse.cluster.sbe.PlaceOrderDecoder;
import dev.bourse.cluster.sbe.QueryDecoder;
import dev.bourse.cluster.sbe.StateCheckDecoder;
import dev.bourse.cluster.sbe.SymbolCommandDecoder;
import io.aeron.cluster.service.ClientSession;
import java.nio.ByteOrder;
import java.util.concurrent.CompletableFuture;
import org.agrona.DirectBuffer;

/**
 * Decodes the cluster protocol's ingress messages into calls on the core, after the exactly-once check: a message is
 * decoded, its (client id, command id) pair admitted by the {@link CommandDeduplicator} or answered
 * {@link ResultCode#DUPLICATE_COMMAND} (the core's code for a re-sent command), and the command run on the core in
 * the INLINE layout, so that its events and result reach the {@link EgressPublisher} before the call returns.
 *
 * <p>Orders, amends, deposits and withdrawals use the core's allocation-free {@code try*} methods; the rarer account
 * and symbol commands its future methods. A command the core refuses before its ring (INVALID_ARGUMENT) never reaches
 * the listener, so it is answered here with the code. A message too short for its template, of another schema or
 * with an unknown enum code is answered {@link ClusterResultCode#MALFORMED_COMMAND} when its ids can be read, and
 * counted. A {@code Query} (l2, userReport, totals) skips the exactly-once check, since it changes nothing (a re-sent
 * one is answered again), and is answered by the {@link QueryAnswerer}.
 *
 * <p>Thread-safety: the service thread only.
 */
final class IngressAdapter {
    private static final int IDS_LENGTH = 16;
    private static final short DEFAULT_STP = 255;

    private final MessageHeaderDecoder header = new MessageHeaderDecoder();
    private final PlaceOrderDecoder place = new PlaceOrderDecoder();
    private final AmendOrderDecoder amend = new AmendOrderDecoder();
    private final AccountCommandDecoder account = new AccountCommandDecoder();
    private final SymbolCommandDecoder symbol = new SymbolCommandDecoder();
    private final StateCheckDecoder check = new StateCheckDecoder();
    private final QueryDecoder query = new QueryDecoder();
    private final OrderRequest order = new OrderRequest();
    private final ExchangeApi core;
    private final CommandDeduplicator dedupe;
    private final EgressPublisher egress;
    private final StateChecks checks;
    private final QueryAnswerer queries;
    private final ExpiryRoutes routes;
    /** The client of the command being applied. */
    private long senderId;
    private long malformed;
    private long duplicates;
    private long admitted;

    /**
     * @param core   the core, INLINE, its listener {@code egress}
     * @param dedupe the exactly-once table
     * @param egress the answers
     * @param checks  runs and records state checks
     * @param queries answers queries
     * @param routes  learns where each user's expiries go
     */
    IngressAdapter(final ExchangeApi core, final CommandDeduplicator dedupe, final EgressPublisher egress,
            final StateChecks checks, final QueryAnswerer queries, final ExpiryRoutes routes) {
        this.routes = routes;
        this.core = core;
        this.dedupe = dedupe;
        this.egress = egress;
        this.checks = checks;
        this.queries = queries;
    }

    /**
     * Applies one ingress message.
     *
     * @param session   the sending session
     * @param now       the log time, ns
     * @param buffer    the message
     * @param offset    its start
     * @param length    its length in bytes
     */
    void onMessage(final ClientSession session, final long now, final DirectBuffer buffer, final int offset,
            final int length) {
        if (length < MessageHeaderDecoder.ENCODED_LENGTH + IDS_LENGTH) {
            malformed++;
            return;
        }
        header.wrap(buffer, offset);
        final long clientId = buffer.getLong(offset + MessageHeaderDecoder.ENCODED_LENGTH,
                ByteOrder.LITTLE_ENDIAN);
        final long commandId = buffer.getLong(offset + MessageHeaderDecoder.ENCODED_LENGTH + 8,
                ByteOrder.LITTLE_ENDIAN);
        egress.begin(session, clientId, commandId);
        if (header.schemaId() != PlaceOrderDecoder.SCHEMA_ID
                || length < MessageHeaderDecoder.ENCODED_LENGTH + header.blockLength()) {
            malformed++;
            egress.answer(ClusterResultCode.MALFORMED_COMMAND, now);
            return;
        }
        if (header.templateId() == QueryDecoder.TEMPLATE_ID) {
            egress.mute();
            query.wrap(buffer, offset + MessageHeaderDecoder.ENCODED_LENGTH, header.blockLength(), header.version());
            if (queries.answer(session, query, now) != ResultCode.SUCCESS) {
                malformed++;
                egress.begin(session, clientId, commandId);
                egress.answer(ClusterResultCode.MALFORMED_COMMAND, now);
            }
            return;
        }
        routes.onCommand(clientId, session.id());
        senderId = clientId;
        if (!dedupe.admit(clientId, commandId, now)) {
            duplicates++;
            egress.answer(ResultCode.DUPLICATE_COMMAND, now);
            return;
        }
        admitted++;
        final int body = offset + MessageHeaderDecoder.ENCODED_LENGTH;
        final int code = apply(header.templateId(), buffer, body, header.blockLength(), header.version(), now);
        if (code != ResultCode.SUCCESS) {
            if (code == ClusterResultCode.MALFORMED_COMMAND) {
                malformed++;
            }
            egress.answer(code, now);
        }
    }

    /** @return the result code to answer now, or SUCCESS when the core answered (through the listener) */
    private int apply(final int templateId, final DirectBuffer buffer, final int body, final int blockLength,
            final int version, final long now) {
        switch (templateId) {
            case PlaceOrderDecoder.TEMPLATE_ID:
                place.wrap(buffer, body, blockLength, version);
                return placeOrder();
            case AmendOrderDecoder.TEMPLATE_ID:
                amend.wrap(buffer, body, blockLength, version);
                return amendOrder();
            case AccountCommandDecoder.TEMPLATE_ID:
                account.wrap(buffer, body, blockLength, version);
                return accountCommand();
            case SymbolCommandDecoder.TEMPLATE_ID:
                symbol.wrap(buffer, body, blockLength, version);
                return symbolCommand();
            case StateCheckDecoder.TEMPLATE_ID:
                egress.mute();
                checks.run(now, admitted);
                return ResultCode.SUCCESS;
            default:
                return ClusterResultCode.MALFORMED_COMMAND;
        }
    }

    private int placeOrder() {
        final Side side = Side.fromCode(place.side());
        final OrderType type = OrderType.fromCode(place.orderType());
        final short stpCode = place.stp();
        final StpMode stp = stpCode == DEFAULT_STP ? null : StpMode.fromCode(stpCode);
        if (side == null || type == null || stpCode != DEFAULT_STP && stp == null) {
            return ClusterResultCode.MALFORMED_COMMAND;
        }
        order.clear().uid(place.uid()).symbol(place.symbol()).orderId(place.orderId()).side(side).type(type)
                .price(place.price()).size(place.size()).reservePrice(place.reservePrice())
                .displaySize(place.displaySize()).triggerPrice(place.triggerPrice()).expireAt(place.expireAt());
        if (stp != null) {
            order.stp(stp);
        }
        routes.onPlace(place.uid(), senderId);
        return refusal(core.tryPlace(0, order));
    }

    private int amendOrder() {
        final long uid = amend.uid();
        final long sym = amend.symbol();
        final long id = amend.orderId();
        switch (amend.action()) {
            case CANCEL: return refusal(core.tryCancel(0, uid, sym, id));
            case MOVE: return refusal(core.tryMove(0, uid, sym, id, amend.price()));
            case REDUCE: return refusal(core.tryReduce(0, uid, sym, id, amend.size()));
            case REPLACE: return refusal(core.tryReplace(0, uid, sym, id, amend.price(), amend.size()));
            case MASS_CANCEL: return refusal(core.tryMassCancel(0, uid, sym));
            default: return ClusterResultCode.MALFORMED_COMMAND;
        }
    }

    private int accountCommand() {
        final long uid = account.uid();
        switch (account.action()) {
            case DEPOSIT: return refusal(core.tryDeposit(0, uid, account.currency(), account.amount(),
                    account.txId()));
            case WITHDRAW: return refusal(core.tryWithdraw(0, uid, account.currency(), account.amount(),
                    account.txId()));
            case ADD_USER: return refusal(core.addUser(uid));
            case SUSPEND_USER: return refusal(core.suspendUser(uid));
            case RESUME_USER: return refusal(core.resumeUser(uid));
            default: return ClusterResultCode.MALFORMED_COMMAND;
        }
    }

    private int symbolCommand() {
        final SymbolType type = SymbolType.fromCode(symbol.symbolType());
        final TradingStatus status = TradingStatus.fromCode(symbol.status());
        if (type == null || status == null) {
            return ClusterResultCode.MALFORMED_COMMAND;
        }
        final SymbolSpec.Builder b = SymbolSpec.builder().symbolId(symbol.symbolId()).type(type)
                .baseCurrency(symbol.baseCurrency()).quoteCurrency(symbol.quoteCurrency())
                .baseScale(symbol.baseScale()).quoteScale(symbol.quoteScale()).takerFee(symbol.takerFee())
                .makerFee(symbol.makerFee()).marginBuy(symbol.marginBuy()).marginSell(symbol.marginSell())
                .minSize(symbol.minSize()).maxSize(symbol.maxSize()).maxNotional(symbol.maxNotional())
                .maxPrice(symbol.maxPrice()).priceBand(symbol.priceBand()).referencePrice(symbol.referencePrice())
                .status(status);
        final int valid = b.check();
        if (valid != ResultCode.SUCCESS) {
            return valid;
        }
        switch (symbol.action()) {
            case ADD_SYMBOL: return refusal(core.addSymbol(b.build()));
            case UPDATE_SYMBOL: return refusal(core.updateSymbol(b.build()));
            default: return ClusterResultCode.MALFORMED_COMMAND;
        }
    }

    /** A try method's negative return is a refusal before the ring; the listener never hears of it. */
    private static int refusal(final long sequenceOrCode) {
        return sequenceOrCode >= 0 ? ResultCode.SUCCESS : (int) sequenceOrCode;
    }

    /** A future completed with sequence 0 is a refusal before the ring (INLINE completes it before returning). */
    private static int refusal(final CompletableFuture<CommandResult> result) {
        final CommandResult r = result.getNow(null);
        return r != null && r.sequence() == 0 && !r.isSuccess() ? r.resultCode() : ResultCode.SUCCESS;
    }

    /** @return messages that could not be decoded */
    long malformed() {
        return malformed;
    }

    /** @return commands admitted by the exactly-once check (applied, or answered with a decoding error) */
    long admitted() {
        return admitted;
    }

    /** @param value commands admitted before, as a snapshot recorded them */
    void restoreAdmitted(final long value) {
        admitted = value;
    }

    /** @return duplicates refused */
    long duplicates() {
        return duplicates;
    }
}
