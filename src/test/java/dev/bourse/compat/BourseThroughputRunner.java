package dev.bourse.compat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.PriceLimits;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

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
    private static final long SYMBOL = 1;
    private static final int QUOTE = 1;
    private static final int BASE = 101;

    private BourseThroughputRunner() {
    }

    /**
     * @param args {@code layout waitStrategy streamFile users replays outFile}
     * @throws Exception on any failure (the exit code is then non-zero)
     */
    public static void main(final String[] args) throws Exception {
        final ExchangeConfig config = ExchangeConfig.defaults().toBuilder().journalEnabled(false)
                .threadLayout(ThreadLayout.valueOf(args[0])).waitStrategy(WaitStrategyType.valueOf(args[1])).build();
        final PeerStream stream = PeerStream.read(Path.of(args[2]));
        final int users = Integer.parseInt(args[3]);
        final int replays = Integer.parseInt(args[4]);
        final Counter counter = new Counter();
        final ExchangeCore core = ExchangeCore.builder(config).listener(counter).build();
        core.start();
        final StringBuilder out = new StringBuilder();
        final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try {
            setUp(core, users);
            for (int r = 0; r < replays; r++) {
                send(core, counter, stream, 0, stream.prefillEnd);
                final long before = counter.trades.get();
                final long cpuStart = threads.getCurrentThreadCpuTime();
                final long start = System.nanoTime();
                send(core, counter, stream, stream.prefillEnd, stream.bodyEnd);
                final long nanos = System.nanoTime() - start;
                final long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
                out.append(stream.bodyEnd - stream.prefillEnd).append(' ').append(nanos).append(' ')
                        .append(counter.trades.get() - before).append(' ').append(cpu).append('\n');
                send(core, counter, stream, stream.bodyEnd, stream.length());
                System.gc();
            }
            if (core.errors().count() != 0 || !core.totals().join().isBalanced()) {
                throw new IllegalStateException("stage errors " + core.errors().count() + " or money not conserved");
            }
        } finally {
            core.stop();
        }
        Files.writeString(Path.of(args[5]), out.toString());
        System.exit(0);
    }

    /** The symbol has no price band: exchange-core has none, and both engines must make the same trades. */
    private static void setUp(final ExchangeCore core, final int users) {
        final SymbolSpec spec = SymbolSpec.builder().symbolId((int) SYMBOL).type(SymbolType.SPOT).baseCurrency(BASE)
                .quoteCurrency(QUOTE).baseScale(1).quoteScale(1).takerFee(PeerStream.TAKER_FEE)
                .makerFee(PeerStream.MAKER_FEE).priceBand(PriceLimits.NO_PRICE_BAND).status(TradingStatus.OPEN).build();
        check(core.addSymbols(List.of(spec)).join());
        final Map<Long, Map<Integer, Long>> balances = new LinkedHashMap<>();
        for (long uid = 1; uid <= users; uid++) {
            final Map<Integer, Long> b = new HashMap<>();
            b.put(QUOTE, PeerStream.QUOTE_BALANCE);
            b.put(BASE, PeerStream.BASE_BALANCE);
            balances.put(uid, b);
        }
        check(core.addUsers(balances, 1).join());
    }

    private static void check(final List<CommandResult> results) {
        for (final CommandResult r : results) {
            if (!r.isSuccess()) {
                throw new IllegalStateException("set-up failed: " + ResultCode.name(r.resultCode()));
            }
        }
    }

    /** Sends commands {@code [from, to)} and returns when every one has its result. */
    private static void send(final ExchangeCore core, final Counter counter, final PeerStream s, final int from,
            final int to) {
        final long target = counter.results.get() + (to - from);
        final OrderRequest order = new OrderRequest();
        for (int i = from; i < to; i++) {
            final long seq;
            switch (s.ops[i]) {
                case PeerStream.OP_PLACE:
                    seq = core.tryPlace(i + 1, order.clear().uid(s.uids[i]).symbol(SYMBOL).orderId(s.orderIds[i])
                            .side(s.bids[i] ? Side.BID : Side.ASK).type(s.iocs[i] ? OrderType.IOC : OrderType.GTC)
                            .price(s.prices[i]).size(s.sizes[i]).reservePrice(s.reserves[i]));
                    break;
                case PeerStream.OP_CANCEL:
                    seq = core.tryCancel(i + 1, s.uids[i], SYMBOL, s.orderIds[i]);
                    break;
                default:
                    seq = core.tryMove(i + 1, s.uids[i], SYMBOL, s.orderIds[i], s.prices[i]);
                    break;
            }
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
