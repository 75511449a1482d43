package dev.bourse.pipeline;

import dev.bourse.api.CommandResult;
import dev.bourse.snapshot.SnapshotCut;
import java.util.concurrent.CompletableFuture;

/**
 * A snapshot to cut after one command, carried in that command's slot ({@link CommandSlot#snapshot}): grouping
 * {@link #begin}s it once the sequence is known, each matching shard and each risk shard (at settlement) copies its
 * state into the {@link SnapshotCut} after handling the command, and the results stage hands it to the
 * {@link SnapshotTaker}, which writes it and then completes the caller's future (explicit snapshots only).
 *
 * <p>Why this is a consistent cut without stopping the core: each shard handles commands in sequence order, so
 * its copy taken right after command S holds exactly the effects of commands 1..S, whatever the other shards are
 * doing at that moment.
 *
 * <p>Thread-safety: handed from stage to stage through the ring's sequences, which order every access.
 */
final class SnapshotRequest {
    private final SnapshotTaker taker;
    private final CompletableFuture<CommandResult> future;
    private SnapshotCut cut;

    /**
     * @param taker  writes the cut
     * @param future completed after the write, with the cut's sequence; null for a periodic snapshot
     */
    SnapshotRequest(final SnapshotTaker taker, final CompletableFuture<CommandResult> future) {
        this.taker = taker;
        this.future = future;
    }

    /** Grouping: the command's sequence and timestamp are now known. */
    void begin(final long sequence, final long timestamp) {
        cut = new SnapshotCut(sequence, timestamp, taker.riskShards(), taker.matchingShards());
    }

    SnapshotCut cut() {
        return cut;
    }

    CompletableFuture<CommandResult> future() {
        return future;
    }

    /**
     * Results stage: every shard is past the command; queue the write.
     *
     * @param resultCode the command's result code (JOURNAL_FAILED cancels the snapshot)
     * @param trades     trades reported through the command, so trade ids continue after a restore
     */
    void captured(final int resultCode, final long trades) {
        taker.submit(this, resultCode, trades);
    }
}
