/**
 * The network gateway of a running node: REST under {@code /api/v1} and a WebSocket stream, on Javalin (Jetty 12).
 * It decodes requests into {@link dev.bourse.api.ExchangeApi} calls and encodes results and events back; it sees the
 * core only through {@code api}, {@code core}, {@code config} and the fan-out's consumer types.
 * <pre>
 *   HTTP client --&gt; RestGate (body size, HMAC, rate, in-flight bound) --&gt; routes --&gt; ExchangeCore
 *                                                                                       |
 *   WS client  &lt;-- ClientSession (bounded queue) &lt;-- StreamHub (DROP consumer) &lt;-- the core's event stream
 * </pre>
 * Decimal strings are converted exactly at this edge ({@link dev.bourse.gateway.rest.Decimals}); nothing inside the
 * gateway uses floating point. The wire format is described in {@code docs/gateway.md}. With FIX sessions configured
 * the node also runs {@link dev.bourse.gateway.fix.FixAcceptor} ({@code docs/fix.md}), fed by a BLOCK consumer of the
 * fan-out through {@code StreamListenerAdapter}.
 */
package dev.bourse.gateway;
