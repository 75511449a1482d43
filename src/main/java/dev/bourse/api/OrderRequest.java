package dev.bourse.api;

/**
 * A new order, named field by field instead of by position. Fill it fluently and hand it to
 * {@link ExchangeApi#place(OrderRequest)} or {@link ExchangeApi#tryPlace(long, OrderRequest)}:
 * <pre>{@code
 * OrderRequest order = new OrderRequest().uid(200).symbol(7).orderId(2).side(Side.BID).type(OrderType.GTC)
 *         .price(30_000).size(3);
 * }</pre>
 * It is also a flyweight: the core copies its fields into the ring before the call returns and keeps no reference,
 * so one request per producer thread may be refilled for every order ({@link #clear()} first), and the
 * {@code try*} path then allocates nothing.
 *
 * <p>Fields and units (each 0 or null until set):
 * <ul>
 *   <li>{@code uid}, {@code symbol}, {@code orderId}: the owner, the symbol and the client's order id, each &gt; 0
 *       (the order id is unique among the symbol's live orders);</li>
 *   <li>{@code side}, {@code type}: required;</li>
 *   <li>{@code price}: ticks, &gt; 0; for the budget types ({@link OrderType#isBudget()}) the most the order may
 *       cost in ticks x lots; for a market type the protection price;</li>
 *   <li>{@code size}: lots, &gt; 0;</li>
 *   <li>{@code reservePrice}: ticks a bid's funds are held at, so that it may later be moved up to it without new
 *       funds (0: the price);</li>
 *   <li>{@code displaySize}: an iceberg's visible slice in lots, 0..size (0: all visible), only for types that
 *       rest;</li>
 *   <li>{@code triggerPrice}: ticks, &gt; 0 for a stop or take-profit type, else 0;</li>
 *   <li>{@code expireAt}: ns since the epoch, later than the command's timestamp for {@link OrderType#GTD}, else
 *       0;</li>
 *   <li>{@code stp}: self-trade prevention; null for the core's configured default;</li>
 *   <li>{@code commandId}: the client's command id for exactly-once submission, &gt; 0, increasing per user (0:
 *       none). The core applies a command whose id is above every id the user sent before and refuses one that is
 *       not with {@link ResultCode#DUPLICATE_COMMAND}, the first answer attached when the id is the user's latest:
 *       a client (a gateway keyed by an idempotency key, a cluster client re-sending after a failover) may re-send
 *       an unanswered command and get it applied once. The mark is per user, kept in snapshots and the journal.</li>
 *   <li>{@code idempotencyKey}, {@code requestHash}: exactly-once by a key that need not increase (0: none). The
 *       core keeps, per user, the keys of the last {@code bourse.risk.idempotency.keys} keyed commands sent within
 *       {@code bourse.risk.idempotency.window} of the command's timestamp, each with its first outcome and the
 *       request hash it came with; a command repeating a kept key is refused with
 *       {@link ResultCode#DUPLICATE_COMMAND} and the first outcome ({@link CommandEvent.Duplicate}). Kept in
 *       snapshots and the journal like the mark.</li>
 * </ul>
 * {@link #check()} applies the rules that depend on the request alone and returns the code the core would answer;
 * the core applies the same rules, and those that depend on its state, in sequence.
 *
 * <p>Thread-safety: none; one thread fills and submits it.
 */
public final class OrderRequest {
    private long uid;
    private long symbol;
    private long orderId;
    private Side side;
    private OrderType type;
    private long price;
    private long size;
    private long reservePrice;
    private long displaySize;
    private long triggerPrice;
    private long expireAt;
    private StpMode stp;
    private long commandId;
    private long idempotencyKey;
    private long requestHash;

    /**
     * Resets every field to 0 or null, for the next order on the same flyweight.
     *
     * @return this request
     */
    public OrderRequest clear() {
        uid = 0;
        symbol = 0;
        orderId = 0;
        side = null;
        type = null;
        price = 0;
        size = 0;
        reservePrice = 0;
        displaySize = 0;
        triggerPrice = 0;
        expireAt = 0;
        stp = null;
        commandId = 0;
        idempotencyKey = 0;
        requestHash = 0;
        return this;
    }

    /**
     * The rules that depend on this request alone, in the order the core applies them.
     *
     * @return SUCCESS, or the first broken rule's code: INVALID_ARGUMENT (a uid, symbol or order id &lt;= 0, no side
     *     or no type, a negative command id: the core refuses these before the ring), INVALID_SIZE (size &lt;= 0),
     *     INVALID_PRICE (price &lt;= 0), INVALID_DISPLAY_SIZE (outside 0..size, or set on a type that never rests),
     *     INVALID_TRIGGER_PRICE (missing on a stop type, set on another), INVALID_EXPIRY (missing on GTD, set on
     *     another); one request that breaks one rule gets the same code from the core
     */
    public int check() {
        if (uid <= 0 || symbol <= 0 || orderId <= 0 || side == null || type == null || commandId < 0) {
            return ResultCode.INVALID_ARGUMENT;
        }
        if (size <= 0) {
            return ResultCode.INVALID_SIZE;
        }
        if (price <= 0) {
            return ResultCode.INVALID_PRICE;
        }
        if (displaySize < 0 || displaySize > size || (displaySize != 0 && !type.canRest())) {
            return ResultCode.INVALID_DISPLAY_SIZE;
        }
        if (type.isStop() ? triggerPrice <= 0 : triggerPrice != 0) {
            return ResultCode.INVALID_TRIGGER_PRICE;
        }
        return (type == OrderType.GTD ? expireAt <= 0 : expireAt != 0) ? ResultCode.INVALID_EXPIRY
                : ResultCode.SUCCESS;
    }

    /**
     * @param value the owner, &gt; 0
     * @return this request
     */
    public OrderRequest uid(final long value) {
        uid = value;
        return this;
    }

    /**
     * @param value the symbol, &gt; 0
     * @return this request
     */
    public OrderRequest symbol(final long value) {
        symbol = value;
        return this;
    }

    /**
     * @param value the client's order id, &gt; 0
     * @return this request
     */
    public OrderRequest orderId(final long value) {
        orderId = value;
        return this;
    }

    /**
     * @param value the side, required
     * @return this request
     */
    public OrderRequest side(final Side value) {
        side = value;
        return this;
    }

    /**
     * @param value the type (and with it the time in force), required
     * @return this request
     */
    public OrderRequest type(final OrderType value) {
        type = value;
        return this;
    }

    /**
     * @param value ticks: the limit, a market type's protection price or (budget types) ticks x lots
     * @return this request
     */
    public OrderRequest price(final long value) {
        price = value;
        return this;
    }

    /**
     * @param value lots, &gt; 0
     * @return this request
     */
    public OrderRequest size(final long value) {
        size = value;
        return this;
    }

    /**
     * @param value ticks a bid's funds are held at (0: the price)
     * @return this request
     */
    public OrderRequest reservePrice(final long value) {
        reservePrice = value;
        return this;
    }

    /**
     * @param value an iceberg's visible lots (0: all)
     * @return this request
     */
    public OrderRequest displaySize(final long value) {
        displaySize = value;
        return this;
    }

    /**
     * @param value a stop's trigger in ticks (0 unless a stop type)
     * @return this request
     */
    public OrderRequest triggerPrice(final long value) {
        triggerPrice = value;
        return this;
    }

    /**
     * @param value a GTD order's expiry, ns since the epoch (0 unless GTD)
     * @return this request
     */
    public OrderRequest expireAt(final long value) {
        expireAt = value;
        return this;
    }

    /**
     * @param value self-trade prevention; null for the core's default
     * @return this request
     */
    public OrderRequest stp(final StpMode value) {
        stp = value;
        return this;
    }

    /**
     * @param value the client's command id, &gt; 0 and above every id this user sent before; 0 for none (no
     *              duplicate check). A negative id is refused before the ring with INVALID_ARGUMENT
     * @return this request
     */
    public OrderRequest commandId(final long value) {
        commandId = value;
        return this;
    }

    /** @return the client's command id, 0 when none */
    public long commandId() {
        return commandId;
    }

    /**
     * @param value the idempotency key: any value but 0 (0: none), unique per user among the keys it sent within the
     *              core's window ({@code bourse.risk.idempotency.window}); a gateway derives it from the user and the
     *              text the client chose. Unlike a command id it need not increase
     * @return this request
     */
    public OrderRequest idempotencyKey(final long value) {
        idempotencyKey = value;
        return this;
    }

    /** @return the idempotency key, 0 when none */
    public long idempotencyKey() {
        return idempotencyKey;
    }

    /**
     * @param value a hash of the request the key came with (any value; a gateway hashes the body it received): kept
     *              with the key and answered to a repeat ({@link CommandEvent.Duplicate#originalRequestHash()}), so a
     *              client that reuses a key for another request can be told so
     * @return this request
     */
    public OrderRequest requestHash(final long value) {
        requestHash = value;
        return this;
    }

    /** @return the hash of the request the key came with */
    public long requestHash() {
        return requestHash;
    }

    /** @return the owner */
    public long uid() {
        return uid;
    }

    /** @return the symbol */
    public long symbol() {
        return symbol;
    }

    /** @return the client's order id */
    public long orderId() {
        return orderId;
    }

    /** @return the side, or null */
    public Side side() {
        return side;
    }

    /** @return the type, or null */
    public OrderType type() {
        return type;
    }

    /** @return ticks (budget types: ticks x lots) */
    public long price() {
        return price;
    }

    /** @return lots */
    public long size() {
        return size;
    }

    /** @return ticks (0: the price) */
    public long reservePrice() {
        return reservePrice;
    }

    /** @return lots (0: all) */
    public long displaySize() {
        return displaySize;
    }

    /** @return ticks (0: none) */
    public long triggerPrice() {
        return triggerPrice;
    }

    /** @return ns (0: none) */
    public long expireAt() {
        return expireAt;
    }

    /** @return the mode, or null for the core's default */
    public StpMode stp() {
        return stp;
    }

    @Override
    public String toString() {
        return "OrderRequest[uid=" + uid + ", symbol=" + symbol + ", orderId=" + orderId + ", side=" + side
                + ", type=" + type + ", price=" + price + ", size=" + size + ", reservePrice=" + reservePrice
                + ", displaySize=" + displaySize + ", triggerPrice=" + triggerPrice + ", expireAt=" + expireAt
                + ", stp=" + stp + ", commandId=" + commandId + ", idempotencyKey=" + idempotencyKey + "]";
    }
}
