package dev.bourse.marketdata.feed;

/**
 * Called by a {@link FeedGenerator} after each command's messages, on the generator's thread: the one moment a
 * publisher may write snapshots that fit exactly between two messages of the stream.
 *
 * <p>Thread-safety: called on the generator's thread only.
 */
@FunctionalInterface
public interface CommandEndHook {
    /**
     * @param feed       the generator, for snapshots ({@link FeedGenerator#snapshot})
     * @param commandSeq the command just handled
     * @param timestamp  its timestamp
     */
    void afterCommand(FeedGenerator feed, long commandSeq, long timestamp);
}
