package dev.bourse.bench.peer;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * What one open-loop run measured, in the JVM of the engine it ran on, and its one-line text form, in which a child
 * JVM reports it to the benchmark ({@link #encode()}, {@link #decode(String)}).
 *
 * @param planned    commands the run planned: rate × length
 * @param sent       commands it sent, all with a result; fewer than planned when the sender fell too far behind
 * @param refused    commands the engine refused (none on the comparison's stream, where every command succeeds)
 * @param spanNanos  from the first command's intended send time to the last result, ns
 * @param latencies  every command's latency from its intended send time, ns
 */
public record OpenLoopRun(long planned, long sent, long refused, long spanNanos, Histogram latencies) {
    /** The first word of the text form. */
    public static final String TAG = "result";
    private static final int FIELDS = 6;

    /**
     * @throws IllegalArgumentException when the counts are negative or inconsistent
     */
    public OpenLoopRun {
        if (planned < 0 || sent < 0 || sent > planned || refused < 0 || refused > sent || spanNanos < 0) {
            throw new IllegalArgumentException("inconsistent run: planned " + planned + ", sent " + sent
                    + ", refused " + refused + ", span " + spanNanos);
        }
        if (latencies.getTotalCount() != sent) {
            throw new IllegalArgumentException(sent + " commands sent but " + latencies.getTotalCount()
                    + " latencies");
        }
    }

    /** @return commands completed per second over the span, 0 when nothing was sent */
    public double achievedRate() {
        return spanNanos == 0 ? 0 : sent * 1e9 / spanNanos;
    }

    /** @return {@code result planned sent refused spanNanos histogram}, the histogram compressed in Base64 */
    public String encode() {
        final ByteBuffer buffer = ByteBuffer.allocate(latencies.getNeededByteBufferCapacity());
        final int length = latencies.encodeIntoCompressedByteBuffer(buffer);
        final byte[] bytes = new byte[length];
        buffer.flip();
        buffer.get(bytes);
        return TAG + ' ' + planned + ' ' + sent + ' ' + refused + ' ' + spanNanos + ' '
                + Base64.getEncoder().encodeToString(bytes);
    }

    /**
     * @param line a line {@link #encode()} wrote
     * @return the run
     * @throws IllegalArgumentException when the line is not such a line
     */
    public static OpenLoopRun decode(final String line) {
        final String[] f = line.split(" ");
        if (f.length != FIELDS || !TAG.equals(f[0])) {
            throw new IllegalArgumentException("not a run result: " + abbreviate(line));
        }
        try {
            final Histogram h = Histogram.decodeFromCompressedByteBuffer(
                    ByteBuffer.wrap(Base64.getDecoder().decode(f[5])), 0);
            return new OpenLoopRun(Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]),
                    Long.parseLong(f[4]), h);
        } catch (final DataFormatException e) {
            throw new IllegalArgumentException("bad histogram in a run result: " + e.getMessage(), e);
        }
    }

    private static String abbreviate(final String line) {
        return line.length() <= 200 ? line : line.substring(0, 200) + "...";
    }
}
