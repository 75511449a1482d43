package dev.bourse.api;

/**
 * A command on live orders (cancel, move, reduce, replace, mass cancel) that may carry a client command id and an
 * idempotency key, for {@link ExchangeApi#amend(AmendRequest)} and {@link ExchangeApi#tryAmend(long, AmendRequest)}.
 * One verb method names the action and its operands and resets every other field; the exactly-once fields follow:
 * <pre>{@code
 * AmendRequest cancel = new AmendRequest().cancel(200, 7, 2).commandId(43);
 * }</pre>
 * It is a flyweight, like {@link OrderRequest}: the core copies its fields into the ring before the call returns and
 * keeps no reference, so one request per producer thread may be refilled for every command, and the {@code try*} path
 * then allocates nothing.
 *
 * <p>Fields and units (each 0 or null until set):
 * <ul>
 *   <li>{@code action}: which command, required;</li>
 *   <li>{@code uid}, {@code symbol}: the owner and the symbol, each &gt; 0; {@code orderId}: the order, &gt; 0 (0 for
 *       a mass cancel);</li>
 *   <li>{@code price}: the new price in ticks (move, replace);</li>
 *   <li>{@code size}: lots to remove (reduce) or the new unfilled size (replace);</li>
 *   <li>{@code commandId}, {@code idempotencyKey}, {@code requestHash}: exactly-once, with the rules of the same
 *       fields of {@link OrderRequest}: a command id not above the user's mark, or a key the user sent within the
 *       core's window, is refused with {@link ResultCode#DUPLICATE_COMMAND}, nothing changed, the first answer
 *       attached ({@link CommandEvent.Duplicate}).</li>
 * </ul>
 *
 * <p>Thread-safety: none; one thread fills and submits it.
 */
public final class AmendRequest {
    /** The command an {@link AmendRequest} carries. */
    public enum Action {
        /** Cancel one live order ({@link ExchangeApi#cancel}). */
        CANCEL,
        /** Move one live order to a new price ({@link ExchangeApi#move}). */
        MOVE,
        /** Reduce one live order's size ({@link ExchangeApi#reduce}). */
        REDUCE,
        /** Replace one live order's price and size ({@link ExchangeApi#replace}). */
        REPLACE,
        /** Cancel every live order of the user in the symbol ({@link ExchangeApi#massCancel}). */
        MASS_CANCEL
    }

    private Action action;
    private long uid;
    private long symbol;
    private long orderId;
    private long price;
    private long size;
    private long commandId;
    private long idempotencyKey;
    private long requestHash;

    private AmendRequest set(final Action a, final long u, final long s, final long o, final long p, final long z) {
        action = a;
        uid = u;
        symbol = s;
        orderId = o;
        price = p;
        size = z;
        commandId = 0;
        idempotencyKey = 0;
        requestHash = 0;
        return this;
    }

    /**
     * @param owner  the owner, &gt; 0
     * @param symbolId the symbol, &gt; 0
     * @param order  the order, &gt; 0
     * @return this request, a cancel (exactly-once fields reset)
     */
    public AmendRequest cancel(final long owner, final long symbolId, final long order) {
        return set(Action.CANCEL, owner, symbolId, order, 0, 0);
    }

    /**
     * @param owner    the owner, &gt; 0
     * @param symbolId the symbol, &gt; 0
     * @param order    the order, &gt; 0
     * @param newPrice ticks
     * @return this request, a move (exactly-once fields reset)
     */
    public AmendRequest move(final long owner, final long symbolId, final long order, final long newPrice) {
        return set(Action.MOVE, owner, symbolId, order, newPrice, 0);
    }

    /**
     * @param owner    the owner, &gt; 0
     * @param symbolId the symbol, &gt; 0
     * @param order    the order, &gt; 0
     * @param reduceBy lots
     * @return this request, a reduce (exactly-once fields reset)
     */
    public AmendRequest reduce(final long owner, final long symbolId, final long order, final long reduceBy) {
        return set(Action.REDUCE, owner, symbolId, order, 0, reduceBy);
    }

    /**
     * @param owner    the owner, &gt; 0
     * @param symbolId the symbol, &gt; 0
     * @param order    the order, &gt; 0
     * @param newPrice ticks
     * @param newSize  lots
     * @return this request, a replace (exactly-once fields reset)
     */
    public AmendRequest replace(final long owner, final long symbolId, final long order, final long newPrice,
            final long newSize) {
        return set(Action.REPLACE, owner, symbolId, order, newPrice, newSize);
    }

    /**
     * @param owner    the owner, &gt; 0
     * @param symbolId the symbol, &gt; 0
     * @return this request, a mass cancel (exactly-once fields reset)
     */
    public AmendRequest massCancel(final long owner, final long symbolId) {
        return set(Action.MASS_CANCEL, owner, symbolId, 0, 0, 0);
    }

    /**
     * @param value the client's command id, &gt; 0, increasing per user (0: none); see {@link OrderRequest#commandId()}
     * @return this request
     */
    public AmendRequest commandId(final long value) {
        commandId = value;
        return this;
    }

    /**
     * @param value the idempotency key, any value but 0 (0: none); see {@link OrderRequest#idempotencyKey()}
     * @return this request
     */
    public AmendRequest idempotencyKey(final long value) {
        idempotencyKey = value;
        return this;
    }

    /**
     * @param value a hash of the request the key was sent with (any value), kept with the key and answered to a
     *              repeat; see {@link OrderRequest#requestHash()}
     * @return this request
     */
    public AmendRequest requestHash(final long value) {
        requestHash = value;
        return this;
    }

    /**
     * The rules that depend on this request alone.
     *
     * @return SUCCESS, or INVALID_ARGUMENT (no action, a uid or symbol &lt;= 0, an order id &lt;= 0 on anything but
     *     a mass cancel, a negative command id): the core refuses these before the ring
     */
    public int check() {
        final boolean badOrder = action != Action.MASS_CANCEL && orderId <= 0;
        return action == null || uid <= 0 || symbol <= 0 || badOrder || commandId < 0 ? ResultCode.INVALID_ARGUMENT
                : ResultCode.SUCCESS;
    }

    /** @return the command, null until a verb method is called */
    public Action action() {
        return action;
    }

    /** @return the owner */
    public long uid() {
        return uid;
    }

    /** @return the symbol */
    public long symbol() {
        return symbol;
    }

    /** @return the order (0 for a mass cancel) */
    public long orderId() {
        return orderId;
    }

    /** @return the new price in ticks (move, replace), else 0 */
    public long price() {
        return price;
    }

    /** @return lots to remove (reduce) or the new size (replace), else 0 */
    public long size() {
        return size;
    }

    /** @return the client command id, 0 for none */
    public long commandId() {
        return commandId;
    }

    /** @return the idempotency key, 0 for none */
    public long idempotencyKey() {
        return idempotencyKey;
    }

    /** @return the hash of the request the key came with */
    public long requestHash() {
        return requestHash;
    }
}
