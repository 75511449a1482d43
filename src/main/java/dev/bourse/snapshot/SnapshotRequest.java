package dev.bourse.snapshot;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.command.CaptureProgress;
import dev.bourse.command.SnapshotControl;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A snapshot to cut after one command, carried in that command's slot
 * ({@link dev.bourse.command.CommandSlot#snapshot()}): grouping
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
final class SnapshotRequest implements SnapshotControl {
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
    @Override
    public void begin(final long seq, final long ts) {
        sequence = seq;
        timestamp = ts;
        cut = new SnapshotCut(seq, ts, taker.riskShards(), taker.matchingShards());
    }

    /** @return the cut, or null before {@link #begin} */
    @Override
    public SnapshotCut cut() {
        return cut;
    }

    @Override
    public CaptureProgress matching(final int shard, final MatchingShard matching) {
        if (cut == null) {
            return null;
        }
        cut.beginMatching(shard, matching);
        return cut;
    }

    @Override
    public CaptureProgress risk(final int shard, final RiskShard risk, final List<SymbolSpec> specs) {
        if (cut == null) {
            return null;
        }
        cut.beginRisk(shard, risk, specs);
        return cut;
    }

    @Override
    public void reported(final int resultCode, final boolean halted, final long trades) {
        taker.submit(this, resultCode, trades);
    }

    @Override
    public void abandon() {
        if (future != null) {
            future.complete(CommandResult.refused(ResultCode.CORE_HALTED));
        }
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
}
