/**
 * The one configuration of the exchange core (house style practice 3). Every setting is one row of the setting
 * table {@link dev.bourse.config.Settings}: a {@link dev.bourse.config.Setting} with its name, type, default, range,
 * unit and doc. {@link dev.bourse.config.ExchangeConfig} holds one value per row, immutable and validated as a whole;
 * it is built by {@link dev.bourse.config.ExchangeConfig.Builder} or loaded from {@code config/bourse.properties}
 * and {@code -Dbourse.*} system properties. The enums here choose how the pipeline runs.
 *
 * <pre>
 *   Settings (one row per setting: name, type, default, range, unit, doc)
 *      |-&gt; Builder.set(setting, value)    starts from the rows' defaults
 *      |-&gt; config/bourse.properties      every key must be a row; a typo is an error; generated from the rows
 *      |-&gt; -Dbourse.* system properties  win over the file
 *      |-&gt; Builder.build()               each row's range, then the rules between settings (ConfigValidator)
 *      '-&gt; ExchangeConfig                immutable; describe() is printed once at start
 * </pre>
 *
 * <p>Units: sizes and counts in items (slots, commands, orders, users, levels), byte sizes in bytes, intervals in
 * seconds of command time. Bad configuration is the only thing here that throws: {@link
 * dev.bourse.config.ConfigException}, whose message names the property, the value and what is allowed. This is
 * cold-path code, read once at start; nothing in it runs per command.
 *
 * <p>Thread-safety: {@code ExchangeConfig}, the rows and the enums are immutable; a builder is for one thread.
 */
package dev.bourse.config;
