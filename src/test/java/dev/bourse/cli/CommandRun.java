package dev.bourse.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * One run of a command line with its output captured.
 *
 * @param code the exit code
 * @param out  what it wrote to standard output
 * @param err  what it wrote to standard error
 */
record CommandRun(int code, String out, String err) {

    /**
     * @param args the arguments after {@code bourse}
     * @return the run of {@code bourse args}
     */
    static CommandRun bourse(final String... args) {
        return of(null, args);
    }

    /**
     * @param command a command object run on its own, or null for {@code bourse}
     * @param args    its arguments
     * @return the run
     */
    static CommandRun of(final Object command, final String... args) {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        final PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        final int code = command == null ? BourseCommand.execute(o, e, args) : BourseCommand.run(command, args, o, e);
        return new CommandRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** @return whether standard error shows a stack trace */
    boolean hasStackTrace() {
        return err.contains("\tat ") || err.contains("Exception");
    }
}
