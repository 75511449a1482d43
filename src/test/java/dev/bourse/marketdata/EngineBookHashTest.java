package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CancelReason;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.EngineBookHash;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.orderbook.FastOrderBook;
import dev.bourse.orderbook.NewOrder;
import dev.bourse.orderbook.OrderBookListener;
import dev.bourse.command.CommandType;
import dev.bourse.testkit.TestSpecs;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The publisher's order-by-order book equals the engine's own book (the same {@code BookHash} fold over the
 * engine's visible orders) after every command of a random session straight on a book, icebergs, stops, expiries
 * and self-trade prevention included; and a generator seeded from the engine's book holds the same book.
 */
class EngineBookHashTest {
    private static final OrderType[] TYPES = {OrderType.GTC, OrderType.GTC, OrderType.GTC, OrderType.IOC,
        OrderType.FOK, OrderType.POST_ONLY, OrderType.GTD, OrderType.STOP_LIMIT, OrderType.TAKE_PROFIT_LIMIT};

    /** Hands a book's events to the generator as the core would for symbol 1 and the current command. */
    private static final class CoreEvents implements OrderBookListener {
        private final FeedGenerator feed;
        private long seq;

        CoreEvents(final FeedGenerator feed) {
            this.feed = feed;
        }

        @Override
        public void onTrade(final long makerOrderId, final long makerUid, final long takerOrderId,
                final long takerUid, final Side takerSide, final long price, final long size,
                final long makerRemaining, final long takerRemaining, final long timestamp) {
            feed.onTrade(seq, 0, 1, makerOrderId, makerUid, takerOrderId, takerUid, takerSide, price, size,
                    makerRemaining, takerRemaining, 0, 0, timestamp);
        }

        @Override
        public void onRested(final long orderId, final long uid, final Side side, final long price,
                final long remaining, final long visible, final long timestamp) {
            feed.onRested(seq, 1, orderId, uid, side, price, remaining, visible, timestamp);
        }

        @Override
        public void onStopAccepted(final long orderId, final long uid, final Side side, final long triggerPrice,
                final long size, final long timestamp) {
            feed.onStopAccepted(seq, 1, orderId, uid, side, triggerPrice, size, timestamp);
        }

        @Override
        public void onStopTriggered(final long orderId, final long uid, final Side side, final long triggerPrice,
                final long lastTradePrice, final long timestamp) {
            feed.onStopTriggered(seq, 1, orderId, uid, side, triggerPrice, lastTradePrice, timestamp);
        }

        @Override
        public void onCancelled(final long orderId, final long uid, final Side side, final long price,
                final long cancelledSize, final long remaining, final CancelReason reason, final long timestamp) {
            feed.onCancelled(seq, 1, orderId, uid, side, price, cancelledSize, remaining, reason, timestamp);
        }

        @Override
        public void onAmended(final long orderId, final long uid, final Side side, final long oldPrice,
                final long newPrice, final long oldRemaining, final long newRemaining, final boolean priorityKept,
                final long timestamp) {
            feed.onAmended(seq, 1, orderId, uid, side, oldPrice, newPrice, oldRemaining, newRemaining,
                    priorityKept, timestamp);
        }

        @Override
        public void onRejected(final long orderId, final long uid, final int resultCode, final long timestamp) {
            feed.onRejected(seq, 1, orderId, uid, resultCode, timestamp);
        }
    }

    @Test
    void thePublishersBookHashesAsTheEnginesAfterEveryCommand() {
        final FeedGenerator feed = new FeedGenerator(Channels.ALL & ~Channels.PRIVATE, false, new FeedTap().feed(),
                null);
        feed.onSymbolUpdated(0, TestSpecs.spot(1), 0);
        final CoreEvents events = new CoreEvents(feed);
        final FastOrderBook book = new FastOrderBook(events, 64);
        final EngineBookHash engine = new EngineBookHash();
        final NewOrder order = new NewOrder();
        final Random random = new Random(17);
        long nextId = 1;
        for (int k = 1; k <= 3_000; k++) {
            events.seq = k;
            final long ts = 1_000_000L * k;
            final long uid = 1 + random.nextInt(4);
            final long known = 1 + random.nextInt((int) nextId);
            final long price = 95 + random.nextInt(11);
            final long size = 1 + random.nextInt(12);
            final int pick = random.nextInt(100);
            final int code;
            if (pick < 60) {
                final OrderType type = TYPES[random.nextInt(TYPES.length)];
                order.set(nextId++, uid, random.nextBoolean() ? Side.BID : Side.ASK, type, price, size, ts);
                order.displaySize(type == OrderType.GTC && random.nextInt(3) == 0 ? 1 + random.nextInt(3) : 0);
                order.triggerPrice(type == OrderType.STOP_LIMIT || type == OrderType.TAKE_PROFIT_LIMIT
                        ? 95 + random.nextInt(11) : 0);
                order.expireAt(type == OrderType.GTD ? ts + 1_000_000L * (1 + random.nextInt(20)) : 0);
                order.stpMode(StpMode.values()[random.nextInt(StpMode.values().length)]);
                code = book.place(order);
            } else if (pick < 70) {
                code = book.cancel(known, uid, ts);
            } else if (pick < 80) {
                code = book.reduce(known, uid, 1 + random.nextInt(4), ts);
            } else if (pick < 88) {
                code = book.move(known, uid, price, ts);
            } else if (pick < 97) {
                code = book.replace(known, uid, price, size, ts);
            } else {
                code = book.massCancel(uid, ts);
            }
            feed.onResult(0, CommandType.PLACE, k, uid, 1, known, code, ts);
            assertThat(feed.book(1).stateHash()).as("after command %d", k).isEqualTo(engine.hash(book));
        }
        assertThat(feed.book(1).orderCount()).isPositive();

        final FeedGenerator seeded = new FeedGenerator(Channels.L3, false, new FeedTap().feed(), null);
        engine.seed(seeded, 1, book);
        assertThat(seeded.book(1).stateHash()).isEqualTo(engine.hash(book));
    }
}
