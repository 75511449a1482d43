package dev.bourse.gateway;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedHandler;
import dev.bourse.marketdata.feed.FeedStateCodec;
import dev.bourse.marketdata.live.FeedStateSnapshotLoader;
import dev.bourse.marketdata.live.FeedStateSnapshotTaker;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The saved states of a journalled node's feed generators (its own, behind the tape, the fills and the WebSocket
 * channels; and the one behind the Aeron feed), so that a node restarted after the engine took snapshots goes on with
 * the books, statistics and per-symbol sequences its feeds had. Without them the engine restores its books from a
 * snapshot while the generators, which only hear the journal after it, start with empty books: trades against older
 * orders, their fills and the best prices go missing, and the orders resting count starts at 0.
 *
 * <pre>
 *   journal/feed-state/local/feed-000..N.state    every N commands (N: snapshot.every.commands, else 100,000),
 *   journal/feed-state/aeron/feed-000..N.state    the newest snapshot.retain + 1 kept
 *
 *   restart: f = min over the generators of the newest readable state's command
 *            f at or after the oldest engine snapshot: load every state, core.limitRecovery(f)
 *            (the engine loads its newest snapshot at or before f and replays the rest; the generators ignore
 *            the commands up to f they already reflect and go on from f + 1)
 *            otherwise, or with no engine snapshot: load nothing, the engine recovers as it would alone
 * </pre>
 *
 * <p>Writing a state costs one encoding of every book and a file force on the generator's thread (for the node's
 * own generator, the core's results thread) every N commands. A write that fails is counted and skipped.
 *
 * <p>Thread-safety: {@link #add} and {@link #restore} on the starting thread before the core starts; the hooks run
 * on their generators' threads; {@link #failures()} from any thread.
 */
final class NodeFeedStates {
    /** Commands between two states when the engine takes snapshots by time only (or on request). */
    static final long DEFAULT_EVERY_COMMANDS = 100_000;
    private final Path root;
    private final long every;
    private final int retain;
    private final List<Saved> saved = new ArrayList<>();

    /**
     * What a restart did.
     *
     * @param sequence the command the generators resume after; 0 when no state was loaded
     * @param note     why no state was loaded although the engine has snapshots, or null
     */
    record Restored(long sequence, String note) {
    }

    /** A generator, its taker (the generator's hook) and who is told what a loaded state holds (or null). */
    private record Saved(FeedGenerator feed, FeedStateSnapshotTaker taker, FeedHandler shownTo) {
    }

    /** @param config a journalled core's configuration: the states go under its journal directory */
    NodeFeedStates(final ExchangeConfig config) {
        this.root = config.journalDir().resolve("feed-state");
        this.every = config.snapshotEveryCommands() > 0 ? config.snapshotEveryCommands() : DEFAULT_EVERY_COMMANDS;
        this.retain = config.snapshotRetain() + 1;
    }

    /**
     * Saves a generator's state from now on. Before the generator runs.
     *
     * @param name    its directory under {@code feed-state}
     * @param feed    the generator
     * @param shownTo told each book's orders and best prices when a state is loaded (its messages before the
     *                restart are gone), or null
     */
    void add(final String name, final FeedGenerator feed, final FeedHandler shownTo) {
        final FeedStateSnapshotTaker taker = new FeedStateSnapshotTaker(root.resolve(name), every, retain);
        feed.onCommandEnd(taker);
        saved.add(new Saved(feed, taker, shownTo));
    }

    /**
     * Loads the generators' newest states when the engine has a snapshot to meet them, and limits the core's
     * recovery accordingly. Before {@link ExchangeCore#start()}.
     *
     * @param core the node's core, built, not started
     * @return what was done
     */
    Restored restore(final ExchangeCore core) {
        final List<Long> engine = core.storedSnapshots();
        if (engine.isEmpty()) {
            return new Restored(0, null);
        }
        long f = Long.MAX_VALUE;
        final byte[][] states = new byte[saved.size()][];
        for (int i = 0; i < states.length; i++) {
            final Path dir = saved.get(i).taker().directory();
            states[i] = FeedStateSnapshotLoader.readNewest(dir).bytes();
            if (states[i] == null) {
                return new Restored(0, "no readable feed state in " + dir + ": the feeds start with empty books");
            }
            f = Math.min(f, FeedStateCodec.lastCommand(states[i]));
        }
        final long oldest = engine.get(engine.size() - 1);
        if (f < oldest) {
            return new Restored(0, "the newest feed state (command " + f + ") is older than every engine snapshot "
                    + "(the oldest: " + oldest + "): the feeds start with empty books");
        }
        for (int i = 0; i < states.length; i++) {
            final Saved s = saved.get(i);
            s.taker().resumeAfter(FeedStateCodec.decode(states[i], s.feed()));
            if (s.shownTo() != null) {
                show(s.feed(), s.shownTo());
            }
        }
        core.limitRecovery(f);
        return new Restored(f, null);
    }

    /** Before the core starts, so on the generator's behalf. */
    private static void show(final FeedGenerator feed, final FeedHandler to) {
        for (int i = 0; i < feed.symbolCount(); i++) {
            final long symbol = feed.symbolAt(i);
            if (feed.snapshot(symbol, to)) {
                feed.lastBbo(symbol, to);
            }
        }
    }

    /** @return state writes that failed, over every generator */
    long failures() {
        long n = 0;
        for (final Saved s : saved) {
            n += s.taker().failures();
        }
        return n;
    }
}
