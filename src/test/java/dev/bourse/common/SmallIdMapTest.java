package dev.bourse.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class SmallIdMapTest {
    @Test
    void behavesLikeAMapForSmallLargeAndNegativeIdsAndVisitsSmallIdsInOrder() {
        final SplittableRandom random = new SplittableRandom(11);
        final SmallIdMap<String> map = new SmallIdMap<>();
        final TreeMap<Long, String> model = new TreeMap<>();
        final long[] probes = {-1, 0, 1, 15, 16, 17, 1023, 65_535, 65_536, Long.MAX_VALUE, Long.MIN_VALUE};
        for (int op = 0; op < 20_000; op++) {
            final long id;
            switch (random.nextInt(4)) {
                case 0:
                    id = random.nextInt(64);
                    break;
                case 1:
                    id = random.nextInt(SmallIdMap.DIRECT_LIMIT + 100);
                    break;
                case 2:
                    id = probes[random.nextInt(probes.length)];
                    break;
                default:
                    id = random.nextLong();
                    break;
            }
            final String value = "v" + op;
            assertThat(map.put(id, value)).isEqualTo(model.put(id, value));
            if (op % 499 == 0) {
                for (final long p : probes) {
                    assertThat(map.get(p)).isEqualTo(model.get(p));
                    assertThat(map.containsKey(p)).isEqualTo(model.containsKey(p));
                }
                assertThat(map.size()).isEqualTo(model.size());
            }
        }
        final List<Long> small = new ArrayList<>();
        final List<Long> visited = new ArrayList<>();
        map.forEach((id, v) -> {
            assertThat(v).isEqualTo(model.get(id));
            visited.add(id);
        });
        for (final long id : model.keySet()) {
            if (id >= 0 && id < SmallIdMap.DIRECT_LIMIT) {
                small.add(id);
            }
        }
        assertThat(visited).hasSize(model.size());
        assertThat(visited.subList(0, small.size())).isEqualTo(small);
    }

    @Test
    void refusesNullValues() {
        assertThatThrownBy(() -> new SmallIdMap<String>().put(1, null)).isInstanceOf(IllegalArgumentException.class);
    }
}
