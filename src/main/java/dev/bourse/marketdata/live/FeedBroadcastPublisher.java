package dev.bourse.marketdata.live;

import dev.bourse.marketdata.codec.SbeFeedEncoder;
import dev.bourse.marketdata.feed.CommandEndHook;
import dev.bourse.marketdata.feed.ExecutionHandler;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedHandler;
import java.nio.ByteBuffer;
import java.util.concurrent.atomic.AtomicBoolean;
import org.agrona.concurrent.AtomicBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.broadcast.BroadcastBufferDescriptor;
import org.agrona.concurrent.broadcast.BroadcastTransmitter;

/**
 * The in-process feed for any number of subscribers that may be slow or stall: the generator's messages, SBE-encoded
 * ({@link SbeFeedEncoder}), go into one broadcast buffer that the publisher never waits for; each
 * {@link FeedBroadcastSubscriber} reads it on its own cursor, on its own thread. Every
 * {@code snapshotEveryCommands} commands the publisher writes every symbol's snapshot into the same stream, between
 * two commands, tagged with the symbol's sequence: a subscriber that is in sequence skips it; one that fell behind
 * takes it and is exact again. A round is written only when a subscriber asked for one since the last (it joined, or
 * lost messages), and otherwise every {@value #UNASKED_ROUND_EVERY}th round: in the steady state, with every reader in
 * sequence, walking every book for snapshots nobody takes was about a quarter of the feed thread's time (8 books of
 * about 1,000 orders, a round every 1,000 commands, in {@code FeedCostProbe}).
 *
 * <pre>
 *   FeedGenerator --feed(), executions()--&gt; SbeFeedEncoder --&gt; broadcast buffer (overwrites the oldest)
 *        '-- afterCommand: every N commands, each symbol's snapshot ----^         |        |
 *                                                                       subscriber 1 ... subscriber k (own cursors)
 * </pre>
 *
 * <p>A subscriber lapped by the publisher loses messages: it is told so ({@link FeedHandler} desyncs, see
 * {@link FeedBroadcastSubscriber}) and waits for the next snapshot round. Nothing a subscriber does reaches the
 * generator or the core.
 *
 * <p>Thread-safety: the generator's thread (it is the generator's {@link CommandEndHook}); subscribers on any other
 * threads, one each.
 */
public final class FeedBroadcastPublisher implements CommandEndHook {
    /** The broadcast type id of every frame (a message's own header says what it is). */
    static final int FRAME_TYPE = 1;
    /** Of the rounds due with no subscriber asking, one in this many is written anyway (a reader desynchronised for
     *  another reason than a loss, a feed reset, still finds a snapshot). */
    static final int UNASKED_ROUND_EVERY = 16;

    private final AtomicBuffer buffer;
    private final BroadcastTransmitter transmitter;
    private final SbeFeedEncoder encoder;
    private final long snapshotEveryCommands;
    private final AtomicBoolean asked = new AtomicBoolean(true);
    private long commands;
    private long rounds;
    private long roundsDue;
    private long frames;

    /**
     * @param capacityBytes         the buffer's size: a power of two, at least 64 KiB; a subscriber lagging more than
     *                              this many bytes of messages behind is lapped
     * @param snapshotEveryCommands commands between two rounds of snapshots, &gt; 0
     */
    public FeedBroadcastPublisher(final int capacityBytes, final long snapshotEveryCommands) {
        if (capacityBytes < (1 << 16) || Integer.bitCount(capacityBytes) != 1) {
            throw new IllegalArgumentException("capacity must be a power of two >= 64 KiB: " + capacityBytes);
        }
        if (snapshotEveryCommands <= 0) {
            throw new IllegalArgumentException("snapshotEveryCommands must be > 0: " + snapshotEveryCommands);
        }
        this.buffer = new UnsafeBuffer(ByteBuffer.allocateDirect(
                capacityBytes + BroadcastBufferDescriptor.TRAILER_LENGTH));
        this.transmitter = new BroadcastTransmitter(buffer);
        this.encoder = new SbeFeedEncoder((b, offset, length) -> {
            transmitter.transmit(FRAME_TYPE, b, offset, length);
            frames++;
        });
        this.snapshotEveryCommands = snapshotEveryCommands;
    }

    /** @return the handler for the generator's public messages */
    public FeedHandler feed() {
        return encoder;
    }

    /** @return the handler for the generator's private reports (the same stream) */
    public ExecutionHandler executions() {
        return encoder;
    }

    /**
     * A new subscriber, reading from the publisher's current position on. May be called from any thread.
     *
     * @param books receives the public messages (a {@code BookBuilder}); called on the subscriber's thread
     * @param executions receives the private reports; null to skip them
     * @return the subscriber, to poll on one thread
     */
    public FeedBroadcastSubscriber subscribe(final FeedHandler books, final ExecutionHandler executions) {
        asked.set(true);
        return new FeedBroadcastSubscriber(buffer, books, executions, asked);
    }

    @Override
    public void afterCommand(final FeedGenerator feed, final long commandSeq, final long timestamp) {
        if (++commands % snapshotEveryCommands == 0
                && (asked.getAndSet(false) || ++roundsDue % UNASKED_ROUND_EVERY == 0)) {
            rounds++;
            for (int i = 0; i < feed.symbolCount(); i++) {
                feed.snapshot(feed.symbolAt(i), encoder);
            }
        }
    }

    /** @return snapshot rounds written so far (generator's thread) */
    public long rounds() {
        return rounds;
    }

    /** @return frames written so far (generator's thread) */
    public long frames() {
        return frames;
    }
}
