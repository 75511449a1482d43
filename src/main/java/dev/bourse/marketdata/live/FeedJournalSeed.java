package dev.bourse.marketdata.live;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import dev.bourse.journal.ReadOnlyJournal;
import dev.bourse.marketdata.feed.FeedGenerator;
import java.nio.file.Path;

/**
 * Brings a {@link FeedGenerator} up to date from a journal before a core restarts: the journal's commands from the
 * first one are replayed through a read-only core (no snapshot is used: the feed's sequences count from the first
 * message), with the generator as its listener. Then give the generator to the restarting core (directly or through a
 * {@link FeedFanOutAdapter}): whether that core recovers from a snapshot or from the journal alone, it replays
 * commands the generator already heard, which the generator ignores, and the feed goes on with the books and
 * per-symbol sequences it had before the restart.
 *
 * <pre>
 *   journal: 1 ............ S (engine snapshot) ............ E (last durable)
 *   seed:    replay 1..E through a read-only core --&gt; generator at E
 *   restart: core loads snapshot S, replays S+1..E (heard twice: ignored), then new commands --&gt; feed from E + 1
 * </pre>
 *
 * <p>The generator's handlers receive the replayed messages too: attach the live publishers after the seed (a
 * {@code FeedFanOut} takes consumers later) or give them a handler that ignores sequences already sent. A journal whose
 * first segments were deleted cannot seed a generator (the read-only core refuses to start).
 *
 * <p>Thread-safety: call on one thread, before the generator is used elsewhere; the replay's results thread is the
 * caller's (INLINE layout).
 */
public final class FeedJournalSeed {
    private FeedJournalSeed() {
    }

    /**
     * Replays the journal's commands 1 to {@code through} through the generator.
     *
     * @param feed       a generator that has heard nothing yet
     * @param journalDir the journal directory; not modified
     * @param through    the last command to replay ({@code Long.MAX_VALUE}: the journal's end)
     * @return the last command replayed, 0 for an empty journal
     * @throws IllegalStateException when the journal does not start at command 1 or is corrupt
     * @throws InterruptedException  when interrupted while the replay core stops
     */
    public static long replay(final FeedGenerator feed, final Path journalDir, final long through)
            throws InterruptedException {
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).riskShards(1).matchingShards(1)
                .threadLayout(ThreadLayout.INLINE).waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true)
                .journalDir(journalDir).snapshotEveryCommands(0).snapshotEverySeconds(0).build();
        final ExchangeCore core = ExchangeCore.builder(config).journal(new ReadOnlyJournal(journalDir, through))
                .clock(() -> 0L).listener(feed).build();
        core.limitRecovery(0);
        core.start();
        final long last = core.recoveredSequence();
        core.stop();
        return last;
    }
}
