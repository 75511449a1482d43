package dev.bourse.orderbook.art;

import static dev.bourse.testkit.Generators.constant;
import static dev.bourse.testkit.Generators.frequency;
import static dev.bourse.testkit.Generators.longs;
import static dev.bourse.testkit.Generators.oneOf;
import static dev.bourse.testkit.Generators.weighted;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;

import dev.bourse.testkit.Gen;
import dev.bourse.testkit.LongGen;
import dev.bourse.testkit.Property;
import org.junit.jupiter.api.Test;

/**
 * Runs long random operation sequences on a {@link LongArtMap} and a {@link TreeMap} side by side and requires the
 * same answer from both after every step, and intact invariants. Each sequence has a growing phase (mostly puts)
 * then a shrinking phase (mostly removes) so that nodes convert both ways.
 */
class LongArtMapProperties {
    /** Fewest steps of the growing phase: enough for ~250 keys, so that NODE256s appear. */
    private static final int GROW_OPS = 600;
    /** Fewest steps of the shrinking phase: enough to remove most of them again. */
    private static final int SHRINK_OPS = 500;

    enum Kind { PUT, REMOVE, GET, CEILING, FLOOR, HIGHER, LOWER, FIRST, LAST, CLEAR }

    /**
     * One step. With {@code existing} set and a non-empty map, the key is replaced by a key present in the map
     * (the nearest at or above it), so removes and exact lookups also hit when keys are spread.
     */
    record Op(Kind kind, long key, boolean existing) {
    }

    @Test
    void clusteredPricesBehaveLikeATreeMap() {
        Property.forAll(clustered()).tries(50).check(LongArtMapProperties::replay);
    }

    @Test
    void layeredPricesBehaveLikeATreeMap() {
        Property.forAll(layered()).tries(50).check(LongArtMapProperties::replay);
    }

    @Test
    void spreadKeysBehaveLikeATreeMap() {
        Property.forAll(spread()).tries(50).check(LongArtMapProperties::replay);
    }

    @Test
    void keysNearZeroAndTheExtremesBehaveLikeATreeMap() {
        Property.forAll(edges()).tries(50).check(LongArtMapProperties::replay);
    }

    /** Prices in a band of ~800 ticks: a few dense NODE48/NODE256 at the last byte under one small node. */
    private static Gen<List<Op>> clustered() {
        return sequences(uniform(9_900, 10_700));
    }

    /** Up to 100 groups of a few prices, 256 apart: a wide node at byte 6 whose children are small inner nodes. */
    private static Gen<List<Op>> layered() {
        final LongGen group = uniform(0, 99);
        final LongGen tick = uniform(0, 5);
        return sequences(in -> 0x10_0000L + group.generate(in) * 256L + tick.generate(in) * 3L);
    }

    private static Gen<List<Op>> spread() {
        return sequences(uniform(Long.MIN_VALUE, Long.MAX_VALUE));
    }

    private static Gen<List<Op>> edges() {
        return sequences(oneOf(
            uniform(-300, 300),
            uniform(Long.MIN_VALUE, Long.MIN_VALUE + 300),
            uniform(Long.MAX_VALUE - 300, Long.MAX_VALUE),
            uniform(0, 63).map(bit -> 1L << bit),
            uniform(0, 63).map(bit -> -(1L << bit)),
            uniform(Long.MIN_VALUE, Long.MAX_VALUE)));
    }

    /** A growing phase (mostly puts) then a shrinking phase (mostly removes of present keys). */
    private static Gen<List<Op>> sequences(final Gen<Long> keys) {
        final Gen<List<Op>> growing = ops(keys, 600, 100, 30).list(GROW_OPS, 2 * GROW_OPS);
        final Gen<List<Op>> shrinking = ops(keys, 60, 800, 85).list(SHRINK_OPS, 2 * SHRINK_OPS);
        return in -> {
            final List<Op> all = new ArrayList<>(growing.generate(in));
            all.addAll(shrinking.generate(in));
            return all;
        };
    }

    private static Gen<Op> ops(final Gen<Long> keys, final int putWeight, final int removeWeight,
            final int existingPercent) {
        final Gen<Kind> kinds = frequency(
            weighted(putWeight, constant(Kind.PUT)),
            weighted(removeWeight, constant(Kind.REMOVE)),
            weighted(100, constant(Kind.GET)),
            weighted(80, constant(Kind.CEILING)),
            weighted(80, constant(Kind.FLOOR)),
            weighted(40, constant(Kind.HIGHER)),
            weighted(40, constant(Kind.LOWER)),
            weighted(20, constant(Kind.FIRST)),
            weighted(20, constant(Kind.LAST)),
            weighted(1, constant(Kind.CLEAR)));
        final Gen<Boolean> existing = uniform(0, 99).withoutEdgeCases().map(p -> p < existingPercent);
        return in -> new Op(kinds.generate(in), keys.generate(in), existing.generate(in));
    }

    /** Every value of the range equally likely (edge cases still mixed in): a leaning one would reuse a few keys. */
    private static LongGen uniform(final long min, final long max) {
        return longs(min, max).uniform();
    }

    private static void replay(final List<Op> ops) {
        final LongArtMap<Long> art = new LongArtMap<>(64);
        final TreeMap<Long, Long> tree = new TreeMap<>();
        long step = 0;
        for (final Op op : ops) {
            step++;
            final long key = keyFor(op, tree);
            final String where = "step " + step + ": " + op.kind() + " " + key;
            switch (op.kind()) {
                case PUT -> assertThat(art.put(key, step)).as(where).isEqualTo(tree.put(key, step));
                case REMOVE -> assertThat(art.remove(key)).as(where).isEqualTo(tree.remove(key));
                case GET -> assertThat(art.get(key)).as(where).isEqualTo(tree.get(key));
                case CEILING -> assertThat(art.ceilingValue(key)).as(where).isEqualTo(value(tree.ceilingEntry(key)));
                case FLOOR -> assertThat(art.floorValue(key)).as(where).isEqualTo(value(tree.floorEntry(key)));
                case HIGHER -> assertThat(art.higherValue(key)).as(where).isEqualTo(value(tree.higherEntry(key)));
                case LOWER -> assertThat(art.lowerValue(key)).as(where).isEqualTo(value(tree.lowerEntry(key)));
                case FIRST -> checkFirst(art, tree, where);
                case LAST -> checkLast(art, tree, where);
                case CLEAR -> {
                    art.clear();
                    tree.clear();
                }
                default -> throw new IllegalStateException(where);
            }
            assertThat(art.size()).as(where).isEqualTo(tree.size());
            assertThat(art.isEmpty()).as(where).isEqualTo(tree.isEmpty());
            art.checkInvariants();
        }
        final List<Long> visited = new ArrayList<>();
        art.forEach((key, value) -> {
            visited.add(key);
            assertThat(value).isEqualTo(tree.get(key));
        });
        assertThat(visited).containsExactlyElementsOf(tree.keySet());
    }

    private static long keyFor(final Op op, final TreeMap<Long, Long> tree) {
        if (!op.existing() || tree.isEmpty()) {
            return op.key();
        }
        final Long present = tree.ceilingKey(op.key());
        return present == null ? tree.firstKey() : present;
    }

    private static void checkFirst(final LongArtMap<Long> art, final TreeMap<Long, Long> tree, final String where) {
        assertThat(art.firstValue()).as(where).isEqualTo(value(tree.firstEntry()));
        if (tree.isEmpty()) {
            assertThatThrownBy(art::firstKey).isInstanceOf(NoSuchElementException.class);
        } else {
            assertThat(art.firstKey()).as(where).isEqualTo(tree.firstKey());
        }
    }

    private static void checkLast(final LongArtMap<Long> art, final TreeMap<Long, Long> tree, final String where) {
        assertThat(art.lastValue()).as(where).isEqualTo(value(tree.lastEntry()));
        if (tree.isEmpty()) {
            assertThatThrownBy(art::lastKey).isInstanceOf(NoSuchElementException.class);
        } else {
            assertThat(art.lastKey()).as(where).isEqualTo(tree.lastKey());
        }
    }

    private static Long value(final Map.Entry<Long, Long> entry) {
        return entry == null ? null : entry.getValue();
    }
}
