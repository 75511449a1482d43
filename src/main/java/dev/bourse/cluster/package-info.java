/**
 * Bourse replicated on Aeron Cluster: three (or more) nodes each run the same core behind a
 * {@link dev.bourse.cluster.service.BourseClusteredService}, fed the same Raft-replicated log, so any one of them can
 * fail and the others go on with every acknowledged command. {@link dev.bourse.cluster.ClusterPorts} lays out each
 * member's endpoints; {@link dev.bourse.cluster.ClusterResultCode} adds the cluster's result codes.
 * <pre>
 *   embedder -&gt; client.ClusterExchangeClient (ExchangeApi) ==ingress (SBE, dev.bourse.cluster.sbe)==&gt;
 *       node.ClusterNode x 3: driver + archive + consensus module + service.BourseClusteredService -&gt; core (INLINE)
 *   embedder &lt;- futures &lt;==egress (CommandAck, leader only)==
 * </pre>
 * Subpackages: {@code service} (the state machine, its exactly-once table and snapshot), {@code node} (a member's
 * settings and launch), {@code client} (the ExchangeApi over the cluster). docs/cluster.md is the operator's page.
 */
package dev.bourse.cluster;
