package dev.bourse.cli;

import dev.bourse.snapshot.SnapshotException;
import dev.bourse.snapshot.SnapshotLoader;
import dev.bourse.snapshot.SnapshotManifest;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Checks every snapshot in a directory completely (manifest, file lengths and CRC32C, LZ4 sections, markers and
 * record counts) without restoring or changing anything:
 * {@code bourse snapshot verify <dir>}, where {@code dir} is a snapshot
 * directory or a journal directory holding one in {@code snapshots}.
 * Prints one line per snapshot, {@code OK} or {@code CORRUPT} with the file and reason. Exit codes: 0 when every
 * snapshot is valid (also when there is none), 1 when one is not, 2 for a usage error or a missing directory.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
@Command(name = "verify", description = {"Checks every snapshot in a directory completely.",
    "Manifest, file lengths, CRC32C, LZ4 sections, markers and record counts, without restoring or changing "
        + "anything; one line per snapshot."})
public final class SnapshotVerifyTool implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<dir>",
            description = "a snapshot directory, or a journal directory holding one in snapshots/")
    private Path given;
    @Option(names = "--progress", description = "show the progress line on stderr even when it is not a terminal")
    private boolean progress;
    @Spec
    private CommandSpec spec;

    /** Built by picocli. */
    SnapshotVerifyTool() {
    }

    /**
     * The tool without exiting.
     *
     * @param args the directory
     * @param out  where the verdicts go
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        return BourseCommand.run(new SnapshotVerifyTool(), args, out, err);
    }

    @Override
    public Integer call() {
        final PrintWriter out = spec.commandLine().getOut();
        final PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(given)) {
            err.println("not a directory: " + given);
            return 2;
        }
        final Path root = Files.isDirectory(given.resolve("snapshots")) ? given.resolve("snapshots") : given;
        final SnapshotLoader loader = new SnapshotLoader(root);
        final List<Long> sequences = loader.sequences();
        final ProgressLine line = ProgressLine.forTool(progress, out, err, false);
        int bad = 0;
        int checked = 0;
        for (final long seq : sequences) {
            line.update("snapshot verify: checking snapshot " + seq + " (" + ++checked + " of " + sequences.size()
                    + ")");
            try {
                final SnapshotManifest m = loader.verify(seq);
                line.clear();
                out.println("OK snapshot " + seq + ": timestamp " + m.timestamp() + " ns, " + m.files().size()
                        + " files, written by " + m.riskShards() + " risk / " + m.matchingShards()
                        + " matching shards");
            } catch (final SnapshotException e) {
                bad++;
                line.clear();
                out.println("CORRUPT snapshot " + seq + ": " + e.getMessage());
            }
        }
        line.finish("snapshot verify: checked " + checked + " snapshots");
        out.println(sequences.size() + " snapshots in " + root + ", " + bad + " corrupt");
        return bad == 0 ? 0 : 1;
    }
}
