package dev.bourse.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SnapshotCaptureTest {
    private static SnapshotRequest request(final Path dir, final StageErrors errors, final int riskShards) {
        final ExchangeConfig config = PipelineEquivalenceTest.config(ThreadLayout.COMPACT, riskShards, 1).toBuilder()
                .journalEnabled(true).journalDir(dir).build();
        final SnapshotRequest request = new SnapshotRequest(new SnapshotTaker(config, errors), null);
        request.begin(1, 1);
        return request;
    }

    private static CommandSlot carrying(final SnapshotRequest request) {
        final CommandSlot slot = new CommandSlot(SlotEvents.DEFAULT_CAPACITY);
        slot.snapshot = request;
        return slot;
    }

    @Test
    void everyShardIsCopiedWhetherTheHelperOrTheEngineThreadTakesIt(@TempDir final Path tmp) {
        for (final int riskShards : new int[] {1, 2, 4}) {
            final StageErrors errors = new StageErrors();
            final SnapshotRequest request = request(tmp.resolve("n" + riskShards), errors, riskShards);
            final MatchingStage[] matching = {new MatchingStage(0, 1, 16)};
            new SnapshotCapture(new RiskEngine(riskShards), riskShards, matching, errors).capture(carrying(request));
            assertThat(request.cut().isComplete()).as("%d risk shards", riskShards).isTrue();
            assertThat(request.cut().captureSpanNanos()).isGreaterThanOrEqualTo(request.cut().maxPauseNanos());
            assertThat(errors.count()).isZero();
        }
    }

    @Test
    void aShardWhoseCopyFailsIsCountedAndLeavesTheCutIncomplete(@TempDir final Path tmp) {
        final StageErrors errors = new StageErrors();
        final SnapshotRequest request = request(tmp, errors, 2);
        final RiskEngine engine = new RiskEngine(2);
        final RiskProcessor failsOnShardOne = new RiskProcessor() {
            @Override
            public int preCheck(final int shard, final CommandSlot slot) {
                return engine.preCheck(shard, slot);
            }

            @Override
            public void settle(final int shard, final CommandSlot slot) {
                engine.settle(shard, slot);
            }

            @Override
            public void capture(final int shard, final CommandSlot slot) {
                if (shard == 1) {
                    throw new IllegalStateException("injected capture fault");
                }
                engine.capture(shard, slot);
            }
        };
        new SnapshotCapture(failsOnShardOne, 2, new MatchingStage[] {new MatchingStage(0, 1, 16)}, errors)
                .capture(carrying(request));
        assertThat(request.cut().isComplete()).isFalse();
        assertThat(errors.count()).isEqualTo(1);
        assertThat(errors.last()).hasMessageContaining("injected capture fault");
    }
}
