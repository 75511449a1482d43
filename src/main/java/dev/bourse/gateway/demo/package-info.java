/**
 * The demo market a node runs by default so that its page shows a live market at once: a market maker quoting and a
 * few traders taking, on every listed symbol, as members over the node's own REST API with signed requests
 * ({@link dev.bourse.gateway.demo.DemoMarket}). It holds no reference to the core: it is a client like any other.
 */
package dev.bourse.gateway.demo;
