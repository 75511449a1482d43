package dev.bourse.cli;

import dev.bourse.config.ConfigException;
import dev.bourse.snapshot.SnapshotException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * What a command does when its work throws: one line on standard error naming the command and the reason, and exit
 * code 1, or 2 for a bad configuration (a value in {@code config/bourse.properties} or a {@code -Dbourse.*}
 * property), which is a usage error like a bad option. A failure the user can act on (a file that cannot be read,
 * a corrupt journal or snapshot, a state the work refuses, an interruption) gets its message only; anything else is
 * a defect, and its stack trace follows the line so that it can be reported.
 *
 * <p>Thread-safety: stateless.
 */
final class ToolFailureHandler implements IExecutionExceptionHandler {
    /** The exit code of a failed run. */
    static final int FAILED = 1;

    @Override
    public int handleExecutionException(final Exception thrown, final CommandLine line, final ParseResult parsed) {
        final Throwable cause = unwrap(thrown);
        final PrintWriter err = line.getErr();
        final String command = line.getCommandSpec().qualifiedName();
        if (cause instanceof ConfigException) {
            err.println(command + ": " + cause.getMessage());
            err.flush();
            return UsageErrorHandler.USAGE;
        }
        if (cause instanceof InterruptedException) {
            Thread.currentThread().interrupt();
            err.println(command + ": interrupted");
        } else if (expected(cause)) {
            err.println(command + ": " + cause.getMessage());
        } else {
            err.println(command + ": failed with " + cause + " (a defect; please report it with this trace)");
            cause.printStackTrace(err);
        }
        err.flush();
        return FAILED;
    }

    private static Throwable unwrap(final Throwable thrown) {
        Throwable t = thrown;
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    private static boolean expected(final Throwable t) {
        return t.getMessage() != null && (t instanceof IOException || t instanceof UncheckedIOException
                || t instanceof SnapshotException || t instanceof IllegalStateException
                || t instanceof IllegalArgumentException);
    }
}
