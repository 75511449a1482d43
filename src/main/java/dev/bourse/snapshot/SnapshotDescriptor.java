package dev.bourse.snapshot;

/**
 * The on-disk format of a snapshot: names, magic numbers and offsets. Version {@value #FORMAT_VERSION}; a loader
 * also reads version {@value #OLDEST_READABLE_VERSION} (the same directory, frame and manifest, with bodies of raw
 * Chronicle Bytes records instead of Wire documents; drawn in {@code LegacySectionReader}), so snapshots taken before
 * an upgrade still restore; every snapshot is written in version {@value #FORMAT_VERSION}. A section whose version
 * differs from its manifest's is refused.
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
 * The uncompressed body: a raw frame (native order, little-endian on every supported machine) around Chronicle-Wire
 * documents (binary Wire, {@code BinaryWire.binaryOnly}, no padding):
 * <pre>
 *  +---------------------------------------------------------------+
 *  |                BEGIN_MARKER (8 bytes)  "BSNBEGIN"             |  0
 *  +---------------------------------------------------------------+
 *  |                 section type (int, again)                     |  8
 *  +---------------------------------------------------------------+
 *  |                 record count N (int)                          | 12
 *  +---------------------------------------------------------------+
 *  |                 header document ...                          ...  16
 *  +---------------------------------------------------------------+
 *  |                 N record documents ...                       ...
 *  +---------------------------------------------------------------+
 *  |                END_MARKER (8 bytes)  "BSNEND.."               |  body length - 12
 *  +---------------------------------------------------------------+
 *  |                 record count N (int, again)                   |  body length - 4
 *  +---------------------------------------------------------------+
 * </pre>
 * A Wire document (Chronicle's size-prefixed blob) is a 4-byte little-endian header, then its content:
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +-----------------------------------------------------------+-+-+
 *  |                content length L (bits 0-29)               |M|C|  0
 *  +-----------------------------------------------------------+-+-+
 *  |                fields ... (L bytes)                         ...  4
 *  +---------------------------------------------------------------+
 *   M (bit 30) = meta-data, C (bit 31) = not complete: both 0 in a snapshot
 * </pre>
 * The content is a run of numbered fields, each a field-number code, the number, and a self-describing value:
 * <pre>
 *  +---------------+---------------+---------------+------------------------+
 *  | 0xBA          | number        | value code    | value, 0-8 bytes (LE)  |
 *  | FIELD_NUMBER  | (stop bit;    |               |                        |
 *  |               |  1 byte here) |               |                        |
 *  +---------------+---------------+---------------+------------------------+
 * </pre>
 * Every value is an integer written with Wire's {@code ValueOut.int64}, which picks the shortest code that holds it
 * exactly: {@code 0xA1} uint8, {@code 0xA2} uint16, {@code 0xA3} uint32, {@code 0xA4} int8, {@code 0xA5} int16,
 * {@code 0xA6} int32, {@code 0xA7} int64 (1, 2, 4, 1, 2, 4, 8 bytes), or {@code 0x90} float32 (4 bytes) for a large
 * round number a float holds exactly; {@code ValueIn.int64} reads any of them back to the same long. Booleans are 0
 * or 1, enums their ordinal.
 *
 * <p>Reading rules (what lets the format evolve without a new {@link #FORMAT_VERSION}): fields may come in any
 * order; a field whose number the reader does not know (written by a newer version) is skipped, its value being
 * self-describing; a field that is absent reads as 0; a record without a field marked R below is refused with a
 * {@link SnapshotException}; bytes after the last field a reader knows are skipped at the document's end. Fields
 * marked 0 below are written only when not 0. A later version may therefore add a field under a new number, as long
 * as 0 means what older versions did; renumbering, reusing a number, or changing a field's meaning or units needs a
 * new {@link #FORMAT_VERSION}, as does any change to the raw frame.
 *
 * <p>The header document opens every body and is not counted in N: {@code 1} section type (R, repeats the raw
 * one); book sections add {@code 2} symbolId (R), {@code 3} lastTradePrice (R), {@code 4} acceptanceCounter (R);
 * {@code totals} adds {@code 5} riskShards (R), the number of risk shards that wrote it.
 *
 * <p>Records, one document each (numbers in {@code SectionFields}; prices in ticks, sizes in lots, amounts in
 * minor units, times in ns):
 * <ul>
 *   <li>{@code specs}, one per symbol: {@code 1} symbolId R, {@code 2} type R ({@code SymbolType}), {@code 3}
 *       baseCurrency, {@code 4} quoteCurrency, {@code 5} baseScale, {@code 6} quoteScale, {@code 7} takerFee,
 *       {@code 8} makerFee, {@code 9} marginBuy, {@code 10} marginSell, {@code 11} minSize, {@code 12} maxSize,
 *       {@code 13} maxNotional, {@code 14} status R ({@code TradingStatus}), {@code 15} maxPrice (ticks),
 *       {@code 16} priceBand (basis points), {@code 17} referencePrice 0 (ticks), {@code 18} underlying symbol id + 1 0
 *       (futures only), {@code 19} contractSize 0. A spec without field 15 (written before price limits) loads with
 *       the default max price and price band and no reference price; one without 18 with no underlying.</li>
 *   <li>{@code book-<id>}, one per live order, in the order {@code RestorableOrderBook.exportOrders} gives them
 *       (bids best first in time priority, asks likewise, pending stops by acceptance), or, from a running core's
 *       capture, level by level with the levels in any order (each level or stop bucket in its own priority
 *       order; the loader appends every order at the tail of its level): {@code 1} orderId R,
 *       {@code 2} uid R, {@code 3} side R, {@code 4} type R, {@code 5} stp, {@code 6} pendingStop 0, {@code 7}
 *       price R, {@code 8} remaining R, {@code 9} visible, {@code 10} display 0, {@code 11} triggerPrice 0,
 *       {@code 12} expireAt 0, {@code 13} sequence R, {@code 14} timestamp, {@code 15} size (lots placed),
 *       {@code 16} filled 0 (lots traded), {@code 17} createdAt (acceptance timestamp). Fields 15 to 17 came with
 *       the user report's order view: an order without field 15 loads with its remaining size as its size and 0
 *       filled, one without field 17 with its time priority as its creation time.</li>
 *   <li>{@code users}, one per user: {@code 1} uid R, {@code 2} suspended 0, then flat repeating groups, each
 *       beginning at its first field, every later field of the group belonging to the nearest beginning before
 *       it: balance = {@code 3} currency, {@code 4} balance 0, {@code 5} held 0; transactions = {@code 6}
 *       currency, then {@code 7} txId once per id; position = {@code 8} symbolId, {@code 9} size 0, {@code 10}
 *       openPriceSum 0, {@code 11} pendingBuy 0, {@code 12} pendingSell 0; and, for a user whose order commands
 *       carried client command ids, {@code 13} lastCommandId (the high-water mark), {@code 14} lastCommandSequence
 *       and {@code 15} lastCommandResult (its outcome), written only when the mark is not 0 (absent in snapshots
 *       written before command ids: no mark, as then); then, oldest first, one group per idempotency key the user
 *       keeps: {@code 16} key (not 0), {@code 17} requestHash 0, {@code 18} timestamp (ns), {@code 19} sequence,
 *       {@code 20} orderId 0, {@code 21} resultCode 0 (absent in snapshots written before keys: none kept).</li>
 *   <li>{@code orders}, one per open-order risk record: {@code 1} symbolId R, {@code 2} orderId R, {@code 3} uid
 *       R, {@code 4} side R, {@code 5} kind R, {@code 6} currency R, {@code 7} remaining R, {@code 8} held 0,
 *       {@code 9} perLot 0, {@code 10} reserve 0, {@code 11} budgetLeft 0.</li>
 *   <li>{@code totals}, one per writing risk shard: {@code 1} shardId R, then flat repeating groups: ledger =
 *       {@code 2} currency, {@code 3} fees 0, {@code 4} deposits 0, {@code 5} withdrawals 0, {@code 8} feesHigh 0,
 *       {@code 9} depositsHigh 0, {@code 10} withdrawalsHigh 0 (the totals are 128-bit, {@code high × 2^64 +
 *       low} with the low word a signed {@code long}; the high words are written only when one is not 0, which older
 *       readers never met); last price = {@code 6} symbolId, {@code 7} price.</li>
 * </ul>
 * For example, a user with uid 7 holding 1,000 of currency 2 with deposit id 9 is the 25-byte document
 * {@code 15 00 00 00 | BA 01 A1 07 | BA 03 A1 02 | BA 04 A5 E8 03 | BA 06 A1 02 | BA 07 A1 09}. To inspect a
 * section, decompress its body and hand the bytes from offset 16 to Wire ({@code Wires.fromSizePrefixedBlobs}),
 * which prints each document with its numbered fields.
 *
 * <h2>Stream</h2>
 * A store that is not a directory ({@link StreamSnapshotStore}: a replicated log's snapshot, a socket, a buffer)
 * carries the same files, byte for byte, one after another in one stream: the section files in capture order, then
 * the manifest, then an end mark. Little-endian; a reader stops at the end mark, so the stream may go on with data
 * of its owner's:
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +---------------------------------------------------------------+
 *  |                 STREAM_MAGIC 0x52545342 "BSTR"                |  0
 *  +---------------------------------------------------------------+
 *  |                        FORMAT_VERSION                         |  4
 *  +---------------------------------------------------------------+
 *  |        name length L (1 to STREAM_MAX_NAME), per file         |  8
 *  +---------------------------------------------------------------+
 *  |                name (L bytes, ASCII) ...                     ...
 *  +---------------------------------------------------------------+
 *  |                file length F (&gt;= 0)                          |
 *  +---------------------------------------------------------------+
 *  |                the file (F bytes: a section file or the       |
 *  |                manifest, exactly as in a directory) ...      ...
 *  +---------------------------------------------------------------+
 *  |                ... more files; the manifest last ...         ...
 *  +---------------------------------------------------------------+
 *  |                  STREAM_END 0x444E4542 "BEND"                 |
 *  +---------------------------------------------------------------+
 * </pre>
 * A stream is checked as a directory is (the manifest's CRC32C, every file's length and CRC32C, every section's
 * frame), plus its own frame: the magic, the version, each name and length, no name twice, and the end mark. An
 * empty stream holds no snapshot.
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
    public static final int FORMAT_VERSION = 2;
    /** Oldest format version a loader still reads (version 1: the same frame, bodies of raw Chronicle Bytes). */
    public static final int OLDEST_READABLE_VERSION = 1;
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
    /** First int of a snapshot stream, "BSTR" in little-endian bytes. */
    public static final int STREAM_MAGIC = 0x52545342;
    /** The int after a stream's last file, "BEND" in little-endian bytes. */
    public static final int STREAM_END = 0x444E4542;
    /** Longest file name in a stream, bytes. */
    public static final int STREAM_MAX_NAME = 255;
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
     * @param version a format version found in a manifest or section header
     * @return true if this build loads it
     */
    public static boolean readable(final int version) {
        return version >= OLDEST_READABLE_VERSION && version <= FORMAT_VERSION;
    }

    /**
     * @param version a format version found in a manifest or section header
     * @return why it cannot be loaded, naming it and the versions this build reads
     */
    public static String unsupportedVersion(final int version) {
        return "unsupported format version " + version + " (this build reads versions " + OLDEST_READABLE_VERSION
                + " to " + FORMAT_VERSION + ")";
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
