package dev.bourse.bench;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.orderbook.NewOrder;
import dev.bourse.orderbook.OrderBook;

/**
 * A precomputed, replayable command stream for one order book, made by {@link BookLoadGenerator}: one command per
 * index in flat primitive arrays (op code, order id, uid, side, order type, price, size), so that playing it
 * allocates nothing and draws no random numbers.
 *
 * <p>Layout of one cycle, {@code [0, length())}:
 * <pre>
 *   0           prefillEnd()               bodyEnd()              length()
 *   | prefill: GTCs |  body: the scenario     | closing: cancel every |
 *   | (untimed)     |  (timed + maintenance)  | live order (untimed)  |
 * </pre>
 * The closing section empties the book, so the next cycle's prefill (same ids, prices and sizes) rebuilds exactly the
 * same book and the stream can be replayed forever from index 0 on an initially empty book. Every command returns
 * {@code SUCCESS} on a book that follows the rule book; the expected totals of one cycle are recorded for
 * {@code BookLoadPlayer.verifyCycle} (in {@code src/jmh}).
 *
 * <p>Units: prices in ticks, sizes in lots. Timestamps are not stored: the player stamps each command.
 *
 * <p>Thread-safety: immutable after construction (the arrays are never exposed).
 */
public final class BookLoad {
    /** Op code: place the order described by the side, type, price and size columns. */
    public static final byte OP_PLACE = 0;
    /** Op code: cancel the order id. */
    public static final byte OP_CANCEL = 1;
    /** Op code: move the order id to the price column. */
    public static final byte OP_MOVE = 2;

    private final BookLoadScenario scenario;
    private final byte[] ops;
    private final byte[] sides;
    private final byte[] types;
    private final long[] orderIds;
    private final long[] uids;
    private final long[] prices;
    private final long[] sizes;
    private final boolean[] timed;
    private final int prefillEnd;
    private final int bodyEnd;
    private final BookLoadProfile profile;

    BookLoad(final BookLoadScenario scenario, final CommandColumns columns, final int prefillEnd, final int bodyEnd,
            final BookLoadProfile profile) {
        this.scenario = scenario;
        this.ops = columns.ops();
        this.sides = columns.sides();
        this.types = columns.types();
        this.orderIds = columns.orderIds();
        this.uids = columns.uids();
        this.prices = columns.prices();
        this.sizes = columns.sizes();
        this.timed = columns.timed();
        this.prefillEnd = prefillEnd;
        this.bodyEnd = bodyEnd;
        this.profile = profile;
    }

    /**
     * Applies command {@code i} to a book. Allocation-free.
     *
     * @param book      the book
     * @param i         command index, 0 &lt;= i &lt; {@link #length()}
     * @param scratch   a reusable order, overwritten for places
     * @param timestamp the command's timestamp in ns; callers keep it increasing
     * @return the book's result code
     */
    public int apply(final OrderBook book, final int i, final NewOrder scratch, final long timestamp) {
        switch (ops[i]) {
            case OP_PLACE:
                return book.place(scratch.set(orderIds[i], uids[i], Side.fromCode(sides[i]),
                        OrderType.fromCode(types[i]), prices[i], sizes[i], timestamp));
            case OP_CANCEL:
                return book.cancel(orderIds[i], uids[i], timestamp);
            case OP_MOVE:
                return book.move(orderIds[i], uids[i], prices[i], timestamp);
            default:
                throw new IllegalStateException("bad op code " + ops[i] + " at " + i);
        }
    }

    /** @return the scenario this stream was generated for */
    public BookLoadScenario scenario() {
        return scenario;
    }

    /** @return number of commands in one cycle */
    public int length() {
        return ops.length;
    }

    /** @return index of the first body command; the prefill is {@code [0, prefillEnd())} */
    public int prefillEnd() {
        return prefillEnd;
    }

    /** @return index of the first closing cancel; the body is {@code [prefillEnd(), bodyEnd())} */
    public int bodyEnd() {
        return bodyEnd;
    }

    /**
     * @param i command index
     * @return whether command {@code i} is of the kind the scenario measures (false for prefill, closing and
     *     maintenance commands)
     */
    public boolean timed(final int i) {
        return timed[i];
    }

    /**
     * @param i command index
     * @return {@link #OP_PLACE}, {@link #OP_CANCEL} or {@link #OP_MOVE}
     */
    public byte op(final int i) {
        return ops[i];
    }

    /**
     * @param i command index
     * @return the order id the command places, cancels or moves
     */
    public long orderId(final int i) {
        return orderIds[i];
    }

    /**
     * @param i command index
     * @return the uid that sends the command (the owner of the order)
     */
    public long uid(final int i) {
        return uids[i];
    }

    /**
     * @param i command index
     * @return for a place the {@link Side} ordinal, otherwise 0
     */
    public int side(final int i) {
        return sides[i];
    }

    /**
     * @param i command index
     * @return for a place the {@link OrderType} ordinal (GTC or IOC), otherwise 0
     */
    public int type(final int i) {
        return types[i];
    }

    /**
     * @param i command index
     * @return the limit price of a place or the new price of a move, in ticks; 0 for a cancel
     */
    public long price(final int i) {
        return prices[i];
    }

    /**
     * @param i command index
     * @return lots of a place, otherwise 0
     */
    public long size(final int i) {
        return sizes[i];
    }

    /** @return what one cycle is expected to do, and what the stream is made of */
    public BookLoadProfile profile() {
        return profile;
    }
}
