package dev.bourse.marketdata.feed;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.marketdata.book.BookHash;
import dev.bourse.marketdata.book.BookOrder;
import dev.bourse.marketdata.book.LevelBook;
import dev.bourse.command.CommandType;
import java.util.Arrays;
import org.agrona.collections.Long2ObjectHashMap;

/**
 * Turns the engine's events into the market-data feed: an {@link ExchangeListener} that keeps, per symbol, the book
 * as the feed shows it (visible sizes, orders in time priority) and emits the public messages to a
 * {@link FeedHandler} and the private reports to an {@link ExecutionHandler}.
 *
 * <p><b>Derivation.</b> A rest adds an order at the tail of its level; a trade takes the maker's shown lots; when an
 * iceberg's shown lots run out while hidden lots remain it shows {@code min(display, remaining)} at the tail, its
 * display being what it showed when it rested (rule 4 of the book); a reduce takes hidden lots first (shown becomes
 * {@code min(shown, remaining)}), a self-trade decrement shown lots; an amendment keeping priority shows
 * {@code min(shown, new remaining)} in place, one losing it leaves and comes back by its own rest. Level sizes and
 * counts, the best prices, snapshots and statistics follow from that book. Cancels of orders not in the book
 * (unfilled remainders, pending stops) are private only.
 *
 * <p><b>Determinism.</b> Output depends only on the events of journalled commands, in order: queries are ignored,
 * bars close by command timestamps, sequences count messages. Replaying a journal through a new generator (from the
 * same starting book, see {@link #seedOrder}) gives the same messages.
 *
 * <p><b>Batches.</b> A command is a batch: at its result the generator sends, per the options, the conflated level
 * updates (one per level changed), the best bid and offer if they changed, statistics if it traded, and the private
 * reports, its acceptance or rejection first; then it calls the {@link CommandEndHook}s.
 *
 * <p><b>Heard twice.</b> Events of a command at or below the last command handled are ignored: a generator that was
 * brought up to date from the journal ({@code marketdata.live.FeedJournalSeed}) can then be given to a core that
 * restarts from a snapshot and replays the journal's tail, and it goes on with the same books and sequences; so can one
 * restored from its own saved state ({@link FeedStateCodec}).
 *
 * <p><b>Loss.</b> {@link #onEventsLost(long)} (from a consumer policy that drops) makes every symbol send a reset
 * and ignore events until it is seeded again from the engine's books ({@link #beginSeed}). An event that does not fit
 * the book it knows (a trade with an unknown maker) does the same for its symbol.
 *
 * <p>Cost per event: a few primitive-map lookups and array moves; no allocation in the steady state (maps and arrays
 * grow by doubling, orders and levels are pooled).
 *
 * <p>Thread-safety: one thread (the listener's); {@link #snapshot} and seeding on that thread too.
 */
public final class FeedGenerator implements ExchangeListener {
    /** One second, ns: the short bar. */
    public static final long SECOND = 1_000_000_000L;
    /** One minute, ns: the long bar. */
    public static final long MINUTE = 60 * SECOND;

    private final FeedHandler out;
    final int channels;
    final boolean conflate;
    final PrivateFeed executions;
    private final Long2ObjectHashMap<SymbolFeed> symbols = new Long2ObjectHashMap<>();
    /** In ascending symbol id, for snapshots and hashes in a fixed order. */
    private SymbolFeed[] listed = new SymbolFeed[8];
    private int listedCount;
    final BarClock seconds = new BarClock();
    final BarClock minutes = new BarClock();
    private CommandEndHook[] hooks = new CommandEndHook[0];
    long commandSeq;
    long timestamp;
    private SymbolFeed touched;
    long lostEvents;
    /**
     * The last command whose result was handled (-1 before the first, so a caller that numbers from 0 is heard):
     * events of commands at or below it are heard twice, ignored.
     */
    long completed = -1;

    /**
     * @param channels   which messages to emit ({@link Channels} bits)
     * @param conflate   L2: one update per level changed per command, instead of one per change
     * @param out        receives the public messages
     * @param executions receives the private reports (with {@link Channels#PRIVATE}); may be null
     */
    public FeedGenerator(final int channels, final boolean conflate, final FeedHandler out,
            final ExecutionHandler executions) {
        if (out == null || (channels & Channels.PRIVATE) != 0 && executions == null) {
            throw new IllegalArgumentException("a handler for the public messages, and one for the private reports "
                    + "when that channel is on, are required");
        }
        this.out = out;
        this.channels = channels;
        this.conflate = conflate;
        this.executions = (channels & Channels.PRIVATE) != 0 ? new PrivateFeed(executions) : null;
    }

    /**
     * Adds a hook called after each command. Not while the generator runs.
     *
     * @param hook the hook
     * @return this generator
     */
    public FeedGenerator onCommandEnd(final CommandEndHook hook) {
        hooks = Arrays.copyOf(hooks, hooks.length + 1);
        hooks[hooks.length - 1] = hook;
        return this;
    }

    SymbolFeed feed(final long symbol) {
        SymbolFeed s = symbols.get(symbol);
        if (s == null) {
            s = new SymbolFeed(symbol, out, channels, conflate);
            symbols.put(symbol, s);
            if (listedCount == listed.length) {
                listed = Arrays.copyOf(listed, listedCount * 2);
            }
            int i = listedCount++;
            while (i > 0 && listed[i - 1].symbol > symbol) {
                listed[i] = listed[i - 1];
                i--;
            }
            listed[i] = s;
        }
        return s;
    }

    /** The first event of a command: bars whose end it reached close first. */
    private void begin(final long sequence, final long ts) {
        if (sequence == commandSeq) {
            return;
        }
        commandSeq = sequence;
        timestamp = ts;
        if ((channels & Channels.STATISTICS) == 0) {
            return;
        }
        for (BarSeries bar = seconds.due(ts); bar != null; bar = seconds.due(ts)) {
            bar.owner.bar(sequence, ts, bar);
        }
        for (BarSeries bar = minutes.due(ts); bar != null; bar = minutes.due(ts)) {
            bar.owner.bar(sequence, ts, bar);
        }
    }

    /** The symbol an event belongs to, or null when its view is stale. */
    private SymbolFeed book(final long sequence, final long symbol, final long ts) {
        if (sequence <= completed) {
            return null;
        }
        begin(sequence, ts);
        final SymbolFeed s = feed(symbol);
        if (touched != s) {
            if (touched != null) {
                touched.flush(sequence, ts);
            }
            touched = s;
        }
        return s.stale ? null : s;
    }

    @Override
    public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide, final long price,
            final long size, final long makerRemaining, final long takerRemaining, final long makerFee,
            final long takerFee, final long ts) {
        final SymbolFeed s = book(sequence, symbol, ts);
        if (s == null) {
            return;
        }
        s.traded(sequence, ts, tradeId, makerOrderId, takerOrderId, takerSide.ordinal(), price, size,
                makerRemaining);
        if ((channels & Channels.STATISTICS) != 0) {
            if (s.seconds.trade(ts, price, size)) {
                seconds.opened(s.seconds);
            }
            if (s.minutes.trade(ts, price, size)) {
                minutes.opened(s.minutes);
            }
        }
        if (executions != null) {
            final int makerSide = 1 - takerSide.ordinal();
            executions.hold(makerUid, ExecutionKind.FILL, symbol, makerOrderId, makerSide, price, size,
                    makerRemaining, makerFee, tradeId, ExecutionHandler.LIQUIDITY_MAKER, 0);
            executions.hold(takerUid, ExecutionKind.FILL, symbol, takerOrderId, takerSide.ordinal(), price, size,
                    takerRemaining, takerFee, tradeId, ExecutionHandler.LIQUIDITY_TAKER, 0);
        }
    }

    @Override
    public void onRested(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long remaining, final long visible, final long ts) {
        final SymbolFeed s = book(sequence, symbol, ts);
        if (s == null) {
            return;
        }
        s.rested(sequence, ts, orderId, side.ordinal(), price, remaining, visible);
        if (executions != null) {
            executions.hold(uid, ExecutionKind.RESTED, symbol, orderId, side.ordinal(), price, 0, remaining, 0, 0,
                    ExecutionHandler.LIQUIDITY_NONE, 0);
        }
    }

    @Override
    public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining,
            final CancelReason reason, final long ts) {
        final SymbolFeed s = book(sequence, symbol, ts);
        if (s == null) {
            return;
        }
        s.cancelled(sequence, ts, orderId, cancelledSize, remaining, reason.ordinal());
        if (executions != null) {
            executions.hold(uid, reason == CancelReason.EXPIRED ? ExecutionKind.EXPIRED : ExecutionKind.CANCELLED,
                    symbol, orderId, side.ordinal(), price, cancelledSize, remaining, 0, 0,
                    ExecutionHandler.LIQUIDITY_NONE, reason.ordinal());
        }
    }

    @Override
    public void onAmended(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long oldPrice, final long newPrice, final long oldRemaining,
            final long newRemaining, final boolean priorityKept, final long ts) {
        final SymbolFeed s = book(sequence, symbol, ts);
        if (s == null) {
            return;
        }
        s.amended(sequence, ts, orderId, newPrice, newRemaining, priorityKept);
        if (executions != null) {
            executions.hold(uid, ExecutionKind.AMENDED, symbol, orderId, side.ordinal(), newPrice, 0, newRemaining,
                    0, 0, ExecutionHandler.LIQUIDITY_NONE, priorityKept ? 1 : 0);
        }
    }

    @Override
    public void onStopAccepted(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long size, final long ts) {
        if (book(sequence, symbol, ts) != null && executions != null) {
            executions.hold(uid, ExecutionKind.STOP_ACCEPTED, symbol, orderId, side.ordinal(), triggerPrice, size, 0,
                    0, 0, ExecutionHandler.LIQUIDITY_NONE, 0);
        }
    }

    @Override
    public void onStopTriggered(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long lastTradePrice, final long ts) {
        final SymbolFeed s = book(sequence, symbol, ts);
        if (s == null) {
            return;
        }
        s.stopTriggered(sequence, ts, orderId, side.ordinal(), triggerPrice, lastTradePrice);
        if (executions != null) {
            executions.hold(uid, ExecutionKind.STOP_TRIGGERED, symbol, orderId, side.ordinal(), triggerPrice, 0, 0,
                    0, 0, ExecutionHandler.LIQUIDITY_NONE, 0);
        }
    }

    @Override
    public void onSymbolUpdated(final long sequence, final SymbolSpec spec, final long ts) {
        if (sequence <= completed) {
            return;
        }
        begin(sequence, ts);
        feed(spec.symbolId()).listed(sequence, ts, spec.type().ordinal(), spec.baseCurrency(), spec.quoteCurrency(),
                spec.baseScale(), spec.quoteScale(), spec.status().ordinal());
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long symbol, final long orderId, final int resultCode, final long ts) {
        if (CommandType.isQuery(commandType) || sequence <= completed) {
            return;
        }
        completed = sequence;
        begin(sequence, ts);
        if (touched != null) {
            touched.flush(sequence, ts);
            touched = null;
        }
        if (executions != null) {
            executions.result(sequence, ts, CommandType.isOrderCommand(commandType),
                    commandType == CommandType.PLACE, uid, symbol, orderId, resultCode);
        }
        for (final CommandEndHook hook : hooks) {
            hook.afterCommand(this, sequence, ts);
        }
    }

    /**
     * The generator derives its books from the events, so it hears the commands a starting core replays from its
     * journal: after a restart that recovers from the journal alone, it holds the same books and sequences as before
     * (after one that starts from a snapshot, seed it from the recovered books, {@link EngineBookHash#seed}).
     *
     * @return true
     */
    @Override
    public boolean receivesReplayedCommands() {
        return true;
    }

    /**
     * The events of {@code count} commands' worth were dropped before reaching this generator (a consumer policy
     * that drops): every symbol sends a reset and is ignored until seeded again.
     *
     * @param count events lost, &gt; 0
     */
    public void onEventsLost(final long count) {
        lostEvents += count;
        for (int i = 0; i < listedCount; i++) {
            listed[i].lost(commandSeq, timestamp);
        }
    }

    /** @return events reported lost so far */
    public long lostEvents() {
        return lostEvents;
    }

    /**
     * Seeding a symbol's book from the engine's (after a loss, or to start from a snapshot of the engine): empties
     * the book; the orders follow in book order ({@link #seedOrder}), then {@link #endSeed}. Messages are not sent
     * for seeded orders: consumers take the next snapshot.
     *
     * @param symbol symbol id
     */
    public void beginSeed(final long symbol) {
        feed(symbol).clearForSeed();
    }

    /**
     * One resting order of the engine's book, in book order (bids best to worst, then asks, each level in time
     * priority); pending stops are not seeded.
     *
     * @param symbol    symbol id
     * @param orderId   order id
     * @param side      side ordinal
     * @param price     ticks
     * @param remaining unfilled lots, hidden included
     * @param visible   lots shown
     * @param display   iceberg slice size (0 for a plain order)
     */
    public void seedOrder(final long symbol, final long orderId, final int side, final long price,
            final long remaining, final long visible, final long display) {
        final SymbolFeed s = feed(symbol);
        final BookOrder o = s.book.add(orderId, side, price, visible);
        if (o != null) {
            o.remaining(remaining);
            o.display(display == 0 ? visible : display);
        }
    }

    /**
     * Ends a symbol's seed: its events are applied again from the next command on.
     *
     * @param symbol symbol id
     */
    public void endSeed(final long symbol) {
        feed(symbol).seeded();
    }

    /**
     * Writes a symbol's snapshot as of its last message. On the generator's thread only (a {@link CommandEndHook}).
     *
     * @param symbol symbol id
     * @param to     receives the snapshot's begin, orders and end
     * @return false when the symbol is unknown or waits for a seed (nothing written)
     */
    public boolean snapshot(final long symbol, final FeedHandler to) {
        final SymbolFeed s = symbols.get(symbol);
        if (s == null || s.stale) {
            return false;
        }
        s.snapshot(to, commandSeq, timestamp);
        return true;
    }

    /**
     * Writes a symbol's best bid and ask as its last BBO message gave them, with that message's sequence (e.g. to a
     * handler that starts after the generator was loaded from a saved state). On the generator's thread only.
     *
     * @param symbol symbol id
     * @param to     receives the BBO
     * @return false when the symbol is unknown or waits for a seed (nothing written)
     */
    public boolean lastBbo(final long symbol, final FeedHandler to) {
        final SymbolFeed s = symbols.get(symbol);
        if (s == null || s.stale) {
            return false;
        }
        s.lastBbo(to, commandSeq, timestamp);
        return true;
    }

    /** @return the symbol's side of the feed at an index of {@link #symbolAt}'s order (state snapshots) */
    SymbolFeed listedAt(final int index) {
        return listed[index];
    }

    /** @return symbols known, in ascending id order: {@link #symbolAt(int)} for each index */
    public int symbolCount() {
        return listedCount;
    }

    /**
     * @param index 0 to {@link #symbolCount()} - 1
     * @return the symbol id at that index, ascending
     */
    public long symbolAt(final int index) {
        return listed[index].symbol;
    }

    /**
     * @param symbol symbol id
     * @return the last message sequence of the symbol, 0 before the first
     */
    public long sequence(final long symbol) {
        final SymbolFeed s = symbols.get(symbol);
        return s == null ? 0 : s.seq;
    }

    /**
     * @param symbol symbol id
     * @return the book as the feed shows it (read on the generator's thread only), or null for an unknown symbol
     */
    public LevelBook book(final long symbol) {
        final SymbolFeed s = symbols.get(symbol);
        return s == null ? null : s.book;
    }

    /** @return the last command handled */
    public long commandSequence() {
        return commandSeq;
    }

    /**
     * @return {@link BookHash#addBook} over every symbol in ascending id: equal to the engine's
     *     ({@link EngineBookHash}) and to a consumer's that rebuilt every book
     */
    public long stateHash() {
        long h = BookHash.SEED;
        for (int i = 0; i < listedCount; i++) {
            h = BookHash.addBook(h, listed[i].symbol, listed[i].book.stateHash());
        }
        return h;
    }

    /**
     * @param uid a user
     * @return the last private sequence sent to that user, 0 before the first (or with the private channel off)
     */
    public long userSequence(final long uid) {
        return executions == null ? 0 : executions.sequence(uid);
    }
}
