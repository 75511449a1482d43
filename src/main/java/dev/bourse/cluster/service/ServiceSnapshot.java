package dev.bourse.cluster.service;

import dev.bourse.cluster.sbe.CoreSnapshotChunkDecoder;
import dev.bourse.cluster.sbe.DedupeEntriesDecoder;
import dev.bourse.cluster.sbe.DedupeEntriesEncoder;
import dev.bourse.cluster.sbe.ExpiryRouteEntriesDecoder;
import dev.bourse.cluster.sbe.ExpiryRouteEntriesEncoder;
import dev.bourse.cluster.sbe.MessageHeaderDecoder;
import dev.bourse.cluster.sbe.MessageHeaderEncoder;
import dev.bourse.cluster.sbe.ServiceStateDecoder;
import dev.bourse.cluster.sbe.ServiceStateEncoder;
import dev.bourse.core.ExchangeCore;
import dev.bourse.snapshot.StreamSnapshotStore;
import io.aeron.ExclusivePublication;
import io.aeron.FragmentAssembler;
import io.aeron.Image;
import io.aeron.logbuffer.FragmentHandler;
import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The service's cluster snapshot, written to the snapshot publication by {@link #take} and read back from the snapshot
 * image by {@link #load} (which skips the cluster's own records there, of Aeron's schema, and reassembles messages
 * longer than a fragment). Four record kinds (SBE, schema 7303), in this order:
 * <ol>
 *   <li>{@code CoreSnapshotChunk} (template 39) x n: the core's snapshot in {@link StreamSnapshotStore}'s stream format
 *       (drawn in {@code dev.bourse.snapshot.SnapshotDescriptor}), cut into chunks of up to 32 KiB;</li>
 *   <li>{@code DedupeEntries} (template 40) x m &gt;= 1: the deduplication table, up to {@link #ENTRIES_PER_MESSAGE}
 *       entries each, each message carrying the table's total;</li>
 *   <li>{@code ExpiryRouteEntries} (template 42) x k &gt;= 2: the GTD expiry routes ({@link ExpiryRoutes}), table 0
 *       (user to client) then table 1 (client to session), each sorted by key so every node writes the same bytes, up
 *       to {@link #ENTRIES_PER_MESSAGE} entries a message and at least one message a table, each carrying its table's
 *       total (at most {@link #MAX_ROUTES}). A snapshot written before the routes were added has none: it loads with
 *       no routes;</li>
 *   <li>{@code ServiceState} (template 41): commands admitted, the GTD timer's deadline, the latest log time and the
 *       core stream's length (checked on load); it ends the snapshot.</li>
 * </ol>
 * <pre>
 *   DedupeEntries
 *    0                   1                   2                   3
 *    0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *   +-------------------------------+-------------------------------+
 *   | blockLength = 4               | templateId = 40               |
 *   +-------------------------------+-------------------------------+
 *   | schemaId = 7303               | version = 1                   |
 *   +-------------------------------+-------------------------------+
 *   | count: entries in the whole table (int32)                     |
 *   +-------------------------------+-------------------------------+
 *   | group blockLength = 24        | numInGroup (&lt;= 1024)          |
 *   +-------------------------------+-------------------------------+
 *   | per entry: clientId (int64), highWater (int64), lastSeen (int64, ns)
 *   +---------------------------------------------------------------+
 *
 *   ExpiryRouteEntries
 *   +-------------------------------+-------------------------------+
 *   | blockLength = 5               | templateId = 42               |
 *   +-------------------------------+-------------------------------+
 *   | schemaId = 7303               | version = 1                   |
 *   +---------------+---------------+-------------------------------+
 *   | table (uint8) | count: entries in the whole table (int32)     |
 *   +---------------+---------------+---------------+---------------+
 *   | group blockLength = 16        | numInGroup (&lt;= 1024)          |
 *   +-------------------------------+-------------------------------+
 *   | per entry: key (int64), value (int64); table 0: user, client;
 *   | table 1: client, cluster session
 *   +---------------------------------------------------------------+
 *
 *   ServiceState
 *   +-------------------------------+-------------------------------+
 *   | blockLength = 32              | templateId = 41               |
 *   +-------------------------------+-------------------------------+
 *   | schemaId = 7303               | version = 1                   |
 *   +-------------------------------+-------------------------------+
 *   | admitted (int64)                                              |
 *   | expiryDeadline (int64, log time unit; Long.MIN_VALUE = none)  |
 *   | lastTimestamp (int64, ns)                                     |
 *   | coreBytes (int64): length of the core stream before it         |
 *   +---------------------------------------------------------------+
 * </pre>
 *
 * <p>Thread-safety: the service thread only.
 */
final class ServiceSnapshot {
    /** Entries per message: 1024 x 24 bytes, 24 KB per message. */
    static final int ENTRIES_PER_MESSAGE = 1024;
    /**
     * Most entries one expiry route table may declare on load: 16,777,216, far above the users or clients a member
     * serves. A larger count is a corrupt snapshot, refused before anything is read into the table.
     */
    static final int MAX_ROUTES = 1 << 24;
    private static final int FRAGMENT_LIMIT = 16;

    /** What {@link #load} read besides the deduplication table. */
    static final class Loaded {
        byte[] core = new byte[0];
        long admitted;
        long expiryDeadline = ExpiryTimer.NONE;
        long lastTimestamp;
    }

    private ServiceSnapshot() {
    }

    /**
     * Writes the snapshot; blocks (idling on the publication's back-pressure) until every message is offered.
     *
     * @param publication    the snapshot publication
     * @param core           the core, between commands
     * @param dedupe         the table
     * @param routes         the GTD expiry routes
     * @param admitted       commands admitted so far
     * @param expiryDeadline the GTD timer's deadline, or {@link ExpiryTimer#NONE}
     * @param lastTimestamp  the latest log time applied, ns
     * @param idle           what to do while the publication is back-pressured
     */
    static void take(final ExclusivePublication publication, final ExchangeCore core,
            final CommandDeduplicator dedupe, final ExpiryRoutes routes, final long admitted,
            final long expiryDeadline, final long lastTimestamp, final IdleStrategy idle) {
        final SnapshotChunkStream stream = new SnapshotChunkStream(publication, idle);
        core.writeSnapshot(StreamSnapshotStore.writingTo(stream));
        stream.flush();
        takeDedupe(publication, dedupe, idle);
        takeRoutes(publication, routes, ExpiryRoutes.USERS, idle);
        takeRoutes(publication, routes, ExpiryRoutes.CLIENTS, idle);
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[64]);
        final ServiceStateEncoder state = new ServiceStateEncoder();
        state.wrapAndApplyHeader(buffer, 0, new MessageHeaderEncoder()).admitted(admitted)
                .expiryDeadline(expiryDeadline).lastTimestamp(lastTimestamp).coreBytes(stream.total());
        offer(publication, buffer, MessageHeaderEncoder.ENCODED_LENGTH + state.encodedLength(), idle);
    }

    private static void takeDedupe(final ExclusivePublication publication, final CommandDeduplicator dedupe,
            final IdleStrategy idle) {
        final int total = dedupe.size();
        final long[] entries = new long[total * 3];
        final int[] n = {0};
        dedupe.forEach((clientId, mark, seen) -> {
            entries[n[0]++] = clientId;
            entries[n[0]++] = mark;
            entries[n[0]++] = seen;
        });
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
            offer(publication, buffer, MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength(), idle);
            from += count;
        } while (from < total);
    }

    private static void takeRoutes(final ExclusivePublication publication, final ExpiryRoutes routes,
            final int table, final IdleStrategy idle) {
        final long[] pairs = routes.sorted(table);
        final int total = pairs.length / 2;
        final UnsafeBuffer buffer = new UnsafeBuffer(new byte[MessageHeaderEncoder.ENCODED_LENGTH
                + ExpiryRouteEntriesEncoder.BLOCK_LENGTH + 4 + ENTRIES_PER_MESSAGE * 16]);
        final MessageHeaderEncoder header = new MessageHeaderEncoder();
        final ExpiryRouteEntriesEncoder encoder = new ExpiryRouteEntriesEncoder();
        int from = 0;
        do {
            final int count = Math.min(ENTRIES_PER_MESSAGE, total - from);
            encoder.wrapAndApplyHeader(buffer, 0, header).table((short) table).count(total);
            final ExpiryRouteEntriesEncoder.EntriesEncoder group = encoder.entriesCount(count);
            for (int i = from; i < from + count; i++) {
                group.next().key(pairs[i * 2]).value(pairs[i * 2 + 1]);
            }
            offer(publication, buffer, MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength(), idle);
            from += count;
        } while (from < total);
    }

    /** Offers one message, idling while back-pressured; a closed publication fails the snapshot. */
    static void offer(final ExclusivePublication publication, final DirectBuffer buffer, final int length,
            final IdleStrategy idle) {
        idle.reset();
        while (publication.offer(buffer, 0, length) < 0) {
            if (publication.isClosed()) {
                throw new IllegalStateException("the snapshot publication closed while the service wrote it");
            }
            idle.idle();
        }
    }

    /**
     * Reads the snapshot back.
     *
     * @param image  the snapshot image
     * @param dedupe the (empty) table to fill
     * @param routes the (empty) expiry routes to fill; left empty by a snapshot without them
     * @param idle   what to do while the image has nothing yet
     * @return the core's snapshot stream and the service's state
     * @throws IllegalStateException when the image ends before the ServiceState record, holds another message, the
     *                               core stream's length differs from the one recorded, or an expiry route table
     *                               declares a count out of 0..{@link #MAX_ROUTES}, a count that changes between its
     *                               messages, more entries than its count or (at ServiceState) fewer
     */
    static Loaded load(final Image image, final CommandDeduplicator dedupe, final ExpiryRoutes routes,
            final IdleStrategy idle) {
        final MessageHeaderDecoder header = new MessageHeaderDecoder();
        final CoreSnapshotChunkDecoder chunk = new CoreSnapshotChunkDecoder();
        final DedupeEntriesDecoder entries = new DedupeEntriesDecoder();
        final ServiceStateDecoder state = new ServiceStateDecoder();
        final ExpiryRouteEntriesDecoder routeEntries = new ExpiryRouteEntriesDecoder();
        final RouteTally tally = new RouteTally();
        final ExpandableArrayBuffer coreBytes = new ExpandableArrayBuffer(64 * 1024);
        final Loaded loaded = new Loaded();
        final long[] progress = {0, 0};
        final boolean[] done = {false};
        final FragmentHandler handler = (buffer, offset, length, h) -> {
            header.wrap(buffer, offset);
            final int body = offset + MessageHeaderDecoder.ENCODED_LENGTH;
            if (header.schemaId() == io.aeron.cluster.codecs.MessageHeaderDecoder.SCHEMA_ID) {
                return;
            }
            if (header.schemaId() != ServiceStateDecoder.SCHEMA_ID) {
                throw new IllegalStateException("unexpected schema in the service snapshot: " + header.schemaId());
            }
            switch (header.templateId()) {
                case CoreSnapshotChunkDecoder.TEMPLATE_ID:
                    chunk.wrap(buffer, body, header.blockLength(), header.version());
                    final int n = chunk.bytesLength();
                    chunk.getBytes(coreBytes, (int) progress[0], n);
                    progress[0] += n;
                    break;
                case DedupeEntriesDecoder.TEMPLATE_ID:
                    entries.wrap(buffer, body, header.blockLength(), header.version());
                    for (final DedupeEntriesDecoder.EntriesDecoder e : entries.entries()) {
                        dedupe.restore(e.clientId(), e.highWater(), e.lastSeen());
                        progress[1]++;
                    }
                    break;
                case ExpiryRouteEntriesDecoder.TEMPLATE_ID:
                    routeEntries.wrap(buffer, body, header.blockLength(), header.version());
                    final int table = tally.begin(routeEntries.table(), routeEntries.count());
                    final ExpiryRouteEntriesDecoder.EntriesDecoder group = routeEntries.entries();
                    tally.add(table, group.count());
                    for (final ExpiryRouteEntriesDecoder.EntriesDecoder e : group) {
                        routes.restore(table, e.key(), e.value());
                    }
                    break;
                case ServiceStateDecoder.TEMPLATE_ID:
                    state.wrap(buffer, body, header.blockLength(), header.version());
                    tally.checkComplete();
                    if (state.coreBytes() != progress[0]) {
                        throw new IllegalStateException("the service snapshot holds " + progress[0]
                                + " bytes of core snapshot, its state record says " + state.coreBytes());
                    }
                    loaded.admitted = state.admitted();
                    loaded.expiryDeadline = state.expiryDeadline();
                    loaded.lastTimestamp = state.lastTimestamp();
                    done[0] = true;
                    break;
                default:
                    throw new IllegalStateException("unexpected message in the service snapshot: template "
                            + header.templateId());
            }
        };
        final FragmentAssembler assembler = new FragmentAssembler(handler);
        idle.reset();
        while (!done[0]) {
            final int fragments = image.poll(assembler, FRAGMENT_LIMIT);
            if (fragments == 0) {
                if (image.isEndOfStream() || image.isClosed()) {
                    throw new IllegalStateException("the service snapshot ended early, after " + progress[0]
                            + " core bytes and " + progress[1] + " deduplication entries");
                }
                idle.idle();
            }
        }
        loaded.core = new byte[(int) progress[0]];
        coreBytes.getBytes(0, loaded.core);
        return loaded;
    }

    /**
     * The bounds of the expiry route tables on load: each table's declared count is checked before its entries are
     * read, and the entries read against it, so a corrupt section fails clearly instead of filling a table unbounded.
     */
    static final class RouteTally {
        private final int[] declared = {-1, -1};
        private final long[] read = new long[2];

        /** @return the table, checked; its count checked against the bound and its earlier messages */
        int begin(final short table, final int count) {
            if (table != ExpiryRoutes.USERS && table != ExpiryRoutes.CLIENTS) {
                throw new IllegalStateException("the service snapshot has an expiry route table " + table
                        + ", not 0 or 1");
            }
            if (count < 0 || count > MAX_ROUTES) {
                throw new IllegalStateException("expiry route table " + table + " in the service snapshot declares "
                        + count + " entries, outside 0.." + MAX_ROUTES);
            }
            if (declared[table] >= 0 && declared[table] != count) {
                throw new IllegalStateException("expiry route table " + table + " in the service snapshot declares "
                        + count + " entries after " + declared[table]);
            }
            declared[table] = count;
            return table;
        }

        void add(final int table, final int entries) {
            read[table] += entries;
            if (entries > ENTRIES_PER_MESSAGE || read[table] > declared[table]) {
                throw new IllegalStateException("expiry route table " + table + " in the service snapshot holds "
                        + read[table] + " entries or more, above its count " + declared[table]);
            }
        }

        /** Every table present holds its count (a snapshot without the routes has neither table). */
        void checkComplete() {
            for (int t = 0; t < 2; t++) {
                if (declared[t] >= 0 && read[t] != declared[t]) {
                    throw new IllegalStateException("expiry route table " + t + " in the service snapshot holds "
                            + read[t] + " entries, its count says " + declared[t]);
                }
            }
        }
    }
}
