package dev.bourse.gateway.rest;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.api.CommandResult;
import io.javalin.http.Context;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Answers a request with a core command's result without a thread waiting for it. The HTTP thread submits the
 * command ({@link CoreGate#submit}) and returns to the server's pool; when the core answers, the answer is built and
 * written on one of the server's threads ({@code replies}), never on the core's thread that completed the future, so
 * the journal's thread (which releases GROUP_COMMIT results) does no JSON and no socket writes.
 *
 * <p>Why: with a thread blocked per request, the requests in flight are bounded by the server's threads, and with a
 * GROUP_COMMIT journal each waits a force or two (milliseconds), so throughput was bounded by threads over latency,
 * and hundreds of threads took turns on two cores. Now the requests in flight are bounded by {@link CoreGate}'s
 * slots alone.
 *
 * <p>Thread-safety: safe for concurrent use.
 */
public final class AsyncReplies {
    private final CoreGate gate;
    private final Executor replies;

    /**
     * @param gate    the door into the core
     * @param replies where answers are built and written: the HTTP server's thread pool
     */
    public AsyncReplies(final CoreGate gate, final Executor replies) {
        this.gate = gate;
        this.replies = replies;
    }

    /**
     * Submits a command and answers the request with what {@code answer} makes of its result. A refusal before the
     * core (503 BUSY, NOT_ACCEPTING) is thrown at once, as by {@link CoreGate#command}; one after it (RING_FULL and the
     * other codes {@link CoreGate#accepted} turns into 503) or an {@link ApiProblem} thrown by {@code answer} is
     * answered as a refusal.
     *
     * @param ctx    the request
     * @param call   submits the command
     * @param answer builds the body (and sets the status) from the accepted result
     * @throws ApiProblem 503 when the command cannot be submitted
     */
    public void command(final Context ctx, final Supplier<CompletableFuture<CommandResult>> call,
            final Function<CommandResult, ObjectNode> answer) {
        final CompletableFuture<CommandResult> result = gate.submit(call);
        ctx.future(() -> result.handleAsync((r, failure) -> {
            reply(ctx, r, failure, answer);
            return null;
        }, replies));
    }

    private void reply(final Context ctx, final CommandResult r, final Throwable failure,
            final Function<CommandResult, ObjectNode> answer) {
        try {
            if (failure != null) {
                final Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure;
                throw new ApiProblem(500, "INTERNAL_ERROR", "the core failed the call: " + cause);
            }
            Replies.send(ctx, answer.apply(gate.accepted(r)));
        } catch (final ApiProblem p) {
            Replies.problem(ctx, p);
        }
    }
}
