package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The command line as a whole: help, the command list, usage errors and missing directories, exit codes. */
class BourseCommandTest {
    private static final List<String> COMMANDS = List.of("node", "bench", "journal", "snapshot", "state-hash",
            "pitr", "demo");

    @Test
    void helpOnTheMainCommandListsEveryCommandAndSaysItRunsTheNodeByDefault() {
        final CommandRun run = CommandRun.bourse("--help");
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith("Usage: bourse ").contains("With no command, runs `node`");
        final String commands = run.out().substring(run.out().indexOf("Commands:"));
        for (final String command : COMMANDS) {
            assertThat(commands).as(command).containsPattern("(?m)^  " + command + " ");
        }
        assertThat(run.out()).contains("Exit codes:", "0   done", "1   the work failed", "2   usage error");
    }

    static Stream<Arguments> everyCommand() {
        return Stream.of(Arguments.of(List.of("node")), Arguments.of(List.of("bench")), Arguments.of(List.of("journal")),
                Arguments.of(List.of("journal", "dump")), Arguments.of(List.of("journal", "verify")),
                Arguments.of(List.of("snapshot")), Arguments.of(List.of("snapshot", "dump")),
                Arguments.of(List.of("snapshot", "verify")), Arguments.of(List.of("state-hash")),
                Arguments.of(List.of("pitr")), Arguments.of(List.of("demo")));
    }

    @ParameterizedTest
    @MethodSource("everyCommand")
    void everyCommandAnswersHelpWithItsOwnUsageAndExitsZero(final List<String> command) {
        for (final String help : List.of("--help", "-h")) {
            final String[] args = Stream.concat(command.stream(), Stream.of(help)).toArray(String[]::new);
            final CommandRun run = CommandRun.bourse(args);
            assertThat(run.code()).as(String.join(" ", args)).isZero();
            assertThat(run.err()).isEmpty();
            assertThat(run.out()).startsWith("Usage: bourse " + String.join(" ", command) + " ")
                    .contains("-h, --help");
        }
    }

    @Test
    void noCommandOrOnlyOptionsRunsTheNodeWithThem() {
        assertThat(BourseCommand.withDefaultCommand(new String[0])).containsExactly("node");
        assertThat(BourseCommand.withDefaultCommand(new String[] {"--duration", "5"}))
                .containsExactly("node", "--duration", "5");
        assertThat(BourseCommand.withDefaultCommand(new String[] {"bench", "--seconds", "1"}))
                .containsExactly("bench", "--seconds", "1");
        assertThat(BourseCommand.withDefaultCommand(new String[] {"--help"})).containsExactly("--help");
        assertThat(BourseCommand.withDefaultCommand(new String[] {"--version"})).containsExactly("--version");
    }

    @Test
    void optionsAloneStartANodeThatStopsAfterItsDuration(@TempDir final Path tmp) {
        final CommandRun run = CommandRun.bourse("--port", "0", "--no-demo", "--duration", "1", "--journal",
                tmp.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("bourse node: open http://127.0.0.1:").contains("stopped: ");
    }

    @Test
    void theVersionNamesBourseAndTheJvm() {
        final CommandRun run = CommandRun.bourse("--version");
        assertThat(run.code()).isZero();
        assertThat(run.out()).startsWith("bourse ").contains("Java " + Runtime.version());
    }

    static Stream<Arguments> usageErrors() {
        return Stream.of(
                Arguments.of(List.of("frobnicate"), "Unmatched argument"),
                Arguments.of(List.of("journal"), "Missing required subcommand"),
                Arguments.of(List.of("snapshot"), "Missing required subcommand"),
                Arguments.of(List.of("journal", "dump"), "Missing required parameter: '<journal-dir>'"),
                Arguments.of(List.of("journal", "verify", "--bogus", "x"), "Unknown option: '--bogus'"),
                Arguments.of(List.of("journal", "dump", ".", "x"), "'x' is not a long"),
                Arguments.of(List.of("snapshot", "dump", "users", "many"), "'many' is not an int"),
                Arguments.of(List.of("state-hash"), "Missing required parameter"),
                Arguments.of(List.of("pitr", ".", "x", "y"), "'x' is not a long"),
                Arguments.of(List.of("demo", "--book", "imaginary"), "Invalid value for option '--book'"),
                Arguments.of(List.of("bench", "--seconds", "soon"), "'soon' is not a double"),
                Arguments.of(List.of("bench", "--seconds", "0"), "--seconds must be finite and > 0"),
                Arguments.of(List.of("bench", "--rate", "-5"), "--rate must be finite and > 0"),
                Arguments.of(List.of("bench", "--latency-seconds", "-1"), "--latency-seconds must be finite and >= 0"),
                Arguments.of(List.of("bench", "--symbols", "0"), "symbols out of range: 0"),
                Arguments.of(List.of("bench", "--symbols", "2", "--margin-symbols", "3"),
                        "marginSymbols out of range: 3"),
                Arguments.of(List.of("--duration", "-1"), "--duration must be >= 0"),
                Arguments.of(List.of("--symbols", "0"), "Unknown options: '--symbols'"));
    }

    @ParameterizedTest
    @MethodSource("usageErrors")
    void aUsageErrorExitsTwoWithTheReasonAndNoStackTrace(final List<String> args, final String reason) {
        final CommandRun run = CommandRun.bourse(args.toArray(String[]::new));
        assertThat(run.code()).as(String.join(" ", args)).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("bourse").contains(reason);
        assertThat(run.hasStackTrace()).as(run.err()).isFalse();
        assertThat(run.err().lines().count()).as("a short message, not the whole usage").isLessThanOrEqualTo(3);
    }

    @Test
    void aMistypedCommandGetsASuggestion() {
        final CommandRun run = CommandRun.bourse("journal", "verfy", ".");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains("Did you mean").contains("verify");
    }

    @Test
    void aMissingDirectoryIsAUsageErrorNamingItInOneLine(@TempDir final Path tmp) {
        final String missing = tmp.resolve("absent").toString();
        for (final List<String> args : List.of(List.of("journal", "dump", missing),
                List.of("journal", "verify", missing), List.of("snapshot", "verify", missing),
                List.of("state-hash", missing), List.of("pitr", missing, "5", tmp.resolve("new").toString()))) {
            final CommandRun run = CommandRun.bourse(args.toArray(String[]::new));
            assertThat(run.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(run.err()).isEqualTo("not a directory: " + missing + System.lineSeparator());
            assertThat(run.out()).isEmpty();
        }
    }

    @Test
    void anUnreadableSectionFileIsAFailureNamedInOneLine(@TempDir final Path tmp) {
        final CommandRun run = CommandRun.bourse("snapshot", "dump", tmp.resolve("users").toString());
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.err()).startsWith("CORRUPT ").contains("users");
        assertThat(run.hasStackTrace()).as(run.err()).isFalse();
    }
}
