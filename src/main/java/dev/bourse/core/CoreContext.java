package dev.bourse.core;

import dev.bourse.api.EventConsumer;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.LagPolicy;
import dev.bourse.config.ClockSource;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.journal.Journal;
import dev.bourse.journal.JournalWriter;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.pipeline.RiskProcessor;
import dev.bourse.sequencer.CommandSequencer;
import dev.bourse.sequencer.ExternalSequencer;
import dev.bourse.sequencer.LocalSequencer;
import dev.bourse.snapshot.SnapshotStore;
import dev.bourse.pipeline.fanout.EventFanOut;
import dev.bourse.pipeline.fanout.ListenerTee;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.ThreadFactory;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.agrona.ErrorHandler;
import org.agrona.concurrent.IdleStrategy;

/**
 * What a core is built from: its configuration and the collaborators an embedder may inject, each with a default
 * that {@link #conclude()} fills in. Start from {@link ExchangeCore#builder(ExchangeConfig)}, set what you need, then
 * {@link #build()}, which concludes it; a concluded context refuses changes.
 * <pre>
 *   setting        default                                           read
 *   config         required                                          everywhere
 *   listener       none                                              on the results thread, per command
 *   subscribers    none                                              each on its own thread, off the engine's
 *   eventBuffers   1 MiB shared by the DROP consumers, 256 KiB per   once, when the core is built
 *                  BLOCK consumer
 *   clock          from config.clock(): the ticking clock or the     once per command, at grouping (ns since the
 *                  wall clock; a clock set here runs no expiry timer  epoch, never decreasing values enforced)
 *   journal        a JournalWriter in config.journalDir() when        journal stage and recovery
 *                  config.journalEnabled(), else none
 *   errorHandler   none: failures are only counted                   on the thread that caught a failure, after
 *                                                                    it was counted ({@link ExchangeCore#errors()})
 *   threadFactory  daemon threads                                    once per core thread at start; each thread is
 *                                                                    then named bourse-&lt;role&gt;
 *   idleStrategies from config.waitStrategy() (Agrona's strategies;  once per stage thread, when the core is built
 *                  BLOCKING sleeps on the core's doorbell)
 *   riskEngine     the real one, config.riskShards() shards           per shard, on the risk and settlement stages
 *   sequencer      a LocalSequencer of the clock and the journal      producers, grouping and recovery: who gives
 *                  (the journal only when config.journalEnabled())   each command its sequence and timestamp and
 *                                                                    makes it durable; an ExternalSequencer lets a
 *                                                                    replicated log drive the core
 *   snapshotStore  with the local sequencer and a RiskEngine: the     once, at the first start: the newest valid
 *                  directory &lt;journal.dir&gt;/snapshots; else none        snapshot in it is restored
 * </pre>
 * A sequencer set here replaces the clock and the journal: set neither with it ({@link #conclude()} refuses).
 *
 * <p>Thread-safety: none; fill and hand over from one thread.
 */
public final class CoreContext {
    private static final ThreadFactory DAEMONS = runnable -> {
        final Thread t = new Thread(runnable);
        t.setDaemon(true);
        return t;
    };

    private ExchangeConfig config;
    private ExchangeListener listener;
    private LongSupplier clock;
    private boolean ownClock;
    private Journal journal;
    private RiskProcessor risk;
    private ErrorHandler errorHandler;
    private ThreadFactory threadFactory;
    private Supplier<IdleStrategy> idleStrategies;
    private CommandSequencer sequencer;
    private SnapshotStore snapshotStore;
    private final EventFanOut.Builder stream = EventFanOut.builder();
    private int subscribers;
    private EventFanOut fanOut;
    private ExchangeListener coreListener;
    private boolean concluded;

    /**
     * @param value the configuration (required)
     * @return this
     */
    public CoreContext config(final ExchangeConfig value) {
        open();
        config = value;
        return this;
    }

    /** @return the configuration */
    public ExchangeConfig config() {
        return config;
    }

    /**
     * @param value receives every new command's events and result on the results thread; null for none
     * @return this
     */
    public CoreContext listener(final ExchangeListener value) {
        open();
        listener = value;
        return this;
    }

    /** @return the listener, or null */
    public ExchangeListener listener() {
        return listener;
    }

    /**
     * Adds a consumer of the core's event stream ({@link dev.bourse.api.StreamEvent} says what it holds) with the
     * default idle strategy: a BLOCK consumer sleeps until the core publishes its next record and wakes it (no CPU
     * while the stream is quiet, a thread wake-up of latency after it), a DROP one backs off to parks of up to a
     * millisecond. It runs on its own thread (made by the {@link #threadFactory(ThreadFactory)}, named
     * {@code bourse-fanout-<name>}) from {@link ExchangeCore#start()} until {@link ExchangeCore#stop()} has stopped
     * the pipeline and the consumer has read every record published; {@link ExchangeCore#subscriptions()} shows its
     * counters.
     *
     * @param name     names the subscription and the thread; unique, not blank
     * @param consumer called on its own thread, one record at a time, in stream order
     * @param policy   what happens when it lags a whole buffer behind: BLOCK holds the core back, DROP loses records
     *                 and hears of it
     * @param replayed whether it also gets the records of the commands replayed from the journal at start
     * @return this
     * @throws IllegalArgumentException when the name is blank or taken
     * @throws NullPointerException     when the consumer or policy is null
     */
    public CoreContext subscribe(final String name, final EventConsumer consumer, final LagPolicy policy,
            final boolean replayed) {
        open();
        stream.consumer(name, consumer, policy, replayed);
        subscribers++;
        return this;
    }

    /**
     * Adds a consumer of the core's event stream, as {@link #subscribe(String, EventConsumer, LagPolicy, boolean)}
     * does, with its own idle strategy.
     *
     * @param name     names the subscription and the thread; unique, not blank
     * @param consumer called on its own thread, one record at a time, in stream order
     * @param policy   what happens when it lags a whole buffer behind
     * @param replayed whether it also gets the records of the commands replayed from the journal at start
     * @param idle     how its thread waits when there is nothing to read; its own instance
     * @return this
     * @throws IllegalArgumentException when the name is blank or taken
     * @throws NullPointerException     when the consumer, policy or idle strategy is null
     */
    public CoreContext subscribe(final String name, final EventConsumer consumer, final LagPolicy policy,
            final boolean replayed, final IdleStrategy idle) {
        open();
        stream.consumer(name, consumer, policy, replayed, idle);
        subscribers++;
        return this;
    }

    /**
     * Sizes the event stream's buffers (used only when there are subscribers).
     *
     * @param dropBytes  the buffer all DROP consumers share: a power of two in [2 KiB, 1 GiB]; a consumer lagging more
     *                   records than it holds ({@code bytes / 168}) loses records
     * @param blockBytes each BLOCK consumer's ring: a power of two in [2 KiB, 1 GiB]; the core waits when a consumer
     *                   lags more records than it holds
     * @return this
     * @throws IllegalArgumentException when a size is out of range or not a power of two
     */
    public CoreContext eventBuffers(final int dropBytes, final int blockBytes) {
        open();
        stream.dropBufferBytes(dropBytes).blockBufferBytes(blockBytes);
        return this;
    }

    /** @return the event stream's publisher when there are subscribers (after {@link #conclude()}), else null */
    EventFanOut fanOut() {
        return fanOut;
    }

    /** @return what the results stage calls: the listener, the stream, both or null (after {@link #conclude()}) */
    ExchangeListener coreListener() {
        return coreListener;
    }

    /**
     * @param value ns since the epoch, read once per command at grouping; null for the configured
     *              {@link ClockSource}. A clock set here is read by grouping only, so the core runs no expiry timer:
     *              GTD orders then expire at their book's next command
     * @return this
     */
    public CoreContext clock(final LongSupplier value) {
        open();
        clock = value;
        return this;
    }

    /** @return the clock (after {@link #conclude()}: never null) */
    public LongSupplier clock() {
        return clock;
    }

    /**
     * @param value the journal, used when {@code config.journalEnabled()}; null for the configured one
     * @return this
     */
    public CoreContext journal(final Journal value) {
        open();
        journal = value;
        return this;
    }

    /** @return the journal (after {@link #conclude()}: never null) */
    public Journal journal() {
        return journal;
    }

    /**
     * @param value told of every failure the core catches, after it is counted, on the thread that caught it (a stage
     *              thread, a submitter in INLINE, the snapshot or expiry thread); it must return quickly, and what it
     *              throws is ignored. Null for none
     * @return this
     */
    public CoreContext errorHandler(final ErrorHandler value) {
        open();
        errorHandler = value;
        return this;
    }

    /** @return the error handler, or null */
    public ErrorHandler errorHandler() {
        return errorHandler;
    }

    /**
     * @param value makes every thread the core runs (stage threads, the clock, the expiry timer, the snapshot writer);
     *              the core names each thread {@code bourse-<role>} after. Null for daemon threads
     * @return this
     */
    public CoreContext threadFactory(final ThreadFactory value) {
        open();
        threadFactory = value;
        return this;
    }

    /** @return the thread factory (after {@link #conclude()}: never null) */
    public ThreadFactory threadFactory() {
        return threadFactory;
    }

    /**
     * @param value makes the idle strategy of each stage thread (called once per thread at construction), replacing
     *              the configured {@code bourse.wait.strategy}: e.g. {@code BackoffIdleStrategy::new}. Null for the
     *              configured one
     * @return this
     */
    public CoreContext idleStrategies(final Supplier<IdleStrategy> value) {
        open();
        idleStrategies = value;
        return this;
    }

    /** @return the idle strategies' maker, or null for the configured wait strategy */
    public Supplier<IdleStrategy> idleStrategies() {
        return idleStrategies;
    }

    /**
     * @param value the risk engine, called per shard as {@link RiskProcessor} documents (tests inject stand-ins);
     *              null for the real one with {@code config.riskShards()} shards
     * @return this
     */
    public CoreContext riskEngine(final RiskProcessor value) {
        open();
        risk = value;
        return this;
    }

    /** @return the risk engine (after {@link #conclude()}: never null) */
    public RiskProcessor riskEngine() {
        return risk;
    }

    /**
     * @param value who numbers, times and makes durable each command: an {@link ExternalSequencer} for a core driven
     *              by a replicated log (no journal, no clock, no expiry timer of its own; see its documentation), or
     *              a {@link LocalSequencer} of one's own. Null for the default, the local sequencer of the clock and
     *              the journal
     * @return this
     */
    public CoreContext sequencer(final CommandSequencer value) {
        open();
        sequencer = value;
        return this;
    }

    /** @return the sequencer (after {@link #conclude()}: never null) */
    public CommandSequencer sequencer() {
        return sequencer;
    }

    /**
     * @param value where the first start restores its state from: the newest valid snapshot in it (at or before a
     *              {@link ExchangeCore#limitRecovery} limit), into this core's shards whatever their layout; e.g. a
     *              {@link dev.bourse.snapshot.StreamSnapshotStore} reading a replicated log's snapshot. A core driven
     *              by an {@link ExternalSequencer} refuses to start when the store holds a snapshot that fails its
     *              checks; a local core then falls back on its journal. Null for the default: the snapshot
     *              directory in the journal's directory for a local core with the real risk engine, none otherwise.
     *              Periodic and explicit snapshots of a local core still go to that directory
     * @return this
     */
    public CoreContext snapshotStore(final SnapshotStore value) {
        open();
        snapshotStore = value;
        return this;
    }

    /** @return the store the first start restores from, or null for the default */
    public SnapshotStore snapshotStore() {
        return snapshotStore;
    }

    /** @return whether the core chose its clock (and so may run the ticking clock and the expiry timer) */
    boolean ownClock() {
        return ownClock;
    }

    /**
     * Checks the context and fills in the defaults. Idempotent; after it, the setters refuse changes.
     *
     * @return this
     * @throws IllegalArgumentException when no configuration is set, or a sequencer is set with a clock or a journal
     * @throws UncheckedIOException     when the default journal's directory cannot be created
     */
    public CoreContext conclude() {
        if (concluded) {
            return this;
        }
        if (config == null) {
            throw new IllegalArgumentException("a core needs a configuration: CoreContext.config(...)");
        }
        if (sequencer != null) {
            concludeWithSequencer();
            return this;
        }
        ownClock = clock == null;
        if (ownClock) {
            clock = CoreThreads.clockFor(config);
        }
        if (journal == null) {
            try {
                journal = config.journalEnabled() ? new JournalWriter(config) : NoOpJournal.INSTANCE;
            } catch (final IOException e) {
                throw new UncheckedIOException("cannot open the journal in " + config.journalDir(), e);
            }
        }
        sequencer = new LocalSequencer(clock, config.journalEnabled() ? journal : null);
        concludeCommon();
        return this;
    }

    /** A sequencer handed in: it alone times and journals, so the core runs no clock, no timer and no journal. */
    private void concludeWithSequencer() {
        if (clock != null || journal != null) {
            throw new IllegalArgumentException("a core given a sequencer (" + sequencer + ") takes neither a clock "
                    + "nor a journal: the sequencer times and makes durable every command");
        }
        ownClock = false;
        final Journal own = sequencer.journal();
        journal = own != null ? own : NoOpJournal.INSTANCE;
        concludeCommon();
    }

    private void concludeCommon() {
        if (risk == null) {
            risk = new RiskEngine(config.riskShards(), config.riskExpectedUsers(), config.riskIdempotencyKeys(),
                    config.riskIdempotencyWindowNanos());
        }
        if (threadFactory == null) {
            threadFactory = DAEMONS;
        }
        coreListener = listener;
        if (subscribers > 0) {
            fanOut = stream.threadFactory(threadFactory).build();
            coreListener = listener == null ? fanOut : new ListenerTee(listener, fanOut);
        }
        concluded = true;
    }

    /**
     * Concludes this context and creates the core, not started.
     *
     * @return the core
     * @throws IllegalArgumentException when no configuration is set
     * @throws UncheckedIOException     when the default journal's directory cannot be created
     */
    public ExchangeCore build() {
        return new ExchangeCore(this);
    }

    private void open() {
        if (concluded) {
            throw new IllegalStateException("this context is concluded: its core was built from it");
        }
    }
}
