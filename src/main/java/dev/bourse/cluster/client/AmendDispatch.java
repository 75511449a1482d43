package dev.bourse.cluster.client;

import dev.bourse.api.AmendRequest;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.ResultCode;
import java.util.concurrent.CompletableFuture;

/**
 * An {@link AmendRequest} turned into the client's own cancel, move, reduce, replace or mass cancel. The cluster
 * protocol numbers every command itself and carries no idempotency key, so a request with a key is refused with
 * INVALID_ARGUMENT rather than sent without the exactly-once it asks for. Stateless.
 */
final class AmendDispatch {
    private AmendDispatch() {
    }

    /** @return INVALID_ARGUMENT for a missing, unchecked or keyed request, else SUCCESS */
    static int refusal(final AmendRequest r) {
        return r == null || r.check() != ResultCode.SUCCESS || r.idempotencyKey() != 0
                ? ResultCode.INVALID_ARGUMENT : ResultCode.SUCCESS;
    }

    /**
     * @param api the client
     * @param r   the request
     * @return the future of the command it names, or a refused result
     */
    static CompletableFuture<CommandResult> amend(final ExchangeApi api, final AmendRequest r) {
        if (refusal(r) != ResultCode.SUCCESS) {
            return CompletableFuture.completedFuture(CommandResult.refused(ResultCode.INVALID_ARGUMENT));
        }
        switch (r.action()) {
            case CANCEL:
                return api.cancel(r.uid(), r.symbol(), r.orderId());
            case MOVE:
                return api.move(r.uid(), r.symbol(), r.orderId(), r.price());
            case REDUCE:
                return api.reduce(r.uid(), r.symbol(), r.orderId(), r.size());
            case REPLACE:
                return api.replace(r.uid(), r.symbol(), r.orderId(), r.price(), r.size());
            default:
                return api.massCancel(r.uid(), r.symbol());
        }
    }

    /**
     * @param api           the client
     * @param correlationId echoed to the listener
     * @param r             the request
     * @return what the try form of the command it names returns, or INVALID_ARGUMENT
     */
    static long tryAmend(final ExchangeApi api, final long correlationId, final AmendRequest r) {
        if (refusal(r) != ResultCode.SUCCESS) {
            return ResultCode.INVALID_ARGUMENT;
        }
        switch (r.action()) {
            case CANCEL:
                return api.tryCancel(correlationId, r.uid(), r.symbol(), r.orderId());
            case MOVE:
                return api.tryMove(correlationId, r.uid(), r.symbol(), r.orderId(), r.price());
            case REDUCE:
                return api.tryReduce(correlationId, r.uid(), r.symbol(), r.orderId(), r.size());
            case REPLACE:
                return api.tryReplace(correlationId, r.uid(), r.symbol(), r.orderId(), r.price(), r.size());
            default:
                return api.tryMassCancel(correlationId, r.uid(), r.symbol());
        }
    }
}
