package dev.bourse.cli;

import dev.bourse.core.ExchangeCore;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Prints the state hash of the core a journal directory recovers to (newest valid snapshot plus the journal after
 * it), without changing the directory:
 * {@code bourse state-hash <journal-dir>}.
 * The hash is {@link ExchangeCore#stateHash()}: layout-independent, so it equals the hash the running core reported
 * at the same sequence. Output: {@code sequence <n> state hash <decimal> (0x<hex>)}. Exit codes: 0 on success, 1
 * when recovery fails (the reason names the file), 2 for a usage error or a missing directory.
 *
 * <p>Thread-safety: runs on the main thread only.
 */
@Command(name = "state-hash", description = {"Prints the state hash a journal directory recovers to.",
    "Recovers in memory from the newest valid snapshot plus the journal after it, without changing the directory. "
        + "The hash is layout-independent: it equals the one the running core reported at the same sequence."})
public final class StateHashTool implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<journal-dir>", description = "the journal directory")
    private Path dir;
    @Spec
    private CommandSpec spec;

    /** Built by picocli. */
    StateHashTool() {
    }

    /**
     * The tool without exiting.
     *
     * @param args the journal directory
     * @param out  where the hash goes
     * @param err  where problems go
     * @return the exit code: 0, 1 or 2
     */
    public static int run(final String[] args, final PrintStream out, final PrintStream err) {
        return BourseCommand.run(new StateHashTool(), args, out, err);
    }

    @Override
    public Integer call() {
        final PrintWriter out = spec.commandLine().getOut();
        final PrintWriter err = spec.commandLine().getErr();
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
