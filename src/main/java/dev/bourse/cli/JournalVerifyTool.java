package dev.bourse.cli;

import dev.bourse.journal.JournalReadResult;
import dev.bourse.journal.JournalReader;
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
 * Checks a journal directory without modifying it: every segment header, block checksum, LZ4 payload, record and
 * the sequence continuity across blocks and segments:
 * {@code bourse journal verify <journal-dir>}.
 * Exit codes: 0 when the journal is sound (a torn tail, which recovery cuts off, is printed as a warning), 1 with
 * the first problem named (file and byte offset), 2 for a usage error or a missing directory.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
@Command(name = "verify", description = {"Checks a journal without changing it.",
    "Segment headers, block checksums, LZ4 payloads, records, sequence continuity. Exit 1 names the first problem "
        + "(file and byte offset); a torn tail, which recovery cuts off, is a warning."})
public final class JournalVerifyTool implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<journal-dir>", description = "the journal directory")
    private Path dir;
    @Option(names = "--progress", description = "show the progress line on stderr even when it is not a terminal")
    private boolean progress;
    @Spec
    private CommandSpec spec;

    /** Built by picocli. */
    JournalVerifyTool() {
    }

    /**
     * The tool without exiting.
     *
     * @param args the journal directory
     * @param out  where the verdict goes
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        return BourseCommand.run(new JournalVerifyTool(), args, out, err);
    }

    @Override
    public Integer call() {
        final PrintWriter out = spec.commandLine().getOut();
        final PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(dir)) {
            err.println("not a directory: " + dir);
            return 2;
        }
        final ProgressLine line = ProgressLine.forTool(progress, out, err, false);
        final JournalReader reader = new JournalReader(dir);
        try {
            final long first = reader.firstSequence();
            final JournalReader.RecordVisitor visitor = JournalProgress.around("journal verify", line, null);
            final JournalReadResult r = reader.read(first, visitor, false);
            JournalProgress.finish(line, visitor);
            if (r.hasTornTail()) {
                out.println("WARNING torn tail in " + r.tornFile() + " at byte offset " + r.tornOffset() + ": "
                        + r.tornReason() + " (recovery cuts it off)");
            }
            out.println("OK " + r.segments() + " segments, " + r.blocks() + " blocks, " + r.records()
                    + " records, sequences " + first + ".." + r.lastSequence());
            return 0;
        } catch (final IOException e) {
            line.clear();
            err.println("CORRUPT " + e.getMessage());
            return 1;
        }
    }
}
