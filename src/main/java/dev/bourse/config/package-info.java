/**
 * The one configuration of the exchange core (house style practice 3): {@link dev.bourse.config.ExchangeConfig},
 * immutable and validated as a whole, built by {@link dev.bourse.config.ExchangeConfig.Builder} or loaded from
 * {@code config/bourse.properties} and {@code -Dbourse.*} system properties; the property names, defaults and
 * ranges in one place, {@link dev.bourse.config.ConfigProperties}; and the enums that choose how the pipeline runs.
 *
 * <pre>
 *   defaults (ConfigProperties)
 *      -&gt; config/bourse.properties      every key must be known; a typo is an error
 *      -&gt; -Dbourse.* system properties  win over the file
 *      -&gt; Builder.build()               fills defaults, checks ranges and the rules between settings
 *      -&gt; ExchangeConfig                immutable; describe() is printed once at start
 * </pre>
 *
 * <p>Units: sizes and counts in items (slots, commands, orders, users, levels), byte sizes in bytes, intervals in
 * seconds of command time. Bad configuration is the only thing here that throws: {@link
 * dev.bourse.config.ConfigException}, whose message names the property, the value and what is allowed. This is
 * cold-path code, read once at start; nothing in it runs per command.
 *
 * <p>Thread-safety: {@code ExchangeConfig} and the enums are immutable; a builder is for one thread.
 */
package dev.bourse.config;
