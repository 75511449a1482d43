package dev.bourse.snapshot;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Prints one section file of a snapshot as text, for people: the section's frame is checked as the loader checks it
 * ({@link SnapshotDescriptor}: header, LZ4, markers, record counts), then its header document and first records are
 * printed the way Chronicle-Wire prints binary documents, one numbered field per line (the numbers are listed in
 * {@link SnapshotDescriptor}).
 *
 * <p>Thread-safety: stateless.
 */
public final class SectionPrinter {
    private SectionPrinter() {
    }

    /**
     * @param file       a section file ({@code specs}, {@code book-<id>}, {@code users}, {@code orders},
     *                   {@code totals})
     * @param maxRecords how many records to print after the header, &gt;= 0
     * @return a summary line, then the documents
     * @throws SnapshotException naming the file, if it is unreadable or fails a check
     */
    public static String print(final Path file, final int maxRecords) {
        if (maxRecords < 0) {
            throw new IllegalArgumentException("maxRecords: must be >= 0 (was " + maxRecords + ")");
        }
        final byte[] content;
        try {
            content = Files.readAllBytes(file);
        } catch (final NoSuchFileException e) {
            throw new SnapshotException(file + ": missing", e);
        } catch (final IOException e) {
            throw new SnapshotException(file + ": unreadable (" + e.getMessage() + ")", e);
        }
        if (content.length < SnapshotDescriptor.HEADER_LENGTH) {
            throw new SnapshotException(file + ": " + content.length + " bytes, shorter than the header");
        }
        final int type = ByteBuffer.wrap(content).order(ByteOrder.LITTLE_ENDIAN)
                .getInt(SnapshotDescriptor.TYPE_OFFSET);
        final SectionInput in = SectionInput.open(file.toString(), content, type);
        return "# " + file + ": section type " + type + ", format version " + in.version()
                + ", " + in.recordCount() + " records, showing " + Math.min(maxRecords, in.recordCount()) + "\n"
                + in.toText(maxRecords);
    }
}
