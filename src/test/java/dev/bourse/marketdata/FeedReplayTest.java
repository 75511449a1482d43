package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.ReadOnlyJournal;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.core.ExchangeCore;
import dev.bourse.pipeline.RiskEngine;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The feed is a function of the journal: replaying it through a new generator gives the live feed again. */
class FeedReplayTest {

    @Test
    void replayingTheJournalRegeneratesTheLiveFeedMessageForMessage(@TempDir final Path dir) throws Exception {
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).riskShards(2).matchingShards(2)
                .threadLayout(ThreadLayout.PIPELINED).waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true)
                .journalDir(dir).snapshotEveryCommands(0).snapshotEverySeconds(0).build();
        final FeedTap live = new FeedTap();
        final AtomicLong clock = new AtomicLong(1_000_000_000_000L);
        final ExchangeCore core = ExchangeCore.builder(config)
                .listener(new FeedGenerator(Channels.ALL, true, live.feed(), live.executions()))
                .clock(() -> clock.addAndGet(FeedLoad.STEP)).build();
        core.start();
        try {
            final FeedLoad load = new FeedLoad(11, 3, 5);
            load.setUp(core);
            for (int k = 0; k < 250; k++) {
                load.step(core, clock.get() + FeedLoad.STEP);
            }
        } finally {
            core.stop();
        }

        final FeedTap replayed = new FeedTap();
        final ExchangeCore recovering = ExchangeCore.builder(config.toBuilder().threadLayout(ThreadLayout.INLINE)
                .riskShards(1).matchingShards(1).build()).riskEngine(new RiskEngine(1))
                .journal(new ReadOnlyJournal(dir, Long.MAX_VALUE))
                .listener(new FeedGenerator(Channels.ALL, true, replayed.feed(), replayed.executions()))
                .clock(clock::get).build();
        recovering.start();
        recovering.stop();

        assertThat(live.lines()).hasSizeGreaterThan(600);
        assertThat(live.lines("TRADE ")).isNotEmpty();
        assertThat(live.violations()).isEmpty();
        assertThat(replayed.lines()).containsExactlyElementsOf(live.lines());
    }
}
