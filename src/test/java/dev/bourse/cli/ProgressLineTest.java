package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The progress line, on a clock the test moves. */
class ProgressLineTest {
    private static final long QUARTER_SECOND = 250_000_000L;

    private final StringWriter text = new StringWriter();
    private final AtomicLong now = new AtomicLong(1_000_000_000L);

    private ProgressLine line(final boolean inPlace) {
        return new ProgressLine(new PrintWriter(text), inPlace, now::get);
    }

    @Test
    void updatesAreShownAtMostFourTimesASecondFirstOneAtOnce() {
        final ProgressLine line = line(false);
        assertThat(line.due()).isTrue();
        line.update("a");
        now.addAndGet(QUARTER_SECOND - 1);
        assertThat(line.due()).isFalse();
        line.update("b");
        now.addAndGet(1);
        assertThat(line.due()).isTrue();
        line.update("c");
        line.update("d");
        line.finish("done");
        assertThat(text.toString().lines()).containsExactly("a", "c", "done");
    }

    @Test
    void onATerminalTheLineIsRewrittenInPlaceAndWipedAtTheEnd() {
        final ProgressLine line = line(true);
        line.update("reading 1024");
        now.addAndGet(QUARTER_SECOND);
        line.update("read 2");
        line.finish("not shown on a terminal");
        assertThat(text.toString()).isEqualTo("\rreading 1024" + "\rread 2      " + "\r      \r")
                .doesNotContain("\n");
    }

    @Test
    void clearingWipesOnlyATerminalLineThatWasShown() {
        final ProgressLine terminal = line(true);
        terminal.clear();
        assertThat(text.toString()).isEmpty();
        final ProgressLine lines = line(false);
        lines.update("x");
        lines.clear();
        assertThat(text.toString()).isEqualTo("x" + System.lineSeparator());
    }

    @Test
    void aToolsLineIsOffUnlessAskedForWhenItsStreamsAreNotTheProcesssTerminal() {
        final PrintWriter out = new PrintWriter(new StringWriter());
        final PrintWriter err = new PrintWriter(text);
        final ProgressLine off = ProgressLine.forTool(false, out, err, false);
        assertThat(off.enabled()).isFalse();
        assertThat(off.due()).isFalse();
        off.update("never");
        off.finish("never");
        assertThat(text.toString()).isEmpty();
        final ProgressLine asked = ProgressLine.forTool(true, out, err, true);
        assertThat(asked.enabled()).isTrue();
        asked.update("shown");
        assertThat(text.toString()).isEqualTo("shown" + System.lineSeparator());
    }
}
