package dev.bourse.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a configuration as a documented properties file, every fact taken from the setting table: for each
 * {@link Setting}, in table order under its section's heading, the row's doc, a line with its unit, its range (the
 * rules between settings included) and its default, then {@code name = value}. The shipped
 * {@code config/bourse.properties} is this text for {@link ExchangeConfig#defaults()}, and a test keeps it so.
 *
 * <p>Thread-safety: stateless.
 */
final class ConfigFileWriter {
    private static final int WIDTH = 120;
    private static final int HEADING_WIDTH = 117;
    private static final String HEADER = """
        Bourse exchange core configuration.

        Read at start by ExchangeConfig.loadDefault() from config/bourse.properties relative to the working
        directory; then every -Dbourse.<name>=<value> JVM system property overrides the same name here. Every
        property is listed below and set to its default. An unknown key is an error, so a typo cannot be silently
        ignored; delete a line to fall back to the default.

        Formats: integers are plain decimal (no suffixes, no underscores); byte sizes in bytes (1 KiB = 1024 bytes);
        durations in whole seconds; booleans true or false; enum values by name (any case); lists comma-separated.
        Ranges are inclusive. The effective configuration is printed once at start (ExchangeConfig.describe()).

        This file is generated from the setting table, dev.bourse.config.Settings, and a test fails when the two
        disagree: change the table, then rewrite this file with
          mvn test -Dtest=ShippedConfigFileTest -Dbourse.test.writeConfigFile=true""";

    private ConfigFileWriter() {
    }

    /**
     * The documented properties text of a configuration; reading it back gives an equal configuration.
     *
     * @param config any configuration
     * @return the text, lines ending with {@code \n}
     */
    static String render(final ExchangeConfig config) {
        final StringBuilder text = new StringBuilder(16 * 1024);
        comment(text, HEADER);
        String section = null;
        for (final Setting<?> setting : Settings.all()) {
            if (!setting.section().equals(section)) {
                section = setting.section();
                final String heading = "\n# ---- " + section + " ";
                text.append(heading).append("-".repeat(HEADING_WIDTH + 1 - heading.length())).append('\n');
            }
            text.append('\n');
            comment(text, setting.doc());
            comment(text, wrap(summary(setting), WIDTH - 2));
            final String value = config.text(setting);
            text.append(setting.name()).append(" =").append(value.isEmpty() ? "" : " ").append(value).append('\n');
        }
        return text.toString();
    }

    /**
     * Writes {@link #render} of a configuration to a file, replacing it.
     *
     * @param config any configuration
     * @param file   the file to write, UTF-8
     * @throws IOException when the file cannot be written
     */
    static void write(final ExchangeConfig config, final Path file) throws IOException {
        Files.writeString(file, render(config), StandardCharsets.UTF_8);
    }

    /**
     * The facts of a row on one line, as the shipped file prints them after its doc and as its Javadoc ends, e.g.
     * {@code Unit: bytes. Range: 4096 (4 KiB)..4194304 (4 MiB); at most bourse.journal.segment.bytes.
     * Default: 65536 (64 KiB).}
     *
     * @param setting a row
     * @return the line, not wrapped
     */
    static String summary(final Setting<?> setting) {
        final StringBuilder line = new StringBuilder();
        if (!setting.unit().isEmpty()) {
            line.append("Unit: ").append(setting.unit()).append(". ");
        }
        line.append("Range: ").append(setting.range());
        final List<String> relations = ConfigValidator.relationsOf(setting);
        for (final String relation : relations) {
            line.append("; ").append(relation);
        }
        return line.append(". Default: ").append(describeDefault(setting)).append('.').toString();
    }

    private static <T> String describeDefault(final Setting<T> setting) {
        return setting.describe(setting.defaultValue());
    }

    private static void comment(final StringBuilder text, final String lines) {
        for (final String line : lines.split("\n", -1)) {
            text.append(line.isEmpty() ? "#" : "# " + line).append('\n');
        }
    }

    private static String wrap(final String line, final int width) {
        final StringBuilder wrapped = new StringBuilder(line.length() + 8);
        int lineStart = 0;
        for (final String word : line.split(" ")) {
            final int length = wrapped.length() - lineStart;
            if (length > 0 && length + 1 + word.length() > width) {
                wrapped.append('\n');
                lineStart = wrapped.length();
            } else if (length > 0) {
                wrapped.append(' ');
            }
            wrapped.append(word);
        }
        return wrapped.toString();
    }
}
