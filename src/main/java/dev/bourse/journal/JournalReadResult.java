package dev.bourse.journal;

import java.nio.file.Path;

/**
 * What a {@link JournalReader} pass found.
 *
 * @param segments      segment files read
 * @param blocks        valid blocks read
 * @param records       records at or after the requested sequence (those handed to the visitor)
 * @param lastSequence  last sequence covered by a valid block, or the requested sequence - 1 when there is none
 * @param lastTimestamp timestamp of the last valid record, ns; {@link Long#MIN_VALUE} when there is none
 * @param tornFile      the segment with a torn tail, or null
 * @param tornOffset    byte offset where the torn tail starts (where it was or would be cut), -1 when none
 * @param tornReason    why the tail is considered torn, or null
 */
public record JournalReadResult(int segments, long blocks, long records, long lastSequence, long lastTimestamp,
        Path tornFile, long tornOffset, String tornReason) {

    /** @return whether the last segment ended in a torn (partial or checksum-failing) tail */
    public boolean hasTornTail() {
        return tornFile != null;
    }
}
