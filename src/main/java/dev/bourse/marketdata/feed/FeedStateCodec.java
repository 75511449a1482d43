package dev.bourse.marketdata.feed;

import dev.bourse.marketdata.book.BookOrder;
import dev.bourse.marketdata.book.LevelBook;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.zip.CRC32C;
import org.agrona.collections.Long2LongHashMap;

/**
 * Writes and reads a {@link FeedGenerator}'s whole state as of the last command it handled (layout:
 * {@link FeedStateDescriptor}): per symbol its message sequence, trading status, session statistics, best prices,
 * open bars and book (orders in time priority with their hidden lots and iceberg slice), the order in which open bars
 * end, and every user's private sequence. A generator read back from it emits, for the commands that follow, exactly
 * the messages the written one would have: restarting the feed from a snapshot needs no journal before it.
 *
 * <p>Cold path: one allocation-heavy call per snapshot, never per command.
 *
 * <p>Thread-safety: {@link #encode} on the generator's thread, between two commands (a {@link CommandEndHook});
 * {@link #decode} before the generator is used.
 */
public final class FeedStateCodec {
    /** Where {@link FeedStateDescriptor}'s header holds the last command handled. */
    private static final int COMPLETED_OFFSET = 32;

    private FeedStateCodec() {
    }

    /**
     * @param feed a generator, between two commands
     * @return its state, checksummed
     */
    public static byte[] encode(final FeedGenerator feed) {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream(1024);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeInt(FeedStateDescriptor.MAGIC);
            out.writeShort(FeedStateDescriptor.VERSION);
            out.writeShort(feed.conflate ? FeedStateDescriptor.FLAG_CONFLATE : 0);
            out.writeInt(feed.channels);
            out.writeInt(feed.symbolCount());
            out.writeLong(feed.commandSeq);
            out.writeLong(feed.timestamp);
            out.writeLong(feed.completed);
            out.writeLong(feed.lostEvents);
            for (int i = 0; i < feed.symbolCount(); i++) {
                writeSymbol(out, feed.listedAt(i));
            }
            writeQueue(out, feed.seconds);
            writeQueue(out, feed.minutes);
            writeUsers(out, feed.executions);
            out.flush();
            final CRC32C crc = new CRC32C();
            crc.update(bytes.toByteArray());
            out.writeInt((int) crc.getValue());
        } catch (final IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static void writeSymbol(final DataOutputStream out, final SymbolFeed s) throws IOException {
        out.writeLong(s.symbol);
        out.writeLong(s.seq);
        out.writeInt(s.status);
        out.writeByte(s.stale ? 1 : 0);
        for (final long v : new long[] {s.lastPrice, s.volume, s.trades, s.open, s.high, s.low}) {
            out.writeLong(v);
        }
        out.writeLong(s.bidPrice);
        out.writeLong(s.bidSize);
        out.writeInt(s.bidOrders);
        out.writeLong(s.askPrice);
        out.writeLong(s.askSize);
        out.writeInt(s.askOrders);
        writeBar(out, s.seconds);
        writeBar(out, s.minutes);
        final LevelBook book = s.book;
        out.writeInt(book.orderCount());
        for (int side = 0; side < 2; side++) {
            for (int d = 0; d < book.depth(side); d++) {
                for (BookOrder o = book.first(side, d); o != null; o = o.next()) {
                    out.writeLong(o.orderId());
                    out.writeByte(side);
                    out.writeLong(o.price());
                    out.writeLong(o.visible());
                    out.writeLong(o.remaining());
                    out.writeLong(o.display());
                }
            }
        }
    }

    private static void writeBar(final DataOutputStream out, final BarSeries bar) throws IOException {
        out.writeByte(bar.active ? 1 : 0);
        for (final long v : new long[] {bar.start, bar.open, bar.high, bar.low, bar.close, bar.volume, bar.trades}) {
            out.writeLong(v);
        }
    }

    private static void writeQueue(final DataOutputStream out, final BarClock clock) throws IOException {
        out.writeInt(clock.size());
        for (int i = 0; i < clock.size(); i++) {
            out.writeLong(clock.at(i).owner.symbol);
        }
    }

    private static void writeUsers(final DataOutputStream out, final PrivateFeed executions) throws IOException {
        if (executions == null) {
            out.writeInt(-1);
            return;
        }
        final long[] uids = new long[executions.sequences.size()];
        int n = 0;
        for (final Long2LongHashMap.KeyIterator it = executions.sequences.keySet().iterator();
                it.hasNext();) {
            uids[n++] = it.nextValue();
        }
        Arrays.sort(uids, 0, n);
        out.writeInt(n);
        for (int i = 0; i < n; i++) {
            out.writeLong(uids[i]);
            out.writeLong(executions.sequences.get(uids[i]));
        }
    }

    /**
     * Checks a snapshot's frame without reading its content: length, magic, version and checksum.
     *
     * @param bytes a snapshot
     * @return null when it can be read; else why not
     */
    public static String refusal(final byte[] bytes) {
        if (bytes.length < FeedStateDescriptor.HEADER_LENGTH + FeedStateDescriptor.TRAILER_LENGTH) {
            return "too short: " + bytes.length + " bytes";
        }
        final ByteBuffer b = ByteBuffer.wrap(bytes);
        if (b.getInt(0) != FeedStateDescriptor.MAGIC) {
            return "not a feed state (magic " + Integer.toHexString(b.getInt(0)) + ")";
        }
        if (b.getShort(4) != FeedStateDescriptor.VERSION) {
            return "version " + b.getShort(4) + ", this build reads " + FeedStateDescriptor.VERSION;
        }
        final CRC32C crc = new CRC32C();
        crc.update(bytes, 0, bytes.length - FeedStateDescriptor.TRAILER_LENGTH);
        if ((int) crc.getValue() != b.getInt(bytes.length - FeedStateDescriptor.TRAILER_LENGTH)) {
            return "checksum mismatch (torn or corrupt)";
        }
        return null;
    }

    /**
     * @param bytes a snapshot ({@link #refusal} null)
     * @return the last command it reflects (what {@link #decode} returns), read from the header alone
     */
    public static long lastCommand(final byte[] bytes) {
        return ByteBuffer.wrap(bytes).getLong(COMPLETED_OFFSET);
    }

    /**
     * Restores a snapshot into a generator that has heard nothing yet and has the same channels and conflation as the
     * one that wrote it. It then ignores the events of every command at or below the returned one (a core replaying
     * its journal's tail) and continues with the next.
     *
     * @param bytes a snapshot ({@link #refusal} null)
     * @param fresh a new generator
     * @return the last command the snapshot reflects
     * @throws IllegalArgumentException when the bytes are refused, the generator has heard events, or its channels or
     *                                  conflation differ from the writer's
     */
    public static long decode(final byte[] bytes, final FeedGenerator fresh) {
        final String refusal = refusal(bytes);
        if (refusal != null) {
            throw new IllegalArgumentException("feed state refused: " + refusal);
        }
        if (fresh.symbolCount() != 0 || fresh.completed != -1) {
            throw new IllegalArgumentException("feed state: the generator has heard events already");
        }
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes, 0,
                bytes.length - FeedStateDescriptor.TRAILER_LENGTH))) {
            in.readInt();
            in.readShort();
            final boolean conflate = (in.readShort() & FeedStateDescriptor.FLAG_CONFLATE) != 0;
            final int channels = in.readInt();
            if (conflate != fresh.conflate || channels != fresh.channels) {
                throw new IllegalArgumentException("feed state: written with channels " + channels + " conflate "
                        + conflate + ", the generator has " + fresh.channels + " and " + fresh.conflate);
            }
            final int symbols = in.readInt();
            fresh.commandSeq = in.readLong();
            fresh.timestamp = in.readLong();
            fresh.completed = in.readLong();
            fresh.lostEvents = in.readLong();
            for (int i = 0; i < symbols; i++) {
                readSymbol(in, fresh);
            }
            readQueue(in, fresh, fresh.seconds, true);
            readQueue(in, fresh, fresh.minutes, false);
            readUsers(in, fresh.executions);
            if (in.available() != 0) {
                throw new IllegalArgumentException("feed state: " + in.available() + " bytes after the content");
            }
        } catch (final IOException e) {
            throw new IllegalArgumentException("feed state: content ends early", e);
        }
        return fresh.completed;
    }

    private static void readSymbol(final DataInputStream in, final FeedGenerator feed) throws IOException {
        final SymbolFeed s = feed.feed(in.readLong());
        s.seq = in.readLong();
        s.status = in.readInt();
        s.stale = in.readByte() != 0;
        s.lastPrice = in.readLong();
        s.volume = in.readLong();
        s.trades = in.readLong();
        s.open = in.readLong();
        s.high = in.readLong();
        s.low = in.readLong();
        s.bidPrice = in.readLong();
        s.bidSize = in.readLong();
        s.bidOrders = in.readInt();
        s.askPrice = in.readLong();
        s.askSize = in.readLong();
        s.askOrders = in.readInt();
        readBar(in, s.seconds);
        readBar(in, s.minutes);
        final int orders = in.readInt();
        for (int i = 0; i < orders; i++) {
            final long orderId = in.readLong();
            final int side = in.readByte();
            final long price = in.readLong();
            final long visible = in.readLong();
            final long remaining = in.readLong();
            final long display = in.readLong();
            final BookOrder o = s.book.add(orderId, side, price, visible);
            if (o == null || side < 0 || side > 1) {
                throw new IllegalArgumentException("feed state: order " + orderId + " of symbol " + s.symbol
                        + " twice or on side " + side);
            }
            o.remaining(remaining);
            o.display(display);
        }
    }

    private static void readBar(final DataInputStream in, final BarSeries bar) throws IOException {
        bar.active = in.readByte() != 0;
        bar.start = in.readLong();
        bar.open = in.readLong();
        bar.high = in.readLong();
        bar.low = in.readLong();
        bar.close = in.readLong();
        bar.volume = in.readLong();
        bar.trades = in.readLong();
    }

    private static void readQueue(final DataInputStream in, final FeedGenerator feed, final BarClock clock,
            final boolean seconds) throws IOException {
        final int n = in.readInt();
        for (int i = 0; i < n; i++) {
            final long symbol = in.readLong();
            if (feed.symbolCount() == 0 || feed.book(symbol) == null) {
                throw new IllegalArgumentException("feed state: an open bar of unknown symbol " + symbol);
            }
            final SymbolFeed s = feed.feed(symbol);
            clock.opened(seconds ? s.seconds : s.minutes);
        }
    }

    private static void readUsers(final DataInputStream in, final PrivateFeed executions) throws IOException {
        final int n = in.readInt();
        if ((n < 0) != (executions == null)) {
            throw new IllegalArgumentException("feed state: private channel mismatch");
        }
        for (int i = 0; i < n; i++) {
            final long uid = in.readLong();
            executions.sequences.put(uid, in.readLong());
        }
    }
}
