package dev.bourse.marketdata.live;

import dev.bourse.api.EventConsumer;
import dev.bourse.api.EventSubscription;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.LagPolicy;
import dev.bourse.api.StreamEvent;
import dev.bourse.api.SymbolSpec;
import dev.bourse.core.CoreContext;
import dev.bourse.core.EventStream;
import dev.bourse.core.ExchangeCore;
import dev.bourse.marketdata.feed.FeedGenerator;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Runs a {@link FeedGenerator} off the core's results thread, as a subscriber of the core's event stream
 * ({@link CoreContext#subscribe}): the core's results thread only encodes each event into the stream's buffer; the
 * generator decodes them on the subscriber's own thread and emits the feed there. Whatever the feed's handlers and
 * subscribers do then happens on that thread, never on the core's. Build the core with {@link #build(CoreContext)}.
 *
 * <pre>
 *   results thread: core --&gt; symbol specs kept aside (listener) + event stream (encode, copy)
 *                                                    |  ring of one BLOCK subscriber
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
 * on the subscriber's thread. Once the core stopped, the generator has handled every event.
 */
public final class FeedFanOutAdapter implements EventConsumer {
    /** The consumer's name in the fan-out (its thread is {@code bourse-fanout-market-data}). */
    public static final String NAME = "market-data";

    private final FeedGenerator feed;
    private final ConcurrentLinkedQueue<SpecAt> specs = new ConcurrentLinkedQueue<>();
    private final ExchangeListener listener;
    private EventStream events;
    private boolean replaying;

    /**
     * @param feed the generator, then owned by the subscriber's thread
     */
    public FeedFanOutAdapter(final FeedGenerator feed) {
        if (feed == null) {
            throw new IllegalArgumentException("feed is null");
        }
        this.feed = feed;
        this.listener = new SpecKeeper(specs);
    }

    /**
     * Adds this adapter to a core's context (a listener that keeps symbol specifications aside and a
     * {@link LagPolicy#BLOCK} subscriber that hears replayed commands too) and builds the core. When the context has
     * a listener of its own, that listener goes on hearing every callback as before (replays only if it asked for
     * them), and the specifications are kept aside on the way.
     *
     * @param context the core's context, not built yet
     * @return the core, not started
     */
    public ExchangeCore build(final CoreContext context) {
        final ExchangeListener own = context.listener();
        final ExchangeCore core = context.listener(own == null ? listener : new SpecTee(own, listener))
                .subscribe(NAME, this, LagPolicy.BLOCK, true).build();
        events = core.events();
        return core;
    }

    /** @return the generator's stream position: records handled, 0 before the first */
    public long position() {
        return subscription().position();
    }

    /** @return records published by the core's side so far */
    public long published() {
        return events.published();
    }

    /** @return how many times the core's results thread waited for a full subscriber ring */
    public long coreWaits() {
        return events.producerWaits();
    }

    /** @return exceptions the generator or its handlers threw (each counted, the feed went on) */
    public long errors() {
        return subscription().errors();
    }

    private EventSubscription subscription() {
        if (events == null) {
            throw new IllegalStateException("no core: build it with FeedFanOutAdapter.build(context)");
        }
        for (final EventSubscription s : events.subscriptions()) {
            if (NAME.equals(s.name())) {
                return s;
            }
        }
        throw new IllegalStateException("the core has no " + NAME + " subscriber");
    }

    @Override
    public void onEvent(final StreamEvent e) {
        final boolean replayed = e.isReplayed();
        if (replayed != replaying) {
            replaying = replayed;
            feed.onReplay(replayed);
        }
        final long seq = e.sequence();
        final long ts = e.timestamp();
        switch (e.kind()) {
            case StreamEvent.TRADE:
                feed.onTrade(seq, e.tradeId(), e.symbol(), e.orderId(), e.uid(), e.takerOrderId(), e.takerUid(),
                        e.side(), e.price(), e.size(), e.remaining(), e.remaining2(), e.makerFee(), e.takerFee(), ts);
                break;
            case StreamEvent.RESTED:
                feed.onRested(seq, e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.size(), e.remaining(), ts);
                break;
            case StreamEvent.STOP_ACCEPTED:
                feed.onStopAccepted(seq, e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.size(), ts);
                break;
            case StreamEvent.STOP_TRIGGERED:
                feed.onStopTriggered(seq, e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.price2(), ts);
                break;
            case StreamEvent.CANCELLED:
                feed.onCancelled(seq, e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.size(), e.remaining(),
                        e.cancelReason(), ts);
                break;
            case StreamEvent.AMENDED:
                feed.onAmended(seq, e.symbol(), e.orderId(), e.uid(), e.side(), e.price(), e.price2(), e.size(),
                        e.remaining(), e.priorityKept(), ts);
                break;
            case StreamEvent.REJECTED:
                feed.onRejected(seq, e.symbol(), e.orderId(), e.uid(), e.code(), ts);
                break;
            case StreamEvent.RESULT:
                result(e, seq, ts);
                break;
            default:
                break;
        }
    }

    private void result(final StreamEvent e, final long seq, final long ts) {
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
     * The core's listener: keeps symbol specifications aside before the command's result reaches the event stream.
     * On the results thread only.
     */
    private static final class SpecKeeper implements ExchangeListener {
        private final ConcurrentLinkedQueue<SpecAt> specs;

        SpecKeeper(final ConcurrentLinkedQueue<SpecAt> specs) {
            this.specs = specs;
        }

        @Override
        public void onSymbolUpdated(final long sequence, final SymbolSpec spec, final long timestamp) {
            specs.add(new SpecAt(sequence, spec));
        }

        @Override
        public boolean receivesReplayedCommands() {
            return true;
        }
    }
}
