package dev.bourse.marketdata.live;

/**
 * Where a node publishes its market-data feed out of the process, validated on construction.
 *
 * @param channel               the Aeron channel: {@code aeron:ipc} (subscribers on this machine, through the node's
 *                              media driver directory) or {@code aeron:udp?endpoint=HOST:PORT} (a subscriber listens
 *                              at HOST:PORT, with its own driver); no other media
 * @param streamId              the incremental stream; the snapshot loop is on {@code streamId + 1}, the private
 *                              reports on {@code streamId + 2}; 1 to 2^31 - 3
 * @param snapshotEveryCommands commands between two rounds of snapshots on the snapshot loop (how long a late joiner
 *                              waits at most, in commands), 1 to 10,000,000
 * @param conflate              L2: one level update per level changed per command instead of one per change
 */
public record FeedChannelConfig(String channel, int streamId, long snapshotEveryCommands, boolean conflate) {
    /** The default incremental stream id. */
    public static final int DEFAULT_STREAM_ID = 1001;
    /** The default number of commands between two rounds of snapshots. */
    public static final long DEFAULT_SNAPSHOT_EVERY_COMMANDS = 1_000;

    /**
     * @throws IllegalArgumentException naming the first setting out of range
     */
    public FeedChannelConfig {
        final String refusal = refusal(channel);
        if (refusal != null) {
            throw new IllegalArgumentException("channel: " + refusal);
        }
        if (streamId < 1 || streamId > Integer.MAX_VALUE - 2) {
            throw new IllegalArgumentException("streamId: " + streamId + " is outside 1 to " + (Integer.MAX_VALUE - 2));
        }
        if (snapshotEveryCommands < 1 || snapshotEveryCommands > 10_000_000) {
            throw new IllegalArgumentException("snapshotEveryCommands: " + snapshotEveryCommands
                    + " is outside 1 to 10000000");
        }
    }

    /**
     * @param channel the Aeron channel
     * @return the defaults on that channel: stream {@value #DEFAULT_STREAM_ID}, snapshots every
     *     {@value #DEFAULT_SNAPSHOT_EVERY_COMMANDS} commands, conflated L2
     */
    public static FeedChannelConfig defaults(final String channel) {
        return new FeedChannelConfig(channel, DEFAULT_STREAM_ID, DEFAULT_SNAPSHOT_EVERY_COMMANDS, true);
    }

    /**
     * Why a channel cannot carry the feed.
     *
     * @param channel a channel, or null
     * @return null when it is {@code aeron:ipc} (with or without parameters) or an {@code aeron:udp} channel with an
     *     endpoint; else what it must be
     */
    public static String refusal(final String channel) {
        if (channel == null || channel.isBlank()) {
            return "must be set";
        }
        if (channel.equals("aeron:ipc") || channel.startsWith("aeron:ipc?")) {
            return null;
        }
        if (channel.startsWith("aeron:udp?") && channel.contains("endpoint=")) {
            return null;
        }
        return "must be aeron:ipc or aeron:udp?endpoint=HOST:PORT, not " + channel;
    }
}
