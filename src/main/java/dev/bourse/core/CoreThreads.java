package dev.bourse.core;

import dev.bourse.config.ClockSource;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.journal.Journal;
import dev.bourse.pipeline.CoreHalt;
import dev.bourse.pipeline.ExpiryTimer;
import dev.bourse.pipeline.PipelineWiring;
import dev.bourse.pipeline.StageErrors;
import dev.bourse.pipeline.StageThread;
import dev.bourse.pipeline.TickingClock;
import dev.bourse.snapshot.SnapshotTaker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadFactory;
import java.util.function.LongSupplier;
import org.agrona.ErrorHandler;

/**
 * The threads a running core owns, started and stopped in order: the ticking clock (when the core chose it), the
 * snapshot writer, the stage threads of the layout, and last the expiry timer, which publishes commands and so starts
 * only once the core accepts them. The stop is {@link CoreShutdown}'s, under one deadline.
 *
 * <p>Thread-safety: the core's controlling thread.
 */
final class CoreThreads {
    private static final LongSupplier EPOCH_NANOS_CLOCK = TickingClock::wall;

    private final PipelineWiring wiring;
    /** Null unless the core chose the clock itself and it ticks. */
    private final TickingClock ticking;
    private final ExpiryTimer expiryTimer;
    /** Null when the core takes no snapshots. */
    private final SnapshotTaker snapshots;
    private final SnapshotCommands snapshotCommands;
    private final ThreadFactory factory;
    private final List<Thread> threads = new ArrayList<>();

    /**
     * @param wiring           the pipeline
     * @param context          the core's concluded context: its clock and thread factory
     * @param errors           counts what the expiry timer catches
     * @param snapshots        the snapshot taker, or null
     * @param snapshotCommands publishes the snapshot taker's capture steps
     */
    CoreThreads(final PipelineWiring wiring, final CoreContext context, final ErrorHandler errors,
            final SnapshotTaker snapshots, final SnapshotCommands snapshotCommands) {
        final LongSupplier clock = context.clock();
        this.wiring = wiring;
        this.ticking = context.ownClock() && clock instanceof TickingClock ? (TickingClock) clock : null;
        // Never on a clock handed in: only grouping may read such a clock.
        this.expiryTimer = new ExpiryTimer(wiring.expiryBoard(), context.ownClock() ? clock : null, errors);
        this.snapshots = snapshots;
        this.snapshotCommands = snapshotCommands;
        this.factory = context.threadFactory();
    }

    /**
     * The clock a configuration asks for: a {@link TickingClock} for {@link ClockSource#TICKING} (run by this class
     * while the core runs), else the wall clock read on every call. A config of null is refused by the core, not here.
     *
     * @param config the configuration
     * @return ns since the epoch
     */
    static LongSupplier clockFor(final ExchangeConfig config) {
        return config != null && config.clock() == ClockSource.TICKING ? new TickingClock() : EPOCH_NANOS_CLOCK;
    }

    /** Starts the clock, the snapshot writer and the stage threads: enough for a journal replay to run. */
    void startPipeline() {
        if (ticking != null) {
            ticking.start(factory);
        }
        if (snapshots != null) {
            snapshots.start(snapshotCommands::publishStep, factory);
        }
        for (final StageThread stage : wiring.threads()) {
            final Thread t = factory.newThread(stage);
            t.setName(stage.name());
            threads.add(t);
            t.start();
        }
    }

    /**
     * Starts the expiry timer, once the core accepts commands.
     *
     * @param publisher publishes its time events
     */
    void startTimer(final ExpiryTimer.TimePublisher publisher) {
        expiryTimer.start(publisher, factory);
    }

    /**
     * Stops a core that refuses new commands already (see {@link CoreShutdown}).
     *
     * @param timeout   how long the stop may take, &gt; 0
     * @param halt      the core's halt
     * @param errors    the core's error counter
     * @param publisher the ring's producers, to wait for
     * @param journal   the journal, closed last
     * @return true when every accepted command was reported and every thread ended in time
     * @throws InterruptedException when interrupted while waiting; the core is then half-stopped
     */
    boolean stop(final Duration timeout, final CoreHalt halt, final StageErrors errors, final RingPublisher publisher,
            final Journal journal) throws InterruptedException {
        final CoreShutdown shutdown = new CoreShutdown(timeout, wiring, halt, errors);
        expiryTimer.stop();
        shutdown.run(publisher.inlineTurn(), publisher.publishers(), snapshots, threads, journal);
        threads.clear();
        if (ticking != null) {
            ticking.stop();
        }
        return !shutdown.timedOut();
    }
}
