package dev.bourse.gateway.binary;

import java.lang.invoke.VarHandle;
import java.nio.channels.Selector;

/**
 * How the listener thread wakes the gateway thread when it sleeps in its selector: the gateway thread announces that
 * it is about to sleep, looks at the response buffer once more, and sleeps in {@link Selector#select(long)} only if
 * it is still empty; the listener, after committing a response, rings, which calls {@link Selector#wakeup()} only
 * while the gateway sleeps. So a quiet gateway costs no CPU, and a response (or a member's message, which the
 * selector sees itself) is taken in within one thread wake-up instead of after the rest of a timed park.
 *
 * <p>No lost wake-up: both sides write their own flag or record before a full fence and read the other's after it,
 * so at least one sees the other; a {@code wakeup()} that comes before the {@code select} makes that {@code select}
 * return at once. The sleep also has a time-out as a safety net.
 *
 * <p>Thread-safety: {@link #announce} on the gateway thread, {@link #ring()} on the listener thread.
 */
final class SelectorDoorbell {
    private final Selector selector;
    private volatile boolean sleeping;

    /**
     * @param selector the gateway thread's selector
     */
    SelectorDoorbell(final Selector selector) {
        this.selector = selector;
    }

    /**
     * Gateway thread: before sleeping (true; then look at the response buffer once more) and after (false).
     *
     * @param asleep whether the gateway thread is about to sleep
     */
    void announce(final boolean asleep) {
        sleeping = asleep;
        if (asleep) {
            VarHandle.fullFence();
        }
    }

    /** Listener thread, after committing a response: wakes the gateway thread if it sleeps. */
    void ring() {
        VarHandle.fullFence();
        if (sleeping) {
            selector.wakeup();
        }
    }
}
