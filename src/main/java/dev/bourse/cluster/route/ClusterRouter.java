package dev.bourse.cluster.route;

import dev.bourse.api.AmendRequest;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * One {@link ExchangeApi} over several independent clusters (or any cores), each trading the symbols a
 * {@link SymbolRoutes} table gives it. Nothing here is shared between clusters: every command goes to exactly one of
 * them, or, for a user's account, to each of them on its own; no command waits for two clusters to agree.
 * <ul>
 *   <li>Symbol commands (place, cancel, move, reduce, replace, mass cancel, amend, l2, add and update symbol, and
 *       their try* forms) go to the symbol's cluster; a symbol in no cluster is refused with
 *       {@link RouteResultCode#UNROUTED_SYMBOL} (a try* returns that code), nothing sent.</li>
 *   <li>Account commands (add, suspend and resume user) go to every cluster, since a user has a sub-account in each;
 *       the answer is the first cluster's, in cluster order, that was not SUCCESS, else cluster 0's. Sending one again
 *       completes what one cluster refused (USER_ALREADY_EXISTS where it had applied).</li>
 *   <li>Deposits and withdrawals from outside go to the funding cluster; their transaction ids must be below
 *       {@link TransferIds#RESERVED_BASE} (else {@link RouteResultCode#RESERVED_TRANSACTION_ID}), since the ids
 *       above are the transfers' own. Money moves between clusters only through a {@link TransferCoordinator}.</li>
 *   <li>{@link #totals()} adds every cluster's totals; {@link #stateHash()} folds every cluster's digest, in cluster
 *       order. {@link #userReport} fails with {@link UnsupportedOperationException}: a balance in one cluster cannot
 *       pay for an order in another, so one merged report would mislead; {@link #userReports} gives one per
 *       cluster. {@link #snapshot} fails the same way: each cluster snapshots on its own ({@link #cluster}).</li>
 * </ul>
 * A result's sequence, and a try* method's return value, are the answering cluster's own; the try* forms' outcomes
 * reach the listener of that cluster's core or client, with the caller's correlation id.
 *
 * <p>Thread-safety: as the clusters' APIs (every method may be called from any number of threads at once); the table
 * is immutable, and routing a symbol reads one primitive map and allocates nothing.
 */
public final class ClusterRouter implements ExchangeApi {
    private final SymbolRoutes routes;
    private final ExchangeApi[] clusters;

    /**
     * @param routes   the routing table
     * @param clusters one API per cluster, in the table's cluster order ({@code routes.clusterCount()} of them)
     * @throws IllegalArgumentException when the count differs from the table's, or one is null
     */
    public ClusterRouter(final SymbolRoutes routes, final List<? extends ExchangeApi> clusters) {
        if (clusters.size() != routes.clusterCount() || hasNull(clusters)) {
            throw new IllegalArgumentException(routes.clusterCount() + " clusters expected, without null: " + clusters);
        }
        this.routes = routes;
        this.clusters = clusters.toArray(new ExchangeApi[0]);
    }

    /** Whether a list has a null element (an immutable list's {@code contains(null)} throws instead). */
    static boolean hasNull(final List<?> list) {
        for (final Object o : list) {
            if (o == null) {
                return true;
            }
        }
        return false;
    }

    /** @return the routing table */
    public SymbolRoutes routes() {
        return routes;
    }

    /**
     * @param index a cluster, 0..count − 1
     * @return its API, for what is per cluster (snapshots, a sub-account's report)
     * @throws IndexOutOfBoundsException outside the table
     */
    public ExchangeApi cluster(final int index) {
        return clusters[index];
    }

    /**
     * A user's sub-account in every cluster.
     *
     * @param uid user, &gt; 0
     * @return one report per cluster, in cluster order ({@link UserReport#exists()} false where the user has none)
     */
    public CompletableFuture<List<UserReport>> userReports(final long uid) {
        return fromEvery(c -> c.userReport(uid));
    }

    /** Sends one call to every cluster at once; completes with their answers, in cluster order. */
    private <T> CompletableFuture<List<T>> fromEvery(final Function<ExchangeApi, CompletableFuture<T>> call) {
        final List<CompletableFuture<T>> all = new ArrayList<>(clusters.length);
        for (final ExchangeApi c : clusters) {
            all.add(call.apply(c));
        }
        return CompletableFuture.allOf(all.toArray(new CompletableFuture<?>[0])).thenApply(v -> {
            final List<T> out = new ArrayList<>(all.size());
            for (final CompletableFuture<T> f : all) {
                out.add(f.join());
            }
            return out;
        });
    }

    private ExchangeApi of(final long symbol) {
        final int c = routes.clusterOf(symbol);
        return c == SymbolRoutes.NO_CLUSTER ? null : clusters[c];
    }

    private static CompletableFuture<CommandResult> refused(final int code) {
        return CompletableFuture.completedFuture(CommandResult.refused(code));
    }

    private static CompletableFuture<CommandResult> unrouted() {
        return refused(RouteResultCode.UNROUTED_SYMBOL);
    }

    /** An account command in every cluster: the first answer, in cluster order, not SUCCESS, else the first. */
    private CompletableFuture<CommandResult> everywhere(final Function<ExchangeApi, CompletableFuture<CommandResult>>
            command) {
        return fromEvery(command).thenApply(results -> {
            for (final CommandResult r : results) {
                if (!r.isSuccess()) {
                    return r;
                }
            }
            return results.get(0);
        });
    }

    @Override
    public CompletableFuture<CommandResult> place(final long uid, final long symbol, final long orderId,
            final Side side, final OrderType type, final long price, final long size) {
        final ExchangeApi c = of(symbol);
        return c == null ? unrouted() : c.place(uid, symbol, orderId, side, type, price, size);
    }

    @Override
    public CompletableFuture<CommandResult> place(final OrderRequest order) {
        if (order == null) {
            return refused(ResultCode.INVALID_ARGUMENT);
        }
        final ExchangeApi c = of(order.symbol());
        return c == null ? unrouted() : c.place(order);
    }

    @Override
    public CompletableFuture<CommandResult> cancel(final long uid, final long symbol, final long orderId) {
        final ExchangeApi c = of(symbol);
        return c == null ? unrouted() : c.cancel(uid, symbol, orderId);
    }

    @Override
    public CompletableFuture<CommandResult> move(final long uid, final long symbol, final long orderId,
            final long newPrice) {
        final ExchangeApi c = of(symbol);
        return c == null ? unrouted() : c.move(uid, symbol, orderId, newPrice);
    }

    @Override
    public CompletableFuture<CommandResult> reduce(final long uid, final long symbol, final long orderId,
            final long reduceBy) {
        final ExchangeApi c = of(symbol);
        return c == null ? unrouted() : c.reduce(uid, symbol, orderId, reduceBy);
    }

    @Override
    public CompletableFuture<CommandResult> replace(final long uid, final long symbol, final long orderId,
            final long newPrice, final long newSize) {
        final ExchangeApi c = of(symbol);
        return c == null ? unrouted() : c.replace(uid, symbol, orderId, newPrice, newSize);
    }

    @Override
    public CompletableFuture<CommandResult> massCancel(final long uid, final long symbol) {
        final ExchangeApi c = of(symbol);
        return c == null ? unrouted() : c.massCancel(uid, symbol);
    }

    @Override
    public CompletableFuture<CommandResult> amend(final AmendRequest request) {
        if (request == null) {
            return refused(ResultCode.INVALID_ARGUMENT);
        }
        final ExchangeApi c = of(request.symbol());
        return c == null ? unrouted() : c.amend(request);
    }

    @Override
    public CompletableFuture<CommandResult> l2(final long symbol, final int depth) {
        final ExchangeApi c = of(symbol);
        return c == null ? unrouted() : c.l2(symbol, depth);
    }

    @Override
    public CompletableFuture<CommandResult> addSymbol(final SymbolSpec spec) {
        if (spec == null) {
            return refused(ResultCode.INVALID_ARGUMENT);
        }
        final ExchangeApi c = of(spec.symbolId());
        return c == null ? unrouted() : c.addSymbol(spec);
    }

    @Override
    public CompletableFuture<CommandResult> updateSymbol(final SymbolSpec spec) {
        if (spec == null) {
            return refused(ResultCode.INVALID_ARGUMENT);
        }
        final ExchangeApi c = of(spec.symbolId());
        return c == null ? unrouted() : c.updateSymbol(spec);
    }

    @Override
    public CompletableFuture<CommandResult> suspendUser(final long uid) {
        return everywhere(c -> c.suspendUser(uid));
    }

    @Override
    public CompletableFuture<CommandResult> resumeUser(final long uid) {
        return everywhere(c -> c.resumeUser(uid));
    }

    @Override
    public CompletableFuture<CommandResult> addUser(final long uid) {
        return everywhere(c -> c.addUser(uid));
    }

    @Override
    public CompletableFuture<UserReport> userReport(final long uid) {
        return CompletableFuture.failedFuture(new UnsupportedOperationException(
                "a user has one sub-account per cluster: userReports(uid) (docs/multi-cluster.md)"));
    }

    @Override
    public CompletableFuture<TotalsReport> totals() {
        return fromEvery(ExchangeApi::totals).thenApply(TotalsSum::of);
    }

    @Override
    public CompletableFuture<Long> stateHash() {
        return fromEvery(ExchangeApi::stateHash).thenApply(hashes -> {
            long h = 17;
            for (final long one : hashes) {
                h = 31 * h + one;
            }
            return h;
        });
    }

    @Override
    public CompletableFuture<CommandResult> snapshot() {
        return CompletableFuture.failedFuture(new UnsupportedOperationException(
                "each cluster snapshots on its own: cluster(i).snapshot() (docs/multi-cluster.md)"));
    }

    @Override
    public CompletableFuture<CommandResult> deposit(final long uid, final int currency, final long amount,
            final long txId) {
        return TransferIds.isReserved(txId) ? refused(RouteResultCode.RESERVED_TRANSACTION_ID)
                : clusters[routes.fundingCluster()].deposit(uid, currency, amount, txId);
    }

    @Override
    public CompletableFuture<CommandResult> withdraw(final long uid, final int currency, final long amount,
            final long txId) {
        return TransferIds.isReserved(txId) ? refused(RouteResultCode.RESERVED_TRANSACTION_ID)
                : clusters[routes.fundingCluster()].withdraw(uid, currency, amount, txId);
    }

    @Override
    public long tryPlace(final long correlationId, final OrderRequest order) {
        if (order == null) {
            return ResultCode.INVALID_ARGUMENT;
        }
        final ExchangeApi c = of(order.symbol());
        return c == null ? RouteResultCode.UNROUTED_SYMBOL : c.tryPlace(correlationId, order);
    }

    @Override
    public long tryCancel(final long correlationId, final long uid, final long symbol, final long orderId) {
        final ExchangeApi c = of(symbol);
        return c == null ? RouteResultCode.UNROUTED_SYMBOL : c.tryCancel(correlationId, uid, symbol, orderId);
    }

    @Override
    public long tryMove(final long correlationId, final long uid, final long symbol, final long orderId,
            final long newPrice) {
        final ExchangeApi c = of(symbol);
        return c == null ? RouteResultCode.UNROUTED_SYMBOL : c.tryMove(correlationId, uid, symbol, orderId, newPrice);
    }

    @Override
    public long tryReduce(final long correlationId, final long uid, final long symbol, final long orderId,
            final long reduceBy) {
        final ExchangeApi c = of(symbol);
        return c == null ? RouteResultCode.UNROUTED_SYMBOL
                : c.tryReduce(correlationId, uid, symbol, orderId, reduceBy);
    }

    @Override
    public long tryReplace(final long correlationId, final long uid, final long symbol, final long orderId,
            final long newPrice, final long newSize) {
        final ExchangeApi c = of(symbol);
        return c == null ? RouteResultCode.UNROUTED_SYMBOL
                : c.tryReplace(correlationId, uid, symbol, orderId, newPrice, newSize);
    }

    @Override
    public long tryMassCancel(final long correlationId, final long uid, final long symbol) {
        final ExchangeApi c = of(symbol);
        return c == null ? RouteResultCode.UNROUTED_SYMBOL : c.tryMassCancel(correlationId, uid, symbol);
    }

    @Override
    public long tryAmend(final long correlationId, final AmendRequest request) {
        if (request == null) {
            return ResultCode.INVALID_ARGUMENT;
        }
        final ExchangeApi c = of(request.symbol());
        return c == null ? RouteResultCode.UNROUTED_SYMBOL : c.tryAmend(correlationId, request);
    }

    @Override
    public long tryDeposit(final long correlationId, final long uid, final int currency, final long amount,
            final long txId) {
        return TransferIds.isReserved(txId) ? RouteResultCode.RESERVED_TRANSACTION_ID
                : clusters[routes.fundingCluster()].tryDeposit(correlationId, uid, currency, amount, txId);
    }

    @Override
    public long tryWithdraw(final long correlationId, final long uid, final int currency, final long amount,
            final long txId) {
        return TransferIds.isReserved(txId) ? RouteResultCode.RESERVED_TRANSACTION_ID
                : clusters[routes.fundingCluster()].tryWithdraw(correlationId, uid, currency, amount, txId);
    }
}
