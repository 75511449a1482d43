package dev.bourse.testkit;

import static dev.bourse.testkit.Generators.constant;
import static dev.bourse.testkit.Generators.frequency;
import static dev.bourse.testkit.Generators.ints;
import static dev.bourse.testkit.Generators.longs;
import static dev.bourse.testkit.Generators.weighted;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The property runner and its generators: reach, replay by seed, shrinking, and the failure report. */
class PropertyTest {

    @Test
    void aFailingPropertyReportsItsSeedAndTheShrunkValue() {
        final Gen<List<Integer>> lists = ints(0, 10_000).list(0, 50);

        assertThatThrownBy(() -> Property.forAll(lists).tries(1_000).seed(42).check(list -> {
            for (final int v : list) {
                assertThat(v).isLessThan(100);
            }
        }))
            .isInstanceOf(AssertionError.class)
            .hasMessageContaining("PropertyTest#lambda")
            .hasMessageContaining("with seed 42 (replay: -D" + Property.SEED_PROPERTY + "=42)")
            .hasMessageContaining("to: [100]\n")
            .cause().isInstanceOf(AssertionError.class).hasMessageContaining("100");
    }

    @Test
    void shrinkingRemovesElementsFromTheMiddleAndSimplifiesTheRest() {
        final Gen<List<Long>> lists = longs(-1_000_000, 1_000_000).list(0, 400);

        assertThatThrownBy(() -> Property.forAll(lists).tries(1_000).seed(7).check(list ->
                assertThat(list.stream().filter(v -> v < -500).count()).isLessThan(2)))
            .hasMessageContaining("to: [-501, -501]\n");
    }

    @Test
    void theSystemPropertyReplaysTheSameValuesAndAFixedSeedOverridesIt() {
        final Gen<List<Long>> lists = longs().list(0, 20);
        final List<List<Long>> first = new ArrayList<>();
        final List<List<Long>> second = new ArrayList<>();
        final List<List<Long>> fixed = new ArrayList<>();
        final String before = System.getProperty(Property.SEED_PROPERTY);
        try {
            System.setProperty(Property.SEED_PROPERTY, "-8123");
            Property.forAll(lists).tries(30).check(first::add);
            Property.forAll(lists).tries(30).check(second::add);
            Property.forAll(lists).tries(30).seed(5).check(fixed::add);
        } finally {
            if (before == null) {
                System.clearProperty(Property.SEED_PROPERTY);
            } else {
                System.setProperty(Property.SEED_PROPERTY, before);
            }
        }
        final List<List<Long>> again = new ArrayList<>();
        Property.forAll(lists).tries(30).seed(-8123).check(again::add);

        assertThat(second).hasSize(30).isEqualTo(first).isEqualTo(again);
        assertThat(fixed).isNotEqualTo(first);
    }

    @Test
    void rangesStayInBoundsAndReachBothBoundsAndZero() {
        final Set<Long> seen = new TreeSet<>();
        Property.forAll(longs(-5, 1_000_000)).tries(2_000).seed(1).check(v -> {
            assertThat(v).isBetween(-5L, 1_000_000L);
            seen.add(v);
        });
        assertThat(seen).contains(-5L, -4L, -1L, 0L, 1L, 999_999L, 1_000_000L);
        assertThat(seen.stream().filter(v -> v > 1_000 && v < 999_000).count()).as("the middle").isGreaterThan(500);
    }

    @Test
    void anyLongReachesTheExtremesAndSmallValues() {
        final Set<Long> seen = new HashSet<>();
        Property.forAll(longs()).tries(2_000).seed(2).check(seen::add);
        assertThat(seen).contains(Long.MIN_VALUE, Long.MAX_VALUE, 0L);
        assertThat(seen.stream().filter(v -> Math.abs(v) < 1_000).count()).as("small").isGreaterThan(100);
        assertThat(seen.stream().filter(v -> Math.abs(v) > 1L << 60).count()).as("large").isGreaterThan(100);
    }

    @Test
    void listSizesReachBothBoundsAndUniqueListsRepeatNothing() {
        final Set<Integer> sizes = new HashSet<>();
        Property.forAll(ints(0, 9).uniqueList(3, 10)).tries(500).seed(3).check(list -> {
            sizes.add(list.size());
            assertThat(list).doesNotHaveDuplicates().allSatisfy(v -> assertThat(v).isBetween(0, 9));
        });
        assertThat(sizes).containsExactlyInAnyOrder(3, 4, 5, 6, 7, 8, 9, 10);
    }

    @Test
    void frequencyPicksEveryAlternativeByItsWeight() {
        final int[] counts = new int[3];
        final Gen<Integer> pick = frequency(weighted(80, constant(0)), weighted(19, constant(1)),
                weighted(1, constant(2)));
        Property.forAll(pick).tries(10_000).seed(4).check(i -> counts[i]++);
        assertThat(counts[0]).isBetween(7_700, 8_300);
        assertThat(counts[1]).isBetween(1_700, 2_100);
        assertThat(counts[2]).isBetween(50, 150);
    }
}
