package dev.bourse.cluster;

import dev.bourse.cluster.node.ClusterNode;

import static org.assertj.core.api.Assertions.assertThat;

/** Checks that every running member recorded the same state at the latest state check. */
final class ClusterAssertions {
    private ClusterAssertions() {
    }

    /**
     * Waits until every running member has run as many state checks as the one that ran most (the leader, which
     * answered the latest check), then compares their records of that check.
     *
     * @param cluster the cluster
     * @param hash    the digest the leader answered
     */
    static void sameStateOnEveryRunningMember(final LocalCluster cluster, final long hash)
            throws InterruptedException {
        long checks = 0;
        for (int m = 0; m < LocalCluster.MEMBERS; m++) {
            if (cluster.node(m) != null) {
                checks = Math.max(checks, cluster.node(m).service().stateChecks());
            }
        }
        long admitted = -1;
        long dedupeHash = 0;
        for (int m = 0; m < LocalCluster.MEMBERS; m++) {
            final ClusterNode node = cluster.node(m);
            if (node == null) {
                continue;
            }
            final long deadline = System.currentTimeMillis() + 10_000;
            while (node.service().stateChecks() < checks && System.currentTimeMillis() < deadline) {
                Thread.sleep(5);
            }
            assertThat(node.service().stateChecks()).as("state checks on member %d", m).isGreaterThanOrEqualTo(checks);
            assertThat(node.service().lastStateHash()).as("state hash on member %d", m).isEqualTo(hash);
            assertThat(node.service().lastBalanced()).as("money conserved on member %d", m).isTrue();
            if (admitted < 0) {
                admitted = node.service().lastAdmitted();
                dedupeHash = node.service().lastDedupeHash();
            }
            assertThat(node.service().lastAdmitted()).as("commands admitted on member %d", m).isEqualTo(admitted);
            assertThat(node.service().lastDedupeHash()).as("dedupe table on member %d", m).isEqualTo(dedupeHash);
        }
    }
}
