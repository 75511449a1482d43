package dev.bourse.journal;

import dev.bourse.command.CommandSlot;
import dev.bourse.storage.FileStorage;
import dev.bourse.storage.Storage;
import java.io.IOException;

/**
 * The journaling stage's sink: receives every command, in ring order, after grouping assigned its sequence and
 * timestamp, in parallel with risk and matching; results wait for it, so a command is reported only after the
 * journal accepted it. A replay of the journal rebuilds the same state.
 *
 * <p>Thread-safety: {@link #append} and {@link #close} are called on the journal stage's thread only (close after
 * the stage stopped); {@link #recover} on the thread starting the core, before commands are accepted.
 */
public interface Journal {

    /**
     * Records one command. Must not keep or change the slot. Replayed slots ({@link CommandSlot#isReplay()}) are
     * already recorded; queries ({@link CommandType#isQuery(int)}) need not be.
     *
     * @param slot       the command (read its fields, do not change them)
     * @param endOfBatch true for the last command available now: the moment to flush a batch
     * @throws Exception any failure; the stage counts it
     */
    void append(CommandSlot slot, boolean endOfBatch) throws Exception;

    /**
     * Recovery: publishes every recorded command with a sequence above {@code afterSequence} into the ring, in
     * sequence order, through {@code sink}, after checking the whole journal and cutting off a torn tail. A journal
     * that records nothing has nothing to replay. What recovery found and did that an operator should know (a torn
     * tail cut off, a journal shorter than the snapshot) goes to {@link ReplaySink#warn}, in order; nothing is
     * printed.
     *
     * @param afterSequence the sequence the state already includes (a loaded snapshot's), 0 for none
     * @param sink          claims and publishes replay slots, receives warnings, and says which sequence the journal
     *                      must reach ({@link ReplaySink#requiredLastSequence()})
     * @return the last sequence replayed, or {@code afterSequence} when there was nothing after it
     * @throws IOException when the journal cannot be read, is corrupt, has lost committed commands, or does not
     *                     reach the required sequence; nothing has been published then
     */
    default long recover(final long afterSequence, final ReplaySink sink) throws IOException {
        return afterSequence;
    }

    /**
     * Where this journal's files live. Snapshots are kept in the journal's directory, so the core takes, loads and
     * retires them on the same storage.
     *
     * @return the storage; the local file system unless the journal says otherwise
     */
    default Storage storage() {
        return FileStorage.INSTANCE;
    }

    /**
     * Flushes and releases files; a later {@link #append} may open new ones.
     *
     * @throws IOException when flushing fails
     */
    default void close() throws IOException {
        // Nothing held by default.
    }

    /**
     * Where recovery puts recorded commands: the core's ring, one slot at a time.
     *
     * <p>Thread-safety: one recovering thread.
     */
    interface ReplaySink {
        /**
         * Claims the next ring slot, cleared and flagged as replay; blocks while the ring is full.
         *
         * @return the slot to fill with the recorded fields (including sequence and timestamp)
         */
        CommandSlot claim();

        /** Publishes the slot returned by the last {@link #claim()}. */
        void publish();

        /**
         * Takes one line recovery wants an operator to see: what it found and what it did, naming the file and byte
         * offset. The default drops it.
         *
         * @param message the line
         */
        default void warn(final String message) {
            // Nobody to tell by default.
        }

        /**
         * The sequence the journal must reach for the recovered state to be complete (e.g. the newest snapshot's,
         * when every snapshot is corrupt and the journal replaces them); a journal ending before it fails recovery
         * before anything is published.
         *
         * @return the sequence, 0 for no requirement
         */
        default long requiredLastSequence() {
            return 0;
        }
    }
}
