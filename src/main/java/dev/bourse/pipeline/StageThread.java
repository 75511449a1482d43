package dev.bourse.pipeline;

import dev.bourse.api.ResultCode;

/**
 * The loop of one pipeline thread: polls its stages in graph order until halted, idling when none had work. A
 * stage thread owns the state of its stages (books, risk shards), so that state is single-threaded.
 *
 * <p>Thread-safety: {@link #halt()} may be called from any thread; {@link #run()} runs on one.
 */
final class StageThread implements Runnable {
    private final String name;
    private final StageBinding[] stages;
    private final IdleStrategy idle;
    private final StageErrors errors;
    private volatile boolean halted;

    StageThread(final String name, final StageBinding[] stages, final IdleStrategy idle, final StageErrors errors) {
        this.name = name;
        this.stages = stages.clone();
        this.idle = idle;
        this.errors = errors;
    }

    String name() {
        return name;
    }

    void halt() {
        halted = true;
    }

    @Override
    public void run() {
        while (!halted) {
            int work = 0;
            for (final StageBinding stage : stages) {
                work += pollGuarded(stage);
            }
            if (work == 0) {
                idle.idle();
            } else {
                idle.reset();
            }
        }
    }

    private int pollGuarded(final StageBinding stage) {
        try {
            return stage.poll();
        } catch (final Exception e) {
            // Handlers are guarded, so this is a bug in the loop itself; count it and keep the thread alive.
            errors.record(new IllegalStateException(name + ": " + stage + " failed outside its guard, code "
                    + ResultCode.INTERNAL_ERROR, e));
            return 0;
        }
    }
}
