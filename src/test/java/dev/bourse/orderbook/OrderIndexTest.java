package dev.bourse.orderbook;

import static dev.bourse.testkit.Generators.longs;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.bourse.testkit.Property;
import org.junit.jupiter.api.Test;

/** The order index against a hash map: every id found while held, none after removal, through growth and churn. */
class OrderIndexTest {

    @Test
    void heldOrdersAreFoundAndRemovedOnesAreNot() {
        final OrderIndex index = new OrderIndex(4);
        final FastOrder a = order(7);
        final FastOrder b = order(Long.MIN_VALUE);
        index.add(a);
        index.add(b);

        assertThat(index.get(7)).isSameAs(a);
        assertThat(index.get(Long.MIN_VALUE)).isSameAs(b);
        assertThat(index.get(8)).isNull();

        index.remove(a);

        assertThat(index.get(7)).isNull();
        assertThat(index.get(Long.MIN_VALUE)).isSameAs(b);
        assertThat(index.size()).isEqualTo(1);
    }

    @Test
    void indexGrowsPastItsExpectedSize() {
        final OrderIndex index = new OrderIndex(0);
        final List<FastOrder> orders = new ArrayList<>();
        for (long id = 1; id <= 1_000; id++) {
            final FastOrder o = order(id * 4096);
            orders.add(o);
            index.add(o);
        }
        for (final FastOrder o : orders) {
            assertThat(index.get(o.orderId)).isSameAs(o);
        }
        assertThat(index.size()).isEqualTo(1_000);
    }

    @Test
    void ordersRestoredIntoAFastBookAreIndexedOnce() {
        final FastOrderBook book = new FastOrderBook(new dev.bourse.testkit.RecordingListener(), 16);
        book.restoreOrder(new OrderState().identity(1, 7, dev.bourse.api.Side.BID, dev.bourse.api.OrderType.GTC,
                dev.bourse.api.StpMode.NONE, 1).terms(100, 0, 0, 0).standing(5, 5, 1, false).history(5, 0, 1));
        book.restoreOrder(new OrderState().identity(2, 7, dev.bourse.api.Side.ASK, dev.bourse.api.OrderType.GTC,
                dev.bourse.api.StpMode.NONE, 2).terms(105, 0, 0, 0).standing(5, 5, 2, false).history(5, 0, 2));
        book.completeRestore(0, 2);

        book.checkInvariants();
        assertThat(book.cancel(1, 7, 3)).isZero();
        book.checkInvariants();
        assertThat(book.restingOrderCount()).isEqualTo(1);
    }

    /**
     * Random adds and removals over a small id space (so probe chains form, wrap and shift back) agree with a hash
     * map after every step.
     */
    @Test
    void indexAgreesWithAHashMap() {
        Property.forAll(longs(-10_000, 10_000).list(0, 200)).tries(300).check(OrderIndexTest::agreesWithAHashMap);
    }

    private static void agreesWithAHashMap(final List<Long> steps) {
        final OrderIndex index = new OrderIndex(8);
        final Map<Long, FastOrder> model = new HashMap<>();
        for (final long step : steps) {
            final long id = Math.abs(step) % 64 * (step % 3 == 0 ? 1 : 1L << 40);
            final FastOrder held = model.get(id);
            if (held == null) {
                final FastOrder o = order(id);
                index.add(o);
                model.put(id, o);
            } else {
                index.remove(held);
                model.remove(id);
            }
            assertThat(index.size()).isEqualTo(model.size());
            for (long probe = 0; probe < 64; probe++) {
                assertThat(index.get(probe)).isSameAs(model.get(probe));
                assertThat(index.get(probe << 40)).isSameAs(model.get(probe << 40));
            }
        }
    }

    private static FastOrder order(final long id) {
        final FastOrder o = new FastOrder();
        o.orderId = id;
        return o;
    }
}
