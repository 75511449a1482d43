package dev.bourse.orderbook.art;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;

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

    @Property(tries = 50)
    void clusteredPricesBehaveLikeATreeMap(@ForAll("clustered") final List<Op> ops) {
        replay(ops);
    }

    @Property(tries = 50)
    void layeredPricesBehaveLikeATreeMap(@ForAll("layered") final List<Op> ops) {
        replay(ops);
    }

    @Property(tries = 50)
    void spreadKeysBehaveLikeATreeMap(@ForAll("spread") final List<Op> ops) {
        replay(ops);
    }

    @Property(tries = 50)
    void keysNearZeroAndTheExtremesBehaveLikeATreeMap(@ForAll("edges") final List<Op> ops) {
        replay(ops);
    }

    /** Prices in a band of ~800 ticks: a few dense NODE48/NODE256 at the last byte under one small node. */
    @Provide
    Arbitrary<List<Op>> clustered() {
        return sequences(uniform(9_900, 10_700));
    }

    /** Up to 100 groups of a few prices, 256 apart: a wide node at byte 6 whose children are small inner nodes. */
    @Provide
    Arbitrary<List<Op>> layered() {
        return sequences(Combinators.combine(
                uniform(0, 99),
                uniform(0, 5))
            .as((group, tick) -> 0x10_0000L + group * 256L + tick * 3L));
    }

    @Provide
    Arbitrary<List<Op>> spread() {
        return sequences(Arbitraries.longs().withDistribution(RandomDistribution.uniform()));
    }

    @Provide
    Arbitrary<List<Op>> edges() {
        return sequences(Arbitraries.oneOf(
            uniform(-300, 300),
            uniform(Long.MIN_VALUE, Long.MIN_VALUE + 300),
            uniform(Long.MAX_VALUE - 300, Long.MAX_VALUE),
            uniform(0, 63).map(bit -> 1L << bit),
            uniform(0, 63).map(bit -> -(1L << bit)),
            Arbitraries.longs().withDistribution(RandomDistribution.uniform())));
    }

    /** A growing phase (mostly puts) then a shrinking phase (mostly removes of present keys). */
    private static Arbitrary<List<Op>> sequences(final Arbitrary<Long> keys) {
        return Combinators.combine(
                ops(keys, 600, 100, 30).list().ofMinSize(GROW_OPS).ofMaxSize(2 * GROW_OPS),
                ops(keys, 60, 800, 85).list().ofMinSize(SHRINK_OPS).ofMaxSize(2 * SHRINK_OPS))
            .as((growing, shrinking) -> {
                final List<Op> all = new ArrayList<>(growing);
                all.addAll(shrinking);
                return all;
            });
    }

    private static Arbitrary<Op> ops(final Arbitrary<Long> keys, final int putWeight, final int removeWeight,
            final int existingPercent) {
        final Arbitrary<Kind> kinds = Arbitraries.frequency(List.of(
            Tuple.of(putWeight, Kind.PUT),
            Tuple.of(removeWeight, Kind.REMOVE),
            Tuple.of(100, Kind.GET),
            Tuple.of(80, Kind.CEILING),
            Tuple.of(80, Kind.FLOOR),
            Tuple.of(40, Kind.HIGHER),
            Tuple.of(40, Kind.LOWER),
            Tuple.of(20, Kind.FIRST),
            Tuple.of(20, Kind.LAST),
            Tuple.of(1, Kind.CLEAR))).withoutEdgeCases();
        final Arbitrary<Boolean> existing = uniform(0, 99).map(p -> p < existingPercent).withoutEdgeCases();
        return Combinators.combine(kinds, keys, existing).as(Op::new);
    }

    /** Uniform over the range: jqwik's default distribution favours the ends and would reuse a few keys. */
    private static Arbitrary<Long> uniform(final long min, final long max) {
        return Arbitraries.longs().between(min, max).withDistribution(RandomDistribution.uniform());
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
