package dev.bourse.gateway.rest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.api.CommandResult;
import dev.bourse.api.Fill;
import dev.bourse.api.ResultCode;
import io.javalin.http.Context;

/**
 * Writes answers: a command's result with its HTTP status, JSON bodies, and refusals.
 * <p>Statuses of core results: SUCCESS 200; UNKNOWN_ORDER_ID 404; NOT_ORDER_OWNER 403; DUPLICATE_ORDER_ID,
 * DUPLICATE_TRANSACTION, USER_ALREADY_EXISTS, SYMBOL_ALREADY_EXISTS 409; INTERNAL_ERROR, JOURNAL_FAILED 500; every
 * other rejection 422 (the request was well formed; the core refused it). The body's {@code result} is the code's
 * name.
 * <p>Thread-safety: stateless.
 */
public final class Replies {
    private Replies() {
    }

    /** @return a new empty JSON object */
    public static ObjectNode object() {
        return JsonFields.MAPPER.createObjectNode();
    }

    /**
     * @param code a core result code
     * @return its HTTP status
     */
    public static int status(final int code) {
        switch (code) {
            case ResultCode.SUCCESS:
                return 200;
            case ResultCode.UNKNOWN_ORDER_ID:
                return 404;
            case ResultCode.NOT_ORDER_OWNER:
                return 403;
            case ResultCode.DUPLICATE_ORDER_ID:
            case ResultCode.DUPLICATE_TRANSACTION:
            case ResultCode.USER_ALREADY_EXISTS:
            case ResultCode.SYMBOL_ALREADY_EXISTS:
                return 409;
            case ResultCode.INTERNAL_ERROR:
            case ResultCode.JOURNAL_FAILED:
                return 500;
            default:
                return 422;
        }
    }

    /**
     * A command's result, with its fills in the listing's decimals when one is given.
     *
     * @param ctx     the request
     * @param r       the result
     * @param listing the symbol's listing, or null for a command without one
     * @return the body written, for callers that add to it before it is sent
     */
    public static ObjectNode result(final Context ctx, final CommandResult r, final Listing listing) {
        final ObjectNode o = object();
        o.put("result", ResultCode.name(r.resultCode()));
        o.put("sequence", r.sequence());
        if (listing != null && !r.fills().isEmpty()) {
            final ArrayNode fills = o.putArray("fills");
            for (final Fill f : r.fills()) {
                fills.addObject().put("tradeId", f.tradeId())
                        .put("price", Decimals.toText(f.price(), listing.priceDecimals()))
                        .put("size", Decimals.toText(f.size(), listing.sizeDecimals()))
                        .put("takerSide", f.takerSide().name());
            }
        }
        ctx.status(status(r.resultCode()));
        return o;
    }

    /**
     * @param ctx  the request
     * @param body the JSON to send
     */
    public static void send(final Context ctx, final ObjectNode body) {
        // Bytes, not a String: the server copies a String's stream one byte per call, which cost more than the JSON.
        final byte[] bytes;
        try {
            bytes = JsonFields.MAPPER.writeValueAsBytes(body);
        } catch (final JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serializes", e);
        }
        ctx.contentType("application/json").result(bytes);
    }

    /**
     * Answers a refusal: its status, Retry-After when it has one, and {@code {"error", "message"}}.
     *
     * @param ctx     the request
     * @param problem the refusal
     */
    public static void problem(final Context ctx, final ApiProblem problem) {
        if (problem.retryAfter() > 0) {
            ctx.header("Retry-After", Long.toString(problem.retryAfter()));
        }
        ctx.status(problem.status());
        send(ctx, object().put("error", problem.reason()).put("message", problem.getMessage()));
    }
}
