package dev.bourse.command;

/**
 * The command codes stored in {@link CommandSlot#type()}. Codes are stable: they are written to the journal.
 *
 * <p>Routing, by code: order commands and account commands are pre-checked by the risk shard of their uid
 * ({@code uid & (riskShards - 1)}); order commands, {@link #ADD_SYMBOL} and {@link #L2_REQUEST} are handled by the
 * matching shard of their symbol ({@code symbol & (matchingShards - 1)}), and so is {@link #ADVANCE_TIME}; every risk
 * shard sees every command at settlement.
 *
 * <p>Thread-safety: constants only.
 */
public final class CommandType {
    /** An empty slot; never published. */
    public static final int NONE = 0;
    /** Place a new order. */
    public static final int PLACE = 1;
    /** Cancel a live order. */
    public static final int CANCEL = 2;
    /** Move a resting order to a new price. */
    public static final int MOVE = 3;
    /** Reduce a live order's size. */
    public static final int REDUCE = 4;
    /** Replace a resting order's price and size. */
    public static final int REPLACE = 5;
    /** Cancel every live order of a user in one symbol. */
    public static final int MASS_CANCEL = 6;
    /** Ask for the top levels of one symbol's book. */
    public static final int L2_REQUEST = 7;
    /** Create a symbol's book. */
    public static final int ADD_SYMBOL = 8;
    /** Create a user account (risk). */
    public static final int ADD_USER = 9;
    /** Credit a user's balance (risk). */
    public static final int DEPOSIT = 10;
    /** Debit a user's balance (risk). */
    public static final int WITHDRAW = 11;
    /** Suspend a user: no new orders, deposits or withdrawals (risk). */
    public static final int SUSPEND_USER = 12;
    /** Resume a suspended user (risk). */
    public static final int RESUME_USER = 13;
    /** Replace a symbol's specification; its book must be empty (matching checks, risk applies). */
    public static final int UPDATE_SYMBOL = 14;
    /**
     * Take a snapshot at this command's sequence ({@link dev.bourse.api.ExchangeApi#snapshot()}). Journalled as a
     * marker that changes nothing on replay, so the journal always holds the sequence of every snapshot (no gap when
     * a restart resumes from it) and a replayed marker takes no snapshot.
     */
    public static final int SNAPSHOT = 15;
    /**
     * The passage of time for one symbol's book: expires its GTD orders whose {@code expireAt} is at or before the
     * command's timestamp ({@code onCancelled(EXPIRED)} each, settled like any cancel), and nothing else. Published
     * by the core's expiry timer when the earliest expiry of some book is due ({@code ExpiryTimer}); journalled and
     * replayed like any command, so an expiry happens at the same sequence in every layout and on every replay.
     * Carries only its symbol (uid, order id and the rest are 0).
     */
    public static final int ADVANCE_TIME = 16;
    /** Query: one user's balances, holds, positions and live orders. Not journaled. */
    public static final int USER_REPORT = 20;
    /** Query: per-currency totals and open interest over every shard. Not journaled. */
    public static final int TOTALS_REPORT = 21;
    /** Query: a digest of the whole core's state (books and risk). Not journaled. */
    public static final int STATE_HASH = 22;
    /**
     * Internal: one step of an incremental snapshot capture ({@code SnapshotStep}), published by the snapshot taker
     * while a capture is in progress. Changes no state; not journaled and not reported to the listener. Like the
     * queries it takes a sequence number that the journal does not hold, which recovery already allows for.
     */
    public static final int SNAPSHOT_STEP = 23;

    private CommandType() {
    }

    /**
     * Whether the command acts on one order book on behalf of a user.
     *
     * @param type a command code
     * @return true for PLACE, CANCEL, MOVE, REDUCE, REPLACE and MASS_CANCEL
     */
    public static boolean isOrderCommand(final int type) {
        return type >= PLACE && type <= MASS_CANCEL;
    }

    /**
     * Whether the command is answered by the risk engine alone.
     *
     * @param type a command code
     * @return true for ADD_USER, DEPOSIT, WITHDRAW, SUSPEND_USER and RESUME_USER
     */
    public static boolean isAccountCommand(final int type) {
        return type >= ADD_USER && type <= RESUME_USER;
    }

    /**
     * Whether the command only reads state, so the journal does not record it. Every other code is journalled, so a
     * new query code must be listed here (an unlisted state change would be lost on replay).
     *
     * @param type a command code
     * @return true for NONE, L2_REQUEST, USER_REPORT, TOTALS_REPORT, STATE_HASH and SNAPSHOT_STEP
     */
    public static boolean isQuery(final int type) {
        return type == NONE || type == L2_REQUEST || type >= USER_REPORT;
    }

    /**
     * Whether the command goes to a matching shard.
     *
     * @param type a command code
     * @return true for order commands, L2_REQUEST, ADD_SYMBOL, UPDATE_SYMBOL and ADVANCE_TIME
     */
    public static boolean isMatchingCommand(final int type) {
        return (type >= PLACE && type <= ADD_SYMBOL) || type == UPDATE_SYMBOL || type == ADVANCE_TIME;
    }


    /**
     * A short upper-case name for logs and tests.
     *
     * @param type a command code
     * @return its constant's name, or {@code "UNKNOWN(type)"}
     */
    public static String name(final int type) {
        switch (type) {
            case NONE: return "NONE";
            case PLACE: return "PLACE";
            case CANCEL: return "CANCEL";
            case MOVE: return "MOVE";
            case REDUCE: return "REDUCE";
            case REPLACE: return "REPLACE";
            case MASS_CANCEL: return "MASS_CANCEL";
            case L2_REQUEST: return "L2_REQUEST";
            case ADD_SYMBOL: return "ADD_SYMBOL";
            case ADD_USER: return "ADD_USER";
            case DEPOSIT: return "DEPOSIT";
            case WITHDRAW: return "WITHDRAW";
            case SUSPEND_USER: return "SUSPEND_USER";
            case RESUME_USER: return "RESUME_USER";
            case UPDATE_SYMBOL: return "UPDATE_SYMBOL";
            case SNAPSHOT: return "SNAPSHOT";
            case ADVANCE_TIME: return "ADVANCE_TIME";
            case USER_REPORT: return "USER_REPORT";
            case TOTALS_REPORT: return "TOTALS_REPORT";
            case STATE_HASH: return "STATE_HASH";
            case SNAPSHOT_STEP: return "SNAPSHOT_STEP";
            default: return "UNKNOWN(" + type + ")";
        }
    }
}
