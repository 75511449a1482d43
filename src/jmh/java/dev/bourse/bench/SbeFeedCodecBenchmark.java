package dev.bourse.bench;

import dev.bourse.marketdata.codec.SbeFeedDecoder;
import dev.bourse.marketdata.codec.SbeFeedEncoder;
import dev.bourse.marketdata.feed.FeedHandler;
import java.util.concurrent.TimeUnit;
import org.agrona.concurrent.UnsafeBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The SBE codec of the feed per message: {@code encode} writes a trade and a level update into the encoder's reused
 * buffer and copies each frame out; {@code encodeDecode} also decodes each frame into a handler that sums a field.
 * Run with {@code -prof gc} for the allocation (expected 0).
 *
 * <p>How to run: {@code java -jar target/bourse-benchmarks.jar SbeFeedCodecBenchmark -prof gc}
 */
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
public class SbeFeedCodecBenchmark extends BourseForkedJvm {
    private final UnsafeBuffer frame = new UnsafeBuffer(new byte[4096]);
    private final Summing summing = new Summing();
    private final SbeFeedDecoder decoder = new SbeFeedDecoder(summing, null);
    private boolean decode;
    private final SbeFeedEncoder encoder = new SbeFeedEncoder((buffer, offset, length) -> {
        frame.putBytes(0, buffer, offset, length);
        if (decode) {
            decoder.decode(frame, 0, length);
        }
    });
    private long seq;

    /** Sums what it decodes, so the decoding is not optimised away. */
    private static final class Summing implements FeedHandler {
        private long sum;

        @Override
        public void onTrade(final long symbol, final long seq, final long commandSeq, final long timestamp,
                final long tradeId, final long price, final long size, final long makerOrderId,
                final long takerOrderId, final int aggressor) {
            sum += size;
        }

        @Override
        public void onLevel(final long symbol, final long seq, final long commandSeq, final long timestamp,
                final int side, final long price, final long size, final int orders) {
            sum += size;
        }
    }

    /**
     * Encodes two messages.
     *
     * @return a value of the frame, so the work is not dead code
     */
    @Benchmark
    @OperationsPerInvocation(2)
    public long encode() {
        decode = false;
        return twoMessages() + frame.getLong(8);
    }

    /**
     * Encodes and decodes two messages.
     *
     * @return the decoded sum
     */
    @Benchmark
    @OperationsPerInvocation(2)
    public long encodeDecode() {
        decode = true;
        twoMessages();
        return summing.sum;
    }

    private long twoMessages() {
        final long s = ++seq;
        encoder.onTrade(1, s, s, s, s, 100 + (s & 7), 1 + (s & 15), s - 1, s, 1);
        encoder.onLevel(1, s + 1, s, s, 0, 100 + (s & 7), 10 + (s & 15), 3);
        return s;
    }
}
