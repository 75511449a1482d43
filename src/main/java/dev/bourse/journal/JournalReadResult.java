package dev.bourse.journal;

import java.nio.file.Path;
import java.util.List;

/**
 * What a {@link JournalReader} pass found, and what it did about it.
 *
 * @param segments      segment files read
 * @param blocks        valid blocks read
 * @param records       records at or after the requested sequence (those handed to the visitor)
 * @param lastSequence  last sequence covered by a valid block, or the requested sequence - 1 when there is none
 * @param lastTimestamp timestamp of the last valid record, ns; {@link Long#MIN_VALUE} when there is none
 * @param tornFile      the segment with a torn tail, or null
 * @param tornOffset    byte offset where the torn tail starts (where it was or would be cut), -1 when none
 * @param tornReason    why the tail is considered torn, or null
 * @param tailCut       whether the torn tail was cut off (a repairing pass)
 * @param warnings      what a caller should tell the operator, in the order it happened: each line names the file
 *                      and byte offset; empty when the journal was whole
 */
public record JournalReadResult(int segments, long blocks, long records, long lastSequence, long lastTimestamp,
        Path tornFile, long tornOffset, String tornReason, boolean tailCut, List<String> warnings) {

    /**
     * Copies the warnings.
     *
     * @param segments      segments
     * @param blocks        blocks
     * @param records       records
     * @param lastSequence  last sequence
     * @param lastTimestamp ns
     * @param tornFile      file or null
     * @param tornOffset    offset or -1
     * @param tornReason    reason or null
     * @param tailCut       cut or not
     * @param warnings      lines
     */
    public JournalReadResult {
        warnings = List.copyOf(warnings);
    }

    /** @return whether the last segment ended in a torn (partial or checksum-failing) tail */
    public boolean hasTornTail() {
        return tornFile != null;
    }
}
