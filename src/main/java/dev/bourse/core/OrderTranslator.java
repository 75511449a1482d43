package dev.bourse.core;

import dev.bourse.api.AmendRequest;
import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import java.util.concurrent.CompletableFuture;

/**
 * Translates the order calls of {@link dev.bourse.api.ExchangeApi} (place, cancel, move, reduce, replace, mass cancel,
 * on both paths) into ring slots: checks the ids and enums that must be present, claims, writes the primitives and
 * publishes. Each enum is decoded to its ordinal here, once; the stages read ordinals.
 *
 * <p>The {@code try*} path allocates nothing: no future, no boxing; the outcome reaches the listener with the
 * caller's correlation id.
 *
 * <p>Thread-safety: any number of producer threads (the {@link RingPublisher} orders them).
 */
final class OrderTranslator {
    private final RingPublisher publisher;
    private final int defaultStp;

    /**
     * @param publisher  the ring's producers' protocol
     * @param defaultStp the {@link StpMode} ordinal of a place that names none
     */
    OrderTranslator(final RingPublisher publisher, final int defaultStp) {
        this.publisher = publisher;
        this.defaultStp = defaultStp;
    }

    private static boolean badIds(final long uid, final long symbol, final long orderId) {
        return uid <= 0 || symbol <= 0 || orderId <= 0;
    }

    /**
     * The seven fields most orders need, on the future path.
     *
     * @return the command's future, or one refused before the ring
     */
    CompletableFuture<CommandResult> place(final long uid, final long symbol, final long orderId, final Side side,
            final OrderType type, final long price, final long size) {
        if (badIds(uid, symbol, orderId) || side == null || type == null) {
            return RingPublisher.refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = publisher.claim();
        if (seq < 0) {
            return RingPublisher.refused((int) seq);
        }
        final CommandSlot s = publisher.slot(seq);
        writeOrder(s, uid, symbol, orderId, side, type, price, size);
        s.setStp(defaultStp);
        return publisher.submit(seq, new CompletableFuture<>());
    }

    /**
     * @return the command's future, or one refused before the ring
     */
    CompletableFuture<CommandResult> place(final OrderRequest order) {
        if (refusedBeforeRing(order)) {
            return RingPublisher.refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = publisher.claim();
        if (seq < 0) {
            return RingPublisher.refused((int) seq);
        }
        writePlace(publisher.slot(seq), order);
        return publisher.submit(seq, new CompletableFuture<>());
    }

    /**
     * @return the ring sequence, or a negative {@link ResultCode}
     */
    long tryPlace(final long correlationId, final OrderRequest order) {
        if (refusedBeforeRing(order)) {
            return ResultCode.INVALID_ARGUMENT;
        }
        final long seq = publisher.claim();
        if (seq >= 0) {
            final CommandSlot s = publisher.slot(seq);
            writePlace(s, order);
            s.setCorrelationId(correlationId);
            publisher.publish(seq);
        }
        return seq;
    }

    private static boolean refusedBeforeRing(final OrderRequest o) {
        return o == null || badIds(o.uid(), o.symbol(), o.orderId()) || o.side() == null || o.type() == null
                || o.commandId() < 0;
    }

    /**
     * An order command other than a place (CANCEL, MOVE, REDUCE, REPLACE, MASS_CANCEL) on the future path.
     *
     * @return the command's future, or one refused before the ring
     */
    CompletableFuture<CommandResult> amend(final int type, final long uid, final long symbol, final long orderId,
            final long size, final long newPrice, final long newSize) {
        if (badIds(uid, symbol, type == CommandType.MASS_CANCEL ? 1 : orderId)) {
            return RingPublisher.refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = publisher.claim();
        if (seq < 0) {
            return RingPublisher.refused((int) seq);
        }
        writeAmend(publisher.slot(seq), type, uid, symbol, orderId, size, newPrice, newSize);
        return publisher.submit(seq, new CompletableFuture<>());
    }

    /**
     * An order command other than a place (CANCEL, MOVE, REDUCE, REPLACE, MASS_CANCEL) on the zero-allocation path.
     *
     * @return the ring sequence, or a negative {@link ResultCode}
     */
    long tryAmend(final long correlationId, final int type, final long uid, final long symbol, final long orderId,
            final long size, final long newPrice, final long newSize) {
        if (badIds(uid, symbol, type == CommandType.MASS_CANCEL ? 1 : orderId)) {
            return ResultCode.INVALID_ARGUMENT;
        }
        final long seq = publisher.claim();
        if (seq >= 0) {
            final CommandSlot s = publisher.slot(seq);
            writeAmend(s, type, uid, symbol, orderId, size, newPrice, newSize);
            s.setCorrelationId(correlationId);
            publisher.publish(seq);
        }
        return seq;
    }

    /**
     * An {@link AmendRequest} on the future path.
     *
     * @return the command's future, or one refused before the ring
     */
    CompletableFuture<CommandResult> amend(final AmendRequest r) {
        if (r == null || r.check() != ResultCode.SUCCESS) {
            return RingPublisher.refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = publisher.claim();
        if (seq < 0) {
            return RingPublisher.refused((int) seq);
        }
        writeAmend(publisher.slot(seq), r);
        return publisher.submit(seq, new CompletableFuture<>());
    }

    /**
     * An {@link AmendRequest} on the zero-allocation path.
     *
     * @return the ring sequence, or a negative {@link ResultCode}
     */
    long tryAmend(final long correlationId, final AmendRequest r) {
        if (r == null || r.check() != ResultCode.SUCCESS) {
            return ResultCode.INVALID_ARGUMENT;
        }
        final long seq = publisher.claim();
        if (seq >= 0) {
            final CommandSlot s = publisher.slot(seq);
            writeAmend(s, r);
            s.setCorrelationId(correlationId);
            publisher.publish(seq);
        }
        return seq;
    }

    private static void writeAmend(final CommandSlot s, final AmendRequest r) {
        switch (r.action()) {
            case CANCEL:
                writeAmend(s, CommandType.CANCEL, r.uid(), r.symbol(), r.orderId(), 0, 0, 0);
                break;
            case MOVE:
                writeAmend(s, CommandType.MOVE, r.uid(), r.symbol(), r.orderId(), 0, r.price(), 0);
                break;
            case REDUCE:
                writeAmend(s, CommandType.REDUCE, r.uid(), r.symbol(), r.orderId(), r.size(), 0, 0);
                break;
            case REPLACE:
                writeAmend(s, CommandType.REPLACE, r.uid(), r.symbol(), r.orderId(), 0, r.price(), r.size());
                break;
            default:
                writeAmend(s, CommandType.MASS_CANCEL, r.uid(), r.symbol(), 0, 0, 0, 0);
                break;
        }
        s.setTxId(r.commandId());
        s.setIdempotencyKey(r.idempotencyKey());
        s.setRequestHash(r.requestHash());
    }

    private void writePlace(final CommandSlot s, final OrderRequest o) {
        writeOrder(s, o.uid(), o.symbol(), o.orderId(), o.side(), o.type(), o.price(), o.size());
        s.setReservePrice(o.reservePrice());
        s.setDisplaySize(o.displaySize());
        s.setTriggerPrice(o.triggerPrice());
        s.setExpireAt(o.expireAt());
        s.setStp(o.stp() == null ? defaultStp : o.stp().ordinal());
        s.setTxId(o.commandId());
        s.setIdempotencyKey(o.idempotencyKey());
        s.setRequestHash(o.requestHash());
    }

    private static void writeOrder(final CommandSlot s, final long uid, final long symbol, final long orderId,
            final Side side, final OrderType type, final long price, final long size) {
        s.setType(CommandType.PLACE);
        s.setUid(uid);
        s.setSymbol(symbol);
        s.setOrderId(orderId);
        s.setSide(side.ordinal());
        s.setOrderType(type.ordinal());
        s.setPrice(price);
        s.setSize(size);
    }

    private static void writeAmend(final CommandSlot s, final int type, final long uid, final long symbol,
            final long orderId, final long size, final long newPrice, final long newSize) {
        s.setType(type);
        s.setUid(uid);
        s.setSymbol(symbol);
        s.setOrderId(orderId);
        s.setSize(size);
        s.setNewPrice(newPrice);
        s.setNewSize(newSize);
    }
}
