package dev.bourse.marketdata.codec;

import org.agrona.DirectBuffer;

/**
 * Where an encoded message goes: a transport (an Aeron publication), a file, a test's list.
 *
 * <p>Thread-safety: called on the encoder's thread; the bytes are valid only during the call.
 */
@FunctionalInterface
public interface FrameSink {
    /**
     * @param buffer holds the message, header included
     * @param offset where it starts
     * @param length its length in bytes
     */
    void send(DirectBuffer buffer, int offset, int length);
}
