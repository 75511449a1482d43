package dev.bourse.snapshot;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.orderbook.RestorableOrderBook;
import net.openhft.chronicle.bytes.Bytes;

/**
 * Marshals one symbol's order book ({@code book-<symbolId>} section of {@link SnapshotDescriptor}).
 *
 * <p>Thread-safety: stateless; {@link #write} runs on the book's owning thread while it is quiescent.
 */
final class BookCodec {
    /** Rough bytes per order in the uncompressed body, to size the buffer once. */
    private static final int BYTES_PER_ORDER = 40;

    private BookCodec() {
    }

    static SectionOutput write(final long symbol, final RestorableOrderBook book) {
        final int count = book.restingOrderCount() + book.pendingStopCount();
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_BOOK, 64 + count * BYTES_PER_ORDER);
        final Bytes<byte[]> b = out.bytes();
        b.writeLong(symbol);
        b.writeStopBit(book.lastTradePrice());
        b.writeStopBit(book.acceptanceCounter());
        final int[] visited = new int[1];
        book.exportOrders((orderId, uid, side, type, stp, price, remaining, visible, display, trigger, expireAt,
                sequence, timestamp, pendingStop) -> {
            b.writeLong(orderId);
            b.writeStopBit(uid);
            b.writeByte((byte) side.ordinal());
            b.writeByte((byte) type.ordinal());
            b.writeByte((byte) stp.ordinal());
            b.writeByte((byte) (pendingStop ? 1 : 0));
            b.writeStopBit(price);
            b.writeStopBit(remaining);
            b.writeStopBit(visible);
            b.writeStopBit(display);
            b.writeStopBit(trigger);
            b.writeStopBit(expireAt);
            b.writeStopBit(sequence);
            b.writeLong(timestamp);
            visited[0]++;
        });
        if (visited[0] != count) {
            throw new IllegalStateException("book " + symbol + " exported " + visited[0] + " orders, counts " + count);
        }
        out.end(count);
        return out;
    }

    /**
     * Reads the symbol id of a book section (its prefix) and leaves the input after it.
     */
    static long readSymbol(final SectionInput in) {
        return in.bytes().readLong();
    }

    /** Restores the orders into an empty book; {@link #readSymbol} must have been called. */
    static void read(final SectionInput in, final RestorableOrderBook book) {
        final Bytes<byte[]> b = in.bytes();
        final long lastTradePrice = b.readStopBit();
        final long acceptanceCounter = b.readStopBit();
        for (int i = 0; i < in.recordCount(); i++) {
            final long orderId = b.readLong();
            final long uid = b.readStopBit();
            final Side side = Side.fromCode(b.readByte());
            final OrderType type = OrderType.fromCode(b.readByte());
            final StpMode stp = StpMode.fromCode(b.readByte());
            final boolean pendingStop = b.readByte() != 0;
            if (side == null || type == null || stp == null) {
                throw new SnapshotException(in.name() + ": order " + orderId + " has a bad side, type or STP code");
            }
            final long price = b.readStopBit();
            final long remaining = b.readStopBit();
            final long visible = b.readStopBit();
            final long display = b.readStopBit();
            final long trigger = b.readStopBit();
            final long expireAt = b.readStopBit();
            final long sequence = b.readStopBit();
            final long timestamp = b.readLong();
            book.restoreOrder(orderId, uid, side, type, stp, price, remaining, visible, display, trigger, expireAt,
                    sequence, timestamp, pendingStop);
        }
        book.completeRestore(lastTradePrice, acceptanceCounter);
        in.finish();
    }
}
