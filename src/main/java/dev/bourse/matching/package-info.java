/**
 * Matching shards: each owns the order books of the symbols routed to it ({@code symbol & (shards - 1)}) and runs
 * every book command on one thread, reporting book events to a listener.
 */
package dev.bourse.matching;
