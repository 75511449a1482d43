package dev.bourse.api;

/**
 * Every outcome of a command, as an {@code int}. Zero is success, negative values are rejections, each with its own
 * code (never one catch-all). A rejected command changes no state; {@link #JOURNAL_FAILED} and {@link #CORE_HALTED}
 * are no rejections but the absence of an acknowledgement (see each). The hundreds digit groups codes by the stage that
 * decides them: -1xxx arguments and symbols, -2xxx risk, -3xxx the order book, -4xxx accounts, -5xxx symbols
 * administration, -8xxx the core itself.
 *
 * <p>Thread-safety: constants only.
 */
public final class ResultCode {
    /** The command was carried out. */
    public static final int SUCCESS = 0;

    /** A required argument was missing (null) or out of its documented range before the ring. */
    public static final int INVALID_ARGUMENT = -1001;
    /** The symbol id is not known to the core. */
    public static final int UNKNOWN_SYMBOL = -1101;
    /** The symbol is halted: new orders, moves and replaces are refused; cancels and reduces still work. */
    public static final int SYMBOL_HALTED = -1102;
    /** The order type is not allowed on this symbol or with these arguments. */
    public static final int UNSUPPORTED_ORDER_TYPE = -1103;
    /** The size is below the symbol's minimum or above its maximum. */
    public static final int SIZE_OUT_OF_LIMITS = -1104;
    /** The notional (price × size) is above the symbol's maximum. */
    public static final int NOTIONAL_OUT_OF_LIMITS = -1105;
    /** A price (limit, protection, trigger or amendment target) above the symbol's maximum price. */
    public static final int PRICE_OUT_OF_LIMITS = -1106;
    /**
     * A price farther from the symbol's reference price than its price band allows (see
     * {@link PriceLimits}).
     */
    public static final int PRICE_OUT_OF_BAND = -1107;

    /**
     * Not enough free balance: to hold for an order (or a replace that needs more), or to pay out a withdrawal (one
     * code for both, as both fail for the same reason).
     */
    public static final int INSUFFICIENT_FUNDS = -2001;
    /** Not enough equity for the initial margin of the position plus pending orders. */
    public static final int INSUFFICIENT_MARGIN = -2002;
    /** A bid's reserve price is below its limit price. */
    public static final int INVALID_RESERVE_PRICE = -2003;
    /** A move would take a bid above the reserve price its funds were held at. */
    public static final int MOVE_ABOVE_RESERVE_PRICE = -2004;
    /** The fee on a spot ask would exceed its proceeds. */
    public static final int ASK_PRICE_BELOW_FEE = -2005;
    /**
     * The order command carries a client command id ({@link OrderRequest#commandId(long)}) that is not above the
     * highest one this user's commands carried before: a re-sent or out-of-order command, refused without any effect.
     * Its result lists a {@link CommandEvent.Duplicate} with the first command's sequence and result code when the id
     * is the user's latest, so that a retrying client gets the first answer.
     */
    public static final int DUPLICATE_COMMAND = -2006;

    /** No live order (resting or pending stop) has this id in this symbol. */
    public static final int UNKNOWN_ORDER_ID = -3001;
    /** The order exists but belongs to another uid. */
    public static final int NOT_ORDER_OWNER = -3002;
    /** A live order of this symbol already has this id. */
    public static final int DUPLICATE_ORDER_ID = -3003;
    /** Size (or reduce size) not strictly positive. */
    public static final int INVALID_SIZE = -3010;
    /** Price, protection price or budget not strictly positive. */
    public static final int INVALID_PRICE = -3011;
    /** Display size negative, above the size, or given for a type that cannot rest. */
    public static final int INVALID_DISPLAY_SIZE = -3012;
    /** A GTD expiry not after the command's timestamp, or an expiry given for another type. */
    public static final int INVALID_EXPIRY = -3013;
    /** A stop's trigger price not strictly positive, or a trigger given for a type that is not a stop. */
    public static final int INVALID_TRIGGER_PRICE = -3014;
    /** Price × size (or a derived amount) would overflow a {@code long}. */
    public static final int ARITHMETIC_OVERFLOW = -3015;
    /** The order type or side is missing or unknown. */
    public static final int INVALID_ORDER_TYPE = -3016;
    /** A POST_ONLY order (or a move or replace of a resting one) would trade on arrival. */
    public static final int POST_ONLY_WOULD_TRADE = -3020;
    /** Move and replace do not apply to pending stop orders; cancel and reduce do. */
    public static final int ORDER_NOT_AMENDABLE = -3021;

    /** The uid is not known. */
    public static final int UNKNOWN_USER = -4001;
    /** The uid already exists. */
    public static final int USER_ALREADY_EXISTS = -4002;
    /** The user is suspended: no new orders, deposits or withdrawals. */
    public static final int USER_SUSPENDED = -4003;
    /** Resume of a user that is not suspended. */
    public static final int USER_NOT_SUSPENDED = -4004;
    /** A deposit or withdrawal repeats a transaction id already applied for this user and currency. */
    public static final int DUPLICATE_TRANSACTION = -4010;
    /** An amount not strictly positive, or a balance that would overflow. */
    public static final int INVALID_AMOUNT = -4012;
    /** The currency id is not known to the core. */
    public static final int UNKNOWN_CURRENCY = -4013;
    /**
     * A deposit that would take the money the core holds in the currency (deposits − withdrawals − fees over all
     * users) above its limit, {@code 2^62} minor units.
     */
    public static final int CURRENCY_LIMIT_EXCEEDED = -4014;
    /**
     * A withdrawal larger than the money the core holds in the currency: users' claims exceed it (margin accounts
     * lost more than their collateral, see {@link TotalsReport#deficits(int)}), and paying it would hand out money
     * nobody paid in.
     */
    public static final int UNFUNDED_WITHDRAWAL = -4015;

    /** A symbol with this id already exists. */
    public static final int SYMBOL_ALREADY_EXISTS = -5001;
    /** A symbol specification failed validation. */
    public static final int INVALID_SYMBOL_SPEC = -5002;
    /** A symbol specification can only be updated while its book is empty. */
    public static final int SYMBOL_BOOK_NOT_EMPTY = -5003;

    /**
     * A stage failed while handling the command at a point where nothing had changed (a query, or an exception in the
     * pre-trade check): the command had no effect and the core goes on. A failure that may have changed state halts
     * the core instead ({@link #CORE_HALTED}).
     */
    public static final int INTERNAL_ERROR = -8001;
    /** The core is not running: not started yet, or stopping, or stopped. */
    public static final int CORE_NOT_RUNNING = -8002;
    /**
     * The journal could not make the command durable (a write or fsync failed); its effect may be visible in memory
     * but a restart will not have it, so it is not acknowledged, and the core refuses every later command.
     */
    public static final int JOURNAL_FAILED = -8003;
    /**
     * A snapshot was not taken: the core has no journal or no real risk engine to snapshot, a shard failed while
     * capturing, or writing the files failed. The core goes on; the previous snapshots and the journal are intact.
     */
    public static final int SNAPSHOT_FAILED = -8004;
    /**
     * A command submitted from inside a listener callback found every ring slot taken. The callback's thread is the
     * one that would free them, so waiting would never end; the command is not accepted. Submit it again after the
     * callback returns, or give the ring more slots. (INLINE layout; in the others such a submission blocks, as
     * {@link ExchangeListener} warns.)
     */
    public static final int RING_FULL = -8005;
    /**
     * The core has halted (its {@code haltReason()} says where, on which command and why): a stage failed where state
     * may be half-changed, the journal failed, or a stop timed out. A new command is refused with nothing changed. A
     * command that was in flight at the halt (the failing one included) is not acknowledged: its outcome is unknown
     * to the caller, it may have been journalled and then a restart replays it, so look it up after the restart (by
     * order id, by the deposit's transaction id) before submitting it again.
     */
    public static final int CORE_HALTED = -8006;
    /**
     * A snapshot was not requested: {@code ExchangeApi.MAX_PENDING_SNAPSHOTS} explicit snapshots are in flight
     * already. Request it again once one of them has completed.
     */
    public static final int SNAPSHOT_BUSY = -8007;

    private ResultCode() {
    }

    /**
     * A short upper-case name for logs and tools.
     *
     * @param code a result code
     * @return its constant's name, or {@code "UNKNOWN(code)"}
     */
    public static String name(final int code) {
        switch (code) {
            case SUCCESS: return "SUCCESS";
            case INVALID_ARGUMENT: return "INVALID_ARGUMENT";
            case UNKNOWN_SYMBOL: return "UNKNOWN_SYMBOL";
            case SYMBOL_HALTED: return "SYMBOL_HALTED";
            case UNSUPPORTED_ORDER_TYPE: return "UNSUPPORTED_ORDER_TYPE";
            case SIZE_OUT_OF_LIMITS: return "SIZE_OUT_OF_LIMITS";
            case NOTIONAL_OUT_OF_LIMITS: return "NOTIONAL_OUT_OF_LIMITS";
            case PRICE_OUT_OF_LIMITS: return "PRICE_OUT_OF_LIMITS";
            case PRICE_OUT_OF_BAND: return "PRICE_OUT_OF_BAND";
            case INSUFFICIENT_FUNDS: return "INSUFFICIENT_FUNDS";
            case INSUFFICIENT_MARGIN: return "INSUFFICIENT_MARGIN";
            case INVALID_RESERVE_PRICE: return "INVALID_RESERVE_PRICE";
            case MOVE_ABOVE_RESERVE_PRICE: return "MOVE_ABOVE_RESERVE_PRICE";
            case ASK_PRICE_BELOW_FEE: return "ASK_PRICE_BELOW_FEE";
            case DUPLICATE_COMMAND: return "DUPLICATE_COMMAND";
            case UNKNOWN_ORDER_ID: return "UNKNOWN_ORDER_ID";
            case NOT_ORDER_OWNER: return "NOT_ORDER_OWNER";
            case DUPLICATE_ORDER_ID: return "DUPLICATE_ORDER_ID";
            case INVALID_SIZE: return "INVALID_SIZE";
            case INVALID_PRICE: return "INVALID_PRICE";
            case INVALID_DISPLAY_SIZE: return "INVALID_DISPLAY_SIZE";
            case INVALID_EXPIRY: return "INVALID_EXPIRY";
            case INVALID_TRIGGER_PRICE: return "INVALID_TRIGGER_PRICE";
            case ARITHMETIC_OVERFLOW: return "ARITHMETIC_OVERFLOW";
            case INVALID_ORDER_TYPE: return "INVALID_ORDER_TYPE";
            case POST_ONLY_WOULD_TRADE: return "POST_ONLY_WOULD_TRADE";
            case ORDER_NOT_AMENDABLE: return "ORDER_NOT_AMENDABLE";
            case UNKNOWN_USER: return "UNKNOWN_USER";
            case USER_ALREADY_EXISTS: return "USER_ALREADY_EXISTS";
            case USER_SUSPENDED: return "USER_SUSPENDED";
            case USER_NOT_SUSPENDED: return "USER_NOT_SUSPENDED";
            case DUPLICATE_TRANSACTION: return "DUPLICATE_TRANSACTION";
            case INVALID_AMOUNT: return "INVALID_AMOUNT";
            case UNKNOWN_CURRENCY: return "UNKNOWN_CURRENCY";
            case CURRENCY_LIMIT_EXCEEDED: return "CURRENCY_LIMIT_EXCEEDED";
            case UNFUNDED_WITHDRAWAL: return "UNFUNDED_WITHDRAWAL";
            case SYMBOL_ALREADY_EXISTS: return "SYMBOL_ALREADY_EXISTS";
            case INVALID_SYMBOL_SPEC: return "INVALID_SYMBOL_SPEC";
            case SYMBOL_BOOK_NOT_EMPTY: return "SYMBOL_BOOK_NOT_EMPTY";
            case INTERNAL_ERROR: return "INTERNAL_ERROR";
            case CORE_NOT_RUNNING: return "CORE_NOT_RUNNING";
            case JOURNAL_FAILED: return "JOURNAL_FAILED";
            case SNAPSHOT_FAILED: return "SNAPSHOT_FAILED";
            case RING_FULL: return "RING_FULL";
            case CORE_HALTED: return "CORE_HALTED";
            case SNAPSHOT_BUSY: return "SNAPSHOT_BUSY";
            default: return "UNKNOWN(" + code + ")";
        }
    }
}
