package dev.bourse.pipeline;

import java.util.concurrent.locks.LockSupport;

/**
 * Where the matching shards post, for the {@link ExpiryTimer}, which of their books expires first: per shard the
 * symbol and the earliest GTD expiry ({@link dev.bourse.matching.MatchingShard#earliestExpiry()}), posted by the
 * shard's matching stage whenever they change. It is a hint for scheduling time events and never feeds a command's
 * logic, so its timing cannot change a state.
 *
 * <p>Each shard's pair is written under a sequence lock (version odd while writing), so the timer never pairs one
 * book's symbol with another's expiry. A post that brings the shard's expiry before the moment the timer sleeps
 * until wakes it: that is what lets a parked timer learn of a new, earlier GTD order, or of the next book due once
 * the previous time event ran. The timer publishes that moment before its last look at the versions, and a post
 * writes its entry before reading that moment, so one of the two always sees the other.
 *
 * <p>Thread-safety: {@link #post} by the one thread running the shard's matching stage at a time (one entry per
 * shard); the rest by the timer's thread.
 */
public final class ExpiryBoard {
    private final Entry[] entries;
    /** The clock value the timer sleeps until ({@link Long#MAX_VALUE}: until woken); MIN_VALUE before it runs. */
    private volatile long sleepingUntil = Long.MIN_VALUE;
    private volatile Thread sleeper;

    /** One shard's pair. */
    private static final class Entry {
        private volatile long version;
        private volatile long symbol;
        private volatile long expiry = Long.MAX_VALUE;
    }

    /**
     * @param shards matching shards, &gt;= 1
     */
    ExpiryBoard(final int shards) {
        entries = new Entry[shards];
        for (int j = 0; j < shards; j++) {
            entries[j] = new Entry();
        }
    }

    /** @return matching shards */
    int shards() {
        return entries.length;
    }

    /**
     * A shard's earliest expiry changed.
     *
     * @param shard  the matching shard
     * @param symbol its book that expires first, 0 when none
     * @param expiry that book's earliest expiry in ns, {@link Long#MAX_VALUE} when the shard holds no GTD order
     */
    void post(final int shard, final long symbol, final long expiry) {
        final Entry e = entries[shard];
        final long v = e.version;
        e.version = v + 1;
        e.symbol = symbol;
        e.expiry = expiry;
        e.version = v + 2;
        if (expiry < sleepingUntil) {
            final Thread t = sleeper;
            if (t != null) {
                LockSupport.unpark(t);
            }
        }
    }

    /**
     * Reads one shard's pair as written by one post.
     *
     * @param shard the matching shard
     * @param out   receives the symbol at 0 and the expiry at 1
     * @return the pair's version, to compare with {@link #version} later
     */
    long read(final int shard, final long[] out) {
        final Entry e = entries[shard];
        while (true) {
            final long v = e.version;
            if ((v & 1) == 0) {
                out[0] = e.symbol;
                out[1] = e.expiry;
                if (e.version == v) {
                    return v;
                }
            }
            Thread.onSpinWait();
        }
    }

    /**
     * The earliest expiry over every shard, each shard's pair read whole. Any thread; allocation-free.
     *
     * @param symbolOut receives, at index 0, the book that expires first (0 when none)
     * @return its expiry, ns, or {@link Long#MAX_VALUE} when no shard holds a GTD order
     */
    long earliest(final long[] symbolOut) {
        long earliest = Long.MAX_VALUE;
        long symbol = 0;
        for (final Entry e : entries) {
            while (true) {
                final long v = e.version;
                final long s = e.symbol;
                final long x = e.expiry;
                if ((v & 1) == 0 && e.version == v) {
                    if (x < earliest) {
                        earliest = x;
                        symbol = s;
                    }
                    break;
                }
                Thread.onSpinWait();
            }
        }
        symbolOut[0] = symbol;
        return earliest;
    }

    /**
     * @param shard the matching shard
     * @return its pair's current version
     */
    long version(final int shard) {
        return entries[shard].version;
    }

    /**
     * The timer is about to park until {@code until} (clock ns, {@link Long#MAX_VALUE} for until woken): posts with
     * an earlier expiry from now on wake {@code thread}.
     *
     * @param thread the timer's thread
     * @param until  clock ns
     */
    void sleepUntil(final Thread thread, final long until) {
        sleeper = thread;
        sleepingUntil = until;
    }
}
