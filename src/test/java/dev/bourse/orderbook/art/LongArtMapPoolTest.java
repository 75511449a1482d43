package dev.bourse.orderbook.art;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The pools: churn of a steady size reuses nodes and leaves and, once warm, allocates nothing at all. */
class LongArtMapPoolTest {
    private static final long LOW_PRICE = 10_000;
    private static final int PRICE_RANGE = 2_000;
    private static final int KEYS = 1_000;

    private final LongArtMap<String> map = new LongArtMap<>(KEYS);
    private final Random random = new Random(20_261_123);
    private final String[] values = new String[PRICE_RANGE];

    LongArtMapPoolTest() {
        for (int i = 0; i < PRICE_RANGE; i++) {
            values[i] = "level " + (LOW_PRICE + i);
        }
    }

    private void fillHalfTheRange() {
        while (map.size() < KEYS) {
            final int i = random.nextInt(PRICE_RANGE);
            map.put(LOW_PRICE + i, values[i]);
        }
    }

    /** Removes and re-adds random prices, keeping the size near {@link #KEYS}; reads and searches in between. */
    private long churn(final int steps) {
        long found = 0;
        for (int step = 0; step < steps; step++) {
            final int i = random.nextInt(PRICE_RANGE);
            final long price = LOW_PRICE + i;
            if (map.size() >= KEYS) {
                final long victim = map.get(price) == null ? map.lastKey() : price;
                found += map.remove(victim) == null ? 0 : 1;
            } else {
                map.put(price, values[i]);
            }
            found += map.ceilingValue(price) == null ? 0 : 1;
            found += map.floorValue(price) == null ? 0 : 1;
            found += map.higherValue(price) == null ? 0 : 1;
            found += map.lowerValue(price) == null ? 0 : 1;
            found += map.firstValue() == map.lastValue() ? 1 : 0;
        }
        return found;
    }

    private int[] created() {
        final ArtNodePool pool = map.pool();
        return new int[] {pool.created(ArtNode.NODE4), pool.created(ArtNode.NODE16), pool.created(ArtNode.NODE48),
            pool.created(ArtNode.NODE256), pool.createdLeaves()};
    }

    @Test
    void removedLeavesAndNodesAreReusedByLaterPuts() {
        fillHalfTheRange();
        map.checkInvariants();
        final int[] before = created();
        for (int round = 0; round < 5; round++) {
            map.clear();
            fillHalfTheRange();
        }
        map.checkInvariants();
        assertThat(created()).containsExactly(before);
    }

    @Test
    void churnOfASteadySizeCreatesNoNodesAfterWarmUp() {
        fillHalfTheRange();
        churn(20_000);
        map.checkInvariants();
        final int[] warm = created();
        churn(50_000);
        map.checkInvariants();
        assertThat(created()).containsExactly(warm);
    }

    @Test
    void nodesConvertedBackAndForthComeFromThePool() {
        for (long k = 0; k < 3; k++) {
            map.put(k, "v");
        }
        for (long top = 3; top < 256; top++) {
            map.put(top, "v");
        }
        for (long top = 255; top >= 3; top--) {
            map.remove(top);
        }
        final int[] warm = created();
        for (int cycle = 0; cycle < 10; cycle++) {
            for (long top = 3; top < 256; top++) {
                map.put(top, "v");
            }
            for (long top = 255; top >= 3; top--) {
                map.remove(top);
            }
        }
        map.checkInvariants();
        assertThat(created()).containsExactly(warm);
        assertThat(map.pool().pooled(ArtNode.NODE256)).isEqualTo(warm[ArtNode.NODE256]);
    }

    @Test
    void warmMapAllocatesNothingOnPutRemoveGetAndNeighbourSearches() {
        final com.sun.management.ThreadMXBean threads =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        fillHalfTheRange();
        churn(50_000);
        long found = 0;
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            final long start = threads.getCurrentThreadAllocatedBytes();
            found += churn(20_000);
            least = Math.min(least, threads.getCurrentThreadAllocatedBytes() - start);
        }
        assertThat(found).isPositive();
        // One object per step, even 16 bytes, would show as 320,000 bytes in every round; the JVM's own rare
        // allocations (a recompilation, a deoptimisation: 80 bytes once on Temurin 25) land in one round at most.
        assertThat(least).as("bytes allocated by 20,000 churn steps, fewest of three rounds").isLessThan(1_024);
    }
}
