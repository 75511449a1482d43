package dev.bourse.cli;

import dev.bourse.pipeline.ExchangeCore;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Prints the state hash of the core a journal directory recovers to (newest valid snapshot plus the journal after
 * it), without changing the directory:
 * {@code java -cp target/bourse.jar dev.bourse.cli.StateHashTool <journal-dir>}.
 * The hash is {@link ExchangeCore#stateHash()}: layout-independent, so it equals the hash the running core reported
 * at the same sequence. Output: {@code sequence <n> state hash <decimal> (0x<hex>)}. Exit codes: 0 on success, 1
 * when recovery fails (the reason names the file), 2 for a usage error or a missing directory.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
public final class StateHashTool {
    private StateHashTool() {
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
     * @param out  where the hash goes
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        if (args.length != 1) {
            err.println("usage: StateHashTool <journal-dir>");
            return 2;
        }
        final Path dir = Path.of(args[0]);
        if (!Files.isDirectory(dir)) {
            err.println("not a directory: " + dir);
            return 2;
        }
        try {
            final ExchangeCore core = RecoveredCore.start(dir, Long.MAX_VALUE, err);
            final long hash = core.stateHash().join();
            core.stop();
            out.println("sequence " + core.recoveredSequence() + " state hash " + hash + " (0x"
                    + Long.toHexString(hash) + ")");
            return 0;
        } catch (final IllegalStateException e) {
            err.println("FAILED " + e.getMessage());
            return 1;
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("interrupted");
            return 1;
        }
    }
}
