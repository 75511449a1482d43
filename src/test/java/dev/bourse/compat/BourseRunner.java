package dev.bourse.compat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.Fill;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.PriceLimits;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.TradingStatus;
import dev.bourse.api.UserReport;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.core.ExchangeCore;
import dev.bourse.pipeline.RiskEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Runs a {@link CompatScenario} through Bourse's {@link ExchangeCore} (real risk engine, no journal) and collects
 * its {@link CompatOutcome}. Commands are sent back to back without waiting: Bourse settles each command before the
 * next one's risk check, so waiting would change nothing.
 */
final class BourseRunner {
    private BourseRunner() {
    }

    /**
     * @param scenario the commands
     * @param layout   the thread layout
     * @param shards   risk and matching shards
     * @return the outcome; also asserts (by exception) that money is conserved and no stage failed
     * @throws InterruptedException if interrupted while stopping the core
     */
    static CompatOutcome run(final CompatScenario scenario, final ThreadLayout layout, final int shards)
            throws InterruptedException {
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).riskShards(shards)
                .matchingShards(shards).threadLayout(layout).waitStrategy(WaitStrategyType.YIELDING)
                .journalEnabled(false).build();
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new RiskEngine(shards))
                .journal(NoOpJournal.INSTANCE).build();
        core.start();
        try {
            for (final CompatSymbol s : scenario.symbols()) {
                final CommandResult r = core.addSymbol(spec(s)).join();
                if (!r.isSuccess()) {
                    throw new IllegalStateException("adding " + s + ": " + ResultCode.name(r.resultCode()));
                }
            }
            final List<CompletableFuture<CommandResult>> results = new ArrayList<>();
            for (final CompatCommand c : scenario.commands()) {
                results.add(send(core, c));
            }
            final CompatOutcome out = new CompatOutcome();
            for (int i = 0; i < results.size(); i++) {
                final CommandResult r = results.get(i).join();
                out.command(i, r.isSuccess());
                for (final Fill f : r.fills()) {
                    out.trade(f.makerOrderId(), f.takerOrderId(), f.price(), f.size());
                }
            }
            finalState(core, scenario, out);
            if (core.errors().count() != 0) {
                throw new IllegalStateException("a Bourse stage failed", core.errors().last());
            }
            return out;
        } finally {
            core.stop();
        }
    }

    /** Without a price band: exchange-core has none, and the comparison needs both engines to accept alike. */
    static SymbolSpec spec(final CompatSymbol s) {
        return SymbolSpec.builder().symbolId(s.id()).type(SymbolType.SPOT).baseCurrency(s.baseCurrency())
                .quoteCurrency(s.quoteCurrency()).baseScale(s.baseScale()).quoteScale(s.quoteScale())
                .takerFee(s.takerFee()).makerFee(s.makerFee()).priceBand(PriceLimits.NO_PRICE_BAND)
                .status(TradingStatus.OPEN).build();
    }

    private static CompletableFuture<CommandResult> send(final ExchangeCore core, final CompatCommand c) {
        switch (c.kind()) {
            case ADD_USER:
                return core.addUser(c.uid());
            case DEPOSIT:
                return core.deposit(c.uid(), c.currency(), c.amount(), c.txId());
            case PLACE:
                return core.place(new OrderRequest().uid(c.uid()).symbol(c.symbol()).orderId(c.orderId())
                        .side(c.bid() ? Side.BID : Side.ASK).type(type(c.type())).price(c.price()).size(c.size())
                        .reservePrice(c.reserve()).stp(StpMode.NONE));
            case CANCEL:
                return core.cancel(c.uid(), c.symbol(), c.orderId());
            case MOVE:
                return core.move(c.uid(), c.symbol(), c.orderId(), c.price());
            case REDUCE:
                return core.reduce(c.uid(), c.symbol(), c.orderId(), c.size());
            default:
                throw new IllegalStateException(c.toLine());
        }
    }

    private static OrderType type(final CompatCommand.Type type) {
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

    private static void finalState(final ExchangeCore core, final CompatScenario scenario, final CompatOutcome out) {
        for (final long uid : scenario.users()) {
            final UserReport report = core.userReport(uid).join();
            for (final UserReport.Balance b : report.balances()) {
                if (b.balance() != 0 || b.held() != 0) {
                    out.balance(uid, b.currency(), b.balance(), b.held());
                }
            }
            for (final UserReport.Order o : report.orders()) {
                out.order(uid, (int) o.symbol(), o.orderId(), o.side() == Side.BID, o.price(), o.remaining());
            }
        }
        final TotalsReport totals = core.totals().join();
        if (!totals.isBalanced()) {
            throw new IllegalStateException("Bourse does not conserve money: " + totals);
        }
        for (final int currency : scenario.currencies()) {
            final long fee = totals.fees(currency);
            if (fee != 0) {
                out.fee(currency, fee);
            }
        }
    }
}
