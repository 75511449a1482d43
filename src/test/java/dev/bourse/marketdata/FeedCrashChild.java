package dev.bourse.marketdata;

import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import dev.bourse.journal.JournalWriter;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedLineWriter;
import dev.bourse.marketdata.live.FeedFanOutAdapter;
import dev.bourse.marketdata.live.FeedJournalSeed;
import dev.bourse.pipeline.RiskEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * The node {@link FeedCrashTest} kills: seeds a feed generator from the journal in its directory (nothing on the first
 * run), starts a GROUP_COMMIT core on that journal with the generator behind the fan-out, prints {@code READY}, then
 * runs a random load forever, printing each feed message as {@code FEED <line>} (the subscriber is the parent,
 * reading the pipe). Arguments: the journal directory, a
 * seed, and the clock's start (ns).
 */
public final class FeedCrashChild {
    private FeedCrashChild() {
    }

    public static void main(final String[] args) throws Exception {
        final Path dir = Path.of(args[0]);
        final long seed = Long.parseLong(args[1]);
        final AtomicLong clock = new AtomicLong(Long.parseLong(args[2]));
        final AtomicBoolean live = new AtomicBoolean();
        final FeedLineWriter lines = new FeedLineWriter(line -> {
            if (live.get()) {
                System.out.println("FEED " + line);
            }
        });
        final FeedGenerator feed = new FeedGenerator(Channels.ALL, false, lines, lines);
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).threadLayout(ThreadLayout.INLINE)
                .waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.GROUP_COMMIT).journalSegmentBytes(1L << 20).journalBlockBytes(4096)
                .snapshotEveryCommands(0).snapshotEverySeconds(0).build();
        final boolean restart;
        try (Stream<Path> files = Files.list(dir)) {
            restart = files.findAny().isPresent();
        }
        if (restart) {
            FeedJournalSeed.replay(feed, dir, Long.MAX_VALUE);
        }
        live.set(true);
        final FeedFanOutAdapter adapter = new FeedFanOutAdapter(feed);
        final ExchangeCore core = adapter.build(ExchangeCore.builder(config).riskEngine(new RiskEngine(1))
                .journal(new JournalWriter(config))
                .clock(() -> clock.addAndGet(FeedLoad.STEP)));
        core.start();
        final FeedLoad load = new FeedLoad(seed, 2, 4);
        load.setUp(core);
        System.out.println("READY");
        while (true) {
            load.step(core, clock.get() + FeedLoad.STEP);
        }
    }
}
