package dev.bourse.pipeline;

/**
 * The journaling stage's sink: receives every command, in ring order, after grouping assigned its sequence and
 * timestamp and before any risk or matching work, so a replay of the journal rebuilds the same state.
 *
 * <p>Thread-safety: called on the journal stage's thread only.
 */
public interface Journal {

    /**
     * Records one command. Must not keep the slot.
     *
     * @param slot       the command (read its fields, do not change them)
     * @param endOfBatch true for the last command available now: the moment to flush a batch
     * @throws Exception any failure; the stage counts it and marks the command INTERNAL_ERROR
     */
    void append(CommandSlot slot, boolean endOfBatch) throws Exception;
}
