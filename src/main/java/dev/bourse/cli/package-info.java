/**
 * Command-line entry points: the main job of {@code target/bourse.jar} ({@link dev.bourse.cli.BourseMain}) and the
 * tools around the order book that both it and the JMH suites ({@code src/jmh}, package {@code dev.bourse.bench})
 * use.
 *
 * <pre>
 *   BookLoadGenerator --generate(scenario)--&gt; BookLoad (primitive columns, one cycle)
 *          |  drives ShadowBook, its own model of the rule book           |
 *          |                                                              v
 *   BookLoadPlayer --step()--&gt; OrderBook --events--&gt; CountingBookListener (benchmarks)
 *          |                                      \-&gt; PrintingBookListener (demo)
 *          '--verifyCycle(): the book must do what the model did (counts, best prices, fills)
 * </pre>
 *
 * <p>{@link dev.bourse.cli.BookDemoSession} prints a scripted order book session (every event and the book after each
 * step); the {@code *Tool} classes are the operator tools for journals and snapshots. Nothing in the core depends on
 * this package.
 */
package dev.bourse.cli;
