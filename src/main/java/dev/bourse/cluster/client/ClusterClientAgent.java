package dev.bourse.cluster.client;

import dev.bourse.api.CancelReason;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.L2Book;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.cluster.ClusterResultCode;
import io.aeron.cluster.client.AeronCluster;
import io.aeron.cluster.client.EgressListener;
import io.aeron.logbuffer.Header;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.agrona.CloseHelper;
import org.agrona.DirectBuffer;
import org.agrona.collections.Long2ObjectHashMap;
import org.agrona.concurrent.Agent;
import org.agrona.concurrent.ManyToOneConcurrentArrayQueue;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The client's duty loop, on its own thread: connects to the cluster's leader (and reconnects when the session is
 * lost), sends submitted commands in command-id order, polls the egress for answers, and sends every unacknowledged
 * command again, in id order, after a new leader is announced, after a reconnection, and when the oldest one has
 * waited {@link ClusterClientContext#resendAfterMs()} without an answer. The service answers a copy it has applied
 * already with DUPLICATE_COMMAND, so re-sending never applies a command twice; id order matters because the service
 * keeps a per-client high-water mark. GTD expiries of the cluster's timer, for users this client placed orders for,
 * reach the context's listener as {@code onCancelled} with {@link CancelReason#EXPIRED}.
 *
 * <p>Thread-safety: {@link #submit} from any thread (the caller serialises id assignment and submission, see
 * {@link ClusterExchangeClient}); everything else on the agent's thread.
 */
final class ClusterClientAgent implements Agent, EgressListener, EgressAdapter.Commands {
    private static final long KEEP_ALIVE_NS = TimeUnit.MILLISECONDS.toNanos(500);

    private final ClusterClientContext context;
    private final AeronCluster.Context clusterContext;
    private final ManyToOneConcurrentArrayQueue<PendingCommand> submissions;
    private final Long2ObjectHashMap<PendingCommand> unacked = new Long2ObjectHashMap<>();
    private final ArrayDeque<PendingCommand> order = new ArrayDeque<>();
    private final ArrayDeque<PendingCommand> toSend = new ArrayDeque<>();
    private final UnsafeBuffer sendBuffer = new UnsafeBuffer(0, 0);
    private final EgressAdapter egress;
    private final ExchangeListener listener;
    private final long resendAfterNs;
    private AeronCluster cluster;
    private long lastSendNs;
    private long reconnectAtNs;
    private volatile long failovers;
    private volatile long resends;
    private volatile long expiries;

    /**
     * @param context        the client's settings, concluded
     * @param clusterContext Aeron's client settings (egress listener set to this agent by the caller)
     */
    ClusterClientAgent(final ClusterClientContext context, final AeronCluster.Context clusterContext) {
        this.context = context;
        this.clusterContext = clusterContext;
        this.submissions = new ManyToOneConcurrentArrayQueue<>(context.maxInFlight());
        this.egress = new EgressAdapter(context.clientId(), this);
        this.listener = context.listener();
        this.resendAfterNs = TimeUnit.MILLISECONDS.toNanos(context.resendAfterMs());
    }

    /**
     * Queues a command for sending.
     *
     * @param command the command
     * @return false when the queue is full (the caller waits and tries again)
     */
    boolean submit(final PendingCommand command) {
        return submissions.offer(command);
    }

    /**
     * Connects for the first time, on the caller's thread, before the agent runs.
     *
     * @throws io.aeron.exceptions.TimeoutException when no leader answers within the connect timeout
     */
    void connect() {
        cluster = AeronCluster.connect(clusterContext.clone());
    }

    @Override
    public int doWork() {
        final long now = System.nanoTime();
        if (cluster == null || cluster.isClosed()) {
            return reconnect(now);
        }
        int work = drain(now);
        work += cluster.pollEgress();
        work += send(now);
        if (!order.isEmpty() && toSend.isEmpty()) {
            final PendingCommand oldest = first();
            if (oldest != null && oldest.sentAtNs != 0 && now - oldest.sentAtNs > resendAfterNs) {
                resendAll();
                work++;
            }
        }
        if (now - lastSendNs > KEEP_ALIVE_NS && cluster.sendKeepAlive()) {
            lastSendNs = now;
        }
        return work;
    }

    private int reconnect(final long now) {
        if (now < reconnectAtNs) {
            return 0;
        }
        CloseHelper.quietClose(cluster);
        cluster = null;
        try {
            cluster = AeronCluster.connect(clusterContext.clone());
            failovers++;
            resendAll();
            return 1;
        } catch (final Exception e) {
            reconnectAtNs = now + TimeUnit.MILLISECONDS.toNanos(100);
            return 0;
        }
    }

    private int drain(final long now) {
        int n = 0;
        PendingCommand c;
        while ((c = submissions.poll()) != null) {
            unacked.put(c.commandId, c);
            order.addLast(c);
            toSend.addLast(c);
            n++;
        }
        return n;
    }

    private int send(final long now) {
        int n = 0;
        while (!toSend.isEmpty()) {
            final PendingCommand c = toSend.peekFirst();
            if (!unacked.containsKey(c.commandId)) {
                toSend.pollFirst();
                continue;
            }
            sendBuffer.wrap(c.message);
            final long r = cluster.offer(sendBuffer, 0, c.message.length);
            if (r < 0) {
                break;
            }
            c.sentAtNs = now;
            lastSendNs = now;
            toSend.pollFirst();
            n++;
        }
        return n;
    }

    private PendingCommand first() {
        while (!order.isEmpty() && !unacked.containsKey(order.peekFirst().commandId)) {
            order.pollFirst();
        }
        return order.peekFirst();
    }

    private void resendAll() {
        toSend.clear();
        for (final PendingCommand c : order) {
            if (unacked.containsKey(c.commandId)) {
                c.sentAtNs = 0;
                toSend.addLast(c);
                resends++;
            }
        }
    }

    @Override
    public void onMessage(final long clusterSessionId, final long timestamp, final DirectBuffer buffer,
            final int offset, final int length, final Header header) {
        egress.onMessage(buffer, offset, length);
    }

    @Override
    public void onNewLeader(final long clusterSessionId, final long leadershipTermId, final int leaderMemberId,
            final String ingressEndpoints) {
        failovers++;
        resendAll();
    }

    @Override
    public PendingCommand pending(final long commandId) {
        return unacked.get(commandId);
    }

    @Override
    public void answered(final PendingCommand c, final int code, final long sequence, final long timestamp) {
        unacked.remove(c.commandId);
        if (c.result != null) {
            c.result.complete(new CommandResult(code, sequence, timestamp, c.eventsCopy(), null));
        } else if (c.stateHash != null) {
            c.stateHash.completeExceptionally(new IllegalStateException("state check answered with code " + code));
        } else if (c.userReport != null || c.totals != null) {
            c.failQuery(code);
        } else if (listener != null) {
            EgressAdapter.tell(listener, c, code, sequence, timestamp);
        }
    }

    @Override
    public void checked(final PendingCommand c, final long hash, final boolean balanced) {
        unacked.remove(c.commandId);
        if (c.stateHash != null) {
            c.stateHash.complete(hash);
        }
    }

    @Override
    public void l2(final PendingCommand c, final int code, final long sequence, final long timestamp,
            final L2Book book) {
        unacked.remove(c.commandId);
        if (c.result != null) {
            c.result.complete(new CommandResult(code, sequence, timestamp, List.of(),
                    code == ResultCode.SUCCESS ? book : null));
        }
    }

    @Override
    public void userReport(final PendingCommand c, final int code, final UserReport report) {
        unacked.remove(c.commandId);
        if (c.userReport != null) {
            if (code == ResultCode.SUCCESS) {
                c.userReport.complete(report);
            } else {
                c.failQuery(code);
            }
        }
    }

    @Override
    public void totals(final PendingCommand c, final int code, final TotalsReport report) {
        unacked.remove(c.commandId);
        if (c.totals != null) {
            if (code == ResultCode.SUCCESS) {
                c.totals.complete(report);
            } else {
                c.failQuery(code);
            }
        }
    }

    @Override
    public void expired(final long sequence, final long timestamp, final long symbol, final long orderId,
            final long uid, final Side side, final long price, final long cancelledSize, final long remaining) {
        expiries++;
        if (listener != null) {
            listener.onCancelled(sequence, symbol, orderId, uid, side, price, cancelledSize, remaining,
                    CancelReason.EXPIRED, timestamp);
        }
    }

    /** @return GTD expiries of the cluster's timer told to this client */
    long expiries() {
        return expiries;
    }

    /** @return leader changes and reconnections seen */
    long failovers() {
        return failovers;
    }

    /** @return commands sent again */
    long resends() {
        return resends;
    }

    @Override
    public void onClose() {
        CloseHelper.quietClose(cluster);
        PendingCommand c;
        while ((c = submissions.poll()) != null) {
            unacked.put(c.commandId, c);
        }
        for (final PendingCommand p : unacked.values()) {
            p.fail(ClusterResultCode.NOT_CONNECTED);
        }
        unacked.clear();
    }

    @Override
    public String roleName() {
        return "bourse-cluster-client";
    }
}
