package dev.bourse.marketdata.aeron;

import dev.bourse.marketdata.client.BookBuilder;
import dev.bourse.marketdata.codec.SbeFeedDecoder;
import io.aeron.Aeron;
import io.aeron.ControlledFragmentAssembler;
import io.aeron.FragmentAssembler;
import io.aeron.Subscription;
import io.aeron.logbuffer.ControlledFragmentHandler.Action;
import io.aeron.logbuffer.Header;
import org.agrona.DirectBuffer;

/**
 * Subscribes to an {@link AeronFeedPublisher}'s incremental and snapshot streams and keeps a {@link BookBuilder} exact,
 * joining late and recovering from gaps the way a snapshot loop is meant to be used:
 * <ol>
 *   <li>Recovering (at start, or when a symbol's book was dropped after a gap or a reset): read only the snapshot
 *       stream until every symbol heard of is exact. The incremental stream waits meanwhile in Aeron's buffers.</li>
 *   <li>Then read the incremental stream: messages at or below a symbol's snapshot sequence are skipped, the next ones
 *       apply. A message the books cannot take ({@link BookBuilder#readyFor}: a gap, or a symbol not exact) is held
 *       back, not consumed, and the subscriber goes back to 1; once a snapshot made the symbol exact again, the held
 *       message is read again and applies or is skipped.</li>
 * </ol>
 * The snapshot stream is drained in both states (stale snapshots are skipped), so it never holds the publisher back.
 * The two streams are not ordered with each other: the increments may run ahead of the snapshot that precedes them
 * in the publisher. Holding back is what keeps that from losing them: an increment read and dropped while its symbol
 * loaded an older snapshot would leave the book exact as of that snapshot but short of the increment, with nothing to
 * tell it so if the symbol went quiet.
 *
 * <p>Thread-safety: one polling thread, which also reads the books.
 */
public final class AeronFeedSubscriber implements AutoCloseable {
    private static final int FRAGMENTS_PER_POLL = 64;

    private final Subscription incremental;
    private final Subscription snapshots;
    private final BookBuilder books;
    private final ControlledFragmentAssembler incrementalAssembler;
    private final FragmentAssembler snapshotAssembler;
    private final SbeFeedDecoder decoder;
    private boolean recovering = true;
    private boolean held;
    private long recoveries;

    /**
     * @param aeron    a connected client
     * @param channel  the publisher's channel
     * @param streamId the publisher's incremental stream (snapshots on {@code streamId + 1})
     * @param books    the books to keep
     */
    public AeronFeedSubscriber(final Aeron aeron, final String channel, final int streamId, final BookBuilder books) {
        this.books = books;
        this.decoder = new SbeFeedDecoder(books, null);
        this.incremental = aeron.addSubscription(channel, streamId);
        this.snapshots = aeron.addSubscription(channel, streamId + 1);
        this.incrementalAssembler = new ControlledFragmentAssembler(this::onIncrement);
        this.snapshotAssembler = new FragmentAssembler(
                (buffer, offset, length, header) -> decoder.decode(buffer, offset, length));
    }

    /**
     * Reads what has arrived, within a bounded amount of work.
     *
     * @return fragments read (0: nothing arrived)
     */
    public int poll() {
        int work = snapshots.poll(snapshotAssembler, FRAGMENTS_PER_POLL);
        if (recovering) {
            if (allExact()) {
                recovering = false;
            }
            return work;
        }
        held = false;
        work += incremental.controlledPoll(incrementalAssembler, FRAGMENTS_PER_POLL);
        if (held || !allExact()) {
            recovering = true;
            recoveries++;
        }
        return work;
    }

    private Action onIncrement(final DirectBuffer buffer, final int offset, final int length, final Header header) {
        if (SbeFeedDecoder.isPublic(buffer, offset, length)
                && !books.readyFor(SbeFeedDecoder.symbolOf(buffer, offset), SbeFeedDecoder.seqOf(buffer, offset))) {
            held = true;
            return Action.ABORT;
        }
        decoder.decode(buffer, offset, length);
        return Action.CONTINUE;
    }

    private boolean allExact() {
        final int n = books.symbolCount();
        if (n == 0) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!books.isSynced(books.symbolAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** @return whether it waits for snapshots */
    public boolean isRecovering() {
        return recovering;
    }

    /** @return times a gap or reset sent it back to the snapshots */
    public long recoveries() {
        return recoveries;
    }

    /** @return whether both streams have a publisher connected */
    public boolean isConnected() {
        return incremental.isConnected() && snapshots.isConnected();
    }

    /** @return the books it keeps */
    public BookBuilder books() {
        return books;
    }

    /** @return messages the decoder could not read */
    public long rejected() {
        return decoder.rejected();
    }

    @Override
    public void close() {
        incremental.close();
        snapshots.close();
    }
}
