package dev.bourse.core;

import dev.bourse.api.ExchangeListener;
import dev.bourse.config.ClockSource;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.journal.Journal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.pipeline.RiskProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.LongSupplier;

/**
 * What an {@link ExchangeCore} is built from: its {@link ExchangeConfig} (the settings) and the collaborators an
 * embedder may inject, each optional. Obtained from {@link ExchangeCore#builder(ExchangeConfig)}:
 * <pre>{@code
 * ExchangeCore core = ExchangeCore.builder(config).listener(listener).clock(myClock).build();
 * }</pre>
 * {@link #conclude()} validates the context and fills every collaborator left unset with its default;
 * {@link #build()} concludes and creates the core. One context builds one core: a concluded context refuses changes.
 *
 * <p>The collaborators (default in brackets):
 * <ul>
 *   <li>{@link #listener} receives every command's events and result on the results thread [none];</li>
 *   <li>{@link #clock} supplies each command's timestamp, ns since the epoch, read once per command at grouping
 *       [the configured {@link ClockSource}; a core that chose its clock also runs the expiry timer that expires GTD
 *       orders when no command reaches their book; with a clock handed in, only commands advance the time];</li>
 *   <li>{@link #riskEngine} the pre-trade and settlement engine [a {@code RiskEngine} with
 *       {@code config.riskShards()} shards sized for {@code config.riskExpectedUsers()} users];</li>
 *   <li>{@link #journal} the journal [a journal writer in {@code config.journalDir()} when
 *       {@code config.journalEnabled()}, else none].</li>
 * </ul>
 * Further collaborators (an error handler, a thread factory, idle strategies) join this list as setters with a
 * default filled in {@link #conclude()}, so a context written today keeps building the same core.
 *
 * <p>Thread-safety: none; build a core from one thread.
 */
public final class CoreContext {
    private final ExchangeConfig config;
    private ExchangeListener listener;
    private LongSupplier clock;
    private boolean ownClock;
    private RiskProcessor riskEngine;
    private Journal journal;
    private boolean concluded;

    /**
     * @param config the settings, not null
     */
    CoreContext(final ExchangeConfig config) {
        if (config == null) {
            throw new IllegalArgumentException("config is required");
        }
        this.config = config;
    }

    /**
     * @param value receives every command's events and result; null for none
     * @return this context
     */
    public CoreContext listener(final ExchangeListener value) {
        open();
        listener = value;
        return this;
    }

    /**
     * @param value the time source, ns, read once per command at grouping (never-decreasing values are enforced
     *              there); null for the configured {@link ClockSource}
     * @return this context
     */
    public CoreContext clock(final LongSupplier value) {
        open();
        clock = value;
        return this;
    }

    /**
     * @param value the risk engine, called per shard as {@link RiskProcessor} documents; null for the default
     * @return this context
     */
    public CoreContext riskEngine(final RiskProcessor value) {
        open();
        riskEngine = value;
        return this;
    }

    /**
     * @param value the journal, used when {@link ExchangeConfig#journalEnabled()}; null for the configured one
     * @return this context
     */
    public CoreContext journal(final Journal value) {
        open();
        journal = value;
        return this;
    }

    /**
     * Fills the defaults of every collaborator left unset. Idempotent; after it, the setters refuse changes.
     *
     * @return this context
     * @throws UncheckedIOException when the configured journal directory cannot be created
     */
    public CoreContext conclude() {
        if (concluded) {
            return this;
        }
        if (clock == null) {
            clock = CoreThreads.clockFor(config);
            ownClock = true;
        }
        if (riskEngine == null) {
            riskEngine = new RiskEngine(config.riskShards(), config.riskExpectedUsers());
        }
        if (journal == null) {
            try {
                journal = ExchangeCore.journalFor(config);
            } catch (final IOException e) {
                throw new UncheckedIOException("journal directory " + config.journalDir() + " cannot be created", e);
            }
        }
        concluded = true;
        return this;
    }

    /**
     * Concludes this context and creates the core, not started.
     *
     * @return the core
     * @throws UncheckedIOException when the configured journal directory cannot be created
     */
    public ExchangeCore build() {
        conclude();
        return new ExchangeCore(this);
    }

    /** @return the settings */
    public ExchangeConfig config() {
        return config;
    }

    /** @return the listener, or null */
    public ExchangeListener listener() {
        return listener;
    }

    /** @return the clock; null before {@link #conclude()} unless one was given */
    public LongSupplier clock() {
        return clock;
    }

    /** @return the risk engine; null before {@link #conclude()} unless one was given */
    public RiskProcessor riskEngine() {
        return riskEngine;
    }

    /** @return the journal; null before {@link #conclude()} unless one was given */
    public Journal journal() {
        return journal;
    }

    /** @return whether the clock is the configured one (the core then runs it and the expiry timer) */
    boolean ownClock() {
        return ownClock;
    }

    private void open() {
        if (concluded) {
            throw new IllegalStateException("the context is concluded: one context builds one core");
        }
    }
}
