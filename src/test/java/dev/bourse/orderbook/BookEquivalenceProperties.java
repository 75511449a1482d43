package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.testkit.BookEvent;
import dev.bourse.testkit.Gen;
import dev.bourse.testkit.Property;
import dev.bourse.testkit.RecordingListener;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static dev.bourse.testkit.Generators.constant;
import static dev.bourse.testkit.Generators.frequency;
import static dev.bourse.testkit.Generators.ints;
import static dev.bourse.testkit.Generators.longs;
import static dev.bourse.testkit.Generators.weighted;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Drives the fast book and the reference book with the same long random command sequences (every order type and
 * operation, many users, crossing and resting prices, every STP mode, stops, icebergs, GTD expiry, invalid input)
 * and requires, after every command: the same result code, the same whole event list, the same L2, the same state
 * hash and listings, both books' invariants, and every live order's history (size placed, lots filled, creation time)
 * equal in both books and to what the commands and the trade events say.
 */
class BookEquivalenceProperties {
    private static final int L2_DEPTH = 64;

    @Test
    void fastBookBehavesExactlyLikeTheReference() {
        Property.forAll(sessions()).tries(300).check(session -> playBoth(session, PriceLadder.MIN_IDLE));
    }

    /**
     * Prices spread far past the fast book's 64-slot level cache, and no floor of idle levels: levels go idle, are
     * reused, dropped at the bound and collide in the cache all the time, and none of it may show.
     */
    @Test
    void fastBookKeepingFewIdleLevelsBehavesExactlyLikeTheReference() {
        Property.forAll(wideSessions()).tries(200).check(session -> playBoth(session, 0));
    }

    private static void playBoth(final List<Command> session, final int minIdleLevels) {
        final RecordingListener fastEvents = new RecordingListener();
        final RecordingListener referenceEvents = new RecordingListener();
        final OrderBook fast = new FastOrderBook(fastEvents, 16, minIdleLevels);
        final OrderBook reference = new ReferenceOrderBook(referenceEvents);
        final L2Snapshot fastL2 = new L2Snapshot(4);
        final L2Snapshot referenceL2 = new L2Snapshot(4);
        final NewOrder order = new NewOrder();
        final Map<Long, long[]> history = new HashMap<>();
        long now = 1_000;
        int step = 0;
        for (final Command c : session) {
            now += c.timeStep;
            final int fastCode = c.applyTo(fast, order, now);
            final int referenceCode = c.applyTo(reference, order, now);
            final String where = "step " + step + ": " + c + " at " + now;
            assertThat(fastCode).as(where).isEqualTo(referenceCode);
            final List<BookEvent> events = fastEvents.takeEvents();
            assertThat(events).as(where).isEqualTo(referenceEvents.takeEvents());
            expectHistory(history, c, fastCode, events, now);
            assertThat(states(fast, history)).as(where).isEqualTo(states(reference, history));
            fast.checkInvariants();
            reference.checkInvariants();
            fast.fillL2(L2_DEPTH, fastL2);
            reference.fillL2(L2_DEPTH, referenceL2);
            assertThat(fastL2.sameAs(referenceL2)).as(where + "\nfast " + fastL2 + "\nref  " + referenceL2).isTrue();
            assertThat(fast.lastTradePrice()).as(where).isEqualTo(reference.lastTradePrice());
            assertThat(fast.bestBidPrice()).as(where).isEqualTo(reference.bestBidPrice());
            assertThat(fast.bestAskPrice()).as(where).isEqualTo(reference.bestAskPrice());
            assertThat(fast.restingOrderCount()).as(where).isEqualTo(reference.restingOrderCount());
            assertThat(fast.pendingStopCount()).as(where).isEqualTo(reference.pendingStopCount());
            assertThat(fast.stateHash()).as(where).isEqualTo(reference.stateHash());
            step++;
        }
        assertThat(listing(fast, -1)).isEqualTo(listing(reference, -1));
        for (long uid = 1; uid <= Command.USERS; uid++) {
            assertThat(listing(fast, uid)).as("orders of uid " + uid).isEqualTo(listing(reference, uid));
        }
    }

    /** What the commands and the trades say each live order's size, filled lots and creation time are. */
    private static void expectHistory(final Map<Long, long[]> history, final Command c, final int code,
            final List<BookEvent> events, final long now) {
        if (c.op == Command.PLACE && code == ResultCode.SUCCESS) {
            history.put(c.orderId, new long[] {c.size, 0, now});
        }
        for (final BookEvent e : events) {
            if (e instanceof BookEvent.Trade t) {
                history.get(t.makerOrderId())[1] += t.size();
                history.get(t.takerOrderId())[1] += t.size();
            }
        }
    }

    /** Every user's live orders' full state, after checking each one's history against the expected one. */
    private static List<String> states(final OrderBook book, final Map<Long, long[]> history) {
        final List<String> rows = new ArrayList<>();
        for (long uid = 1; uid <= Command.USERS; uid++) {
            ((RestorableOrderBook) book).forEachOrderState(uid, o -> {
                final long[] expected = history.get(o.orderId());
                assertThat(new long[] {o.size(), o.filled(), o.createdAt()}).as(o.toString()).isEqualTo(expected);
                rows.add(o.toString());
            });
        }
        return rows;
    }

    private static List<String> listing(final OrderBook book, final long uid) {
        final List<String> rows = new ArrayList<>();
        final OrderVisitor visitor = (id, owner, side, type, price, remaining, visible, trigger, stop, ts) ->
                rows.add(id + "/" + owner + "/" + side + "/" + type + "/" + price + "/" + remaining + "/" + visible
                        + "/" + trigger + "/" + stop + "/" + ts);
        if (uid < 0) {
            book.forEachOrder(visitor);
        } else {
            book.forEachOrder(uid, visitor);
        }
        return rows;
    }

    private static Gen<List<Command>> sessions() {
        return command(longs(95, 105)).list(1, 400);
    }

    private static Gen<List<Command>> wideSessions() {
        final Gen<Long> price = frequency(
                weighted(3, longs(95, 105)),
                weighted(2, longs(80, 120)),
                weighted(1, longs(1, 400)));
        return command(price).list(1, 400);
    }

    private static Gen<Command> command(final Gen<Long> price) {
        final Gen<Integer> op = frequency(
                weighted(55, constant(Command.PLACE)),
                weighted(10, constant(Command.CANCEL)),
                weighted(8, constant(Command.REDUCE)),
                weighted(12, constant(Command.MOVE)),
                weighted(8, constant(Command.REPLACE)),
                weighted(3, constant(Command.MASS_CANCEL)),
                weighted(4, constant(Command.ADVANCE)));
        final Gen<OrderType> type = frequency(
                weighted(30, constant(OrderType.GTC)),
                weighted(8, constant(OrderType.IOC)),
                weighted(5, constant(OrderType.FOK)),
                weighted(5, constant(OrderType.IOC_BUDGET)),
                weighted(5, constant(OrderType.FOK_BUDGET)),
                weighted(5, constant(OrderType.MARKET)),
                weighted(6, constant(OrderType.POST_ONLY)),
                weighted(8, constant(OrderType.GTD)),
                weighted(4, constant(OrderType.STOP_LIMIT)),
                weighted(4, constant(OrderType.STOP_MARKET)),
                weighted(4, constant(OrderType.TAKE_PROFIT_LIMIT)),
                weighted(4, constant(OrderType.TAKE_PROFIT_MARKET)));
        final Gen<StpMode> stp = frequency(
                weighted(12, constant(StpMode.NONE)),
                weighted(2, constant(StpMode.CANCEL_TAKER)),
                weighted(2, constant(StpMode.CANCEL_MAKER)),
                weighted(2, constant(StpMode.CANCEL_BOTH)),
                weighted(2, constant(StpMode.DECREMENT)));
        final Gen<Long> size = frequency(
                weighted(40, longs(1, 12)),
                weighted(4, longs(13, 60)),
                weighted(1, longs(-2, 0)));
        final Gen<Long> uid = longs(1, Command.USERS);
        final Gen<Long> orderId = longs(1, 30);
        final Gen<Integer> variant = ints(0, 99);
        return in -> new Command(op.generate(in), type.generate(in), stp.generate(in), uid.generate(in),
                orderId.generate(in), price.generate(in), size.generate(in), variant.generate(in));
    }

    /** One generated command; {@code variant} (0..99) picks secondary fields deterministically. */
    static final class Command {
        static final int USERS = 5;
        static final int PLACE = 0;
        static final int CANCEL = 1;
        static final int REDUCE = 2;
        static final int MOVE = 3;
        static final int REPLACE = 4;
        static final int MASS_CANCEL = 5;
        static final int ADVANCE = 6;

        final int op;
        final OrderType type;
        final StpMode stp;
        final long uid;
        final long orderId;
        final long price;
        final long size;
        final int variant;
        final long timeStep;

        Command(final int op, final OrderType type, final StpMode stp, final long uid, final long orderId,
                final long price, final long size, final int variant) {
            this.op = op;
            this.type = type;
            this.stp = stp;
            this.uid = uid;
            this.orderId = orderId;
            this.price = price;
            this.size = size;
            this.variant = variant;
            this.timeStep = variant % 7 == 0 ? 0 : variant % 13;
        }

        int applyTo(final OrderBook book, final NewOrder order, final long now) {
            switch (op) {
                case PLACE:
                    return book.place(newOrder(order, now));
                case CANCEL:
                    return book.cancel(orderId, variant < 90 ? uid : uid % USERS + 1, now);
                case REDUCE:
                    return book.reduce(orderId, uid, variant < 95 ? Math.max(1, size / 2) : -variant % 3, now);
                case MOVE:
                    return book.move(orderId, uid, variant < 97 ? price : variant - 97, now);
                case REPLACE:
                    return book.replace(orderId, uid, variant % 3 == 0 ? 100 : price, variant < 97 ? size : 0, now);
                case MASS_CANCEL:
                    return book.massCancel(uid, now);
                default:
                    book.advanceTime(now);
                    return 0;
            }
        }

        private NewOrder newOrder(final NewOrder o, final long now) {
            final Side side = (variant & 1) == 0 ? Side.BID : Side.ASK;
            long p = price;
            if (type.isBudget()) {
                p = variant < 95 ? price * Math.max(1, size) - 50 + variant : variant - 97;
            }
            if (variant == 42) {
                p = Long.MAX_VALUE / 2;
            }
            o.set(orderId, uid, side, type, p, size, now).stpMode(stp);
            if (type.canRest() && variant % 4 == 1) {
                o.displaySize(variant % 9 == 0 ? size + 1 : Math.max(1, variant % 5));
            }
            if (type.isStop()) {
                o.triggerPrice(variant < 98 ? 95 + variant % 11 : 0);
            } else if (variant == 99) {
                o.triggerPrice(100);
            }
            if (type == OrderType.GTD) {
                o.expireAt(variant < 96 ? now + 1 + variant % 40 : now);
            }
            return o;
        }

        @Override
        public String toString() {
            final String[] names = {"PLACE", "CANCEL", "REDUCE", "MOVE", "REPLACE", "MASS_CANCEL", "ADVANCE"};
            return names[op] + "{type=" + type + ", stp=" + stp + ", uid=" + uid + ", id=" + orderId + ", price="
                    + price + ", size=" + size + ", variant=" + variant + ", dt=" + timeStep + '}';
        }
    }
}
