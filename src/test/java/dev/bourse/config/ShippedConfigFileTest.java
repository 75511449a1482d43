package dev.bourse.config;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shipped {@code config/bourse.properties} is the setting table rendered: a name, default, range, unit or doc
 * changed in one and not the other fails here. {@code -Dbourse.test.writeConfigFile=true} rewrites the file from the
 * table first (the loader leaves {@code bourse.test.*} system properties alone).
 */
class ShippedConfigFileTest {
    private static final Path SHIPPED_FILE = Path.of(Settings.DEFAULT_FILE);

    @Test
    void shippedFileIsTheSettingTableRenderedWithItsDefaults() throws IOException {
        if (Boolean.getBoolean("bourse.test.writeConfigFile")) {
            ConfigFileWriter.write(ExchangeConfig.defaults(), SHIPPED_FILE);
        }

        assertThat(Files.readString(SHIPPED_FILE, StandardCharsets.UTF_8))
            .as("%s differs from the setting table; rewrite it with -Dbourse.test.writeConfigFile=true", SHIPPED_FILE)
            .isEqualTo(ConfigFileWriter.render(ExchangeConfig.defaults()));
    }

    @Test
    void theRenderedFileOfAnyConfigurationReadsBackToIt() throws IOException {
        final ExchangeConfig config = ExchangeConfigTest.nonDefaultConfig();
        final Properties parsed = new Properties();
        parsed.load(new StringReader(ConfigFileWriter.render(config)));

        assertThat(ExchangeConfig.fromProperties(parsed)).isEqualTo(config);
    }

    @Test
    void everyLineOfTheRenderedFileFitsIn120Columns() {
        for (final String line : ConfigFileWriter.render(ExchangeConfig.defaults()).split("\n")) {
            assertThat(line.length()).as(line).isLessThanOrEqualTo(120);
        }
    }
}
