package dev.bourse.cli;

import dev.bourse.core.ExchangeCore;
import dev.bourse.snapshot.WrittenSnapshot;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Point-in-time recovery: rebuilds the state after a given sequence from the newest valid snapshot at or before it
 * plus the journal up to it, and writes that state as a snapshot into a new journal directory, where a core started
 * on it resumes at the next sequence:
 * {@code bourse pitr <journal-dir> <to-sequence> <new-dir>}.
 * The source directory is not changed. The new directory must not exist or be empty.
 * Exit codes: 0 on success (prints the snapshot written), 1 when recovery fails or the journal ends before the
 * sequence, 2 for a usage error, a missing source, a non-empty target or a bad sequence.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
@Command(name = "pitr", description = {"Point-in-time recovery into a new journal directory.",
    "Rebuilds the state after <to-sequence> from the newest valid snapshot at or before it plus the journal, and "
        + "writes it as a snapshot into <new-dir>, where a core started on it resumes at the next sequence. The "
        + "source is not changed."})
public final class PointInTimeTool implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<journal-dir>", description = "the journal directory to recover from")
    private Path source;
    @Parameters(index = "1", paramLabel = "<to-sequence>", description = "the last sequence to recover, >= 1")
    private long to;
    @Parameters(index = "2", paramLabel = "<new-dir>", description = "the new journal directory: absent or empty")
    private Path target;
    @Spec
    private CommandSpec spec;

    /** Built by picocli. */
    PointInTimeTool() {
    }

    /**
     * The tool without exiting.
     *
     * @param args the journal directory, the sequence, the new directory
     * @param out  where the result goes
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        return BourseCommand.run(new PointInTimeTool(), args, out, err);
    }

    @Override
    public Integer call() {
        final PrintWriter out = spec.commandLine().getOut();
        final PrintWriter err = spec.commandLine().getErr();
        final String usage = !Files.isDirectory(source) ? "not a directory: " + source
                : to < 1 ? "to-sequence must be >= 1: " + to
                : !emptyOrAbsent(target) ? "the new directory must be absent or empty: " + target : null;
        if (usage != null) {
            err.println(usage);
            return 2;
        }
        try {
            final ExchangeCore core = RecoveredCore.start(source, to, err);
            core.stop();
            if (core.recoveredSequence() != to) {
                err.println("FAILED the journal and snapshots reach sequence " + core.recoveredSequence() + ", not "
                        + to);
                return 1;
            }
            final WrittenSnapshot w = core.writeRecoveredSnapshot(target.resolve("snapshots"));
            out.println("wrote snapshot " + to + " to " + w.directory() + " (" + w.fileBytes() + " bytes)");
            return 0;
        } catch (final IllegalStateException | UncheckedIOException e) {
            err.println("FAILED " + e.getMessage());
            return 1;
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("interrupted");
            return 1;
        }
    }

    private static boolean emptyOrAbsent(final Path dir) {
        if (!Files.exists(dir)) {
            return true;
        }
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
            return !entries.iterator().hasNext();
        } catch (final IOException e) {
            return false;
        }
    }
}
