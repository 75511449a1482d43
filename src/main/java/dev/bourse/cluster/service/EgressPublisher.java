package dev.bourse.cluster.service;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.Side;
import dev.bourse.cluster.sbe.CommandAckEncoder;
import dev.bourse.cluster.sbe.EventKind;
import dev.bourse.cluster.sbe.MessageHeaderEncoder;
import dev.bourse.cluster.sbe.StateCheckAckEncoder;
import io.aeron.cluster.service.ClientSession;
import io.aeron.cluster.service.Cluster;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Sends each command's answer back on the egress of the client session that sent it: the core's listener callbacks
 * (called inline, on the service thread, while the core runs the command) collect the events, and
 * {@link #onResult} encodes them into one {@code CommandAck}, or several when a command has more than
 * {@link #EVENTS_PER_PART} events (every part but the last has {@code last = 0}).
 *
 * <p>Every node runs this; Aeron sends only the leader's offers (a follower's session offer is a no-op), so the client
 * gets one answer. An offer that stays back-pressured after {@link #OFFER_ATTEMPTS} attempts is dropped: the client
 * then re-sends the command after its timeout and is answered {@code DUPLICATE_COMMAND} (the state is the same on
 * every node either way; only the answer's details are lost).
 *
 * <p>A GTD expiry on the cluster's timer is no client's command: each of its {@link CancelReason#EXPIRED}
 * cancellations is sent alone, as a {@code CommandAck} with command id 0 and the symbol in {@code extra1}, to the
 * session {@link ExpiryRoutes} names for the order's user (see {@link #beginExpiry}); an expiry with no route or no
 * open session is counted in {@link #untold()}.
 *
 * <p>Thread-safety: the service thread only. Allocation-free per command.
 */
final class EgressPublisher implements ExchangeListener {
    /** Most events in one CommandAck: 256 entries of 96 bytes, about 25 KB, well inside the egress message limit. */
    static final int EVENTS_PER_PART = 256;
    private static final int OFFER_ATTEMPTS = 3;
    private static final int LONG_FIELDS = 11;

    private final UnsafeBuffer buffer = new UnsafeBuffer(new byte[64 * 1024]);
    private final MessageHeaderEncoder header = new MessageHeaderEncoder();
    private final CommandAckEncoder ack = new CommandAckEncoder();
    private final StateCheckAckEncoder checkAck = new StateCheckAckEncoder();
    private final long[] longs = new long[EVENTS_PER_PART * LONG_FIELDS];
    private final short[] kinds = new short[EVENTS_PER_PART];
    private final short[] sides = new short[EVENTS_PER_PART];
    private final int[] codes = new int[EVENTS_PER_PART];
    private final IdleStrategy idle;
    private final ExpiryRoutes routes;
    private final Cluster cluster;
    private boolean expiring;
    private long untold;
    private int events;
    private ClientSession session;
    private long clientId;
    private long commandId;
    private boolean muted;
    private long dropped;

    /**
     * @param idle    what to do between offer attempts (the cluster's idle strategy)
     * @param routes  where expiries are told
     * @param cluster the cluster, for its sessions
     */
    EgressPublisher(final IdleStrategy idle, final ExpiryRoutes routes, final Cluster cluster) {
        this.idle = idle;
        this.routes = routes;
        this.cluster = cluster;
    }

    /**
     * Starts a command: its answer goes to this session.
     *
     * @param target    the sending session, or null for a command of the service's own, whose events are not sent
     * @param client    the client id
     * @param command   the command id
     */
    void begin(final ClientSession target, final long client, final long command) {
        session = target;
        clientId = client;
        commandId = command;
        events = 0;
        muted = false;
        expiring = false;
    }

    /**
     * Starts a GTD time event of the cluster's timer: no answer, but each expiry told to its owner's client (see
     * {@link ExpiryRoutes}).
     */
    void beginExpiry() {
        begin(null, 0, 0);
        expiring = true;
    }

    /** @return expiries that could not be told: no client known for the user, or its session closed */
    long untold() {
        return untold;
    }

    /** Makes the listener ignore the core's callbacks until the next {@link #begin} (queries answered otherwise). */
    void mute() {
        muted = true;
    }

    /**
     * Answers the current command with a code and no events (refused before the core, or a duplicate).
     *
     * @param resultCode the code
     * @param timestamp  the log time, ns
     */
    void answer(final int resultCode, final long timestamp) {
        events = 0;
        sendPart(0, timestamp, resultCode, true);
    }

    /**
     * Answers a state check.
     *
     * @param sequence  the core's sequence of the digest query
     * @param timestamp the log time, ns
     * @param stateHash the digest
     * @param balanced  whether money is conserved
     */
    void answerCheck(final long sequence, final long timestamp, final long stateHash, final boolean balanced) {
        checkAck.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId).sequence(sequence)
                .timestamp(timestamp).stateHash(stateHash).resultCode(0).balanced((short) (balanced ? 1 : 0));
        offer(MessageHeaderEncoder.ENCODED_LENGTH + checkAck.encodedLength());
    }

    /** @return answers dropped after back-pressure */
    long dropped() {
        return dropped;
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long symbol, final long orderId, final int resultCode, final long timestamp) {
        if (!muted && session != null) {
            sendPart(sequence, timestamp, resultCode, true);
        }
    }

    @Override
    public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide, final long price,
            final long size, final long makerRemaining, final long takerRemaining, final long makerFee,
            final long takerFee, final long timestamp) {
        add(sequence, timestamp, EventKind.FILL, takerSide, 0, makerOrderId, makerUid, price, size, makerRemaining,
                tradeId, takerOrderId, takerUid, takerRemaining, makerFee, takerFee);
    }

    @Override
    public void onRested(final long sequence, final long symbol, final long orderId, final long uid, final Side side,
            final long price, final long remaining, final long visible, final long timestamp) {
        add(sequence, timestamp, EventKind.RESTED, side, 0, orderId, uid, price, 0, remaining, visible, 0, 0, 0, 0,
                0);
    }

    @Override
    public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining,
            final CancelReason reason, final long timestamp) {
        if (expiring && reason == CancelReason.EXPIRED) {
            tellExpiry(sequence, symbol, orderId, uid, side, price, cancelledSize, remaining, timestamp);
            return;
        }
        add(sequence, timestamp, EventKind.CANCELLED, side, reason.ordinal(), orderId, uid, price, cancelledSize,
                remaining, symbol, 0, 0, 0, 0, 0);
    }

    private void tellExpiry(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining, final long timestamp) {
        final ClientSession target = routes.session(uid, cluster);
        if (target == null) {
            untold++;
            return;
        }
        session = target;
        clientId = routes.client(uid);
        commandId = 0;
        events = 0;
        add(sequence, timestamp, EventKind.CANCELLED, side, CancelReason.EXPIRED.ordinal(), orderId, uid, price,
                cancelledSize, remaining, symbol, 0, 0, 0, 0, 0);
        sendPart(sequence, timestamp, 0, true);
        session = null;
        events = 0;
    }

    @Override
    public void onAmended(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long oldPrice, final long newPrice, final long oldRemaining,
            final long newRemaining, final boolean priorityKept, final long timestamp) {
        add(sequence, timestamp, EventKind.AMENDED, side, priorityKept ? 1 : 0, orderId, uid, newPrice, 0,
                newRemaining, oldPrice, oldRemaining, 0, 0, 0, 0);
    }

    @Override
    public void onStopAccepted(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long size, final long timestamp) {
        add(sequence, timestamp, EventKind.STOP_ACCEPTED, side, 0, orderId, uid, triggerPrice, size, 0, 0, 0, 0, 0,
                0, 0);
    }

    @Override
    public void onStopTriggered(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long lastTradePrice, final long timestamp) {
        add(sequence, timestamp, EventKind.STOP_TRIGGERED, side, 0, orderId, uid, triggerPrice, 0, 0,
                lastTradePrice, 0, 0, 0, 0, 0);
    }

    @Override
    public void onRejected(final long sequence, final long symbol, final long orderId, final long uid,
            final int resultCode, final long timestamp) {
        add(sequence, timestamp, EventKind.REJECTED, null, resultCode, orderId, uid, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    private void add(final long sequence, final long timestamp, final EventKind kind, final Side side,
            final int code, final long orderId, final long uid, final long price, final long size,
            final long remaining, final long e1, final long e2, final long e3, final long e4, final long e5,
            final long e6) {
        if (muted || session == null) {
            return;
        }
        if (events == EVENTS_PER_PART) {
            sendPart(sequence, timestamp, 0, false);
            events = 0;
        }
        final int i = events * LONG_FIELDS;
        longs[i] = orderId;
        longs[i + 1] = uid;
        longs[i + 2] = price;
        longs[i + 3] = size;
        longs[i + 4] = remaining;
        longs[i + 5] = e1;
        longs[i + 6] = e2;
        longs[i + 7] = e3;
        longs[i + 8] = e4;
        longs[i + 9] = e5;
        longs[i + 10] = e6;
        kinds[events] = kind.value();
        sides[events] = (short) (side == null ? 0 : side.ordinal());
        codes[events] = code;
        events++;
    }

    private void sendPart(final long sequence, final long timestamp, final int resultCode, final boolean last) {
        ack.wrapAndApplyHeader(buffer, 0, header).clientId(clientId).commandId(commandId).sequence(sequence)
                .timestamp(timestamp).resultCode(resultCode).last((short) (last ? 1 : 0));
        final CommandAckEncoder.EventsEncoder group = ack.eventsCount(events);
        for (int e = 0; e < events; e++) {
            final int i = e * LONG_FIELDS;
            group.next().orderId(longs[i]).uid(longs[i + 1]).price(longs[i + 2]).size(longs[i + 3])
                    .remaining(longs[i + 4]).extra1(longs[i + 5]).extra2(longs[i + 6]).extra3(longs[i + 7])
                    .extra4(longs[i + 8]).extra5(longs[i + 9]).extra6(longs[i + 10])
                    .kind(EventKind.get(kinds[e])).side(sides[e]).code(codes[e]);
        }
        offer(MessageHeaderEncoder.ENCODED_LENGTH + ack.encodedLength());
    }

    private void offer(final int length) {
        if (session == null) {
            return;
        }
        for (int attempt = 0; attempt < OFFER_ATTEMPTS; attempt++) {
            if (session.offer(buffer, 0, length) > 0) {
                return;
            }
            idle.idle();
        }
        dropped++;
    }
}
