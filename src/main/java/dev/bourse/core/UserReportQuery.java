package dev.bourse.core;

import dev.bourse.api.ResultCode;
import dev.bourse.api.UserReport;
import dev.bourse.command.ShardQuery;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import dev.bourse.risk.UserReportVisitor;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** Accumulates a {@link UserReport}: the owner risk shard's accounts and every matching shard's live orders. */
final class UserReportQuery implements ShardQuery {
    private final long uid;
    private final CompletableFuture<UserReport> future = new CompletableFuture<>();
    private final List<List<UserReport.Order>> orders;
    private final List<UserReport.Balance> balances = new ArrayList<>();
    private final List<UserReport.Position> positions = new ArrayList<>();
    private boolean exists;
    private boolean suspended;

    /**
     * @param uid            the user
     * @param matchingShards the core's matching shards
     */
    UserReportQuery(final long uid, final int matchingShards) {
        this.uid = uid;
        this.orders = new ArrayList<>(matchingShards);
        for (int i = 0; i < matchingShards; i++) {
            orders.add(new ArrayList<>());
        }
    }

    /** @return completed by the results stage with the report */
    CompletableFuture<UserReport> future() {
        return future;
    }

    @Override
    public void addMatching(final int shard, final MatchingShard matching) {
        final List<UserReport.Order> mine = orders.get(shard);
        matching.forEachOrder(uid, (symbol, id, owner, side, type, price, remaining, visible, trigger, stop, ts) ->
                mine.add(new UserReport.Order(symbol, id, side, type, price, remaining, visible, trigger, stop, ts)));
    }

    @Override
    public void addRisk(final int shard, final RiskShard risk) {
        if (!risk.owns(uid)) {
            return;
        }
        risk.userReport(uid, new UserReportVisitor() {
            @Override
            public void onUser(final long user, final boolean isSuspended) {
                exists = true;
                suspended = isSuspended;
            }

            @Override
            public void onCurrency(final int currency, final long balance, final long held) {
                balances.add(new UserReport.Balance(currency, balance, held));
            }

            @Override
            public void onPosition(final int symbolId, final long size, final long openPriceSum,
                    final long pendingBuy, final long pendingSell) {
                positions.add(new UserReport.Position(symbolId, size, openPriceSum, pendingBuy, pendingSell));
            }
        });
    }

    @Override
    public void complete(final int resultCode) {
        if (resultCode != ResultCode.SUCCESS) {
            future.completeExceptionally(new IllegalStateException("user report failed: "
                    + ResultCode.name(resultCode)));
            return;
        }
        final List<UserReport.Order> all = new ArrayList<>();
        for (final List<UserReport.Order> part : orders) {
            all.addAll(part);
        }
        all.sort(Comparator.comparingLong(UserReport.Order::symbol));
        future.complete(new UserReport(uid, exists, suspended, List.copyOf(balances), List.copyOf(positions),
                List.copyOf(all)));
    }

    @Override
    public void fail(final Throwable cause) {
        future.completeExceptionally(cause);
    }
}
