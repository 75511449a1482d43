/**
 * An adaptive radix tree keyed by {@code long} (prices), with pooled nodes so that steady-state use allocates
 * nothing.
 */
package dev.bourse.orderbook.art;
