package dev.bourse.snapshot;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * The manifest of one snapshot: what it is (sequence, cut timestamp, writer's layout, format version) and which
 * section files it holds, each with its length and CRC32C. Text format in {@link SnapshotDescriptor}.
 *
 * @param formatVersion  {@link SnapshotDescriptor#FORMAT_VERSION} at write time
 * @param sequence       the last command sequence included in the snapshot, &gt;= 0
 * @param timestamp      the cut's command timestamp, ns
 * @param trades         trades reported through {@code sequence}: trade ids continue from it after a restore
 * @param riskShards     risk shard count of the writer (information only; any layout can load it)
 * @param matchingShards matching shard count of the writer (information only)
 * @param files          the section files, in writing order
 */
public record SnapshotManifest(int formatVersion, long sequence, long timestamp, long trades, int riskShards,
        int matchingShards, List<Entry> files) {

    /**
     * One section file.
     *
     * @param name   file name inside the snapshot directory
     * @param length bytes
     * @param crc32c CRC32C of the whole file
     */
    public record Entry(String name, long length, int crc32c) {
    }

    /**
     * Copies the list, so the manifest is immutable.
     *
     * @param formatVersion  format version
     * @param sequence       sequence
     * @param timestamp      ns
     * @param trades         trades through the sequence
     * @param riskShards     writer's risk shards
     * @param matchingShards writer's matching shards
     * @param files          section files
     */
    public SnapshotManifest {
        files = List.copyOf(files);
    }

    /** @return the manifest's text, ending with its own CRC32C line, as UTF-8 */
    public byte[] encode() {
        final StringBuilder s = new StringBuilder(128 + 64 * files.size());
        s.append(SnapshotDescriptor.MANIFEST_HEADER).append('\n');
        s.append("formatVersion=").append(formatVersion).append('\n');
        s.append("sequence=").append(sequence).append('\n');
        s.append("timestamp=").append(timestamp).append('\n');
        s.append("trades=").append(trades).append('\n');
        s.append("riskShards=").append(riskShards).append('\n');
        s.append("matchingShards=").append(matchingShards).append('\n');
        s.append("files=").append(files.size()).append('\n');
        for (int i = 0; i < files.size(); i++) {
            final Entry e = files.get(i);
            s.append("file.").append(i).append('=').append(e.name()).append(',').append(e.length()).append(',')
                    .append(Integer.toHexString(e.crc32c())).append('\n');
        }
        final byte[] body = s.toString().getBytes(StandardCharsets.UTF_8);
        final String crcLine = "manifestCrc32c=" + Integer.toHexString(crc(body, body.length)) + "\n";
        final byte[] tail = crcLine.getBytes(StandardCharsets.UTF_8);
        final byte[] all = new byte[body.length + tail.length];
        System.arraycopy(body, 0, all, 0, body.length);
        System.arraycopy(tail, 0, all, body.length, tail.length);
        return all;
    }

    /**
     * Parses and checks a manifest.
     *
     * @param where the manifest's path, for messages
     * @param bytes the file's content
     * @return the manifest
     * @throws SnapshotException naming {@code where} and the first problem found
     */
    public static SnapshotManifest parse(final String where, final byte[] bytes) {
        final String text = new String(bytes, StandardCharsets.UTF_8);
        if (!Arrays.equals(text.getBytes(StandardCharsets.UTF_8), bytes)) {
            throw new SnapshotException(where + ": not UTF-8 text");
        }
        final int crcAt = text.lastIndexOf("manifestCrc32c=");
        if (crcAt < 0 || !text.endsWith("\n")) {
            throw new SnapshotException(where + ": no manifestCrc32c line (truncated?)");
        }
        final int bodyLength = text.substring(0, crcAt).getBytes(StandardCharsets.UTF_8).length;
        final int expected = (int) parseHex(where, text.substring(crcAt + 15, text.length() - 1));
        if (crc(bytes, bodyLength) != expected) {
            throw new SnapshotException(where + ": manifest CRC32C mismatch");
        }
        final String[] lines = text.substring(0, crcAt).split("\n");
        if (lines.length < 8 || !lines[0].equals(SnapshotDescriptor.MANIFEST_HEADER)) {
            throw new SnapshotException(where + ": not a snapshot manifest");
        }
        final int version = (int) number(where, lines[1], "formatVersion");
        if (!SnapshotDescriptor.readable(version)) {
            throw new SnapshotException(where + ": " + SnapshotDescriptor.unsupportedVersion(version));
        }
        final long count = number(where, lines[7], "files");
        if (lines.length != 8 + count) {
            throw new SnapshotException(where + ": " + count + " files announced, " + (lines.length - 8) + " listed");
        }
        final List<Entry> files = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            final String[] parts = value(where, lines[8 + i], "file." + i).split(",");
            if (parts.length != 3 || parts[0].isEmpty() || parts[0].contains("/") || parts[0].contains("..")) {
                throw new SnapshotException(where + ": bad file line '" + lines[8 + i] + "'");
            }
            files.add(new Entry(parts[0], parseLong(where, parts[1]), (int) parseHex(where, parts[2])));
        }
        return new SnapshotManifest(version, number(where, lines[2], "sequence"), number(where, lines[3], "timestamp"),
                number(where, lines[4], "trades"), (int) number(where, lines[5], "riskShards"),
                (int) number(where, lines[6], "matchingShards"), files);
    }

    private static String value(final String where, final String line, final String key) {
        if (!line.startsWith(key + "=")) {
            throw new SnapshotException(where + ": expected '" + key + "=' but found '" + line + "'");
        }
        return line.substring(key.length() + 1);
    }

    private static long number(final String where, final String line, final String key) {
        return parseLong(where, value(where, line, key));
    }

    private static long parseLong(final String where, final String s) {
        try {
            return Long.parseLong(s);
        } catch (final NumberFormatException e) {
            throw new SnapshotException(where + ": bad number '" + s + "'", e);
        }
    }

    private static long parseHex(final String where, final String s) {
        try {
            return Long.parseLong(s, 16);
        } catch (final NumberFormatException e) {
            throw new SnapshotException(where + ": bad hex number '" + s + "'", e);
        }
    }

    /**
     * @param bytes  data
     * @param length bytes to cover from offset 0
     * @return their CRC32C
     */
    static int crc(final byte[] bytes, final int length) {
        final CRC32C crc = new CRC32C();
        crc.update(bytes, 0, length);
        return (int) crc.getValue();
    }
}
