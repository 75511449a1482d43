package dev.bourse.cli;

import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * The progress line of a tool's long work, on standard error: shown when standard error is a terminal or when the
 * user asked for it ({@code --progress}), and then at most {@link #UPDATES_PER_SECOND} times a second. On a
 * terminal the line is rewritten in place and wiped when the work ends, so that the tool's own output stays clean;
 * asked for on anything else, each update is a line of its own. A tool asks {@link #due()} as often as it likes
 * (one clock read) and builds the text only when it is due.
 *
 * <p>Thread-safety: none; the tool's thread only.
 */
final class ProgressLine {
    /** The most updates a second: few enough not to slow the work or flood a log. */
    static final int UPDATES_PER_SECOND = 4;
    private static final long INTERVAL_NANOS = 1_000_000_000L / UPDATES_PER_SECOND;
    private static final ProgressLine OFF = new ProgressLine(null, false, System::nanoTime);

    private final PrintWriter err;
    private final boolean inPlace;
    private final LongSupplier nanoClock;
    private long lastShown;
    private boolean shownOnce;
    private int shownLength;

    /**
     * @param err       where the line goes; null for a line that never shows
     * @param inPlace   rewrite one line with carriage returns (a terminal) instead of writing a line per update
     * @param nanoClock monotonic nanoseconds, e.g. {@code System::nanoTime}
     */
    ProgressLine(final PrintWriter err, final boolean inPlace, final LongSupplier nanoClock) {
        this.err = err;
        this.inPlace = inPlace;
        this.nanoClock = nanoClock;
    }

    /**
     * The progress line for a tool run.
     *
     * @param asked       the user gave {@code --progress}
     * @param out         the tool's standard output
     * @param err         the tool's standard error
     * @param outIsOutput the tool writes its results to standard output as it goes (a dump): then a terminal on
     *                    standard output too shows no line of its own accord, as the results would tear it
     * @return a line that shows when asked for or when standard error is a terminal
     */
    static ProgressLine forTool(final boolean asked, final PrintWriter out, final PrintWriter err,
            final boolean outIsOutput) {
        final boolean terminal = StandardStream.isTerminal(err);
        if (asked || terminal && !(outIsOutput && StandardStream.isTerminal(out))) {
            return new ProgressLine(err, terminal, System::nanoTime);
        }
        return OFF;
    }

    /** @return whether this line shows at all */
    boolean enabled() {
        return err != null;
    }

    /** @return whether an update now would be shown: enabled, and the first or a quarter second after the last */
    boolean due() {
        return err != null && (!shownOnce || nanoClock.getAsLong() - lastShown >= INTERVAL_NANOS);
    }

    /**
     * Shows the text if an update is {@linkplain #due() due}.
     *
     * @param text one line, no line break
     */
    void update(final String text) {
        if (due()) {
            show(text);
        }
    }

    /**
     * Ends the line: wiped on a terminal, or one last line with the final figures elsewhere.
     *
     * @param text the final figures, one line
     */
    void finish(final String text) {
        if (inPlace) {
            clear();
        } else if (err != null) {
            show(text);
        }
    }

    /** Wipes the line from a terminal, so that the tool's message about a failure stands alone; else nothing. */
    void clear() {
        if (err != null && inPlace && shownOnce) {
            err.print('\r' + " ".repeat(shownLength) + '\r');
            err.flush();
            shownLength = 0;
        }
    }

    private void show(final String text) {
        lastShown = nanoClock.getAsLong();
        shownOnce = true;
        if (inPlace) {
            err.print('\r' + text + " ".repeat(Math.max(0, shownLength - text.length())));
            shownLength = text.length();
        } else {
            err.println(text);
        }
        err.flush();
    }
}
