package dev.bourse.marketdata.live;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.pipeline.fanout.EventConsumer;
import dev.bourse.pipeline.fanout.EventDecoder;
import dev.bourse.pipeline.fanout.EventDescriptor;
import dev.bourse.pipeline.fanout.EventFanOut;
import dev.bourse.pipeline.fanout.LagPolicy;
import dev.bourse.pipeline.fanout.Subscription;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Runs a {@link FeedGenerator} off the core's results thread, as a consumer of the event fan-out: the core calls
 * {@link #listener()} on its results thread, which only encodes each event into the fan-out's buffer; the generator
 * decodes them on its own thread and emits the feed there. Whatever the feed's handlers and subscribers do then
 * happens on that thread, never on the core's. The one place the market data touches {@code pipeline.fanout}.
 *
 * <pre>
 *   results thread: core --&gt; listener() = symbol specs kept aside + EventFanOut (encode, copy)
 *                                                    |  ring of one BLOCK consumer
 *   feed thread:                                     v
 *                                        this adapter --&gt; FeedGenerator --&gt; handlers, broadcast, Aeron
 * </pre>
 *
 * <p><b>Policy.</b> The generator is a {@link LagPolicy#BLOCK} consumer: it must see every event to keep its books
 * exact, and its work per event is bounded and allocation-free. Subscribers that may stall do not belong on its
 * thread: give them the {@link FeedBroadcastPublisher}'s stream, which never waits for a reader; a reader that falls a
 * buffer behind is told and resynchronises from the next snapshot.
 *
 * <p><b>Symbol specifications.</b> The fan-out's records are fixed-length primitives and carry no
 * {@link SymbolSpec}; the listener keeps the spec of each symbol added or updated aside (rare commands, one object
 * each) before the command's result is published, and the adapter hands it to the generator just before that result,
 * where the core's own listener call comes.
 *
 * <p>Replayed commands (a starting core's recovery from its journal) reach the generator too, flagged as such.
 *
 * <p>Thread-safety: build on one thread; the listener on the core's results thread; the generator and its handlers
 * on the consumer's thread. {@link #close()} after the core stopped: the generator has then handled every event.
 */
public final class FeedFanOutAdapter implements EventConsumer, AutoCloseable {
    /** The consumer's name in the fan-out (its thread is {@code bourse-fanout-market-data}). */
    public static final String NAME = "market-data";

    private final FeedGenerator feed;
    private final ConcurrentLinkedQueue<SpecAt> specs = new ConcurrentLinkedQueue<>();
    private final EventFanOut fanOut;
    private final ExchangeListener listener;
    private boolean replaying;

    /**
     * Starts the consumer's thread.
     *
     * @param feed             the generator, then owned by the consumer's thread
     * @param blockBufferBytes the generator's ring: a power of two, see
     *                         {@link EventFanOut.Builder#blockBufferBytes(int)}
     */
    public FeedFanOutAdapter(final FeedGenerator feed, final int blockBufferBytes) {
        if (feed == null) {
            throw new IllegalArgumentException("feed is null");
        }
        this.feed = feed;
        this.fanOut = EventFanOut.builder().blockBufferBytes(blockBufferBytes)
                .consumer(NAME, this, LagPolicy.BLOCK, true).start();
        this.listener = new SpecKeeper(fanOut, specs);
    }

    /**
     * Starts the consumer's thread with the default ring.
     *
     * @param feed the generator, then owned by the consumer's thread
     */
    public FeedFanOutAdapter(final FeedGenerator feed) {
        this(feed, EventFanOut.Builder.DEFAULT_BLOCK_BUFFER_BYTES);
    }

    /** @return the listener to give the core; it hears replayed commands too */
    public ExchangeListener listener() {
        return listener;
    }

    /** @return the generator's stream position: records handled, 0 before the first */
    public long position() {
        return subscription().position();
    }

    /** @return records published by the core's side so far */
    public long published() {
        return fanOut.position();
    }

    /** @return how many times the core's results thread waited for the generator's full ring */
    public long coreWaits() {
        return fanOut.producerWaits();
    }

    /** @return exceptions the generator or its handlers threw (each counted, the feed went on) */
    public long errors() {
        return subscription().errors();
    }

    private Subscription subscription() {
        return fanOut.subscriptions().get(0);
    }

    /** Stops the consumer's thread after it handled everything published. Stop the core first. */
    @Override
    public void close() {
        fanOut.close();
    }

    @Override
    public void onEvent(final EventDecoder e) {
        final boolean replayed = e.isReplayed();
        if (replayed != replaying) {
            replaying = replayed;
            feed.onReplay(replayed);
        }
        final long seq = e.sequence();
        final long ts = e.timestamp();
        switch (e.kind()) {
            case EventDescriptor.TRADE:
                feed.onTrade(seq, e.tradeId(), e.symbol(), e.orderId(), e.uid(), e.takerOrderId(), e.takerUid(),
                        e.side(), e.price(), e.size(), e.remaining(), e.remaining2(), e.makerFee(), e.takerFee(), ts);
                break;
            case EventDescriptor.RESTED:
                feed.onRested(seq, e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.size(), e.remaining(), ts);
                break;
            case EventDescriptor.STOP_ACCEPTED:
                feed.onStopAccepted(seq, e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.size(), ts);
                break;
            case EventDescriptor.STOP_TRIGGERED:
                feed.onStopTriggered(seq, e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.price2(), ts);
                break;
            case EventDescriptor.CANCELLED:
                feed.onCancelled(seq, e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.size(), e.remaining(),
                        e.cancelReason(), ts);
                break;
            case EventDescriptor.AMENDED:
                feed.onAmended(seq, e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.price2(), e.size(),
                        e.remaining(), e.priorityKept(), ts);
                break;
            case EventDescriptor.REJECTED:
                feed.onRejected(seq, e.symbol(), e.orderId(), e.uid(), e.code(), ts);
                break;
            case EventDescriptor.RESULT:
                result(e, seq, ts);
                break;
            default:
                break;
        }
    }

    private void result(final EventDecoder e, final long seq, final long ts) {
        for (SpecAt s = specs.peek(); s != null && s.sequence <= seq; s = specs.peek()) {
            specs.poll();
            feed.onSymbolUpdated(s.sequence, s.spec, ts);
        }
        feed.onResult(e.correlationId(), e.commandType(), seq, e.uid(), e.symbol(), e.orderId(), e.code(), ts);
    }

    /** A symbol's specification as of a command. */
    private record SpecAt(long sequence, SymbolSpec spec) {
    }

    /**
     * The core's listener: keeps symbol specifications aside, hands everything else to the fan-out. On the results
     * thread only.
     */
    private static final class SpecKeeper implements ExchangeListener {
        private final EventFanOut out;
        private final ConcurrentLinkedQueue<SpecAt> specs;

        SpecKeeper(final EventFanOut out, final ConcurrentLinkedQueue<SpecAt> specs) {
            this.out = out;
            this.specs = specs;
        }

        @Override
        public void onSymbolUpdated(final long sequence, final SymbolSpec spec, final long timestamp) {
            specs.add(new SpecAt(sequence, spec));
        }

        @Override
        public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
                final long symbol, final long orderId, final int resultCode, final long timestamp) {
            out.onResult(correlationId, commandType, sequence, uid, symbol, orderId, resultCode, timestamp);
        }

        @Override
        public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
                final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide,
                final long price, final long size, final long makerRemaining, final long takerRemaining,
                final long makerFee, final long takerFee, final long timestamp) {
            out.onTrade(sequence, tradeId, symbol, makerOrderId, makerUid, takerOrderId, takerUid, takerSide, price,
                    size, makerRemaining, takerRemaining, makerFee, takerFee, timestamp);
        }

        @Override
        public void onRested(final long sequence, final long symbol, final long orderId, final long uid,
                final Side side, final long price, final long remaining, final long visible, final long timestamp) {
            out.onRested(sequence, symbol, orderId, uid, side, price, remaining, visible, timestamp);
        }

        @Override
        public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
                final Side side, final long price, final long cancelledSize, final long remaining,
                final CancelReason reason, final long timestamp) {
            out.onCancelled(sequence, symbol, orderId, uid, side, price, cancelledSize, remaining, reason, timestamp);
        }

        @Override
        public void onAmended(final long sequence, final long symbol, final long orderId, final long uid,
                final Side side, final long oldPrice, final long newPrice, final long oldRemaining,
                final long newRemaining, final boolean priorityKept, final long timestamp) {
            out.onAmended(sequence, symbol, orderId, uid, side, oldPrice, newPrice, oldRemaining, newRemaining,
                    priorityKept, timestamp);
        }

        @Override
        public void onStopAccepted(final long sequence, final long symbol, final long orderId, final long uid,
                final Side side, final long triggerPrice, final long size, final long timestamp) {
            out.onStopAccepted(sequence, symbol, orderId, uid, side, triggerPrice, size, timestamp);
        }

        @Override
        public void onStopTriggered(final long sequence, final long symbol, final long orderId, final long uid,
                final Side side, final long triggerPrice, final long lastTradePrice, final long timestamp) {
            out.onStopTriggered(sequence, symbol, orderId, uid, side, triggerPrice, lastTradePrice, timestamp);
        }

        @Override
        public void onRejected(final long sequence, final long symbol, final long orderId, final long uid,
                final int resultCode, final long timestamp) {
            out.onRejected(sequence, symbol, orderId, uid, resultCode, timestamp);
        }

        @Override
        public boolean receivesReplayedCommands() {
            return true;
        }

        @Override
        public void onReplay(final boolean replaying) {
            out.onReplay(replaying);
        }
    }
}
