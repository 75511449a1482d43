package dev.bourse.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LongObjectMapTest {
    /** A value that knows its key, so slot iteration can be checked against lookups. */
    private static final class Entry {
        private final long key;

        Entry(final long key) {
            this.key = key;
        }
    }

    @Test
    void behavesLikeAHashMapUnderHeavyChurnAndCollisions() {
        final SplittableRandom random = new SplittableRandom(7);
        final LongObjectMap<Entry> index = new LongObjectMap<>(8);
        final Map<Long, Entry> model = new HashMap<>();
        for (int op = 0; op < 200_000; op++) {
            final long key = random.nextInt(3) == 0 ? random.nextLong() : random.nextInt(96) - 16;
            if (random.nextInt(5) < 3) {
                final Entry v = new Entry(key);
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
                    if (index.valueAt(slot) != null) {
                        assertThat(index.get(index.valueAt(slot).key)).isSameAs(index.valueAt(slot));
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
        final LongObjectMap<Entry> index = new LongObjectMap<>(8);
        final Entry v = new Entry(0);
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
