package dev.bourse.pipeline;

import dev.bourse.command.CommandType;

/**
 * How a stage's failure ends, by what the stage does to the state (the policy is drawn up in the package
 * documentation). A failure either refuses its command alone, when nothing can have changed, or halts the core
 * ({@link CoreHalt}), when state may be half-changed. Two facts decide:
 * <ul>
 *   <li>a query ({@link #readsOnly}) changes nothing in any stage and is not journalled, so any failure while it is
 *       answered refuses it alone;</li>
 *   <li>an {@link Error} (an exhausted heap or stack, a failed assertion, a class that did not load) can strike
 *       between any two writes, so it never proves that nothing changed. It also need not strike again when the
 *       journal is replayed, so a journalled command it refused could be applied after a restart: only a halt, which
 *       acknowledges nothing from the failing command on, keeps the replay equal to what was reported.</li>
 * </ul>
 *
 * <p>Thread-safety: constants only.
 */
enum StageFailure {
    /**
     * Grouping: numbers and timestamps the commands that the journal records and every later stage follows; any
     * failure halts.
     */
    NUMBERING,
    /**
     * A risk check: it checks before it changes anything ({@link RiskProcessor#preCheck}), so an exception refuses
     * the command with INTERNAL_ERROR and the core goes on; an Error halts.
     */
    CHECK,
    /** Matching and settlement: they change books and accounts; any failure halts, unless the command reads only. */
    APPLY,
    /**
     * Results: they run after every state change, so the command is whole. An exception (a listener bug) is counted
     * and the core goes on; an Error halts from the next command on.
     */
    REPORT;

    /**
     * @param commandType a {@link CommandType} code
     * @param failure     what the stage threw
     * @return true when the failure refuses the command alone; false when it halts the core
     */
    boolean refusesOnly(final int commandType, final Throwable failure) {
        if (readsOnly(commandType)) {
            return this != NUMBERING;
        }
        return (this == CHECK || this == REPORT) && failure instanceof Exception;
    }

    /**
     * Whether a command changes nothing in any stage. A snapshot step is no query here: it moves the capture of a
     * snapshot on, and a capture left half-done would be written as a snapshot.
     *
     * @param commandType a {@link CommandType} code
     * @return true for L2_REQUEST, USER_REPORT, TOTALS_REPORT and STATE_HASH
     */
    static boolean readsOnly(final int commandType) {
        return CommandType.isQuery(commandType) && commandType != CommandType.SNAPSHOT_STEP
                && commandType != CommandType.NONE;
    }
}
