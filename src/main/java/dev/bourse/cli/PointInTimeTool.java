package dev.bourse.cli;

import dev.bourse.pipeline.ExchangeCore;
import dev.bourse.snapshot.WrittenSnapshot;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Point-in-time recovery: rebuilds the state after a given sequence from the newest valid snapshot at or before it
 * plus the journal up to it, and writes that state as a snapshot into a new journal directory, where a core started
 * on it resumes at the next sequence:
 * {@code java -cp target/bourse.jar dev.bourse.cli.PointInTimeTool <journal-dir> <to-sequence> <new-dir>}.
 * The source directory is not changed. The new directory must not exist or be empty.
 * Exit codes: 0 on success (prints the snapshot written), 1 when recovery fails or the journal ends before the
 * sequence, 2 for a usage error, a missing source, a non-empty target or a bad sequence.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
public final class PointInTimeTool {
    private PointInTimeTool() {
    }

    /**
     * @param args the journal directory, the sequence, the new directory
     */
    public static void main(final String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * The tool without exiting.
     *
     * @param args see {@link #main}
     * @param out  where the result goes
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        if (args.length != 3) {
            err.println("usage: PointInTimeTool <journal-dir> <to-sequence> <new-dir>");
            return 2;
        }
        final Path source = Path.of(args[0]);
        final Path target = Path.of(args[2]);
        final long to;
        try {
            to = Long.parseLong(args[1]);
        } catch (final NumberFormatException e) {
            err.println("not a sequence: " + args[1]);
            return 2;
        }
        if (!Files.isDirectory(source) || to < 1 || !emptyOrAbsent(target)) {
            err.println("need an existing journal directory, a sequence >= 1 and an empty or absent new directory");
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
