package dev.bourse.marketdata;

import dev.bourse.api.ExchangeApi;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.core.ExchangeCore;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.testkit.TestSpecs;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An INLINE core whose every command's events go to a {@link FeedGenerator} with every channel, recorded by a
 * {@link FeedTap}; the test sets each command's timestamp ({@link #at}). Starts with symbol 1 listed (command 1,
 * symbol messages #1 and #2) and users 1 and 2 funded (commands 2 to 7), so the first order is command 8.
 */
final class FeedSession implements AutoCloseable {
    /** The first command's timestamp, ns: 1,000 s. */
    static final long T0 = 1_000_000_000_000L;
    final FeedTap tap = new FeedTap();
    final FeedGenerator feed;
    final ExchangeCore core;
    private final AtomicLong now = new AtomicLong(T0);

    FeedSession(final boolean conflate) {
        feed = new FeedGenerator(Channels.ALL, conflate, tap.feed(), tap.executions());
        core = ExchangeCore.builder(ExchangeConfig.builder().ringSize(1024).threadLayout(ThreadLayout.INLINE)
                .waitStrategy(WaitStrategyType.SLEEPING).build()).riskEngine(new RiskEngine(1))
                .journal(NoOpJournal.INSTANCE).listener(feed).clock(now::get).build();
        core.start();
        core.addSymbol(TestSpecs.spot(1)).join();
        for (long u = 1; u <= 2; u++) {
            core.addUser(u).join();
            core.deposit(u, TestSpecs.BASE, 1_000_000, u * 2).join();
            core.deposit(u, TestSpecs.QUOTE, 1_000_000_000, u * 2 + 1).join();
        }
        tap.lines().clear();
    }

    /**
     * @param timestamp the next commands' timestamp, ns, not below the last
     * @return the core
     */
    ExchangeApi at(final long timestamp) {
        now.set(timestamp);
        return core;
    }

    @Override
    public void close() {
        try {
            core.stop();
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
