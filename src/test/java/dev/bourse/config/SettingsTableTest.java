package dev.bourse.config;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The setting table is well formed, and the prose around it (row Javadoc, row docs) agrees with its rows. */
class SettingsTableTest {
    private static final Path TABLE_SOURCE = Path.of("src/main/java/dev/bourse/config/Settings.java");
    private static final Pattern ROW = Pattern.compile(
        "/\\*\\*((?:(?!\\*/).)*)\\*/\\s*public static final Setting<[^=]*> ([A-Z0-9_]+) = row\\(\"([^\"]+)\"",
        Pattern.DOTALL);

    @Test
    void rowsAreIndexedInTableOrderAndFoundByName() {
        for (int i = 0; i < Settings.all().size(); i++) {
            final Setting<?> row = Settings.all().get(i);
            assertThat(row.index()).isEqualTo(i);
            assertThat(Settings.find(row.name())).isSameAs(row);
            assertThat(row).hasToString(row.name());
        }
        assertThat(Settings.find("bourse.ring.szie")).isNull();
        assertThat(Settings.byName()).extracting(Setting::name).isEqualTo(Settings.names());
    }

    @Test
    void everyDefaultIsInItsOwnRange() {
        for (final Setting<?> row : Settings.all()) {
            assertThat(refusalOfDefault(row)).as(row.name()).isNull();
        }
    }

    private static <T> String refusalOfDefault(final Setting<T> row) {
        return row.refusal(row.defaultValue());
    }

    @Test
    void everyRowHasADocThatFitsACommentLine() {
        for (final Setting<?> row : Settings.all()) {
            assertThat(row.doc()).as(row.name()).isNotBlank();
            for (final String line : row.doc().split("\n")) {
                assertThat(line).as(row.name()).doesNotEndWith(" ");
                assertThat(line.length()).as(row.name()).isLessThanOrEqualTo(118);
            }
        }
    }

    @Test
    void anEnumRowsDocThatExplainsItsValuesExplainsEachOfThem() {
        int explained = 0;
        for (final Setting<?> row : Settings.all()) {
            if (row.type() instanceof EnumType<?> type) {
                int named = 0;
                for (final Enum<?> value : type.constants()) {
                    named += Pattern.compile("^ +" + value.name() + " ", Pattern.MULTILINE).matcher(row.doc()).find()
                        ? 1 : 0;
                }
                assertThat(named).as(row.name()).isIn(0, type.constants().length);
                explained += named > 0 ? 1 : 0;
            }
        }
        assertThat(explained).isEqualTo(4);
    }

    @Test
    void everyRowsJavadocOpensItsDocAndEndsWithItsUnitRangeAndDefault() throws IOException {
        final Matcher rows = ROW.matcher(Files.readString(TABLE_SOURCE, StandardCharsets.UTF_8));
        int checked = 0;
        while (rows.find()) {
            final Setting<?> row = Settings.find(rows.group(3));
            assertThat(row).as(rows.group(2)).isNotNull();
            final String javadoc = plain(rows.group(1));
            final String summary = ConfigFileWriter.summary(row);

            assertThat(javadoc).as(row.name()).endsWith(" " + summary);
            final String lead = javadoc.substring(0, javadoc.length() - summary.length() - 1);
            assertThat(oneLine(row.doc())).as(row.name()).startsWith(lead.substring(0, lead.length() - 1));
            checked++;
        }
        assertThat(checked).isEqualTo(Settings.all().size());
    }

    private static String plain(final String javadoc) {
        return oneLine(javadoc.replaceAll("\n\\s*\\*", " ").replace("&gt;", ">").replace("&lt;", "<")
            .replace("&amp;", "&"));
    }

    private static String oneLine(final String text) {
        return text.replaceAll("\\s+", " ").strip();
    }
}
