/**
 * The end-to-end load harness: a real exchange core with many symbols and users and realistic balances, replaying
 * exchange-core's command mix per symbol through the zero-allocation path, measured for throughput and for
 * open-loop latency (HdrHistogram, from each command's intended send time), with the conservation check after every
 * run.
 * <pre>
 *  LoadSettings --&gt; LoadStream (one mix cycle per symbol, round robin, replayed with fresh order ids)
 *                        |  tryPlace / tryCancel / tryMove, one producer thread (LoadHarness)
 *                        v
 *                  ExchangeCore (RiskEngine, journal) --onResult--&gt; ResultRecorder --&gt; RunReport
 * </pre>
 * {@link dev.bourse.bench.LoadHarness} is what the main job ({@code dev.bourse.cli.BourseMain}) runs.
 */
package dev.bourse.bench;
