package dev.bourse.snapshot;

/**
 * The on-disk format of a snapshot: names, magic numbers and offsets. Version {@value #FORMAT_VERSION}.
 *
 * <h2>Directory</h2>
 * <pre>
 *   &lt;root&gt;/snapshot-00000000000000001234/      one directory per snapshot, named by its sequence (20 digits)
 *       manifest                                 text, written last; lists every other file
 *       specs                                    symbol specifications
 *       book-&lt;symbolId&gt;                          one per symbol (layout independent: a book, not a shard)
 *       users                                    every user of every risk shard, keyed by uid
 *       orders                                   every open-order risk record, keyed by (symbol, order id)
 *       totals                                   per writing risk shard: ledger totals and last trade prices
 *   &lt;root&gt;/snapshot-00000000000000001234.tmp/  a snapshot being written; never loaded, removed by the next writer
 * </pre>
 * Files are written into the {@code .tmp} directory and fsynced, the directory is fsynced, renamed to its final name
 * (an atomic move), and the root directory fsynced. A directory with its final name is therefore complete unless the
 * disk corrupted it afterwards, which the manifest's checksums detect.
 *
 * <h2>Section file</h2>
 * Little-endian. The header is raw; the body is one LZ4 block (lz4-java, {@code net.jpountz.lz4}).
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +---------------------------------------------------------------+
 *  |                  FILE_MAGIC 0x534E5342 "BSNS"                 |  0
 *  +---------------------------------------------------------------+
 *  |                        FORMAT_VERSION                         |  4
 *  +---------------------------------------------------------------+
 *  |                 section type (SECTION_* below)                |  8
 *  +---------------------------------------------------------------+
 *  |                  uncompressed body length                     | 12
 *  +---------------------------------------------------------------+
 *  |                LZ4 block of the body ...                     ...  16 (HEADER_LENGTH)
 *  +---------------------------------------------------------------+
 * </pre>
 * The uncompressed body, marshalled with Chronicle Bytes ({@code long}/{@code int}/{@code byte} fixed width,
 * "stop bit" = Chronicle's variable-length encoding of a signed long, 1 byte for 0..127):
 * <pre>
 *  +---------------------------------------------------------------+
 *  |                BEGIN_MARKER (8 bytes)  "BSNBEGIN"             |  0
 *  +---------------------------------------------------------------+
 *  |                 section type (int, again)                     |  8
 *  +---------------------------------------------------------------+
 *  |                 record count (int)                            | 12
 *  +---------------------------------------------------------------+
 *  |                 records ... (see below)                      ...
 *  +---------------------------------------------------------------+
 *  |                END_MARKER (8 bytes)  "BSNEND.."               |
 *  +---------------------------------------------------------------+
 *  |                 record count (int, again)                     |
 *  +---------------------------------------------------------------+
 * </pre>
 * Records (all prices in ticks, sizes in lots, amounts in minor units, times in ns):
 * <ul>
 *   <li>{@code specs}: record count = specs; per spec: symbolId int, type byte, baseCurrency int, quoteCurrency
 *       int, baseScale, quoteScale, takerFee, makerFee, marginBuy, marginSell, minSize, maxSize, maxNotional (stop
 *       bit each), status byte.</li>
 *   <li>{@code book-<id>}: a prefix symbolId long, lastTradePrice stop bit, acceptanceCounter stop bit; record
 *       count = live orders, in the order {@code RestorableOrderBook.exportOrders} gives them (bids best first in
 *       time priority, asks likewise, pending stops by acceptance), or, from a running core's capture, level by
 *       level with the levels in any order (each level or stop bucket in its own priority order; the loader
 *       appends every order at the tail of its level); per order: orderId long, uid stop bit, side
 *       byte, type byte, stp byte, pendingStop byte, then price, remaining, visible, display, triggerPrice,
 *       expireAt, sequence (stop bit each) and timestamp long.</li>
 *   <li>{@code users}: record count = users; per user: uid long, suspended byte, n stop bit then n × (currency,
 *       balance, held), m stop bit then m × (currency, k, k × txId), p stop bit then p × (symbolId, size,
 *       openPriceSum, pendingBuy, pendingSell), all stop bit.</li>
 *   <li>{@code orders}: record count = records; per record: symbolId stop bit, orderId long, uid long, side byte,
 *       kind byte, currency, remaining, held, perLot, reserve, budgetLeft (stop bit each).</li>
 *   <li>{@code totals}: a prefix writing risk shard count int; record count = writing shards; per shard: shardId
 *       int, n stop bit then n × (currency, fees, deposits, withdrawals), m stop bit then m × (symbolId, last
 *       price), stop bit each.</li>
 * </ul>
 *
 * <h2>Manifest</h2>
 * UTF-8 text, one {@code key=value} per line, in this order: the first line {@value #MANIFEST_HEADER}, then
 * {@code formatVersion}, {@code sequence}, {@code timestamp} (ns, the cut's command timestamp), {@code trades} (trades
 * reported through the sequence, so trade ids continue after a restore), {@code riskShards},
 * {@code matchingShards} (the layout at write time, for information: loading works with any layout), {@code files}
 * (count), {@code file.N=NAME,LENGTH,CRC32C} (N from 0, LENGTH in bytes, CRC32C in hex) for each section file,
 * and last {@code manifestCrc32c=HEX}, the CRC32C of every byte before that line.
 *
 * <p>Thread-safety: constants only.
 */
public final class SnapshotDescriptor {
    /** Format version written in every section header and the manifest. */
    public static final int FORMAT_VERSION = 1;
    /** First four bytes of a section file, "BSNS" read little-endian. */
    public static final int FILE_MAGIC = 0x534E5342;
    /** Length of the raw header of a section file, bytes. */
    public static final int HEADER_LENGTH = 16;
    /** Offset of the magic. */
    public static final int MAGIC_OFFSET = 0;
    /** Offset of the format version. */
    public static final int VERSION_OFFSET = 4;
    /** Offset of the section type. */
    public static final int TYPE_OFFSET = 8;
    /** Offset of the uncompressed body length. */
    public static final int BODY_LENGTH_OFFSET = 12;
    /** Opens every body: "BSNBEGIN" as a little-endian long. */
    public static final long BEGIN_MARKER = 0x4E49474542534E42L;
    /** Closes every body: "BSNEND.." as a little-endian long. */
    public static final long END_MARKER = 0x2E2E444E45534E42L;

    /** Section type of {@code specs}. */
    public static final int SECTION_SPECS = 1;
    /** Section type of {@code book-<symbolId>}. */
    public static final int SECTION_BOOK = 2;
    /** Section type of {@code users}. */
    public static final int SECTION_USERS = 3;
    /** Section type of {@code orders}. */
    public static final int SECTION_ORDERS = 4;
    /** Section type of {@code totals}. */
    public static final int SECTION_TOTALS = 5;

    /** Prefix of a snapshot directory's name; the sequence follows as 20 digits. */
    public static final String DIRECTORY_PREFIX = "snapshot-";
    /** Suffix of a directory being written. */
    public static final String TEMP_SUFFIX = ".tmp";
    /** Name of the manifest file. */
    public static final String MANIFEST = "manifest";
    /** First line of the manifest. */
    public static final String MANIFEST_HEADER = "bourse-snapshot-manifest";
    /** Name of the specs section. */
    public static final String SPECS = "specs";
    /** Name prefix of a book section; the symbol id follows in decimal. */
    public static final String BOOK_PREFIX = "book-";
    /** Name of the users section. */
    public static final String USERS = "users";
    /** Name of the orders section. */
    public static final String ORDERS = "orders";
    /** Name of the totals section. */
    public static final String TOTALS = "totals";

    private SnapshotDescriptor() {
    }

    /**
     * @param sequence the snapshot's sequence, &gt;= 0
     * @return its directory name, e.g. {@code snapshot-00000000000000001234}
     */
    public static String directoryName(final long sequence) {
        return DIRECTORY_PREFIX + String.format("%020d", sequence);
    }

    /**
     * @param name a directory name
     * @return the sequence it names, or -1 if it is not a (final) snapshot directory name
     */
    public static long sequenceOf(final String name) {
        if (!name.startsWith(DIRECTORY_PREFIX) || name.length() != DIRECTORY_PREFIX.length() + 20) {
            return -1;
        }
        long seq = 0;
        for (int i = DIRECTORY_PREFIX.length(); i < name.length(); i++) {
            final char c = name.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            seq = seq * 10 + (c - '0');
            if (seq < 0) {
                return -1;
            }
        }
        return seq;
    }
}
