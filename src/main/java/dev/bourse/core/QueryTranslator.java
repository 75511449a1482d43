package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.ResultCode;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.ShardQuery;
import java.util.concurrent.CompletableFuture;

/**
 * Translates the read-only calls of {@link ExchangeApi} into ring slots: L2 (answered by the symbol's matching shard
 * in the command's events) and the reports, whose accumulator ({@link ShardQuery}) visits every shard it needs and is
 * completed by the results stage. Queries take a sequence but are not journalled.
 *
 * <p>Thread-safety: any number of producer threads.
 */
final class QueryTranslator {
    private final RingPublisher publisher;
    private final int riskShards;
    private final int matchingShards;

    /**
     * @param publisher      the ring's producers' protocol
     * @param riskShards     the core's risk shards
     * @param matchingShards the core's matching shards
     */
    QueryTranslator(final RingPublisher publisher, final int riskShards, final int matchingShards) {
        this.publisher = publisher;
        this.riskShards = riskShards;
        this.matchingShards = matchingShards;
    }

    CompletableFuture<CommandResult> l2(final long symbol, final int depth) {
        if (symbol <= 0 || depth < 1 || depth > ExchangeApi.MAX_L2_DEPTH) {
            return RingPublisher.refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = publisher.claim();
        if (seq < 0) {
            return RingPublisher.refused((int) seq);
        }
        final CommandSlot s = publisher.slot(seq);
        s.setType(CommandType.L2_REQUEST);
        s.setSymbol(symbol);
        s.setNewSize(depth);
        return publisher.submit(seq, new CompletableFuture<>());
    }

    CompletableFuture<UserReport> userReport(final long uid) {
        if (uid <= 0) {
            return CompletableFuture.failedFuture(new IllegalArgumentException("uid must be > 0: " + uid));
        }
        final UserReportQuery query = new UserReportQuery(uid, matchingShards);
        return query(CommandType.USER_REPORT, query, query.future());
    }

    CompletableFuture<TotalsReport> totals() {
        final TotalsQuery query = new TotalsQuery(riskShards);
        return query(CommandType.TOTALS_REPORT, query, query.future());
    }

    CompletableFuture<Long> stateHash() {
        final StateHashQuery query = new StateHashQuery(riskShards, matchingShards);
        return query(CommandType.STATE_HASH, query, query.future());
    }

    /**
     * Submits a report query.
     *
     * @param type  its command code
     * @param query its accumulator
     * @param f     the future the accumulator completes
     * @param <T>   the report's type
     * @return {@code f}, or a failed future when the core refuses commands
     */
    <T> CompletableFuture<T> query(final int type, final ShardQuery query, final CompletableFuture<T> f) {
        final long seq = publisher.claim();
        if (seq < 0) {
            return CompletableFuture.failedFuture(publisher.queryRefusal(seq));
        }
        final CommandSlot s = publisher.slot(seq);
        s.setType(type);
        s.setQuery(query);
        publisher.publish(seq);
        return f;
    }
}
