package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.api.ResultCode;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedStateCodec;
import dev.bourse.marketdata.feed.FeedStateDescriptor;
import dev.bourse.marketdata.live.FeedFanOutAdapter;
import dev.bourse.marketdata.live.FeedJournalSeed;
import dev.bourse.marketdata.live.FeedStateSnapshotLoader;
import dev.bourse.marketdata.live.FeedStateSnapshotTaker;
import dev.bourse.pipeline.RiskEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The feed's own state (per-symbol sequences, books with hidden lots, best prices, statistics, open bars and their
 * order, private sequences) is written every N commands; a core restarted from an engine snapshot and its journal's
 * tail, with its feed restored from the newest readable state, continues the feed exactly as a run that never stopped:
 * the messages after the state equal the uninterrupted feed's, and together with those published before the restart
 * they make the uninterrupted feed with no gap and no repeat.
 */
class FeedStateRestartTest {
    private static final int SYMBOLS = 3;
    private static final int USERS = 5;

    @Test
    void aFeedRestoredFromItsStateAndTheJournalTailContinuesAsAnUninterruptedRun(@TempDir final Path dir)
            throws Exception {
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).threadLayout(ThreadLayout.INLINE)
                .waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.ASYNC).snapshotEveryCommands(0).snapshotEverySeconds(0).build();
        final Path states = dir.resolve("feed-state");
        final AtomicLong clock = new AtomicLong(1_000_000_000_000L);
        final FeedLoad load = new FeedLoad(91, SYMBOLS, USERS);

        final FeedTap before = new FeedTap();
        final FeedGenerator first = new FeedGenerator(Channels.ALL, true, before.feed(), before.executions());
        final FeedStateSnapshotTaker taker = new FeedStateSnapshotTaker(states, 40, 2);
        first.onCommandEnd(taker);
        final ExchangeCore a = ExchangeCore.builder(config).riskEngine(new RiskEngine(1)).listener(first)
                .clock(() -> clock.addAndGet(FeedLoad.STEP)).build();
        a.start();
        load.setUp(a);
        for (int k = 0; k < 110; k++) {
            load.step(a, clock.get() + FeedLoad.STEP);
        }
        assertThat(a.snapshot().join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        for (int k = 0; k < 90; k++) {
            load.step(a, clock.get() + FeedLoad.STEP);
        }
        assertThat(a.stop()).isTrue();
        final long end = first.commandSequence();
        assertThat(taker.failures()).isZero();
        final List<Long> held = FeedStateSnapshotLoader.sequences(states);
        assertThat(held).as("the newest two kept").hasSize(2);

        // The newest state is torn: the restart falls back to the one before.
        final Path newest = states.resolve(FeedStateDescriptor.fileName(held.get(0)));
        final byte[] torn = Files.readAllBytes(newest);
        torn[torn.length / 2] ^= 0x20;
        Files.write(newest, torn);

        final FeedTap after = new FeedTap();
        final FeedGenerator second = new FeedGenerator(Channels.ALL, true, after.feed(), after.executions());
        final FeedStateSnapshotLoader.Loaded loaded = FeedStateSnapshotLoader.loadNewest(states, second);
        assertThat(loaded.sequence()).isEqualTo(held.get(1)).isLessThan(end);
        assertThat(loaded.skipped()).singleElement().asString().contains("checksum");
        final FeedFanOutAdapter adapter = new FeedFanOutAdapter(second);
        final ExchangeCore b = adapter.build(ExchangeCore.builder(config).riskEngine(new RiskEngine(1))
                .clock(() -> clock.addAndGet(FeedLoad.STEP)));
        b.limitRecovery(loaded.sequence());
        b.start();
        try {
            assertThat(b.recoveryReport().snapshotSequence()).as("an engine snapshot, then the journal's tail")
                    .isPositive().isLessThanOrEqualTo(loaded.sequence());
            assertThat(b.recoveryReport().lastSequence()).isEqualTo(end);
            for (int k = 0; k < 100; k++) {
                load.step(b, clock.get() + FeedLoad.STEP);
            }
        } finally {
            b.stop();
        }
        assertThat(adapter.errors()).isZero();

        final FeedTap whole = new FeedTap();
        final FeedGenerator uninterrupted = new FeedGenerator(Channels.ALL, true, whole.feed(), whole.executions());
        FeedJournalSeed.replay(uninterrupted, dir, Long.MAX_VALUE);
        assertThat(after.lines()).as("the restored feed from the state on").isNotEmpty()
                .isEqualTo(after(whole.lines(), loaded.sequence()));
        final List<String> live = new ArrayList<>(before.lines());
        live.addAll(after(after.lines(), end));
        assertThat(live).as("before the restart, then what is new after it").isEqualTo(whole.lines());
        assertThat(whole.violations()).as("the uninterrupted feed has no gap, so neither has the restarted one")
                .isEmpty();
        assertThat(second.stateHash()).isEqualTo(uninterrupted.stateHash());
        for (long s = 1; s <= SYMBOLS; s++) {
            assertThat(second.sequence(s)).isEqualTo(uninterrupted.sequence(s)).isGreaterThan(first.sequence(s));
        }
        for (long u = 1; u <= USERS; u++) {
            assertThat(second.userSequence(u)).isEqualTo(uninterrupted.userSequence(u));
        }
    }

    @Test
    void aStateReadBackWritesTheSameBytesAndABrokenOneIsRefusedWithItsReason() throws Exception {
        final FeedTap tap = new FeedTap();
        final FeedGenerator feed = new FeedGenerator(Channels.ALL, false, tap.feed(), tap.executions());
        final AtomicLong clock = new AtomicLong(1_000_000_000_000L);
        final ExchangeCore core = ExchangeCore.builder(ExchangeConfig.builder().ringSize(1024)
                .threadLayout(ThreadLayout.INLINE).waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(false)
                .build()).riskEngine(new RiskEngine(1)).listener(feed).clock(() -> clock.addAndGet(FeedLoad.STEP))
                .build();
        core.start();
        final FeedLoad load = new FeedLoad(5, SYMBOLS, USERS);
        load.setUp(core);
        for (int k = 0; k < 150; k++) {
            load.step(core, clock.get() + FeedLoad.STEP);
        }
        core.stop();
        final byte[] bytes = FeedStateCodec.encode(feed);
        final FeedGenerator copy = new FeedGenerator(Channels.ALL, false, new FeedTap().feed(),
                new FeedTap().executions());
        assertThat(FeedStateCodec.decode(bytes, copy)).isEqualTo(feed.commandSequence());
        assertThat(FeedStateCodec.encode(copy)).isEqualTo(bytes);
        assertThat(copy.stateHash()).isEqualTo(feed.stateHash());

        assertThat(FeedStateCodec.refusal(Arrays.copyOf(bytes, bytes.length - 9))).contains("checksum");
        assertThat(FeedStateCodec.refusal(new byte[10])).contains("too short");
        final byte[] garbage = new byte[200];
        assertThat(FeedStateCodec.refusal(garbage)).contains("magic");
        final byte[] newer = bytes.clone();
        newer[5] = 9;
        assertThat(FeedStateCodec.refusal(newer)).contains("version 9");
        assertThatThrownBy(() -> FeedStateCodec.decode(bytes, copy)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("heard events");
        assertThatThrownBy(() -> FeedStateCodec.decode(bytes, new FeedGenerator(Channels.ALL, true,
                new FeedTap().feed(), new FeedTap().executions()))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("conflate");
    }

    /** The lines of the commands after {@code sequence}. */
    private static List<String> after(final List<String> lines, final long sequence) {
        final List<String> out = new ArrayList<>();
        for (final String line : lines) {
            final int at = line.indexOf(" cmd ");
            final int stop = line.indexOf(' ', at + 5);
            final long cmd = Long.parseLong(line.substring(at + 5, stop < 0 ? line.length() : stop));
            if (cmd > sequence) {
                out.add(line);
            }
        }
        return out;
    }
}
