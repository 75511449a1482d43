package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/** Checks, settlements and reverts allocate nothing once records, positions and maps have warmed up. */
class HotPathAllocationTest {
    private final RiskShard shard = new RiskShard(0, 1);
    private long orderId = 1;
    private int failures;

    @Test
    void placeTradeCancelAndMarginCyclesDoNotAllocate() {
        final com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        shard.addUser(1);
        shard.addUser(2);
        shard.deposit(1, Specs.LTC, Long.MAX_VALUE / 4, 1);
        shard.deposit(2, Specs.XBT, Long.MAX_VALUE / 4, 1);
        shard.deposit(1, Specs.JPY, 1_000_000_000L, 1);
        shard.deposit(2, Specs.JPY, 1_000_000_000L, 1);
        cycles(20_000);
        final long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
        cycles(20_000);
        final long allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        assertThat(failures).isZero();
        assertThat(allocated).as("bytes allocated by 20 000 cycles").isLessThan(1_024);
        shard.checkInvariants();
    }

    private void cycles(final int n) {
        for (int i = 0; i < n; i++) {
            final long bid = orderId++;
            final long ask = orderId++;
            expect(shard.checkPlace(Specs.XBT_LTC, 1, bid, Side.BID, OrderType.GTC, 15_400, 15_600, 12));
            expect(shard.checkMove(Specs.XBT_LTC, 1, bid, 15_500));
            expect(shard.checkReplace(Specs.XBT_LTC, 1, bid, 15_500, 13));
            shard.revertAmend(Specs.XBT_LTC, 1, bid);
            expect(shard.checkPlace(Specs.XBT_LTC, 2, ask, Side.ASK, OrderType.IOC, 15_250, 0, 10));
            shard.settleTrade(Specs.XBT_LTC, bid, 1, ask, 2, Side.ASK, 15_400, 10, 2, 0);
            shard.settleCancel(Specs.XBT_LTC, bid, 1, Side.BID, 2, 0);
            final long buy = orderId++;
            final long sell = orderId++;
            expect(shard.checkPlace(Specs.USD_JPY, 1, buy, Side.BID, OrderType.GTC, 10_770, 0, 30));
            expect(shard.checkPlace(Specs.USD_JPY, 2, sell, Side.ASK, OrderType.IOC, 10_770, 0, 20));
            shard.settleTrade(Specs.USD_JPY, buy, 1, sell, 2, Side.ASK, 10_770, 20, 10, 0);
            shard.settleCancel(Specs.USD_JPY, buy, 1, Side.BID, 10, 0);
            final long close = orderId++;
            final long reopen = orderId++;
            expect(shard.checkPlace(Specs.USD_JPY, 2, close, Side.BID, OrderType.GTC, 10_780, 0, 20));
            expect(shard.checkPlace(Specs.USD_JPY, 1, reopen, Side.ASK, OrderType.IOC, 10_780, 0, 20));
            shard.revertPlace(Specs.USD_JPY, 1, reopen);
            expect(shard.checkPlace(Specs.USD_JPY, 1, reopen, Side.ASK, OrderType.IOC, 10_780, 0, 20));
            shard.settleTrade(Specs.USD_JPY, close, 2, reopen, 1, Side.ASK, 10_780, 20, 0, 0);
        }
    }

    private void expect(final int code) {
        if (code != ResultCode.SUCCESS) {
            failures++;
        }
    }
}
