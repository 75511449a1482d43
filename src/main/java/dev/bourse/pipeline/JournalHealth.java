package dev.bourse.pipeline;

/**
 * Whether every command so far reached the journal. The journal stage records the first sequence it could not make
 * durable (a write or force failed: the block being built since the last successful batch is lost); the results
 * stage then reports that command and every later one as {@link dev.bourse.api.ResultCode#JOURNAL_FAILED} instead
 * of acknowledging it, and the core halts ({@link CoreHalt}, without freezing its stages: the state in memory is
 * whole) and refuses new commands, because its in-memory state has moved past what a restart would recover: going on
 * would acknowledge commands that a crash would lose.
 *
 * <p>Thread-safety: written by the journal thread, read by any; the write happens before the journal stage
 * advances its sequence, which the results stage waits on.
 */
final class JournalHealth {
    private volatile long firstLostSequence = Long.MAX_VALUE;

    void lostFrom(final long sequence) {
        if (sequence < firstLostSequence) {
            firstLostSequence = sequence;
        }
    }

    boolean isFailed() {
        return firstLostSequence != Long.MAX_VALUE;
    }

    boolean isLost(final long sequence) {
        return sequence >= firstLostSequence;
    }
}
