package dev.bourse.config;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * JVM system properties set only while a block runs: {@link #run(Runnable)} sets them, runs the block and then puts
 * back what was there before (the old value, or no property), even when the block throws, so a test cannot leak
 * settings into the next one.
 */
final class ScopedSystemProperties {
    private final Map<String, String> values = new LinkedHashMap<>();

    ScopedSystemProperties set(final String name, final String value) {
        values.put(name, value);
        return this;
    }

    void run(final Runnable block) {
        final Map<String, String> previous = new LinkedHashMap<>();
        for (final Map.Entry<String, String> e : values.entrySet()) {
            previous.put(e.getKey(), System.getProperty(e.getKey()));
            System.setProperty(e.getKey(), e.getValue());
        }
        try {
            block.run();
        } finally {
            for (final Map.Entry<String, String> e : previous.entrySet()) {
                if (e.getValue() == null) {
                    System.clearProperty(e.getKey());
                } else {
                    System.setProperty(e.getKey(), e.getValue());
                }
            }
        }
    }
}
