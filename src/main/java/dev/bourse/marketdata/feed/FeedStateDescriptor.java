package dev.bourse.marketdata.feed;

/**
 * The layout of a feed state snapshot ({@link FeedStateCodec}): everything a {@link FeedGenerator} needs to go on
 * after a given command exactly as if it had never stopped. All integers big-endian; a file is one snapshot.
 *
 * <pre>
 *  0                   1                   2                   3
 *  0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 * +---------------------------------------------------------------+
 * |                    magic 0x42465354 "BFST"                    |  0
 * +-------------------------------+-------------------------------+
 * |           version 1           |    flags (bit 0: conflate)    |  4
 * +-------------------------------+-------------------------------+
 * |                   channels (Channels bits)                    |  8
 * +---------------------------------------------------------------+
 * |                  symbol count S (ascending ids)               | 12
 * +---------------------------------------------------------------+
 * |            commandSeq: the last command whose events           | 16
 * |            began (int64)                                       |
 * +---------------------------------------------------------------+
 * |            timestamp of that command, ns (int64)              | 24
 * +---------------------------------------------------------------+
 * |            completed: the last command handled (int64)        | 32
 * +---------------------------------------------------------------+
 * |            lost events so far (int64)                         | 40
 * +---------------------------------------------------------------+
 * |  S symbol records:                                            | 48
 * |    symbol, seq (int64); status (int32); stale (uint8);        |
 * |    last price, volume, trades, open, high, low (int64 x 6);   |
 * |    bid price, bid size (int64), bid orders (int32),           |
 * |    ask price, ask size (int64), ask orders (int32);           |
 * |    the 1 s bar, then the 1 min bar: active (uint8), start,    |
 * |      open, high, low, close, volume, trades (int64 x 7);      |
 * |    order count N (int32), then N orders in book order (bids   |
 * |      best to worst, then asks; each level in time priority):  |
 * |      orderId (int64), side (uint8), price, visible,           |
 * |      remaining (hidden included), display (int64 x 4)         |
 * +---------------------------------------------------------------+
 * |  open 1 s bars: count (int32), symbol ids (int64) in the      |
 * |  order they end; then the same for the open 1 min bars        |
 * +---------------------------------------------------------------+
 * |  private sequences: user count U (int32; -1: channel off),    |
 * |  then U pairs uid, last userSeq (int64 x 2), ascending uid    |
 * +---------------------------------------------------------------+
 * |            CRC32C of every byte before it (int32)             | end - 4
 * +---------------------------------------------------------------+
 * </pre>
 *
 * <p>Units: prices in ticks, sizes in lots, time in ns since the epoch (command timestamps). A snapshot is taken
 * between two commands, so no level change, best price or private report is pending in it.
 *
 * <p>Thread-safety: constants only.
 */
public final class FeedStateDescriptor {
    /** "BFST", the first four bytes. */
    public static final int MAGIC = 0x42465354;
    /** The version this build writes and reads. */
    public static final short VERSION = 1;
    /** Flag bit: the generator conflates L2 updates. */
    public static final short FLAG_CONFLATE = 1;
    /** Bytes of the fixed header, before the first symbol record. */
    public static final int HEADER_LENGTH = 48;
    /** Bytes of the CRC32C trailer. */
    public static final int TRAILER_LENGTH = 4;
    /** File name prefix in a directory of feed state snapshots. */
    public static final String FILE_PREFIX = "feed-";
    /** File name suffix; between prefix and suffix, the command sequence in 20 digits. */
    public static final String FILE_SUFFIX = ".state";

    private FeedStateDescriptor() {
    }

    /**
     * @param commandSeq the last command the state reflects, &gt;= 0
     * @return the file name of that state, which sorts by sequence
     */
    public static String fileName(final long commandSeq) {
        return FILE_PREFIX + String.format("%020d", commandSeq) + FILE_SUFFIX;
    }

    /**
     * @param name a file name
     * @return the command sequence the name carries, or -1 when it is not a feed state file's name
     */
    public static long sequenceOf(final String name) {
        if (!name.startsWith(FILE_PREFIX) || !name.endsWith(FILE_SUFFIX)
                || name.length() != FILE_PREFIX.length() + 20 + FILE_SUFFIX.length()) {
            return -1;
        }
        final String digits = name.substring(FILE_PREFIX.length(), FILE_PREFIX.length() + 20);
        for (int i = 0; i < digits.length(); i++) {
            if (digits.charAt(i) < '0' || digits.charAt(i) > '9') {
                return -1;
            }
        }
        try {
            return Long.parseLong(digits);
        } catch (final NumberFormatException e) {
            return -1;
        }
    }
}
