package dev.bourse.orderbook;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.testkit.RecordingListener;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Drives the fast book and the reference book with the same long random command sequences (every order type and
 * operation, many users, crossing and resting prices, every STP mode, stops, icebergs, GTD expiry, invalid input)
 * and requires, after every command: the same result code, the same whole event list, the same L2, the same state
 * hash and listings, and both books' invariants.
 */
class BookEquivalenceProperties {
    private static final int L2_DEPTH = 64;

    @Property(tries = 300, shrinking = ShrinkingMode.BOUNDED)
    void fastBookBehavesExactlyLikeTheReference(@ForAll("sessions") final List<Command> session) {
        playBoth(session, PriceLadder.MIN_IDLE);
    }

    /**
     * Prices spread far past the fast book's 64-slot level cache, and no floor of idle levels: levels go idle, are
     * reused, dropped at the bound and collide in the cache all the time, and none of it may show.
     */
    @Property(tries = 200, shrinking = ShrinkingMode.BOUNDED)
    void fastBookKeepingFewIdleLevelsBehavesExactlyLikeTheReference(
            @ForAll("wideSessions") final List<Command> session) {
        playBoth(session, 0);
    }

    private static void playBoth(final List<Command> session, final int minIdleLevels) {
        final RecordingListener fastEvents = new RecordingListener();
        final RecordingListener referenceEvents = new RecordingListener();
        final OrderBook fast = new FastOrderBook(fastEvents, 16, minIdleLevels);
        final OrderBook reference = new ReferenceOrderBook(referenceEvents);
        final L2Snapshot fastL2 = new L2Snapshot(4);
        final L2Snapshot referenceL2 = new L2Snapshot(4);
        final NewOrder order = new NewOrder();
        long now = 1_000;
        int step = 0;
        for (final Command c : session) {
            now += c.timeStep;
            final int fastCode = c.applyTo(fast, order, now);
            final int referenceCode = c.applyTo(reference, order, now);
            final String where = "step " + step + ": " + c + " at " + now;
            assertThat(fastCode).as(where).isEqualTo(referenceCode);
            assertThat(fastEvents.takeEvents()).as(where).isEqualTo(referenceEvents.takeEvents());
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

    @Provide
    Arbitrary<List<Command>> sessions() {
        return command(Arbitraries.longs().between(95, 105)).list().ofMinSize(1).ofMaxSize(400);
    }

    @Provide
    Arbitrary<List<Command>> wideSessions() {
        final Arbitrary<Long> price = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(3, Arbitraries.longs().between(95, 105)),
                net.jqwik.api.Tuple.of(2, Arbitraries.longs().between(80, 120)),
                net.jqwik.api.Tuple.of(1, Arbitraries.longs().between(1, 400)));
        return command(price).list().ofMinSize(1).ofMaxSize(400);
    }

    private static Arbitrary<Command> command(final Arbitrary<Long> price) {
        final Arbitrary<Integer> op = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(55, Arbitraries.just(Command.PLACE)),
                net.jqwik.api.Tuple.of(10, Arbitraries.just(Command.CANCEL)),
                net.jqwik.api.Tuple.of(8, Arbitraries.just(Command.REDUCE)),
                net.jqwik.api.Tuple.of(12, Arbitraries.just(Command.MOVE)),
                net.jqwik.api.Tuple.of(8, Arbitraries.just(Command.REPLACE)),
                net.jqwik.api.Tuple.of(3, Arbitraries.just(Command.MASS_CANCEL)),
                net.jqwik.api.Tuple.of(4, Arbitraries.just(Command.ADVANCE)));
        final Arbitrary<OrderType> type = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(30, Arbitraries.just(OrderType.GTC)),
                net.jqwik.api.Tuple.of(8, Arbitraries.just(OrderType.IOC)),
                net.jqwik.api.Tuple.of(5, Arbitraries.just(OrderType.FOK)),
                net.jqwik.api.Tuple.of(5, Arbitraries.just(OrderType.IOC_BUDGET)),
                net.jqwik.api.Tuple.of(5, Arbitraries.just(OrderType.FOK_BUDGET)),
                net.jqwik.api.Tuple.of(5, Arbitraries.just(OrderType.MARKET)),
                net.jqwik.api.Tuple.of(6, Arbitraries.just(OrderType.POST_ONLY)),
                net.jqwik.api.Tuple.of(8, Arbitraries.just(OrderType.GTD)),
                net.jqwik.api.Tuple.of(4, Arbitraries.just(OrderType.STOP_LIMIT)),
                net.jqwik.api.Tuple.of(4, Arbitraries.just(OrderType.STOP_MARKET)),
                net.jqwik.api.Tuple.of(4, Arbitraries.just(OrderType.TAKE_PROFIT_LIMIT)),
                net.jqwik.api.Tuple.of(4, Arbitraries.just(OrderType.TAKE_PROFIT_MARKET)));
        final Arbitrary<StpMode> stp = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(12, Arbitraries.just(StpMode.NONE)),
                net.jqwik.api.Tuple.of(2, Arbitraries.just(StpMode.CANCEL_TAKER)),
                net.jqwik.api.Tuple.of(2, Arbitraries.just(StpMode.CANCEL_MAKER)),
                net.jqwik.api.Tuple.of(2, Arbitraries.just(StpMode.CANCEL_BOTH)),
                net.jqwik.api.Tuple.of(2, Arbitraries.just(StpMode.DECREMENT)));
        final Arbitrary<Long> size = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(40, Arbitraries.longs().between(1, 12)),
                net.jqwik.api.Tuple.of(4, Arbitraries.longs().between(13, 60)),
                net.jqwik.api.Tuple.of(1, Arbitraries.longs().between(-2, 0)));
        final Arbitrary<Integer> variant = Arbitraries.integers().between(0, 99);
        return Combinators.combine(op, type, stp, Arbitraries.longs().between(1, Command.USERS),
                Arbitraries.longs().between(1, 30), price, size, variant)
                .as((o, t, s, uid, id, p, q, v) -> new Command(o, t, s, uid, id, p, q, v));
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
