package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ResultCode;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.live.FeedFanOutAdapter;
import dev.bourse.marketdata.live.FeedJournalSeed;
import dev.bourse.pipeline.RiskEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A core that restarts from a snapshot and its journal's tail keeps its feed: a generator seeded from the journal,
 * then handed to the restarted core (through the fan-out), goes on with the same books and per-symbol sequences, so
 * the feed before the restart followed by the feed after it equals the feed regenerated from the whole journal,
 * message for message.
 */
class FeedRestartTest {
    private static final int SYMBOLS = 3;

    @Test
    void aCoreRestartedFromASnapshotContinuesTheFeedWithItsSequences(@TempDir final Path dir) throws Exception {
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).threadLayout(ThreadLayout.INLINE)
                .waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.ASYNC).snapshotEveryCommands(0).snapshotEverySeconds(0).build();
        final AtomicLong clock = new AtomicLong(1_000_000_000_000L);
        final FeedLoad load = new FeedLoad(77, SYMBOLS, 5);

        final FeedTap before = new FeedTap();
        final FeedGenerator first = new FeedGenerator(Channels.ALL, false, before.feed(), before.executions());
        final ExchangeCore a = ExchangeCore.builder(config).riskEngine(new RiskEngine(1)).listener(first)
                .clock(() -> clock.addAndGet(FeedLoad.STEP)).build();
        a.start();
        load.setUp(a);
        for (int k = 0; k < 120; k++) {
            load.step(a, clock.get() + FeedLoad.STEP);
        }
        assertThat(a.snapshot().join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        for (int k = 0; k < 80; k++) {
            load.step(a, clock.get() + FeedLoad.STEP);
        }
        assertThat(a.stop()).isTrue();

        final FeedTap seeded = new FeedTap();
        final FeedGenerator second = new FeedGenerator(Channels.ALL, false, seeded.feed(), seeded.executions());
        final long last = FeedJournalSeed.replay(second, dir, Long.MAX_VALUE);
        assertThat(last).isEqualTo(first.commandSequence());
        assertThat(seeded.lines()).isEqualTo(before.lines());
        assertThat(second.stateHash()).isEqualTo(first.stateHash());
        final List<String> after = seeded.lines();
        after.clear();

        final FeedFanOutAdapter adapter = new FeedFanOutAdapter(second);
        final ExchangeCore b = adapter.build(ExchangeCore.builder(config).riskEngine(new RiskEngine(1))
                .clock(() -> clock.addAndGet(FeedLoad.STEP)));
        b.start();
        try {
            assertThat(b.recoveryReport().snapshotSequence()).as("restarted from the snapshot").isPositive();
            assertThat(b.recoveryReport().lastSequence()).isEqualTo(last);
            for (int k = 0; k < 100; k++) {
                load.step(b, clock.get() + FeedLoad.STEP);
            }
        } finally {
            b.stop();
        }
        assertThat(adapter.errors()).isZero();
        assertThat(after).as("the restarted feed sent messages").isNotEmpty();
        assertThat(seeded.violations()).as("sequences without a gap across the restart").isEmpty();

        final FeedTap whole = new FeedTap();
        final FeedGenerator regenerated = new FeedGenerator(Channels.ALL, false, whole.feed(), whole.executions());
        FeedJournalSeed.replay(regenerated, dir, Long.MAX_VALUE);
        final List<String> live = new ArrayList<>(before.lines());
        live.addAll(after);
        assertThat(live).isEqualTo(whole.lines());
        assertThat(second.stateHash()).isEqualTo(regenerated.stateHash());
        for (long s = 1; s <= SYMBOLS; s++) {
            assertThat(second.sequence(s)).isEqualTo(regenerated.sequence(s)).isGreaterThan(first.sequence(s));
        }
    }
}
