package dev.bourse.cli;

import dev.bourse.journal.JournalReadResult;
import dev.bourse.journal.JournalReader;
import dev.bourse.journal.JournalRecordCodec;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * Prints a journal's records, one line each with every recorded field, in sequence order:
 * {@code java -cp target/bourse.jar dev.bourse.cli.JournalDumpTool <journal-dir> [fromSequence]}. Checks the journal
 * as it goes (never modifies it): stops at the first problem, prints it and exits 1; a torn tail is reported as a
 * warning and the records before it are printed. Exit codes: 0 read to the end, 1 corrupt or unreadable, 2 usage.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
public final class JournalDumpTool {
    private JournalDumpTool() {
    }

    /**
     * @param args the journal directory, then optionally the first sequence to print (&gt;= 1)
     */
    public static void main(final String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * The tool without exiting.
     *
     * @param args see {@link #main}
     * @param out  where records and the summary go
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        if (args.length < 1 || args.length > 2) {
            err.println("usage: JournalDumpTool <journal-dir> [fromSequence]");
            return 2;
        }
        final JournalReader reader = new JournalReader(Path.of(args[0]));
        try {
            final long from = args.length == 2 ? Long.parseLong(args[1]) : reader.firstSequence();
            if (from < 1) {
                err.println("fromSequence must be >= 1: " + from);
                return 2;
            }
            final JournalReadResult r = reader.read(from, (buffer, index) ->
                    out.println(JournalRecordCodec.describe(buffer, index)), false);
            out.println("# " + r.records() + " records in " + r.blocks() + " blocks of " + r.segments()
                    + " segments, last sequence " + r.lastSequence());
            if (r.hasTornTail()) {
                out.println("# WARNING torn tail in " + r.tornFile() + " at byte offset " + r.tornOffset() + ": "
                        + r.tornReason());
            }
            return 0;
        } catch (final NumberFormatException e) {
            err.println("fromSequence is not a number: " + args[1]);
            return 2;
        } catch (final IOException e) {
            err.println("ERROR " + e.getMessage());
            return 1;
        }
    }
}
