package dev.bourse.compat;

import exchange.core2.core.ExchangeApi;
import exchange.core2.core.ExchangeCore;
import exchange.core2.core.common.CoreSymbolSpecification;
import exchange.core2.core.common.CoreWaitStrategy;
import exchange.core2.core.common.MatcherEventType;
import exchange.core2.core.common.MatcherTradeEvent;
import exchange.core2.core.common.Order;
import exchange.core2.core.common.OrderAction;
import exchange.core2.core.common.OrderType;
import exchange.core2.core.common.SymbolType;
import exchange.core2.core.common.api.ApiAddUser;
import exchange.core2.core.common.api.ApiAdjustUserBalance;
import exchange.core2.core.common.api.ApiCancelOrder;
import exchange.core2.core.common.api.ApiCommand;
import exchange.core2.core.common.api.ApiMoveOrder;
import exchange.core2.core.common.api.ApiPlaceOrder;
import exchange.core2.core.common.api.ApiReduceOrder;
import exchange.core2.core.common.api.binary.BatchAddSymbolsCommand;
import exchange.core2.core.common.api.reports.SingleUserReportQuery;
import exchange.core2.core.common.api.reports.SingleUserReportResult;
import exchange.core2.core.common.api.reports.TotalCurrencyBalanceReportQuery;
import exchange.core2.core.common.api.reports.TotalCurrencyBalanceReportResult;
import exchange.core2.core.common.cmd.CommandResultCode;
import exchange.core2.core.common.cmd.OrderCommand;
import exchange.core2.core.common.config.ExchangeConfiguration;
import exchange.core2.core.common.config.PerformanceConfiguration;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;

/**
 * Runs a {@link CompatScenario} through exchange-core 0.5.3 and writes its {@link CompatOutcome}. A {@code main}
 * for a separate JVM whose classpath is exchange-core with its own 2020 dependencies (see {@link ExchangeCoreProcess});
 * it touches no Bourse class.
 *
 * <p>Commands are sent back to back; the balances are read with reports, which make exchange-core settle everything
 * sent before. The book implementation is the first argument's choice: DIRECT
 * (exchange-core's performance book) or NAIVE (its reference book and default).
 */
public final class ExchangeCoreRunner {
    private final CompatScenario scenario;
    private final ExchangeCore core;
    private final ExchangeApi api;
    private int transferId = 1;

    private ExchangeCoreRunner(final CompatScenario scenario, final boolean direct) {
        this.scenario = scenario;
        // The latency preset is the one that selects the Direct book; its pinned busy-spinning threads are swapped for
        // the default ones, which matters on a 2-core machine and not for the results.
        final PerformanceConfiguration perf = direct
                ? PerformanceConfiguration.latencyPerformanceBuilder().threadFactory(Thread::new)
                        .waitStrategy(CoreWaitStrategy.BLOCKING).build()
                : PerformanceConfiguration.baseBuilder().build();
        this.core = ExchangeCore.builder().resultsConsumer((cmd, seq) -> { })
                .exchangeConfiguration(ExchangeConfiguration.defaultBuilder().performanceCfg(perf).build()).build();
        core.startup();
        this.api = core.getApi();
    }

    /**
     * @param args {@code DIRECT|NAIVE scenarioFile outcomeFile}
     * @throws Exception on any failure (the exit code is then non-zero)
     */
    public static void main(final String[] args) throws Exception {
        final CompatScenario scenario = CompatScenario.read(Path.of(args[1]));
        final ExchangeCoreRunner runner = new ExchangeCoreRunner(scenario, "DIRECT".equals(args[0]));
        try {
            runner.run().write(Path.of(args[2]));
        } finally {
            runner.core.shutdown();
        }
        System.exit(0);
    }

    private CompatOutcome run() {
        final List<CoreSymbolSpecification> specs = new ArrayList<>();
        for (final CompatSymbol s : scenario.symbols()) {
            specs.add(CoreSymbolSpecification.builder().symbolId(s.id()).type(SymbolType.CURRENCY_EXCHANGE_PAIR)
                    .baseCurrency(s.baseCurrency()).quoteCurrency(s.quoteCurrency()).baseScaleK(s.baseScale())
                    .quoteScaleK(s.quoteScale()).takerFee(s.takerFee()).makerFee(s.makerFee()).build());
        }
        final CommandResultCode added = api.submitBinaryDataAsync(new BatchAddSymbolsCommand(specs)).join();
        if (added != CommandResultCode.SUCCESS) {
            throw new IllegalStateException("adding the symbols: " + added);
        }
        // Sent back to back: the scenario's balances are far above any hold, so exchange-core's late settlement
        // (risk checks see only earlier groups) cannot change an outcome. Each result is summarized by the thread
        // that completes it, before its ring slot can be reused.
        final List<CompletableFuture<long[]>> results = new ArrayList<>();
        for (final CompatCommand c : scenario.commands()) {
            results.add(api.submitCommandAsyncFullResponse(toApi(c)).thenApply(ExchangeCoreRunner::summary));
        }
        final CompatOutcome out = new CompatOutcome();
        for (int i = 0; i < results.size(); i++) {
            final long[] r = results.get(i).join();
            out.command(i, r[0] == 1);
            for (int t = 2; t < r.length; t += 3) {
                out.trade(r[t], r[1], r[t + 1], r[t + 2]);
            }
        }
        finalState(out);
        return out;
    }

    /** @return {ok (1 or 0), taker order id, then maker order id, price, size per trade} */
    private static long[] summary(final OrderCommand cmd) {
        int trades = 0;
        for (MatcherTradeEvent e = cmd.matcherEvent; e != null; e = e.nextEvent) {
            if (e.eventType == MatcherEventType.TRADE) {
                trades++;
            }
        }
        final long[] r = new long[2 + 3 * trades];
        r[0] = cmd.resultCode == CommandResultCode.SUCCESS ? 1 : 0;
        r[1] = cmd.orderId;
        int t = 2;
        for (MatcherTradeEvent e = cmd.matcherEvent; e != null; e = e.nextEvent) {
            if (e.eventType == MatcherEventType.TRADE) {
                r[t++] = e.matchedOrderId;
                r[t++] = e.price;
                r[t++] = e.size;
            }
        }
        return r;
    }

    private static ApiCommand toApi(final CompatCommand c) {
        switch (c.kind()) {
            case ADD_USER:
                return ApiAddUser.builder().uid(c.uid()).build();
            case DEPOSIT:
                return ApiAdjustUserBalance.builder().uid(c.uid()).currency(c.currency()).amount(c.amount())
                        .transactionId(c.txId()).build();
            case PLACE:
                return ApiPlaceOrder.builder().uid(c.uid()).symbol(c.symbol()).orderId(c.orderId())
                        .action(c.bid() ? OrderAction.BID : OrderAction.ASK).orderType(orderType(c.type()))
                        .price(c.price()).size(c.size()).reservePrice(c.reserve()).build();
            case CANCEL:
                return ApiCancelOrder.builder().uid(c.uid()).symbol(c.symbol()).orderId(c.orderId()).build();
            case MOVE:
                return ApiMoveOrder.builder().uid(c.uid()).symbol(c.symbol()).orderId(c.orderId())
                        .newPrice(c.price()).build();
            case REDUCE:
                return ApiReduceOrder.builder().uid(c.uid()).symbol(c.symbol()).orderId(c.orderId())
                        .reduceSize(c.size()).build();
            default:
                throw new IllegalStateException(c.toLine());
        }
    }

    private static OrderType orderType(final CompatCommand.Type type) {
        switch (type) {
            case GTC:
                return OrderType.GTC;
            case IOC:
                return OrderType.IOC;
            case FOK_BUDGET:
                return OrderType.FOK_BUDGET;
            default:
                throw new IllegalStateException(type.toString());
        }
    }

    /**
     * Free balances from the accounts; what open orders hold is not reported by exchange-core, so it is derived from
     * each open order exactly as exchange-core releases it on a cancel: an ask {@code remaining × baseScale} base, a
     * bid {@code remaining × (reserve × quoteScale + takerFee)} quote.
     */
    private void finalState(final CompatOutcome out) {
        for (final long uid : scenario.users()) {
            final SingleUserReportResult report = api.processReport(new SingleUserReportQuery(uid), transferId++)
                    .join();
            final Map<Integer, Long> held = new TreeMap<>();
            for (final CompatSymbol s : scenario.symbols()) {
                final List<Order> orders = report.getOrders().get(s.id());
                if (orders == null) {
                    continue;
                }
                for (final Order o : orders) {
                    final long remaining = o.getSize() - o.getFilled();
                    final boolean bid = o.getAction() == OrderAction.BID;
                    out.order(uid, s.id(), o.getOrderId(), bid, o.getPrice(), remaining);
                    if (bid) {
                        held.merge(s.quoteCurrency(),
                                remaining * (o.getReserveBidPrice() * s.quoteScale() + s.takerFee()), Long::sum);
                    } else {
                        held.merge(s.baseCurrency(), remaining * s.baseScale(), Long::sum);
                    }
                }
            }
            for (final int currency : scenario.currencies()) {
                final long free = report.getAccounts() == null ? 0 : report.getAccounts().get(currency);
                final long h = held.getOrDefault(currency, 0L);
                if (free != 0 || h != 0) {
                    out.balance(uid, currency, free, h);
                }
            }
        }
        final TotalCurrencyBalanceReportResult totals = api.processReport(new TotalCurrencyBalanceReportQuery(),
                transferId++).join();
        for (final int currency : scenario.currencies()) {
            final long fee = totals.getFees() == null ? 0 : totals.getFees().get(currency);
            if (fee != 0) {
                out.fee(currency, fee);
            }
        }
    }
}
