package dev.bourse.compat;

import exchange.core2.core.ExchangeApi;
import exchange.core2.core.ExchangeCore;
import exchange.core2.core.common.CoreSymbolSpecification;
import exchange.core2.core.common.CoreWaitStrategy;
import exchange.core2.core.common.MatcherEventType;
import exchange.core2.core.common.MatcherTradeEvent;
import exchange.core2.core.common.OrderAction;
import exchange.core2.core.common.OrderType;
import exchange.core2.core.common.SymbolType;
import exchange.core2.core.common.api.ApiAddUser;
import exchange.core2.core.common.api.ApiAdjustUserBalance;
import exchange.core2.core.common.api.ApiCancelOrder;
import exchange.core2.core.common.api.ApiCommand;
import exchange.core2.core.common.api.ApiMoveOrder;
import exchange.core2.core.common.api.ApiPlaceOrder;
import exchange.core2.core.common.api.binary.BatchAddSymbolsCommand;
import exchange.core2.core.common.cmd.CommandResultCode;
import exchange.core2.core.common.cmd.OrderCommand;
import exchange.core2.core.common.config.ExchangeConfiguration;
import exchange.core2.core.common.config.PerformanceConfiguration;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
    private static final int SYMBOL = 1;
    private static final int QUOTE = 1;
    private static final int BASE = 101;
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
            setUp(api, users);
            final List<ApiCommand> prefill = commands(stream, 0, stream.prefillEnd);
            final List<ApiCommand> body = commands(stream, stream.prefillEnd, stream.bodyEnd);
            final List<ApiCommand> closing = commands(stream, stream.bodyEnd, stream.length());
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

    private static void setUp(final ExchangeApi api, final int users) {
        final List<CoreSymbolSpecification> specs = List.of(CoreSymbolSpecification.builder().symbolId(SYMBOL)
                .type(SymbolType.CURRENCY_EXCHANGE_PAIR).baseCurrency(BASE).quoteCurrency(QUOTE).baseScaleK(1)
                .quoteScaleK(1).takerFee(PeerStream.TAKER_FEE).makerFee(PeerStream.MAKER_FEE).build());
        check("add symbol", api.submitBinaryDataAsync(new BatchAddSymbolsCommand(specs)).join());
        final List<ApiCommand> accounts = new ArrayList<>();
        for (long uid = 1; uid <= users; uid++) {
            accounts.add(ApiAddUser.builder().uid(uid).build());
            accounts.add(ApiAdjustUserBalance.builder().uid(uid).currency(QUOTE).amount(PeerStream.QUOTE_BALANCE)
                    .transactionId(1).build());
            accounts.add(ApiAdjustUserBalance.builder().uid(uid).currency(BASE).amount(PeerStream.BASE_BALANCE)
                    .transactionId(2).build());
        }
        api.submitCommandsSync(accounts);
    }

    private static void check(final String what, final CommandResultCode code) {
        if (code != CommandResultCode.SUCCESS) {
            throw new IllegalStateException(what + ": " + code);
        }
    }

    private static List<ApiCommand> commands(final PeerStream s, final int from, final int to) {
        final List<ApiCommand> list = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            switch (s.ops[i]) {
                case PeerStream.OP_PLACE:
                    list.add(ApiPlaceOrder.builder().uid(s.uids[i]).symbol(SYMBOL).orderId(s.orderIds[i])
                            .action(s.bids[i] ? OrderAction.BID : OrderAction.ASK)
                            .orderType(s.iocs[i] ? OrderType.IOC : OrderType.GTC).price(s.prices[i])
                            .size(s.sizes[i]).reservePrice(s.bids[i] ? Math.max(s.prices[i], s.reserves[i]) : 0)
                            .build());
                    break;
                case PeerStream.OP_CANCEL:
                    list.add(ApiCancelOrder.builder().uid(s.uids[i]).symbol(SYMBOL).orderId(s.orderIds[i]).build());
                    break;
                case PeerStream.OP_MOVE:
                    list.add(ApiMoveOrder.builder().uid(s.uids[i]).symbol(SYMBOL).orderId(s.orderIds[i])
                            .newPrice(s.prices[i]).build());
                    break;
                default:
                    throw new IllegalStateException("op " + s.ops[i] + " at " + i);
            }
        }
        return list;
    }
}
