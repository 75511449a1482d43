package dev.bourse.gateway.binary;

import dev.bourse.api.CancelReason;
import dev.bourse.api.Side;
import dev.bourse.gateway.binary.client.BinaryClient;
import dev.bourse.gateway.binary.client.ResponseListener;
import dev.bourse.gateway.binary.sbe.LogoutReason;
import dev.bourse.gateway.binary.sbe.RequestType;
import dev.bourse.gateway.binary.sbe.SessionRejectReason;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Records what a client hears as one line per message (without the core-assigned sequence, timestamp and trade id),
 * so tests compare whole lists.
 */
final class ResponseRecorder implements ResponseListener {
    final List<String> lines = new ArrayList<>();
    long lastSeq;
    int heartbeats;

    @Override
    public void onHeartbeat(final long timestamp) {
        heartbeats++;
    }

    @Override
    public void onAccepted(final long seq, final long commandId, final long coreSequence, final long timestamp,
            final long symbol, final long orderId, final RequestType type) {
        lastSeq = seq;
        lines.add("Accepted " + seq + " cmd " + commandId + " " + type + " order " + (int) orderId);
    }

    @Override
    public void onRejected(final long seq, final long commandId, final long coreSequence, final long timestamp,
            final long symbol, final long orderId, final int code, final RequestType type) {
        lastSeq = seq;
        lines.add("Rejected " + seq + " cmd " + commandId + " " + type + " order " + (int) orderId + " "
                + GatewayResultCode.name(code) + (coreSequence == 0 ? " before core" : ""));
    }

    @Override
    public void onExecuted(final long seq, final long commandId, final long coreSequence, final long timestamp,
            final long symbol, final long orderId, final long tradeId, final long price, final long size,
            final long remaining, final long fee, final Side side, final boolean maker) {
        lastSeq = seq;
        lines.add("Executed " + seq + " cmd " + commandId + " order " + (int) orderId + " " + side + " " + size + "@"
                + price + " rem " + remaining + " fee " + fee + (maker ? " MAKER" : " TAKER"));
    }

    @Override
    public void onCanceled(final long seq, final long commandId, final long coreSequence, final long timestamp,
            final long symbol, final long orderId, final long price, final long canceledSize, final long remaining,
            final Side side, final CancelReason reason) {
        lastSeq = seq;
        lines.add("Canceled " + seq + " cmd " + commandId + " order " + (int) orderId + " " + side + " "
                + canceledSize + "@" + price + " rem " + remaining + " " + reason);
    }

    @Override
    public void onReplaced(final long seq, final long commandId, final long coreSequence, final long timestamp,
            final long symbol, final long orderId, final long oldPrice, final long newPrice, final long oldRemaining,
            final long newRemaining, final Side side, final boolean priorityKept) {
        lastSeq = seq;
        lines.add("Replaced " + seq + " cmd " + commandId + " order " + (int) orderId + " " + oldRemaining + "@"
                + oldPrice + " -> " + newRemaining + "@" + newPrice + (priorityKept ? " kept" : " lost"));
    }

    @Override
    public void onSessionReject(final int refusedTemplateId, final SessionRejectReason reason, final String text) {
        lines.add("SessionReject " + refusedTemplateId + " " + reason);
    }

    @Override
    public void onLogout(final LogoutReason reason, final String text) {
        lines.add("Logout " + reason);
    }

    /**
     * Polls until the recorded lines pass the test (heartbeats are not recorded), keeping the connection alive.
     *
     * @return the lines
     */
    List<String> await(final BinaryClient client, final Predicate<List<String>> done) throws IOException {
        return await(client, done, true);
    }

    /** Polls as {@link #await}, sending nothing (so a silent client can be timed out). */
    List<String> awaitSilently(final BinaryClient client, final Predicate<List<String>> done) throws IOException {
        return await(client, done, false);
    }

    private List<String> await(final BinaryClient client, final Predicate<List<String>> done,
            final boolean keepAlive) throws IOException {
        final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!done.test(lines)) {
            if (keepAlive && !client.isClosed()) {
                client.keepAlive();
            }
            if (client.poll(this) < 0) {
                if (done.test(lines)) {
                    break;
                }
                throw new AssertionError("connection closed; heard " + lines);
            }
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("timed out; heard " + lines);
            }
            Thread.onSpinWait();
        }
        return lines;
    }

    List<String> awaitCount(final BinaryClient client, final int count) throws IOException {
        return await(client, l -> l.size() >= count);
    }
}
