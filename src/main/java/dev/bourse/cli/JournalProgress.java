package dev.bourse.cli;

import dev.bourse.journal.JournalReader.RecordVisitor;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Locale;

/**
 * Counts the records a journal pass reads and shows the count on a {@link ProgressLine}: a visitor that wraps the
 * tool's own one, if any. Asks the line whether an update is due once every {@link #CHECK_EVERY} records, so
 * counting costs a comparison per record.
 *
 * <p>Thread-safety: none; the reading thread only.
 */
final class JournalProgress implements RecordVisitor {
    /** Records between two questions to the clock. */
    static final int CHECK_EVERY = 1024;

    private final String task;
    private final ProgressLine line;
    private final RecordVisitor then;
    private final long startNanos = System.nanoTime();
    private long records;

    /**
     * @param task what the line calls the work, e.g. {@code "journal verify"}
     * @param line where the count goes
     * @param then the tool's own visitor, or null
     */
    JournalProgress(final String task, final ProgressLine line, final RecordVisitor then) {
        this.task = task;
        this.line = line;
        this.then = then;
    }

    /**
     * @param task what the line calls the work
     * @param line where the count goes
     * @param then the tool's own visitor, or null
     * @return the visitor to read with: {@code then} itself when the line never shows
     */
    static RecordVisitor around(final String task, final ProgressLine line, final RecordVisitor then) {
        return line.enabled() ? new JournalProgress(task, line, then) : then;
    }

    @Override
    public void onRecord(final ByteBuffer buffer, final int index) throws IOException {
        if (then != null) {
            then.onRecord(buffer, index);
        }
        if (++records % CHECK_EVERY == 1 && line.due()) {
            line.update(text("so far,"));
        }
    }

    /**
     * Ends the line with the final count.
     *
     * @param line the line the visitor was made for (nothing happens when it never shows)
     * @param read the visitor returned by {@link #around}
     */
    static void finish(final ProgressLine line, final RecordVisitor read) {
        if (read instanceof JournalProgress) {
            line.finish(((JournalProgress) read).text("in"));
        }
    }

    private String text(final String upTo) {
        final double seconds = (System.nanoTime() - startNanos) / 1e9;
        return String.format(Locale.ROOT, "%s: %,d records %s %.1f s", task, records, upTo, seconds);
    }
}
