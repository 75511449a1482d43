package dev.bourse.gateway.binary;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.gateway.binary.sbe.CancelOrderDecoder;
import dev.bourse.gateway.binary.sbe.EnterOrderDecoder;
import dev.bourse.gateway.binary.sbe.MassCancelDecoder;
import dev.bourse.gateway.binary.sbe.MessageHeaderEncoder;
import dev.bourse.gateway.binary.sbe.RejectedEncoder;
import dev.bourse.gateway.binary.sbe.ReplaceOrderDecoder;
import dev.bourse.gateway.binary.sbe.RequestType;
import java.nio.ByteBuffer;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Turns the four order messages into the core's zero-allocation calls ({@code tryPlace}, {@code tryCancel},
 * {@code tryReplace}, {@code tryMassCancel}) with a {@link CommandTokens} correlation id, after the gateway's own
 * checks: a command id other than 0, the session's uid, an order id of the member's, room in flight, known enum
 * codes. A refusal before the core (those checks, or a negative answer of a {@code try*} call such as CORE_HALTED) is
 * a Rejected numbered into the member's sequence at once.
 * <p>Thread-safety: the gateway thread only.
 */
final class OrderSubmitter {
    private static final int STP_CORE_DEFAULT = 254;
    private final ExchangeApi api;
    private final OrderRequest request = new OrderRequest();
    private final EnterOrderDecoder enter = new EnterOrderDecoder();
    private final CancelOrderDecoder cancel = new CancelOrderDecoder();
    private final ReplaceOrderDecoder replace = new ReplaceOrderDecoder();
    private final MassCancelDecoder massCancel = new MassCancelDecoder();
    private final RejectedEncoder rejected = new RejectedEncoder();
    private final MessageHeaderEncoder header = new MessageHeaderEncoder();
    private final UnsafeBuffer scratch =
            new UnsafeBuffer(ByteBuffer.allocateDirect(FrameDescriptor.RESPONSE_SLOT_BYTES));

    OrderSubmitter(final ExchangeApi api) {
        this.api = api;
    }

    void enter(final MemberSession s, final DirectBuffer b, final int blockAt, final int blockLength,
            final int version) {
        enter.wrap(b, blockAt, blockLength, version);
        final long commandId = enter.commandId();
        final long uid = enter.uid();
        final long symbol = enter.symbol();
        final long orderId = enter.orderId();
        final int stpCode = enter.stpRaw();
        final Side side = Side.fromCode(enter.sideRaw());
        final OrderType type = OrderType.fromCode(enter.orderTypeRaw());
        final StpMode stp = stpCode == STP_CORE_DEFAULT ? null : StpMode.fromCode(stpCode);
        int code = check(s, commandId, uid, orderId, true);
        if (code == ResultCode.SUCCESS
                && (side == null || type == null || stpCode != STP_CORE_DEFAULT && stp == null)) {
            code = ResultCode.INVALID_ARGUMENT;
        }
        if (code == ResultCode.SUCCESS) {
            request.clear().uid(uid).symbol(symbol).orderId(orderId).side(side).type(type).price(enter.price())
                    .size(enter.size()).reservePrice(enter.reservePrice()).displaySize(enter.displaySize())
                    .triggerPrice(enter.triggerPrice()).expireAt(enter.expireAt()).stp(stp);
            final long token = s.nextToken(RequestType.ENTER.value());
            code = submitted(s, commandId, api.tryPlace(token, request));
            if (code == ResultCode.SUCCESS) {
                s.enteredIn(symbol);
            }
        }
        if (code != ResultCode.SUCCESS) {
            reject(s, commandId, symbol, orderId, code, RequestType.ENTER);
        }
    }

    void cancel(final MemberSession s, final DirectBuffer b, final int blockAt, final int blockLength,
            final int version) {
        cancel.wrap(b, blockAt, blockLength, version);
        final long commandId = cancel.commandId();
        final long uid = cancel.uid();
        final long symbol = cancel.symbol();
        final long orderId = cancel.orderId();
        int code = check(s, commandId, uid, orderId, true);
        if (code == ResultCode.SUCCESS) {
            code = submitted(s, commandId, api.tryCancel(s.nextToken(RequestType.CANCEL.value()), uid, symbol,
                    orderId));
        }
        if (code != ResultCode.SUCCESS) {
            reject(s, commandId, symbol, orderId, code, RequestType.CANCEL);
        }
    }

    void replace(final MemberSession s, final DirectBuffer b, final int blockAt, final int blockLength,
            final int version) {
        replace.wrap(b, blockAt, blockLength, version);
        final long commandId = replace.commandId();
        final long uid = replace.uid();
        final long symbol = replace.symbol();
        final long orderId = replace.orderId();
        int code = check(s, commandId, uid, orderId, true);
        if (code == ResultCode.SUCCESS) {
            code = submitted(s, commandId, api.tryReplace(s.nextToken(RequestType.REPLACE.value()), uid, symbol,
                    orderId, replace.newPrice(), replace.newSize()));
        }
        if (code != ResultCode.SUCCESS) {
            reject(s, commandId, symbol, orderId, code, RequestType.REPLACE);
        }
    }

    void massCancel(final MemberSession s, final DirectBuffer b, final int blockAt, final int blockLength,
            final int version) {
        massCancel.wrap(b, blockAt, blockLength, version);
        final long commandId = massCancel.commandId();
        final long uid = massCancel.uid();
        final long symbol = massCancel.symbol();
        int code = check(s, commandId, uid, 0, false);
        if (code == ResultCode.SUCCESS) {
            code = submitted(s, commandId, api.tryMassCancel(s.nextToken(RequestType.MASS_CANCEL.value()), uid,
                    symbol));
        }
        if (code != ResultCode.SUCCESS) {
            reject(s, commandId, symbol, 0, code, RequestType.MASS_CANCEL);
        }
    }

    /** Mass-cancels the member's orders in every symbol its session entered into; no answers, events only. */
    void cancelOnDisconnect(final MemberSession s) {
        final org.agrona.collections.LongHashSet.LongIterator it = s.symbols().iterator();
        while (it.hasNext()) {
            api.tryMassCancel(0, s.uid(), it.nextValue());
        }
        s.symbols().clear();
    }

    private static int check(final MemberSession s, final long commandId, final long uid, final long orderId,
            final boolean hasOrder) {
        if (commandId == 0) {
            return ResultCode.INVALID_ARGUMENT;
        }
        if (uid != s.uid()) {
            return GatewayResultCode.NOT_YOUR_USER;
        }
        if (hasOrder && (orderId >>> 32) != uid) {
            return GatewayResultCode.NOT_YOUR_ORDER;
        }
        return s.canSubmit() ? ResultCode.SUCCESS : GatewayResultCode.THROTTLED;
    }

    private static int submitted(final MemberSession s, final long commandId, final long ringSequence) {
        if (ringSequence < 0) {
            return (int) ringSequence;
        }
        s.submitted(commandId);
        return ResultCode.SUCCESS;
    }

    private void reject(final MemberSession s, final long commandId, final long symbol, final long orderId,
            final int code, final RequestType type) {
        rejected.wrapAndApplyHeader(scratch, 0, header).seq(0).commandId(commandId).coreSequence(0).timestamp(0)
                .symbol(symbol).orderId(orderId).code(code).requestType(type);
        s.append(scratch, 0, MessageHeaderEncoder.ENCODED_LENGTH + rejected.encodedLength(), commandId);
    }
}
