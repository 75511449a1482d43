package dev.bourse.marketdata.live;

import dev.bourse.marketdata.codec.SbeFeedDecoder;
import dev.bourse.marketdata.feed.ExecutionHandler;
import dev.bourse.marketdata.feed.FeedHandler;
import java.util.concurrent.atomic.AtomicBoolean;
import org.agrona.concurrent.AtomicBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.broadcast.BroadcastReceiver;

/**
 * One reader of a {@link FeedBroadcastPublisher}'s stream, on its own cursor: {@link #poll} copies each frame out
 * (the publisher may overwrite it at any moment), checks that the copy was not overrun while taken, and decodes it
 * into the handlers. When the publisher laps this reader (it stalled, or reads too slowly), or a frame was overrun
 * while copied, messages were lost: {@link #losses()} counts it and the handler hears
 * {@link FeedHandler#onMessagesLost()} (a {@code BookBuilder} drops every book), and the publisher is asked for the
 * next round of snapshots, which makes it exact again.
 *
 * <p>Thread-safety: one thread polls; {@link #losses()} and {@link #frames()} on that thread too.
 */
public final class FeedBroadcastSubscriber {
    private final BroadcastReceiver receiver;
    private final UnsafeBuffer copy;
    private final SbeFeedDecoder decoder;
    private final FeedHandler books;
    private final AtomicBoolean asked;
    private long lapped;
    private long losses;
    private long frames;

    FeedBroadcastSubscriber(final AtomicBuffer buffer, final FeedHandler books, final ExecutionHandler executions,
            final AtomicBoolean asked) {
        this.receiver = new BroadcastReceiver(buffer);
        this.copy = new UnsafeBuffer(new byte[receiver.capacity() / 8]);
        this.decoder = new SbeFeedDecoder(books, executions);
        this.books = books;
        this.asked = asked;
        this.lapped = receiver.lappedCount();
    }

    /**
     * Reads up to {@code limit} frames.
     *
     * @param limit frames at most, &gt; 0
     * @return frames read (delivered or found overrun); 0 when the stream has nothing new
     */
    public int poll(final int limit) {
        int read = 0;
        while (read < limit && receiver.receiveNext()) {
            read++;
            if (receiver.lappedCount() != lapped) {
                lapped = receiver.lappedCount();
                lost();
            }
            final int length = receiver.length();
            if (length > copy.capacity()) {
                continue;
            }
            copy.putBytes(0, receiver.buffer(), receiver.offset(), length);
            if (!receiver.validate()) {
                lost();
                continue;
            }
            frames++;
            decoder.decode(copy, 0, length);
        }
        return read;
    }

    private void lost() {
        losses++;
        asked.set(true);
        books.onMessagesLost();
    }

    /** @return how many times messages were lost (lapped, or a frame overrun while copied) */
    public long losses() {
        return losses;
    }

    /** @return frames decoded */
    public long frames() {
        return frames;
    }
}
