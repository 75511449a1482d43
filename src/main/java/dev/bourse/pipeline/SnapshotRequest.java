package dev.bourse.pipeline;

import dev.bourse.api.CommandResult;
import dev.bourse.snapshot.SnapshotCut;
import java.util.concurrent.CompletableFuture;

/**
 * A snapshot to cut after one command, carried in that command's slot ({@link CommandSlot#snapshot}): grouping
 * {@link #begin}s it once the sequence is known,
 * each matching shard and each risk shard (at settlement) begins its incremental capture into the
 * {@link SnapshotCut} after handling the command, and the results stage hands it to the {@link SnapshotTaker},
 * which drives the capture to its end with step commands, writes it and then completes the caller's future
 * (explicit snapshots only).
 *
 * <p>Why this is a consistent cut without stopping the core: each shard handles commands in sequence order and
 * exports every record of the cut before any later command changes it, so its part holds exactly the effects of
 * commands 1..S, whatever the other shards are doing at that moment.
 *
 * <p>Thread-safety: handed from stage to stage through the ring's sequences, which order every access.
 */
final class SnapshotRequest {
    private final SnapshotTaker taker;
    private final CompletableFuture<CommandResult> future;
    private SnapshotCut cut;
    private long sequence;
    private long timestamp;

    /**
     * @param taker  writes the cut
     * @param future completed after the write, with the cut's sequence; null for a periodic snapshot
     */
    SnapshotRequest(final SnapshotTaker taker, final CompletableFuture<CommandResult> future) {
        this.taker = taker;
        this.future = future;
    }

    /**
     * Grouping: the command's sequence and timestamp are now known.
     *
     * @param seq the command's sequence
     * @param ts  its timestamp, ns
     */
    void begin(final long seq, final long ts) {
        sequence = seq;
        timestamp = ts;
        cut = new SnapshotCut(seq, ts, taker.riskShards(), taker.matchingShards());
    }

    /** @return the cut, or null before {@link #begin} */
    SnapshotCut cut() {
        return cut;
    }

    long sequence() {
        return sequence;
    }

    long timestamp() {
        return timestamp;
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
