package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ResultCode;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** One shard's idempotency keys: kept, repeated, settled, expired by the window, evicted oldest first, no garbage. */
class IdempotencyRegistryTest {
    private final RiskShard shard = new RiskShard(0, 1, 16, 2, 100);
    private final IdempotencyRegistry keys = shard.idempotency();

    @Test
    void aRepeatedKeyIsRefusedAndAnswersTheFirstCommandsOutcome() {
        shard.addUser(1);
        assertThat(keys.check(1, 7, 70, 1_000, 5, 42)).isEqualTo(ResultCode.SUCCESS);
        keys.settle(1, 7, 5, ResultCode.INSUFFICIENT_FUNDS);

        assertThat(keys.check(1, 7, 71, 1_010, 6, 43)).isEqualTo(ResultCode.DUPLICATE_COMMAND);
        assertThat(keys.originalSequence(1, 7)).isEqualTo(5);
        assertThat(keys.originalOrderId(1, 7)).isEqualTo(42);
        assertThat(keys.originalRequestHash(1, 7)).isEqualTo(70);
        assertThat(keys.originalResult(1, 7, 5)).isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(keys.originalResult(1, 7, 4)).as("another first command").isEqualTo(ResultCode.DUPLICATE_COMMAND);
        assertThat(keys.keyCount(1)).isEqualTo(1);
        assertThat(keys.check(9, 7, 0, 1_010, 7, 0)).as("an unknown user: its own checks refuse it")
                .isEqualTo(ResultCode.SUCCESS);
    }

    @Test
    void aKeyLeavesWhenTheWindowHasPassedOrTwoNewerKeysCameAfterIt() {
        shard.addUser(1);
        assertThat(keys.check(1, 1, 0, 1_000, 1, 0)).isEqualTo(ResultCode.SUCCESS);
        assertThat(keys.check(1, 1, 0, 1_099, 2, 0)).isEqualTo(ResultCode.DUPLICATE_COMMAND);
        assertThat(keys.check(1, 1, 0, 1_100, 3, 0)).as("100 ns later").isEqualTo(ResultCode.SUCCESS);
        assertThat(keys.originalSequence(1, 1)).isEqualTo(3);

        assertThat(keys.check(1, 2, 0, 1_101, 4, 0)).isEqualTo(ResultCode.SUCCESS);
        assertThat(keys.check(1, 3, 0, 1_102, 5, 0)).isEqualTo(ResultCode.SUCCESS);
        assertThat(keys.keyCount(1)).isEqualTo(2);
        assertThat(keys.check(1, 2, 0, 1_103, 6, 0)).isEqualTo(ResultCode.DUPLICATE_COMMAND);
        assertThat(keys.check(1, 1, 0, 1_103, 7, 0)).as("evicted by key 3").isEqualTo(ResultCode.SUCCESS);
    }

    @Test
    void keyedChecksAndSettlementsAllocateNothingOnceTheUsersTableExists() {
        final com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        shard.addUser(1);
        run(20_000, 0);
        final long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
        run(20_000, 20_000);
        final long allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        assertThat(allocated).as("bytes allocated by 20 000 keyed commands and repeats").isLessThan(1_024);
    }

    private void run(final int n, final int from) {
        for (int i = from; i < from + n; i++) {
            if (keys.check(1, 1 + i, i, i, 2L * i, i) != ResultCode.SUCCESS) {
                throw new AssertionError("key " + (1 + i) + " refused");
            }
            keys.settle(1, 1 + i, 2L * i, ResultCode.SUCCESS);
            if (keys.check(1, 1 + i, i, i, 2L * i + 1, i) != ResultCode.DUPLICATE_COMMAND) {
                throw new AssertionError("key " + (1 + i) + " not kept");
            }
        }
    }
}
