package dev.bourse.cluster.route;

import java.util.List;
import java.util.Random;

/**
 * Test fixture: a durable store whose coordinator "crashes" on a put, by throwing {@link Crash} out of it, either
 * before the record is written (the step just taken is unrecorded) or after (the next step is never sent). What was
 * written stays, as on a disk; the test then drops the coordinator and builds a new one over this store. Crashes
 * are planned (the next put of a state) or drawn at random.
 */
final class CrashingStore implements TransferStore {
    /** The coordinator's process died. */
    static final class Crash extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Crash(final String where) {
            super(where, null, false, false);
        }
    }

    private final MemoryTransferStore durable = new MemoryTransferStore();
    private final Random random;
    private final double crashRate;
    private TransferState plannedState;
    private boolean plannedAfterWrite;
    private int crashes;

    CrashingStore(final Random random, final double crashRate) {
        this.random = random;
        this.crashRate = crashRate;
    }

    /** Crashes on the next put of {@code state}, before or after writing it. */
    void crashOn(final TransferState state, final boolean afterWrite) {
        plannedState = state;
        plannedAfterWrite = afterWrite;
    }

    int crashes() {
        return crashes;
    }

    @Override
    public void put(final Transfer transfer) {
        boolean crash = false;
        boolean after = false;
        if (plannedState == transfer.state()) {
            plannedState = null;
            crash = true;
            after = plannedAfterWrite;
        } else if (random != null && random.nextDouble() < crashRate) {
            crash = true;
            after = random.nextBoolean();
        }
        if (!crash) {
            durable.put(transfer);
            return;
        }
        crashes++;
        if (after) {
            durable.put(transfer);
        }
        throw new Crash((after ? "after writing " : "before writing ") + transfer);
    }

    @Override
    public Transfer get(final long id) {
        return durable.get(id);
    }

    @Override
    public List<Transfer> unfinished() {
        return durable.unfinished();
    }

    @Override
    public List<Transfer> all() {
        return durable.all();
    }
}
