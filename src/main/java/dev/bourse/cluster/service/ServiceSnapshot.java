package dev.bourse.cluster.service;

import dev.bourse.cluster.sbe.DedupeEntriesDecoder;
import dev.bourse.cluster.sbe.DedupeEntriesEncoder;
import dev.bourse.cluster.sbe.MessageHeaderDecoder;
import dev.bourse.cluster.sbe.MessageHeaderEncoder;
import io.aeron.ExclusivePublication;
import io.aeron.Image;
import io.aeron.logbuffer.FragmentHandler;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The service's part of a cluster snapshot, written to the snapshot publication by {@link #take} and read back from
 * the snapshot image by {@link #load}: the deduplication table as {@code DedupeEntries} messages of up to
 * {@link #ENTRIES_PER_MESSAGE} entries each (at least one message; each carries the table's total, so the loader knows
 * when it has all of them).
 * <pre>
 *   DedupeEntries (SBE, schema 7302, template 40)
 *    0                   1                   2                   3
 *    0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *   +-------------------------------+-------------------------------+
 *   | blockLength = 4               | templateId = 40               |
 *   +-------------------------------+-------------------------------+
 *   | schemaId = 7302               | version = 1                   |
 *   +-------------------------------+-------------------------------+
 *   | count: entries in the whole table (int32)                     |
 *   +-------------------------------+-------------------------------+
 *   | group blockLength = 24        | numInGroup (&lt;= 1024)          |
 *   +-------------------------------+-------------------------------+
 *   | per entry: clientId (int64), highWater (int64), lastSeen (int64, ns)
 *   +---------------------------------------------------------------+
 * </pre>
 *
 * <p>Thread-safety: the service thread only.
 */
final class ServiceSnapshot {
    /** Entries per message: 1024 x 24 bytes, 24 KB per message. */
    static final int ENTRIES_PER_MESSAGE = 1024;
    private static final int FRAGMENT_LIMIT = 16;

    private ServiceSnapshot() {
    }

    /**
     * Writes the table; blocks (idling on the publication's back-pressure) until every message is offered.
     *
     * @param publication the snapshot publication
     * @param dedupe      the table
     */
    static void take(final ExclusivePublication publication, final CommandDeduplicator dedupe) {
        final long[] entries = new long[dedupe.size() * 3];
        final int[] n = {0};
        dedupe.forEach((clientId, mark, seen) -> {
            entries[n[0]++] = clientId;
            entries[n[0]++] = mark;
            entries[n[0]++] = seen;
        });
        final int total = dedupe.size();
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[MessageHeaderEncoder.ENCODED_LENGTH
                + DedupeEntriesEncoder.BLOCK_LENGTH + 4 + ENTRIES_PER_MESSAGE * 24]);
        final MessageHeaderEncoder header = new MessageHeaderEncoder();
        final DedupeEntriesEncoder encoder = new DedupeEntriesEncoder();
        int from = 0;
        do {
            final int count = Math.min(ENTRIES_PER_MESSAGE, total - from);
            encoder.wrapAndApplyHeader(buffer, 0, header).count(total);
            final DedupeEntriesEncoder.EntriesEncoder group = encoder.entriesCount(count);
            for (int i = from; i < from + count; i++) {
                group.next().clientId(entries[i * 3]).highWater(entries[i * 3 + 1]).lastSeen(entries[i * 3 + 2]);
            }
            final int length = MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
            while (publication.offer(buffer, 0, length) < 0) {
                if (publication.isClosed()) {
                    throw new IllegalStateException("the snapshot publication closed while the service wrote it");
                }
                Thread.onSpinWait();
            }
            from += count;
        } while (from < total);
    }

    /**
     * Reads the table back.
     *
     * @param image  the snapshot image
     * @param dedupe the (empty) table to fill
     * @param idle   what to do while the image has nothing yet
     * @throws IllegalStateException when the image ends before the whole table was read, or holds another message
     */
    static void load(final Image image, final CommandDeduplicator dedupe, final IdleStrategy idle) {
        final MessageHeaderDecoder header = new MessageHeaderDecoder();
        final DedupeEntriesDecoder decoder = new DedupeEntriesDecoder();
        final long[] progress = {-1, 0};
        final FragmentHandler handler = (buffer, offset, length, h) -> {
            header.wrap(buffer, offset);
            if (header.schemaId() != DedupeEntriesDecoder.SCHEMA_ID
                    || header.templateId() != DedupeEntriesDecoder.TEMPLATE_ID) {
                throw new IllegalStateException("unexpected message in the service snapshot: schema "
                        + header.schemaId() + " template " + header.templateId());
            }
            decoder.wrap(buffer, offset + MessageHeaderDecoder.ENCODED_LENGTH, header.blockLength(),
                    header.version());
            progress[0] = decoder.count();
            for (final DedupeEntriesDecoder.EntriesDecoder e : decoder.entries()) {
                dedupe.restore(e.clientId(), e.highWater(), e.lastSeen());
                progress[1]++;
            }
        };
        while (progress[0] < 0 || progress[1] < progress[0]) {
            final int fragments = image.poll(handler, FRAGMENT_LIMIT);
            if (fragments == 0) {
                if (image.isEndOfStream() || image.isClosed()) {
                    throw new IllegalStateException("the service snapshot ended after " + progress[1]
                            + " deduplication entries");
                }
                idle.idle();
            }
        }
    }
}
