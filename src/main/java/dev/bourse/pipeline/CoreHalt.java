package dev.bourse.pipeline;

import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandType;

/**
 * Whether the core has halted, why, and from which ring slot on its stages apply nothing more. A halt is final: the
 * core refuses every new command with {@link ResultCode#CORE_HALTED}, its stages skip every slot from the frozen one
 * on while the results stage still reports each of them (CORE_HALTED), so the ring keeps moving, every future
 * completes and a stop ends. What halts a core, with the slot it freezes from:
 * <ul>
 *   <li>a failure that may have left state half-changed ({@link StageGuard}): from the failing command's slot;</li>
 *   <li>a journal failure: nothing is frozen (the state in memory is whole, only its durability is lost; the
 *       results stage refuses what was not made durable, see {@link JournalHealth});</li>
 *   <li>a stop that timed out: from the first slot not yet reported.</li>
 * </ul>
 * The first halt's reason is kept; a later one can only move the frozen slot earlier (a lagging stage thread may
 * still fail on an earlier command, which no stage has reported yet).
 *
 * <p>Recording a halt allocates nothing (the reason is formatted when asked for), so a failure caused by an exhausted
 * heap can still halt the core.
 *
 * <p>Thread-safety: {@link #halt} from any thread (synchronized; it happens once or a few times); the readers are
 * volatile reads, {@link #covers} once per stage and command.
 */
public final class CoreHalt {
    /** {@link #halt} {@code fromSlot}: freeze nothing. */
    public static final long NO_FREEZE = Long.MAX_VALUE;

    private volatile long frozenFrom = NO_FREEZE;
    private volatile Throwable cause;
    private Object where;
    private long commandSequence;
    private int commandType;

    /**
     * Halts the core, or moves the frozen slot of a halted core earlier.
     *
     * @param stage           what failed (its {@code toString()} names it in the reason)
     * @param commandSequence the command's sequence, or -1 when no command is concerned
     * @param commandType     the command's {@link CommandType} code
     * @param failure         what was thrown or what went wrong
     * @param fromSlot        the first ring sequence the stages must skip, or {@link #NO_FREEZE}
     */
    public synchronized void halt(final Object stage, final long commandSequence, final int commandType,
            final Throwable failure, final long fromSlot) {
        if (fromSlot < frozenFrom) {
            frozenFrom = fromSlot;
        }
        if (cause == null) {
            this.where = stage;
            this.commandSequence = commandSequence;
            this.commandType = commandType;
            this.cause = failure;
        }
    }

    /** @return whether the core has halted */
    public boolean isHalted() {
        return cause != null;
    }

    /**
     * @param slot a ring sequence
     * @return whether the stages must skip it
     */
    boolean covers(final long slot) {
        return slot >= frozenFrom;
    }

    /** @return the first halt's reason: the stage, the command and the failure; null while running */
    public synchronized String reason() {
        if (cause == null) {
            return null;
        }
        final String command = commandSequence < 0 ? ""
                : " on command " + commandSequence + " (" + CommandType.name(commandType) + ")";
        return where + " failed" + command + ": " + cause;
    }
}
