package dev.bourse.cli;

import dev.bourse.journal.JournalReadResult;
import dev.bourse.journal.JournalReader;
import dev.bourse.journal.JournalRecordCodec;
import java.io.IOException;
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
 * Prints a journal's records, one line each with every recorded field, in sequence order:
 * {@code bourse journal dump <journal-dir> [fromSequence]}. Checks the journal
 * as it goes (never modifies it): stops at the first problem, prints it and exits 1; a torn tail is reported as a
 * warning and the records before it are printed. Exit codes: 0 read to the end, 1 corrupt or unreadable, 2 usage or
 * a missing directory.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
@Command(name = "dump", description = {"Prints a journal's records, one line each.",
    "Checks the journal as it goes and stops at the first problem (exit 1); a torn tail is a warning after the "
        + "records before it."})
public final class JournalDumpTool implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<journal-dir>", description = "the journal directory")
    private Path dir;
    @Parameters(index = "1", arity = "0..1", paramLabel = "<fromSequence>",
            description = "the first sequence printed, >= 1 (default: the journal's first)")
    private Long fromSequence;
    @Option(names = "--progress", description = "show the progress line on stderr even when it is not a terminal")
    private boolean progress;
    @Spec
    private CommandSpec spec;

    /** Built by picocli. */
    JournalDumpTool() {
    }

    /**
     * The tool without exiting.
     *
     * @param args the journal directory, then optionally the first sequence to print (&gt;= 1)
     * @param out  where records and the summary go
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        return BourseCommand.run(new JournalDumpTool(), args, out, err);
    }

    @Override
    public Integer call() {
        final PrintWriter out = spec.commandLine().getOut();
        final PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(dir)) {
            err.println("not a directory: " + dir);
            return 2;
        }
        final ProgressLine line = ProgressLine.forTool(progress, out, err, true);
        final JournalReader reader = new JournalReader(dir);
        try {
            final long from = fromSequence != null ? fromSequence : reader.firstSequence();
            if (from < 1) {
                err.println("fromSequence must be >= 1: " + from);
                return 2;
            }
            final JournalReader.RecordVisitor visitor = JournalProgress.around("journal dump", line,
                    (buffer, index) -> out.println(JournalRecordCodec.describe(buffer, index)));
            final JournalReadResult r = reader.read(from, visitor, false);
            JournalProgress.finish(line, visitor);
            out.println("# " + r.records() + " records in " + r.blocks() + " blocks of " + r.segments()
                    + " segments, last sequence " + r.lastSequence());
            if (r.hasTornTail()) {
                out.println("# WARNING torn tail in " + r.tornFile() + " at byte offset " + r.tornOffset() + ": "
                        + r.tornReason());
            }
            return 0;
        } catch (final IOException e) {
            line.clear();
            err.println("ERROR " + e.getMessage());
            return 1;
        }
    }
}
