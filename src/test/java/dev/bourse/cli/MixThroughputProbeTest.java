package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class MixThroughputProbeTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    private final BookLoad mix = new BookLoadGenerator(2, 100, 10, 50_000).generate(BookLoadScenario.MIX, 2_000);

    @Test
    void twoBooksThatPassTheirChecksAreTimedAndCompared() {
        final double ratio = new MixThroughputProbe(out, mix, 20_000_000L).compare(
                "naive", listener -> new NaiveListBook(listener, false),
                "again", listener -> new NaiveListBook(listener, false));
        assertThat(ratio).isPositive();
        assertThat(printed().lines()).hasSize(3);
        assertThat(printed()).startsWith("  naive ").contains(" commands/s ").contains(", 0 refused)")
                .contains("\n  again ").contains("  again / naive = ");
    }

    @Test
    void aBookThatFailsItsCheckIsReportedAndNeitherRatioNorItsTimeIsPrinted() {
        final double ratio = new MixThroughputProbe(out, mix, 20_000_000L).compare(
                "naive", listener -> new NaiveListBook(listener, false),
                "broken", listener -> new NaiveListBook(listener, true));
        assertThat(ratio).isZero();
        assertThat(printed()).contains("  broken     check FAILED, not timed: mix stream:")
                .contains("  naive ").doesNotContain(" / naive");
        assertThat(printed().lines()).hasSize(2);
    }

    @Test
    void refusesANonPositiveMeasuringTime() {
        assertThatThrownBy(() -> new MixThroughputProbe(out, mix, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    private String printed() {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
