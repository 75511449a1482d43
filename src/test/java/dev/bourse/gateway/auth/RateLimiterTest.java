package dev.bourse.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RateLimiterTest {
    @Test
    void aBurstIsAllowedThenTheKeyWaitsForTheRefillAndOtherKeysAreUnaffected() {
        final AtomicLong nanos = new AtomicLong(0);
        final RateLimiter r = new RateLimiter(nanos::get, 2, 3);
        assertThat(r.acquire("k")).isZero();
        assertThat(r.acquire("k")).isZero();
        assertThat(r.acquire("k")).isZero();
        assertThat(r.acquire("k")).isEqualTo(1);
        assertThat(r.acquire("other")).isZero();
        nanos.addAndGet(499_999_999);
        assertThat(r.acquire("k")).isEqualTo(1);
        nanos.addAndGet(1);
        assertThat(r.acquire("k")).isZero();
        nanos.addAndGet(3_600_000_000_000L);
        for (int i = 0; i < 3; i++) {
            assertThat(r.acquire("k")).isZero();
        }
        assertThat(r.acquire("k")).isEqualTo(1);
    }
}
