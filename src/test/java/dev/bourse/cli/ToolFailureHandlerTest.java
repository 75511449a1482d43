package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionException;
import picocli.CommandLine.Command;
import org.junit.jupiter.api.Test;

/** How a command's failure is reported: one line for what the user can act on, the trace for a defect. */
class ToolFailureHandlerTest {

    /** A command whose work throws what it is given. */
    @Command(name = "failing")
    static final class Failing implements Callable<Integer> {
        private final Exception thrown;

        Failing(final Exception thrown) {
            this.thrown = thrown;
        }

        @Override
        public Integer call() throws Exception {
            throw thrown;
        }
    }

    @Test
    void aFailureTheUserCanActOnIsOneLineAndExitOne() {
        for (final Exception e : new Exception[] {new IOException("disk gone"),
            new UncheckedIOException(new IOException("disk gone")), new IllegalStateException("disk gone"),
            new CompletionException(new IllegalArgumentException("disk gone"))}) {
            final CommandRun run = CommandRun.of(new Failing(e));
            assertThat(run.code()).as(e.toString()).isEqualTo(1);
            assertThat(run.err()).as(e.toString()).endsWith("disk gone" + System.lineSeparator())
                    .startsWith("failing: ");
            assertThat(run.err().lines().count()).isEqualTo(1);
        }
    }

    @Test
    void aDefectIsNamedAsOneAndItsStackTraceFollows() {
        final CommandRun run = CommandRun.of(new Failing(new ArrayIndexOutOfBoundsException(7)));
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.err()).startsWith("failing: failed with java.lang.ArrayIndexOutOfBoundsException")
                .contains("a defect").contains("\tat ");
    }

    @Test
    void anInterruptionIsReportedAndTheThreadStaysInterrupted() {
        final CommandRun run = CommandRun.of(new Failing(new InterruptedException()));
        assertThat(Thread.interrupted()).isTrue();
        assertThat(run.code()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("failing: interrupted" + System.lineSeparator());
    }
}
