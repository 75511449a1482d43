package dev.bourse.cli;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.ReadOnlyJournal;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedLineWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Regenerates the market-data feed from a journal: {@code bourse journal feed <journal-dir> [--from N] [--to M]}
 * replays the journal from its first command (snapshots are not used: the feed's sequences count from the first
 * message) through a feed generator and prints, one line each ({@link FeedLineWriter}), the public messages and
 * private reports caused by the commands {@code N} to {@code M}. The same journal gives the same lines as the live
 * feed. Never changes the directory. Exit codes: 0 done, 1 the journal could not be replayed (it does not start at
 * sequence 1, or is corrupt), 2 usage or a missing directory.
 *
 * <p>Thread-safety: runs on the main thread only (the core's results thread prints the lines).
 */
@Command(name = "feed", description = {"Regenerates the market-data feed of a sequence range from a journal.",
    "Replays the journal from its first command; prints one line per message of the commands in the range."})
public final class JournalFeedTool implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<journal-dir>", description = "the journal directory")
    private Path dir;
    @Option(names = "--from", paramLabel = "<sequence>", description = "the first command printed, >= 1 (default 1)")
    private long from = 1;
    @Option(names = "--to", paramLabel = "<sequence>",
            description = "the last command printed and replayed, >= --from (default: the journal's end)")
    private long to = Long.MAX_VALUE;
    @Option(names = "--conflate", description = "L2: one update per level per command")
    private boolean conflate;
    @Spec
    private CommandSpec spec;

    /** Built by picocli. */
    JournalFeedTool() {
    }

    /**
     * The tool without exiting.
     *
     * @param args the journal directory, then the options
     * @param out  where the lines and the summary go
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        return BourseCommand.run(new JournalFeedTool(), args, out, err);
    }

    @Override
    public Integer call() throws InterruptedException {
        final PrintWriter out = spec.commandLine().getOut();
        final PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(dir)) {
            err.println("not a directory: " + dir);
            return 2;
        }
        if (from < 1 || to < from) {
            err.println("need 1 <= --from <= --to: " + from + ", " + to);
            return 2;
        }
        final long[] lines = {0};
        final FeedLineWriter writer = new FeedLineWriter(line -> {
            lines[0]++;
            out.println(line);
        }, from, to);
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).riskShards(1).matchingShards(1)
                .threadLayout(ThreadLayout.INLINE).waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true)
                .journalDir(dir).snapshotEveryCommands(0).snapshotEverySeconds(0).build();
        final ExchangeCore core = ExchangeCore.builder(config)
                .journal(new ReadOnlyJournal(dir, to)).clock(() -> 0L)
                .listener(new FeedGenerator(Channels.ALL, conflate, writer, writer)).build();
        core.limitRecovery(0);
        try {
            core.start();
        } catch (final IllegalStateException e) {
            err.println("ERROR " + e.getMessage());
            return 1;
        }
        RecoveredCore.print(core.recoveryReport(), out);
        final long last = core.recoveredSequence();
        core.stop();
        out.println("# " + lines[0] + " lines for commands " + from + " to " + Math.min(to, last) + " of " + last
                + " replayed");
        return 0;
    }
}
