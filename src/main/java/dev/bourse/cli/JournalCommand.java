package dev.bourse.cli;

import picocli.CommandLine.Command;

/**
 * {@code bourse journal}: the journal tools, {@code dump} ({@link JournalDumpTool}), {@code verify}
 * ({@link JournalVerifyTool}) and {@code feed} ({@link JournalFeedTool}). None changes the journal. Without a
 * subcommand it is a usage error (exit 2).
 *
 * <p>Thread-safety: none needed; a name for its subcommands.
 */
@Command(name = "journal",
        description = "Dumps, verifies or regenerates the feed of a journal directory without changing it.",
        subcommands = {JournalDumpTool.class, JournalVerifyTool.class, JournalFeedTool.class})
final class JournalCommand {
    /** Built by picocli. */
    JournalCommand() {
    }
}
