package dev.bourse.gateway.binary;

import dev.bourse.gateway.binary.sbe.MessageHeaderDecoder;

/**
 * The frame around every order-entry message, in both directions: a 2-byte little-endian length of what follows,
 * then exactly one SBE message (the 8-byte SBE header and its block). {@code docs/binary-protocol.md} draws every
 * message.
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +-------------------------------+-------------------------------+
 *  |  Frame length (16, LE)        |  SBE block length (16)        |  0
 *  +-------------------------------+-------------------------------+
 *  |  SBE template id (16)         |  SBE schema id (16) = 7302    |  4
 *  +-------------------------------+-------------------------------+
 *  |  SBE schema version (16) = 1  |  Block ...                    |  8
 *  +-------------------------------+                               +
 *  |                          ... block (block length bytes), text |  10
 *  +---------------------------------------------------------------+
 * </pre>
 * The frame length is {@link #MIN_MESSAGE_LENGTH} up to the receiver's maximum (the server's
 * {@link BinaryGatewayConfig#maxFrameBytes()}). Every sequenced response (Accepted, Rejected, Executed, Canceled,
 * Replaced) starts its block with the seq ({@link #SEQ_OFFSET}) and the command id ({@link #COMMAND_ID_OFFSET}).
 *
 * <p>Thread-safety: constants only.
 */
public final class FrameDescriptor {
    /** Bytes of the length field. */
    public static final int LENGTH_FIELD_BYTES = 2;
    /** Smallest frame length: an SBE header alone. */
    public static final int MIN_MESSAGE_LENGTH = MessageHeaderDecoder.ENCODED_LENGTH;
    /** Largest frame length the format can carry. */
    public static final int MAX_MESSAGE_LENGTH = 0xFFFF;
    /** Offset of a sequenced response's seq, from the start of its SBE message. */
    public static final int SEQ_OFFSET = MessageHeaderDecoder.ENCODED_LENGTH;
    /** Offset of a sequenced response's command id, from the start of its SBE message. */
    public static final int COMMAND_ID_OFFSET = SEQ_OFFSET + Long.BYTES;
    /**
     * Bytes of one retained response (a whole frame, length field included): the largest sequenced response is
     * Executed, 2 + 8 + 90 = 100 bytes.
     */
    public static final int RESPONSE_SLOT_BYTES = 128;

    private FrameDescriptor() {
    }
}
