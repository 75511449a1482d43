/**
 * Binary order entry over TCP: SBE messages (schema {@code src/main/sbe/order-entry.xml}, codecs in
 * {@code dev.bourse.gateway.binary.sbe}) in length-prefixed frames, one member session per connection, numbered
 * responses replayed after a reconnect, cancel on disconnect. {@code docs/binary-protocol.md} is the specification.
 * <pre>
 *   members' sockets                 gateway thread (BinaryGatewayAgent)                      core
 *   ---------------  frames  -->  InboundAdapter --> OrderSubmitter -- try* calls ------->  ring
 *                                   (login, session      (checks, tokens)
 *                                    messages)
 *                    <-- frames --  Connection write buffers <-- MemberSession retention
 *                                                                    ^ numbers, command ids
 *                                         one-to-one ring buffer <-- ResponsePublisher <-- listener thread
 * </pre>
 * Imports only the {@code api} of the engine (an embedder passes the core as an {@code ExchangeApi} and registers
 * {@link dev.bourse.gateway.binary.BinaryGateway#listener()} with it). The Java client is
 * {@code dev.bourse.gateway.binary.client}.
 */
package dev.bourse.gateway.binary;
