package dev.bourse.compat;

import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.bench.PeerStreamPublisher;
import dev.bourse.bench.peer.PeerStream;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Replays a {@link PeerStream} through Bourse as {@link ExchangeCoreThroughputRunner} does through exchange-core: the
 * same symbol, fees and funded users, the body timed from the first command sent to the last result, one line per
 * replay ({@code commands nanos trades cpuNanos}, the last being the CPU time of the submitting thread over the body:
 * in the INLINE layout that thread runs the whole engine, so the figure is the engine's cost without the time the
 * host gave to other processes). Commands go through the zero-allocation {@code try*} path with the core's
 * default configuration (journal off, as in exchange-core's test) in the layout and wait strategy given. A
 * {@code main} for a child JVM without Bourse's test-time invariant checks.
 */
public final class BourseThroughputRunner {
    private BourseThroughputRunner() {
    }

    /**
     * @param args {@code layout waitStrategy streamFile users replays outFile [durability journalDir]}: with the
     *             last two, the core journals with that {@link Durability} into a new directory under
     *             {@code journalDir} (deleted at the end), so the cost of durability is measured on the same stream
     * @throws Exception on any failure (the exit code is then non-zero)
     */
    public static void main(final String[] args) throws Exception {
        final ExchangeConfig.Builder builder = ExchangeConfig.defaults().toBuilder().journalEnabled(false)
                .threadLayout(ThreadLayout.valueOf(args[0])).waitStrategy(WaitStrategyType.valueOf(args[1]))
                .ringSize(Integer.getInteger("bourse.runner.ring", ExchangeConfig.defaults().ringSize()));
        Path journal = null;
        if (args.length > 7) {
            journal = Files.createTempDirectory(Path.of(args[7]), "runner-journal");
            builder.journalEnabled(true).journalDurability(Durability.valueOf(args[6])).journalDir(journal);
        }
        final ExchangeConfig config = builder.build();
        final PeerStream stream = PeerStream.read(Path.of(args[2]));
        final int users = Integer.parseInt(args[3]);
        final int replays = Integer.parseInt(args[4]);
        final Counter counter = new Counter();
        final ExchangeCore core = ExchangeCore.builder(config).listener(counter).build();
        core.start();
        final StringBuilder out = new StringBuilder();
        final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try {
            PeerStreamPublisher.setUp(core, users);
            for (int r = 0; r < replays; r++) {
                send(core, counter, stream, 0, stream.prefillEnd());
                final long before = counter.trades.get();
                final long cpuStart = threads.getCurrentThreadCpuTime();
                final long start = System.nanoTime();
                send(core, counter, stream, stream.prefillEnd(), stream.bodyEnd());
                final long nanos = System.nanoTime() - start;
                final long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
                out.append(stream.bodyEnd() - stream.prefillEnd()).append(' ').append(nanos).append(' ')
                        .append(counter.trades.get() - before).append(' ').append(cpu).append('\n');
                send(core, counter, stream, stream.bodyEnd(), stream.length());
                System.gc();
            }
            if (core.errors().count() != 0 || !core.totals().join().isBalanced()) {
                throw new IllegalStateException("stage errors " + core.errors().count() + " or money not conserved");
            }
        } finally {
            core.stop();
        }
        Files.writeString(Path.of(args[5]), out.toString());
        if (journal != null) {
            deleteTree(journal);
        }
        System.exit(0);
    }

    private static void deleteTree(final Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            final List<Path> all = paths.sorted(Comparator.reverseOrder()).collect(Collectors.toList());
            for (final Path p : all) {
                Files.delete(p);
            }
        }
    }

    /** Sends commands {@code [from, to)} and returns when every one has its result. */
    private static void send(final ExchangeCore core, final Counter counter, final PeerStream s, final int from,
            final int to) {
        final long target = counter.results.get() + (to - from);
        final OrderRequest order = new OrderRequest();
        for (int i = from; i < to; i++) {
            final long seq = PeerStreamPublisher.publish(core, s, i, i + 1, order);
            if (seq < 0) {
                throw new IllegalStateException("refused before the ring: " + ResultCode.name((int) seq));
            }
        }
        while (counter.results.get() < target) {
            Thread.onSpinWait();
        }
    }

    /** Counts results and trades; called by the results stage's thread. */
    private static final class Counter implements ExchangeListener {
        final AtomicLong results = new AtomicLong();
        final AtomicLong trades = new AtomicLong();

        @Override
        public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
                final long symbol, final long orderId, final int resultCode, final long timestamp) {
            results.lazySet(results.get() + 1);
        }

        @Override
        public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
                final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide,
                final long price, final long size, final long makerRemaining, final long takerRemaining,
                final long makerFee, final long takerFee, final long timestamp) {
            trades.lazySet(trades.get() + 1);
        }
    }
}
