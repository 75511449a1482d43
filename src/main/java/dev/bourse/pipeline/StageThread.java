package dev.bourse.pipeline;

import net.openhft.affinity.AffinityLock;
import org.agrona.concurrent.IdleStrategy;

/**
 * The loop of one pipeline thread: polls its stages in graph order until halted, idling when none had work. A
 * stage thread owns the state of its stages (books, risk shards), so that state is single-threaded.
 *
 * <p>With {@code affinity.enabled} the thread pins itself to a CPU for as long as it runs (OpenHFT Affinity): thread
 * {@code i} of the layout to the {@code i}-th CPU of {@code affinity.cpus}, or to any free CPU when that list is
 * empty. A CPU that cannot be had (no such CPU, no native access) is counted in {@link StageErrors} and the thread
 * runs unpinned: pinning is a performance option, never a reason to stop the core.
 *
 * <p>Each stage is guarded ({@link GuardedHandler}); whatever is thrown outside a guard (a bug of the loop) halts
 * the core ({@link StageGuard#failedOutside}) and the loop goes on, so the thread never dies with commands in the
 * ring: after a halt its stages skip the remaining slots and the results stage reports them.
 *
 * <p>Thread-safety: {@link #halt()} and {@link #boundCpu()} may be called from any thread; {@link #run()} runs on one.
 */
public final class StageThread implements Runnable {
    /** {@code cpu} value: do not pin. */
    static final int NO_AFFINITY = -2;
    /** {@code cpu} value: pin to any free CPU. */
    static final int ANY_CPU = -1;
    private final String name;
    private final StageBinding[] stages;
    private final IdleStrategy idle;
    /** Idle rounds before the thread sleeps on the doorbell (BLOCKING), or -1 for never. */
    private final int sleepAfter;
    private int idleRounds;
    private final StageGuard guard;
    private final int cpu;
    private final Doorbell doorbell;
    private final int index;
    private volatile boolean halted;
    private volatile int boundCpu = -1;

    StageThread(final String name, final StageBinding[] stages, final IdleStrategy idle, final int sleepAfter,
            final StageGuard guard, final int cpu, final Doorbell doorbell, final int index) {
        this.sleepAfter = sleepAfter;
        this.doorbell = doorbell;
        this.index = index;
        this.name = name;
        this.stages = stages.clone();
        this.idle = idle;
        this.guard = guard;
        this.cpu = cpu;
    }

    /** @return the CPU this thread is pinned to while it runs, or -1 */
    public int boundCpu() {
        return boundCpu;
    }

    /** @return the thread's name, {@code bourse-<stages>} */
    public String name() {
        return name;
    }

    /** Ends the loop after its current round; wakes the thread if it sleeps. */
    public void halt() {
        halted = true;
        doorbell.ring();
    }

    @Override
    public void run() {
        final AffinityLock lock = pin();
        try {
            while (!halted) {
                try {
                    loop();
                } catch (final Throwable t) {
                    guard.failedOutside(this, stageFloor(), t);
                }
            }
        } finally {
            if (lock != null) {
                lock.release();
                boundCpu = -1;
            }
        }
    }

    private AffinityLock pin() {
        if (cpu == NO_AFFINITY) {
            return null;
        }
        try {
            final AffinityLock lock = cpu == ANY_CPU ? AffinityLock.acquireLock() : AffinityLock.acquireLock(cpu);
            if (lock.isAllocated()) {
                boundCpu = lock.cpuId();
            } else {
                guard.errors().onError(new IllegalStateException(name
                        + ": no CPU could be reserved, running unpinned"));
            }
            return lock;
        } catch (final Throwable t) {
            // A missing native library is an Error, and still no reason to lose the thread.
            guard.errors().onError(new IllegalStateException(name + ": pinning to CPU " + cpu
                    + " failed, running unpinned", t));
            return null;
        }
    }

    private void loop() {
        while (!halted) {
            int work = pollOnce();
            if (work == 0) {
                if (sleepAfter >= 0 && idleRounds >= sleepAfter && !deferring()) {
                    doorbell.announce(index);
                    work = pollOnce();
                    if (work == 0 && !halted) {
                        doorbell.sleep();
                    }
                    doorbell.retract(index);
                } else {
                    idleRounds++;
                    idle.idle();
                }
            }
            if (work > 0) {
                idleRounds = 0;
                idle.reset();
                // Later stages, possibly on a sleeping thread, may be waiting for what was just handled.
                doorbell.ring();
            }
        }
    }

    /**
     * Polls each of the thread's stages once: the body of the thread's loop, also run by the INLINE layout's
     * submitting thread.
     *
     * @return the number of commands handled
     */
    int pollOnce() {
        int work = 0;
        for (final StageBinding stage : stages) {
            work += pollGuarded(stage);
        }
        return work;
    }

    private int pollGuarded(final StageBinding stage) {
        try {
            return stage.poll();
        } catch (final Throwable t) {
            // Handlers are guarded, so this is a bug in the poll itself: nothing is known of the stage's state.
            guard.failedOutside(stage, stage.sequence().get() + 1, t);
            return 0;
        }
    }

    private boolean deferring() {
        for (final StageBinding stage : stages) {
            if (stage.deferring()) {
                return true;
            }
        }
        return false;
    }

    /** @return the first slot one of this thread's stages has not finished */
    private long stageFloor() {
        long floor = Long.MAX_VALUE;
        for (final StageBinding stage : stages) {
            floor = Math.min(floor, stage.sequence().get() + 1);
        }
        return floor;
    }

    @Override
    public String toString() {
        return name;
    }
}
