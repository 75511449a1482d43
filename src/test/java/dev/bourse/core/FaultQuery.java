package dev.bourse.core;

import dev.bourse.command.ShardQuery;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A report query that throws an {@link Error} once, from the stage chosen: a matching shard (its part of the
 * query), a risk shard (its part, at settlement) or the results stage (completing it). Its future carries the result
 * code the results stage completed it with, or the failure it was failed with.
 */
final class FaultQuery implements ShardQuery {
    /** The stage that throws. */
    enum Where { MATCHING, SETTLEMENT, RESULTS }

    private final Where where;
    private final Error fault;
    private final AtomicBoolean thrown = new AtomicBoolean();
    private final CompletableFuture<Integer> future = new CompletableFuture<>();

    FaultQuery(final Where where, final Error fault) {
        this.where = where;
        this.fault = fault;
    }

    CompletableFuture<Integer> future() {
        return future;
    }

    private void maybeThrow(final Where here) {
        if (where == here && thrown.compareAndSet(false, true)) {
            throw fault;
        }
    }

    @Override
    public void addMatching(final int shard, final MatchingShard matching) {
        maybeThrow(Where.MATCHING);
    }

    @Override
    public void addRisk(final int shard, final RiskShard risk) {
        maybeThrow(Where.SETTLEMENT);
    }

    @Override
    public void complete(final int resultCode) {
        maybeThrow(Where.RESULTS);
        future.complete(resultCode);
    }

    @Override
    public void fail(final Throwable cause) {
        future.completeExceptionally(cause);
    }
}
