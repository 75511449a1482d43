package dev.bourse.snapshot;

import dev.bourse.api.SymbolSpec;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A snapshot store that is a byte stream, not a directory: one snapshot, its files framed one after another
 * ({@link SnapshotDescriptor}, "Stream"), so that an owner with a stream of its own can carry it; e.g. a clustered
 * service writes a core's snapshot into its snapshot publication when the cluster takes one, and reads it back from
 * the snapshot image when it starts. The files are byte for byte those of a directory snapshot, and loading checks
 * them as the directory loader does, plus the stream's own frame.
 *
 * <p>A store either writes ({@link #writingTo}) or reads ({@link #readingFrom}). Writing sends each section as soon
 * as it is compressed, so at most one section file is held at a time besides the capture. Reading takes the stream up
 * to and including the end mark, and nothing after it; memory grows with the bytes that actually arrive, never with a
 * length the stream merely claims. Neither closes the caller's stream.
 *
 * <p>Thread-safety: one thread at a time.
 */
public final class StreamSnapshotStore implements SnapshotStore {
    private static final int CHUNK = 64 * 1024;
    private static final String LABEL = "snapshot stream";

    private final OutputStream out;
    private final InputStream in;
    /** Reading: the checked snapshot, once read; null before, or when the stream is empty or corrupt. */
    private SnapshotLoader.Verified verified;
    /** Reading: why the stream could not be used; null when it could, or before it was read. */
    private String failure;
    private boolean read;

    private StreamSnapshotStore(final OutputStream out, final InputStream in) {
        this.out = out;
        this.in = in;
    }

    /**
     * @param out receives one snapshot per {@link #write}; flushed after it, never closed here
     * @return a store that writes into {@code out}
     */
    public static StreamSnapshotStore writingTo(final OutputStream out) {
        if (out == null) {
            throw new IllegalArgumentException("a stream store needs a stream to write to");
        }
        return new StreamSnapshotStore(out, null);
    }

    /**
     * @param in holds one snapshot as {@link #write} framed it (or nothing: no snapshot); read up to the end mark on
     *           first use, never closed here
     * @return a store that loads from {@code in}
     */
    public static StreamSnapshotStore readingFrom(final InputStream in) {
        if (in == null) {
            throw new IllegalArgumentException("a stream store needs a stream to read from");
        }
        return new StreamSnapshotStore(null, in);
    }

    @Override
    public WrittenSnapshot write(final CapturedSnapshot cut) {
        if (out == null) {
            throw new UnsupportedOperationException("this snapshot stream store reads; make one with writingTo");
        }
        final long start = System.nanoTime();
        try {
            final byte[] header = new byte[8];
            putInt(header, 0, SnapshotDescriptor.STREAM_MAGIC);
            putInt(header, 4, SnapshotDescriptor.FORMAT_VERSION);
            out.write(header);
            long bytes = header.length;
            final List<SnapshotManifest.Entry> entries = new ArrayList<>();
            for (int i = 0; i < cut.sections().size(); i++) {
                final SectionOutput.Compressed file = cut.sections().get(i).compressed();
                bytes += writeEntry(cut.names().get(i), file.file(), file.length());
                entries.add(new SnapshotManifest.Entry(cut.names().get(i), file.length(),
                        SnapshotManifest.crc(file.file(), file.length())));
            }
            final SnapshotManifest manifest = new SnapshotManifest(SnapshotDescriptor.FORMAT_VERSION, cut.sequence(),
                    cut.timestamp(), cut.trades(), cut.riskShards(), cut.matchingShards(), entries);
            final byte[] manifestBytes = manifest.encode();
            bytes += writeEntry(SnapshotDescriptor.MANIFEST, manifestBytes, manifestBytes.length);
            final byte[] end = new byte[4];
            putInt(end, 0, SnapshotDescriptor.STREAM_END);
            out.write(end);
            out.flush();
            return new WrittenSnapshot(null, manifest, bytes + end.length, cut.bodyBytes(),
                    System.nanoTime() - start, false);
        } catch (final IOException e) {
            throw new UncheckedIOException("snapshot " + cut.sequence() + " into a stream: " + e.getMessage(), e);
        }
    }

    private long writeEntry(final String name, final byte[] file, final int length) throws IOException {
        final byte[] nameBytes = name.getBytes(StandardCharsets.US_ASCII);
        final byte[] frame = new byte[4];
        putInt(frame, 0, nameBytes.length);
        out.write(frame);
        out.write(nameBytes);
        putInt(frame, 0, length);
        out.write(frame);
        out.write(file, 0, length);
        return 8L + nameBytes.length + length;
    }

    @Override
    public List<Long> sequences() {
        readOnce();
        return verified == null ? List.of() : List.of(verified.manifest().sequence());
    }

    @Override
    public LoadedSnapshot tryLoadNewest(final MatchingShard[] matching, final RiskShard[] risk,
            final long maxSequence) {
        if (Integer.bitCount(matching.length) != 1 || Integer.bitCount(risk.length) != 1) {
            throw new IllegalArgumentException("shard counts must be powers of two: " + matching.length + ", "
                    + risk.length);
        }
        final long start = System.nanoTime();
        readOnce();
        if (failure != null) {
            return new LoadedSnapshot(null, null, List.of(), List.of(failure), System.nanoTime() - start);
        }
        if (verified == null || verified.manifest().sequence() > maxSequence) {
            return null;
        }
        final List<SymbolSpec> specs = SnapshotLoader.restoreChecked(verified, matching, risk);
        return new LoadedSnapshot(null, verified.manifest(), specs, List.of(), System.nanoTime() - start);
    }

    /** Reads and checks the stream on first use; remembers the snapshot or why there is none. */
    private void readOnce() {
        if (in == null) {
            throw new UnsupportedOperationException("this snapshot stream store writes; make one with readingFrom");
        }
        if (read) {
            return;
        }
        read = true;
        try {
            final Map<String, byte[]> files = readFiles();
            if (files != null) {
                verified = SnapshotLoader.verify(new SnapshotLoader.SectionSource() {
                    @Override
                    public String label(final String name) {
                        return LABEL + ": " + name;
                    }

                    @Override
                    public byte[] bytes(final String name) {
                        final byte[] b = files.get(name);
                        if (b == null) {
                            throw new SnapshotException(LABEL + ": " + name + ": missing");
                        }
                        return b;
                    }
                }, -1);
            }
        } catch (final SnapshotException e) {
            failure = e.getMessage();
        } catch (final IOException e) {
            failure = LABEL + ": unreadable (" + e.getMessage() + ")";
        }
    }

    /** @return the stream's files by name, or null when the stream is empty */
    private Map<String, byte[]> readFiles() throws IOException {
        final byte[] first = new byte[4];
        final int got = in.readNBytes(first, 0, 4);
        if (got == 0) {
            return null;
        }
        check(got == 4 && getInt(first) == SnapshotDescriptor.STREAM_MAGIC, "bad magic: not a Bourse snapshot stream");
        final int version = readInt("format version");
        check(SnapshotDescriptor.readable(version), SnapshotDescriptor.unsupportedVersion(version));
        final Map<String, byte[]> files = new HashMap<>();
        while (true) {
            final int nameLength = readInt("a file's name length or the end mark");
            if (nameLength == SnapshotDescriptor.STREAM_END) {
                check(files.containsKey(SnapshotDescriptor.MANIFEST), "ends without a manifest");
                return files;
            }
            check(nameLength >= 1 && nameLength <= SnapshotDescriptor.STREAM_MAX_NAME, "file name length "
                    + nameLength + " after " + files.size() + " files: corrupt frame");
            final String name = new String(readExactly(nameLength, "a file name"), StandardCharsets.US_ASCII);
            check(!files.containsKey(name), "file '" + name + "' twice");
            final int length = readInt("the length of '" + name + "'");
            check(length >= 0, "file '" + name + "': length " + length);
            files.put(name, readExactly(length, "file '" + name + "'"));
        }
    }

    private int readInt(final String what) throws IOException {
        return getInt(readExactly(4, what));
    }

    /** Reads {@code n} bytes, allocating only as they arrive; a stream ending first is corrupt. */
    private byte[] readExactly(final int n, final String what) throws IOException {
        if (n <= CHUNK) {
            final byte[] b = in.readNBytes(n);
            check(b.length == n, "ends early, in " + what + " (" + b.length + " of " + n + " bytes)");
            return b;
        }
        final ByteArrayOutputStream buffer = new ByteArrayOutputStream(CHUNK);
        final byte[] chunk = new byte[CHUNK];
        int left = n;
        while (left > 0) {
            final int got = in.readNBytes(chunk, 0, Math.min(CHUNK, left));
            check(got > 0, "ends early, in " + what + " (" + (n - left) + " of " + n + " bytes)");
            buffer.write(chunk, 0, got);
            left -= got;
        }
        return buffer.toByteArray();
    }

    private static void check(final boolean ok, final String problem) {
        if (!ok) {
            throw new SnapshotException(LABEL + ": " + problem);
        }
    }

    private static void putInt(final byte[] b, final int at, final int v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
        b[at + 2] = (byte) (v >>> 16);
        b[at + 3] = (byte) (v >>> 24);
    }

    private static int getInt(final byte[] b) {
        return (b[0] & 0xFF) | (b[1] & 0xFF) << 8 | (b[2] & 0xFF) << 16 | (b[3] & 0xFF) << 24;
    }

    @Override
    public String toString() {
        return LABEL;
    }
}
