package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedLineWriter;
import dev.bourse.core.ExchangeCore;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bourse journal feed} on a journal a core wrote while its live feed was recorded (orders that rest, trade and
 * are cancelled, a snapshot in the middle): the tool prints the live feed's lines of the range asked for.
 */
class JournalFeedToolTest {
    @TempDir
    static Path tmp;
    private static Path dir;
    private static final List<String> LIVE = new ArrayList<>();
    private static long lastSequence;

    @BeforeAll
    static void aCoreWritesAJournalWhileItsFeedIsRecorded() throws Exception {
        dir = tmp.resolve("journal");
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).threadLayout(ThreadLayout.INLINE)
                .waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.ASYNC).snapshotEveryCommands(0).snapshotEverySeconds(0).build();
        final FeedLineWriter writer = new FeedLineWriter(LIVE::add);
        final AtomicLong ticks = new AtomicLong(1_000_000_000_000L);
        final ExchangeCore core = ExchangeCore.builder(config)
                .listener(new FeedGenerator(Channels.ALL, false, writer, writer))
                .clock(() -> ticks.addAndGet(100_000_000L)).build();
        core.start();
        core.addSymbol(TestSpecs.spot(1)).join();
        for (long u = 1; u <= 2; u++) {
            core.addUser(u).join();
            core.deposit(u, TestSpecs.BASE, 1_000_000, u * 2).join();
            core.deposit(u, TestSpecs.QUOTE, 1_000_000_000, u * 2 + 1).join();
        }
        for (int i = 1; i <= 40; i++) {
            final Side side = i % 3 == 0 ? Side.ASK : Side.BID;
            core.place(1 + i % 2, 1, i, side, OrderType.GTC, 100 + i % 5, 1 + i % 4).join();
            if (i == 20) {
                core.snapshot().join();
            }
            if (i % 7 == 0) {
                core.cancel(1 + (i - 1) % 2, 1, i - 1).join();
            }
        }
        lastSequence = core.cancel(2, 1, 39).join().sequence();
        core.stop();
    }

    @Test
    void theToolPrintsTheLiveFeedOfTheRangeFromTheJournal() {
        final CommandRun run = CommandRun.bourse("journal", "feed", dir.toString(), "--from", "20", "--to", "40");
        assertThat(run.code()).as(run.err()).isZero();
        final List<String> expected = new ArrayList<>();
        for (final String line : LIVE) {
            final long cmd = Long.parseLong(line.split(" cmd ")[1].split(" ")[0]);
            if (cmd >= 20 && cmd <= 40) {
                expected.add(line);
            }
        }
        assertThat(expected).anyMatch(l -> l.startsWith("TRADE ")).anyMatch(l -> l.startsWith("EXEC "));
        final List<String> printed = run.out().lines().filter(l -> !l.startsWith("#")).toList();
        assertThat(printed).containsExactlyElementsOf(expected);
        assertThat(run.out()).contains("# " + expected.size() + " lines for commands 20 to 40 of 40 replayed");
    }

    @Test
    void theWholeJournalGivesTheWholeLiveFeed() {
        final CommandRun run = CommandRun.bourse("journal", "feed", dir.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out().lines().filter(l -> !l.startsWith("#")).toList()).containsExactlyElementsOf(LIVE);
        assertThat(run.out()).contains(" of " + lastSequence + " replayed");
    }

    @Test
    void aBadRangeOrAMissingDirectoryIsAUsageError() {
        assertThat(CommandRun.bourse("journal", "feed", dir.toString(), "--from", "9", "--to", "3").code())
                .isEqualTo(2);
        assertThat(CommandRun.bourse("journal", "feed", tmp.resolve("none").toString()).code()).isEqualTo(2);
    }
}
