package dev.bourse.journal;

import dev.bourse.command.CommandSlot;
import dev.bourse.storage.FileStorage;
import dev.bourse.storage.Storage;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A journal for tools: recovery replays an existing journal directory without changing it (a torn tail is
 * reported, not cut off) and optionally only up to a given sequence; new commands are not recorded.
 *
 * <p>Thread-safety: as {@link Journal}.
 */
public final class ReadOnlyJournal implements Journal {
    private final Storage storage;
    private final Path dir;
    private final long upToSequence;

    /**
     * @param dir          the journal directory on the local file system
     * @param upToSequence the last sequence to replay; {@code Long.MAX_VALUE} for all
     */
    public ReadOnlyJournal(final Path dir, final long upToSequence) {
        this(FileStorage.INSTANCE, dir, upToSequence);
    }

    /**
     * @param storage      where the journal lives
     * @param dir          the journal directory
     * @param upToSequence the last sequence to replay; {@code Long.MAX_VALUE} for all
     */
    public ReadOnlyJournal(final Storage storage, final Path dir, final long upToSequence) {
        this.storage = storage;
        this.dir = dir;
        this.upToSequence = upToSequence;
    }

    @Override
    public void append(final CommandSlot slot, final boolean endOfBatch) {
        // Read-only: nothing is recorded.
    }

    @Override
    public Storage storage() {
        return storage;
    }

    @Override
    public long recover(final long afterSequence, final ReplaySink sink) throws IOException {
        final JournalReader reader = new JournalReader(storage, dir);
        final JournalReadResult checked = reader.read(afterSequence + 1, null, false);
        for (final String warning : checked.warnings()) {
            sink.warn(warning);
        }
        if (checked.lastSequence() < Math.min(upToSequence, sink.requiredLastSequence())) {
            throw new IOException("the journal in " + dir + " ends at sequence " + checked.lastSequence()
                    + ", but recovery needs it to reach sequence " + sink.requiredLastSequence());
        }
        if (checked.records() == 0) {
            return afterSequence;
        }
        final long[] last = {afterSequence};
        reader.read(afterSequence + 1, (buffer, index) -> {
            final long sequence = JournalRecordCodec.sequence(buffer, index);
            if (sequence <= upToSequence) {
                JournalRecordCodec.decode(buffer, index, sink.claim());
                sink.publish();
                last[0] = sequence;
            }
        }, false);
        return last[0];
    }
}
