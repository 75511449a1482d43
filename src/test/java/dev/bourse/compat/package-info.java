/**
 * Side-by-side compatibility with exchange-core 0.5.3: one command stream, both engines, same trades and balances.
 *
 * <p>exchange-core runs in a separate JVM ({@link dev.bourse.compat.ExchangeCoreRunner}) because its old
 * dependencies share packages with ours; everything the two JVMs exchange is plain text
 * ({@link dev.bourse.compat.CompatScenario}, {@link dev.bourse.compat.CompatOutcome}). Classes that the exchange-core
 * JVM loads use only the JDK and exchange-core.
 */
package dev.bourse.compat;
