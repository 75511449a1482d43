package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;

/**
 * Hands every command to the {@link Journal}. Runs in parallel with risk and matching, so it never writes the
 * slot: a journal failure is counted in {@link StageErrors} (the journal itself refuses further writes, see
 * its documentation) but does not change the command's result code, which other threads own.
 *
 * <p>Thread-safety: none; one thread.
 */
final class JournalStage implements EventHandler<CommandSlot> {
    private final Journal journal;
    private final StageErrors errors;

    JournalStage(final Journal journal, final StageErrors errors) {
        this.journal = journal;
        this.errors = errors;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) {
        try {
            journal.append(slot, endOfBatch);
        } catch (final Exception e) {
            errors.record(e);
        }
    }

    @Override
    public String toString() {
        return "journal";
    }
}
