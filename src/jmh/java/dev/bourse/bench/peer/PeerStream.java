package dev.bourse.bench.peer;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One single-symbol command stream in columns, as both engines of a comparison replay it (the throughput comparison
 * and the latency suite): a prefill that builds the book, a body, and closing cancels that empty the book again, so
 * the same stream can be replayed again and again. Also the market both engines set up for it: one spot symbol
 * ({@link #SYMBOL}, base {@link #BASE_CURRENCY}, quote {@link #QUOTE_CURRENCY}, scales 1, the fees below) and users
 * {@code 1..users}, each funded with {@link #QUOTE_BALANCE} and {@link #BASE_BALANCE}, so that no order is refused
 * for funds in either engine. JDK types only, because exchange-core's JVM reads it without any Bourse class.
 *
 * <p>File (big-endian, {@link DataOutputStream}): {@code int MAGIC, int count, int prefillEnd, int bodyEnd}, then per
 * command {@code byte op (OP_*), byte bid (1 or 0), byte ioc (1 or 0), long orderId, long uid, long price, long size,
 * long reserve}. Prices in ticks, sizes in lots; {@code reserve} is a bid's reserve price in ticks (0 otherwise); a
 * move's new price is in {@code price}.
 *
 * <p>Thread-safety: none; built once, then read.
 */
public final class PeerStream {
    /** Op code: place an order. */
    public static final byte OP_PLACE = 0;
    /** Op code: cancel an order. */
    public static final byte OP_CANCEL = 1;
    /** Op code: move an order to the price column. */
    public static final byte OP_MOVE = 2;
    /** The symbol id in both engines. */
    public static final int SYMBOL = 1;
    /** The quote currency in both engines. */
    public static final int QUOTE_CURRENCY = 1;
    /** The base currency in both engines. */
    public static final int BASE_CURRENCY = 101;
    /** The symbol's taker fee, quote units per lot, in both engines. */
    public static final long TAKER_FEE = 20;
    /** The symbol's maker fee, quote units per lot. */
    public static final long MAKER_FEE = 10;
    /** Every user's quote balance: far above anything its orders can hold, so no order is refused for funds. */
    public static final long QUOTE_BALANCE = 1_000_000_000_000_000L;
    /** Every user's base balance, lots. */
    public static final long BASE_BALANCE = 1_000_000_000_000L;
    /** Most commands a stream holds. */
    public static final int MAX_COMMANDS = 100_000_000;
    private static final int MAGIC = 0x42505331;

    private final byte[] ops;
    private final boolean[] bids;
    private final boolean[] iocs;
    private final long[] orderIds;
    private final long[] uids;
    private final long[] prices;
    private final long[] sizes;
    private final long[] reserves;
    private final int prefillEnd;
    private final int bodyEnd;

    /**
     * An empty stream (every command a place of nothing) to fill with {@link #set}.
     *
     * @param count      commands in one cycle, 0..{@value #MAX_COMMANDS}
     * @param prefillEnd index of the first body command, 0..bodyEnd
     * @param bodyEnd    index of the first closing cancel, prefillEnd..count
     * @throws IllegalArgumentException when the bounds are not in order
     */
    public PeerStream(final int count, final int prefillEnd, final int bodyEnd) {
        if (prefillEnd < 0 || bodyEnd < prefillEnd || count < bodyEnd || count > MAX_COMMANDS) {
            throw new IllegalArgumentException("bad bounds " + prefillEnd + ".." + bodyEnd + " of " + count);
        }
        ops = new byte[count];
        bids = new boolean[count];
        iocs = new boolean[count];
        orderIds = new long[count];
        uids = new long[count];
        prices = new long[count];
        sizes = new long[count];
        reserves = new long[count];
        this.prefillEnd = prefillEnd;
        this.bodyEnd = bodyEnd;
    }

    /**
     * Sets command {@code i}.
     *
     * @param i       command index, 0..length() - 1
     * @param op      {@link #OP_PLACE}, {@link #OP_CANCEL} or {@link #OP_MOVE}
     * @param bid     a place's side
     * @param ioc     whether a place is IOC (else GTC)
     * @param orderId the order placed, cancelled or moved
     * @param uid     its owner
     * @param price   a place's limit or a move's new price, ticks
     * @param size    a place's lots
     * @param reserve a GTC bid's reserve price, ticks (0 otherwise)
     */
    public void set(final int i, final byte op, final boolean bid, final boolean ioc, final long orderId,
            final long uid, final long price, final long size, final long reserve) {
        ops[i] = op;
        bids[i] = bid;
        iocs[i] = ioc;
        orderIds[i] = orderId;
        uids[i] = uid;
        prices[i] = price;
        sizes[i] = size;
        reserves[i] = reserve;
    }

    /** @return commands in one cycle */
    public int length() {
        return ops.length;
    }

    /** @return index of the first body command */
    public int prefillEnd() {
        return prefillEnd;
    }

    /** @return index of the first closing cancel */
    public int bodyEnd() {
        return bodyEnd;
    }

    /**
     * @param i command index
     * @return {@link #OP_PLACE}, {@link #OP_CANCEL} or {@link #OP_MOVE}
     */
    public byte op(final int i) {
        return ops[i];
    }

    /**
     * @param i command index
     * @return whether a place is a bid
     */
    public boolean bid(final int i) {
        return bids[i];
    }

    /**
     * @param i command index
     * @return whether a place is IOC (else GTC)
     */
    public boolean ioc(final int i) {
        return iocs[i];
    }

    /**
     * @param i command index
     * @return the order id the command places, cancels or moves
     */
    public long orderId(final int i) {
        return orderIds[i];
    }

    /**
     * @param i command index
     * @return the order's owner
     */
    public long uid(final int i) {
        return uids[i];
    }

    /**
     * @param i command index
     * @return a place's limit or a move's new price, ticks; 0 for a cancel
     */
    public long price(final int i) {
        return prices[i];
    }

    /**
     * @param i command index
     * @return a place's lots, otherwise 0
     */
    public long size(final int i) {
        return sizes[i];
    }

    /**
     * @param i command index
     * @return a GTC bid's reserve price in ticks, otherwise 0
     */
    public long reserve(final int i) {
        return reserves[i];
    }

    /**
     * @param file where to write the stream; replaced
     * @throws IOException when it cannot be written
     */
    public void write(final Path file) throws IOException {
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file),
                1 << 16))) {
            out.writeInt(MAGIC);
            out.writeInt(ops.length);
            out.writeInt(prefillEnd);
            out.writeInt(bodyEnd);
            for (int i = 0; i < ops.length; i++) {
                out.writeByte(ops[i]);
                out.writeBoolean(bids[i]);
                out.writeBoolean(iocs[i]);
                out.writeLong(orderIds[i]);
                out.writeLong(uids[i]);
                out.writeLong(prices[i]);
                out.writeLong(sizes[i]);
                out.writeLong(reserves[i]);
            }
        }
    }

    /**
     * @param file a file {@link #write} wrote
     * @return the stream
     * @throws IOException when it cannot be read or is not a stream
     */
    public static PeerStream read(final Path file) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
            if (in.readInt() != MAGIC) {
                throw new IOException(file + " is not a peer stream");
            }
            final int count = in.readInt();
            final int prefillEnd = in.readInt();
            final int bodyEnd = in.readInt();
            final PeerStream s = new PeerStream(count, prefillEnd, bodyEnd);
            for (int i = 0; i < count; i++) {
                s.set(i, in.readByte(), in.readBoolean(), in.readBoolean(), in.readLong(), in.readLong(),
                        in.readLong(), in.readLong(), in.readLong());
            }
            return s;
        }
    }
}
