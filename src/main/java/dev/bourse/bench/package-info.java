/**
 * The end-to-end load harness behind {@code bourse bench}: a real exchange core with many symbols and users and
 * realistic balances, replaying exchange-core's command mix per symbol through the zero-allocation path, measured for
 * throughput and for open-loop latency (HdrHistogram, from each command's intended send time), with the conservation
 * check after every run.
 * <pre>
 *  LoadSettings --&gt; LoadStream (one mix cycle per symbol, round robin, replayed with fresh order ids)
 *                        |  tryPlace / tryCancel / tryMove, one producer thread (LoadHarness)
 *                        v
 *                  ExchangeCore (RiskEngine, journal) --onResult--&gt; ResultRecorder --&gt; RunReport
 *
 *  BookLoadGenerator --generate(scenario)--&gt; BookLoad (primitive columns, one cycle)
 *          drives ShadowBook, its own model of the rule book, so the stream needs neither real book
 * </pre>
 * {@link dev.bourse.bench.LoadHarness} is what the main job ({@code dev.bourse.cli.BenchTool}) runs. The same
 * package in {@code src/jmh} holds the JMH suites and what only they and the tests use ({@code BookLoadPlayer}, which
 * plays a {@code BookLoad} into one book and checks it against the generator's model, and
 * {@code CountingBookListener}). Nothing in the core depends on this package, nor does it depend on
 * {@code dev.bourse.cli}.
 */
package dev.bourse.bench;
