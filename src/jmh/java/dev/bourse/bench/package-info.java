/**
 * JMH suites, packaged into {@code target/bourse-benchmarks.jar} (run {@code java -jar target/bourse-benchmarks.jar -l}
 * for the list). {@code OrderBookBenchmark} measures one order book command by command on streams from
 * {@link dev.bourse.cli.BookLoadGenerator}; {@code ArtBenchmark} measures the price-keyed radix tree alone. Nothing in
 * the core depends on this package.
 */
package dev.bourse.bench;
