package dev.bourse.bench;

import dev.bourse.api.ExchangeApi;

/**
 * Where a harness run takes its commands from: each call publishes one command through the zero-allocation
 * {@code try*} path of the core.
 *
 * <p>Thread-safety: none; one producer thread.
 */
public interface CommandSource {
    /**
     * Publishes the next command.
     *
     * @param core          the core
     * @param correlationId echoed back to the listener with the command's result, &gt; 0
     * @return what the {@code try*} method returned: the ring sequence, or a negative result code
     */
    long publishNext(ExchangeApi core, long correlationId);
}
