package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.journal.Journal;

/**
 * Hands every command to the {@link Journal}. Runs in parallel with risk and matching, so it never writes the
 * slot: a journal failure (anything it throws, {@link Error}s included) is counted in {@link StageErrors}, recorded
 * in {@link JournalHealth} from the first command not known to be durable, so that the results stage refuses to
 * acknowledge that command or any later one, and halts the core ({@link StageGuard#lostDurability}) so that it
 * refuses new commands and says why.
 *
 * <p>Thread-safety: none; one thread.
 */
final class JournalStage implements EventHandler<CommandSlot> {
    private final Journal journal;
    private final StageGuard guard;
    private final JournalHealth health;
    /** Sequence of the first command after the last batch the journal accepted whole. */
    private long firstUnflushed = 1;

    JournalStage(final Journal journal, final StageGuard guard, final JournalHealth health) {
        this.journal = journal;
        this.guard = guard;
        this.health = health;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        if (health.isFailed()) {
            return;
        }
        try {
            journal.append(slot, endOfBatch);
            if (endOfBatch) {
                // A snapshot step carries the sequence the next command will get: that one is not flushed yet.
                firstUnflushed = slot.type() == CommandType.SNAPSHOT_STEP ? slot.sequence() : slot.sequence() + 1;
            }
        } catch (final Throwable t) {
            // The halt first: whoever sees a command refused as JOURNAL_FAILED then finds the core halted.
            guard.lostDurability(this, slot, t);
            health.lostFrom(Math.min(firstUnflushed, slot.sequence()));
        }
    }

    @Override
    public String toString() {
        return "journal";
    }
}
