/**
 * The command line: {@code bourse} ({@link dev.bourse.cli.BourseCommand}, the main class of
 * {@code target/bourse.jar}) and its subcommands, each with {@code --help}.
 *
 * <pre>
 *   bourse [bench options]       = bourse bench      BenchTool: the load session (dev.bourse.bench's harness)
 *     |- bench                                      BenchTool + BenchOptions
 *     |- journal dump | verify | feed               JournalCommand: JournalDumpTool, JournalVerifyTool,
 *     |                                                             JournalFeedTool (dev.bourse.marketdata.feed)
 *     |- snapshot dump | verify                     SnapshotCommand: SnapshotDumpTool, SnapshotVerifyTool
 *     |- state-hash                                 StateHashTool   \ both recover a core in memory from a
 *     |- pitr                                       PointInTimeTool / journal directory (RecoveredCore)
 *     '- demo                                       DemoTool: BookDemoSession, PrintingBookListener
 * </pre>
 *
 * <p>{@code *Command} classes only group subcommands; {@code *Tool} classes do the work. Every command exits 0 when
 * done, 1 when the work failed or found a problem (one line on standard error; {@code ToolFailureHandler} adds the
 * stack trace only for a defect), 2 for a usage error. A tool's long work (reading a journal, checking snapshots)
 * shows a {@code ProgressLine} on standard error when that is a terminal or when {@code --progress} is given. The
 * static {@code run(args, out, err)} of each operator tool runs it without exiting, for tests and scripts.
 *
 * <p>This is the only package that writes to standard output and error. Nothing in the core depends on it; it
 * depends on {@code dev.bourse.bench} (the load harness), never the reverse.
 */
package dev.bourse.cli;
