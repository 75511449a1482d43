package dev.bourse.cli;

import dev.bourse.snapshot.SnapshotException;
import dev.bourse.snapshot.SnapshotLoader;
import dev.bourse.snapshot.SnapshotManifest;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Checks every snapshot in a directory completely (manifest, file lengths and CRC32C, LZ4 sections, markers and
 * record counts) without restoring or changing anything:
 * {@code java -cp target/bourse.jar dev.bourse.cli.SnapshotVerifyTool <dir>}, where {@code dir} is a snapshot
 * directory or a journal directory holding one in {@code snapshots}.
 * Prints one line per snapshot, {@code OK} or {@code CORRUPT} with the file and reason. Exit codes: 0 when every
 * snapshot is valid (also when there is none), 1 when one is not, 2 for a usage error or a missing directory.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
public final class SnapshotVerifyTool {
    private SnapshotVerifyTool() {
    }

    /**
     * @param args the directory
     */
    public static void main(final String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * The tool without exiting.
     *
     * @param args see {@link #main}
     * @param out  where the verdicts go
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        if (args.length != 1) {
            err.println("usage: SnapshotVerifyTool <snapshot-dir | journal-dir>");
            return 2;
        }
        final Path given = Path.of(args[0]);
        if (!Files.isDirectory(given)) {
            err.println("not a directory: " + given);
            return 2;
        }
        final Path root = Files.isDirectory(given.resolve("snapshots")) ? given.resolve("snapshots") : given;
        final SnapshotLoader loader = new SnapshotLoader(root);
        final List<Long> sequences = loader.sequences();
        int bad = 0;
        for (final long seq : sequences) {
            try {
                final SnapshotManifest m = loader.verify(seq);
                out.println("OK snapshot " + seq + ": timestamp " + m.timestamp() + " ns, " + m.files().size()
                        + " files, written by " + m.riskShards() + " risk / " + m.matchingShards()
                        + " matching shards");
            } catch (final SnapshotException e) {
                bad++;
                out.println("CORRUPT snapshot " + seq + ": " + e.getMessage());
            }
        }
        out.println(sequences.size() + " snapshots in " + root + ", " + bad + " corrupt");
        return bad == 0 ? 0 : 1;
    }
}
