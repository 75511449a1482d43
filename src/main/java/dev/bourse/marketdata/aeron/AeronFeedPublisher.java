package dev.bourse.marketdata.aeron;

import dev.bourse.marketdata.codec.FrameSink;
import dev.bourse.marketdata.codec.SbeFeedDecoder;
import dev.bourse.marketdata.codec.SbeFeedEncoder;
import dev.bourse.marketdata.feed.CommandEndHook;
import dev.bourse.marketdata.feed.ExecutionHandler;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedHandler;
import io.aeron.Aeron;
import io.aeron.ExclusivePublication;
import io.aeron.Publication;
import org.agrona.DirectBuffer;
import org.agrona.collections.LongHashSet;

/**
 * Publishes a {@link FeedGenerator}'s messages on Aeron, SBE-encoded: the incremental stream ({@link #feed()}), the
 * snapshot/recovery stream (every symbol's snapshot every {@code snapshotEveryCommands} commands, written between
 * two commands so it fits the incremental stream exactly) and the private reports ({@link #executions()}), each on
 * its own stream id of one channel ({@code aeron:ipc}, or {@code aeron:udp?endpoint=127.0.0.1:port}).
 *
 * <pre>
 *   FeedGenerator --feed()-------> SbeFeedEncoder --> stream S     incremental: every public message
 *        |        --executions()-> SbeFeedEncoder --> stream S + 2 private reports
 *        '-- afterCommand (every N commands) ------> stream S + 1 snapshots: Begin, Orders..., End per symbol
 * </pre>
 *
 * <p><b>Never waits for a subscriber.</b> A message that cannot be offered (no subscriber yet, or one that is behind
 * by a whole window) is tried {@link #OFFER_TRIES} times and then dropped and counted ({@link #dropped()}); a
 * subscriber sees the gap in the symbol's sequence and recovers from the next snapshot. A snapshot with a dropped
 * message is incomplete, and consumers discard it (its order count does not match).
 *
 * <p><b>A dropped message is owed a snapshot.</b> A gap shows only when a later message of the symbol arrives; if the
 * dropped one was the symbol's last for a while (a level removed, then quiet), a subscriber would hold the old level
 * and believe itself exact until the next round. So a public message dropped while a subscriber is connected (on
 * either stream) makes its symbol owed: after the command, that symbol's snapshot goes out on the snapshot stream
 * without waiting for the round, and again after each command whose snapshot of it was dropped in turn. A message
 * dropped because no subscriber is connected owes nothing (a subscriber that connects later joins from a
 * snapshot). The last command's owed snapshot, if dropped too, waits for the next command.
 *
 * <p>Thread-safety: the generator's thread (it is the generator's {@link CommandEndHook}); close after the core
 * stopped.
 */
public final class AeronFeedPublisher implements CommandEndHook, AutoCloseable {
    /** Attempts per message before it is dropped. */
    public static final int OFFER_TRIES = 3;

    private final ExclusivePublication incremental;
    private final ExclusivePublication snapshots;
    private final ExclusivePublication reports;
    private final SbeFeedEncoder incrementalEncoder;
    private final SbeFeedEncoder snapshotEncoder;
    private final SbeFeedEncoder reportEncoder;
    private final long snapshotEveryCommands;
    private final LongHashSet owed = new LongHashSet();
    private long commands;
    private long owedSnapshots;
    private long dropped;
    private long sent;

    /**
     * @param aeron                 a connected client
     * @param channel               {@code aeron:ipc} or an {@code aeron:udp} channel
     * @param streamId              the incremental stream; snapshots on {@code streamId + 1}, private reports on
     *                              {@code streamId + 2}
     * @param snapshotEveryCommands commands between two rounds of snapshots, &gt; 0
     */
    public AeronFeedPublisher(final Aeron aeron, final String channel, final int streamId,
            final long snapshotEveryCommands) {
        if (snapshotEveryCommands <= 0) {
            throw new IllegalArgumentException("snapshotEveryCommands must be > 0: " + snapshotEveryCommands);
        }
        this.incremental = aeron.addExclusivePublication(channel, streamId);
        this.snapshots = aeron.addExclusivePublication(channel, streamId + 1);
        this.reports = aeron.addExclusivePublication(channel, streamId + 2);
        this.incrementalEncoder = new SbeFeedEncoder(sink(incremental));
        this.snapshotEncoder = new SbeFeedEncoder(sink(snapshots));
        this.reportEncoder = new SbeFeedEncoder(sink(reports));
        this.snapshotEveryCommands = snapshotEveryCommands;
    }

    private FrameSink sink(final Publication publication) {
        return (buffer, offset, length) -> offer(publication, buffer, offset, length);
    }

    private void offer(final Publication publication, final DirectBuffer buffer, final int offset,
            final int length) {
        long result = 0;
        for (int i = 0; i < OFFER_TRIES; i++) {
            result = publication.offer(buffer, offset, length);
            if (result > 0) {
                sent++;
                return;
            }
        }
        dropped++;
        if (result != Publication.NOT_CONNECTED && result != Publication.CLOSED && publication != reports
                && SbeFeedDecoder.isPublic(buffer, offset, length)) {
            owed.add(SbeFeedDecoder.symbolOf(buffer, offset));
        }
    }

    /** @return the handler for the generator's public messages */
    public FeedHandler feed() {
        return incrementalEncoder;
    }

    /** @return the handler for the generator's private reports */
    public ExecutionHandler executions() {
        return reportEncoder;
    }

    @Override
    public void afterCommand(final FeedGenerator feed, final long commandSeq, final long timestamp) {
        if (++commands % snapshotEveryCommands == 0) {
            owed.clear();
            for (int i = 0; i < feed.symbolCount(); i++) {
                feed.snapshot(feed.symbolAt(i), snapshotEncoder);
            }
        } else if (!owed.isEmpty()) {
            for (int i = 0; i < feed.symbolCount(); i++) {
                final long symbol = feed.symbolAt(i);
                if (owed.remove(symbol)) {
                    owedSnapshots++;
                    feed.snapshot(symbol, snapshotEncoder);
                }
            }
        }
    }

    /** @return snapshots sent out of round because a message of their symbol had been dropped */
    public long owedSnapshots() {
        return owedSnapshots;
    }

    /** @return symbols owed a snapshot now (a message of theirs dropped, the snapshot not sent yet) */
    public int owedSymbols() {
        return owed.size();
    }

    /** @return messages dropped because no subscriber took them in time */
    public long dropped() {
        return dropped;
    }

    /** @return messages offered successfully */
    public long sent() {
        return sent;
    }

    /** @return whether a subscriber is connected to the incremental stream */
    public boolean isConnected() {
        return incremental.isConnected();
    }

    @Override
    public void close() {
        incremental.close();
        snapshots.close();
        reports.close();
    }
}
