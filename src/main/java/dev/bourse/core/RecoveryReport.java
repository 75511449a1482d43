package dev.bourse.core;

import java.nio.file.Path;
import java.util.List;

/**
 * What a core's start recovered, and what an operator should know about it: the library prints nothing, so an
 * embedder (or the command-line tools) shows these lines.
 *
 * @param snapshotSequence  the sequence of the snapshot restored, 0 when none was
 * @param snapshotDirectory that snapshot's directory, or null
 * @param snapshotNanos     time spent finding, checking and restoring snapshots, ns
 * @param lastSequence      the sequence the state was recovered to (the snapshot's or the last replayed command's),
 *                          0 when nothing was recovered
 * @param replayedCommands  journal records replayed after the snapshot
 * @param journalNanos      time spent checking and replaying the journal, ns
 * @param warnings          what recovery found and did, in order, each naming the file (and byte offset where there
 *                          is one): snapshots skipped, a torn journal tail cut off, a journal replacing corrupt
 *                          snapshots; empty when everything was whole
 */
public record RecoveryReport(long snapshotSequence, Path snapshotDirectory, long snapshotNanos, long lastSequence,
        long replayedCommands, long journalNanos, List<String> warnings) {

    /**
     * Copies the warnings.
     *
     * @param snapshotSequence  sequence or 0
     * @param snapshotDirectory directory or null
     * @param snapshotNanos     ns
     * @param lastSequence      recovered sequence
     * @param replayedCommands  records replayed
     * @param journalNanos      ns
     * @param warnings          lines
     */
    public RecoveryReport {
        warnings = List.copyOf(warnings);
    }

    /** @return one line saying what was recovered (the warnings are separate) */
    public String describe() {
        final String from = snapshotSequence > 0 ? "snapshot " + snapshotSequence + " from " + snapshotDirectory
                + " in " + snapshotNanos / 1_000_000 + " ms, then " : "";
        return "recovered " + from + replayedCommands + " journal records in " + journalNanos / 1_000_000
                + " ms: state at sequence " + lastSequence;
    }
}
