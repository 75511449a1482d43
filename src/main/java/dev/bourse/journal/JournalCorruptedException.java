package dev.bourse.journal;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The journal cannot be trusted past a point that is not its tail: a checksum failure before the last block, a
 * missing segment, a sequence gap, or a malformed header. Recovery refuses to start; the message names the file
 * and the byte offset of the problem.
 *
 * <p>Thread-safety: immutable.
 */
public final class JournalCorruptedException extends IOException {
    private static final long serialVersionUID = 1L;
    private final transient Path file;
    private final long offset;

    /**
     * @param file   the segment file where the problem is
     * @param offset byte offset in that file, &gt;= 0
     * @param reason what is wrong
     */
    public JournalCorruptedException(final Path file, final long offset, final String reason) {
        super("journal corrupted in " + file + " at byte offset " + offset + ": " + reason);
        this.file = file;
        this.offset = offset;
    }

    /** @return the segment file where the problem is */
    public Path file() {
        return file;
    }

    /** @return the byte offset of the problem in {@link #file()} */
    public long offset() {
        return offset;
    }
}
