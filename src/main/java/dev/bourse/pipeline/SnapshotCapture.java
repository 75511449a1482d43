package dev.bourse.pipeline;

import dev.bourse.snapshot.SnapshotCut;

/**
 * The snapshot copy of a one-thread engine (COMPACT, INLINE), after the whole pass of the command that carries the
 * cut: where every shard lives on the engine thread, copying them one after another made the pause the sum of all
 * the copies. Here a short-lived helper thread copies the even-numbered risk shards while the engine thread copies
 * the matching shards and the odd-numbered risk shards, and the engine waits for the helper before it goes on (the
 * state must not change under the helper). With one risk shard the risk copy (most of the pause at scale) overlaps
 * the books' copy; with two or more it is also split in two.
 *
 * <p>A copy that throws is counted in {@link StageErrors} and leaves its shard's part missing, so the snapshot is
 * refused (SNAPSHOT_FAILED) rather than written incomplete; the command itself keeps its result.
 *
 * <p>Thread-safety: called by the engine thread only. The helper reads shard state written before it was started
 * and writes only its own shards' cells of the cut, and the engine joins it before touching either again.
 */
final class SnapshotCapture {
    private final RiskProcessor risk;
    private final int riskShards;
    private final MatchingStage[] matching;
    private final StageErrors errors;

    SnapshotCapture(final RiskProcessor risk, final int riskShards, final MatchingStage[] matching,
            final StageErrors errors) {
        this.risk = risk;
        this.riskShards = riskShards;
        this.matching = matching.clone();
        this.errors = errors;
    }

    /**
     * Copies every shard into the slot's cut.
     *
     * @param slot a command, through every stage of the engine, that carries a snapshot request
     */
    void capture(final CommandSlot slot) {
        final SnapshotCut cut = ((SnapshotRequest) slot.snapshot).cut();
        final Thread helper = new Thread(() -> {
            for (int i = 0; i < riskShards; i += 2) {
                captureRisk(i, slot);
            }
        }, "bourse-snapshot-capture");
        helper.setDaemon(true);
        helper.start();
        for (final MatchingStage m : matching) {
            try {
                cut.captureMatching(m.shard(), m.matching());
            } catch (final Exception e) {
                errors.record(e);
            }
        }
        for (int i = 1; i < riskShards; i += 2) {
            captureRisk(i, slot);
        }
        joinUninterruptibly(helper);
    }

    private void captureRisk(final int shard, final CommandSlot slot) {
        try {
            risk.capture(shard, slot);
        } catch (final Exception e) {
            errors.record(e);
        }
    }

    /** The engine must not go on while the helper still reads the shards, interrupt or not. */
    private static void joinUninterruptibly(final Thread helper) {
        boolean interrupted = false;
        while (true) {
            try {
                helper.join();
                break;
            } catch (final InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
