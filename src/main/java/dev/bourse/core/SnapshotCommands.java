package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.SnapshotControl;
import dev.bourse.snapshot.SnapshotReport;
import dev.bourse.snapshot.SnapshotTaker;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The snapshot commands: an explicit snapshot request (at most {@link ExchangeApi#MAX_PENDING_SNAPSHOTS} in flight)
 * and the capture steps the snapshot taker publishes until a cut is complete. Cold path.
 *
 * <p>Thread-safety: {@link #request()} from any thread; {@link #publishStep} from the snapshot taker's thread.
 */
final class SnapshotCommands {
    private final RingPublisher publisher;
    /** Null when the core takes no snapshots. */
    private final SnapshotTaker snapshots;
    /** Explicit snapshots requested and not yet completed. */
    private final AtomicInteger pending = new AtomicInteger();

    /**
     * @param publisher the ring's producers' protocol
     * @param snapshots the snapshot taker, or null when the core takes no snapshots
     */
    SnapshotCommands(final RingPublisher publisher, final SnapshotTaker snapshots) {
        this.publisher = publisher;
        this.snapshots = snapshots;
    }

    /**
     * @return the request's future: SUCCESS once written; SNAPSHOT_FAILED at once when the core takes no snapshots,
     *     SNAPSHOT_BUSY when too many are in flight, or the core's refusal
     */
    CompletableFuture<CommandResult> request() {
        if (snapshots == null) {
            return RingPublisher.refused(ResultCode.SNAPSHOT_FAILED);
        }
        if (pending.incrementAndGet() > ExchangeApi.MAX_PENDING_SNAPSHOTS) {
            pending.decrementAndGet();
            return RingPublisher.refused(ResultCode.SNAPSHOT_BUSY);
        }
        final long seq = publisher.claim();
        if (seq < 0) {
            pending.decrementAndGet();
            return RingPublisher.refused((int) seq);
        }
        final CommandSlot s = publisher.slot(seq);
        s.setType(CommandType.SNAPSHOT);
        final CompletableFuture<CommandResult> f = new CompletableFuture<>();
        f.whenComplete((result, failure) -> pending.decrementAndGet());
        s.setSnapshot(snapshots.request(f));
        publisher.publish(seq);
        return f;
    }

    /**
     * Publishes one capture step, even while the core stops: a capture in progress must end before the threads stop.
     *
     * @param step the step
     */
    void publishStep(final SnapshotControl step) {
        final long seq = publisher.claimInternal();
        final CommandSlot slot = publisher.slot(seq);
        slot.setType(CommandType.SNAPSHOT_STEP);
        slot.setSnapshot(step);
        publisher.publish(seq);
    }

    /** @return the latest snapshot written, or null before the first one (or when the core takes no snapshots) */
    SnapshotReport last() {
        return snapshots == null ? null : snapshots.last();
    }

    /**
     * Tests: records each shard exports per capture step.
     *
     * @param records &gt; 0
     */
    void stepRecords(final int records) {
        if (snapshots != null) {
            snapshots.stepRecords(records);
        }
    }
}
