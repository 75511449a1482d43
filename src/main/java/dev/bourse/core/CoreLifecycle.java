package dev.bourse.core;

import dev.bourse.journal.Journal;
import dev.bourse.pipeline.CoreHalt;
import dev.bourse.pipeline.PipelineWiring;
import dev.bourse.pipeline.StageErrors;
import dev.bourse.snapshot.SnapshotStore;
import dev.bourse.snapshot.WrittenSnapshot;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

/**
 * A core's one run, from start to stop, and what may happen only at a given point of it: recovery before the first
 * command, a point-in-time limit before the start, the recovered snapshot after the stop, a snapshot on demand while
 * it runs. {@link ExchangeCore} documents each step; this class keeps the order.
 *
 * <p>Thread-safety: the core's controlling thread, under the core's lock.
 */
final class CoreLifecycle {
    private final PipelineWiring wiring;
    private final RingPublisher publisher;
    private final CoreThreads threads;
    private final Recovery recovery;
    private final CoreHalt halt;
    private final StageErrors errors;
    private final Journal journal;
    /** No thread of the core's own publishes (no expiry timer, no snapshot taker): snapshots on demand may run. */
    private final boolean writesOnDemand;
    private boolean started;
    /** Set by the first stop: a core runs once. */
    private boolean stopped;

    /**
     * @param wiring         the pipeline
     * @param publisher      the ring's producers
     * @param threads        the core's threads
     * @param recovery       the first start's recovery
     * @param halt           the core's halt
     * @param errors         the core's error counter
     * @param journal        the journal, closed at the stop
     * @param writesOnDemand whether no thread of the core's own publishes commands
     */
    CoreLifecycle(final PipelineWiring wiring, final RingPublisher publisher, final CoreThreads threads,
            final Recovery recovery, final CoreHalt halt, final StageErrors errors, final Journal journal,
            final boolean writesOnDemand) {
        this.wiring = wiring;
        this.publisher = publisher;
        this.threads = threads;
        this.recovery = recovery;
        this.halt = halt;
        this.errors = errors;
        this.journal = journal;
        this.writesOnDemand = writesOnDemand;
    }

    /** See {@link ExchangeCore#start()}. */
    void start() {
        if (started) {
            return;
        }
        if (stopped) {
            throw new IllegalStateException("start after stop: this core was stopped and runs only once; create a new "
                    + "ExchangeCore, which recovers the state from the journal");
        }
        final boolean recovering = recovery.pending();
        final long afterSequence = recovering ? recovery.restoreSnapshot() : 0;
        wiring.postRestoredExpiries();
        started = true;
        threads.startPipeline();
        if (recovering) {
            replayJournal(afterSequence);
        }
        publisher.accepting(true);
        threads.startTimer(publisher::publishTime);
    }

    /** Journal recovery, before accepting commands; a failure stops the core and refuses the start. */
    private void replayJournal(final long afterSequence) {
        try {
            recovery.replayJournal(afterSequence);
        } catch (final IOException e) {
            try {
                stop(ExchangeCore.DEFAULT_STOP_TIMEOUT);
            } catch (final InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
            throw recovery.refusal(e);
        }
    }

    /** See {@link ExchangeCore#stop(Duration)}. */
    boolean stop(final Duration timeout) throws InterruptedException {
        if (!started) {
            return true;
        }
        publisher.accepting(false);
        stopped = true;
        final boolean clean = threads.stop(timeout, halt, errors, publisher, journal);
        started = false;
        return clean;
    }

    /** See {@link ExchangeCore#limitRecovery(long)}. */
    void limitRecovery(final long maxSequence) {
        if (started || maxSequence < 0) {
            throw new IllegalStateException("limitRecovery: before start, with a sequence >= 0");
        }
        recovery.limit(maxSequence);
    }

    /** See {@link ExchangeCore#writeRecoveredSnapshot(Path)}. */
    WrittenSnapshot writeRecoveredSnapshot(final Path root) {
        if (started) {
            throw new IllegalStateException("writeRecoveredSnapshot: needs a stopped core with a RiskEngine that "
                    + "recovered something");
        }
        return recovery.writeRecoveredSnapshot(root);
    }

    /** See {@link ExchangeCore#writeSnapshot(SnapshotStore)}. */
    WrittenSnapshot writeSnapshot(final SnapshotStore store) {
        if (!started || !writesOnDemand) {
            throw new IllegalStateException("writeSnapshot: needs a running core that publishes nothing by itself "
                    + "(an external sequencer, or a clock given without a journal); use snapshot() otherwise");
        }
        return recovery.writeSnapshot(store, ExchangeCore.DEFAULT_STOP_TIMEOUT, halt);
    }
}
