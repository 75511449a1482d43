package dev.bourse.compat;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One single-symbol command stream in columns, as both engines of a throughput comparison replay it
 * ({@link ThroughputComparisonTest}): a prefill that builds the book (not timed), a body (timed), and closing cancels
 * that empty the book again (not timed), so the same stream can be replayed several times. JDK types only, because
 * exchange-core's JVM reads it without any Bourse class.
 *
 * <p>File (big-endian, {@link DataOutputStream}): {@code int MAGIC, int count, int prefillEnd, int bodyEnd}, then per
 * command {@code byte op (OP_*), byte bid (1 or 0), byte ioc (1 or 0), long orderId, long uid, long price, long size,
 * long reserve}. Prices in ticks, sizes in lots; {@code reserve} is a bid's reserve price in ticks (0 otherwise); a
 * move's new price is in {@code price}.
 *
 * <p>Thread-safety: none; built once, then read.
 */
final class PeerStream {
    static final byte OP_PLACE = 0;
    static final byte OP_CANCEL = 1;
    static final byte OP_MOVE = 2;
    /** The symbol's taker fee, quote units per lot, in both engines. */
    static final long TAKER_FEE = 20;
    /** The symbol's maker fee, quote units per lot. */
    static final long MAKER_FEE = 10;
    /** Every user's quote balance: far above anything its orders can hold, so no order is refused for funds. */
    static final long QUOTE_BALANCE = 1_000_000_000_000_000L;
    /** Every user's base balance, lots. */
    static final long BASE_BALANCE = 1_000_000_000_000L;
    private static final int MAGIC = 0x42505331;

    final byte[] ops;
    final boolean[] bids;
    final boolean[] iocs;
    final long[] orderIds;
    final long[] uids;
    final long[] prices;
    final long[] sizes;
    final long[] reserves;
    final int prefillEnd;
    final int bodyEnd;

    PeerStream(final int count, final int prefillEnd, final int bodyEnd) {
        if (prefillEnd < 0 || bodyEnd < prefillEnd || count < bodyEnd) {
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

    int length() {
        return ops.length;
    }

    void write(final Path file) throws IOException {
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

    static PeerStream read(final Path file) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
            if (in.readInt() != MAGIC) {
                throw new IOException(file + " is not a peer stream");
            }
            final int count = in.readInt();
            final int prefillEnd = in.readInt();
            final int bodyEnd = in.readInt();
            final PeerStream s = new PeerStream(count, prefillEnd, bodyEnd);
            for (int i = 0; i < count; i++) {
                s.ops[i] = in.readByte();
                s.bids[i] = in.readBoolean();
                s.iocs[i] = in.readBoolean();
                s.orderIds[i] = in.readLong();
                s.uids[i] = in.readLong();
                s.prices[i] = in.readLong();
                s.sizes[i] = in.readLong();
                s.reserves[i] = in.readLong();
            }
            return s;
        }
    }
}
