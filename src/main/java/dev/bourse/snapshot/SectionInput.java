package dev.bourse.snapshot;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.DocumentContext;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.Wires;

/**
 * Checks and opens one section file image ({@link SnapshotDescriptor}): header, decompression, begin marker, type,
 * end marker, the repeated record count and the header document. Only a body that passed every check is handed out;
 * its records are then read one document at a time ({@link #nextRecord}).
 *
 * <p>Thread-safety: none.
 */
final class SectionInput {
    /**
     * An LZ4 block decompresses to at most 255 times its size (a match grows by 255 bytes per length byte), so a
     * header claiming more is corrupt, and is refused before the body is allocated.
     */
    private static final long LZ4_MAX_EXPANSION = 255;
    private final String name;
    private final int version;
    private final int recordCount;
    private final Bytes<byte[]> bytes;
    private final Wire wire;
    private final WireRecord header = new WireRecord("header", WireRecord.fields(SectionFields.Header.SECTION,
            SectionFields.Header.SYMBOL_ID, SectionFields.Header.LAST_TRADE_PRICE,
            SectionFields.Header.ACCEPTANCE_COUNTER, SectionFields.Header.RISK_SHARDS), 0);
    private int recordsRead;

    private SectionInput(final String name, final int version, final int recordCount, final Bytes<byte[]> bytes) {
        this.name = name;
        this.version = version;
        this.recordCount = recordCount;
        this.bytes = bytes;
        this.wire = SectionWire.over(bytes);
    }

    /**
     * @param name  the file's name, for messages
     * @param file  the file image
     * @param type  the expected section type
     * @return the opened body, positioned at the first record
     * @throws SnapshotException naming the file and what is wrong
     */
    static SectionInput open(final String name, final byte[] file, final int type) {
        if (file.length < SnapshotDescriptor.HEADER_LENGTH) {
            throw new SnapshotException(name + ": " + file.length + " bytes, shorter than the header");
        }
        final ByteBuffer header = ByteBuffer.wrap(file).order(ByteOrder.LITTLE_ENDIAN);
        check(header.getInt(SnapshotDescriptor.MAGIC_OFFSET) == SnapshotDescriptor.FILE_MAGIC, name, "bad magic");
        final int version = header.getInt(SnapshotDescriptor.VERSION_OFFSET);
        check(SnapshotDescriptor.readable(version), name, SnapshotDescriptor.unsupportedVersion(version));
        final int actualType = header.getInt(SnapshotDescriptor.TYPE_OFFSET);
        check(actualType == type, name, "section type " + actualType + ", expected " + type);
        final int length = header.getInt(SnapshotDescriptor.BODY_LENGTH_OFFSET);
        check(length >= 28, name, "body length " + length + ", too short for its begin and end markers");
        final int stored = file.length - SnapshotDescriptor.HEADER_LENGTH;
        check(length <= LZ4_MAX_EXPANSION * stored, name, "body length " + length + ", more than " + stored
                + " bytes of LZ4 block can hold");
        final byte[] body = new byte[length];
        try {
            final int n = LZ4Factory.fastestInstance().safeDecompressor().decompress(file,
                    SnapshotDescriptor.HEADER_LENGTH, file.length - SnapshotDescriptor.HEADER_LENGTH, body, 0, length);
            check(n == length, name, "body decompressed to " + n + " bytes, header says " + length);
        } catch (final LZ4Exception e) {
            throw new SnapshotException(name + ": corrupt LZ4 block (" + e.getMessage() + ")", e);
        }
        final ByteBuffer tail = ByteBuffer.wrap(body).order(ByteOrder.nativeOrder());
        check(tail.getLong(0) == SnapshotDescriptor.BEGIN_MARKER, name, "begin marker missing");
        check(tail.getInt(8) == type, name, "body section type " + tail.getInt(8));
        final int count = tail.getInt(12);
        check(tail.getLong(length - 12) == SnapshotDescriptor.END_MARKER, name, "end marker missing");
        check(tail.getInt(length - 4) == count, name, "record counts differ at begin and end");
        final Bytes<byte[]> bytes = Bytes.wrapForRead(body);
        bytes.readPosition(16);
        bytes.readLimit(length - 12L);
        final SectionInput in = new SectionInput(name, version, count, bytes);
        if (version > LegacySectionReader.VERSION) {
            in.readHeader(type);
        }
        return in;
    }

    private void readHeader(final int type) {
        try {
            final DocumentContext doc = wire.readingDocument();
            try {
                check(doc.isPresent() && doc.isData(), name, "header document missing");
                header.read(wire).require(name, WireRecord.fields(SectionFields.Header.SECTION));
            } finally {
                doc.close();
            }
        } catch (final SnapshotException e) {
            throw e;
        } catch (final Exception e) {
            // Chronicle Wire refuses malformed bytes with its own unchecked exceptions.
            throw new SnapshotException(name + ": header document unreadable (" + e + ")", e);
        }
        final long actual = header.get(SectionFields.Header.SECTION);
        check(actual == type, name, "header section type " + actual + ", expected " + type);
    }

    /**
     * @param field a {@link SectionFields.Header} field
     * @return its value in the header document
     * @throws SnapshotException if the header lacks it
     */
    long header(final int field) {
        header.require(name, WireRecord.fields(field));
        return header.get(field);
    }

    /**
     * Opens the next record document; the caller reads its fields from {@link #wire()} and closes it, which skips
     * whatever fields it did not read.
     *
     * @return the open document
     * @throws SnapshotException if all {@link #recordCount()} records were read, or the next one is missing
     */
    DocumentContext nextRecord() {
        check(recordsRead < recordCount, name, "more than " + recordCount + " records read");
        final DocumentContext doc = wire.readingDocument();
        if (!doc.isPresent() || !doc.isData()) {
            doc.close();
            throw new SnapshotException(name + ": record " + recordsRead + " of " + recordCount + " missing");
        }
        recordsRead++;
        return doc;
    }

    /**
     * @param maxRecords how many record documents to include, &gt;= 0
     * @return the header document and the first records as Wire prints them (numbered fields, one per line); does
     *     not move the read position
     */
    String toText(final int maxRecords) {
        if (version == LegacySectionReader.VERSION) {
            return "# version 1 body: raw Chronicle Bytes records, not Wire documents\n";
        }
        final long start = 16;
        long end = start;
        final int documents = 1 + Math.min(maxRecords, recordCount);
        for (int i = 0; i < documents && end + 4 <= bytes.readLimit(); i++) {
            end += 4 + Wires.lengthOf(bytes.readInt(end));
        }
        return Wires.fromSizePrefixedBlobs(bytes, start, Math.min(end, bytes.readLimit()) - start);
    }

    /** @return the Wire the records are read from */
    Wire wire() {
        return wire;
    }

    /** @return the file's name */
    String name() {
        return name;
    }

    /** @return the format version in the file's header */
    int version() {
        return version;
    }

    /**
     * @return a version 1 body's records as raw bytes, for {@link LegacySectionReader}
     * @throws IllegalStateException for a body of another version
     */
    Bytes<byte[]> legacyBytes() {
        if (version != LegacySectionReader.VERSION) {
            throw new IllegalStateException(name + ": version " + version + " is not read as raw bytes");
        }
        return bytes;
    }

    /** @return the number of records, from the markers */
    int recordCount() {
        return recordCount;
    }

    /**
     * Checks that the reader consumed the records exactly.
     *
     * @throws SnapshotException if records were left unread, or bytes after the last record
     */
    void finish() {
        check(version == LegacySectionReader.VERSION || recordsRead == recordCount, name,
                recordsRead + " of " + recordCount + " records read");
        check(bytes.readRemaining() == 0, name, bytes.readRemaining() + " bytes left after the last record");
        bytes.releaseLast();
    }

    private static void check(final boolean ok, final String name, final String what) {
        if (!ok) {
            throw new SnapshotException(name + ": " + what);
        }
    }
}
