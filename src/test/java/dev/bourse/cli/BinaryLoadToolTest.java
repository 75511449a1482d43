package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The binary load generator runs end to end (a short, slow run: the figures are not checked, only that it ran). */
class BinaryLoadToolTest {
    @Test
    void aShortRunAnswersEveryOrderAndPrintsThePercentiles() {
        final CommandRun run = CommandRun.bourse("binary-load", "--rate", "2000", "--seconds", "1", "--batch", "8",
                "--members", "2");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("answered 2,000 (rejected 0)").contains("enter -> Accepted")
                .contains("enter -> Executed").doesNotContain("not every order");
        assertThat(run.hasStackTrace()).as(run.err()).isFalse();
    }

    @Test
    void aBatchOutsideItsRangeIsAUsageError() {
        final CommandRun run = CommandRun.bourse("binary-load", "--batch", "0");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains("--batch");
    }
}
