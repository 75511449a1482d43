package dev.bourse.matching;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.common.SmallIdMap;
import dev.bourse.common.StateHash;
import dev.bourse.orderbook.BookPools;
import dev.bourse.orderbook.FastOrderBook;
import dev.bourse.orderbook.L2Snapshot;
import dev.bourse.orderbook.NewOrder;
import dev.bourse.orderbook.OrderBook;
import dev.bourse.orderbook.OrderBookListener;
import dev.bourse.orderbook.OrderState;
import dev.bourse.orderbook.OrderStateVisitor;
import dev.bourse.orderbook.RestorableOrderBook;

/**
 * One matching shard: the order books of the symbols it owns, keyed by symbol id, and the routing of book commands
 * to them. Every book reports to the one listener given at construction (the pipeline points it at the current
 * command's slot). Units as in {@link OrderBook}: price in ticks, size in lots, time in ns.
 *
 * <p>Thread-safety: none; owned by one matching thread.
 */
public final class MatchingShard {
    private final OrderBookListener listener;
    private final BookPools pools;
    private final SmallIdMap<OrderBook> books = new SmallIdMap<>();
    private final NewOrder newOrder = new NewOrder();
    private final BookExpiries expiries = new BookExpiries();
    /** The capture in progress ({@link #beginCapture}), or null when none is. */
    private BookCaptureSink captureSink;
    /** The symbols of the cut, in step order; those before the cursor are completely exported. */
    private long[] captureSymbols = new long[0];
    private int captureCursor;

    /**
     * @param listener       receives every book's events, synchronously
     * @param expectedOrders live orders to preallocate for in the whole shard, 0 or more: the orders and levels
     *                       every book of the shard takes from ({@link BookPools}); a book's own tables start small
     */
    public MatchingShard(final OrderBookListener listener, final int expectedOrders) {
        if (listener == null) {
            throw new IllegalArgumentException("listener is null");
        }
        this.listener = listener;
        this.pools = new BookPools(expectedOrders);
    }

    /**
     * Creates an empty book for a symbol.
     *
     * @param symbol symbol id
     * @return SUCCESS or SYMBOL_ALREADY_EXISTS
     */
    public int addSymbol(final long symbol) {
        if (books.containsKey(symbol)) {
            return ResultCode.SYMBOL_ALREADY_EXISTS;
        }
        books.put(symbol, new FastOrderBook(listener, pools));
        return ResultCode.SUCCESS;
    }

    /**
     * Whether a symbol's specification may be replaced now: only while its book is empty.
     *
     * @param symbol symbol id
     * @return SUCCESS, UNKNOWN_SYMBOL or SYMBOL_BOOK_NOT_EMPTY
     */
    public int checkUpdatable(final long symbol) {
        final OrderBook book = books.get(symbol);
        if (book == null) {
            return ResultCode.UNKNOWN_SYMBOL;
        }
        return book.restingOrderCount() == 0 && book.pendingStopCount() == 0
                ? ResultCode.SUCCESS : ResultCode.SYMBOL_BOOK_NOT_EMPTY;
    }

    /**
     * Visits one user's live orders in every book of this shard with their full state (cold path: reports), each
     * book in acceptance order.
     *
     * @param uid     the user
     * @param visitor called once per order, with the symbol
     */
    public void forEachOrder(final long uid, final SymbolOrderVisitor visitor) {
        books.forEach((symbol, book) -> ((RestorableOrderBook) book).forEachOrderState(uid,
                order -> visitor.visit(symbol, order)));
    }

    /**
     * A live order and its symbol.
     */
    @FunctionalInterface
    public interface SymbolOrderVisitor {
        /**
         * @param symbol symbol id
         * @param order  the order's state, valid during the call only
         */
        void visit(long symbol, OrderState order);
    }

    /**
     * @param symbol symbol id
     * @return the symbol's book, or null when this shard does not own it
     */
    public OrderBook book(final long symbol) {
        return books.get(symbol);
    }

    /**
     * Visits every book of the shard with its symbol, for snapshots (cold path; the order is the map's).
     *
     * @param visitor called once per book
     */
    public void forEachBook(final SymbolBookVisitor visitor) {
        books.forEach((symbol, book) -> visitor.visit(symbol, (RestorableOrderBook) book));
    }

    /**
     * The book of a symbol with its export and restore hooks ({@link #addSymbol} always creates a restorable book).
     *
     * @param symbol symbol id
     * @return the book, or null when this shard does not own the symbol
     */
    public RestorableOrderBook restorableBook(final long symbol) {
        return (RestorableOrderBook) books.get(symbol);
    }

    /**
     * A book and its symbol.
     */
    @FunctionalInterface
    public interface SymbolBookVisitor {
        /**
         * @param symbol symbol id
         * @param book   the symbol's book
         */
        void visit(long symbol, RestorableOrderBook book);
    }

    /** @return number of books */
    public int symbolCount() {
        return books.size();
    }

    /**
     * Places an order ({@link OrderBook#place(NewOrder)}).
     *
     * @param symbol       symbol id
     * @param orderId      order id
     * @param uid          owner
     * @param side         side (null: the book answers INVALID_ORDER_TYPE)
     * @param type         order type (null: the book answers INVALID_ORDER_TYPE)
     * @param price        ticks or budget
     * @param size         lots
     * @param displaySize  lots, 0 = all
     * @param triggerPrice ticks, 0 unless a stop
     * @param expireAt     ns, 0 unless GTD
     * @param stp          STP mode (null means NONE)
     * @param timestamp    ns
     * @return UNKNOWN_SYMBOL or the book's code
     */
    public int place(final long symbol, final long orderId, final long uid, final Side side, final OrderType type,
            final long price, final long size, final long displaySize, final long triggerPrice,
            final long expireAt, final StpMode stp, final long timestamp) {
        final OrderBook book = books.get(symbol);
        if (book == null) {
            return ResultCode.UNKNOWN_SYMBOL;
        }
        newOrder.set(orderId, uid, side, type, price, size, timestamp)
                .displaySize(displaySize).triggerPrice(triggerPrice).expireAt(expireAt).stpMode(stp);
        return tracked(symbol, book, book.place(newOrder));
    }

    /**
     * @param symbol    symbol id
     * @param orderId   order id
     * @param uid       caller
     * @param timestamp ns
     * @return UNKNOWN_SYMBOL or the book's code
     */
    public int cancel(final long symbol, final long orderId, final long uid, final long timestamp) {
        final OrderBook book = books.get(symbol);
        return book == null ? ResultCode.UNKNOWN_SYMBOL : tracked(symbol, book, book.cancel(orderId, uid, timestamp));
    }

    /**
     * @param symbol    symbol id
     * @param orderId   order id
     * @param uid       caller
     * @param reduceBy  lots
     * @param timestamp ns
     * @return UNKNOWN_SYMBOL or the book's code
     */
    public int reduce(final long symbol, final long orderId, final long uid, final long reduceBy,
            final long timestamp) {
        final OrderBook book = books.get(symbol);
        return book == null ? ResultCode.UNKNOWN_SYMBOL
                : tracked(symbol, book, book.reduce(orderId, uid, reduceBy, timestamp));
    }

    /**
     * @param symbol    symbol id
     * @param orderId   order id
     * @param uid       caller
     * @param newPrice  ticks
     * @param timestamp ns
     * @return UNKNOWN_SYMBOL or the book's code
     */
    public int move(final long symbol, final long orderId, final long uid, final long newPrice,
            final long timestamp) {
        final OrderBook book = books.get(symbol);
        return book == null ? ResultCode.UNKNOWN_SYMBOL
                : tracked(symbol, book, book.move(orderId, uid, newPrice, timestamp));
    }

    /**
     * @param symbol    symbol id
     * @param orderId   order id
     * @param uid       caller
     * @param newPrice  ticks
     * @param newSize   lots
     * @param timestamp ns
     * @return UNKNOWN_SYMBOL or the book's code
     */
    public int replace(final long symbol, final long orderId, final long uid, final long newPrice,
            final long newSize, final long timestamp) {
        final OrderBook book = books.get(symbol);
        return book == null ? ResultCode.UNKNOWN_SYMBOL
                : tracked(symbol, book, book.replace(orderId, uid, newPrice, newSize, timestamp));
    }

    /**
     * @param symbol    symbol id
     * @param uid       the user
     * @param timestamp ns
     * @return UNKNOWN_SYMBOL or SUCCESS
     */
    public int massCancel(final long symbol, final long uid, final long timestamp) {
        final OrderBook book = books.get(symbol);
        return book == null ? ResultCode.UNKNOWN_SYMBOL : tracked(symbol, book, book.massCancel(uid, timestamp));
    }

    /**
     * The passage of time for one book ({@link OrderBook#advanceTime}): expires its GTD orders whose expiry is at or
     * before {@code timestamp}, each reported as {@code onCancelled(EXPIRED)}; nothing else happens. The time events
     * of the core come here, one per book whose orders may be due ({@link #earliestExpiry()}).
     *
     * @param symbol    symbol id
     * @param timestamp ns, the time event's timestamp
     * @return UNKNOWN_SYMBOL or SUCCESS
     */
    public int advanceTime(final long symbol, final long timestamp) {
        final OrderBook book = books.get(symbol);
        if (book == null) {
            return ResultCode.UNKNOWN_SYMBOL;
        }
        book.advanceTime(timestamp);
        return tracked(symbol, book, ResultCode.SUCCESS);
    }

    /** Keeps {@link #expiries} equal to the books' next expiries after a command on {@code book}. */
    private int tracked(final long symbol, final OrderBook book, final int code) {
        final long next = book.nextExpiry();
        if (next != Long.MAX_VALUE || !expiries.isEmpty()) {
            expiries.update(symbol, next);
        }
        return code;
    }

    /** @return the earliest GTD expiry over this shard's books in ns, {@link Long#MAX_VALUE} when none rests */
    public long earliestExpiry() {
        return expiries.earliest();
    }

    /** @return the symbol of the book holding the GTD order that expires first, or 0 when none rests */
    public long earliestExpirySymbol() {
        return expiries.earliestSymbol();
    }

    /** @return a count that moves on whenever {@link #earliestExpiry()} or {@link #earliestExpirySymbol()} changes */
    public long expiryChanges() {
        return expiries.changes();
    }

    /**
     * Re-reads every book's next expiry: after books were restored through {@link #restorableBook} (snapshot
     * recovery), which bypasses the command methods that keep it current. Cold path, O(books).
     */
    public void rescanExpiries() {
        books.forEach((symbol, book) -> expiries.update(symbol, book.nextExpiry()));
    }

    /**
     * @param symbol symbol id
     * @param depth  levels per side, &gt;= 0
     * @param asOf   ns, the query's timestamp: GTD orders due by then are left out (rule 16 of the book)
     * @param out    filled with the book's top
     * @return UNKNOWN_SYMBOL or SUCCESS
     */
    public int fillL2(final long symbol, final int depth, final long asOf, final L2Snapshot out) {
        final OrderBook book = books.get(symbol);
        if (book == null) {
            return ResultCode.UNKNOWN_SYMBOL;
        }
        book.fillL2(depth, asOf, out);
        return ResultCode.SUCCESS;
    }

    /**
     * Receives the books of an incremental capture ({@link #beginCapture}).
     */
    public interface BookCaptureSink {
        /**
         * At the cut, once per book of the shard: the book's export begins.
         *
         * @param symbol symbol id
         * @param book   the book, as it is at the cut (read its book-wide values now)
         * @return receives the book's orders from now on ({@link RestorableOrderBook#beginExport}); must not throw or
         *     modify the book
         */
        OrderStateVisitor begin(long symbol, RestorableOrderBook book);

        /**
         * The book's export is complete: every order it held at the cut has been visited.
         *
         * @param symbol symbol id
         */
        void completed(long symbol);
    }

    /**
     * Starts an incremental snapshot capture at the cut (right after the cut's command, on the owning thread):
     * begins every book's export ({@link RestorableOrderBook#beginExport}) and copies nothing. From now on each
     * book hands its orders as they are now to its visitor, level by level: by {@link #captureStep}, or, for a
     * price level (or the stop bucket) the next command is about to change, just before that command changes it
     * (copy-on-touch inside the book, so a command waits at most for the levels it changes). Books added later are
     * not exported. O(books).
     *
     * @param sink receives the books
     * @throws IllegalStateException if a capture is in progress
     */
    public void beginCapture(final BookCaptureSink sink) {
        if (captureSink != null) {
            throw new IllegalStateException("a book capture is already in progress");
        }
        captureSymbols = new long[books.size()];
        captureCursor = 0;
        final int[] n = {0};
        books.forEach((symbol, book) -> captureSymbols[n[0]++] = symbol);
        for (final long symbol : captureSymbols) {
            final RestorableOrderBook book = (RestorableOrderBook) books.get(symbol);
            book.beginExport(sink.begin(symbol, book));
        }
        captureSink = captureSymbols.length == 0 ? null : sink;
    }

    /**
     * Exports at most {@code budget} more orders of the capture in progress, book after book (a level passed with
     * nothing left to export counts as one).
     *
     * @param budget orders, &gt; 0
     * @return true when the capture is complete (also when none is in progress)
     */
    public boolean captureStep(final int budget) {
        int left = budget;
        while (captureSink != null && left > 0) {
            final long symbol = captureSymbols[captureCursor];
            final RestorableOrderBook book = (RestorableOrderBook) books.get(symbol);
            left -= book.exportStep(left);
            if (!book.isExporting()) {
                captureSink.completed(symbol);
                if (++captureCursor == captureSymbols.length) {
                    captureSink = null;
                }
            }
        }
        return captureSink == null;
    }

    /** Abandons the capture in progress, if any (its snapshot failed): the books stop exporting on touch. */
    public void abortCapture() {
        for (int k = captureCursor; captureSink != null && k < captureSymbols.length; k++) {
            ((RestorableOrderBook) books.get(captureSymbols[k])).abortExport();
        }
        captureSink = null;
    }

    /** @return whether a capture is in progress */
    public boolean isCapturing() {
        return captureSink != null;
    }

    /**
     * A digest of every book of the shard: the sum of one mix per (symbol, book hash). Being a sum, it does not
     * depend on the map's slot order, and the sums of several shards add up to the same value whatever the shard
     * layout.
     *
     * @return the digest
     */
    public long stateHashSum() {
        final long[] sum = {0};
        books.forEach((symbol, book) -> sum[0] += StateHash.mix(StateHash.add(symbol, book.stateHash())));
        return sum[0];
    }
}
