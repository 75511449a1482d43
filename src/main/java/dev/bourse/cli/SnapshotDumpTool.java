package dev.bourse.cli;

import dev.bourse.snapshot.SectionPrinter;
import dev.bourse.snapshot.SnapshotException;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * Prints one section file of a snapshot (its Wire header document and first records, one numbered field per line):
 * {@code java -cp target/bourse.jar dev.bourse.cli.SnapshotDumpTool <section-file> [maxRecords]} (default 20). The
 * field numbers are listed in {@code SnapshotDescriptor}. Checks the section's frame first and never modifies it.
 * Exit codes: 0 printed, 1 corrupt or unreadable, 2 usage.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
public final class SnapshotDumpTool {
    private static final int DEFAULT_RECORDS = 20;

    private SnapshotDumpTool() {
    }

    /**
     * @param args the section file, then optionally how many records to print
     */
    public static void main(final String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * The tool without exiting.
     *
     * @param args see {@link #main}
     * @param out  where the documents go
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        if (args.length < 1 || args.length > 2) {
            err.println("usage: SnapshotDumpTool <section-file> [maxRecords]");
            return 2;
        }
        final int records;
        try {
            records = args.length == 2 ? Integer.parseInt(args[1]) : DEFAULT_RECORDS;
        } catch (final NumberFormatException e) {
            err.println("maxRecords is not a number: " + args[1]);
            return 2;
        }
        if (records < 0) {
            err.println("maxRecords must be >= 0: " + records);
            return 2;
        }
        try {
            out.print(SectionPrinter.print(Path.of(args[0]), records));
            return 0;
        } catch (final SnapshotException e) {
            err.println("CORRUPT " + e.getMessage());
            return 1;
        }
    }
}
