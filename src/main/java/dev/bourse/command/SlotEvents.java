package dev.bourse.command;

import dev.bourse.api.CancelReason;
import dev.bourse.api.Side;

/**
 * The book events of one command, kept in one flat {@code long[]} referenced by its ring slot (one buffer per slot,
 * preallocated; in the INLINE layout without a journal one buffer shared by every slot, see
 * {@link CommandSlot#CommandSlot(SlotEvents)}). Event {@code i} is row {@code i} of {@code STRIDE} cells (columns
 * below, in this order, then makerFee and takerFee), so writing or reading an event touches a few adjacent cache
 * lines rather than one line in each of fourteen arrays; which cells a kind uses:
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
 * more (a sweep of many makers, a stop cascade, a deep L2) makes the buffer grow its array twofold as often as needed;
 * no event is ever dropped. The grown array stays with the slot, so each slot allocates at most a few times over
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

    private static final int KIND = 0;
    private static final int ORDER_ID = 1;
    private static final int UID = 2;
    private static final int OTHER_ORDER_ID = 3;
    private static final int OTHER_UID = 4;
    private static final int SIDE = 5;
    private static final int PRICE = 6;
    private static final int PRICE2 = 7;
    private static final int SIZE = 8;
    private static final int REM1 = 9;
    private static final int REM2 = 10;
    private static final int CODE = 11;
    private static final int MAKER_FEE = 12;
    private static final int TAKER_FEE = 13;
    /** Cells per event: one row of 14 longs, so an event's writes and reads share two or three cache lines. */
    private static final int STRIDE = 14;

    private int count;
    private int growths;
    private int capacity;
    private long[] cells;

    /**
     * @param capacity events held before the first growth, &gt;= 1
     */
    public SlotEvents(final int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be >= 1: " + capacity);
        }
        this.capacity = capacity;
        this.cells = new long[capacity * STRIDE];
    }

    /** Forgets the events; keeps the array. */
    public void clear() {
        count = 0;
    }

    /**
     * Appends an event of {@code k} and returns its index, growing the array when full.
     *
     * @param k the kind
     * @return the index to write the fields at
     */
    public int append(final int k) {
        if (count == capacity) {
            grow();
        }
        final int i = count++;
        final int base = i * STRIDE;
        cells[base + KIND] = k;
        cells[base + MAKER_FEE] = 0;
        cells[base + TAKER_FEE] = 0;
        return i;
    }

    private void grow() {
        final long[] old = cells;
        capacity *= 2;
        cells = new long[capacity * STRIDE];
        System.arraycopy(old, 0, cells, 0, old.length);
        growths++;
    }

    /**
     * Writes the common cells of event {@code i}.
     *
     * @param i            event index
     * @param orderIdValue the order id (the maker's for a trade)
     * @param uidValue     the owner (the maker's for a trade)
     * @param sideValue    the side ordinal (the taker's for a trade), -1 for none
     * @param priceValue   ticks, by kind
     * @param sizeValue    lots, by kind
     */
    public void set(final int i, final long orderIdValue, final long uidValue, final int sideValue,
            final long priceValue, final long sizeValue) {
        final int base = i * STRIDE;
        cells[base + ORDER_ID] = orderIdValue;
        cells[base + UID] = uidValue;
        cells[base + SIDE] = sideValue;
        cells[base + PRICE] = priceValue;
        cells[base + SIZE] = sizeValue;
    }

    /**
     * Settlement of the maker's shard records the fee it charged the maker for trade {@code i}.
     *
     * @param i   event index
     * @param fee minor units of the quote currency
     */
    public void setMakerFee(final int i, final long fee) {
        cells[i * STRIDE + MAKER_FEE] = fee;
    }

    /**
     * Settlement of the taker's shard records the fee it charged the taker for trade {@code i}.
     *
     * @param i   event index
     * @param fee minor units of the quote currency
     */
    public void setTakerFee(final int i, final long fee) {
        cells[i * STRIDE + TAKER_FEE] = fee;
    }

    /**
     * @param i event index
     * @return fee charged to the maker of a TRADE, minor units of the quote currency (0 until settled)
     */
    public long makerFee(final int i) {
        return cells[i * STRIDE + MAKER_FEE];
    }

    /**
     * @param i event index
     * @return fee charged to the taker of a TRADE, minor units of the quote currency (0 until settled)
     */
    public long takerFee(final int i) {
        return cells[i * STRIDE + TAKER_FEE];
    }

    /**
     * Writes the taker's cells of trade {@code i}.
     *
     * @param i                 event index
     * @param otherOrderIdValue the taker's order id
     * @param otherUidValue     the taker's uid
     */
    public void setOther(final int i, final long otherOrderIdValue, final long otherUidValue) {
        final int base = i * STRIDE;
        cells[base + OTHER_ORDER_ID] = otherOrderIdValue;
        cells[base + OTHER_UID] = otherUidValue;
    }

    /**
     * Writes the kind-specific cells of event {@code i} (see the table).
     *
     * @param i           event index
     * @param price2Value ticks: new price or last trade price
     * @param rem1Value   lots, by kind
     * @param rem2Value   lots: the taker's remaining size of a trade
     * @param codeValue   reason ordinal, result code, priority-kept flag or order count
     */
    public void setExtra(final int i, final long price2Value, final long rem1Value, final long rem2Value,
            final int codeValue) {
        final int base = i * STRIDE;
        cells[base + PRICE2] = price2Value;
        cells[base + REM1] = rem1Value;
        cells[base + REM2] = rem2Value;
        cells[base + CODE] = codeValue;
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
        return capacity;
    }

    /**
     * @param i event index in 0..count-1
     * @return the kind, one of the constants of this class
     */
    public int kind(final int i) {
        return (int) cells[i * STRIDE + KIND];
    }

    /**
     * @param i event index
     * @return the order id (the maker's for a trade)
     */
    public long orderId(final int i) {
        return cells[i * STRIDE + ORDER_ID];
    }

    /**
     * @param i event index
     * @return the order's owner (the maker's for a trade)
     */
    public long uid(final int i) {
        return cells[i * STRIDE + UID];
    }

    /**
     * @param i event index
     * @return the taker's order id of a trade
     */
    public long otherOrderId(final int i) {
        return cells[i * STRIDE + OTHER_ORDER_ID];
    }

    /**
     * @param i event index
     * @return the taker's uid of a trade
     */
    public long otherUid(final int i) {
        return cells[i * STRIDE + OTHER_UID];
    }

    /**
     * @param i event index
     * @return the side ordinal ({@link dev.bourse.api.Side#fromCode(int)}); the taker's for a trade
     */
    public int side(final int i) {
        return (int) cells[i * STRIDE + SIDE];
    }

    /**
     * The one place an event's side code becomes a {@link Side} (settlement and results both read it here).
     *
     * @param i event index
     * @return the side (the taker's for a trade), null for an event without one
     */
    public Side sideOf(final int i) {
        return Side.fromCode(side(i));
    }

    /**
     * @param i event index
     * @return ticks: trade price, limit price, trigger price or old price by kind
     */
    public long price(final int i) {
        return cells[i * STRIDE + PRICE];
    }

    /**
     * @param i event index
     * @return ticks: the new price of an amendment or the last trade price of a trigger
     */
    public long price2(final int i) {
        return cells[i * STRIDE + PRICE2];
    }

    /**
     * @param i event index
     * @return lots: traded, resting, cancelled, old remaining or visible size by kind
     */
    public long size(final int i) {
        return cells[i * STRIDE + SIZE];
    }

    /**
     * @param i event index
     * @return lots: maker remaining, visible, remaining or new remaining size by kind
     */
    public long rem1(final int i) {
        return cells[i * STRIDE + REM1];
    }

    /**
     * @param i event index
     * @return lots: the taker's remaining size of a trade
     */
    public long rem2(final int i) {
        return cells[i * STRIDE + REM2];
    }

    /**
     * @param i event index
     * @return the cancel reason ordinal, result code, priority-kept flag or L2 order count by kind
     */
    public int code(final int i) {
        return (int) cells[i * STRIDE + CODE];
    }

    /**
     * The one place a CANCELLED event's reason code becomes a {@link CancelReason}.
     *
     * @param i index of a CANCELLED event
     * @return its reason
     */
    public CancelReason cancelReasonOf(final int i) {
        return CancelReason.fromCode(code(i));
    }
}
