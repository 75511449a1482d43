package dev.bourse.snapshot;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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
    private byte[] body;

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

    /** Closes the body with the end marker and the record count, and keeps the uncompressed image. */
    void end(final int recordCount) {
        bytes.writeInt(countOffset, recordCount);
        bytes.writeLong(SnapshotDescriptor.END_MARKER);
        bytes.writeInt(recordCount);
        body = bytes.toByteArray();
        bytes.releaseLast();
    }

    /** @return the uncompressed body length, bytes */
    int bodyLength() {
        return body.length;
    }

    /** @return the file image: raw header then the LZ4 block of the body */
    byte[] compress() {
        final LZ4Compressor compressor = LZ4Factory.fastestInstance().fastCompressor();
        final int max = compressor.maxCompressedLength(body.length);
        final byte[] file = new byte[SnapshotDescriptor.HEADER_LENGTH + max];
        final int n = compressor.compress(body, 0, body.length, file, SnapshotDescriptor.HEADER_LENGTH, max);
        final ByteBuffer header = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        header.putInt(SnapshotDescriptor.MAGIC_OFFSET, SnapshotDescriptor.FILE_MAGIC);
        header.putInt(SnapshotDescriptor.VERSION_OFFSET, SnapshotDescriptor.FORMAT_VERSION);
        header.putInt(SnapshotDescriptor.TYPE_OFFSET, type);
        header.putInt(SnapshotDescriptor.BODY_LENGTH_OFFSET, body.length);
        final byte[] exact = new byte[SnapshotDescriptor.HEADER_LENGTH + n];
        System.arraycopy(file, 0, exact, 0, exact.length);
        return exact;
    }
}
