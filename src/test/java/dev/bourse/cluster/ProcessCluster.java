package dev.bourse.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.cluster.client.ClusterClientContext;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.testkit.ChildJvm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Test fixture: three cluster members, each a JVM of its own ({@link ClusterMemberChild}) on 127.0.0.1 with its own
 * directory under {@code root}, that can be SIGKILLed, SIGSTOPped and started again on their directories. What a
 * member reports (its role, snapshots, state checks) is read from its output.
 */
final class ProcessCluster implements AutoCloseable {
    static final int MEMBERS = 3;
    /** Aeron refuses to reuse a dead member's mark files until their activity stamp is this old. */
    private static final long MARK_FILE_LIVENESS_MS = 10_000;

    private final Path root;
    private final int basePort;
    private final ChildJvm[] members = new ChildJvm[MEMBERS];
    private final long[] killedAtNs = new long[MEMBERS];
    private final List<String> errors = new ArrayList<>();

    ProcessCluster(final Path root) throws IOException {
        this.root = root;
        this.basePort = LocalCluster.freeBasePort();
    }

    /** Starts every member (in parallel: their JVMs start side by side) and waits until each is READY. */
    void startAll() throws Exception {
        for (int m = 0; m < MEMBERS; m++) {
            launch(m);
        }
        for (int m = 0; m < MEMBERS; m++) {
            awaitReady(m);
        }
    }

    /**
     * Starts a member on its directory (again, after a kill: waiting out its mark files' liveness first).
     *
     * @param member the member
     */
    void start(final int member) throws Exception {
        launch(member);
        awaitReady(member);
    }

    private void launch(final int member) throws Exception {
        if (killedAtNs[member] != 0) {
            final long waitMs = MARK_FILE_LIVENESS_MS + 500
                    - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - killedAtNs[member]);
            if (waitMs > 0) {
                Thread.sleep(waitMs);
            }
        }
        members[member] = ChildJvm.start(ClusterMemberChild.class, 256, Files.createDirectories(root)
                .resolve("member-" + member + ".err"), Integer.toString(basePort), root.toString(),
                Integer.toString(member));
    }

    private void awaitReady(final int member) throws Exception {
        for (int attempt = 0; attempt < 10; attempt++) {
            if (members[member].await(0, "READY"::equals, 120_000) >= 0) {
                return;
            }
            assertThat(members[member].isAlive()).as("member %d neither READY nor exited", member).isFalse();
            Thread.sleep(1_000);
            launch(member);
        }
        throw new AssertionError("member " + member + " did not start; see " + root.resolve("member-" + member
                + ".err"));
    }

    /**
     * SIGKILL.
     *
     * @param member the member
     * @return the time of the kill, System.nanoTime
     */
    long kill(final int member) throws InterruptedException {
        collectErrors(member);
        final long t = System.nanoTime();
        members[member].kill();
        killedAtNs[member] = t;
        return t;
    }

    void suspend(final int member) throws Exception {
        members[member].suspend();
    }

    void resume(final int member) throws Exception {
        members[member].resume();
    }

    ChildJvm member(final int member) {
        return members[member];
    }

    boolean running(final int member) {
        return members[member] != null && members[member].isAlive();
    }

    /** @return the member whose latest ROLE line is LEADER, or -1 */
    int leader() {
        for (int m = 0; m < MEMBERS; m++) {
            if (running(m) && "LEADER".equals(latest(m, "ROLE "))) {
                return m;
            }
        }
        return -1;
    }

    /**
     * Waits for a leader other than {@code not}.
     *
     * @param not       a member that does not count (the one just killed), or -1
     * @param timeoutMs how long to wait
     * @return the leader and the time its ROLE line was read (System.nanoTime)
     */
    long[] awaitLeader(final int not, final long timeoutMs) throws InterruptedException {
        final long deadline = System.currentTimeMillis() + timeoutMs;
        while (System.currentTimeMillis() < deadline) {
            for (int m = 0; m < MEMBERS; m++) {
                if (m == not || !running(m)) {
                    continue;
                }
                final ChildJvm c = members[m];
                final int at = lastIndex(c, "ROLE ");
                if (at >= 0 && c.line(at).text().equals("ROLE LEADER")) {
                    return new long[] {m, c.line(at).nanoTime()};
                }
            }
            Thread.sleep(2);
        }
        throw new AssertionError("no leader within " + timeoutMs + " ms");
    }

    /** Asks the leader for a snapshot and waits until every running member wrote one more. */
    void snapshot() throws Exception {
        final long[] before = new long[MEMBERS];
        for (int m = 0; m < MEMBERS; m++) {
            before[m] = running(m) ? snapshots(m) : 0;
        }
        final int leader = (int) awaitLeader(-1, 30_000)[0];
        members[leader].send("SNAPSHOT");
        for (int m = 0; m < MEMBERS; m++) {
            if (!running(m)) {
                continue;
            }
            final long want = before[m] + 1;
            assertThat(members[m].await(0, l -> l.startsWith("SNAPSHOTS ")
                    && Long.parseLong(l.substring(10)) >= want, 60_000)).as("snapshot on member %d", m)
                    .isNotNegative();
        }
    }

    private long snapshots(final int member) {
        final String s = latest(member, "SNAPSHOTS ");
        return s == null ? 0 : Long.parseLong(s);
    }

    /** @return the log position the member's current process restored its snapshot from, 0 for none */
    long restored(final int member) {
        final String s = latest(member, "RESTORED ");
        return s == null ? 0 : Long.parseLong(s);
    }

    /**
     * Runs a state check through the client, then waits until every running member recorded the same check (the one
     * with the same admitted count as the leader's) and compares: the same digest, the same exactly-once table, money
     * conserved.
     *
     * @param client the client
     * @return the admitted count at the check: commands applied once each, the check included
     */
    long sameStateOnEveryMember(final ClusterExchangeClient client) throws Exception {
        final long hash = client.stateHash().get(60, TimeUnit.SECONDS);
        final int leader = (int) awaitLeader(-1, 30_000)[0];
        final String text = Long.toString(hash);
        final int seen = members[leader].await(0, l -> l.startsWith("CHECK ") && l.split(" ")[2].equals(text),
                60_000);
        assertThat(seen).as("the leader recorded the check it answered").isNotNegative();
        final String reference = lastCheckWithHash(leader, hash);
        final String admitted = reference.split(" ")[1];
        for (int m = 0; m < MEMBERS; m++) {
            if (!running(m)) {
                continue;
            }
            final int at = members[m].await(0, l -> l.startsWith("CHECK ") && l.split(" ")[1].equals(admitted),
                    60_000);
            assertThat(at).as("member %d ran the check at admitted %s", m, admitted).isNotNegative();
            assertThat(members[m].line(at).text()).as("member %d's record of the check", m).isEqualTo(reference);
        }
        assertThat(reference).as("money conserved").endsWith(" true");
        return Long.parseLong(admitted);
    }

    private String lastCheckWithHash(final int member, final long hash) {
        String found = null;
        for (final ChildJvm.Line l : members[member].lines()) {
            if (l.text().startsWith("CHECK ") && l.text().split(" ")[2].equals(Long.toString(hash))) {
                found = l.text();
            }
        }
        return found;
    }

    private String latest(final int member, final String prefix) {
        if (members[member] == null) {
            return null;
        }
        final int at = lastIndex(members[member], prefix);
        return at < 0 ? null : members[member].line(at).text().substring(prefix.length());
    }

    private static int lastIndex(final ChildJvm c, final String prefix) {
        final List<ChildJvm.Line> lines = c.lines();
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (lines.get(i).text().startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }

    ClusterExchangeClient client(final long clientId) {
        final ClusterClientContext context = new ClusterClientContext().ports(new ClusterPorts(List.of("127.0.0.1",
                "127.0.0.1", "127.0.0.1"), basePort))
                .resendAfterMs(1000);
        if (clientId != 0) {
            context.clientId(clientId);
        }
        return ClusterExchangeClient.connect(context);
    }

    private void collectErrors(final int member) {
        if (members[member] == null) {
            return;
        }
        for (final ChildJvm.Line l : members[member].lines()) {
            if (l.text().startsWith("ERROR ")) {
                errors.add("member " + member + ": " + l.text());
            }
        }
    }

    /** @return the errors caught in Bourse's code by every member so far */
    List<String> bourseErrors() {
        final List<String> all = new ArrayList<>(errors);
        for (int m = 0; m < MEMBERS; m++) {
            if (members[m] != null) {
                for (final ChildJvm.Line l : members[m].lines()) {
                    if (l.text().startsWith("ERROR ")) {
                        all.add("member " + m + ": " + l.text());
                    }
                }
            }
        }
        return all;
    }

    @Override
    public void close() {
        for (int m = 0; m < MEMBERS; m++) {
            if (members[m] != null) {
                members[m].close();
            }
        }
    }
}
