/**
 * Command-line entry points: the main job of {@code target/bourse.jar} and the operator tools.
 */
package dev.bourse.cli;
