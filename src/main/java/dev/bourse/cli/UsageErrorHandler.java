package dev.bourse.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * What a command does with a usage error (an unknown command or option, a value of the wrong type or out of range,
 * a missing argument): the reason and where to look on standard error, exit code 2. The whole usage text would bury
 * the one line that matters; {@code --help} prints it.
 *
 * <p>Thread-safety: stateless.
 */
final class UsageErrorHandler implements IParameterExceptionHandler {
    /** The exit code of a usage error. */
    static final int USAGE = 2;

    @Override
    public int handleParseException(final ParameterException e, final String[] args) {
        final CommandLine line = e.getCommandLine();
        final PrintWriter err = line.getErr();
        final String command = line.getCommandSpec().qualifiedName();
        err.println(command + ": " + e.getMessage());
        if (!UnmatchedArgumentException.printSuggestions(e, err)) {
            err.println("Try '" + command + " --help' for the usage.");
        }
        err.flush();
        return USAGE;
    }
}
