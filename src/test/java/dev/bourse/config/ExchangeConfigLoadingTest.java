package dev.bourse.config;

import dev.bourse.api.StpMode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ExchangeConfigLoadingTest {
    private static final Path SHIPPED_FILE = Path.of(Settings.DEFAULT_FILE);

    @TempDir
    Path tmp;

    @Test
    void shippedFileSetsEveryPropertyToItsDefault() {
        assertThat(ExchangeConfig.load(SHIPPED_FILE)).isEqualTo(ExchangeConfig.defaults());
    }

    @Test
    void shippedFileListsEveryPropertyExactlyOnceWithACommentGivingItsDefault() throws IOException {
        final List<String> lines = Files.readAllLines(SHIPPED_FILE, StandardCharsets.UTF_8);
        final List<String> keys = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            final String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            keys.add(line.substring(0, line.indexOf('=')).trim());
            assertThat(commentAbove(lines, i)).as("comment above %s", line).contains("Default");
        }
        assertThat(keys).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(Settings.names());
    }

    private static String commentAbove(final List<String> lines, final int index) {
        final StringBuilder comment = new StringBuilder();
        for (int i = index - 1; i >= 0 && lines.get(i).startsWith("#"); i--) {
            comment.append(lines.get(i)).append('\n');
        }
        return comment.toString();
    }

    @Test
    void loadsSettingsFromAFileOverTheDefaults() throws IOException {
        final Path file = write("""
            # a comment
            bourse.ring.size = 4096
            bourse.wait.strategy = busy_spin
            bourse.stp.default = CANCEL_MAKER
            bourse.journal.dir = /var/lib/bourse/journal
            bourse.journal.enabled = FALSE
            bourse.snapshot.every.seconds = 600   \s
            """);

        final ExchangeConfig c = ExchangeConfig.load(file);

        assertThat(c).isEqualTo(ExchangeConfig.builder().ringSize(4096).waitStrategy(WaitStrategyType.BUSY_SPIN)
            .defaultStpMode(StpMode.CANCEL_MAKER).journalDir(Path.of("/var/lib/bourse/journal"))
            .journalEnabled(false).snapshotEverySeconds(600).build());
    }

    @Test
    void loadsACpuListWithSpaces() throws IOException {
        final Path file = write("bourse.affinity.enabled=true\nbourse.affinity.cpus = 2, 3 ,5\n");

        assertThat(ExchangeConfig.load(file).affinityCpus()).containsExactly(2, 3, 5);
    }

    @Test
    void rejectsAnUnknownKeyInAFile() throws IOException {
        final Path file = write("bourse.ring.szie = 4096\n");

        assertThatThrownBy(() -> ExchangeConfig.load(file))
            .isInstanceOfSatisfying(ConfigException.class,
                e -> assertThat(e.property()).isEqualTo("bourse.ring.szie"))
            .hasMessageStartingWith("bourse.ring.szie = '4096' (in file " + file + "): unknown property (known: "
                + "bourse.affinity.cpus, ")
            .hasMessageContaining(Settings.RING_SIZE.name());
    }

    @Test
    void rejectsAKeyWithoutThePrefixInAFile() throws IOException {
        final Path file = write("ring.size = 4096\n");

        assertThatThrownBy(() -> ExchangeConfig.load(file))
            .isInstanceOf(ConfigException.class)
            .hasMessageStartingWith("ring.size = '4096' (in file " + file + "): unknown property");
    }

    @Test
    void rejectsTheChecksSwitchInAFileBecauseItWouldHaveNoEffect() throws IOException {
        final Path file = write("bourse.checks = true\n");

        assertThatThrownBy(() -> ExchangeConfig.load(file))
            .isInstanceOf(ConfigException.class)
            .hasMessageContaining("bourse.checks = 'true'")
            .hasMessageContaining("not a configuration property but a JVM system property");
    }

    @Test
    void parseErrorsNameTheKeyAndTheValue() throws IOException {
        assertParseError("bourse.ring.size = abc", "bourse.ring.size = 'abc'", "must be a decimal integer");
        assertParseError("bourse.ring.size = 99999999999", "bourse.ring.size = '99999999999'",
            "must be a decimal integer in -2147483648..2147483647");
        assertParseError("bourse.journal.segment.bytes = 256MiB", "bourse.journal.segment.bytes = '256MiB'",
            "must be a decimal integer");
        assertParseError("bourse.journal.enabled = yes", "bourse.journal.enabled = 'yes'", "must be true or false");
        assertParseError("bourse.wait.strategy = FAST", "bourse.wait.strategy = 'FAST'",
            "must be one of BUSY_SPIN, YIELDING, SLEEPING, BLOCKING");
        assertParseError("bourse.thread.layout = wide", "bourse.thread.layout = 'wide'",
            "must be one of COMPACT, PIPELINED");
        assertParseError("bourse.clock = NANO", "bourse.clock = 'NANO'", "must be one of TICKING, SYSTEM");
        assertParseError("bourse.journal.durability = SYNC", "bourse.journal.durability = 'SYNC'",
            "must be one of ASYNC, GROUP_COMMIT");
        assertParseError("bourse.stp.default = cancel", "bourse.stp.default = 'cancel'",
            "must be one of NONE, CANCEL_TAKER, CANCEL_MAKER, CANCEL_BOTH, DECREMENT");
        assertParseError("bourse.affinity.cpus = 0,,1", "bourse.affinity.cpus = '0,,1'",
            "must be a comma-separated list of CPU ids");
        assertParseError("bourse.affinity.cpus = 0;1", "bourse.affinity.cpus = '0;1'",
            "must be a comma-separated list of CPU ids");
    }

    private void assertParseError(final String line, final String named, final String rule) throws IOException {
        final Path file = write(line + "\n");

        assertThatThrownBy(() -> ExchangeConfig.load(file))
            .isInstanceOf(ConfigException.class)
            .hasMessageStartingWith(named + " (in file " + file + "): " + rule);
    }

    @Test
    void rangeErrorsFromAFileNameTheProperty() throws IOException {
        final Path file = write("bourse.ring.size = 1000\n");

        assertThatThrownBy(() -> ExchangeConfig.load(file))
            .isInstanceOf(ConfigException.class)
            .hasMessageStartingWith("bourse.ring.size = 1000: must be 0 (auto) or a power of two in 1024..4194304");
    }

    @Test
    void rejectsAMissingFile() {
        final Path missing = tmp.resolve("missing.properties");

        assertThatThrownBy(() -> ExchangeConfig.load(missing))
            .isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.property()).isEmpty())
            .hasMessageStartingWith("cannot read configuration file " + missing);
    }

    @Test
    void systemPropertiesOverrideTheFile() throws IOException {
        final Path file = write("bourse.ring.size = 4096\nbourse.risk.shards = 4\n");

        new ScopedSystemProperties()
            .set(Settings.RING_SIZE.name(), "2048")
            .set(Settings.L2_DEFAULT_DEPTH.name(), "20")
            .run(() -> assertThat(ExchangeConfig.load(file, System.getProperties())).isEqualTo(
                ExchangeConfig.builder().ringSize(2048).riskShards(4).l2DefaultDepth(20).build()));
        assertThat(System.getProperty(Settings.RING_SIZE.name())).isNull();
    }

    @Test
    void loadDefaultReadsTheShippedFileThenSystemProperties() {
        new ScopedSystemProperties()
            .set(Settings.THREAD_LAYOUT.name(), "PIPELINED")
            .set(Settings.JOURNAL_ENABLED.name(), "false")
            .run(() -> assertThat(ExchangeConfig.loadDefault()).isEqualTo(ExchangeConfig.builder()
                .threadLayout(ThreadLayout.PIPELINED).journalEnabled(false).build()));
        assertThat(ExchangeConfig.loadDefault()).isEqualTo(ExchangeConfig.defaults());
    }

    @Test
    void rejectsAnUnknownBourseSystemProperty() {
        new ScopedSystemProperties().set("bourse.ring.szie", "2048").run(() ->
            assertThatThrownBy(ExchangeConfig::loadDefault)
                .isInstanceOfSatisfying(ConfigException.class,
                    e -> assertThat(e.property()).isEqualTo("bourse.ring.szie"))
                .hasMessageStartingWith("bourse.ring.szie = '2048' (system property): unknown property"));
        assertThat(System.getProperty("bourse.ring.szie")).isNull();
    }

    @Test
    void systemPropertyParseErrorsSayWhereTheValueCameFrom() {
        new ScopedSystemProperties().set(Settings.RISK_SHARDS.name(), "two").run(() ->
            assertThatThrownBy(ExchangeConfig::loadDefault)
                .hasMessageStartingWith("bourse.risk.shards = 'two' (system property): must be a decimal integer"));
    }

    @Test
    void ignoresSystemPropertiesThatAreNotConfiguration() {
        new ScopedSystemProperties()
            .set(Settings.CHECKS, "true")
            .set("bourse.test.excludedGroups", "slow")
            .set("bourse.jvm.flags.extra", "")
            .set("ring.size", "not ours")
            .set("bourseX.ring.size", "not ours either")
            .run(() -> assertThat(ExchangeConfig.loadDefault()).isEqualTo(ExchangeConfig.defaults()));
    }

    @Test
    void buildSettingsInAFileAreStillUnknownKeys() throws IOException {
        final Path file = write("bourse.test.excludedGroups = slow\n");

        assertThatThrownBy(() -> ExchangeConfig.load(file)).hasMessageContaining("unknown property");
    }

    @Test
    void overridesWithoutAFileApplyOverTheDefaults() {
        final Properties overrides = new Properties();
        overrides.setProperty(Settings.SNAPSHOT_RETAIN.name(), " 5 ");
        overrides.setProperty("user.name", "ignored");

        assertThat(ExchangeConfig.load(null, overrides)).isEqualTo(ExchangeConfig.builder().snapshotRetain(5).build());
    }

    @Test
    void fromPropertiesRejectsKeysThatAreNotConfiguration() {
        final Properties properties = new Properties();
        properties.setProperty("user.name", "someone");

        assertThatThrownBy(() -> ExchangeConfig.fromProperties(properties))
            .isInstanceOf(ConfigException.class)
            .hasMessageStartingWith("user.name = 'someone' (given property): unknown property");
    }

    @Test
    void fromPropertiesReadsBackWhatToPropertiesWrote() {
        final ExchangeConfig c = ExchangeConfigTest.nonDefaultConfig();

        assertThat(ExchangeConfig.fromProperties(c.toProperties())).isEqualTo(c);
    }

    private Path write(final String text) throws IOException {
        return Files.writeString(Files.createTempFile(tmp, "bourse", ".properties"), text, StandardCharsets.UTF_8);
    }
}
