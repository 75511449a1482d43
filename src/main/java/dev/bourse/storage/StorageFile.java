package dev.bourse.storage;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * An open file of a {@link Storage}: positional reads and writes, force and truncate. Positions are byte offsets
 * from the start of the file.
 *
 * <p>Thread-safety: one thread at a time.
 */
public interface StorageFile extends Closeable {

    /**
     * @return the file's length, bytes
     * @throws IOException when it cannot be read
     */
    long size() throws IOException;

    /**
     * Fills {@code into} from its position to its limit with the bytes at {@code position}; the buffer's position
     * ends at its limit.
     *
     * @param into     the buffer to fill
     * @param position the file offset of the first byte, &gt;= 0
     * @throws java.io.EOFException when the file ends before the buffer is full
     * @throws IOException          when the file cannot be read
     */
    void read(ByteBuffer into, long position) throws IOException;

    /**
     * Writes every byte from {@code from}'s position to its limit at {@code position}, growing the file if needed;
     * the buffer's position ends at its limit. Not durable until {@link #force}.
     *
     * @param from     the bytes
     * @param position the file offset of the first byte, &gt;= 0
     * @throws IOException when the write fails (the file may then hold any part of it)
     */
    void write(ByteBuffer from, long position) throws IOException;

    /**
     * Makes every write and truncation of this file so far durable.
     *
     * @param metadata whether file metadata beyond what reading the data needs is forced too (fsync rather than
     *                 fdatasync); the length is always forced
     * @throws IOException when the device reports a failure: the written data may then be lost, even if a later
     *                     force succeeds
     */
    void force(boolean metadata) throws IOException;

    /**
     * Shortens the file; not durable until {@link #force}.
     *
     * @param size the new length, bytes, &lt;= {@link #size()}
     * @throws IOException when the file cannot be truncated
     */
    void truncate(long size) throws IOException;
}
