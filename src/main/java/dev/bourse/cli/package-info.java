/**
 * Command-line entry points: the main job of {@code target/bourse.jar} ({@link dev.bourse.cli.BourseMain}, which runs
 * the load harness of {@code dev.bourse.bench}), the operator tools for journals and snapshots ({@code *Tool}), and
 * {@link dev.bourse.cli.BookDemoSession}, which prints a scripted order book session (every event and the book after
 * each step). Nothing in the core depends on this package; it depends on {@code dev.bourse.bench}, never the reverse.
 */
package dev.bourse.cli;
