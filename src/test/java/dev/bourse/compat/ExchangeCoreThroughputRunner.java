package dev.bourse.compat;

import dev.bourse.bench.peer.ExchangeCoreMarket;
import dev.bourse.bench.peer.PeerStream;
import exchange.core2.core.ExchangeApi;
import exchange.core2.core.ExchangeCore;
import exchange.core2.core.common.CoreWaitStrategy;
import exchange.core2.core.common.MatcherEventType;
import exchange.core2.core.common.MatcherTradeEvent;
import exchange.core2.core.common.api.ApiCommand;
import exchange.core2.core.common.cmd.OrderCommand;
import exchange.core2.core.common.config.ExchangeConfiguration;
import exchange.core2.core.common.config.PerformanceConfiguration;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Replays a {@link PeerStream} through exchange-core 0.5.3 the way its own throughput test does
 * ({@code PerfThroughput}: the Direct book, one matching and one risk engine, a 32K ring, commands built beforehand
 * and sent with {@code submitCommandsSync}, which returns when the last one has its result) and writes one line per
 * timed replay: {@code commands nanos trades}. A {@code main} for a child JVM whose classpath is exchange-core with
 * its own dependencies ({@link ThroughputComparisonTest}); it touches no Bourse class.
 */
public final class ExchangeCoreThroughputRunner {
    private static final int RING = 32 * 1024;

    private ExchangeCoreThroughputRunner() {
    }

    /**
     * @param args {@code BUSY_SPIN|YIELDING|BLOCKING streamFile users replays outFile}
     * @throws Exception on any failure (the exit code is then non-zero)
     */
    public static void main(final String[] args) throws Exception {
        final CoreWaitStrategy wait = CoreWaitStrategy.valueOf(args[0]);
        final PeerStream stream = PeerStream.read(Path.of(args[1]));
        final int users = Integer.parseInt(args[2]);
        final int replays = Integer.parseInt(args[3]);
        final AtomicLong trades = new AtomicLong();
        final PerformanceConfiguration perf = PerformanceConfiguration.latencyPerformanceBuilder()
                .ringBufferSize(RING).matchingEnginesNum(1).riskEnginesNum(1).threadFactory(Thread::new)
                .waitStrategy(wait).build();
        final ExchangeCore core = ExchangeCore.builder().resultsConsumer((cmd, seq) -> countTrades(cmd, trades))
                .exchangeConfiguration(ExchangeConfiguration.defaultBuilder().performanceCfg(perf).build()).build();
        core.startup();
        final StringBuilder out = new StringBuilder();
        try {
            final ExchangeApi api = core.getApi();
            ExchangeCoreMarket.setUp(api, users);
            final List<ApiCommand> prefill = ExchangeCoreMarket.commands(stream, 0, stream.prefillEnd());
            final List<ApiCommand> body = ExchangeCoreMarket.commands(stream, stream.prefillEnd(), stream.bodyEnd());
            final List<ApiCommand> closing = ExchangeCoreMarket.commands(stream, stream.bodyEnd(), stream.length());
            for (int r = 0; r < replays; r++) {
                api.submitCommandsSync(prefill);
                final long before = trades.get();
                final long start = System.nanoTime();
                api.submitCommandsSync(body);
                final long nanos = System.nanoTime() - start;
                out.append(body.size()).append(' ').append(nanos).append(' ').append(trades.get() - before)
                        .append('\n');
                api.submitCommandsSync(closing);
                System.gc();
            }
        } finally {
            core.shutdown();
        }
        Files.writeString(Path.of(args[4]), out.toString());
        System.exit(0);
    }

    private static void countTrades(final OrderCommand cmd, final AtomicLong trades) {
        int n = 0;
        for (MatcherTradeEvent e = cmd.matcherEvent; e != null; e = e.nextEvent) {
            if (e.eventType == MatcherEventType.TRADE) {
                n++;
            }
        }
        if (n != 0) {
            trades.addAndGet(n);
        }
    }
}
