package dev.bourse.cluster.service;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.core.CoreContext;
import dev.bourse.core.ExchangeCore;
import dev.bourse.sequencer.ExternalSequencer;
import dev.bourse.snapshot.StreamSnapshotStore;
import io.aeron.ExclusivePublication;
import io.aeron.Image;
import io.aeron.cluster.codecs.CloseReason;
import io.aeron.cluster.service.ClientSession;
import io.aeron.cluster.service.Cluster;
import io.aeron.cluster.service.ClusteredService;
import io.aeron.logbuffer.Header;
import java.io.ByteArrayInputStream;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.agrona.DirectBuffer;

/**
 * Bourse as an Aeron Cluster service: every node runs one, fed the same log, so every node computes the same state.
 * Each ingress message is a command stamped by the log through the core's {@link ExternalSequencer}: its sequence is
 * the message's log position and its timestamp the log's (cluster time, in ns), so sequences and timestamps are the
 * same on every node. The core runs INLINE on the service thread with no journal, clock or timer of its own: the
 * cluster's replicated, archived log is the journal, and GTD expiry runs on a cluster timer ({@link ExpiryTimer}),
 * each expiry told to the client that placed the user's orders ({@link ExpiryRoutes}).
 *
 * <pre>
 *   client ==ingress==> consensus module (leader) ==log==> every node: BourseClusteredService
 *                                                            IngressAdapter -> CommandDeduplicator -> core (INLINE)
 *   client <==egress== (leader's offers only)  <------------ EgressPublisher (the core's listener)
 * </pre>
 *
 * <p>Exactly once: see {@link CommandDeduplicator}. Snapshots: the deduplication table, the expiry routes and the
 * core's state at the snapshot's log position ({@link ServiceSnapshot}); {@link #onStart} loads them, and the log after
 * the snapshot is replayed through {@link #onSessionMessage} as in normal running.
 *
 * <p>Market data is not published by the service: a feed is derived from the log by one consumer (see
 * docs/cluster.md), so the nodes stay identical and a failover cannot duplicate or lose feed messages.
 *
 * <p>Thread-safety: the callbacks run on the service container's thread; the state getters ({@link #lastStateHash()}
 * and the others) may be read from any thread.
 */
public final class BourseClusteredService implements ClusteredService {
    /** Default bound of the deduplication table: 65,536 clients. */
    public static final int DEFAULT_MAX_CLIENTS = 65_536;

    private final ExchangeConfig config;
    private final CommandDeduplicator dedupe;
    private final ExternalSequencer sequencer = new ExternalSequencer();
    private final ExpiryTimer expiry = new ExpiryTimer();
    private final ExpiryRoutes routes = new ExpiryRoutes();
    private Cluster cluster;
    private ExchangeCore core;
    private EgressPublisher egress;
    private IngressAdapter ingress;
    private StateChecks checks;
    /** The unit of the log's timestamps: the consensus module's clock (ms unless configured), told by each term. */
    private TimeUnit timeUnit;
    private long now;
    private volatile Cluster.Role role = Cluster.Role.FOLLOWER;
    private volatile long applied;
    private volatile long snapshots;

    /**
     * @param config     the core's settings; the thread layout is forced to INLINE and the journal off (the log is
     *                   the journal)
     * @param maxClients bound of the deduplication table, &gt;= 1 (see {@link CommandDeduplicator})
     */
    public BourseClusteredService(final ExchangeConfig config, final int maxClients) {
        this.config = config.toBuilder().threadLayout(ThreadLayout.INLINE).journalEnabled(false).build();
        this.dedupe = new CommandDeduplicator(maxClients);
    }

    @Override
    public void onStart(final Cluster cluster, final Image snapshotImage) {
        this.cluster = cluster;
        timeUnit = cluster.timeUnit() != null ? cluster.timeUnit() : TimeUnit.MILLISECONDS;
        egress = new EgressPublisher(cluster.idleStrategy(), routes, cluster);
        ServiceSnapshot.Loaded loaded = null;
        if (snapshotImage != null) {
            loaded = ServiceSnapshot.load(snapshotImage, dedupe, routes, cluster.idleStrategy());
        }
        final CoreContext context = ExchangeCore.builder(config).listener(egress).sequencer(sequencer);
        if (loaded != null) {
            context.snapshotStore(StreamSnapshotStore.readingFrom(new ByteArrayInputStream(loaded.core)));
        }
        core = context.build();
        expiry.bind(core, sequencer, cluster);
        checks = new StateChecks(core, egress, dedupe);
        ingress = new IngressAdapter(core, dedupe, egress, checks, new QueryAnswerer(core, cluster.idleStrategy()),
                routes);
        core.start();
        if (loaded != null) {
            ingress.restoreAdmitted(loaded.admitted);
            expiry.restore(loaded.expiryDeadline);
            now = loaded.lastTimestamp;
        }
    }

    @Override
    public void onSessionOpen(final ClientSession session, final long timestamp) {
        // Sessions carry no state here: deduplication is by the client's own id, which outlives a session.
    }

    @Override
    public void onSessionClose(final ClientSession session, final long timestamp, final CloseReason closeReason) {
        // Nothing to release: see onSessionOpen.
    }

    @Override
    public void onSessionMessage(final ClientSession session, final long timestamp, final DirectBuffer buffer,
            final int offset, final int length, final Header header) {
        final long t = timeUnit.toNanos(timestamp);
        if (t > now) {
            now = t;
        }
        sequencer.next(header.position(), now);
        ingress.onMessage(session, now, buffer, offset, length);
        expiry.afterCommand(timeUnit);
        applied++;
    }

    @Override
    public void onTimerEvent(final long correlationId, final long timestamp) {
        if (correlationId == ExpiryTimer.TIMER_ID) {
            final long t = timeUnit.toNanos(timestamp);
            if (t > now) {
                now = t;
            }
            egress.beginExpiry();
            expiry.onTimer(cluster.logPosition(), now, timeUnit);
        }
    }

    @Override
    public void onTakeSnapshot(final ExclusivePublication snapshotPublication) {
        ServiceSnapshot.take(snapshotPublication, core, dedupe, routes, ingress.admitted(), expiry.scheduled(), now,
                cluster.idleStrategy());
        snapshots++;
    }

    @Override
    public void onNewLeadershipTermEvent(final long leadershipTermId, final long logPosition, final long timestamp,
            final long termBaseLogPosition, final int leaderMemberId, final int logSessionId, final TimeUnit unit,
            final int appVersion) {
        timeUnit = unit;
    }

    @Override
    public void onRoleChange(final Cluster.Role newRole) {
        role = newRole;
    }

    @Override
    public void onTerminate(final Cluster cluster) {
        if (core != null) {
            try {
                core.stop(Duration.ofSeconds(5));
            } catch (final InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** @return this node's role, as the cluster last told it */
    public Cluster.Role role() {
        return role;
    }

    /** @return snapshots this service wrote since start */
    public long snapshots() {
        return snapshots;
    }

    /** @return the sequence (log position) the core was restored to at start, 0 when it started empty */
    public long restoredSequence() {
        return core == null || core.recoveryReport() == null ? 0 : core.recoveryReport().snapshotSequence();
    }

    /** @return ingress messages applied (or answered as duplicates or malformed) since start, replay included */
    public long applied() {
        return applied;
    }

    /** @return the core's digest at the latest StateCheck command, 0 before one */
    public long lastStateHash() {
        return checks == null ? 0 : checks.lastHash();
    }

    /** @return the deduplication table's digest at the latest StateCheck command */
    public long lastDedupeHash() {
        return checks == null ? 0 : checks.lastDedupeHash();
    }

    /** @return whether money was conserved at the latest StateCheck command */
    public boolean lastBalanced() {
        return checks != null && checks.lastBalanced();
    }

    /**
     * @return commands admitted by the exactly-once check (each applied once) up to and including the latest
     *     StateCheck command: on every node the number of distinct (client, command id) pairs in the log by then
     */
    public long lastAdmitted() {
        return checks == null ? 0 : checks.lastAdmitted();
    }

    /** @return StateCheck commands run since start (replay included) */
    public long stateChecks() {
        return checks == null ? 0 : checks.count();
    }
}
