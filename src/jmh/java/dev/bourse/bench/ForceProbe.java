package dev.bourse.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * The floor the disk sets under a forced journal: appends blocks of one size to a file and forces each with
 * {@code force(false)} ({@code fdatasync}), as a GROUP_COMMIT journal does per group, and prints the percentiles of
 * one append plus its force, in microseconds. With {@code prealloc} the file is first filled with zeros and forced,
 * so each force finds the blocks allocated and the size unchanged: the difference to an append is what a force pays
 * for the file's metadata. With {@code sparse} the file is only given its final length first (no blocks allocated),
 * so each force still allocates blocks but never changes the size.
 *
 * <pre>
 *   java -cp target/bourse-benchmarks.jar dev.bourse.bench.ForceProbe [dir] [blockBytes] [count] [append|prealloc|sparse]
 * </pre>
 * Defaults: the temporary directory, 16384 bytes, 2000 forces, append. The file is deleted afterwards.
 */
public final class ForceProbe {
    private ForceProbe() {
    }

    /**
     * @param args directory, block bytes (&gt; 0), forces (&gt; 0), {@code append}, {@code prealloc} or {@code sparse}
     * @throws IOException when the file cannot be written
     */
    public static void main(final String[] args) throws IOException {
        final Path dir = Path.of(args.length > 0 ? args[0] : System.getProperty("java.io.tmpdir"));
        final int blockBytes = args.length > 1 ? Integer.parseInt(args[1]) : 16_384;
        final int count = args.length > 2 ? Integer.parseInt(args[2]) : 2_000;
        final String mode = args.length > 3 ? args[3] : "append";
        final boolean prealloc = "prealloc".equals(mode);
        final Path file = Files.createTempFile(dir, "force-probe", ".dat");
        final ByteBuffer block = ByteBuffer.allocateDirect(blockBytes);
        for (int i = 0; i < blockBytes; i++) {
            block.put(i, (byte) (i * 31 + 7));
        }
        final long[] micros = new long[count];
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            if (prealloc) {
                final ByteBuffer zeros = ByteBuffer.allocateDirect(1 << 20);
                for (long p = 0; p < (long) blockBytes * count; p += zeros.capacity()) {
                    zeros.clear();
                    channel.write(zeros, p);
                }
                channel.force(true);
            } else if ("sparse".equals(mode)) {
                channel.write(ByteBuffer.allocate(1), (long) blockBytes * count - 1);
                channel.force(true);
            }
            for (int i = 0; i < count; i++) {
                final long start = System.nanoTime();
                block.clear();
                channel.write(block, (long) i * blockBytes);
                channel.force(false);
                micros[i] = (System.nanoTime() - start) / 1_000;
            }
        } finally {
            Files.deleteIfExists(file);
        }
        Arrays.sort(micros);
        System.out.printf("%s %d bytes x %d: p50 %d p90 %d p99 %d p99.9 %d max %d us%n", mode,
                blockBytes, count, micros[count / 2], micros[count * 9 / 10], micros[count * 99 / 100],
                micros[count * 999 / 1000], micros[count - 1]);
    }
}
