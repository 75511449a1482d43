package dev.bourse.orderbook.art;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

class LongArtMapTest {
    private final LongArtMap<String> map = new LongArtMap<>(16);

    private void putAll(final long... keys) {
        for (final long key : keys) {
            map.put(key, "v" + key);
        }
        map.checkInvariants();
    }

    private int[] liveKinds() {
        final int[] live = new int[ArtNode.KINDS];
        for (int kind = 0; kind < ArtNode.KINDS; kind++) {
            live[kind] = map.liveNodes(kind);
        }
        return live;
    }

    @Test
    void emptyMapAnswersNullAndThrowsForFirstAndLastKey() {
        assertThat(map.size()).isZero();
        assertThat(map.isEmpty()).isTrue();
        assertThat(map.get(0)).isNull();
        assertThat(map.remove(0)).isNull();
        assertThat(map.ceilingValue(Long.MIN_VALUE)).isNull();
        assertThat(map.floorValue(Long.MAX_VALUE)).isNull();
        assertThat(map.higherValue(0)).isNull();
        assertThat(map.lowerValue(0)).isNull();
        assertThat(map.firstValue()).isNull();
        assertThat(map.lastValue()).isNull();
        assertThatThrownBy(map::firstKey).isInstanceOf(NoSuchElementException.class);
        assertThatThrownBy(map::lastKey).isInstanceOf(NoSuchElementException.class);
        map.checkInvariants();
    }

    @Test
    void singleKeyIsItsOwnNeighbourOnEitherSide() {
        assertThat(map.put(100, "a")).isNull();
        map.checkInvariants();
        assertThat(map.size()).isEqualTo(1);
        assertThat(map.height()).isZero();
        assertThat(map.get(100)).isEqualTo("a");
        assertThat(map.get(101)).isNull();
        assertThat(map.ceilingValue(100)).isEqualTo("a");
        assertThat(map.ceilingValue(99)).isEqualTo("a");
        assertThat(map.ceilingValue(101)).isNull();
        assertThat(map.floorValue(100)).isEqualTo("a");
        assertThat(map.floorValue(101)).isEqualTo("a");
        assertThat(map.floorValue(99)).isNull();
        assertThat(map.higherValue(100)).isNull();
        assertThat(map.higherValue(99)).isEqualTo("a");
        assertThat(map.lowerValue(100)).isNull();
        assertThat(map.lowerValue(101)).isEqualTo("a");
        assertThat(map.firstKey()).isEqualTo(100);
        assertThat(map.lastKey()).isEqualTo(100);
        assertThat(map.firstValue()).isEqualTo("a");
        assertThat(map.lastValue()).isEqualTo("a");
    }

    @Test
    void putReplacesTheValueOfAnExistingKeyAndReturnsTheOldOne() {
        map.put(7, "a");
        assertThat(map.put(7, "b")).isEqualTo("a");
        assertThat(map.get(7)).isEqualTo("b");
        assertThat(map.size()).isEqualTo(1);
    }

    @Test
    void removeReturnsTheValueOnceAndThenNull() {
        putAll(1, 2, 3);
        assertThat(map.remove(2)).isEqualTo("v2");
        assertThat(map.remove(2)).isNull();
        assertThat(map.remove(4)).isNull();
        assertThat(map.size()).isEqualTo(2);
        map.checkInvariants();
    }

    @Test
    void nullValueIsRejected() {
        assertThatThrownBy(() -> map.put(1, null)).isInstanceOf(NullPointerException.class);
        assertThat(map.isEmpty()).isTrue();
    }

    @Test
    void nodesGrowThroughEveryKindAndShrinkBack() {
        map.put(0, "v0");
        map.put(1, "v1");
        assertThat(liveKinds()).containsExactly(1, 0, 0, 0);
        putAll(2, 3);
        assertThat(liveKinds()).containsExactly(1, 0, 0, 0);
        putAll(4);
        assertThat(liveKinds()).containsExactly(0, 1, 0, 0);
        for (int k = 5; k < 16; k++) {
            putAll(k);
        }
        assertThat(liveKinds()).containsExactly(0, 1, 0, 0);
        putAll(16);
        assertThat(liveKinds()).containsExactly(0, 0, 1, 0);
        for (int k = 17; k < 48; k++) {
            putAll(k);
        }
        assertThat(liveKinds()).containsExactly(0, 0, 1, 0);
        putAll(48);
        assertThat(liveKinds()).containsExactly(0, 0, 0, 1);
        for (int k = 49; k < 256; k++) {
            putAll(k);
        }
        assertThat(liveKinds()).containsExactly(0, 0, 0, 1);
        assertThat(map.height()).isEqualTo(1);

        int remaining = 256;
        for (int k = 255; k >= 1; k--) {
            assertThat(map.remove(k)).isEqualTo("v" + k);
            remaining--;
            map.checkInvariants();
            assertThat(liveKinds()).as("after shrinking to %d keys", remaining)
                .containsExactly(expectedKinds(remaining));
        }
        assertThat(map.height()).isZero();
        assertThat(map.get(0)).isEqualTo("v0");
    }

    /** Node kinds expected while keys are removed from a full NODE256 (shrink at 37, 12, 3, collapse at 1). */
    private static int[] expectedKinds(final int keys) {
        if (keys > 37) {
            return new int[] {0, 0, 0, 1};
        } else if (keys > 12) {
            return new int[] {0, 0, 1, 0};
        } else if (keys > 3) {
            return new int[] {0, 1, 0, 0};
        } else if (keys > 1) {
            return new int[] {1, 0, 0, 0};
        }
        return new int[] {0, 0, 0, 0};
    }

    @Test
    void keysAddedAndRemovedAtAGrowthBoundaryDoNotConvertTheNode() {
        for (int k = 0; k < 16; k++) {
            putAll(k);
        }
        map.put(16, "x");
        assertThat(liveKinds()).containsExactly(0, 0, 1, 0);
        map.remove(16);
        assertThat(liveKinds()).containsExactly(0, 0, 1, 0);
        map.put(16, "x");
        assertThat(liveKinds()).containsExactly(0, 0, 1, 0);
    }

    @Test
    void twoFarApartKeysShareOneCompressedNode() {
        putAll(0, 1L << 40);
        assertThat(map.height()).isEqualTo(1);
        assertThat(liveKinds()).containsExactly(1, 0, 0, 0);
    }

    @Test
    void aLeafIsSplitWhereItsKeyFirstDiffers() {
        putAll(0, 1L << 40, 1);
        assertThat(map.height()).isEqualTo(2);
        assertThat(liveKinds()).containsExactly(2, 0, 0, 0);
        assertThat(map.get(1)).isEqualTo("v1");
        assertThat(map.ceilingValue(2)).isEqualTo("v" + (1L << 40));
        assertThat(map.floorValue((1L << 40) - 1)).isEqualTo("v1");
    }

    @Test
    void aCompressedPrefixIsSplitAboveTheNodeWhenANewKeyLeavesIt() {
        putAll(0, 1);
        assertThat(map.height()).isEqualTo(1);
        putAll(1L << 48);
        assertThat(map.height()).isEqualTo(2);
        putAll(1L << 56, -1);
        assertThat(map.height()).isEqualTo(3);
        assertThat(map.get(1L << 48)).isEqualTo("v" + (1L << 48));
        assertThat(map.get(1L << 49)).isNull();
        assertThat(map.ceilingValue(2)).isEqualTo("v" + (1L << 48));
        assertThat(map.floorValue((1L << 56) - 1)).isEqualTo("v" + (1L << 48));
        assertThat(map.lowerValue(0)).isEqualTo("v-1");
    }

    @Test
    void lookupOfAKeySharingTheBranchBytesButNotThePrefixMisses() {
        putAll(0x0100, 0x0101);
        assertThat(map.get(0x0200_0000_0101L)).isNull();
        assertThat(map.remove(0x0200_0000_0101L)).isNull();
        assertThat(map.size()).isEqualTo(2);
    }

    @Test
    void removingDownToOneKeyCollapsesTheTreeToALeaf() {
        putAll(5, 1L << 40, -7);
        map.remove(1L << 40);
        map.checkInvariants();
        map.remove(-7);
        map.checkInvariants();
        assertThat(map.height()).isZero();
        assertThat(liveKinds()).containsExactly(0, 0, 0, 0);
        assertThat(map.get(5)).isEqualTo("v5");
    }

    @Test
    void negativeKeysOrderBelowPositiveOnes() {
        putAll(-1, 0, 1, -1000, 1000);
        assertThat(map.firstKey()).isEqualTo(-1000);
        assertThat(map.lastKey()).isEqualTo(1000);
        assertThat(map.ceilingValue(-999)).isEqualTo("v-1");
        assertThat(map.floorValue(-2)).isEqualTo("v-1000");
        assertThat(map.higherValue(-1)).isEqualTo("v0");
        assertThat(map.lowerValue(0)).isEqualTo("v-1");
    }

    @Test
    void extremeKeysAreOrdinaryKeys() {
        putAll(Long.MIN_VALUE, Long.MAX_VALUE, 0);
        assertThat(map.get(Long.MIN_VALUE)).isEqualTo("v" + Long.MIN_VALUE);
        assertThat(map.get(Long.MAX_VALUE)).isEqualTo("v" + Long.MAX_VALUE);
        assertThat(map.firstKey()).isEqualTo(Long.MIN_VALUE);
        assertThat(map.lastKey()).isEqualTo(Long.MAX_VALUE);
        assertThat(map.higherValue(Long.MAX_VALUE)).isNull();
        assertThat(map.lowerValue(Long.MIN_VALUE)).isNull();
        assertThat(map.ceilingValue(Long.MAX_VALUE)).isEqualTo("v" + Long.MAX_VALUE);
        assertThat(map.floorValue(Long.MIN_VALUE)).isEqualTo("v" + Long.MIN_VALUE);
        assertThat(map.higherValue(Long.MIN_VALUE)).isEqualTo("v0");
        assertThat(map.lowerValue(Long.MAX_VALUE)).isEqualTo("v0");
        assertThat(map.remove(Long.MIN_VALUE)).isEqualTo("v" + Long.MIN_VALUE);
        assertThat(map.floorValue(Long.MIN_VALUE)).isNull();
        map.checkInvariants();
    }

    @Test
    void ceilingAndFloorAtBetweenAndBeyondKeys() {
        putAll(10_000, 10_002, 10_005, 10_300, 12_000);
        assertThat(map.ceilingValue(10_002)).isEqualTo("v10002");
        assertThat(map.ceilingValue(10_003)).isEqualTo("v10005");
        assertThat(map.ceilingValue(10_006)).isEqualTo("v10300");
        assertThat(map.ceilingValue(10_301)).isEqualTo("v12000");
        assertThat(map.ceilingValue(9_000)).isEqualTo("v10000");
        assertThat(map.ceilingValue(12_001)).isNull();
        assertThat(map.floorValue(10_002)).isEqualTo("v10002");
        assertThat(map.floorValue(10_004)).isEqualTo("v10002");
        assertThat(map.floorValue(10_299)).isEqualTo("v10005");
        assertThat(map.floorValue(11_999)).isEqualTo("v10300");
        assertThat(map.floorValue(9_999)).isNull();
        assertThat(map.floorValue(20_000)).isEqualTo("v12000");
        assertThat(map.higherValue(10_005)).isEqualTo("v10300");
        assertThat(map.lowerValue(10_300)).isEqualTo("v10005");
        assertThat(map.higherValue(12_000)).isNull();
        assertThat(map.lowerValue(10_000)).isNull();
    }

    @Test
    void neighboursAreFoundAcrossEveryNodeKind() {
        final TreeMap<Long, String> expected = new TreeMap<>();
        final Random random = new Random(42);
        for (final int keys : new int[] {3, 10, 40, 200}) {
            map.clear();
            expected.clear();
            while (expected.size() < keys) {
                final long key = 1_000 + random.nextInt(256 * 3);
                map.put(key, "v" + key);
                expected.put(key, "v" + key);
            }
            map.checkInvariants();
            for (long probe = 900; probe < 2_000; probe++) {
                assertThat(map.ceilingValue(probe)).as("ceiling %d", probe)
                    .isEqualTo(valueOf(expected, expected.ceilingKey(probe)));
                assertThat(map.floorValue(probe)).as("floor %d", probe)
                    .isEqualTo(valueOf(expected, expected.floorKey(probe)));
            }
        }
    }

    private static String valueOf(final TreeMap<Long, String> tree, final Long key) {
        return key == null ? null : tree.get(key);
    }

    @Test
    void forEachVisitsInAscendingSignedOrder() {
        putAll(3, -3, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 40, 0, 255, 256);
        final List<Long> keys = new ArrayList<>();
        map.forEach((key, value) -> {
            assertThat(value).isEqualTo("v" + key);
            keys.add(key);
        });
        assertThat(keys).containsExactly(Long.MIN_VALUE, -3L, 0L, 3L, 255L, 256L, 1L << 40, Long.MAX_VALUE);
    }

    @Test
    void clearEmptiesTheMapAndPoolsEveryNodeForReuse() {
        for (long k = 0; k < 1000; k += 3) {
            map.put(k, "v" + k);
        }
        final ArtNodePool pool = map.pool();
        final int[] created = new int[ArtNode.KINDS];
        for (int kind = 0; kind < ArtNode.KINDS; kind++) {
            created[kind] = pool.created(kind);
        }
        final int leaves = pool.createdLeaves();
        map.clear();
        map.checkInvariants();
        assertThat(map.isEmpty()).isTrue();
        assertThat(map.get(3)).isNull();
        assertThat(liveKinds()).containsExactly(0, 0, 0, 0);
        assertThat(pool.pooledLeaves()).isEqualTo(leaves);

        for (long k = 0; k < 1000; k += 3) {
            map.put(k, "w" + k);
        }
        map.checkInvariants();
        assertThat(map.get(999)).isEqualTo("w999");
        assertThat(pool.createdLeaves()).isEqualTo(leaves);
        for (int kind = 0; kind < ArtNode.KINDS; kind++) {
            assertThat(pool.created(kind)).as("kind %d", kind).isEqualTo(created[kind]);
        }
    }

    @Test
    void clusteredPricesMakeAShallowTree() {
        for (long price = 10_000; price < 11_000; price++) {
            if (price % 7 != 0) {
                map.put(price, "p");
            }
        }
        map.checkInvariants();
        assertThat(map.height()).isEqualTo(2);
    }

    @Test
    void randomSpreadKeysKeepTheHeightBounded() {
        final Random random = new Random(7);
        for (int i = 0; i < 5_000; i++) {
            map.put(random.nextLong(), "r");
        }
        map.checkInvariants();
        assertThat(map.height()).isBetween(2, 8);
    }

    @Test
    void negativeExpectedKeysIsRejected() {
        assertThatThrownBy(() -> new LongArtMap<String>(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
