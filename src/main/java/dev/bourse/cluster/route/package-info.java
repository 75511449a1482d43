/**
 * Bourse past one cluster: symbols partitioned over independent clusters by a {@link
 * dev.bourse.cluster.route.SymbolRoutes} table, one {@link dev.bourse.api.ExchangeApi} over all of them ({@link
 * dev.bourse.cluster.route.ClusterRouter}), and a {@link dev.bourse.cluster.route.TransferCoordinator} that moves a
 * user's money between its sub-accounts in two clusters exactly once. Each cluster is a whole Bourse with its own
 * ledger; no command needs two clusters at once.
 * <pre>
 *   embedder --&gt; ClusterRouter (ExchangeApi) --symbol--&gt; cluster SymbolRoutes.clusterOf(symbol)
 *                     |                        --user----&gt; every cluster (a sub-account each)
 *                     |                        --money---&gt; the funding cluster (outside deposits, withdrawals)
 *   TransferCoordinator --withdraw(txId)--&gt; source cluster     TransferStore: the state before each step
 *                       --deposit(txId)---&gt; target cluster     (WITHDRAWING, DEPOSITING, REFUNDING, ...)
 * </pre>
 * The package needs only {@code api}: the clusters behind it may be in-process cores or cluster clients.
 * docs/multi-cluster.md is the design.
 */
package dev.bourse.cluster.route;
