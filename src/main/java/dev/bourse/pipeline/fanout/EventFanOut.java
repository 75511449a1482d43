package dev.bourse.pipeline.fanout;

import dev.bourse.api.LagPolicy;
import dev.bourse.api.EventConsumer;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.command.CommandType;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicLong;
import org.agrona.concurrent.Agent;
import org.agrona.concurrent.AgentRunner;
import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;
import org.agrona.concurrent.broadcast.BroadcastBufferDescriptor;
import org.agrona.concurrent.broadcast.BroadcastTransmitter;
import org.agrona.concurrent.ringbuffer.OneToOneRingBuffer;
import org.agrona.concurrent.ringbuffer.RingBufferDescriptor;

/**
 * The producer of the event stream: an {@link ExchangeListener} that encodes every callback of the core, without
 * allocating, into one fixed-length record ({@link EventDescriptor}), numbers it with the next stream position and
 * hands it to every consumer, each of which runs on its own thread on its own position ({@link EventFanOut.Builder}
 * adds them). Give it to the core as its listener. Consumers of {@link LagPolicy#DROP} share one broadcast buffer that
 * the publisher never waits for; each consumer of {@link LagPolicy#BLOCK} has its own ring buffer, and the publisher
 * waits (by its idle strategy) while that ring is full.
 *
 * <p>The in-thread {@link ExchangeListener} stays the zero-overhead option: it costs a call per event and nothing
 * else, but it runs on the core's results thread, so whatever it does holds back the core. This class costs the
 * encoding and one copy of {@value EventDescriptor#LENGTH} bytes per DROP buffer and per BLOCK consumer per event,
 * plus the level bookkeeping, and nothing a consumer does reaches the core unless a BLOCK consumer's ring fills.
 *
 * <p>Replay: the publisher asks the core for the commands it replays from its journal at start
 * ({@link #receivesReplayedCommands()}), so that its level bookkeeping sees every book from its creation; their
 * records carry {@link EventDescriptor#FLAG_REPLAYED} and reach only the consumers that asked for them.
 *
 * <p>Thread-safety: the listener side is called by the core's results stage, one callback at a time (in the INLINE
 * layout the submitting threads take turns, and the turn orders their callbacks). {@link #subscriptions()},
 * {@link #position()} and {@link #producerWaits()} may be read from any thread; {@link #close()} from any one thread.
 */
public final class EventFanOut implements ExchangeListener, AutoCloseable {
    private final EventEncoder encoder = new EventEncoder();
    private final UnsafeBuffer record = encoder.buffer();
    private final LevelTracker levels = new LevelTracker();
    private final BroadcastTransmitter transmitter;
    private final BlockingLink[] links;
    private final AgentRunner[] runners;
    private final List<Subscription> subscriptions;
    private final IdleStrategy producerIdle;
    private final ThreadFactory threadFactory;
    private final AtomicLong published = new AtomicLong();
    private final AtomicLong waits = new AtomicLong();
    private long position;
    private int flags;
    private boolean started;
    private boolean closed;

    EventFanOut(final BroadcastTransmitter transmitter, final BlockingLink[] links, final AgentRunner[] runners,
            final List<Subscription> subscriptions, final IdleStrategy producerIdle,
            final ThreadFactory threadFactory) {
        this.transmitter = transmitter;
        this.links = links;
        this.runners = runners;
        this.subscriptions = subscriptions;
        this.producerIdle = producerIdle;
        this.threadFactory = threadFactory;
    }

    /**
     * @return a builder for a fan-out with the default buffers and strategies and no consumer yet
     */
    public static Builder builder() {
        return new Builder();
    }

    /** @return every consumer's subscription, in the order they were added */
    public List<Subscription> subscriptions() {
        return subscriptions;
    }

    /** @return the position of the last record published, 0 before the first */
    public long position() {
        return published.get();
    }

    /** @return how many times the publisher idled waiting for a full BLOCK consumer's ring */
    public long producerWaits() {
        return waits.get();
    }

    /**
     * Starts one thread per consumer, once; a fan-out closed before it was started starts nothing. Start it before the
     * core it listens to publishes, so that every consumer's position begins at the stream's first record.
     *
     * @return this
     */
    public synchronized EventFanOut startConsumers() {
        if (started || closed) {
            return this;
        }
        started = true;
        for (final AgentRunner runner : runners) {
            AgentRunner.startOnThread(runner, threadFactory);
        }
        return this;
    }

    /**
     * Stops the consumers after each has read what was published so far (a BLOCK consumer also stops gating the
     * publisher: records for it are then dropped). Stop the core first; a consumer stuck in a callback holds this
     * call until it returns.
     */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (final BlockingLink link : links) {
            link.close();
        }
        if (!started) {
            return;
        }
        for (final AgentRunner runner : runners) {
            runner.close();
        }
    }

    /** @return true: the level bookkeeping needs every event of a book; replays reach only consumers that ask */
    @Override
    public boolean receivesReplayedCommands() {
        return true;
    }

    @Override
    public void onReplay(final boolean replaying) {
        flags = replaying ? EventDescriptor.FLAG_REPLAYED : 0;
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long symbol, final long orderId, final int resultCode, final long timestamp) {
        encoder.begin(EventDescriptor.RESULT, sequence, timestamp, symbol, flags).order(orderId, uid,
                EventDescriptor.NO_SIDE).other(correlationId, 0).codes(resultCode, commandType);
        if (commandType == CommandType.ADD_SYMBOL && resultCode == ResultCode.SUCCESS) {
            levels.added(symbol);
        }
        publish();
    }

    @Override
    public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
            final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide, final long price,
            final long size, final long makerRemaining, final long takerRemaining, final long makerFee,
            final long takerFee, final long timestamp) {
        encoder.begin(EventDescriptor.TRADE, sequence, timestamp, symbol, flags)
                .order(makerOrderId, makerUid, takerSide.ordinal()).other(takerOrderId, takerUid).prices(price, 0)
                .sizes(size, makerRemaining, takerRemaining).trade(tradeId, makerFee, takerFee);
        levels.traded(symbol, makerOrderId, takerSide.opposite().ordinal(), size, makerRemaining);
        publishWithLevel();
    }

    @Override
    public void onRested(final long sequence, final long symbol, final long orderId, final long uid, final Side side,
            final long price, final long remaining, final long visible, final long timestamp) {
        encoder.begin(EventDescriptor.RESTED, sequence, timestamp, symbol, flags).order(orderId, uid, side.ordinal())
                .prices(price, 0).sizes(remaining, visible, 0);
        levels.rested(symbol, orderId, side.ordinal(), price, remaining, visible);
        publishWithLevel();
    }

    @Override
    public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long price, final long cancelledSize, final long remaining,
            final CancelReason reason, final long timestamp) {
        encoder.begin(EventDescriptor.CANCELLED, sequence, timestamp, symbol, flags)
                .order(orderId, uid, side.ordinal()).prices(price, 0).sizes(cancelledSize, remaining, 0)
                .codes(reason.ordinal(), 0);
        levels.cancelled(symbol, orderId, side.ordinal(), cancelledSize, remaining, reason.ordinal());
        publishWithLevel();
    }

    @Override
    public void onAmended(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long oldPrice, final long newPrice, final long oldRemaining,
            final long newRemaining, final boolean priorityKept, final long timestamp) {
        encoder.begin(EventDescriptor.AMENDED, sequence, timestamp, symbol, flags)
                .order(orderId, uid, side.ordinal()).prices(oldPrice, newPrice).sizes(oldRemaining, newRemaining, 0);
        if (priorityKept) {
            encoder.flag(EventDescriptor.FLAG_PRIORITY_KEPT);
        }
        levels.amended(symbol, orderId, side.ordinal(), newRemaining, priorityKept);
        publishWithLevel();
    }

    @Override
    public void onStopAccepted(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long size, final long timestamp) {
        encoder.begin(EventDescriptor.STOP_ACCEPTED, sequence, timestamp, symbol, flags)
                .order(orderId, uid, side.ordinal()).prices(triggerPrice, 0).sizes(size, 0, 0);
        publish();
    }

    @Override
    public void onStopTriggered(final long sequence, final long symbol, final long orderId, final long uid,
            final Side side, final long triggerPrice, final long lastTradePrice, final long timestamp) {
        encoder.begin(EventDescriptor.STOP_TRIGGERED, sequence, timestamp, symbol, flags)
                .order(orderId, uid, side.ordinal()).prices(triggerPrice, lastTradePrice);
        publish();
    }

    @Override
    public void onRejected(final long sequence, final long symbol, final long orderId, final long uid,
            final int resultCode, final long timestamp) {
        encoder.begin(EventDescriptor.REJECTED, sequence, timestamp, symbol, flags)
                .order(orderId, uid, EventDescriptor.NO_SIDE).codes(resultCode, 0);
        publish();
    }

    private void publishWithLevel() {
        encoder.level(levels.side(), levels.visible(), levels.orders());
        publish();
    }

    private void publish() {
        final long next = position + 1;
        position = next;
        encoder.position(next);
        final int kind = encoder.kind();
        if (transmitter != null) {
            transmitter.transmit(kind, record, 0, EventDescriptor.LENGTH);
        }
        for (final BlockingLink link : links) {
            offer(link, kind);
        }
        published.lazySet(next);
    }

    private void offer(final BlockingLink link, final int kind) {
        if (link.ring.write(kind, record, 0, EventDescriptor.LENGTH)) {
            link.wake();
            return;
        }
        while (!link.ring.write(kind, record, 0, EventDescriptor.LENGTH)) {
            if (link.isClosed()) {
                link.dropped++;
                producerIdle.reset();
                return;
            }
            waits.lazySet(waits.get() + 1);
            producerIdle.idle();
        }
        producerIdle.reset();
        link.wake();
    }

    /**
     * Adds consumers and sizes the buffers, then {@link #start()}s the consumers' threads and returns the publisher.
     * Defaults: a DROP buffer of {@value #DEFAULT_DROP_BUFFER_BYTES} bytes, a BLOCK ring of
     * {@value #DEFAULT_BLOCK_BUFFER_BYTES} bytes per consumer, a backing-off idle strategy for the publisher and for
     * each consumer, daemon threads.
     *
     * <p>Thread-safety: none; one thread builds.
     */
    public static final class Builder {
        /** Default size of the shared DROP buffer, bytes (6241 records of 168 bytes with Agrona's header). */
        public static final int DEFAULT_DROP_BUFFER_BYTES = 1 << 20;
        /** Default size of each BLOCK consumer's ring, bytes (1560 records of 168 bytes with Agrona's header). */
        public static final int DEFAULT_BLOCK_BUFFER_BYTES = 1 << 18;
        /** Smallest buffer, bytes: a buffer holds at least 8 records (Agrona's limit on a message's length). */
        public static final int MIN_BUFFER_BYTES = 1 << 11;
        /** Largest buffer, bytes. */
        public static final int MAX_BUFFER_BYTES = 1 << 30;
        /** Records a consumer reads per turn of its duty loop. */
        private static final int BATCH = 256;

        private final List<Added> added = new ArrayList<>();
        private int dropBufferBytes = DEFAULT_DROP_BUFFER_BYTES;
        private int blockBufferBytes = DEFAULT_BLOCK_BUFFER_BYTES;
        private IdleStrategy producerIdle;
        private ThreadFactory threadFactory;

        private record Added(String name, EventConsumer consumer, LagPolicy policy, boolean replayed,
                IdleStrategy idle) {
        }

        Builder() {
        }

        /**
         * Adds a consumer with the default idle strategy: a {@link LagPolicy#BLOCK} consumer sleeps until the
         * publisher wakes it ({@link WakeableIdleStrategy}), a {@link LagPolicy#DROP} one backs off (spins, yields,
         * then parks up to a millisecond at a time).
         *
         * @param name     names the subscription and the thread; unique, not blank
         * @param consumer called on its own thread
         * @param policy   what happens when it lags a whole buffer behind
         * @param replayed whether it also gets the records of commands replayed from the journal at start
         * @return this
         */
        public Builder consumer(final String name, final EventConsumer consumer, final LagPolicy policy,
                final boolean replayed) {
            return add(name, consumer, policy, replayed, null);
        }

        /**
         * Adds a consumer.
         *
         * @param name     names the subscription and the thread; unique, not blank
         * @param consumer called on its own thread
         * @param policy   what happens when it lags a whole buffer behind
         * @param replayed whether it also gets the records of commands replayed from the journal at start
         * @param idle     how its thread waits when there is nothing to read; its own instance
         * @return this
         */
        public Builder consumer(final String name, final EventConsumer consumer, final LagPolicy policy,
                final boolean replayed, final IdleStrategy idle) {
            return add(name, consumer, policy, replayed, Objects.requireNonNull(idle, "idle"));
        }

        private Builder add(final String name, final EventConsumer consumer, final LagPolicy policy,
                final boolean replayed, final IdleStrategy idle) {
            Objects.requireNonNull(consumer, "consumer");
            Objects.requireNonNull(policy, "policy");
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("a consumer needs a name");
            }
            for (final Added a : added) {
                if (a.name().equals(name)) {
                    throw new IllegalArgumentException("two consumers named " + name);
                }
            }
            added.add(new Added(name, consumer, policy, replayed, idle));
            return this;
        }

        /**
         * @param bytes size of the buffer all DROP consumers share: a power of two in
         *              [{@value #MIN_BUFFER_BYTES}, {@value #MAX_BUFFER_BYTES}]; a consumer lagging more records than
         *              it holds ({@code bytes / 168}) loses records
         * @return this
         */
        public Builder dropBufferBytes(final int bytes) {
            dropBufferBytes = checkedSize(bytes);
            return this;
        }

        /**
         * @param bytes size of each BLOCK consumer's ring: a power of two in
         *              [{@value #MIN_BUFFER_BYTES}, {@value #MAX_BUFFER_BYTES}]; the publisher waits when a consumer
         *              lags more records than it holds ({@code bytes / 168})
         * @return this
         */
        public Builder blockBufferBytes(final int bytes) {
            blockBufferBytes = checkedSize(bytes);
            return this;
        }

        /**
         * @param idle how the publisher (the core's results thread) waits for a full BLOCK consumer
         * @return this
         */
        public Builder producerIdleStrategy(final IdleStrategy idle) {
            producerIdle = Objects.requireNonNull(idle, "idle");
            return this;
        }

        /**
         * @param factory makes the consumers' threads (affinity, priority, daemon status); its threads are named
         *                {@code bourse-fanout-<name>} once made
         * @return this
         */
        public Builder threadFactory(final ThreadFactory factory) {
            threadFactory = Objects.requireNonNull(factory, "factory");
            return this;
        }

        /**
         * Allocates the buffers and starts one thread per consumer. Start it before the core it listens to, so that
         * every consumer's position begins at the stream's first record.
         *
         * @return the publisher, to be given to the core as its listener
         */
        public EventFanOut start() {
            return build().startConsumers();
        }

        /**
         * Allocates the buffers; the consumers' threads start with {@link EventFanOut#startConsumers()}.
         *
         * @return the publisher, to be given to the core as its listener
         */
        public EventFanOut build() {
            final UnsafeBuffer broadcast = new UnsafeBuffer(ByteBuffer.allocateDirect(
                    dropBufferBytes + BroadcastBufferDescriptor.TRAILER_LENGTH));
            boolean anyDrop = false;
            final List<BlockingLink> links = new ArrayList<>();
            final List<Subscription> subs = new ArrayList<>();
            final List<AgentRunner> runners = new ArrayList<>();
            for (final Added a : added) {
                final Subscription sub = new Subscription(a.name(), a.policy(), a.replayed(), a.consumer());
                final Agent reader;
                final IdleStrategy idle;
                if (a.policy() == LagPolicy.DROP) {
                    anyDrop = true;
                    reader = new DroppingReader(broadcast, sub, BATCH);
                    idle = a.idle() != null ? a.idle() : new BackoffIdleStrategy();
                } else {
                    final OneToOneRingBuffer ring = new OneToOneRingBuffer(new UnsafeBuffer(
                            ByteBuffer.allocateDirect(blockBufferBytes + RingBufferDescriptor.TRAILER_LENGTH)));
                    final BlockingLink link = new BlockingLink(ring);
                    links.add(link);
                    reader = new BlockingReader(ring, sub, BATCH);
                    idle = a.idle() != null ? a.idle() : new WakeableIdleStrategy(link);
                }
                subs.add(sub);
                runners.add(new AgentRunner(idle, sub::failed, null, reader));
            }
            return new EventFanOut(anyDrop ? new BroadcastTransmitter(broadcast) : null,
                    links.toArray(new BlockingLink[0]), runners.toArray(new AgentRunner[0]), List.copyOf(subs),
                    producerIdle != null ? producerIdle : new BackoffIdleStrategy(),
                    threadFactory != null ? threadFactory : Builder::daemon);
        }

        private static Thread daemon(final Runnable task) {
            final Thread thread = new Thread(task);
            thread.setDaemon(true);
            return thread;
        }

        private static int checkedSize(final int bytes) {
            if (bytes < MIN_BUFFER_BYTES || bytes > MAX_BUFFER_BYTES || Integer.bitCount(bytes) != 1) {
                throw new IllegalArgumentException("a buffer is a power of two in [" + MIN_BUFFER_BYTES + ", "
                        + MAX_BUFFER_BYTES + "] bytes: " + bytes);
            }
            return bytes;
        }
    }
}
