package dev.bourse.snapshot;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.orderbook.RestorableOrderBook;
import net.openhft.chronicle.bytes.Bytes;

/**
 * Marshals one symbol's order book ({@code book-<symbolId>} section of {@link SnapshotDescriptor}).
 *
 * <p>Thread-safety: stateless; {@link #write} and {@link #copy} run on the book's owning thread, {@link #encode} on
 * any thread.
 */
final class BookCodec {
    /** Rough bytes per order in the uncompressed body, to size the buffer once. */
    private static final int BYTES_PER_ORDER = 40;

    private BookCodec() {
    }

    static SectionOutput write(final long symbol, final RestorableOrderBook book) {
        return encode(symbol, copy(book));
    }

    /** Longs per order in {@link #copy}'s image (also {@link BookImageBuilder}'s). */
    static final int STRIDE = 11;
    /** Longs before the orders: last trade price, acceptance counter, order count. */
    static final int HEADER = 3;

    /**
     * Copies a book's whole state into one primitive array, on the book's thread: the cheap half of a book's
     * export (about a fifth of the time of encoding it), so a capture that must copy a book before a command touches
     * it stalls the command only for this; {@link #encode} runs later, on the writing thread.
     *
     * @return the image: {@link #HEADER} longs, then {@link #STRIDE} per order, in export order
     * @throws IllegalStateException if the book visits another number of orders than it counts
     */
    static long[] copy(final RestorableOrderBook book) {
        final int count = book.restingOrderCount() + book.pendingStopCount();
        final long[] image = new long[HEADER + count * STRIDE];
        image[0] = book.lastTradePrice();
        image[1] = book.acceptanceCounter();
        image[2] = count;
        final int[] at = {HEADER};
        book.exportOrders((orderId, uid, side, type, stp, price, remaining, visible, display, trigger, expireAt,
                sequence, timestamp, pendingStop) -> {
            final int i = at[0];
            if (i + STRIDE > image.length) {
                throw new IllegalStateException("book exported more orders than its count " + count);
            }
            image[i] = orderId;
            image[i + 1] = uid;
            image[i + 2] = side.ordinal() | type.ordinal() << 8 | stp.ordinal() << 16 | (pendingStop ? 1 << 24 : 0);
            image[i + 3] = price;
            image[i + 4] = remaining;
            image[i + 5] = visible;
            image[i + 6] = display;
            image[i + 7] = trigger;
            image[i + 8] = expireAt;
            image[i + 9] = sequence;
            image[i + 10] = timestamp;
            at[0] = i + STRIDE;
        });
        if (at[0] != image.length) {
            throw new IllegalStateException("book exported " + (at[0] - HEADER) / STRIDE + " orders, counts " + count);
        }
        return image;
    }

    /**
     * Encodes a {@link #copy} as the symbol's {@code book-<symbolId>} section.
     *
     * @param symbol the symbol id
     * @param image  the book's image
     * @return the section
     */
    static SectionOutput encode(final long symbol, final long[] image) {
        final int count = (int) image[2];
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_BOOK, 64 + count * BYTES_PER_ORDER);
        final Bytes<byte[]> b = out.bytes();
        b.writeLong(symbol);
        b.writeStopBit(image[0]);
        b.writeStopBit(image[1]);
        for (int i = HEADER; i < image.length; i += STRIDE) {
            final long flags = image[i + 2];
            b.writeLong(image[i]);
            b.writeStopBit(image[i + 1]);
            b.writeByte((byte) (flags & 0xFF));
            b.writeByte((byte) (flags >>> 8 & 0xFF));
            b.writeByte((byte) (flags >>> 16 & 0xFF));
            b.writeByte((byte) (flags >>> 24 & 0xFF));
            b.writeStopBit(image[i + 3]);
            b.writeStopBit(image[i + 4]);
            b.writeStopBit(image[i + 5]);
            b.writeStopBit(image[i + 6]);
            b.writeStopBit(image[i + 7]);
            b.writeStopBit(image[i + 8]);
            b.writeStopBit(image[i + 9]);
            b.writeLong(image[i + 10]);
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
