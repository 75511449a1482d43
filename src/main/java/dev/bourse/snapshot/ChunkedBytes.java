package dev.bourse.snapshot;

import java.util.ArrayList;
import java.util.List;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;

/**
 * A byte sink that grows in fixed-size chunks instead of doubling one array: an incremental capture appends records
 * to it over many short steps, and must never stall one of them on copying or zeroing tens of megabytes.
 * Records are Wire documents written through {@link #wire()}. {@link #mark()} is called between records (never inside
 * a document); once the current buffer passes {@link #CHUNK_BYTES} it is frozen into a part and reused.
 *
 * <p>Thread-safety: none; the capturing shard's thread, then (after a happens-before edge) the assembling thread.
 */
final class ChunkedBytes {
    /** Bytes after which the current buffer is frozen into a part (a 256 KiB copy, tens of microseconds). */
    static final int CHUNK_BYTES = 1 << 18;

    private final List<byte[]> parts = new ArrayList<>();
    private Bytes<byte[]> current = Bytes.allocateElasticOnHeap(CHUNK_BYTES + (CHUNK_BYTES >> 2));
    private final Wire wire = SectionWire.over(current);
    private long frozenBytes;

    ChunkedBytes() {
        // One owner at a time, but not always the same thread: in the INLINE layout whichever submitting thread holds
        // the engine's turn runs the capture, and the assembling thread reads it last. Chronicle's own
        // one-thread check would refuse that; the pipeline's hand-overs order every access.
        current.singleThreadedCheckDisabled(true);
    }

    /** @return where the next record goes: a Wire over the current buffer, the same one after every freeze */
    Wire wire() {
        return wire;
    }

    /** Between records: freezes the current buffer into a part once it is full enough. */
    void mark() {
        if (current.writePosition() >= CHUNK_BYTES) {
            freeze();
        }
    }

    private void freeze() {
        final byte[] part = current.toByteArray();
        parts.add(part);
        frozenBytes += part.length;
        current.clear();
    }

    /**
     * Freezes what is left and releases the buffer; the parts stay readable.
     *
     * @return every byte written, as parts in order
     */
    List<byte[]> finish() {
        if (current != null) {
            if (current.writePosition() > 0) {
                freeze();
            }
            current.releaseLast();
            current = null;
        }
        return parts;
    }

    /** @return bytes frozen into parts so far */
    long frozenBytes() {
        return frozenBytes;
    }
}
