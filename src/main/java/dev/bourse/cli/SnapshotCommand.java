package dev.bourse.cli;

import picocli.CommandLine.Command;

/**
 * {@code bourse snapshot}: the snapshot tools, {@code dump} ({@link SnapshotDumpTool}) and {@code verify}
 * ({@link SnapshotVerifyTool}). Neither changes a snapshot. Without a subcommand it is a usage error (exit 2).
 *
 * <p>Thread-safety: none needed; a name for its subcommands.
 */
@Command(name = "snapshot", description = "Dumps or verifies snapshots without restoring or changing them.",
        subcommands = {SnapshotDumpTool.class, SnapshotVerifyTool.class})
final class SnapshotCommand {
    /** Built by picocli. */
    SnapshotCommand() {
    }
}
