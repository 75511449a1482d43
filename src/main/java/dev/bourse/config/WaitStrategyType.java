package dev.bourse.config;

/**
 * How an idle pipeline thread waits for the next ring slot (property {@link Settings#WAIT_STRATEGY}).
 * Each value is modelled on the LMAX Disruptor strategy of the same name; the stage threads, which each poll several
 * sequences, idle with Agrona's idle strategies (an embedder may inject others), and BLOCKING with the core's own
 * doorbell. The latencies are orders of magnitude for waking a thread
 * that waits, not promises.
 *
 * <p>The choice matters only for the threads a layout starts (see {@link ThreadLayout}); why the default is what it
 * is, the doc of {@link Settings#WAIT_STRATEGY} says. A yielding thread gives its core away whenever another thread
 * is runnable (the gateway, the GC, a test client), so it does not starve them the way {@link #BUSY_SPIN} would.
 * {@link #BLOCKING} and {@link #SLEEPING} free the cores but add microseconds to tens of microseconds of wake-up
 * latency to every hop between stages.
 *
 * <p>Thread-safety: immutable.
 */
public enum WaitStrategyType {
    /**
     * Spins on the sequence without ever giving up the core ({@code BusySpinWaitStrategy}). Lowest latency (well
     * under a microsecond); each waiting thread burns a whole core, so only use it when the core's threads
     * ({@link ExchangeConfig#threadCount()}) fit on cores nobody else needs, ideally pinned
     * ({@link Settings#AFFINITY_ENABLED}).
     */
    BUSY_SPIN,
    /**
     * Spins a little, then calls {@link Thread#yield()} in a loop ({@code YieldingWaitStrategy}). Near busy-spin
     * latency while the machine has spare cores; shares the core when it has not. Keeps the core at 100% when idle.
     */
    YIELDING,
    /**
     * Spins, yields, then parks for short periods ({@code SleepingWaitStrategy}). Little CPU when idle; wake-up
     * can take tens of microseconds (the park granularity of the OS).
     */
    SLEEPING,
    /**
     * Spins briefly, then sleeps until woken: every producer's publish and every stage thread's handled batch rings
     * a doorbell that unparks the sleeping stage threads (the ring's own {@code BlockingWaitStrategy} cannot serve
     * threads that poll several sequences). No CPU when idle, so on a machine with as many busy threads as cores
     * the OS has an idle core for the JIT, the GC and the gateway instead of preempting a busy stage thread;
     * each wake-up goes through the OS scheduler (microseconds to tens of microseconds).
     */
    BLOCKING;

    /**
     * Whether a thread waiting with this strategy keeps its core busy while there is no work, which is what limits
     * how many such threads a machine can run without them fighting over cores.
     *
     * @return {@code true} for {@link #BUSY_SPIN} and {@link #YIELDING}, {@code false} for the others
     */
    public boolean occupiesCoreWhenIdle() {
        return this == BUSY_SPIN || this == YIELDING;
    }
}
