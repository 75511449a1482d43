package dev.bourse.marketdata.live;

import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedStateCodec;
import dev.bourse.marketdata.feed.FeedStateDescriptor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Restarts a feed from the newest readable state a {@link FeedStateSnapshotTaker} wrote, with no journal before it:
 * <pre>
 *   FeedGenerator feed = new FeedGenerator(...same channels and conflation...);
 *   long f = FeedStateSnapshotLoader.loadNewest(dir, feed).sequence();
 *   ExchangeCore core = new FeedFanOutAdapter(feed).build(ExchangeCore.builder(config)...);
 *   core.limitRecovery(f);    // an engine snapshot at or before f, then the journal after it
 *   core.start();             // commands up to f are heard twice and ignored; the feed goes on from f + 1
 * </pre>
 * The messages of the commands after {@code f} that were published before the restart come again, identical (same
 * per-symbol sequences): a consumer skips what it has; nothing is missing and nothing differs from a run that never
 * stopped. With no readable state ({@code sequence() == 0}), recover as before: {@code limitRecovery(0)} on a whole
 * journal, or {@link FeedJournalSeed}.
 *
 * <p>Thread-safety: call on one thread, before the generator is used elsewhere.
 */
public final class FeedStateSnapshotLoader {
    private FeedStateSnapshotLoader() {
    }

    /**
     * What was loaded.
     *
     * @param sequence the last command the loaded state reflects; 0 when none was loaded
     * @param file     the file loaded, or null
     * @param skipped  files newer than it that could not be read, each with the reason
     */
    public record Loaded(long sequence, Path file, List<String> skipped) {
    }

    /**
     * The newest state that can be read, not loaded anywhere yet.
     *
     * @param bytes   the state ({@link FeedStateCodec#refusal} null), or null when none could be read
     * @param file    its file, or null
     * @param skipped files newer than it that could not be read, each with the reason
     */
    public record Readable(byte[] bytes, Path file, List<String> skipped) {
    }

    /**
     * Finds the newest readable state without loading it (e.g. to choose, from its command
     * {@link FeedStateCodec#lastCommand}, whether to load it at all).
     *
     * @param directory the taker's directory (missing: nothing found)
     * @return what was found
     * @throws UncheckedIOException when the directory cannot be listed
     */
    public static Readable readNewest(final Path directory) {
        final List<String> skipped = new ArrayList<>();
        for (final long seq : sequences(directory)) {
            final Path file = directory.resolve(FeedStateDescriptor.fileName(seq));
            final byte[] bytes;
            try {
                bytes = Files.readAllBytes(file);
            } catch (final IOException e) {
                skipped.add(file.getFileName() + ": " + e);
                continue;
            }
            final String refusal = FeedStateCodec.refusal(bytes);
            if (refusal != null) {
                skipped.add(file.getFileName() + ": " + refusal);
                continue;
            }
            return new Readable(bytes, file, List.copyOf(skipped));
        }
        return new Readable(null, null, List.copyOf(skipped));
    }

    /**
     * Loads the newest readable state into a generator that has heard nothing yet.
     *
     * @param directory the taker's directory (missing: nothing loaded)
     * @param fresh     a new generator with the writer's channels and conflation
     * @return what was loaded
     * @throws IllegalArgumentException when a readable state does not fit the generator (channels, conflation)
     * @throws UncheckedIOException     when the directory cannot be listed
     */
    public static Loaded loadNewest(final Path directory, final FeedGenerator fresh) {
        final Readable r = readNewest(directory);
        return r.bytes() == null ? new Loaded(0, null, r.skipped())
                : new Loaded(FeedStateCodec.decode(r.bytes(), fresh), r.file(), r.skipped());
    }

    /**
     * @param directory a taker's directory
     * @return the command sequences of the state files it holds, newest first; empty when it is missing
     * @throws UncheckedIOException when it cannot be listed
     */
    public static List<Long> sequences(final Path directory) {
        final List<Long> out = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return out;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory)) {
            for (final Path f : files) {
                final long seq = FeedStateDescriptor.sequenceOf(f.getFileName().toString());
                if (seq >= 0) {
                    out.add(seq);
                }
            }
        } catch (final IOException e) {
            throw new UncheckedIOException(e);
        }
        out.sort(Collections.reverseOrder());
        return out;
    }
}
