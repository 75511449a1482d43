package dev.bourse.cluster;

import dev.bourse.cluster.node.ClusterNode;

import static org.assertj.core.api.Assertions.assertThat;

/** Checks that every running member recorded the same state at the latest state check. */
final class ClusterAssertions {
    private ClusterAssertions() {
    }

    /**
     * Waits until every running member has run {@code checks} state checks, then compares their records.
     *
     * @param cluster the cluster
     * @param hash    the digest the leader answered
     * @param checks  the state checks run since each member's start (replay included)
     */
    static void sameStateOnEveryRunningMember(final LocalCluster cluster, final long hash, final long checks)
            throws InterruptedException {
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
