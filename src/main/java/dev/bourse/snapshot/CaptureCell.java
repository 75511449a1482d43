package dev.bourse.snapshot;

/**
 * What every shard's part of an incremental {@link SnapshotCut} tracks, whatever it copies: when its capture began
 * and ended, whether it is complete, and the first failure seen (kept, so that it fails the snapshot rather than the
 * command being run).
 *
 * <p>Thread-safety: written by the shard's thread only; read by the assembling thread after a happens-before edge.
 */
abstract class CaptureCell {
    private final long beginNanos = System.nanoTime();
    private long doneNanos;
    private boolean done;
    private Exception failure;

    /** A failure seen on the shard's thread; only the first one is kept. */
    final void failed(final Exception e) {
        if (failure == null) {
            failure = e;
        }
    }

    /** Marks the part complete, once, when {@code complete} says every record of the cut has arrived. */
    final void doneWhen(final boolean complete) {
        if (!done && complete) {
            done = true;
            doneNanos = System.nanoTime();
        }
    }

    /** @return whether every record of the cut has arrived */
    final boolean done() {
        return done;
    }

    /** @return whether no more steps are needed: complete, or failed */
    final boolean settled() {
        return done || failure != null;
    }

    /** @return the first failure, or null */
    final Exception failure() {
        return failure;
    }

    /** @return {@link System#nanoTime()} when the part began, at the cut */
    final long beginNanos() {
        return beginNanos;
    }

    /** @return {@link System#nanoTime()} when it became complete; 0 before */
    final long doneNanos() {
        return doneNanos;
    }
}
