package dev.bourse.bench;

import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.ResultCode;
import dev.bourse.bench.peer.OpenLoopRecorder;
import dev.bourse.bench.peer.OpenLoopRun;
import dev.bourse.bench.peer.PeerStream;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import java.io.IOException;

/**
 * Bourse under the latency suite, in the benchmark's own JVM: a core with the given configuration, the stream's market
 * ({@link PeerStreamPublisher#setUp}), and the stream's commands sent through the zero-allocation {@code try*} path,
 * the run's command {@code k} with correlation id {@code k + 1}. A result is recorded when the core's listener sees
 * it: on the submitting thread in the INLINE layout, on the engine thread in COMPACT, on the journal's thread once its
 * block is written (and with GROUP_COMMIT forced) when journalling.
 *
 * <p>Thread-safety: one controlling thread; the listener methods on the core's results thread.
 */
final class BourseLatencyEngine implements LatencyEngine, ExchangeListener {
    private final ExchangeCore core;
    private final PeerStream stream;
    private volatile OpenLoopRecorder recorder;
    private int cursor;
    /** The flyweight every place is written through, on the one sending thread. */
    private final OrderRequest order = new OrderRequest();

    /**
     * Starts the core and sets up the market.
     *
     * @param config the core's configuration (a journal in its own directory, if any)
     * @param stream the commands
     * @param users  the stream's users
     * @throws IOException when the journal cannot be created
     */
    BourseLatencyEngine(final ExchangeConfig config, final PeerStream stream, final int users) throws IOException {
        this.stream = stream;
        this.core = ExchangeCore.builder(config).listener(this).build();
        core.start();
        PeerStreamPublisher.setUp(core, users);
    }

    @Override
    public void collectGarbage() {
        System.gc();
    }

    @Override
    public OpenLoopRun run(final long rate, final long nanos) {
        return OpenLoopRecorder.measure(rate, nanos, r -> recorder = r, this::publish);
    }

    private void publish(final long k) {
        final long seq = PeerStreamPublisher.publish(core, stream, cursor, k + 1, order);
        if (seq < 0) {
            throw new IllegalStateException("command " + k + " refused before the ring: " + ResultCode.name((int) seq));
        }
        cursor = cursor + 1 == stream.length() ? 0 : cursor + 1;
    }

    @Override
    public void onResult(final long correlationId, final int commandType, final long sequence, final long uid,
            final long symbol, final long orderId, final int resultCode, final long timestamp) {
        final OpenLoopRecorder r = recorder;
        if (correlationId > 0 && r != null) {
            r.record(correlationId - 1, System.nanoTime(), resultCode == ResultCode.SUCCESS);
        }
    }

    /**
     * Stops the core, after checking that no stage failed and money is conserved.
     *
     * @throws InterruptedException when interrupted while it stops
     * @throws IllegalStateException when a check fails
     */
    @Override
    public void stop() throws InterruptedException {
        try {
            if (core.errors().count() != 0) {
                throw new IllegalStateException("stage errors: " + core.errors().count(), core.errors().last());
            }
            if (!core.totals().join().isBalanced()) {
                throw new IllegalStateException("money not conserved");
            }
        } finally {
            core.stop();
        }
    }
}
