package dev.bourse.pipeline;

/**
 * The book events of one command, kept in flat primitive arrays inside its ring slot (one buffer per slot,
 * preallocated). Event {@code i} is the {@code i}-th element of every array; which arrays a kind uses:
 * <pre>
 *  kind           orderId uid      other*          side      price    price2    size      rem1      rem2     code
 *  TRADE          maker   makerUid taker, takerUid takerSide price    -         size      makerRem  takerRem -
 *  RESTED         order   uid      -               side      price    -         remaining visible   -        -
 *  STOP_ACCEPTED  order   uid      -               side      trigger  -         size      -         -        -
 *  STOP_TRIGGERED order   uid      -               side      trigger  lastTrade -         -         -        -
 *  CANCELLED      order   uid      -               side      price    -         cancelled remaining -        reason
 *  AMENDED        order   uid      -               side      oldPrice newPrice  oldRemain newRemain -        kept
 *  REJECTED       order   uid      -               -         -        -         -         -         -        result
 *  L2_BID/L2_ASK  -       -        -               -         price    -         visible   -         -        orders
 * </pre>
 * A TRADE also carries {@code makerFee} and {@code takerFee} (minor units of the quote currency), written by the
 * settlement shards of the maker and of the taker.
 * ({@code other*} is otherOrderId, otherUid; {@code reason} the {@link dev.bourse.api.CancelReason} ordinal;
 * {@code kept} 1 when priority was kept; {@code result} a {@link dev.bourse.api.ResultCode}; {@code orders} the
 * level's order count.)
 * Unused cells hold stale values; readers look only at the cells of the kind. Prices in ticks, sizes in lots; the
 * events carry no timestamp of their own: all of them have the command's timestamp.
 *
 * <p><b>Capacity and overflow.</b> A buffer starts with {@link #DEFAULT_CAPACITY} events. A command that produces
 * more (a sweep of many makers, a stop cascade, a deep L2) makes the buffer grow its arrays twofold as often as needed;
 * no event is ever dropped. The grown arrays stay with the slot, so each slot allocates at most a few times over
 * the life of the core (once per doubling of its largest command) and the steady state is allocation-free.
 * {@link #growths()} counts the doublings.
 *
 * <p>Thread-safety: none. Written by the one matching shard that owns the command, read by later stages after the
 * ring's sequence barrier has published the writes.
 */
public final class SlotEvents {
    /** A fill (see the table). */
    public static final int TRADE = 1;
    /** An order or remainder joined the book. */
    public static final int RESTED = 2;
    /** A stop order was accepted and is pending. */
    public static final int STOP_ACCEPTED = 3;
    /** A pending stop triggered. */
    public static final int STOP_TRIGGERED = 4;
    /** Size left an order without trading. */
    public static final int CANCELLED = 5;
    /** A resting order was moved or replaced. */
    public static final int AMENDED = 6;
    /** The book refused the command. */
    public static final int REJECTED = 7;
    /** One bid level of an L2 answer, best first. */
    public static final int L2_BID = 8;
    /** One ask level of an L2 answer, best first. */
    public static final int L2_ASK = 9;

    /** Events a fresh buffer holds before it grows. */
    public static final int DEFAULT_CAPACITY = 8;

    private int count;
    private int growths;
    private int[] kind;
    private long[] orderId;
    private long[] uid;
    private long[] otherOrderId;
    private long[] otherUid;
    private int[] side;
    private long[] price;
    private long[] price2;
    private long[] size;
    private long[] rem1;
    private long[] rem2;
    private int[] code;
    private long[] makerFee;
    private long[] takerFee;

    /**
     * @param capacity events held before the first growth, &gt;= 1
     */
    public SlotEvents(final int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be >= 1: " + capacity);
        }
        allocate(capacity);
    }

    private void allocate(final int capacity) {
        kind = new int[capacity];
        orderId = new long[capacity];
        uid = new long[capacity];
        otherOrderId = new long[capacity];
        otherUid = new long[capacity];
        side = new int[capacity];
        price = new long[capacity];
        price2 = new long[capacity];
        size = new long[capacity];
        rem1 = new long[capacity];
        rem2 = new long[capacity];
        code = new int[capacity];
        makerFee = new long[capacity];
        takerFee = new long[capacity];
    }

    /** Forgets the events; keeps the arrays. */
    void clear() {
        count = 0;
    }

    /**
     * Appends an event of {@code k} and returns its index, growing the arrays when full.
     *
     * @param k the kind
     * @return the index to write the fields at
     */
    int append(final int k) {
        if (count == kind.length) {
            grow();
        }
        final int i = count++;
        kind[i] = k;
        makerFee[i] = 0;
        takerFee[i] = 0;
        return i;
    }

    private void grow() {
        final int n = kind.length;
        final int[] oKind = kind;
        final long[] oOrderId = orderId;
        final long[] oUid = uid;
        final long[] oOtherOrderId = otherOrderId;
        final long[] oOtherUid = otherUid;
        final int[] oSide = side;
        final long[] oPrice = price;
        final long[] oPrice2 = price2;
        final long[] oSize = size;
        final long[] oRem1 = rem1;
        final long[] oRem2 = rem2;
        final int[] oCode = code;
        final long[] oMakerFee = makerFee;
        final long[] oTakerFee = takerFee;
        allocate(n * 2);
        System.arraycopy(oMakerFee, 0, makerFee, 0, n);
        System.arraycopy(oTakerFee, 0, takerFee, 0, n);
        System.arraycopy(oKind, 0, kind, 0, n);
        System.arraycopy(oOrderId, 0, orderId, 0, n);
        System.arraycopy(oUid, 0, uid, 0, n);
        System.arraycopy(oOtherOrderId, 0, otherOrderId, 0, n);
        System.arraycopy(oOtherUid, 0, otherUid, 0, n);
        System.arraycopy(oSide, 0, side, 0, n);
        System.arraycopy(oPrice, 0, price, 0, n);
        System.arraycopy(oPrice2, 0, price2, 0, n);
        System.arraycopy(oSize, 0, size, 0, n);
        System.arraycopy(oRem1, 0, rem1, 0, n);
        System.arraycopy(oRem2, 0, rem2, 0, n);
        System.arraycopy(oCode, 0, code, 0, n);
        growths++;
    }

    void set(final int i, final long orderIdValue, final long uidValue, final int sideValue, final long priceValue,
            final long sizeValue) {
        orderId[i] = orderIdValue;
        uid[i] = uidValue;
        side[i] = sideValue;
        price[i] = priceValue;
        size[i] = sizeValue;
    }

    /** Settlement of the maker's shard records the fee it charged the maker for trade {@code i}. */
    void setMakerFee(final int i, final long fee) {
        makerFee[i] = fee;
    }

    /** Settlement of the taker's shard records the fee it charged the taker for trade {@code i}. */
    void setTakerFee(final int i, final long fee) {
        takerFee[i] = fee;
    }

    /**
     * @param i event index
     * @return fee charged to the maker of a TRADE, minor units of the quote currency (0 until settled)
     */
    public long makerFee(final int i) {
        return makerFee[i];
    }

    /**
     * @param i event index
     * @return fee charged to the taker of a TRADE, minor units of the quote currency (0 until settled)
     */
    public long takerFee(final int i) {
        return takerFee[i];
    }

    void setOther(final int i, final long otherOrderIdValue, final long otherUidValue) {
        otherOrderId[i] = otherOrderIdValue;
        otherUid[i] = otherUidValue;
    }

    void setExtra(final int i, final long price2Value, final long rem1Value, final long rem2Value,
            final int codeValue) {
        price2[i] = price2Value;
        rem1[i] = rem1Value;
        rem2[i] = rem2Value;
        code[i] = codeValue;
    }

    /** @return number of events, &gt;= 0 */
    public int count() {
        return count;
    }

    /** @return how many times this buffer has doubled its capacity */
    public int growths() {
        return growths;
    }

    /** @return events held before the next growth */
    public int capacity() {
        return kind.length;
    }

    /**
     * @param i event index in 0..count-1
     * @return the kind, one of the constants of this class
     */
    public int kind(final int i) {
        return kind[i];
    }

    /**
     * @param i event index
     * @return the order id (the maker's for a trade)
     */
    public long orderId(final int i) {
        return orderId[i];
    }

    /**
     * @param i event index
     * @return the order's owner (the maker's for a trade)
     */
    public long uid(final int i) {
        return uid[i];
    }

    /**
     * @param i event index
     * @return the taker's order id of a trade
     */
    public long otherOrderId(final int i) {
        return otherOrderId[i];
    }

    /**
     * @param i event index
     * @return the taker's uid of a trade
     */
    public long otherUid(final int i) {
        return otherUid[i];
    }

    /**
     * @param i event index
     * @return the side ordinal ({@link dev.bourse.api.Side#fromCode(int)}); the taker's for a trade
     */
    public int side(final int i) {
        return side[i];
    }

    /**
     * @param i event index
     * @return ticks: trade price, limit price, trigger price or old price by kind
     */
    public long price(final int i) {
        return price[i];
    }

    /**
     * @param i event index
     * @return ticks: the new price of an amendment or the last trade price of a trigger
     */
    public long price2(final int i) {
        return price2[i];
    }

    /**
     * @param i event index
     * @return lots: traded, resting, cancelled, old remaining or visible size by kind
     */
    public long size(final int i) {
        return size[i];
    }

    /**
     * @param i event index
     * @return lots: maker remaining, visible, remaining or new remaining size by kind
     */
    public long rem1(final int i) {
        return rem1[i];
    }

    /**
     * @param i event index
     * @return lots: the taker's remaining size of a trade
     */
    public long rem2(final int i) {
        return rem2[i];
    }

    /**
     * @param i event index
     * @return the cancel reason ordinal, result code, priority-kept flag or L2 order count by kind
     */
    public int code(final int i) {
        return code[i];
    }
}
