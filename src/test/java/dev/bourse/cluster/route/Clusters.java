package dev.bourse.cluster.route;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.TradingStatus;
import dev.bourse.api.UserReport;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.core.ExchangeCore;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Test fixture: in-process cores standing for independent clusters (INLINE, no journal: cheap), their symbols added
 * as a routing table places them, and a router over them. Spot symbols BASE/QUOTE with fees, so conservation checks
 * the fees too.
 */
final class Clusters implements AutoCloseable {
    static final int BASE = 1;
    static final int QUOTE = 2;
    static final int[] CURRENCIES = {BASE, QUOTE};

    final SymbolRoutes routes;
    final List<ExchangeCore> cores = new ArrayList<>();
    final ClusterRouter router;

    /** @param routes the table; one core per cluster */
    Clusters(final SymbolRoutes routes) throws Exception {
        this.routes = routes;
        final ExchangeConfig config = ExchangeConfig.builder().threadLayout(ThreadLayout.INLINE).journalEnabled(false)
                .riskShards(1).matchingShards(1).ringSize(1024).orderBookExpectedOrders(64).riskExpectedUsers(64)
                .build();
        for (int c = 0; c < routes.clusterCount(); c++) {
            final ExchangeCore core = ExchangeCore.builder(config).build();
            core.start();
            cores.add(core);
        }
        router = new ClusterRouter(routes, cores);
        for (final long symbol : routes.symbols()) {
            assertThat(router.addSymbol(spot(symbol)).get(10, TimeUnit.SECONDS).resultCode()).isZero();
        }
    }

    /** @return clusters 0 and 1, symbols 1 and 2 in cluster 0 (the funding one), 3 and 4 in cluster 1 */
    static Clusters two() throws Exception {
        return new Clusters(SymbolRoutes.builder(2).routeRange(1, 2, 0).routeRange(3, 4, 1).build());
    }

    static SymbolSpec spot(final long symbol) {
        return SymbolSpec.builder().symbolId((int) symbol).type(SymbolType.SPOT).baseCurrency(BASE)
                .quoteCurrency(QUOTE).baseScale(1).quoteScale(1).takerFee(2).makerFee(1)
                .status(TradingStatus.OPEN).build();
    }

    /** @return the user's free balance of the currency in the cluster, 0 without a sub-account */
    long balance(final int cluster, final long uid, final int currency) throws Exception {
        final UserReport r = cores.get(cluster).userReport(uid).get(10, TimeUnit.SECONDS);
        for (final UserReport.Balance b : r.balances()) {
            if (b.currency() == currency) {
                return b.balance();
            }
        }
        return 0;
    }

    /** @return balances + holds + fees of the currency over every cluster: the money the clusters hold, exact */
    BigInteger held(final int currency) throws Exception {
        BigInteger sum = BigInteger.ZERO;
        for (final ExchangeCore core : cores) {
            final TotalsReport t = core.totals().get(10, TimeUnit.SECONDS);
            assertThat(t.isBalanced()).as("each cluster balances on its own: %s", t).isTrue();
            final BigInteger[] f = t.exact(currency);
            sum = sum.add(f[0]).add(f[1]).add(f[2]);
        }
        return sum;
    }

    List<ExchangeApi> apis() {
        return new ArrayList<>(cores);
    }

    @Override
    public void close() {
        try {
            for (final ExchangeCore core : cores) {
                core.stop();
            }
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
