package dev.bourse.core;

import dev.bourse.api.ResultCode;
import dev.bourse.api.UserReport;
import dev.bourse.command.ShardQuery;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import dev.bourse.risk.UserReportVisitor;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Accumulates a {@link UserReport}: the owner risk shard's accounts and order records, and every matching shard's
 * live orders, joined by (symbol, order id) when the results stage completes it.
 */
final class UserReportQuery implements ShardQuery {
    private final long uid;
    private final CompletableFuture<UserReport> future = new CompletableFuture<>();
    private final List<List<UserReport.Order>> orders;
    private final List<UserReport.Balance> balances = new ArrayList<>();
    private final List<UserReport.Position> positions = new ArrayList<>();
    /** The owner risk shard's order records by (symbol, order id); written on that shard's thread only. */
    private final Map<OrderKey, Hold> holds = new HashMap<>();
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
        matching.forEachOrder(uid, (symbol, o) -> mine.add(new UserReport.Order(symbol, o.orderId(), o.side(),
                o.type(), o.stpMode(), o.price(), o.size(), o.filled(), o.remaining(), o.visible(), o.display(),
                o.triggerPrice(), o.pendingStop(), o.expireAt(), 0, 0, 0, o.createdAt(), o.timestamp())));
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

            @Override
            public void onOrder(final int symbolId, final long orderId, final int currency, final long held,
                    final long reservePrice) {
                holds.put(new OrderKey(symbolId, orderId), new Hold(currency, held, reservePrice));
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
            for (final UserReport.Order o : part) {
                all.add(withHold(o, holds.get(new OrderKey(o.symbol(), o.orderId()))));
            }
        }
        all.sort(Comparator.comparingLong(UserReport.Order::symbol));
        future.complete(new UserReport(uid, exists, suspended, List.copyOf(balances), List.copyOf(positions),
                List.copyOf(all)));
    }

    /** The book's view of an order completed with its risk record (every live order has one; 0s if not). */
    private static UserReport.Order withHold(final UserReport.Order o, final Hold h) {
        if (h == null) {
            return o;
        }
        return new UserReport.Order(o.symbol(), o.orderId(), o.side(), o.type(), o.stpMode(), o.price(), o.size(),
                o.filled(), o.remaining(), o.visible(), o.displaySize(), o.triggerPrice(), o.pendingStop(),
                o.expireAt(), h.reservePrice(), h.currency(), h.held(), o.createdAt(), o.timestamp());
    }

    /** Where an order is: its symbol and id. */
    private record OrderKey(long symbol, long orderId) {
    }

    /** What an order's risk record adds to the book's view. */
    private record Hold(int currency, long held, long reservePrice) {
    }

    @Override
    public void fail(final Throwable cause) {
        future.completeExceptionally(cause);
    }
}
