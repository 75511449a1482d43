package dev.bourse.testkit;

import dev.bourse.storage.StorageFile;
import java.io.IOException;
import java.nio.ByteBuffer;

/** A file that hands every call to another one; override the calls a test watches ({@link ForwardingStorage}). */
public class ForwardingFile implements StorageFile {
    private final StorageFile file;

    /** @param file where the calls go */
    public ForwardingFile(final StorageFile file) {
        this.file = file;
    }

    @Override
    public long size() throws IOException {
        return file.size();
    }

    @Override
    public void read(final ByteBuffer into, final long position) throws IOException {
        file.read(into, position);
    }

    @Override
    public void write(final ByteBuffer from, final long position) throws IOException {
        file.write(from, position);
    }

    @Override
    public void force(final boolean metadata) throws IOException {
        file.force(metadata);
    }

    @Override
    public void truncate(final long size) throws IOException {
        file.truncate(size);
    }

    @Override
    public void close() throws IOException {
        file.close();
    }
}
