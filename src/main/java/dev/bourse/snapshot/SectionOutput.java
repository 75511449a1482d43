package dev.bourse.snapshot;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Factory;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.DocumentContext;
import net.openhft.chronicle.wire.Wire;

/**
 * Builds one section body ({@link SnapshotDescriptor}): begin marker, type and record count (raw), the header
 * document ({@link #beginHeader}) and the record documents written by the caller through {@link #wire()} (or copied
 * in, already encoded, through {@link #bytes()}), end marker; then compresses it into the file image.
 *
 * <p>Thread-safety: none; one writer.
 */
final class SectionOutput {
    private final int type;
    private final Bytes<byte[]> bytes;
    private final Wire wire;
    private final long countOffset;
    /** The body's bytes from 0 to {@link #bodyLength}; the array may be longer. */
    private byte[] body;
    private int bodyLength;

    /**
     * A compressed file image in an array that may be longer than the image (so that no copy is made to trim it).
     *
     * @param file   the image from index 0
     * @param length its length, bytes
     */
    record Compressed(byte[] file, int length) {
    }

    SectionOutput(final int type, final int expectedBytes) {
        this.type = type;
        this.bytes = Bytes.allocateElasticOnHeap(Math.max(64, expectedBytes));
        bytes.writeLong(SnapshotDescriptor.BEGIN_MARKER);
        bytes.writeInt(type);
        countOffset = bytes.writePosition();
        bytes.writeInt(0);
        wire = SectionWire.over(bytes);
    }

    /**
     * Opens the header document and writes its section type field; the caller adds the section's own header fields
     * and closes it, before any record.
     *
     * @return the open document
     */
    DocumentContext beginHeader() {
        final DocumentContext header = wire.writingDocument();
        SectionWire.field(wire, SectionFields.Header.SECTION, type);
        return header;
    }

    /** Writes a header document with only the section type. */
    void header() {
        beginHeader().close();
    }

    /** @return where the record documents go */
    Wire wire() {
        return wire;
    }

    /** @return the raw body, for appending record documents encoded elsewhere */
    Bytes<byte[]> bytes() {
        return bytes;
    }

    /**
     * Closes the body with the end marker and the record count, and keeps the uncompressed image: the buffer's own
     * array, not a copy of it (a users section of 10 million accounts is over a gigabyte).
     */
    void end(final int recordCount) {
        bytes.writeInt(countOffset, recordCount);
        bytes.writeLong(SnapshotDescriptor.END_MARKER);
        bytes.writeInt(recordCount);
        body = bytes.underlyingObject();
        bodyLength = Math.toIntExact(bytes.writePosition());
        bytes.releaseLast();
    }

    /** @return the uncompressed body length, bytes */
    int bodyLength() {
        return bodyLength;
    }

    /** @return the file image: raw header then the LZ4 block of the body, in an array of its exact length */
    byte[] compress() {
        final Compressed c = compressed();
        return c.length() == c.file().length ? c.file() : Arrays.copyOf(c.file(), c.length());
    }

    /** @return the file image as {@link #compress()} gives it, without the copy that trims its array */
    Compressed compressed() {
        final LZ4Compressor compressor = LZ4Factory.fastestInstance().fastCompressor();
        final int max = compressor.maxCompressedLength(bodyLength);
        final byte[] file = new byte[SnapshotDescriptor.HEADER_LENGTH + max];
        final int n = compressor.compress(body, 0, bodyLength, file, SnapshotDescriptor.HEADER_LENGTH, max);
        final ByteBuffer header = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        header.putInt(SnapshotDescriptor.MAGIC_OFFSET, SnapshotDescriptor.FILE_MAGIC);
        header.putInt(SnapshotDescriptor.VERSION_OFFSET, SnapshotDescriptor.FORMAT_VERSION);
        header.putInt(SnapshotDescriptor.TYPE_OFFSET, type);
        header.putInt(SnapshotDescriptor.BODY_LENGTH_OFFSET, bodyLength);
        return new Compressed(file, SnapshotDescriptor.HEADER_LENGTH + n);
    }
}
