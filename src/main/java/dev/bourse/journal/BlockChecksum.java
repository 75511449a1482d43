package dev.bourse.journal;

import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/**
 * The CRC32C of a block: header bytes 0..11 and 16..39 (all but the CRC field), then the stored payload. Shared by
 * the writer and the reader so both check the same bytes.
 *
 * <p>Thread-safety: stateless; the caller owns the {@link CRC32C}.
 */
final class BlockChecksum {
    private BlockChecksum() {
    }

    /**
     * @param crc           a reusable checksum (reset here)
     * @param header        buffer holding the header at {@code headerIndex}
     * @param headerIndex   absolute index of the header
     * @param payload       buffer holding the payload at {@code payloadIndex}
     * @param payloadIndex  absolute index of the payload
     * @param payloadLength stored payload length, bytes
     * @return the checksum as an int
     */
    static int compute(final CRC32C crc, final ByteBuffer header, final int headerIndex, final ByteBuffer payload,
            final int payloadIndex, final int payloadLength) {
        crc.reset();
        update(crc, header, headerIndex, JournalDescriptor.BLOCK_CRC_OFFSET);
        update(crc, header, headerIndex + JournalDescriptor.BLOCK_FIRST_SEQUENCE_OFFSET,
                JournalDescriptor.BLOCK_HEADER_LENGTH - JournalDescriptor.BLOCK_FIRST_SEQUENCE_OFFSET);
        update(crc, payload, payloadIndex, payloadLength);
        return (int) crc.getValue();
    }

    private static void update(final CRC32C crc, final ByteBuffer buffer, final int index, final int length) {
        final int position = buffer.position();
        final int limit = buffer.limit();
        buffer.limit(index + length).position(index);
        crc.update(buffer);
        buffer.limit(limit).position(position);
    }
}
