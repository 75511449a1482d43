package dev.bourse.gateway;

import dev.bourse.api.EventConsumer;
import dev.bourse.api.ResultCode;
import dev.bourse.api.StreamEvent;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Counts the core's command results by result code, from the event stream (every command of every gateway and of
 * the core's other clients, not only this gateway's): a stream consumer of its own, so counting costs the core
 * nothing. Codes are 0 and negative; one slot per code from 0 down to {@value #LOWEST}, the rest in one "other" slot.
 * <p>Thread-safety: {@link #onEvent} on the consumer's thread; the counts from any thread.
 */
final class ResultCounter implements EventConsumer {
    private static final int LOWEST = -8999;
    private static final int OTHER = -LOWEST + 1;
    private final AtomicLongArray counts = new AtomicLongArray(OTHER + 1);

    @Override
    public void onEvent(final StreamEvent e) {
        if (e.kind() != StreamEvent.RESULT) {
            return;
        }
        final int code = e.code();
        counts.incrementAndGet(code <= 0 && code >= LOWEST ? -code : OTHER);
    }

    /**
     * @param code a result code
     * @return commands that ended with it since the node started
     */
    long count(final int code) {
        return counts.get(code <= 0 && code >= LOWEST ? -code : OTHER);
    }

    /**
     * Registers {@code bourse.core.results{code=NAME}} for every named code.
     *
     * @param registry the registry
     */
    void register(final MeterRegistry registry) {
        for (int code = 0; code >= LOWEST; code--) {
            final String name = ResultCode.name(code);
            if (!name.startsWith("UNKNOWN(")) {
                final int c = code;
                FunctionCounter.builder("bourse.core.results", this, r -> r.count(c)).tag("code", name)
                        .description("commands the core answered, by result code").register(registry);
            }
        }
        FunctionCounter.builder("bourse.core.results", this, r -> r.counts.get(OTHER)).tag("code", "OTHER")
                .description("commands the core answered, by result code").register(registry);
    }
}
