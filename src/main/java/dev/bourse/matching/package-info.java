/**
 * Matching shards: each owns the order books of the symbols routed to it ({@code symbol & (shards - 1)}) and runs
 * every book command on one thread, reporting book events to a listener. Each shard also keeps which of its books
 * holds the GTD order that expires first ({@code BookExpiries}), so that the core knows when to publish a time event
 * and for which book; books without GTD orders are not in it.
 */
package dev.bourse.matching;
