package dev.bourse.marketdata.feed;

/**
 * The feed's channels, as bits of a mask: which messages a publisher emits and a subscriber wants. Status, directory
 * and reset messages always go out: they are rare and every consumer needs them.
 *
 * <p>Thread-safety: constants only.
 */
public final class Channels {
    /** Trades (the tape). */
    public static final int TRADES = 1;
    /** Best bid and offer on change. */
    public static final int BBO = 1 << 1;
    /** L2 level updates. */
    public static final int L2 = 1 << 2;
    /** L3 order log, stop triggers included. */
    public static final int L3 = 1 << 3;
    /** Statistics and OHLCV bars. */
    public static final int STATISTICS = 1 << 4;
    /** The private per-user streams. */
    public static final int PRIVATE = 1 << 5;
    /** Every channel. */
    public static final int ALL = TRADES | BBO | L2 | L3 | STATISTICS | PRIVATE;

    private Channels() {
    }
}
