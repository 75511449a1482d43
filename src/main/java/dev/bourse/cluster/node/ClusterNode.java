package dev.bourse.cluster.node;

import dev.bourse.cluster.ClusterPorts;
import dev.bourse.cluster.service.BourseClusteredService;
import io.aeron.archive.Archive;
import io.aeron.archive.ArchiveThreadingMode;
import io.aeron.archive.client.AeronArchive;
import io.aeron.cluster.ClusterControl;
import io.aeron.cluster.ClusteredMediaDriver;
import io.aeron.cluster.ConsensusModule;
import io.aeron.cluster.service.ClusteredServiceContainer;
import io.aeron.driver.MediaDriver;
import io.aeron.driver.ThreadingMode;
import java.io.File;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.agrona.CloseHelper;
import org.agrona.ErrorHandler;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.NoOpLock;
import org.agrona.concurrent.SleepingIdleStrategy;

/**
 * One running cluster member: a media driver, an archive and a consensus module ({@link ClusteredMediaDriver}) and
 * a service container running a {@link BourseClusteredService}, all in this JVM, configured from one
 * {@link ClusterNodeConfig}. On a machine with few cores every component shares one thread per component type
 * (SHARED driver and archive threading) and idles by sleeping ({@link ClusterNodeConfig#idleSleepUs()}).
 *
 * <p>Files under {@link ClusterNodeConfig#nodeDir()}: {@code archive/} (the recorded log and snapshots),
 * {@code cluster/} (the recording log, mark files, the node state) and, by default, {@code aeron/} (the media
 * driver's buffers, recreated at each start). A node restarted on the same directory recovers from its latest snapshot
 * and the log after it, then catches up with the leader.
 *
 * <p>Thread-safety: {@link #close()} from any one thread; the getters from any thread.
 */
public final class ClusterNode implements AutoCloseable {
    private static final String LOCAL_CONTROL = "aeron:ipc?term-length=64k";

    private final ClusterNodeConfig config;
    private final BourseClusteredService service;
    private final ClusteredMediaDriver driver;
    private final ClusteredServiceContainer container;

    private ClusterNode(final ClusterNodeConfig config, final BourseClusteredService service,
            final ClusteredMediaDriver driver, final ClusteredServiceContainer container) {
        this.config = config;
        this.service = service;
        this.driver = driver;
        this.container = container;
    }

    /**
     * Starts a member. It joins the others (or waits for them) and an election follows once a majority is up.
     *
     * @param config the member's settings
     * @return the running member
     */
    public static ClusterNode launch(final ClusterNodeConfig config) {
        return launch(config, null);
    }

    /**
     * Starts a member, telling {@code errorHandler} of every error its components catch (besides Aeron's own error
     * log in the node's mark files).
     *
     * @param config       the member's settings
     * @param errorHandler told of each error on the thread that caught it, or null for Aeron's default
     * @return the running member
     */
    public static ClusterNode launch(final ClusterNodeConfig config, final ErrorHandler errorHandler) {
        final int id = config.memberId();
        final ClusterPorts ports = config.ports();
        final String host = ports.host(id);
        final File dir = config.nodeDir().toFile();
        final String aeronDir = config.aeronDir().toAbsolutePath().toString();
        final long sleepNs = TimeUnit.MICROSECONDS.toNanos(config.idleSleepUs());
        final Supplier<IdleStrategy> idle = () -> new SleepingIdleStrategy(sleepNs);

        final MediaDriver.Context driverContext = new MediaDriver.Context().aeronDirectoryName(aeronDir)
                .threadingMode(ThreadingMode.SHARED).sharedIdleStrategy(idle.get()).termBufferSparseFile(true)
                .dirDeleteOnStart(true).dirDeleteOnShutdown(true);
        final Archive.Context archiveContext = new Archive.Context().aeronDirectoryName(aeronDir)
                .archiveDir(new File(dir, "archive")).archiveId(id)
                .controlChannel("aeron:udp?endpoint=" + ports.endpoint(id, ClusterPorts.ARCHIVE_CONTROL))
                .localControlChannel(LOCAL_CONTROL).replicationChannel("aeron:udp?endpoint=" + host + ":0")
                .recordingEventsEnabled(false).threadingMode(ArchiveThreadingMode.SHARED)
                .idleStrategySupplier(idle);
        final AeronArchive.Context archiveClient = new AeronArchive.Context().lock(NoOpLock.INSTANCE)
                .controlRequestChannel(LOCAL_CONTROL).controlRequestStreamId(archiveContext.localControlStreamId())
                .controlResponseChannel(LOCAL_CONTROL).aeronDirectoryName(aeronDir);
        final ConsensusModule.Context consensus = new ConsensusModule.Context().clusterMemberId(id)
                .clusterMembers(ports.clusterMembers()).clusterDir(new File(dir, "cluster"))
                .ingressChannel("aeron:udp?term-length=1m")
                .logChannel("aeron:udp?term-length=" + config.logTermBytes())
                .replicationChannel("aeron:udp?endpoint=" + host + ":0")
                .archiveContext(archiveClient.clone()).aeronDirectoryName(aeronDir)
                .leaderHeartbeatTimeoutNs(TimeUnit.MILLISECONDS.toNanos(config.heartbeatTimeoutMs()))
                .leaderHeartbeatIntervalNs(TimeUnit.MILLISECONDS.toNanos(config.heartbeatIntervalMs()))
                .startupCanvassTimeoutNs(TimeUnit.MILLISECONDS.toNanos(config.heartbeatTimeoutMs() * 5))
                .sessionTimeoutNs(TimeUnit.MILLISECONDS.toNanos(config.sessionTimeoutMs()))
                .idleStrategySupplier(idle);
        final BourseClusteredService service = new BourseClusteredService(config.core(), config.dedupeClients());
        final ClusteredServiceContainer.Context serviceContext = new ClusteredServiceContainer.Context()
                .aeronDirectoryName(aeronDir).archiveContext(archiveClient.clone())
                .clusterDir(new File(dir, "cluster")).clusteredService(service).idleStrategySupplier(idle);
        if (errorHandler != null) {
            driverContext.errorHandler(errorHandler);
            archiveContext.errorHandler(errorHandler);
            consensus.errorHandler(errorHandler);
            serviceContext.errorHandler(errorHandler);
        }
        ClusteredMediaDriver driver = null;
        try {
            driver = ClusteredMediaDriver.launch(driverContext, archiveContext, consensus);
            final ClusteredServiceContainer container = ClusteredServiceContainer.launch(serviceContext);
            return new ClusterNode(config, service, driver, container);
        } catch (final Exception e) {
            CloseHelper.quietClose(driver);
            throw e;
        }
    }

    /** @return the member's settings */
    public ClusterNodeConfig config() {
        return config;
    }

    /** @return the service (its role and its latest state check) */
    public BourseClusteredService service() {
        return service;
    }

    /**
     * Asks the cluster for a snapshot, through this member's control toggle: acted on when this member is the leader,
     * which then has every member snapshot at the same log position (the service writes the core's snapshot, the
     * deduplication table and its own state; the consensus module its sessions and timers). Later restarts load the
     * newest snapshot and replay only the log after it.
     *
     * @return true when the request was placed (the toggle was neutral), false when another action is pending
     */
    public boolean requestSnapshot() {
        return ClusterControl.ToggleState.SNAPSHOT.toggle(driver.consensusModule().context().controlToggleCounter());
    }

    /** Stops the service container, then the consensus module, archive and driver. */
    @Override
    public void close() {
        CloseHelper.closeAll(container, driver);
    }
}
