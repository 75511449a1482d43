package dev.bourse.cluster.service;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CommandDeduplicatorTest {
    @Test
    void aCommandIdAboveTheMarkIsAdmittedOnceAndRaisesTheMark() {
        final CommandDeduplicator d = new CommandDeduplicator(4);
        assertThat(d.admit(7, 1, 100)).isTrue();
        assertThat(d.admit(7, 1, 101)).isFalse();
        assertThat(d.admit(7, 2, 102)).isTrue();
        assertThat(d.admit(7, 5, 103)).isTrue();
        assertThat(d.admit(7, 3, 104)).isFalse();
        assertThat(d.admit(7, 5, 105)).isFalse();
        assertThat(d.highWater(7)).isEqualTo(5);
    }

    @Test
    void clientsAreIndependent() {
        final CommandDeduplicator d = new CommandDeduplicator(4);
        assertThat(d.admit(1, 10, 0)).isTrue();
        assertThat(d.admit(2, 1, 0)).isTrue();
        assertThat(d.admit(-3, 1, 0)).isTrue();
        assertThat(d.highWater(1)).isEqualTo(10);
        assertThat(d.highWater(2)).isEqualTo(1);
        assertThat(d.highWater(-3)).isEqualTo(1);
    }

    @Test
    void aCommandIdOfZeroOrLessIsNeverAdmitted() {
        final CommandDeduplicator d = new CommandDeduplicator(4);
        assertThat(d.admit(1, 0, 0)).isFalse();
        assertThat(d.admit(1, -1, 0)).isFalse();
        assertThat(d.size()).isZero();
    }

    @Test
    void aFullTableEvictsTheClientIdleLongestThenTheSmallestId() {
        final CommandDeduplicator d = new CommandDeduplicator(3);
        d.admit(30, 1, 50);
        d.admit(10, 1, 20);
        d.admit(20, 1, 20);
        d.admit(30, 2, 60);
        assertThat(d.admit(40, 1, 70)).isTrue();
        assertThat(d.size()).isEqualTo(3);
        assertThat(d.highWater(10)).as("idle as long as 20, smaller id: evicted").isZero();
        assertThat(d.highWater(20)).isEqualTo(1);
        assertThat(d.admit(50, 1, 80)).isTrue();
        assertThat(d.highWater(20)).isZero();
        assertThat(d.highWater(30)).isEqualTo(2);
        assertThat(d.size()).isEqualTo(3);
    }

    @Test
    void theDigestDependsOnTheEntriesNotOnTheirOrder() {
        final CommandDeduplicator a = new CommandDeduplicator(8);
        final CommandDeduplicator b = new CommandDeduplicator(8);
        a.admit(1, 5, 10);
        a.admit(2, 6, 11);
        b.restore(2, 6, 11);
        b.restore(1, 5, 10);
        assertThat(a.stateHash()).isEqualTo(b.stateHash());
        b.admit(1, 7, 12);
        assertThat(a.stateHash()).isNotEqualTo(b.stateHash());
    }

    @Test
    void aTableOfNoClientsIsRefused() {
        assertThatThrownBy(() -> new CommandDeduplicator(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
