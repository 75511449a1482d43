package dev.bourse.bench;

import dev.bourse.api.CancelReason;
import dev.bourse.api.EventConsumer;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.LagPolicy;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StreamEvent;
import dev.bourse.command.CommandType;
import dev.bourse.pipeline.fanout.EventFanOut;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The publisher's cost per event (the results thread's share of the fan-out): each invocation hands one order's life
 * to the listener (an iceberg rests, a slice trades, it is cancelled, the command's result: four records), so the
 * figure is per record, encoding, level bookkeeping and the copies into the consumers' buffers included. The
 * {@code consumers} parameter: {@code none} is a listener that does nothing (the in-thread option's floor),
 * {@code drop} one DROP consumer, {@code drop+block} one of each (the BLOCK consumer's thread must keep up, so
 * on a busy machine this one also measures waiting).
 *
 * <p>How to run: {@code java -jar target/bourse-benchmarks.jar FanOutBenchmark -prof gc}
 */
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
public class FanOutBenchmark extends BourseForkedJvm {
    /** Which consumers the publisher feeds. */
    @Param({"none", "drop", "drop+block"})
    public String consumers;

    private ExchangeListener listener;
    private EventFanOut fanOut;
    private long sequence;

    /** Counts what it reads, so the reading is not optimised away. */
    private static final class Counting implements EventConsumer {
        private long sum;

        @Override
        public void onEvent(final StreamEvent event) {
            sum += event.levelVisible();
        }
    }

    /** Builds the publisher and its consumers and adds the symbol. */
    @Setup(Level.Trial)
    public void setUp() {
        if ("none".equals(consumers)) {
            listener = new ExchangeListener() {
            };
            return;
        }
        final EventFanOut.Builder builder = EventFanOut.builder().consumer("drop", new Counting(), LagPolicy.DROP,
                false);
        if ("drop+block".equals(consumers)) {
            builder.consumer("block", new Counting(), LagPolicy.BLOCK, false);
        }
        fanOut = builder.start();
        listener = fanOut;
        listener.onResult(0, CommandType.ADD_SYMBOL, 0, 0, 1, 0, ResultCode.SUCCESS, 0);
    }

    /** Stops the consumers. */
    @TearDown(Level.Trial)
    public void tearDown() {
        if (fanOut != null) {
            fanOut.close();
        }
    }

    /**
     * One order's life, four records.
     *
     * @return the sequence, so the calls are not dead code
     */
    @Benchmark
    @OperationsPerInvocation(4)
    public long publish() {
        final long s = ++sequence;
        final long id = 1 + (s & 1023);
        final long price = 100 + (s & 7);
        listener.onRested(s, 1, id, 1, Side.BID, price, 10, 3, s);
        listener.onTrade(s, s, 1, id, 1, 100_000 + id, 2, Side.ASK, price, 3, 7, 0, 1, 2, s);
        listener.onCancelled(s, 1, id, 1, Side.BID, price, 7, 0, CancelReason.CANCELLED, s);
        listener.onResult(0, CommandType.PLACE, s, 1, 1, id, ResultCode.SUCCESS, s);
        return s;
    }
}
