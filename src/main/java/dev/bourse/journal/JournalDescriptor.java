package dev.bourse.journal;

import java.nio.file.Path;

/**
 * The journal's binary format: offsets, sizes and magic numbers, in one place. All integers are little-endian.
 *
 * <p><b>Files.</b> A journal is a directory of segment files, each named by the sequence of its first command,
 * zero-padded to 20 digits: {@code 00000000000000000001.journal}. Segments follow each other without a gap: a
 * segment's first sequence is the previous segment's last sequence + 1. A new segment is started when the current
 * one would grow past {@code journal.segment.bytes}, and on every start of a core (an existing file is never
 * opened for writing again, except to cut off a torn tail during recovery).
 *
 * <p><b>Segment header</b> ({@value #SEGMENT_HEADER_LENGTH} bytes, at offset 0):
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 *  |                  Magic 'BRSJ' (0x4A535242)                    |  0
 *  +---------------------------------------------------------------+
 *  |                   Format version (1 or 2)                     |  4
 *  +---------------------------------------------------------------+
 *  |                 First sequence of the segment                 |  8
 *  |                        (long, &gt;= 1)                            |
 *  +---------------------------------------------------------------+
 *  |                  Record length (240 in v1)                    | 16
 *  +---------------------------------------------------------------+
 *  |             CRC32C of bytes 0..19 of this header              | 20
 *  +---------------------------------------------------------------+
 * </pre>
 *
 * <p><b>Block</b> (one per batch or per {@code journal.block.bytes} of records), a {@value #BLOCK_HEADER_LENGTH}-byte
 * header followed by its payload:
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 *  |                  Magic 'BRSB' (0x42535242)                    |  0
 *  +---------------------------------------------------------------+
 *  |              Payload length as stored, bytes, &gt; 0             |  4
 *  +---------------------------------------------------------------+
 *  |     Uncompressed length, bytes (= record count x 240 in v1)   |  8
 *  +---------------------------------------------------------------+
 *  |   CRC32C of header bytes 0..11 and 16..39, then the payload   | 12
 *  +---------------------------------------------------------------+
 *  |        First sequence covered (previous block's last + 1)     | 16
 *  |                             (long)                            |
 *  +---------------------------------------------------------------+
 *  |     Last sequence covered (= the last record's sequence)      | 24
 *  |                             (long)                            |
 *  +---------------------------------------------------------------+
 *  |                     Record count, &gt;= 1                         | 32
 *  +---------------------------------------------------------------+
 *  |          Flags: bit 0 = payload is LZ4 block-compressed       | 36
 *  +---------------------------------------------------------------+
 *  |                      Payload (stored length)                 ...  40
 *  +---------------------------------------------------------------+
 * </pre>
 * A block covers the contiguous sequences {@code first..last}; its records are the state-changing commands among
 * them in increasing order (queries take a sequence but are not recorded). So consecutive blocks and segments
 * satisfy {@code next.first == previous.last + 1}, and any other value is a gap: a lost block or segment.
 *
 * <p><b>Record</b> (uncompressed payload, {@value #RECORD_LENGTH} bytes each, written and read only by
 * {@link JournalRecordCodec}):
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 *  |                  Record length (240)                          |   0
 *  +---------------------------------------------------------------+
 *  |                Command type (CommandType code)                |   4
 *  +---------------------------------------------------------------+
 *  |  sequence       (long)                                        |   8
 *  |  timestamp      (long, ns)                                    |  16
 *  |  uid            (long)                                        |  24
 *  |  symbol         (long)                                        |  32
 *  |  orderId        (long)                                        |  40
 *  |  price          (long, ticks; spec commands v2: maxPrice)     |  48
 *  |  size           (long, lots)                                  |  56
 *  |  reservePrice   (long, ticks; spec commands v2: reference)    |  64
 *  |  displaySize    (long, lots)                                  |  72
 *  |  triggerPrice   (long, ticks)                                 |  80
 *  |  expireAt       (long, ns)                                    |  88
 *  |  newPrice       (long, ticks)                                 |  96
 *  |  newSize        (long, lots or levels)                        | 104
 *  |  amount         (long, minor units)                           | 112
 *  |  txId           (long)                                        | 120
 *  |  correlationId  (long)                                        | 128
 *  +---------------------------------------------------------------+
 *  |  side           (int, ordinal or -1)                          | 136
 *  |  orderType      (int, ordinal or -1)                          | 140
 *  |  stp            (int, ordinal)                                | 144
 *  |  currency       (int)                                         | 148
 *  +---------------------------------------------------------------+
 *  |  baseScale      (long, base units per lot)                    | 152
 *  |  quoteScale     (long, quote units per tick)                  | 160
 *  |  takerFee       (long, quote units per lot)                   | 168
 *  |  makerFee       (long, quote units per lot)                   | 176
 *  |  marginBuy      (long, quote units per lot)                   | 184
 *  |  marginSell     (long, quote units per lot)                   | 192
 *  |  minSize        (long, lots)                                  | 200
 *  |  maxSize        (long, lots)                                  | 208
 *  |  maxNotional    (long, ticks x lots)                          | 216
 *  |  specType       (int, SymbolType ordinal)                     | 224
 *  |  baseCurrency   (int, currency id)                            | 228
 *  |  tradingStatus  (int, TradingStatus ordinal)                  | 232
 *  |  priceBand      (int, basis points; v1: padding, zero)        | 236
 *  +---------------------------------------------------------------+
 * </pre>
 * <p><b>Versions.</b> Version 2 adds a symbol specification's price limits to ADD_SYMBOL and UPDATE_SYMBOL records:
 * its max price (ticks, &gt;= 1) in {@code price} and its reference price (ticks, 0 for none) in
 * {@code reservePrice}, which those commands did not use, and its price band in the four bytes that were padding.
 * The record length is unchanged. A reader accepts both versions: a version 1 spec record has 0 in all three places
 * and loads with the default max price and band and no reference price (as a version 1 snapshot's spec does). A
 * version 1 reader refuses a version 2 segment, so an older build never replays limits it would ignore.
 *
 * <p>Thread-safety: constants and pure functions.
 */
public final class JournalDescriptor {
    /** Format version written in every segment header. */
    public static final int VERSION = 2;
    /** The oldest format version a reader accepts (its spec records load with default price limits). */
    public static final int OLDEST_READABLE_VERSION = 1;
    /** Segment header magic: the bytes 'B' 'R' 'S' 'J' read as a little-endian int. */
    public static final int SEGMENT_MAGIC = 0x4A535242;
    /** Block header magic: the bytes 'B' 'R' 'S' 'B' read as a little-endian int. */
    public static final int BLOCK_MAGIC = 0x42535242;
    /** File name suffix of a segment. */
    public static final String SEGMENT_SUFFIX = ".journal";
    /** Digits in a segment's file name. */
    public static final int SEGMENT_NAME_DIGITS = 20;

    /** Segment header: magic, int. */
    public static final int SEGMENT_MAGIC_OFFSET = 0;
    /** Segment header: version, int. */
    public static final int SEGMENT_VERSION_OFFSET = 4;
    /** Segment header: first sequence, long. */
    public static final int SEGMENT_FIRST_SEQUENCE_OFFSET = 8;
    /** Segment header: record length, int. */
    public static final int SEGMENT_RECORD_LENGTH_OFFSET = 16;
    /** Segment header: CRC32C of the bytes before it, int. */
    public static final int SEGMENT_CRC_OFFSET = 20;
    /** Segment header length, bytes. */
    public static final int SEGMENT_HEADER_LENGTH = 24;

    /** Block header: magic, int. */
    public static final int BLOCK_MAGIC_OFFSET = 0;
    /** Block header: stored payload length, int. */
    public static final int BLOCK_LENGTH_OFFSET = 4;
    /** Block header: uncompressed payload length, int. */
    public static final int BLOCK_UNCOMPRESSED_LENGTH_OFFSET = 8;
    /** Block header: CRC32C, int. */
    public static final int BLOCK_CRC_OFFSET = 12;
    /** Block header: first sequence covered, long. */
    public static final int BLOCK_FIRST_SEQUENCE_OFFSET = 16;
    /** Block header: last sequence covered, long. */
    public static final int BLOCK_LAST_SEQUENCE_OFFSET = 24;
    /** Block header: record count, int. */
    public static final int BLOCK_RECORD_COUNT_OFFSET = 32;
    /** Block header: flags, int. */
    public static final int BLOCK_FLAGS_OFFSET = 36;
    /** Block header length, bytes; the payload follows. */
    public static final int BLOCK_HEADER_LENGTH = 40;
    /** Block flag: the payload is one LZ4 block (otherwise the records are stored raw). */
    public static final int FLAG_LZ4 = 1;

    /** Length of one record, bytes. */
    public static final int RECORD_LENGTH = 240;
    /**
     * Largest uncompressed payload a reader accepts, bytes: the largest configurable block plus one record (a block
     * is closed before a record would overflow it).
     */
    public static final int MAX_UNCOMPRESSED_LENGTH = (4 << 20) + RECORD_LENGTH;

    private JournalDescriptor() {
    }

    /**
     * The file name of the segment starting at a sequence.
     *
     * @param firstSequence the segment's first sequence, &gt;= 0
     * @return e.g. {@code 00000000000000000001.journal}
     */
    public static String segmentFileName(final long firstSequence) {
        final String digits = Long.toString(firstSequence);
        final StringBuilder name = new StringBuilder(SEGMENT_NAME_DIGITS + SEGMENT_SUFFIX.length());
        for (int i = digits.length(); i < SEGMENT_NAME_DIGITS; i++) {
            name.append('0');
        }
        return name.append(digits).append(SEGMENT_SUFFIX).toString();
    }

    /**
     * The first sequence a segment file name stands for.
     *
     * @param file a path whose file name may be a segment's
     * @return the sequence, or -1 when the name is not exactly 20 digits followed by {@value #SEGMENT_SUFFIX}
     */
    public static long segmentFirstSequence(final Path file) {
        final String name = file.getFileName().toString();
        if (name.length() != SEGMENT_NAME_DIGITS + SEGMENT_SUFFIX.length() || !name.endsWith(SEGMENT_SUFFIX)) {
            return -1;
        }
        long value = 0;
        for (int i = 0; i < SEGMENT_NAME_DIGITS; i++) {
            final char c = name.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
            if (value < 0) {
                return -1;
            }
        }
        return value;
    }
}
