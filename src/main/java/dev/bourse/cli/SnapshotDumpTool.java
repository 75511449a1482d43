package dev.bourse.cli;

import dev.bourse.snapshot.SectionPrinter;
import dev.bourse.snapshot.SnapshotException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Prints one section file of a snapshot (its Wire header document and first records, one numbered field per line):
 * {@code bourse snapshot dump <section-file> [maxRecords]} (default 20). The
 * field numbers are listed in {@code SnapshotDescriptor}. Checks the section's frame first and never modifies it.
 * Exit codes: 0 printed, 1 corrupt or unreadable, 2 usage.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
@Command(name = "dump", description = {"Prints one section file of a snapshot.",
    "Its header document and first records, one numbered field per line (the numbers are listed in "
        + "SnapshotDescriptor). Checks the section's frame first."})
public final class SnapshotDumpTool implements Callable<Integer> {
    private static final int DEFAULT_RECORDS = 20;

    @Parameters(index = "0", paramLabel = "<section-file>",
            description = "a section file: specs, book-<id>, users, orders or totals")
    private Path file;
    @Parameters(index = "1", arity = "0..1", paramLabel = "<maxRecords>", defaultValue = "" + DEFAULT_RECORDS,
            description = "how many records to print after the header, >= 0 (default: ${DEFAULT-VALUE})")
    private int records;
    @Spec
    private CommandSpec spec;

    /** Built by picocli. */
    SnapshotDumpTool() {
    }

    /**
     * The tool without exiting.
     *
     * @param args the section file, then optionally how many records to print
     * @param out  where the documents go
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        return BourseCommand.run(new SnapshotDumpTool(), args, out, err);
    }

    @Override
    public Integer call() {
        final PrintWriter out = spec.commandLine().getOut();
        final PrintWriter err = spec.commandLine().getErr();
        if (records < 0) {
            err.println("maxRecords must be >= 0: " + records);
            return 2;
        }
        try {
            out.print(SectionPrinter.print(file, records));
            return 0;
        } catch (final SnapshotException e) {
            err.println("CORRUPT " + e.getMessage());
            return 1;
        }
    }
}
