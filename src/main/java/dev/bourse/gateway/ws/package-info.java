/**
 * The WebSocket stream at {@code /api/v1/ws}: public trades and L2 per symbol, and the authenticated member's order
 * events. {@link dev.bourse.gateway.ws.StreamHub} is a DROP consumer of the core's event fan-out, so no client can
 * hold the core back; each {@link dev.bourse.gateway.ws.ClientSession} has a bounded queue, and a client that lets it
 * fill is disconnected with close code 1008 and the reason {@code slow consumer}.
 * <pre>
 *   EventFanOut --(DROP)--&gt; StreamHub thread --&gt; ClientSession queue (bounded) --&gt; Jetty async send
 *   L2 subscribe: hold deltas --&gt; l2 query (sequence S) --&gt; snapshot, then held deltas with sequence &gt; S
 * </pre>
 */
package dev.bourse.gateway.ws;
