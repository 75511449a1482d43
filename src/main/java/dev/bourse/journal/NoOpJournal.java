package dev.bourse.journal;

import dev.bourse.command.CommandSlot;

/**
 * A journal that records nothing: for in-memory cores and tests.
 *
 * <p>Thread-safety: stateless.
 */
public final class NoOpJournal implements Journal {
    /** The shared instance. */
    public static final NoOpJournal INSTANCE = new NoOpJournal();

    private NoOpJournal() {
    }

    @Override
    public void append(final CommandSlot slot, final boolean endOfBatch) {
        // Nothing to record: durability is off.
    }
}
