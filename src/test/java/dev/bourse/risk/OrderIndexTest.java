package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class OrderIndexTest {
    @Test
    void behavesLikeAHashMapUnderHeavyChurnAndCollisions() {
        final SplittableRandom random = new SplittableRandom(7);
        final OrderIndex index = new OrderIndex();
        final Map<Long, OrderHold> model = new HashMap<>();
        for (int op = 0; op < 200_000; op++) {
            final long key = random.nextInt(3) == 0 ? random.nextLong() : random.nextInt(96) - 16;
            if (random.nextInt(5) < 3) {
                final OrderHold v = new OrderHold();
                v.orderId = key;
                index.put(key, v);
                model.put(key, v);
            } else {
                assertThat(index.remove(key)).isSameAs(model.remove(key));
            }
            if (op % 997 == 0) {
                for (long k = -16; k < 80; k++) {
                    assertThat(index.get(k)).isSameAs(model.get(k));
                    assertThat(index.containsKey(k)).isEqualTo(model.containsKey(k));
                }
                int live = 0;
                for (int slot = 0; slot < index.capacity(); slot++) {
                    if (index.at(slot) != null) {
                        assertThat(index.get(index.at(slot).orderId)).isSameAs(index.at(slot));
                        live++;
                    }
                }
                assertThat(live).isEqualTo(model.size()).isEqualTo(index.size());
            }
        }
        assertThat(index.isEmpty()).isEqualTo(model.isEmpty());
    }

    @Test
    void growsOnlyPastItsLargestSize() {
        final OrderIndex index = new OrderIndex();
        final OrderHold v = new OrderHold();
        for (long id = 0; id < 100_000; id++) {
            index.put(id, v);
            index.put(id + 1_000_000, v);
            assertThat(index.remove(id)).isSameAs(v);
            assertThat(index.remove(id + 1_000_000)).isSameAs(v);
        }
        assertThat(index.capacity()).isEqualTo(16);
        for (long id = 0; id < 9; id++) {
            index.put(id, v);
        }
        assertThat(index.capacity()).isEqualTo(32);
    }
}
