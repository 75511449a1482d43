package dev.bourse.pipeline.fanout;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CancelReason;
import dev.bourse.api.EventConsumer;
import dev.bourse.api.LagPolicy;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StreamEvent;
import dev.bourse.command.CommandType;
import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class EventFanOutAllocationTest {
    private static final int ROUNDS = 20_000;
    private static final int RECORDS_PER_ROUND = 8;

    /** Counts and drops what it reads. */
    private static final class Counting implements EventConsumer {
        private volatile long levels;

        @Override
        public void onEvent(final StreamEvent event) {
            levels += event.levelOrders();
        }
    }

    @Test
    void publishingAllocatesNothingPerEventOnceWarm() throws InterruptedException {
        final com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        try (EventFanOut fanOut = EventFanOut.builder().consumer("drop", new Counting(), LagPolicy.DROP, false)
                .consumer("block", new Counting(), LagPolicy.BLOCK, true).start()) {
            fanOut.onResult(0, CommandType.ADD_SYMBOL, 1, 0, 7, 0, ResultCode.SUCCESS, 1);
            long sequence = 1;
            for (int i = 0; i < ROUNDS; i++) {
                sequence = round(fanOut, sequence, i);
            }
            final long tid = Thread.currentThread().getId();
            final long before = threads.getThreadAllocatedBytes(tid);
            for (int i = 0; i < ROUNDS; i++) {
                sequence = round(fanOut, sequence, i);
            }
            final long allocated = threads.getThreadAllocatedBytes(tid) - before;
            assertThat(allocated).as("bytes allocated by %d records", ROUNDS * RECORDS_PER_ROUND).isLessThan(1024);
            final Subscription block = fanOut.subscriptions().get(1);
            final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (block.position() < fanOut.position() && System.nanoTime() < deadline) {
                Thread.sleep(1);
            }
            assertThat(block.position()).isEqualTo(1 + 2L * ROUNDS * RECORDS_PER_ROUND);
            assertThat(block.errors()).isZero();
        }
    }

    /** One order's life: an iceberg rests, trades a slice (refresh), shrinks in place, leaves; a stop; a refusal. */
    private static long round(final EventFanOut fanOut, final long sequence, final int i) {
        final long s = sequence + 1;
        final long id = 1 + i % 500;
        final long price = 100 + i % 7;
        fanOut.onRested(s, 7, id, 1, Side.BID, price, 10, 3, s);
        fanOut.onTrade(s, s, 7, id, 1, 10_000 + id, 2, Side.ASK, price, 3, 7, 0, 1, 2, s);
        fanOut.onAmended(s, 7, id, 1, Side.BID, price, price, 7, 5, true, s);
        fanOut.onCancelled(s, 7, id, 1, Side.BID, price, 5, 0, CancelReason.CANCELLED, s);
        fanOut.onStopAccepted(s, 7, id, 1, Side.ASK, 90, 4, s);
        fanOut.onStopTriggered(s, 7, id, 1, Side.ASK, 90, 89, s);
        fanOut.onRejected(s, 7, id, 1, ResultCode.UNKNOWN_ORDER_ID, s);
        fanOut.onResult(i, CommandType.PLACE, s, 1, 7, id, ResultCode.SUCCESS, s);
        return s;
    }
}
