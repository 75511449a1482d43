package dev.bourse.cli;

import dev.bourse.journal.JournalReadResult;
import dev.bourse.journal.JournalReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks a journal directory without modifying it: every segment header, block checksum, LZ4 payload, record and
 * the sequence continuity across blocks and segments:
 * {@code java -cp target/bourse.jar dev.bourse.cli.JournalVerifyTool <journal-dir>}.
 * Exit codes: 0 when the journal is sound (a torn tail, which recovery cuts off, is printed as a warning), 1 with
 * the first problem named (file and byte offset), 2 for a usage error or a missing directory.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
public final class JournalVerifyTool {
    private JournalVerifyTool() {
    }

    /**
     * @param args the journal directory
     */
    public static void main(final String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * The tool without exiting.
     *
     * @param args see {@link #main}
     * @param out  where the verdict goes
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        if (args.length != 1) {
            err.println("usage: JournalVerifyTool <journal-dir>");
            return 2;
        }
        final Path dir = Path.of(args[0]);
        if (!Files.isDirectory(dir)) {
            err.println("not a directory: " + dir);
            return 2;
        }
        final JournalReader reader = new JournalReader(dir);
        try {
            final long first = reader.firstSequence();
            final JournalReadResult r = reader.read(first, null, false);
            if (r.hasTornTail()) {
                out.println("WARNING torn tail in " + r.tornFile() + " at byte offset " + r.tornOffset() + ": "
                        + r.tornReason() + " (recovery cuts it off)");
            }
            out.println("OK " + r.segments() + " segments, " + r.blocks() + " blocks, " + r.records()
                    + " records, sequences " + first + ".." + r.lastSequence());
            return 0;
        } catch (final IOException e) {
            err.println("CORRUPT " + e.getMessage());
            return 1;
        }
    }
}
