package dev.bourse.marketdata.feed;

/**
 * The public market-data messages, as calls with primitive arguments: what the publisher emits, what a decoder of
 * the wire format delivers and what a consumer's book builder applies. docs/market-data.md draws each message.
 *
 * <p>Every message but the snapshot's orders and end starts with {@code symbol}, {@code seq} (per symbol: 1, 2, ...
 * over every public message of the symbol, without a gap, so a consumer sees any loss), {@code commandSeq} (the
 * core's sequence of the command that caused it) and {@code timestamp} (that command's timestamp, ns). A snapshot
 * carries the {@code seq} of the last message it reflects: the updates from {@code seq + 1} on apply to it.
 *
 * <p>Units: prices in ticks, sizes in lots, time in ns; {@code side} is a {@link dev.bourse.api.Side} ordinal,
 * {@code reason} a {@link dev.bourse.api.CancelReason} ordinal, {@code status} a
 * {@link dev.bourse.api.TradingStatus} ordinal. The defaults do nothing: implement what you need.
 *
 * <p>Order-by-order (L3) messages describe the visible book only (hidden iceberg size and pending stops are not
 * shown) and are anonymous. An order that shows 0 lots after a message has left the book; {@link #onSliceShown}
 * puts it back at the tail of its level.
 *
 * <p>Thread-safety: called on one thread at a time (the publisher's, or the consumer's decoding thread).
 */
public interface FeedHandler {

    /**
     * A trade (the tape).
     *
     * @param symbol       symbol id
     * @param seq          the symbol's message sequence
     * @param commandSeq   the core's command sequence
     * @param timestamp    the command's timestamp
     * @param tradeId      the core's trade id
     * @param price        ticks
     * @param size         lots
     * @param makerOrderId the resting order
     * @param takerOrderId the incoming order
     * @param aggressor    the incoming order's side
     */
    default void onTrade(long symbol, long seq, long commandSeq, long timestamp, long tradeId, long price,
            long size, long makerOrderId, long takerOrderId, int aggressor) {
    }

    /**
     * The best bid and ask after a command that changed either; price 0 (and size and count 0) when a side is empty.
     *
     * @param symbol     symbol id
     * @param seq        the symbol's message sequence
     * @param commandSeq the core's command sequence
     * @param timestamp  the command's timestamp
     * @param bidPrice   ticks
     * @param bidSize    visible lots
     * @param bidOrders  orders at the best bid
     * @param askPrice   ticks
     * @param askSize    visible lots
     * @param askOrders  orders at the best ask
     */
    default void onBbo(long symbol, long seq, long commandSeq, long timestamp, long bidPrice, long bidSize,
            int bidOrders, long askPrice, long askSize, int askOrders) {
    }

    /**
     * L2: a price level changed.
     *
     * @param symbol     symbol id
     * @param seq        the symbol's message sequence
     * @param commandSeq the core's command sequence
     * @param timestamp  the command's timestamp
     * @param side       side ordinal
     * @param price      ticks
     * @param size       the level's visible lots now; 0: the level is gone
     * @param orders     orders at the level now
     */
    default void onLevel(long symbol, long seq, long commandSeq, long timestamp, int side, long price, long size,
            int orders) {
    }

    /**
     * L3: an order joined the tail of its level.
     *
     * @param symbol     symbol id
     * @param seq        the symbol's message sequence
     * @param commandSeq the core's command sequence
     * @param timestamp  the command's timestamp
     * @param orderId    order id
     * @param side       side ordinal
     * @param price      ticks
     * @param visible    lots shown
     */
    default void onOrderAdded(long symbol, long seq, long commandSeq, long timestamp, long orderId, int side,
            long price, long visible) {
    }

    /**
     * L3: a resting order traded.
     *
     * @param symbol     symbol id
     * @param seq        the symbol's message sequence
     * @param commandSeq the core's command sequence
     * @param timestamp  the command's timestamp
     * @param orderId    order id
     * @param side       side ordinal
     * @param price      ticks
     * @param size       lots traded
     * @param tradeId    the trade
     * @param visible    lots still shown; 0: it left the book (an iceberg's next slice follows as a slice message)
     */
    default void onOrderExecuted(long symbol, long seq, long commandSeq, long timestamp, long orderId, int side,
            long price, long size, long tradeId, long visible) {
    }

    /**
     * L3: a resting order shows fewer lots without trading, keeping its place (a reduce, or a self-trade
     * decrement); 0: it left the book (an iceberg's next slice follows).
     *
     * @param symbol     symbol id
     * @param seq        the symbol's message sequence
     * @param commandSeq the core's command sequence
     * @param timestamp  the command's timestamp
     * @param orderId    order id
     * @param side       side ordinal
     * @param price      ticks
     * @param visible    lots shown now
     * @param reason     cancel reason ordinal
     */
    default void onOrderReduced(long symbol, long seq, long commandSeq, long timestamp, long orderId, int side,
            long price, long visible, int reason) {
    }

    /**
     * L3: a resting order left the book without trading (cancelled, mass cancelled, expired, self-trade).
     *
     * @param symbol     symbol id
     * @param seq        the symbol's message sequence
     * @param commandSeq the core's command sequence
     * @param timestamp  the command's timestamp
     * @param orderId    order id
     * @param side       side ordinal
     * @param price      ticks
     * @param reason     cancel reason ordinal
     */
    default void onOrderDeleted(long symbol, long seq, long commandSeq, long timestamp, long orderId, int side,
            long price, int reason) {
    }

    /**
     * L3: a resting order was moved or replaced. With its priority kept it stays in place showing {@code visible};
     * otherwise it leaves the book, trades as an incoming order and, if something is left, joins again
     * ({@link #onOrderAdded}).
     *
     * @param symbol       symbol id
     * @param seq          the symbol's message sequence
     * @param commandSeq   the core's command sequence
     * @param timestamp    the command's timestamp
     * @param orderId      order id
     * @param side         side ordinal
     * @param oldPrice     ticks before
     * @param newPrice     ticks after
     * @param visible      lots shown now when the priority was kept, else 0
     * @param priorityKept whether it kept its place
     */
    default void onOrderReplaced(long symbol, long seq, long commandSeq, long timestamp, long orderId, int side,
            long oldPrice, long newPrice, long visible, boolean priorityKept) {
    }

    /**
     * L3: an iceberg whose shown lots were used up shows its next slice, at the tail of its level.
     *
     * @param symbol     symbol id
     * @param seq        the symbol's message sequence
     * @param commandSeq the core's command sequence
     * @param timestamp  the command's timestamp
     * @param orderId    order id
     * @param side       side ordinal
     * @param price      ticks
     * @param visible    lots shown
     */
    default void onSliceShown(long symbol, long seq, long commandSeq, long timestamp, long orderId, int side,
            long price, long visible) {
    }

    /**
     * A pending stop triggered; it enters the book as a new order with the same id (its own messages follow).
     *
     * @param symbol         symbol id
     * @param seq            the symbol's message sequence
     * @param commandSeq     the core's command sequence
     * @param timestamp      the command's timestamp
     * @param orderId        order id
     * @param side           side ordinal
     * @param triggerPrice   ticks
     * @param lastTradePrice the last trade price that reached it
     */
    default void onStopTriggered(long symbol, long seq, long commandSeq, long timestamp, long orderId, int side,
            long triggerPrice, long lastTradePrice) {
    }

    /**
     * Session statistics after a command that traded. The session is the publisher's life (or since the snapshot
     * it started from).
     *
     * @param symbol     symbol id
     * @param seq        the symbol's message sequence
     * @param commandSeq the core's command sequence
     * @param timestamp  the command's timestamp
     * @param lastPrice  the last trade's price
     * @param volume     lots traded in the session
     * @param trades     trades in the session
     * @param open       the session's first trade price
     * @param high       its highest trade price
     * @param low        its lowest trade price
     */
    default void onStatistics(long symbol, long seq, long commandSeq, long timestamp, long lastPrice, long volume,
            long trades, long open, long high, long low) {
    }

    /**
     * A closed OHLCV bar: the trades whose command timestamps fall in {@code [start, start + intervalNanos)}. Sent
     * when the first command at or past its end is handled (any symbol's); bars without trades are not sent.
     *
     * @param symbol        symbol id
     * @param seq           the symbol's message sequence
     * @param commandSeq    the command whose timestamp closed the bar
     * @param timestamp     that command's timestamp
     * @param intervalNanos the bar's length: 1 s or 1 min
     * @param start         ns, a multiple of the interval
     * @param open          first trade price
     * @param high          highest trade price
     * @param low           lowest trade price
     * @param close         last trade price
     * @param volume        lots
     * @param trades        trades
     */
    default void onBar(long symbol, long seq, long commandSeq, long timestamp, long intervalNanos, long start,
            long open, long high, long low, long close, long volume, long trades) {
    }

    /**
     * The symbol's trading status changed (or is announced with its listing).
     *
     * @param symbol     symbol id
     * @param seq        the symbol's message sequence
     * @param commandSeq the core's command sequence
     * @param timestamp  the command's timestamp
     * @param status     trading status ordinal
     */
    default void onStatus(long symbol, long seq, long commandSeq, long timestamp, int status) {
    }

    /**
     * The symbol directory: a symbol was listed or its specification changed.
     *
     * @param symbol        symbol id
     * @param seq           the symbol's message sequence
     * @param commandSeq    the core's command sequence
     * @param timestamp     the command's timestamp
     * @param symbolType    {@link dev.bourse.api.SymbolType} ordinal
     * @param baseCurrency  base currency id (0 for a margin symbol)
     * @param quoteCurrency quote currency id
     * @param baseScale     minor units of the base currency per lot
     * @param quoteScale    minor units of the quote currency per tick and lot
     * @param status        trading status ordinal
     */
    default void onDirectory(long symbol, long seq, long commandSeq, long timestamp, int symbolType,
            int baseCurrency, int quoteCurrency, long baseScale, long quoteScale, int status) {
    }

    /**
     * The publisher lost engine events: its view of this symbol is no longer exact. Drop the book and wait for a
     * snapshot.
     *
     * @param symbol     symbol id
     * @param seq        the symbol's message sequence
     * @param commandSeq the last command the publisher saw
     * @param timestamp  its timestamp
     */
    default void onFeedReset(long symbol, long seq, long commandSeq, long timestamp) {
    }

    /**
     * A snapshot of a symbol begins: its orders follow in book order (bids best to worst, then asks, each level in
     * time priority), then {@link #onSnapshotEnd}.
     *
     * @param symbol     symbol id
     * @param seq        the last message of the symbol it reflects
     * @param commandSeq the last command it reflects
     * @param timestamp  that command's timestamp
     * @param orders     orders that follow
     * @param lastPrice  statistics as of {@code seq}: last trade price (0: none)
     * @param volume     session lots
     * @param trades     session trades
     * @param open       session open
     * @param high       session high
     * @param low        session low
     * @param status     trading status ordinal
     */
    default void onSnapshotBegin(long symbol, long seq, long commandSeq, long timestamp, long orders,
            long lastPrice, long volume, long trades, long open, long high, long low, int status) {
    }

    /**
     * One order of a snapshot.
     *
     * @param symbol  symbol id
     * @param seq     the snapshot's sequence
     * @param orderId order id
     * @param side    side ordinal
     * @param price   ticks
     * @param visible lots shown
     */
    default void onSnapshotOrder(long symbol, long seq, long orderId, int side, long price, long visible) {
    }

    /**
     * The snapshot of a symbol is complete.
     *
     * @param symbol     symbol id
     * @param seq        the snapshot's sequence
     * @param commandSeq the last command it reflects
     */
    default void onSnapshotEnd(long symbol, long seq, long commandSeq) {
    }

    /**
     * Not a message of the stream: the transport lost an unknown number of messages (a reader lapped by its
     * publisher), so any symbol may have missed some. A book builder drops every book until its next snapshot.
     */
    default void onMessagesLost() {
    }
}
