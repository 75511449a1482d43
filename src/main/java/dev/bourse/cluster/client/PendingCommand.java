package dev.bourse.cluster.client;

import dev.bourse.api.CommandEvent;
import dev.bourse.api.CommandResult;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A command sent and not yet acknowledged: its encoded message (kept for re-sending after a failover), what waits for
 * its answer (a future, or the listener with a correlation id for the {@code try*} forms) and the events received so
 * far from a many-part answer.
 *
 * <p>Thread-safety: created by a submitting thread, then owned by the client's agent thread.
 */
final class PendingCommand {
    final long commandId;
    final byte[] message;
    final CompletableFuture<CommandResult> result;
    final CompletableFuture<Long> stateHash;
    final long correlationId;
    final int commandType;
    final long uid;
    final long symbol;
    final long orderId;
    final List<CommandEvent> events = new ArrayList<>();
    /** Completed with a user report query's answer, or null; set before the command is queued. */
    CompletableFuture<UserReport> userReport;
    /** Completed with a totals query's answer, or null; set before the command is queued. */
    CompletableFuture<TotalsReport> totals;
    long sentAtNs;

    /**
     * @param commandId     the command id, &gt; 0, in submission order
     * @param message       the encoded ingress message
     * @param result        completed with the answer, or null
     * @param stateHash     completed with a state check's digest, or null
     * @param correlationId the caller's id for the listener
     * @param commandType   the command's type code for the listener ({@code dev.bourse.command.CommandType})
     * @param uid           the command's uid, for the listener
     * @param symbol        the command's symbol, for the listener
     * @param orderId       the command's order id, for the listener
     */
    PendingCommand(final long commandId, final byte[] message, final CompletableFuture<CommandResult> result,
            final CompletableFuture<Long> stateHash, final long correlationId, final int commandType,
            final long uid, final long symbol, final long orderId) {
        this.commandId = commandId;
        this.message = message;
        this.result = result;
        this.stateHash = stateHash;
        this.correlationId = correlationId;
        this.commandType = commandType;
        this.uid = uid;
        this.symbol = symbol;
        this.orderId = orderId;
    }

    /** @return the events received so far (a new unmodifiable copy) */
    List<CommandEvent> eventsCopy() {
        return events.isEmpty() ? List.of() : List.copyOf(events);
    }

    /**
     * Completes what waits with a code and no events (client closed, unreachable cluster).
     *
     * @param code the result code
     */
    void fail(final int code) {
        if (result != null) {
            result.complete(CommandResult.refused(code));
        }
        if (stateHash != null) {
            stateHash.completeExceptionally(new IllegalStateException("state check not answered: code " + code));
        }
        failQuery(code);
    }

    /**
     * Fails a user report or totals query with its code.
     *
     * @param code the result code
     */
    void failQuery(final int code) {
        if (userReport != null) {
            userReport.completeExceptionally(new IllegalStateException("user report not answered: code " + code));
        }
        if (totals != null) {
            totals.completeExceptionally(new IllegalStateException("totals not answered: code " + code));
        }
    }
}
