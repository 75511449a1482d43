package dev.bourse.core;

import com.lmax.disruptor.RingBuffer;
import dev.bourse.command.CommandSlot;
import dev.bourse.journal.JournalCounters;
import dev.bourse.snapshot.SnapshotReport;

/**
 * The core's operational counters, for an operator's metrics: how full the command ring is, and what the journal has
 * written and how long its forces took, and how long the last snapshot stalled the pipeline. Stage failures are
 * {@link ExchangeCore#errors()}, the event stream's consumers {@link ExchangeCore#events()}.
 *
 * <p>Cost: reading allocates nothing and takes no lock; the core's threads pay a few ordered stores per journal block
 * and nothing per command.
 *
 * <p>Thread-safety: every accessor may be called from any thread, while the core runs or after.
 */
public final class CoreCounters {
    private final RingBuffer<CommandSlot> ring;
    /** The journal writer's counters, or null when the core writes no journal of its own. */
    private final JournalCounters journal;
    private final SnapshotCommands snapshots;

    CoreCounters(final RingBuffer<CommandSlot> ring, final JournalCounters journal, final SnapshotCommands snapshots) {
        this.ring = ring;
        this.journal = journal;
        this.snapshots = snapshots;
    }

    /**
     * @return the longest stall of the pipeline while the last snapshot was captured, ns; 0 before the first snapshot
     *     (or for a core that takes none)
     */
    public long lastSnapshotMaxStallNanos() {
        final SnapshotReport r = snapshots.last();
        return r == null ? 0 : r.maxStallNanos();
    }

    /** @return the command ring's size, slots (a power of two) */
    public int ringCapacity() {
        return ring.getBufferSize();
    }

    /** @return ring slots free now: the capacity less the commands claimed and not yet through every stage */
    public long ringRemaining() {
        return ring.remainingCapacity();
    }

    /** @return ring slots claimed so far (commands, queries and recovery's replays), 0 before the first */
    public long ringClaimed() {
        return ring.getCursor() + 1;
    }

    /** @return whether the core writes its own journal (false without one, or when a sequencer journals) */
    public boolean journalled() {
        return journal != null;
    }

    /** @return journal blocks written since the core was built; 0 without a journal */
    public long journalBlocks() {
        return journal == null ? 0 : journal.blocks();
    }

    /** @return bytes written to journal segments since the core was built (blocks and their commit records) */
    public long journalBytes() {
        return journal == null ? 0 : journal.bytes();
    }

    /** @return journal forces since the core was built: one per block in GROUP_COMMIT, one per seal in ASYNC */
    public long journalForces() {
        return journal == null ? 0 : journal.forces();
    }

    /** @return total time spent in journal forces, ns */
    public long journalForceNanos() {
        return journal == null ? 0 : journal.forceNanos();
    }

    /**
     * @return the longest journal force since the previous call, ns (0 when none); resets it, so one sampler should
     *     call this at a fixed interval
     */
    public long takeMaxJournalForceNanos() {
        return journal == null ? 0 : journal.takeMaxForceNanos();
    }
}
