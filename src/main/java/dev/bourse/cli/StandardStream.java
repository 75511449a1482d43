package dev.bourse.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The process's standard output or error as the command line writes to it, knowing whether it is a terminal. Only
 * {@link BourseCommand#main} makes them: a tool run with other writers (a test, a script capturing output) never
 * sees a terminal, so it shows no progress line unless asked.
 *
 * <p>Thread-safety: as {@link PrintWriter}.
 */
final class StandardStream extends PrintWriter {
    private static final int STDOUT = 1;
    private static final int STDERR = 2;

    private final boolean terminal;

    private StandardStream(final PrintStream stream, final int number) {
        super(stream, true);
        this.terminal = isTerminal(number);
    }

    /** @return the process's standard output, flushed at every line */
    static StandardStream stdout() {
        return new StandardStream(System.out, STDOUT);
    }

    /** @return the process's standard error, flushed at every line */
    static StandardStream stderr() {
        return new StandardStream(System.err, STDERR);
    }

    /**
     * @param writer a command line's writer
     * @return whether it is the process's standard output or error and that is a terminal
     */
    static boolean isTerminal(final PrintWriter writer) {
        return writer instanceof StandardStream && ((StandardStream) writer).terminal;
    }

    /**
     * On Linux the file descriptor links to a terminal device; elsewhere, where that cannot be asked without native
     * code, the JVM's own console check (standard input and output on a terminal) stands in.
     */
    private static boolean isTerminal(final int fd) {
        final Path link = Path.of("/proc/self/fd/" + fd);
        if (Files.isSymbolicLink(link)) {
            try {
                final String target = Files.readSymbolicLink(link).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            } catch (final IOException | UnsupportedOperationException e) {
                return false;
            }
        }
        return System.console() != null;
    }
}
