/**
 * JMH suites, packaged into {@code target/bourse-benchmarks.jar} (run {@code java -jar target/bourse-benchmarks.jar -l}
 * for the list), and the benchmark-only pieces of the load generator. {@code OrderBookBenchmark} measures one order
 * book command by command on streams from {@link dev.bourse.bench.BookLoadGenerator}, played by
 * {@link dev.bourse.bench.BookLoadPlayer} into a book that reports to a {@link dev.bourse.bench.CountingBookListener};
 * {@code ArtBenchmark} measures the price-keyed radix tree alone; {@code EngineBenchmark} and the probes run a real
 * core on the main job's stream. {@code LatencyBenchmark} is the open-loop latency suite at target rates, Bourse
 * beside exchange-core ({@link dev.bourse.bench.LatencySuite} runs it and writes its HTML report). Nothing in the core
 * depends on this package.
 *
 * <pre>
 *   BookLoadPlayer --step()--&gt; OrderBook --events--&gt; CountingBookListener
 *          '--verifyCycle(): the book must do what the generator's model did (counts, best prices, fills)
 *
 *   LatencyBenchmark --rate, run length--&gt; LatencyEngine: BourseLatencyEngine (this JVM)
 *          |                                             | ExchangeCoreLatencyProxy --pipe--&gt; exchange-core's JVM
 *          '--each run--&gt; OpenLoopProfiler --&gt; OpenLoopResult (p50..max, achieved) --&gt; JMH JSON --&gt; LatencyReport
 * </pre>
 */
package dev.bourse.bench;
