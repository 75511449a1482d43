/**
 * The Java client of the binary order entry: {@link dev.bourse.gateway.binary.client.BinaryClient} logs a member in,
 * sends order messages in batches and hands the server's responses to a
 * {@link dev.bourse.gateway.binary.client.ResponseListener}. Imports the {@code api} (the order request and enums)
 * the generated codecs and the frame descriptor; nothing of the server.
 */
package dev.bourse.gateway.binary.client;
