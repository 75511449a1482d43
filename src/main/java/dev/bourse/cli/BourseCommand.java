package dev.bourse.cli;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The one command-line entry point, the main class of {@code target/bourse.jar}: {@code bourse [command]}. With no
 * command (nothing, or only options) it runs {@link NodeTool} with those options, so {@code java -jar
 * target/bourse.jar} starts a node with its demo market and {@code bourse --duration 10} is {@code bourse node
 * --duration 10}. The commands:
 * <pre>
 *   bourse node               a running node: the core behind the REST/WebSocket gateway, a trading page, a demo
 *   bourse bench              a generated trading session through a real core, its figures and recovery
 *   bourse journal dump       a journal's records, one line each
 *   bourse journal verify     a journal checked without changing it
 *   bourse snapshot dump      one section file of a snapshot
 *   bourse snapshot verify    every snapshot in a directory checked completely
 *   bourse state-hash         the state hash a journal directory recovers to
 *   bourse pitr               point-in-time recovery into a new directory
 *   bourse demo               a scripted order book session, every event printed
 *   bourse scale              a core holding a large market: heap, throughput, snapshot, replay
 *   bourse binary-load        open-loop load on the binary order entry over loopback
 * </pre>
 * Each takes {@code --help}. Exit codes, the same for every command: 0 done (for a check: sound), 1 the work failed
 * or found a problem (named on standard error, without a stack trace unless the failure is a defect), 2 a usage
 * error (unknown option, bad value, missing directory).
 *
 * <p>Thread-safety: one run per instance, on the calling thread.
 */
@Command(name = "bourse", scope = ScopeType.INHERIT, mixinStandardHelpOptions = true,
        versionProvider = BourseVersion.class, sortOptions = false,
        description = {"Bourse exchange core: the main job and the operator tools.",
            "With no command, runs `node` with the options given: `bourse --duration 10` is `bourse node --duration "
                + "10`."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:done; for a check, sound", "1:the work failed or found a problem (named on stderr)",
            "2:usage error: unknown option, bad value, missing directory"},
        subcommands = {BenchTool.class, JournalCommand.class, SnapshotCommand.class, StateHashTool.class,
            PointInTimeTool.class, DemoTool.class, ScaleTool.class, NodeTool.class, BinaryLoadTool.class,
            HttpLoadTool.class, ClusterCommand.class})
public final class BourseCommand implements Callable<Integer> {
    private static final java.util.Set<String> MAIN_OPTIONS = java.util.Set.of("-h", "--help", "-V", "--version");
    @Spec
    private CommandSpec spec;

    /** Built by picocli. */
    BourseCommand() {
    }

    /**
     * Runs the command line and exits with its code.
     *
     * @param args the command and its arguments; none runs {@code bench}
     */
    public static void main(final String[] args) {
        final StandardStream out = StandardStream.stdout();
        final StandardStream err = StandardStream.stderr();
        final int code = commandLine(new BourseCommand(), out, err).execute(withDefaultCommand(args));
        out.flush();
        err.flush();
        System.exit(code);
    }

    /**
     * Runs a command line without exiting, its output going to the given streams (UTF-8).
     *
     * @param out  standard output
     * @param err  standard error
     * @param args the command and its arguments
     * @return the exit code: 0, 1 or 2
     */
    public static int execute(final PrintStream out, final PrintStream err, final String... args) {
        return run(new BourseCommand(), withDefaultCommand(args), out, err);
    }

    /**
     * @param args the command line as given
     * @return it with {@code node} in front when it names no command: empty, or starting with an option other than
     *     the main command's own ({@code --help}, {@code --version})
     */
    static String[] withDefaultCommand(final String[] args) {
        if (args.length > 0 && (!args[0].startsWith("-") || MAIN_OPTIONS.contains(args[0]))) {
            return args;
        }
        final String[] withNode = new String[args.length + 1];
        withNode[0] = "node";
        System.arraycopy(args, 0, withNode, 1, args.length);
        return withNode;
    }

    /**
     * Runs one command object on its own, as its tool's static {@code run} does.
     *
     * @param command a picocli command object
     * @param args    its arguments
     * @param out     standard output (UTF-8)
     * @param err     standard error (UTF-8)
     * @return the exit code
     */
    static int run(final Object command, final String[] args, final PrintStream out, final PrintStream err) {
        final PrintWriter o = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), true);
        final PrintWriter e = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
        final int code = commandLine(command, o, e).execute(args);
        o.flush();
        e.flush();
        return code;
    }

    /**
     * @param command the command object
     * @param out     standard output
     * @param err     standard error
     * @return the command line with Bourse's error handling: a usage error is the reason and exit 2, a failure one
     *     line on standard error and exit 1
     */
    static CommandLine commandLine(final Object command, final PrintWriter out, final PrintWriter err) {
        return new CommandLine(command).setOut(out).setErr(err).setCaseInsensitiveEnumValuesAllowed(true)
                .setParameterExceptionHandler(new UsageErrorHandler())
                .setExecutionExceptionHandler(new ToolFailureHandler());
    }

    /** Reached only when a command line skipped {@link #withDefaultCommand}: runs the node with its defaults. */
    @Override
    public Integer call() {
        return spec.commandLine().getSubcommands().get("node").execute();
    }
}
