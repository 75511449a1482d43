package dev.bourse.journal;

import java.nio.file.Path;

/**
 * The journal's binary format: offsets, sizes and magic numbers, in one place. All integers are little-endian.
 *
 * <p><b>Files.</b> A journal is a directory of segment files, each named by the sequence of its first command,
 * zero-padded to 20 digits: {@code 00000000000000000001.journal}. Segments follow each other without a gap: a
 * segment's first sequence is the previous segment's last sequence + 1. A new segment is started when the current
 * one would grow past {@code journal.segment.bytes}, and on every start of a core. Blocks are only ever appended;
 * the one region of a segment that is rewritten in place is its pair of commit records.
 *
 * <p><b>Segment</b> (format version {@value #VERSION}): a header area of {@value #SEGMENT_DATA_OFFSET} bytes, then
 * blocks from offset {@value #SEGMENT_DATA_OFFSET} to the end of the written records: the end of the file, or, in a
 * segment preallocated with zeros ({@code journal.preallocate}) and not sealed yet, the first offset where a block
 * does not check and every byte from there to the end of the file is zero. Zeros are never proof that anything was
 * written or forced; sealing a segment (writer or recovery) cuts them off, so a sealed segment ends at its last
 * block either way:
 * <pre>
 *    offset    length
 *         0        32   segment header, written once at creation
 *      1024        64   commit record, copy A        each in a 512-byte sector of its own, so that a torn
 *      2048        64   commit record, copy B        write of one copy cannot reach the other or the header
 *      4096       ...   blocks, one after the other, to the end of the written records (then zeros, if any)
 * </pre>
 * Segment header:
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 *  |                  Magic 'BRSJ' (0x4A535242)                    |  0
 *  +---------------------------------------------------------------+
 *  |                       Format version (5)                      |  4
 *  +---------------------------------------------------------------+
 *  |                 First sequence of the segment                 |  8
 *  |                        (long, &gt;= 1)                            |
 *  +---------------------------------------------------------------+
 *  |                  Record length (240)                          | 16
 *  +---------------------------------------------------------------+
 *  |  Flags: bit 0 = every block is forced as it is written        | 20
 *  |         (GROUP_COMMIT); 0 = forced only when sealed (ASYNC)   |
 *  +---------------------------------------------------------------+
 *  |                      Reserved (zero)                          | 24
 *  +---------------------------------------------------------------+
 *  |             CRC32C of bytes 0..27 of this header              | 28
 *  +---------------------------------------------------------------+
 * </pre>
 *
 * <p><b>Commit record</b>: what the writer knew to be durable, kept twice so that a write torn by a crash leaves the
 * other copy whole. The writer alternates the copies (copy A for an even count, B for an odd one); a reader takes
 * the valid copy (magic, checksum, matching first sequence) with the higher count.
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 *  |                  Magic 'BRSC' (0x43535242)                    |  0
 *  +-+-+-----------------------------------------------------------+
 *  |C|N|                  Reserved (zero)                          |  4
 *  +-+-+-----------------------------------------------------------+
 *  |           Count: 0 at creation, +1 per record write           |  8
 *  |                            (long)                             |
 *  +---------------------------------------------------------------+
 *  |         First sequence of the segment (as in the header)      | 16
 *  +---------------------------------------------------------------+
 *  |   Durable end: every block before this byte offset had been   | 24
 *  |       forced when this record was written (long)              |
 *  +---------------------------------------------------------------+
 *  |   Durable last sequence: last sequence of those blocks, or    | 32
 *  |       the first sequence - 1 when there is none (long)        |
 *  +---------------------------------------------------------------+
 *  |   Written end: end of the last block written with this record | 40
 *  |       (long; = durable end when sealed)                       |
 *  +---------------------------------------------------------------+
 *  |   Written last sequence: that block's last sequence (long)    | 48
 *  +---------------------------------------------------------------+
 *  |                      Reserved (zero)                          | 56
 *  +---------------------------------------------------------------+
 *  |             CRC32C of bytes 0..59 of this record              | 60
 *  +---------------------------------------------------------------+
 *   C (bit 0, {@link #COMMIT_FLAG_CLOSED}): sealed: forced whole, no block follows the durable end.
 *   N (bit 1, {@link #COMMIT_FLAG_CONTINUED}): the journal goes on in the segment named durable last sequence + 1,
 *     which was created (and forced) before this flag was written.
 * </pre>
 * When it is written, and so what it proves:
 * <ul>
 *   <li>at creation (count 0): durable end = {@value #SEGMENT_DATA_OFFSET}, nothing written;</li>
 *   <li>with GROUP_COMMIT, with every block, in the same force: durable end = where this block starts (the
 *       blocks before it were forced before it was written), written end = where it ends. One force makes both
 *       the block and the record durable, so a block costs no extra force;</li>
 *   <li>when the segment is sealed (rolled over, or the journal closed; and by recovery, after cutting a torn tail
 *       or finding none): durable end = written end = the end of the last block, flag C; written only after the
 *       blocks were forced, into one copy, forced, then into the other, forced, so that damage to one copy cannot
 *       take the seal back;</li>
 *   <li>after the next segment was created and forced: flag N too, into both copies the same way.</li>
 * </ul>
 * With GROUP_COMMIT, a file holding bytes past the newest record's written end proves that the blocks before that
 * written end were forced too (the next block is written only after the force returned), so a reader takes the
 * written end as the durable end then. A reader refuses the journal when a block before the durable end is damaged
 * or missing (the file ends before it),
 * or when the newest segment says the journal continued in a segment that does not exist. Damage at or after the
 * durable end of the newest segment is a torn tail: with GROUP_COMMIT that is at most the last block written
 * before the crash, whose force was never confirmed by a later record (its sequences are named when it is cut);
 * with ASYNC it is whatever was written since the segment was created or last sealed.
 *
 * <p>Version 1 and 2 segments (written before commit records existed: a 24-byte header, the same as above up to
 * the record length, with the CRC32C of bytes 0..19 at offset 20, and blocks from offset 24) are still read, without
 * commit records: any damage at the end of the newest one is taken for a torn tail.
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
 *  |  txId           (long; order commands v4: client command id)  | 120
 *  |  correlationId  (long)                                        | 128
 *  +---------------------------------------------------------------+
 *  |  side           (int, ordinal or -1)                          | 136
 *  |  orderType      (int, ordinal or -1)                          | 140
 *  |  stp            (int, ordinal)                                | 144
 *  |  currency       (int)                                         | 148
 *  +---------------------------------------------------------------+
 *  |  baseScale      (long, base units per lot; v5 order commands:  | 152
 *  |                  idempotency key, 0 = none)                    |
 *  |  quoteScale     (long, quote units per tick; v5 order          | 160
 *  |                  commands: the key's request hash)             |
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
 * version 1 reader refuses a version 2 segment, so an older build never replays limits it would ignore. Version 3
 * adds the segment's header area and commit records (above); its blocks and records are as in version 2, and an
 * older reader refuses it. Version 4 gives {@code txId} a meaning in order commands (PLACE, CANCEL, MOVE, REDUCE,
 * REPLACE, MASS_CANCEL): the client's command id for exactly-once submission, 0 for none, which the engine checks
 * against the user's mark (a duplicate is refused); blocks, records and header area are as in version 3. Versions 1
 * to 3 wrote 0 there for order commands, so their records replay without command ids, as they ran. A version 3
 * reader refuses a version 4 segment, so an older build never replays duplicates it would apply. Version 5 gives
 * order commands an idempotency key (0 for none) in {@code baseScale}'s place and the hash of the request it came
 * with in {@code quoteScale}'s, which order commands never used: the engine checks the key against the user's kept
 * keys. Earlier versions wrote 0 there for order commands (every slot is cleared before it is filled), so their
 * records replay without keys, as they ran; a version 4 reader refuses a version 5 segment.
 *
 * <p>Thread-safety: constants and pure functions.
 */
public final class JournalDescriptor {
    /** Format version written in every segment header. */
    public static final int VERSION = 5;
    /** The oldest format version a reader accepts (its spec records load with default price limits). */
    public static final int OLDEST_READABLE_VERSION = 1;
    /** The first version with a header area and commit records; older ones have blocks right after 24 bytes. */
    public static final int COMMIT_RECORD_VERSION = 3;
    /** Segment header magic: the bytes 'B' 'R' 'S' 'J' read as a little-endian int. */
    public static final int SEGMENT_MAGIC = 0x4A535242;
    /** Commit record magic: the bytes 'B' 'R' 'S' 'C' read as a little-endian int. */
    public static final int COMMIT_MAGIC = 0x43535242;
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
    /** Segment header: flags, int. */
    public static final int SEGMENT_FLAGS_OFFSET = 20;
    /** Segment header: CRC32C of the bytes before it, int. */
    public static final int SEGMENT_CRC_OFFSET = 28;
    /** Segment header length, bytes. */
    public static final int SEGMENT_HEADER_LENGTH = 32;
    /** Segment flag: every block was forced as it was written (GROUP_COMMIT). */
    public static final int SEGMENT_FLAG_FORCED_PER_BLOCK = 1;
    /** Byte offset of a segment's first block: the header area before it holds the header and commit records. */
    public static final int SEGMENT_DATA_OFFSET = 4096;
    /** Version 1 and 2 segment header: CRC32C of bytes 0..19, int. */
    public static final int LEGACY_SEGMENT_CRC_OFFSET = 20;
    /** Version 1 and 2 segment header length, bytes; its first block follows at once. */
    public static final int LEGACY_SEGMENT_HEADER_LENGTH = 24;

    /** Commit record copy A (even counts), byte offset in the segment. */
    public static final int COMMIT_OFFSET_A = 1024;
    /** Commit record copy B (odd counts), byte offset in the segment. */
    public static final int COMMIT_OFFSET_B = 2048;
    /** Commit record length, bytes. */
    public static final int COMMIT_LENGTH = 64;
    /** Commit record: magic, int. */
    public static final int COMMIT_MAGIC_OFFSET = 0;
    /** Commit record: flags, int. */
    public static final int COMMIT_FLAGS_OFFSET = 4;
    /** Commit record: count, long. */
    public static final int COMMIT_COUNT_OFFSET = 8;
    /** Commit record: the segment's first sequence, long. */
    public static final int COMMIT_FIRST_SEQUENCE_OFFSET = 16;
    /** Commit record: durable end, long. */
    public static final int COMMIT_DURABLE_END_OFFSET = 24;
    /** Commit record: durable last sequence, long. */
    public static final int COMMIT_DURABLE_LAST_OFFSET = 32;
    /** Commit record: written end, long. */
    public static final int COMMIT_WRITTEN_END_OFFSET = 40;
    /** Commit record: written last sequence, long. */
    public static final int COMMIT_WRITTEN_LAST_OFFSET = 48;
    /** Commit record: CRC32C of the bytes before it, int. */
    public static final int COMMIT_CRC_OFFSET = 60;
    /** Commit flag: the segment is sealed. */
    public static final int COMMIT_FLAG_CLOSED = 1;
    /** Commit flag: the journal continues in the next segment, which exists. */
    public static final int COMMIT_FLAG_CONTINUED = 2;

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
