package dev.bourse.sequencer;

import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.journal.Journal;

/**
 * Sequencing by a replicated log (e.g. Aeron Cluster): the log has already ordered, timed and stored every command,
 * so the core keeps the log's numbers and runs no journal, no clock and no expiry timer of its own. One thread, the
 * log's (a clustered service's), drives the core: for each log message it calls {@link #next(long, long)} with the
 * message's sequence (e.g. its log position) and timestamp (e.g. the cluster time, converted to ns), then the one
 * {@link dev.bourse.api.ExchangeApi} call the message stands for.
 * <pre>
 *   driver thread                         core
 *   sequencer.next(position, timeNanos)
 *   core.place(order)          ------&gt;   publishing: the slot takes (position, timeNanos)
 *                                        grouping: keeps them (the time never below the previous command's)
 *                                        risk, matching, settlement, results: as with the local sequencer
 * </pre>
 * Rules:
 * <ul>
 *   <li>Each state-changing command takes the pending stamp; sequences strictly increase (gaps are fine: a log
 *       position is a sequence), timestamps are ns since the epoch, &gt;= 0; a timestamp below the previous
 *       command's is raised to it, as the local sequencer does with a clock that steps back.</li>
 *   <li>A state-changing command published with no pending stamp is refused with
 *       {@link ResultCode#INVALID_ARGUMENT} and changes nothing (the log did not order it). A stamp the call did not
 *       consume (the call was refused before it reached the ring) is replaced by the next {@link #next}.</li>
 *   <li>Queries (L2, reports, the state hash) take no stamp: they carry the last command's sequence and timestamp,
 *       and may be asked from any thread.</li>
 *   <li>Time: GTD orders expire at the timestamps the log supplies (at their book's next command, or at a time event
 *       the driver publishes), never by the wall clock.</li>
 *   <li>Durability and recovery: the log's. {@link #journal()} is null, so the core journals and replays nothing;
 *       at start it restores the snapshot its context names (if any) and the log replays the messages after it
 *       through the same API, each with its original stamp.</li>
 * </ul>
 *
 * <p>Thread-safety: {@link #next} and the state-changing calls on one driver thread; {@link #stamp} on the grouping
 * stage's thread (which is the driver's own in the INLINE layout).
 */
public final class ExternalSequencer implements CommandSequencer {
    /** Producer side: the stamp the next state-changing command takes; 0 when none is pending. */
    private long pendingSequence;
    private long pendingTimestamp;
    /** Producer side: the highest sequence handed to {@link #next}. */
    private long issuedSequence;
    /** Grouping side: the last state-changing command's sequence and (raised) timestamp. */
    private long lastSequence;
    private long lastTimestamp;

    /**
     * Stamps the next state-changing command the driver thread publishes.
     *
     * @param sequence  the log's sequence for it, &gt; every earlier one given here
     * @param timestamp the log's time for it, ns since the epoch, &gt;= 0
     * @throws IllegalArgumentException when the sequence does not increase or the timestamp is negative (a bug of
     *                                  the driver: the log's order would be lost)
     */
    public void next(final long sequence, final long timestamp) {
        if (sequence <= issuedSequence || timestamp < 0) {
            throw new IllegalArgumentException("external sequence " + sequence + " at " + timestamp
                    + " ns: sequences must increase (last " + issuedSequence + ") and timestamps be >= 0");
        }
        issuedSequence = sequence;
        pendingSequence = sequence;
        pendingTimestamp = timestamp;
    }

    /** @return the highest sequence given to {@link #next}, 0 before the first (driver thread) */
    public long issuedSequence() {
        return issuedSequence;
    }

    @Override
    public void publishing(final CommandSlot slot) {
        if (slot.isReplay() || CommandType.isQuery(slot.type())) {
            return;
        }
        if (pendingSequence == 0) {
            slot.setResultCode(ResultCode.INVALID_ARGUMENT);
            return;
        }
        slot.setSequence(pendingSequence);
        slot.setTimestamp(pendingTimestamp);
        pendingSequence = 0;
    }

    @Override
    public void stamp(final CommandSlot slot, final long ringSequence) {
        if (slot.sequence() <= 0) {
            slot.setSequence(lastSequence);
            slot.setTimestamp(lastTimestamp);
            return;
        }
        lastSequence = slot.sequence();
        lastTimestamp = Math.max(lastTimestamp, slot.timestamp());
        slot.setTimestamp(lastTimestamp);
    }

    @Override
    public void resumeAfter(final long sequence, final long timestamp, final long nextRingSequence) {
        lastSequence = sequence;
        lastTimestamp = Math.max(lastTimestamp, timestamp);
        if (issuedSequence < sequence) {
            issuedSequence = sequence;
        }
    }

    @Override
    public long lastSequence() {
        return lastSequence;
    }

    @Override
    public long lastTimestamp() {
        return lastTimestamp;
    }

    /** @return null: the log makes commands durable before they reach the core */
    @Override
    public Journal journal() {
        return null;
    }

    @Override
    public String toString() {
        return "external sequencer (last issued " + issuedSequence + ")";
    }
}
