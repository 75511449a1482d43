package dev.bourse.orderbook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.testkit.RecordingListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A book's incremental, level-by-level export ({@link RestorableOrderBook#beginExport}) against the stop-the-world
 * {@link RestorableOrderBook#exportOrders} at the same cut, for both books: random commands (places into the levels,
 * cancels, reductions, moves, replacements, sweeps through several levels, icebergs showing new slices, expiries,
 * stops accepted and triggered, idle levels reused) run between tiny export steps, so nearly every level is first
 * reached by a change. The export must hold exactly the orders of the cut, each as it was, and a book restored from
 * it must equal, state hash and every later event, one restored from the stop-the-world export.
 */
class IncrementalExportTest {
    private static final long MID = 100;

    private long now = 1_000;
    private long nextId = 1;
    private final NewOrder order = new NewOrder();

    /** The books under test. */
    enum Kind {
        FAST, FAST_FEW_IDLE_LEVELS, REFERENCE;

        RestorableOrderBook create(final OrderBookListener listener) {
            switch (this) {
                case FAST:
                    return new FastOrderBook(listener, 16);
                case FAST_FEW_IDLE_LEVELS:
                    return new FastOrderBook(listener, 16, 0);
                default:
                    return new ReferenceOrderBook(listener);
            }
        }
    }

    static List<Object[]> cases() {
        final List<Object[]> cases = new ArrayList<>();
        for (final Kind kind : Kind.values()) {
            for (int seed = 1; seed <= 12; seed++) {
                cases.add(new Object[] {kind, seed});
            }
        }
        return cases;
    }

    /** Collects exported orders as text rows, one per order. */
    private static final class Rows implements OrderStateVisitor {
        final List<String> rows = new ArrayList<>();
        final List<long[]> raw = new ArrayList<>();

        @Override
        public void visit(final OrderState o) {
            rows.add(o.orderId() + "/" + o.uid() + "/" + o.side() + "/" + o.type() + "/" + o.stpMode() + "/"
                    + o.price() + "/" + o.remaining() + "/" + o.visible() + "/" + o.display() + "/"
                    + o.triggerPrice() + "/" + o.expireAt() + "/" + o.sequence() + "/" + o.timestamp() + "/"
                    + o.pendingStop() + "/" + o.size() + "/" + o.filled() + "/" + o.createdAt());
            raw.add(new long[] {o.orderId(), o.uid(), o.side().ordinal(), o.type().ordinal(), o.stpMode().ordinal(),
                o.price(), o.remaining(), o.visible(), o.display(), o.triggerPrice(), o.expireAt(), o.sequence(),
                o.timestamp(), o.pendingStop() ? 1 : 0, o.size(), o.filled(), o.createdAt()});
        }

        void restoreInto(final RestorableOrderBook book, final long lastTradePrice, final long acceptanceCounter) {
            final OrderState state = new OrderState();
            for (final long[] r : raw) {
                book.restoreOrder(state.identity(r[0], r[1], Side.values()[(int) r[2]], OrderType.values()[(int) r[3]],
                        StpMode.values()[(int) r[4]], r[11]).terms(r[5], r[8], r[9], r[10])
                        .standing(r[6], r[7], r[12], r[13] == 1).history(r[14], r[15], r[16]));
            }
            book.completeRestore(lastTradePrice, acceptanceCounter);
        }
    }

    /** One random command: mostly places near the middle, some that sweep several levels, and every amendment. */
    private void randomCommand(final OrderBook book, final Random rnd) {
        now += 1 + rnd.nextInt(3);
        final long uid = 1 + rnd.nextInt(6);
        final long target = Math.max(1, nextId - 1 - rnd.nextInt(40));
        final long price = MID - 8 + rnd.nextInt(17);
        final int op = rnd.nextInt(100);
        if (op < 42) {
            placeResting(book, rnd, uid, price);
        } else if (op < 48) {
            final Side side = rnd.nextBoolean() ? Side.BID : Side.ASK;
            final long through = side == Side.BID ? MID + 4 + rnd.nextInt(6) : MID - 4 - rnd.nextInt(6);
            order.set(nextId++, uid, side, rnd.nextBoolean() ? OrderType.IOC : OrderType.GTC, through,
                    20 + rnd.nextInt(60), now).stpMode(rnd.nextInt(4) == 0 ? StpMode.DECREMENT : StpMode.NONE);
            book.place(order);
        } else if (op < 56) {
            final Side side = rnd.nextBoolean() ? Side.BID : Side.ASK;
            final OrderType type = OrderType.values()[OrderType.STOP_LIMIT.ordinal() + rnd.nextInt(4)];
            order.set(nextId++, uid, side, type, price, 1 + rnd.nextInt(10), now)
                    .triggerPrice(MID - 6 + rnd.nextInt(13));
            book.place(order);
        } else if (op < 66) {
            book.cancel(target, uid, now);
        } else if (op < 73) {
            book.reduce(target, uid, 1 + rnd.nextInt(3), now);
        } else if (op < 85) {
            book.move(target, uid, price, now);
        } else if (op < 93) {
            book.replace(target, uid, rnd.nextBoolean() ? price : ownPrice(book, target), 1 + rnd.nextInt(8), now);
        } else if (op < 95) {
            book.massCancel(uid, now);
        } else {
            book.advanceTime(now + rnd.nextInt(30));
        }
    }

    private void placeResting(final OrderBook book, final Random rnd, final long uid, final long price) {
        final Side side = price < MID || price == MID && rnd.nextBoolean() ? Side.BID : Side.ASK;
        final int kind = rnd.nextInt(10);
        final OrderType type = kind == 0 ? OrderType.GTD : OrderType.GTC;
        final long size = 1 + rnd.nextInt(12);
        order.set(nextId++, uid, side, type, price, size, now);
        if (kind == 0) {
            order.expireAt(now + 5 + rnd.nextInt(200));
        } else if (kind == 1 && size > 2) {
            order.displaySize(1 + rnd.nextInt((int) size - 1));
        }
        book.place(order);
    }

    /** The price of a live order, so that a replacement may shrink it in place; the middle when unknown. */
    private static long ownPrice(final OrderBook book, final long orderId) {
        final long[] found = {MID};
        book.forEachOrder((id, owner, side, type, price, remaining, visible, trigger, stop, ts) -> {
            if (id == orderId && !stop) {
                found[0] = price;
            }
        });
        return found[0];
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("cases")
    void anExportInterleavedWithCommandsRestoresTheBookAsItWasAtTheCut(final Kind kind, final int seed) {
        final Random rnd = new Random(seed);
        final RestorableOrderBook live = kind.create(new RecordingListener());
        for (int k = 0; k < 700; k++) {
            if (k % 3 == 0) {
                now++;
                placeResting(live, rnd, 1 + rnd.nextInt(6), MID - 8 + rnd.nextInt(17));
            }
            randomCommand(live, rnd);
        }
        for (int k = 0; k < 120; k++) {
            now++;
            placeResting(live, rnd, 1 + rnd.nextInt(6), MID - 8 + rnd.nextInt(17));
        }
        assertThat(live.restingOrderCount()).as("orders at the cut").isGreaterThan(80);
        final Rows stopTheWorld = new Rows();
        live.exportOrders(stopTheWorld);
        final long hashAtCut = live.stateHash();
        final long lastTradePrice = live.lastTradePrice();
        final long acceptanceCounter = live.acceptanceCounter();

        final Rows incremental = new Rows();
        live.beginExport(incremental);
        int commands = 0;
        int steps = 0;
        while (live.isExporting()) {
            randomCommand(live, rnd);
            commands++;
            if (rnd.nextInt(4) == 0) {
                assertThat(live.exportStep(1 + rnd.nextInt(3))).isBetween(0, 3);
                steps++;
            }
            live.checkInvariants();
        }
        assertThat(commands).as("commands during the export").isGreaterThan(20);
        assertThat(steps).isPositive();
        assertThat(incremental.rows).containsExactlyInAnyOrderElementsOf(stopTheWorld.rows);

        for (final Kind into : Kind.values()) {
            final RecordingListener fromIncremental = new RecordingListener();
            final RecordingListener fromStopTheWorld = new RecordingListener();
            final RestorableOrderBook a = into.create(fromIncremental);
            final RestorableOrderBook b = into.create(fromStopTheWorld);
            incremental.restoreInto(a, lastTradePrice, acceptanceCounter);
            stopTheWorld.restoreInto(b, lastTradePrice, acceptanceCounter);
            a.checkInvariants();
            assertThat(a.stateHash()).as("restored into " + into).isEqualTo(hashAtCut).isEqualTo(b.stateHash());
            final long savedNow = now;
            final long savedId = nextId;
            final Random after = new Random(seed * 7919L);
            for (int k = 0; k < 300; k++) {
                randomCommand(a, after);
            }
            now = savedNow;
            nextId = savedId;
            final Random again = new Random(seed * 7919L);
            for (int k = 0; k < 300; k++) {
                randomCommand(b, again);
            }
            assertThat(fromIncremental.events()).as("events after restoring into " + into)
                    .isEqualTo(fromStopTheWorld.events());
            assertThat(a.stateHash()).isEqualTo(b.stateHash());
        }
    }

    @Test
    void aLargeBookIsExportedInManyStepsNoneCopyingMoreThanItsBudget() {
        final FastOrderBook book = new FastOrderBook(new RecordingListener(), 100_000);
        for (int k = 0; k < 100_000; k++) {
            final boolean bid = (k & 1) == 0;
            order.set(nextId++, 1 + k % 97, bid ? Side.BID : Side.ASK, OrderType.GTC,
                    bid ? MID - 1 - k % 37 : MID + 1 + k % 41, 1 + k % 5, now++);
            book.place(order);
        }
        final Rows stopTheWorld = new Rows();
        book.exportOrders(stopTheWorld);
        final int budget = 2048;
        final Rows incremental = new Rows();
        book.beginExport(incremental);
        int steps = 0;
        int largest = 0;
        while (book.isExporting()) {
            final int before = incremental.rows.size();
            book.exportStep(budget);
            largest = Math.max(largest, incremental.rows.size() - before);
            steps++;
        }
        assertThat(largest).isEqualTo(budget);
        assertThat(steps).isGreaterThanOrEqualTo(100_000 / budget);
        assertThat(incremental.rows).containsExactlyElementsOf(stopTheWorld.rows);
    }
}
