package dev.bourse.core;

import dev.bourse.api.ResultCode;
import dev.bourse.api.TotalsReport;
import dev.bourse.command.ShardQuery;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import dev.bourse.risk.RiskTotals;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** Accumulates a {@link TotalsReport}: one {@link RiskTotals} per risk shard, added up at the end. */
final class TotalsQuery implements ShardQuery {
    private final CompletableFuture<TotalsReport> future = new CompletableFuture<>();
    private final RiskTotals[] parts;

    /** @param riskShards the core's risk shards */
    TotalsQuery(final int riskShards) {
        parts = new RiskTotals[riskShards];
    }

    /** @return completed by the results stage with the totals */
    CompletableFuture<TotalsReport> future() {
        return future;
    }

    @Override
    public void addMatching(final int shard, final MatchingShard matching) {
        // Totals are money and positions only; the books hold none of it.
    }

    @Override
    public void addRisk(final int shard, final RiskShard risk) {
        final RiskTotals mine = new RiskTotals();
        risk.addTotals(mine);
        parts[shard] = mine;
    }

    @Override
    public void complete(final int resultCode) {
        if (resultCode != ResultCode.SUCCESS) {
            future.completeExceptionally(new IllegalStateException("totals failed: " + ResultCode.name(resultCode)));
            return;
        }
        future.complete(toReport(parts));
    }

    static TotalsReport toReport(final RiskTotals[] shards) {
        final RiskTotals sum = new RiskTotals();
        for (final RiskTotals part : shards) {
            if (part != null) {
                sum.addAll(part);
            }
        }
        final Map<Integer, BigInteger[]> currencies = new HashMap<>();
        for (final int c : sum.currencies()) {
            currencies.put(c, sum.figures(c));
        }
        final Map<Long, long[]> openInterest = new HashMap<>();
        for (final int s : sum.symbols()) {
            openInterest.put((long) s, new long[] {sum.openLong(s), sum.openShort(s)});
        }
        return new TotalsReport(currencies, openInterest, sum.cashViewsAgree());
    }

    @Override
    public void fail(final Throwable cause) {
        future.completeExceptionally(cause);
    }
}
