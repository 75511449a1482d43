/**
 * The storage the journal and the snapshots are written to and read from: a small file-system interface with one
 * real implementation over {@link java.nio.channels.FileChannel} and {@link java.nio.file.Files}.
 *
 * <pre>
 *   journal (JournalWriter, JournalReader, SegmentRetention) --+
 *                                                              +--&gt; Storage --&gt; FileStorage (the disk)
 *   snapshot (SnapshotWriter, SnapshotLoader, Retention) ------+          \--&gt; a simulated disk in tests, which
 *                                                                              tears, loses, misdirects and
 *                                                                              corrupts writes and fails calls
 * </pre>
 * The interface names exactly the operations whose durability the journal and snapshot formats reason about:
 * positional writes, {@link dev.bourse.storage.StorageFile#force forcing} a file, and
 * {@link dev.bourse.storage.Storage#forceDirectory forcing} a directory after creating, renaming or deleting in it.
 * Everything else a caller assumes about a crash must follow from those.
 */
package dev.bourse.storage;
