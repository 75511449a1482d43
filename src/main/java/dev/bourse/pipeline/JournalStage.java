package dev.bourse.pipeline;

import com.lmax.disruptor.EventHandler;

/**
 * Hands every command to the {@link Journal}.
 *
 * <p>Thread-safety: none; one thread.
 */
final class JournalStage implements EventHandler<CommandSlot> {
    private final Journal journal;

    JournalStage(final Journal journal) {
        this.journal = journal;
    }

    @Override
    public void onEvent(final CommandSlot slot, final long sequence, final boolean endOfBatch) throws Exception {
        journal.append(slot, endOfBatch);
    }

    @Override
    public String toString() {
        return "journal";
    }
}
