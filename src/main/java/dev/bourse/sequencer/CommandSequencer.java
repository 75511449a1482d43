package dev.bourse.sequencer;

import dev.bourse.command.CommandSlot;
import dev.bourse.journal.Journal;

/**
 * The seam that owns "this command gets sequence N and timestamp T, and is durable". A core has exactly one:
 * <ul>
 *   <li>{@link LocalSequencer} (the default): the core numbers its commands 1, 2, ... in ring order, times them by
 *       its clock and makes them durable in its own {@link Journal}, which it replays at start;</li>
 *   <li>{@link ExternalSequencer}: a replicated log (a consensus module) has already ordered, timed and stored each
 *       command; the core keeps the log's sequence and timestamp, runs no journal and no clock of its own, and
 *       recovers from a snapshot while the log replays the rest through the ordinary API.</li>
 * </ul>
 * The pipeline calls it at three points, and nowhere else decides a sequence or a timestamp:
 * <pre>
 *   producer thread   publishing(slot)            before a claimed slot is published (external: the log's stamp)
 *   grouping stage    stamp(slot, ringSequence)   once per slot, in ring order: final sequence and timestamp
 *   recovery          resumeAfter(seq, ts, next)  a snapshot was restored: numbering and time continue after it
 *                     journal()                   what to append to and replay; null: the log's business
 * </pre>
 * Queries ({@code CommandType.isQuery}) are never durable; how they are numbered is the implementation's.
 *
 * <p>Thread-safety: {@link #publishing} on the producer threads (one at a time for an {@link ExternalSequencer});
 * {@link #stamp} on the grouping stage's thread; {@link #resumeAfter} and {@link #journal} on the thread starting
 * the core, before the stage threads start.
 */
public interface CommandSequencer {

    /**
     * A producer is about to publish a claimed, filled slot. Must not block or allocate.
     *
     * @param slot the command (type and fields written; not yet visible to the stages)
     */
    void publishing(CommandSlot slot);

    /**
     * Gives the command its final sequence and timestamp (ns since the epoch, never less than the previous
     * command's). A replayed slot ({@link CommandSlot#isReplay()}) keeps the sequence and timestamp it was recorded
     * with. Must not block or allocate; what it throws halts the core (the grouping stage's failure policy).
     *
     * @param slot         the command
     * @param ringSequence its ring sequence, &gt;= 0
     */
    void stamp(CommandSlot slot, long ringSequence);

    /**
     * Recovery from a snapshot, before the stage threads start: the next command is numbered after
     * {@code sequence} and is never timed earlier than {@code timestamp}.
     *
     * @param sequence         the snapshot's sequence, &gt;= 1
     * @param timestamp        its timestamp, ns since the epoch
     * @param nextRingSequence the ring sequence the next published slot will have
     */
    void resumeAfter(long sequence, long timestamp, long nextRingSequence);

    /**
     * @return the sequence of the last command {@link #stamp} numbered, 0 before the first; read it from another
     *     thread only while the core is idle (every published command reported)
     */
    long lastSequence();

    /** @return the timestamp of the last command {@link #stamp} stamped, ns; read as {@link #lastSequence()} */
    long lastTimestamp();

    /**
     * @return the journal that makes each command durable before its result is reported, and that the core replays
     *     at start; null when commands are durable before they reach the core (an external log), so the core
     *     journals nothing and replays nothing
     */
    Journal journal();
}
