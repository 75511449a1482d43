package dev.bourse.cli;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import dev.bourse.core.RecoveryReport;
import dev.bourse.journal.ReadOnlyJournal;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Recovers a core in memory from a journal directory (newest valid snapshot, then the journal) without changing the
 * directory: a torn tail is reported, not cut, and nothing new is journalled. One risk and one matching shard on
 * one engine thread; the snapshot format is layout-independent, so the state is the same. The core gets the wall
 * clock handed in, so it runs no expiry timer: no time event changes the recovered state, even when GTD orders in it
 * are past their expiry.
 *
 * <p>Thread-safety: one calling thread.
 */
final class RecoveredCore {
    private RecoveredCore() {
    }

    /**
     * @param journalDir   the journal directory (snapshots in its {@code snapshots} directory)
     * @param upToSequence the last sequence to recover, {@code Long.MAX_VALUE} for everything
     * @param warnings     where the recovery's warnings go, one line each
     * @return a started core holding the recovered state
     * @throws IllegalStateException when recovery fails (the message names the file)
     */
    static ExchangeCore start(final Path journalDir, final long upToSequence, final PrintWriter warnings) {
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).riskShards(1).matchingShards(1)
                .threadLayout(ThreadLayout.COMPACT).waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true)
                .journalDir(journalDir).snapshotEveryCommands(0).snapshotEverySeconds(0).build();
        final ExchangeCore core = ExchangeCore.builder(config).journal(new ReadOnlyJournal(journalDir, upToSequence))
                .clock(() -> System.currentTimeMillis() * 1_000_000L).build();
        if (upToSequence != Long.MAX_VALUE) {
            core.limitRecovery(upToSequence);
        }
        core.start();
        print(core.recoveryReport(), warnings);
        return core;
    }

    /**
     * Prints a recovery's warnings, one {@code WARNING} line each.
     *
     * @param report what a start recovered; null prints nothing
     * @param out    where the lines go
     */
    static void print(final RecoveryReport report, final PrintWriter out) {
        if (report != null) {
            for (final String warning : report.warnings()) {
                out.println("WARNING " + warning);
            }
        }
    }
}
