package dev.bourse.snapshot;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.orderbook.OrderState;
import dev.bourse.orderbook.RestorableOrderBook;
import dev.bourse.snapshot.SectionFields.BookOrder;
import dev.bourse.snapshot.SectionFields.Header;
import net.openhft.chronicle.wire.DocumentContext;
import net.openhft.chronicle.wire.Wire;

/**
 * Marshals one symbol's order book ({@code book-<symbolId>} section of {@link SnapshotDescriptor}).
 *
 * <p>Thread-safety: stateless; {@link #write} and {@link #copy} run on the book's owning thread, {@link #encode} on
 * any thread.
 */
final class BookCodec {
    /** Rough bytes per order in the uncompressed body, to size the buffer once. */
    private static final int BYTES_PER_ORDER = 64;
    /** Fields an order record cannot do without; the rest read as 0 when absent. */
    private static final long REQUIRED = WireRecord.fields(BookOrder.ORDER_ID, BookOrder.UID, BookOrder.SIDE,
            BookOrder.TYPE, BookOrder.PRICE, BookOrder.REMAINING, BookOrder.SEQUENCE);

    private BookCodec() {
    }

    static SectionOutput write(final long symbol, final RestorableOrderBook book) {
        return encode(symbol, copy(book));
    }

    /** Longs per order in {@link #copy}'s image (also {@link BookImageBuilder}'s). */
    static final int STRIDE = 14;
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
        book.exportOrders(order -> {
            final int i = at[0];
            if (i + STRIDE > image.length) {
                throw new IllegalStateException("book exported more orders than its count " + count);
            }
            putOrder(image, i, order);
            at[0] = i + STRIDE;
        });
        if (at[0] != image.length) {
            throw new IllegalStateException("book exported " + (at[0] - HEADER) / STRIDE + " orders, counts " + count);
        }
        return image;
    }

    /**
     * Writes one order as {@link #STRIDE} longs of an image at {@code i}: the one place the row layout is decided,
     * for {@link #copy} and {@link BookImageBuilder}.
     */
    static void putOrder(final long[] image, final int i, final OrderState o) {
        image[i] = o.orderId();
        image[i + 1] = o.uid();
        image[i + 2] = o.side().ordinal() | o.type().ordinal() << 8 | o.stpMode().ordinal() << 16
                | (o.pendingStop() ? 1 << 24 : 0);
        image[i + 3] = o.price();
        image[i + 4] = o.remaining();
        image[i + 5] = o.visible();
        image[i + 6] = o.display();
        image[i + 7] = o.triggerPrice();
        image[i + 8] = o.expireAt();
        image[i + 9] = o.sequence();
        image[i + 10] = o.timestamp();
        image[i + 11] = o.size();
        image[i + 12] = o.filled();
        image[i + 13] = o.createdAt();
    }

    /**
     * Encodes a {@link #copy} as the symbol's {@code book-<symbolId>} section: a header document with the symbol id,
     * last trade price and acceptance counter, then one document per order.
     *
     * @param symbol the symbol id
     * @param image  the book's image
     * @return the section
     */
    static SectionOutput encode(final long symbol, final long[] image) {
        final int count = (int) image[2];
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_BOOK, 64 + count * BYTES_PER_ORDER);
        final Wire w = out.wire();
        final DocumentContext header = out.beginHeader();
        try {
            SectionWire.field(w, Header.SYMBOL_ID, symbol);
            SectionWire.field(w, Header.LAST_TRADE_PRICE, image[0]);
            SectionWire.field(w, Header.ACCEPTANCE_COUNTER, image[1]);
        } finally {
            header.close();
        }
        for (int i = HEADER; i < image.length; i += STRIDE) {
            final DocumentContext doc = w.writingDocument();
            try {
                order(w, image, i);
            } finally {
                doc.close();
            }
        }
        out.end(count);
        return out;
    }

    private static void order(final Wire w, final long[] image, final int i) {
        final long flags = image[i + 2];
        SectionWire.field(w, BookOrder.ORDER_ID, image[i]);
        SectionWire.field(w, BookOrder.UID, image[i + 1]);
        SectionWire.field(w, BookOrder.SIDE, flags & 0xFF);
        SectionWire.field(w, BookOrder.TYPE, flags >>> 8 & 0xFF);
        SectionWire.field(w, BookOrder.STP, flags >>> 16 & 0xFF);
        SectionWire.optional(w, BookOrder.PENDING_STOP, flags >>> 24 & 0xFF);
        SectionWire.field(w, BookOrder.PRICE, image[i + 3]);
        SectionWire.field(w, BookOrder.REMAINING, image[i + 4]);
        SectionWire.field(w, BookOrder.VISIBLE, image[i + 5]);
        SectionWire.optional(w, BookOrder.DISPLAY, image[i + 6]);
        SectionWire.optional(w, BookOrder.TRIGGER_PRICE, image[i + 7]);
        SectionWire.optional(w, BookOrder.EXPIRE_AT, image[i + 8]);
        SectionWire.field(w, BookOrder.SEQUENCE, image[i + 9]);
        SectionWire.field(w, BookOrder.TIMESTAMP, image[i + 10]);
        SectionWire.field(w, BookOrder.SIZE, image[i + 11]);
        SectionWire.optional(w, BookOrder.FILLED, image[i + 12]);
        SectionWire.field(w, BookOrder.CREATED_AT, image[i + 13]);
    }

    /** @return the symbol id of a book section, from its header document */
    static long readSymbol(final SectionInput in) {
        return in.header(Header.SYMBOL_ID);
    }

    /** Restores the orders into an empty book. */
    static void read(final SectionInput in, final RestorableOrderBook book) {
        final WireRecord r = new WireRecord("order", WireRecord.fields(BookOrder.ORDER_ID, BookOrder.UID,
                BookOrder.SIDE, BookOrder.TYPE, BookOrder.STP, BookOrder.PENDING_STOP, BookOrder.PRICE,
                BookOrder.REMAINING, BookOrder.VISIBLE, BookOrder.DISPLAY, BookOrder.TRIGGER_PRICE,
                BookOrder.EXPIRE_AT, BookOrder.SEQUENCE, BookOrder.TIMESTAMP, BookOrder.SIZE, BookOrder.FILLED,
                BookOrder.CREATED_AT), 0);
        final OrderState o = new OrderState();
        for (int i = 0; i < in.recordCount(); i++) {
            final DocumentContext doc = in.nextRecord();
            try {
                r.read(in.wire()).require(in.name(), REQUIRED);
            } finally {
                doc.close();
            }
            final long orderId = r.get(BookOrder.ORDER_ID);
            final Side side = Side.fromCode(r.getInt(BookOrder.SIDE));
            final OrderType type = OrderType.fromCode(r.getInt(BookOrder.TYPE));
            final StpMode stp = StpMode.fromCode(r.getInt(BookOrder.STP));
            if (side == null || type == null || stp == null) {
                throw new SnapshotException(in.name() + ": order " + orderId + " has a bad side, type or STP code");
            }
            final long remaining = r.get(BookOrder.REMAINING);
            final long timestamp = r.get(BookOrder.TIMESTAMP);
            final boolean sized = r.has(BookOrder.SIZE);
            book.restoreOrder(o.identity(orderId, r.get(BookOrder.UID), side, type, stp, r.get(BookOrder.SEQUENCE))
                    .terms(r.get(BookOrder.PRICE), r.get(BookOrder.DISPLAY), r.get(BookOrder.TRIGGER_PRICE),
                            r.get(BookOrder.EXPIRE_AT))
                    .standing(remaining, r.get(BookOrder.VISIBLE), timestamp, r.get(BookOrder.PENDING_STOP) != 0)
                    .history(sized ? r.get(BookOrder.SIZE) : remaining, sized ? r.get(BookOrder.FILLED) : 0,
                            r.has(BookOrder.CREATED_AT) ? r.get(BookOrder.CREATED_AT) : timestamp));
        }
        book.completeRestore(in.header(Header.LAST_TRADE_PRICE), in.header(Header.ACCEPTANCE_COUNTER));
        in.finish();
    }
}
