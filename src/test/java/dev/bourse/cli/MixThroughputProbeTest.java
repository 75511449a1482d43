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
    void aBookThatPassesItsCheckIsTimedAndReportedInCommandsPerSecond() {
        final double rate = new MixThroughputProbe(out, mix, 20_000_000L)
                .measure("naive", listener -> new NaiveListBook(listener, false));
        assertThat(rate).isPositive();
        assertThat(printed()).startsWith("  naive ").contains(" commands/s ").contains(", 0 refused)");
    }

    @Test
    void aBookThatFailsItsCheckIsReportedAndNotTimed() {
        final double rate = new MixThroughputProbe(out, mix, 20_000_000L)
                .measure("broken", listener -> new NaiveListBook(listener, true));
        assertThat(rate).isZero();
        assertThat(printed()).contains("broken").contains("check FAILED, not timed: mix stream:");
    }

    @Test
    void refusesANonPositiveMeasuringTime() {
        assertThatThrownBy(() -> new MixThroughputProbe(out, mix, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    private String printed() {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
