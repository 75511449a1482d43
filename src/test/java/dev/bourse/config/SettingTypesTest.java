package dev.bourse.config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * One case per kind of row in the setting table, each on a real row and through the loader and the builder: text
 * that parses, text that does not (the message names the key and what the text must be), and a value out of range
 * (the message names the key, the value, the range and the default).
 */
class SettingTypesTest {

    /** A row type, one row of it, text it reads and the value that gives, text it refuses, a value it refuses. */
    private record Case(String type, Setting<?> row, String text, Object value, String unparsable,
                        String parseRule, String outOfRange, String rangeRule) {
        @Override
        public String toString() {
            return type + " (" + row + ")";
        }
    }

    static Stream<Arguments> rowTypes() {
        return Stream.of(
            new Case("int", Settings.L2_DEFAULT_DEPTH, " 10000 ", 10_000, "ten",
                "must be a decimal integer in -2147483648..2147483647", "10001", "must be in 1..10000 (default 10)"),
            new Case("power-of-two int", Settings.RING_SIZE, "4194304", 1 << 22, "4k",
                "must be a decimal integer", "3072", "must be 0 (auto) or a power of two in 1024..4194304 (default 0)"),
            new Case("long", Settings.SNAPSHOT_EVERY_COMMANDS, "9223372036854775807", Long.MAX_VALUE,
                "9223372036854775808", "must be a decimal integer in -9223372036854775808..9223372036854775807", "-1",
                "must be 0 (off) or >= 1 (default 0)"),
            new Case("boolean", Settings.JOURNAL_ENABLED, "False", false, "no", "must be true or false", null, null),
            new Case("enum", Settings.WAIT_STRATEGY, "blocking", WaitStrategyType.BLOCKING, "SPIN",
                "must be one of BUSY_SPIN, YIELDING, SLEEPING, BLOCKING", null, null),
            new Case("path", Settings.JOURNAL_DIR, "var/./data/../journal", Path.of("var/journal"), "a\0b",
                "must be a valid path (", " ", "must be a directory path, not blank (default journal)"),
            new Case("int list", Settings.AFFINITY_CPUS, "7, 3,5", List.of(7, 3, 5), "1;2",
                "must be a comma-separated list of CPU ids >= 0", "1,2,1",
                "must list distinct CPU ids, but has 1 twice (default empty)"),
            new Case("byte size", Settings.JOURNAL_SEGMENT_BYTES, "17179869184", 16L << 30, "256MiB",
                "must be a decimal integer", "1048575", "must be in 1048576..17179869184 (default 268435456)"),
            new Case("duration", Settings.SNAPSHOT_EVERY_SECONDS, "31536000", 31_536_000L, "1h",
                "must be a decimal integer", "31536001", "must be 0 (off) or in 1..31536000 (default 0)"),
            new Case("Aeron channel", Settings.FEED_CHANNEL, " aeron:ipc ", "aeron:ipc", "aeron:ipc x",
                "must be one channel, without spaces", "udp://127.0.0.1:1",
                "must be empty, aeron:ipc or aeron:udp?endpoint=HOST:PORT (default empty)")
        ).map(c -> arguments(c));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rowTypes")
    void eachRowTypeReadsItsTextAndWritesItBack(final Case c) {
        final ExchangeConfig config = ExchangeConfig.fromProperties(properties(c.row(), c.text()));

        assertThat((Object) config.get(c.row())).isEqualTo(c.value());
        final String written = config.toProperties().getProperty(c.row().name());
        assertThat(ExchangeConfig.fromProperties(properties(c.row(), written))).isEqualTo(config);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rowTypes")
    void eachRowTypeRefusesTextThatDoesNotParseNamingTheKey(final Case c) {
        assertThatThrownBy(() -> ExchangeConfig.fromProperties(properties(c.row(), c.unparsable())))
            .isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.property()).isEqualTo(c.row().name()))
            .hasMessageStartingWith(c.row().name() + " = '" + c.unparsable() + "' (given property): "
                + c.parseRule());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rowTypes")
    void eachRowTypeRefusesAValueOutOfRangeNamingTheKeyTheRangeAndTheDefault(final Case c) {
        if (c.outOfRange() == null) {
            assertThat(c.row().range()).as("a type without a range must accept everything it parses")
                .matches("true or false|one of .*");
            return;
        }
        final String shown = c.outOfRange().isBlank() ? "''" : c.outOfRange();

        assertThatThrownBy(() -> ExchangeConfig.fromProperties(properties(c.row(), c.outOfRange())))
            .isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.property()).isEqualTo(c.row().name()))
            .hasMessage(c.row().name() + " = " + shown + ": " + c.rangeRule());
    }

    @Test
    void theCasesCoverEveryKindOfRowInTheTable() {
        final Set<String> covered = new HashSet<>();
        rowTypes().forEach(a -> {
            final Case c = (Case) a.get()[0];
            assertThat(c.row().type().kind()).isEqualTo(c.type());
            covered.add(c.type());
        });

        for (final Setting<?> row : Settings.all()) {
            assertThat(covered).as("a case for the kind of %s", row).contains(row.type().kind());
        }
    }

    @Test
    void rangesAreAnnotatedInTheirUnitForReadersAndPlainInMessages() {
        assertThat(Settings.RING_SIZE.range()).isEqualTo("0 (auto) or a power of two in 1024..4194304 (2^22)");
        assertThat(Settings.JOURNAL_BLOCK_BYTES.range()).isEqualTo("4096 (4 KiB)..4194304 (4 MiB)");
        assertThat(Settings.SNAPSHOT_EVERY_SECONDS.range()).isEqualTo("0 (off) or 1..31536000 (365 days)");
        assertThat(Settings.ORDERBOOK_EXPECTED_ORDERS.range()).isEqualTo("16..100000000 (10^8)");
        assertThat(Settings.SNAPSHOT_RETAIN.range()).isEqualTo(">= 1");
        assertThat(Settings.RING_SIZE.type().range()).isEqualTo("0 (auto) or a power of two in 1024..4194304");
        assertThat(Settings.JOURNAL_BLOCK_BYTES.type().range()).isEqualTo("in 4096..4194304");
    }

    private static Properties properties(final Setting<?> row, final String text) {
        final Properties properties = new Properties();
        properties.setProperty(row.name(), text);
        if (row == Settings.AFFINITY_CPUS) {
            properties.setProperty(Settings.AFFINITY_ENABLED.name(), "true");
        }
        return properties;
    }
}
