package dev.bourse.pipeline;

import dev.bourse.command.SlotEvents;

/**
 * Where the event buffer of the command with a given ring sequence lives: the ring's slot for it, or, where stages
 * are driven without a ring (tests), the one slot being run.
 *
 * <p>Why a sequence and not the buffer itself: the book's listener ({@link SlotEventWriter}) lives as long as the
 * core, so storing a reference to each command's buffer in it is a G1 card mark per command (see
 * {@link dev.bourse.command.CommandSlot}); a sequence is a plain {@code long}.
 *
 * <p>Thread-safety: called by the matching shard's thread only, for a slot that thread owns at the time.
 */
@FunctionalInterface
interface SlotEventSource {
    /**
     * @param sequence a ring sequence whose slot the caller is handling
     * @return that slot's event buffer
     */
    SlotEvents events(long sequence);
}
