package dev.bourse.snapshot;

import dev.bourse.api.SymbolSpec;
import java.nio.file.Path;
import java.util.List;

/**
 * The snapshot {@link SnapshotLoader#loadNewest} restored, and the newer ones it had to skip; or, from
 * {@link SnapshotLoader#tryLoadNewest}, that every snapshot had to be skipped.
 *
 * @param directory  the snapshot's directory; null when nothing was restored
 * @param manifest   its manifest: replay the journal from {@code manifest.sequence() + 1}; null when nothing was
 *                   restored
 * @param specs      the symbol specifications it held, by ascending symbol id (register them in the pipeline)
 * @param skipped    one line per newer snapshot that failed a check, naming the file and the reason
 * @param loadNanos  wall time of reading, checking and restoring, ns
 */
public record LoadedSnapshot(Path directory, SnapshotManifest manifest, List<SymbolSpec> specs,
        List<String> skipped, long loadNanos) {

    /**
     * Copies the lists.
     *
     * @param directory directory
     * @param manifest  manifest
     * @param specs     specs
     * @param skipped   reasons
     * @param loadNanos ns
     */
    public LoadedSnapshot {
        specs = List.copyOf(specs);
        skipped = List.copyOf(skipped);
    }

    /** @return whether a snapshot was restored (false: every snapshot was skipped, for the reasons listed) */
    public boolean restored() {
        return manifest != null;
    }
}
