package dev.bourse.storage;

import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.journal.Journal;
import dev.bourse.journal.JournalRecordCodec;
import dev.bourse.journal.JournalWriter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * The journal a simulated core is given: it copies every new command the journal stage hands it, and leaves writing
 * to the simulation, which appends the copies to the real {@link JournalWriter} in batches it chooses from its seed
 * (the journal stage's own batches depend on thread timing, which would make a run impossible to replay). A
 * snapshot command is written at once, on the journal stage's thread, with everything before it, because the core
 * writes the snapshot after its command is journalled. Recovery is the writer's own.
 */
final class TapJournal implements Journal {
    /** Writes what was tapped; called on the journal stage's thread for a snapshot command. */
    interface Flusher {
        void flush() throws IOException;
    }

    private final JournalWriter writer;
    private final List<CommandSlot> tapped = new ArrayList<>();
    private final ByteBuffer copy = ByteBuffer.allocate(240).order(ByteOrder.LITTLE_ENDIAN);
    private Flusher flusher;

    TapJournal(final JournalWriter writer) {
        this.writer = writer;
    }

    void flusher(final Flusher value) {
        flusher = value;
    }

    /** @return every command tapped since the last call, in sequence order */
    synchronized List<CommandSlot> take() {
        final List<CommandSlot> out = new ArrayList<>(tapped);
        tapped.clear();
        return out;
    }

    @Override
    public void append(final CommandSlot slot, final boolean endOfBatch) throws IOException {
        if (slot.isReplay()) {
            return;
        }
        synchronized (this) {
            JournalRecordCodec.encode(slot, copy, 0);
            final CommandSlot c = new CommandSlot(1);
            JournalRecordCodec.decode(copy, 0, c);
            tapped.add(c);
        }
        if (slot.type() == CommandType.SNAPSHOT) {
            flusher.flush();
        }
    }

    @Override
    public long recover(final long afterSequence, final ReplaySink sink) throws IOException {
        return writer.recover(afterSequence, sink);
    }

    @Override
    public Storage storage() {
        return writer.storage();
    }

    @Override
    public void close() {
        // The simulation decides whether the writer is closed cleanly or left as a crash leaves it.
    }
}
