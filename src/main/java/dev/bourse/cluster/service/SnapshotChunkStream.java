package dev.bourse.cluster.service;

import dev.bourse.cluster.sbe.CoreSnapshotChunkEncoder;
import dev.bourse.cluster.sbe.MessageHeaderEncoder;
import io.aeron.ExclusivePublication;
import java.io.OutputStream;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The core's snapshot stream cut into {@code CoreSnapshotChunk} messages of up to {@link #CHUNK_BYTES} on the cluster's
 * snapshot publication: what {@link dev.bourse.snapshot.StreamSnapshotStore#writingTo} writes into.
 *
 * <p>Thread-safety: the service thread only.
 */
final class SnapshotChunkStream extends OutputStream {
    /** Bytes of core snapshot per message: 32 KiB, far below the snapshot channel's message limit. */
    static final int CHUNK_BYTES = 32 * 1024;

    private final ExclusivePublication publication;
    private final IdleStrategy idle;
    private final byte[] chunk = new byte[CHUNK_BYTES];
    private final UnsafeBuffer message = new UnsafeBuffer(new byte[CHUNK_BYTES + 64]);
    private final MessageHeaderEncoder header = new MessageHeaderEncoder();
    private final CoreSnapshotChunkEncoder encoder = new CoreSnapshotChunkEncoder();
    private int filled;
    private long total;

    /**
     * @param publication the snapshot publication
     * @param idle        what to do while it is back-pressured
     */
    SnapshotChunkStream(final ExclusivePublication publication, final IdleStrategy idle) {
        this.publication = publication;
        this.idle = idle;
    }

    @Override
    public void write(final int b) {
        if (filled == CHUNK_BYTES) {
            send();
        }
        chunk[filled++] = (byte) b;
        total++;
    }

    @Override
    public void write(final byte[] b, final int off, final int len) {
        int at = off;
        int left = len;
        while (left > 0) {
            if (filled == CHUNK_BYTES) {
                send();
            }
            final int n = Math.min(left, CHUNK_BYTES - filled);
            System.arraycopy(b, at, chunk, filled, n);
            filled += n;
            at += n;
            left -= n;
            total += n;
        }
    }

    @Override
    public void flush() {
        if (filled > 0) {
            send();
        }
    }

    /** @return bytes written through this stream */
    long total() {
        return total;
    }

    private void send() {
        encoder.wrapAndApplyHeader(message, 0, header).putBytes(chunk, 0, filled);
        ServiceSnapshot.offer(publication, message, MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength(),
                idle);
        filled = 0;
    }
}
