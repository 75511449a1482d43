package dev.bourse.cli;

import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.gateway.binary.client.BinaryClient;
import dev.bourse.gateway.binary.client.ResponseListener;
import dev.bourse.gateway.binary.sbe.LogoutReason;
import dev.bourse.gateway.binary.sbe.RequestType;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;

/**
 * One member's open-loop load over a {@link BinaryClient}: a sender thread enters orders in batches at fixed intended
 * times (batch {@code k} is due at {@code start + k x batch / rate}, whether or not earlier answers came back), and the
 * polling thread records, per order, the time from its batch's intended send time to its Accepted (every order) and
 * to its Executed (the asks, each of which takes the bid entered just before it: GTC 1 lot at one price, alternating
 * sides). Measured from the intended time, a stall shows in the latencies instead of slowing the load down.
 * <p>Thread-safety: {@link #send()} on one thread and {@link #poll()} on another.
 */
final class BinaryLoadRun implements ResponseListener {
    private static final int WINDOW = 1 << 22;
    private final BinaryClient client;
    private final long uid;
    private final long symbol;
    private final long price;
    private final long orderIdBase;
    private final double ratePerSecond;
    private final int batch;
    private final long orders;
    private final AtomicLongArray intended = new AtomicLongArray(WINDOW);
    private final Histogram accepted = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
    private final Histogram executed = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
    private final OrderRequest request = new OrderRequest();
    private long answered;
    private long rejected;
    private int firstRejectCode;
    private volatile String logout;
    private volatile long sendStartNanos;
    private volatile long sendEndNanos;

    /**
     * @param client        the member's logged-in client
     * @param uid           the member
     * @param symbol        the symbol traded
     * @param price         the one price of every order, ticks
     * @param orderIdBase   added to the order's number (1, 2, ...) to make its order id, so that runs against a
     *                      running node do not reuse ids
     * @param ratePerSecond this member's target rate
     * @param batch         orders per write
     * @param orders        orders in all
     */
    BinaryLoadRun(final BinaryClient client, final long uid, final long symbol, final long price,
            final long orderIdBase, final double ratePerSecond, final int batch, final long orders) {
        this.client = client;
        this.uid = uid;
        this.symbol = symbol;
        this.price = price;
        this.orderIdBase = orderIdBase;
        this.ratePerSecond = ratePerSecond;
        this.batch = batch;
        this.orders = orders;
    }

    /** Enters every order on schedule. */
    void send() throws IOException {
        final long start = System.nanoTime();
        sendStartNanos = start;
        final double nanosPerOrder = 1e9 / ratePerSecond;
        long id = 0;
        for (long k = 0; id < orders; k++) {
            final long due = start + (long) (k * batch * nanosPerOrder);
            long now;
            while ((now = System.nanoTime()) < due) {
                if (due - now > 100_000) {
                    LockSupport.parkNanos(due - now - 50_000);
                } else {
                    Thread.onSpinWait();
                }
            }
            for (int j = 0; j < batch && id < orders; j++) {
                id++;
                intended.lazySet((int) (id & (WINDOW - 1)), due);
                final boolean ask = (id & 1) == 0;
                client.enter(id, request.clear().uid(uid).symbol(symbol).orderId(orderIdBase + id)
                        .side(ask ? Side.ASK : Side.BID).type(OrderType.GTC).price(price).size(1));
            }
            client.flush();
            client.keepAlive();
        }
        sendEndNanos = System.nanoTime();
    }

    /**
     * Reads once and dispatches what arrived.
     *
     * @return whether every order is answered
     * @throws IOException if the connection failed or closed before
     */
    boolean poll() throws IOException {
        if (answered < orders && client.poll(this) < 0) {
            throw new IOException("the server closed the connection of member " + uid
                    + (logout == null ? "" : ": Logout " + logout));
        }
        return answered >= orders;
    }

    @Override
    public void onAccepted(final long seq, final long commandId, final long coreSequence, final long timestamp,
            final long symbol, final long orderId, final RequestType type) {
        answered++;
        accepted.recordValue(Math.max(0, System.nanoTime() - intended.get((int) (commandId & (WINDOW - 1)))));
    }

    @Override
    public void onRejected(final long seq, final long commandId, final long coreSequence, final long timestamp,
            final long symbol, final long orderId, final int code, final RequestType type) {
        answered++;
        if (rejected++ == 0) {
            firstRejectCode = code;
        }
    }

    @Override
    public void onExecuted(final long seq, final long commandId, final long coreSequence, final long timestamp,
            final long symbol, final long orderId, final long tradeId, final long price, final long size,
            final long remaining, final long fee, final Side side, final boolean maker) {
        if (!maker && commandId != 0) {
            executed.recordValue(Math.max(0, System.nanoTime() - intended.get((int) (commandId & (WINDOW - 1)))));
        }
    }

    @Override
    public void onLogout(final LogoutReason reason, final String text) {
        logout = reason + (text.isEmpty() ? "" : " (" + text + ")");
    }

    /** @return the server's Logout reason and text, or null when none came */
    String logout() {
        return logout;
    }

    Histogram accepted() {
        return accepted;
    }

    Histogram executed() {
        return executed;
    }

    long answered() {
        return answered;
    }

    long rejected() {
        return rejected;
    }

    int firstRejectCode() {
        return firstRejectCode;
    }

    /** @return ns the sender took to send everything (0 until it finished) */
    long uid() {
        return uid;
    }

    long sendNanos() {
        final long end = sendEndNanos;
        return end == 0 ? 0 : end - sendStartNanos;
    }
}
