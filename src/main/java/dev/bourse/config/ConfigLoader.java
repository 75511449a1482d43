package dev.bourse.config;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Properties;
import java.util.TreeSet;

/**
 * Turns property text into an {@link ExchangeConfig}: defaults, then a file, then overrides, then
 * {@link ExchangeConfig.Builder#build()}. Keys are applied in name order so that, of several bad keys, the same one
 * is always reported. A parse error is worded {@code <name> = '<text>' (<where>): must be <what>}, an unknown key
 * {@code <name> = '<text>' (<where>): unknown property (known: ...)}.
 */
final class ConfigLoader {
    private static final String SYSTEM_PROPERTIES = "system property";

    private ConfigLoader() {
    }

    static ExchangeConfig loadDefault() {
        final Path file = Path.of(Settings.DEFAULT_FILE);
        return load(Files.isRegularFile(file) ? file : null, System.getProperties(), SYSTEM_PROPERTIES);
    }

    static ExchangeConfig load(final Path file, final Properties overrides) {
        return load(file, overrides, "override");
    }

    static ExchangeConfig fromProperties(final Properties properties) {
        final ExchangeConfig.Builder builder = ExchangeConfig.builder();
        applyAll(properties, builder, "given property", false);
        return builder.build();
    }

    private static ExchangeConfig load(final Path file, final Properties overrides, final String overrideSource) {
        Objects.requireNonNull(overrides, "overrides");
        final ExchangeConfig.Builder builder = ExchangeConfig.builder();
        if (file != null) {
            applyAll(read(file), builder, "in file " + file, false);
        }
        applyAll(overrides, builder, overrideSource, true);
        return builder.build();
    }

    private static Properties read(final Path file) {
        final Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        } catch (final IOException | IllegalArgumentException e) {
            throw new ConfigException("", "cannot read configuration file " + file + ": " + e, e);
        }
        return properties;
    }

    /**
     * Applies the keys of {@code properties} in name order. In a shared namespace (system properties) only
     * {@code bourse.*} keys are ours, less {@link Settings#isForeignSystemProperty(String) foreign} ones; in
     * a file or a given set, every key must be a configuration property.
     */
    private static void applyAll(final Properties properties, final ExchangeConfig.Builder builder,
                                 final String source, final boolean sharedNamespace) {
        for (final String key : new TreeSet<>(properties.stringPropertyNames())) {
            if (sharedNamespace && (!key.startsWith(Settings.PREFIX) || Settings.isForeignSystemProperty(key))) {
                continue;
            }
            apply(key, properties.getProperty(key), builder, source);
        }
    }

    private static void apply(final String key, final String text, final ExchangeConfig.Builder builder,
                              final String source) {
        final Setting<?> setting = Settings.find(key);
        if (setting != null) {
            set(setting, text, builder, source);
        } else if (key.equals(Settings.CHECKS)) {
            throw bad(key, text.trim(), source,
                "not a configuration property but a JVM system property read once by dev.bourse.common.Checks "
                    + "(-D" + Settings.CHECKS + "=true); it has no effect here");
        } else {
            throw bad(key, text.trim(), source,
                "unknown property (known: " + String.join(", ", Settings.names()) + ")");
        }
    }

    private static <T> void set(final Setting<T> setting, final String text, final ExchangeConfig.Builder builder,
                                final String source) {
        final T value;
        try {
            value = setting.parse(text);
        } catch (final IllegalArgumentException e) {
            throw bad(setting.name(), text.trim(), source, e.getMessage());
        }
        builder.set(setting, value);
    }

    private static ConfigException bad(final String key, final String v, final String source, final String what) {
        return new ConfigException(key, key + " = '" + v + "' (" + source + "): " + what);
    }
}
