package dev.bourse.orderbook;

import static dev.bourse.testkit.Generators.booleans;
import static dev.bourse.testkit.Generators.ints;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.testkit.Gen;
import dev.bourse.testkit.Property;
import org.junit.jupiter.api.Test;

/**
 * The ladder's idle levels and level cache: an emptied level behind the best stays for reuse, the best level is never
 * idle, the number of idle levels stays within its bound, and a level cache shared by colliding prices answers right.
 */
class PriceLadderTest {
    private final ObjectPool<FastLevel> pool = new ObjectPool<>(FastLevel::new, 0);
    private long nextId = 1;

    @Test
    void levelEmptiedBehindTheBestStaysIdleAndIsReusedByTheNextOrderAtItsPrice() {
        final PriceLadder asks = new PriceLadder(true, pool, 16, PriceLadder.MIN_IDLE);
        asks.append(order(100));
        final FastOrder leaving = order(103);
        asks.append(leaving);
        final FastLevel level = leaving.level;

        assertThat(asks.unlink(leaving)).as("hint").isSameAs(level);
        asks.checkInvariants("asks");
        assertThat(asks.idleLevels()).isEqualTo(1);
        assertThat(asks.activeLevels()).isEqualTo(1);
        assertThat(asks.best().worse).isSameAs(level);
        assertThat(level.count).isZero();

        final FastOrder arriving = order(103);
        asks.append(arriving);
        asks.checkInvariants("asks");
        assertThat(arriving.level).isSameAs(level);
        assertThat(asks.idleLevels()).isZero();
        assertThat(asks.activeLevels()).isEqualTo(2);
    }

    @Test
    void bestLevelThatEmptiesIsDroppedWithTheIdleLevelsBehindIt() {
        final PriceLadder bids = new PriceLadder(false, pool, 16, PriceLadder.MIN_IDLE);
        final FastOrder best = order(110);
        bids.append(best);
        final List<FastOrder> between = new ArrayList<>();
        for (long price = 109; price > 105; price--) {
            final FastOrder o = order(price);
            bids.append(o);
            between.add(o);
        }
        bids.append(order(100));
        for (final FastOrder o : between) {
            bids.unlink(o);
        }
        assertThat(bids.idleLevels()).isEqualTo(4);

        final FastLevel hint = bids.unlink(best);

        bids.checkInvariants("bids");
        assertThat(bids.best().price).isEqualTo(100);
        assertThat(hint).isSameAs(bids.best());
        assertThat(bids.best().better).isNull();
        assertThat(bids.idleLevels()).isZero();
        assertThat(bids.activeLevels()).isEqualTo(1);
    }

    @Test
    void ladderLeftWithNoOrderHoldsNoLevel() {
        final PriceLadder asks = new PriceLadder(true, pool, 16, PriceLadder.MIN_IDLE);
        final FastOrder a = order(100);
        final FastOrder b = order(101);
        asks.append(a);
        asks.append(b);
        asks.unlink(b);
        assertThat(asks.unlink(a)).isNull();
        asks.checkInvariants("asks");
        assertThat(asks.best()).isNull();
        assertThat(asks.idleLevels()).isZero();
    }

    @Test
    void idleLevelsBeyondTheBoundAreDroppedOldestFirst() {
        final PriceLadder asks = new PriceLadder(true, pool, 16, 2);
        asks.append(order(100));
        final List<FastOrder> leaving = new ArrayList<>();
        for (long price = 101; price <= 110; price++) {
            final FastOrder o = order(price);
            asks.append(o);
            leaving.add(o);
        }
        for (final FastOrder o : leaving) {
            asks.unlink(o);
            asks.checkInvariants("asks");
            assertThat(asks.idleLevels()).isLessThanOrEqualTo(
                    Math.max(2, PriceLadder.IDLE_PER_ACTIVE * asks.activeLevels()));
        }
        assertThat(asks.activeLevels()).isEqualTo(1);
        assertThat(asks.idleLevels()).isEqualTo(PriceLadder.IDLE_PER_ACTIVE);
        final List<Long> kept = new ArrayList<>();
        for (FastLevel l = asks.best().worse; l != null; l = l.worse) {
            kept.add(l.price);
        }
        assertThat(kept).containsExactly(108L, 109L, 110L);
    }

    @Test
    void ladderThatKeepsNoIdleLevelDropsEveryEmptiedLevel() {
        final PriceLadder stops = new PriceLadder(true, pool, 16, PriceLadder.NO_IDLE);
        stops.append(order(100));
        final FastOrder o = order(105);
        stops.append(o);
        stops.append(order(107));

        final FastLevel hint = stops.unlink(o);

        stops.checkInvariants("stops");
        assertThat(hint.price).isEqualTo(107);
        assertThat(stops.idleLevels()).isZero();
        assertThat(stops.best().worse.price).isEqualTo(107);
    }

    @Test
    void pricesSharingALevelCacheSlotFindTheirOwnLevels() {
        final PriceLadder asks = new PriceLadder(true, pool, 16, 0);
        final FastOrder low = order(100);
        final FastOrder high = order(100 + 64);
        final FastOrder higher = order(100 + 128);
        asks.append(low);
        asks.append(high);
        asks.append(higher);
        assertThat(low.level).isNotSameAs(high.level).isNotSameAs(higher.level);

        final FastOrder again = order(100 + 64);
        asks.append(again);
        final FastOrder first = order(100);
        asks.append(first);

        asks.checkInvariants("asks");
        assertThat(again.level).isSameAs(high.level);
        assertThat(first.level).isSameAs(low.level);
        assertThat(asks.activeLevels()).isEqualTo(3);
    }

    /**
     * A ladder's operations: a step &gt;= 0 (or any step on an empty ladder) appends an order at price
     * {@code 1 + |step| % 300}, a negative one removes live order {@code -step % live}.
     */
    record Session(List<Integer> steps, boolean ascending, int minIdle) {
    }

    /** Random appends and removals on both kinds of ladder match a sorted map of FIFO queues after every step. */
    @Test
    void activeLevelsAlwaysMatchASortedMapOfQueues() {
        final Gen<Session> sessions = in -> new Session(ints(-1_000, 1_000).list(0, 300).generate(in),
                booleans().generate(in), ints(-1, 3).generate(in));
        Property.forAll(sessions).tries(200).check(this::ladderMatchesASortedMapOfQueues);
    }

    private void ladderMatchesASortedMapOfQueues(final Session session) {
        final List<Integer> steps = session.steps();
        final boolean ascending = session.ascending();
        final int minIdle = session.minIdle();
        final PriceLadder ladder = new PriceLadder(ascending, pool, 16, minIdle);
        final TreeMap<Long, ArrayDeque<FastOrder>> model = new TreeMap<>();
        final List<FastOrder> live = new ArrayList<>();
        for (final int step : steps) {
            if (step >= 0 || live.isEmpty()) {
                final FastOrder o = order(1 + Math.abs(step) % 300);
                ladder.append(o, live.isEmpty() ? null : live.get(live.size() - 1).level);
                model.computeIfAbsent(o.price, p -> new ArrayDeque<>()).addLast(o);
                live.add(o);
            } else {
                final FastOrder o = live.remove(-step % live.size());
                final FastLevel hint = ladder.unlink(o);
                final ArrayDeque<FastOrder> queue = model.get(o.price);
                queue.remove(o);
                if (queue.isEmpty()) {
                    model.remove(o.price);
                }
                assertThat(hint == null).isEqualTo(model.isEmpty());
            }
            ladder.checkInvariants("ladder");
            assertThat(activeLevels(ladder)).isEqualTo(modelLevels(model, ascending));
            assertThat(ladder.orderCount()).isEqualTo(live.size());
        }
    }

    private static List<String> activeLevels(final PriceLadder ladder) {
        final List<String> rows = new ArrayList<>();
        for (FastLevel l = ladder.best(); l != null; l = l.worse) {
            if (l.count > 0) {
                final StringBuilder row = new StringBuilder().append(l.price).append(':');
                for (FastOrder o = l.head; o != null; o = o.next) {
                    row.append(' ').append(o.orderId);
                }
                rows.add(row.toString());
            }
        }
        return rows;
    }

    private static List<String> modelLevels(final TreeMap<Long, ArrayDeque<FastOrder>> model,
            final boolean ascending) {
        final List<String> rows = new ArrayList<>();
        for (final Map.Entry<Long, ArrayDeque<FastOrder>> e
                : (ascending ? model : model.descendingMap()).entrySet()) {
            final StringBuilder row = new StringBuilder().append(e.getKey()).append(':');
            for (final FastOrder o : e.getValue()) {
                row.append(' ').append(o.orderId);
            }
            rows.add(row.toString());
        }
        return rows;
    }

    private FastOrder order(final long price) {
        final FastOrder o = new FastOrder();
        o.orderId = nextId++;
        o.uid = 1;
        o.side = Side.ASK;
        o.type = OrderType.GTC;
        o.price = price;
        o.remaining = 1;
        o.visible = 1;
        return o;
    }
}
