package dev.bourse.risk;

import dev.bourse.api.ResultCode;

/**
 * Exactly-once order commands by client command id: per user, the highest id applied (a high-water mark) and the
 * outcome of the command that carried it. A command whose id is not above the mark is a duplicate, refused with
 * {@link ResultCode#DUPLICATE_COMMAND} before it can hold, trade or cancel anything.
 *
 * <p>Why a high-water mark and not a window of recent ids: the mark never forgets (a re-send however late is still
 * caught, which a window of the last k ids cannot promise) and costs three fields per account, whatever the traffic;
 * in exchange ids must increase per user, which is what the two senders do (a cluster client numbers its messages, a
 * gateway derives increasing ids for its idempotency keys). Only the latest command's outcome is kept, because a
 * retry is almost always of the command still unanswered: a duplicate of an older id is refused all the same, with
 * its outcome unknown (sequence 0).
 *
 * <p>Determinism: the mark moves in the pre-trade check, on the user's shard in sequence order; the outcome is
 * recorded by the same shard's settlement (where the result code is final), and a duplicate's answer is read in its
 * own settlement, which comes after the original's on that shard in every layout.
 *
 * <p>Thread-safety: none; the account's risk shard thread.
 */
final class CommandIds {
    private CommandIds() {
    }

    /**
     * The pre-trade check: accepts a command id above the user's mark (moving the mark and remembering the command
     * as the latest), refuses any other.
     *
     * @param a         the user's account
     * @param commandId the client's id, &gt; 0
     * @param sequence  the command's sequence
     * @return SUCCESS or DUPLICATE_COMMAND
     */
    static int check(final Account a, final long commandId, final long sequence) {
        if (commandId <= a.lastCommandId) {
            return ResultCode.DUPLICATE_COMMAND;
        }
        a.lastCommandId = commandId;
        a.lastCommandSequence = sequence;
        a.lastCommandResult = ResultCode.SUCCESS;
        return ResultCode.SUCCESS;
    }

    /**
     * Settlement: records the final result code of the user's latest command, when this is it.
     *
     * @param a          the user's account
     * @param sequence   a settled command's sequence
     * @param resultCode its final result code
     */
    static void settled(final Account a, final long sequence, final int resultCode) {
        if (a.lastCommandSequence == sequence) {
            a.lastCommandResult = resultCode;
        }
    }

    /**
     * @param a         the user's account
     * @param commandId a duplicate's id
     * @return the first command's sequence when the id is the user's latest, else 0
     */
    static long originalSequence(final Account a, final long commandId) {
        return commandId == a.lastCommandId ? a.lastCommandSequence : 0;
    }

    /**
     * @param a         the user's account
     * @param commandId a duplicate's id
     * @return the first command's final result code when the id is the user's latest, else DUPLICATE_COMMAND
     */
    static int originalResult(final Account a, final long commandId) {
        return commandId == a.lastCommandId ? a.lastCommandResult : ResultCode.DUPLICATE_COMMAND;
    }
}
