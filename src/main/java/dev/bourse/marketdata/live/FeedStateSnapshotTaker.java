package dev.bourse.marketdata.live;

import dev.bourse.marketdata.feed.CommandEndHook;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.marketdata.feed.FeedStateCodec;
import dev.bourse.marketdata.feed.FeedStateDescriptor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * Writes the feed generator's state ({@link FeedStateCodec}, layout {@link FeedStateDescriptor}) into a directory
 * each time the command sequence passes a multiple of N, between two commands, so that a restarted core's feed can
 * start from the newest one instead of the journal's first command ({@link FeedStateSnapshotLoader}). Counting on
 * the sequence, not on the commands heard since start, puts a restarted generator's states where an uninterrupted
 * run's would be ({@link #resumeAfter} after a load). Each file is written to a temporary name, forced and
 * renamed into place, so a crash leaves either the whole file or none; the newest {@code retain} are kept.
 *
 * <pre>
 *   commands:   ... N ......... 2N ......... 3N ...
 *   directory:  feed-000..00N.state  feed-000..02N.state  feed-000..03N.state   (older ones deleted past retain)
 * </pre>
 *
 * <p>Keep feed states at least as far back as the oldest engine snapshot kept: the restart uses the newest engine
 * snapshot at or before the feed state, then the journal from there.
 *
 * <p>Failure policy: a write that fails is counted ({@link #failures()}) and skipped; the generator and the core go
 * on, and the previous files stay. Cost: one encoding of every symbol's book and a file force on the generator's
 * thread every N commands (the generator's subscribers wait that long; the core does not).
 *
 * <p>Thread-safety: the generator's thread (it is the generator's {@link CommandEndHook}); the counters from any
 * thread, approximately.
 */
public final class FeedStateSnapshotTaker implements CommandEndHook {
    private final Path directory;
    private final long everyCommands;
    private final int retain;
    private long next;
    private volatile long written;
    private volatile long failures;
    private volatile long lastSequence;

    /**
     * @param directory     where the files go; created when missing
     * @param everyCommands commands between two states, &gt; 0
     * @param retain        files kept, &gt; 0
     */
    public FeedStateSnapshotTaker(final Path directory, final long everyCommands, final int retain) {
        if (everyCommands <= 0 || retain <= 0) {
            throw new IllegalArgumentException("everyCommands and retain must be > 0: " + everyCommands + ", "
                    + retain);
        }
        this.directory = directory;
        this.everyCommands = everyCommands;
        this.retain = retain;
        this.next = everyCommands;
    }

    @Override
    public void afterCommand(final FeedGenerator feed, final long commandSeq, final long timestamp) {
        if (commandSeq >= next) {
            write(feed, commandSeq);
            resumeAfter(commandSeq);
        }
    }

    /**
     * After a generator was loaded from a state: the next write is at the first multiple of N past it (the commands
     * up to it, heard again while the core replays, write nothing).
     *
     * @param sequence the command the loaded state reflects
     */
    public void resumeAfter(final long sequence) {
        next = (sequence / everyCommands + 1) * everyCommands;
    }

    /** @return where the files go */
    public Path directory() {
        return directory;
    }

    /**
     * Writes the generator's state now. On the generator's thread, between two commands.
     *
     * @param feed       the generator
     * @param commandSeq the last command it handled
     * @return whether the file was written
     */
    public boolean write(final FeedGenerator feed, final long commandSeq) {
        try {
            Files.createDirectories(directory);
            final byte[] bytes = FeedStateCodec.encode(feed);
            final Path file = directory.resolve(FeedStateDescriptor.fileName(commandSeq));
            final Path tmp = directory.resolve(file.getFileName() + ".tmp");
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                final ByteBuffer b = ByteBuffer.wrap(bytes);
                while (b.hasRemaining()) {
                    ch.write(b);
                }
                ch.force(true);
            }
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            written++;
            lastSequence = commandSeq;
            final List<Long> held = FeedStateSnapshotLoader.sequences(directory);
            for (int i = retain; i < held.size(); i++) {
                Files.deleteIfExists(directory.resolve(FeedStateDescriptor.fileName(held.get(i))));
            }
            return true;
        } catch (final IOException | UncheckedIOException e) {
            failures++;
            return false;
        }
    }

    /** @return files written */
    public long written() {
        return written;
    }

    /** @return writes that failed */
    public long failures() {
        return failures;
    }

    /** @return the command sequence of the last file written, 0 before the first */
    public long lastSequence() {
        return lastSequence;
    }
}
