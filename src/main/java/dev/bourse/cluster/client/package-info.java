/**
 * The embedder's side of the cluster: {@link dev.bourse.cluster.client.ClusterExchangeClient}, the
 * {@link dev.bourse.api.ExchangeApi} over Aeron Cluster, configured by a
 * {@link dev.bourse.cluster.client.ClusterClientContext}. One agent thread connects to the leader, sends the
 * commands in id order, decodes the answers and re-sends what is unanswered after a failover.
 */
package dev.bourse.cluster.client;
