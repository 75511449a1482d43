package dev.bourse.gateway.rest;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IdempotencyGateTest {
    @Test
    void aKeyGivesTheSameNonZeroIdEveryTimeAndDifferentIdsForAnotherMemberOrKey() {
        final long id = IdempotencyGate.derive(7, "order-42");
        assertThat(id).isPositive().isEqualTo(IdempotencyGate.derive(7, "order-42"));
        assertThat(IdempotencyGate.derive(8, "order-42")).isNotEqualTo(id);
        assertThat(IdempotencyGate.derive(7, "order-43")).isNotEqualTo(id);
    }
}
