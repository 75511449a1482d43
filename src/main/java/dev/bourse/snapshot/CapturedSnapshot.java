package dev.bourse.snapshot;

import java.util.List;

/**
 * A consistent cut held in memory: every section's uncompressed body, taken by {@link SnapshotWriter#capture}
 * while the shards were quiescent. It shares nothing with the shards, so {@link SnapshotWriter#write} may compress
 * and write it on another thread while the core runs on.
 *
 * <p>Thread-safety: immutable after capture; hand it to one writing thread.
 */
public final class CapturedSnapshot {
    private final long sequence;
    private final long timestamp;
    private final int riskShards;
    private final int matchingShards;
    private final List<String> names;
    private final List<SectionOutput> sections;
    private final long captureNanos;
    private long trades;

    CapturedSnapshot(final long sequence, final long timestamp, final int riskShards, final int matchingShards,
            final List<String> names, final List<SectionOutput> sections, final long captureNanos) {
        this.sequence = sequence;
        this.timestamp = timestamp;
        this.riskShards = riskShards;
        this.matchingShards = matchingShards;
        this.names = List.copyOf(names);
        this.sections = List.copyOf(sections);
        this.captureNanos = captureNanos;
    }

    /**
     * Records how many trades the core had reported up to and including the cut's command, so trade ids continue
     * after a restore. Set once, by the stage that hands the cut to the writer, before the write.
     *
     * @param count trades reported through the cut's sequence
     */
    public void trades(final long count) {
        trades = count;
    }

    /** @return trades reported through the cut's sequence (0 when unknown, as for an offline capture) */
    public long trades() {
        return trades;
    }

    /** @return the last command sequence the cut includes */
    public long sequence() {
        return sequence;
    }

    /** @return the cut's command timestamp, ns */
    public long timestamp() {
        return timestamp;
    }

    /** @return risk shards at capture */
    public int riskShards() {
        return riskShards;
    }

    /** @return matching shards at capture */
    public int matchingShards() {
        return matchingShards;
    }

    /** @return wall time the capture took (the pause it causes), ns */
    public long captureNanos() {
        return captureNanos;
    }

    /** @return sum of the uncompressed section bodies, bytes */
    public long bodyBytes() {
        long n = 0;
        for (final SectionOutput s : sections) {
            n += s.bodyLength();
        }
        return n;
    }

    List<String> names() {
        return names;
    }

    List<SectionOutput> sections() {
        return sections;
    }
}
