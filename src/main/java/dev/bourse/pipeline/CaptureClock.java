package dev.bourse.pipeline;

import dev.bourse.command.CaptureProgress;
import dev.bourse.command.CommandSlot;

/**
 * Times the stalls of one shard (or of the one-thread engine) while a snapshot capture is in progress on it: from
 * the cut's command until the shard's part is complete, every command and step the shard handles is timed, capture
 * work included, and the longest is recorded in the cut ({@link CaptureProgress#recordStall}). Outside a capture it
 * costs one field read per command.
 *
 * <p>Thread-safety: none; the thread running the shard's stages (a risk shard's check and settlement share one).
 */
final class CaptureClock {
    /** The capture in progress on this shard, or null. */
    private CaptureProgress active;

    /**
     * @param slot the command about to be handled
     * @return its start time, ns, or 0 when it is not timed
     */
    long start(final CommandSlot slot) {
        return active != null || slot.snapshot() != null ? System.nanoTime() : 0;
    }

    /** The shard began its part of {@code cut}. */
    void begin(final CaptureProgress cut) {
        active = cut;
    }

    /** @return the capture in progress on this shard, or null */
    CaptureProgress active() {
        return active;
    }

    /**
     * Records the command's stall if a capture was or is in progress, and forgets the capture once {@code finished}.
     *
     * @param startNanos what {@link #start} returned
     * @param cell       the shard's stall cell in the cut (a function of the cut's shard counts)
     * @param finished   whether the shard's part is now complete (or failed)
     */
    void stop(final long startNanos, final int cell, final boolean finished) {
        final CaptureProgress cut = active;
        if (cut == null) {
            return;
        }
        if (startNanos != 0) {
            cut.recordStall(cell, System.nanoTime() - startNanos);
        }
        if (finished) {
            active = null;
        }
    }
}
