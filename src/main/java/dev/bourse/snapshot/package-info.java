/**
 * Snapshots: a consistent cut of every matching and risk shard at one sequence, written as layout-independent
 * sections (books per symbol, users per uid) so that a core with another shard layout can load it.
 *
 * <pre>
 *   quiescent core at sequence S                          (pause: capture only)
 *   MatchingShard[] ──exportOrders──┐
 *   RiskShard[]     ──exportUsers───┼──► SnapshotWriter.capture ──► CapturedSnapshot (uncompressed bodies)
 *   symbol specs    ────────────────┘                                   │  (any thread, after the pause)
 *                                                                       ▼
 *                                     writeTo(root): LZ4 + header per section, fsync, manifest (CRC32C, length),
 *                                     fsync, rename snapshot-S.tmp ──► snapshot-S, fsync root
 *
 *   start(): SnapshotLoader.tryLoadNewest(root, fresh shards) ── newest snapshot whose manifest, lengths, CRCs and
 *            begin/end markers all check; a bad one is skipped with its reason ──► restore, then journal replay
 *            from S + 1, which must reach the newest skipped snapshot's sequence; none valid ──► the journal alone,
 *            from sequence 1
 *
 *   SnapshotRetention: keep the newest K snapshots; journal segments ending at or before the oldest kept one go.
 * </pre>
 * A running core does not stop for a snapshot: {@link dev.bourse.snapshot.SnapshotCut} is filled incrementally by
 * each shard on its own thread. At the cut's command a shard only begins (risk shards copy their few totals); then
 * its users, order records and books are exported in short steps (internal step commands in the ring), and any record
 * a later command is about to change is exported first (copy-on-touch), so every part is exactly as it was at the
 * cut. The parts are assembled into the same {@link dev.bourse.snapshot.CapturedSnapshot} on the writing thread.
 * A book is exported level by level, so a shard's longest stall is one step or the price levels one command
 * changes; the offline {@link dev.bourse.snapshot.SnapshotWriter#capture}
 * stays stop-the-world.
 *
 * <p>Where snapshots live is a seam, {@link dev.bourse.snapshot.SnapshotStore}: a
 * {@link dev.bourse.snapshot.DirectorySnapshotStore} (the directories above, the taker's and a local core's default)
 * or a {@link dev.bourse.snapshot.StreamSnapshotStore} (the same files framed in one byte stream, for an owner such as
 * a clustered service that carries them in its own snapshot). Both are checked alike before anything is restored.
 *
 * <p>The binary format is drawn in {@link dev.bourse.snapshot.SnapshotDescriptor}. Files are read and written
 * through a {@link dev.bourse.storage.Storage} (the disk, or a fault-injecting simulation in tests). The capture code
 * is warmed up for the JIT once per JVM on a background thread
 * ({@link dev.bourse.snapshot.SnapshotWriter#warmUpInBackground()}), which the first capture waits for and a core's
 * start does not.
 *
 * <p>Thread-safety: the capture runs on the thread(s) that own the shards; the rest is ordinary single-threaded
 * file IO.
 */
package dev.bourse.snapshot;
