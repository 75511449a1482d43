package dev.bourse.core;

import dev.bourse.api.ResultCode;
import dev.bourse.command.ShardQuery;
import dev.bourse.common.StateHash;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import java.util.concurrent.CompletableFuture;

/**
 * Accumulates a digest of the whole core: the books' and the risk shards' layout-independent sums, so the same
 * history gives the same digest whatever the shard counts and thread layout.
 */
final class StateHashQuery implements ShardQuery {
    private final CompletableFuture<Long> future = new CompletableFuture<>();
    private final long[] books;
    private final long[] risk;

    /**
     * @param riskShards     the core's risk shards
     * @param matchingShards the core's matching shards
     */
    StateHashQuery(final int riskShards, final int matchingShards) {
        books = new long[matchingShards];
        risk = new long[riskShards];
    }

    /** @return completed by the results stage with the digest */
    CompletableFuture<Long> future() {
        return future;
    }

    @Override
    public void addMatching(final int shard, final MatchingShard matching) {
        books[shard] = matching.stateHashSum();
    }

    @Override
    public void addRisk(final int shard, final RiskShard riskShard) {
        risk[shard] = riskShard.contentHash();
    }

    @Override
    public void complete(final int resultCode) {
        if (resultCode != ResultCode.SUCCESS) {
            future.completeExceptionally(new IllegalStateException("state hash failed: "
                    + ResultCode.name(resultCode)));
            return;
        }
        long bookSum = 0;
        for (final long b : books) {
            bookSum += b;
        }
        long riskSum = 0;
        for (final long r : risk) {
            riskSum += r;
        }
        future.complete(StateHash.add(StateHash.add(StateHash.SEED, bookSum), riskSum));
    }

    @Override
    public void fail(final Throwable cause) {
        future.completeExceptionally(cause);
    }
}
