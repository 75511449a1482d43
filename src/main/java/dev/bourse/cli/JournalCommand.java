package dev.bourse.cli;

import picocli.CommandLine.Command;

/**
 * {@code bourse journal}: the journal tools, {@code dump} ({@link JournalDumpTool}) and {@code verify}
 * ({@link JournalVerifyTool}). Neither changes the journal. Without a subcommand it is a usage error (exit 2).
 *
 * <p>Thread-safety: none needed; a name for its subcommands.
 */
@Command(name = "journal", description = "Dumps or verifies a journal directory without changing it.",
        subcommands = {JournalDumpTool.class, JournalVerifyTool.class})
final class JournalCommand {
    /** Built by picocli. */
    JournalCommand() {
    }
}
