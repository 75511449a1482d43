package dev.bourse.bench;

import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandType;
import dev.bourse.marketdata.codec.SbeFeedEncoder;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.ExecutionHandler;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedHandler;
import dev.bourse.marketdata.live.FeedBroadcastPublisher;
import dev.bourse.marketdata.live.FeedBroadcastSubscriber;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * The feed generator's cost per command, on the thread that runs it (the fan-out consumer's): each invocation is two
 * commands, an order that rests and one that takes it whole, with every channel on (trade, BBO, L2, L3, statistics,
 * private reports). The {@code sink} parameter: {@code none} discards the messages (the generator alone), {@code sbe}
 * SBE-encodes them into a reused buffer, {@code broadcast-stalled} encodes them into a {@link FeedBroadcastPublisher}
 * whose one subscriber never reads: its cost is the same as with no subscriber, since the broadcast never waits.
 * Run with {@code -prof gc} for the allocation per command (expected 0 in the steady state).
 *
 * <p>How to run: {@code java -jar target/bourse-benchmarks.jar FeedGeneratorBenchmark -prof gc}
 */
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
public class FeedGeneratorBenchmark extends BourseForkedJvm {
    /** Where the generator's messages go. */
    @Param({"none", "sbe", "broadcast-stalled"})
    public String sink;

    private FeedGenerator feed;
    private FeedBroadcastSubscriber stalled;
    private long sequence;

    /** Builds the generator and lists symbol 1. */
    @Setup(Level.Trial)
    public void setUp() {
        final FeedHandler out;
        final ExecutionHandler executions;
        if ("sbe".equals(sink)) {
            final SbeFeedEncoder encoder = new SbeFeedEncoder((buffer, offset, length) -> { });
            out = encoder;
            executions = encoder;
        } else if ("broadcast-stalled".equals(sink)) {
            final FeedBroadcastPublisher broadcast = new FeedBroadcastPublisher(1 << 20, 1_000);
            stalled = broadcast.subscribe(new FeedHandler() {
            }, null);
            out = broadcast.feed();
            executions = broadcast.executions();
        } else {
            out = new FeedHandler() {
            };
            executions = (uid, userSeq, commandSeq, timestamp, kind, symbol, orderId, side, price, size, remaining,
                    fee, tradeId, liquidity, code) -> { };
        }
        feed = new FeedGenerator(Channels.ALL, false, out, executions);
        final SymbolSpec spec = SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).baseCurrency(1)
                .quoteCurrency(2).baseScale(1).quoteScale(1).takerFee(0).makerFee(0).status(TradingStatus.OPEN)
                .build();
        sequence = 1;
        feed.onSymbolUpdated(1, spec, 1);
        feed.onResult(0, CommandType.ADD_SYMBOL, 1, 0, 1, 0, ResultCode.SUCCESS, 1);
    }

    /**
     * Two commands: a bid rests, an ask takes it.
     *
     * @return the sequence, so the calls are not dead code
     */
    @Benchmark
    @OperationsPerInvocation(2)
    public long restThenTrade() {
        final long rest = ++sequence;
        final long id = rest;
        final long price = 100 + (rest & 7);
        final long ts = rest * 1_000_000L;
        feed.onRested(rest, 1, id, 1, Side.BID, price, 10, 10, ts);
        feed.onResult(0, CommandType.PLACE, rest, 1, 1, id, ResultCode.SUCCESS, ts);
        final long take = ++sequence;
        feed.onTrade(take, take, 1, id, 1, take, 2, Side.ASK, price, 10, 0, 0, 1, 2, ts);
        feed.onResult(0, CommandType.PLACE, take, 2, 1, take, ResultCode.SUCCESS, ts);
        return take + (stalled == null ? 0 : stalled.losses());
    }
}
