package dev.bourse.bench;

import dev.bourse.config.Durability;
import dev.bourse.journal.JournalDescriptor;
import dev.bourse.journal.JournalRecordCodec;
import dev.bourse.journal.JournalWriter;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.storage.Storage;
import dev.bourse.storage.StorageFile;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.CRC32C;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Factory;

/**
 * Where the journal thread's CPU goes, per command, without a disk: a {@link JournalWriter} (ASYNC) on a storage
 * that drops every write, fed an order stream shaped like the main job's (places, cancels, moves over 2,000 users),
 * in groups of a given size; then each step alone on the same records: encoding them, LZ4-compressing a group,
 * CRC32C over the compressed group. Timed with the thread's CPU clock, so the figures hold on a shared machine; the
 * median of the rounds, ns of CPU per command.
 *
 * <pre>
 *   java -cp target/bourse-benchmarks.jar dev.bourse.bench.JournalCostProbe [groupSize] [rounds]
 * </pre>
 */
public final class JournalCostProbe {
    private static final int COMMANDS = 1 << 20;
    private static final int WARM_ROUNDS = 5;

    private JournalCostProbe() {
    }

    /**
     * @param args commands per group (default 1024), measured rounds (default 11)
     * @throws Exception when the writer fails
     */
    public static void main(final String[] args) throws Exception {
        final int group = args.length > 0 ? Integer.parseInt(args[0]) : 1024;
        final int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 11;
        final CommandSlot[] slots = stream(group);
        final ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        final ByteBuffer raw = ByteBuffer.allocateDirect(group * JournalDescriptor.RECORD_LENGTH)
                .order(ByteOrder.LITTLE_ENDIAN);
        final LZ4Compressor lz4 = LZ4Factory.fastestInstance().fastCompressor();
        final ByteBuffer packed = ByteBuffer.allocateDirect(lz4.maxCompressedLength(raw.capacity()));
        final CRC32C crc = new CRC32C();
        final long[][] ns = new long[4][rounds];
        long sequence = 0;
        long packedBytes = 0;
        final JournalWriter writer = new JournalWriter(new DroppingStorage(), Path.of("probe"), Durability.ASYNC,
                1L << 34, group * JournalDescriptor.RECORD_LENGTH);
        try {
            for (int r = -WARM_ROUNDS; r < rounds; r++) {
                long t = cpu.getCurrentThreadCpuTime();
                for (int i = 0; i < COMMANDS; i++) {
                    final CommandSlot slot = slots[i % group];
                    slot.setSequence(++sequence);
                    writer.append(slot, i % group == group - 1);
                }
                final long writerNs = cpu.getCurrentThreadCpuTime() - t;
                t = cpu.getCurrentThreadCpuTime();
                for (int i = 0; i < COMMANDS; i++) {
                    JournalRecordCodec.encode(slots[i % group], raw, (i % group) * JournalDescriptor.RECORD_LENGTH);
                }
                final long encodeNs = cpu.getCurrentThreadCpuTime() - t;
                t = cpu.getCurrentThreadCpuTime();
                int stored = 0;
                for (int g = 0; g < COMMANDS / group; g++) {
                    stored = lz4.compress(raw, 0, raw.capacity(), packed, 0, packed.capacity());
                }
                final long lz4Ns = cpu.getCurrentThreadCpuTime() - t;
                t = cpu.getCurrentThreadCpuTime();
                for (int g = 0; g < COMMANDS / group; g++) {
                    crc.reset();
                    packed.limit(stored).position(0);
                    crc.update(packed);
                }
                final long crcNs = cpu.getCurrentThreadCpuTime() - t;
                packed.clear();
                packedBytes = stored;
                if (r >= 0) {
                    ns[0][r] = writerNs / COMMANDS;
                    ns[1][r] = encodeNs / COMMANDS;
                    ns[2][r] = lz4Ns / COMMANDS;
                    ns[3][r] = crcNs / COMMANDS;
                }
            }
        } finally {
            writer.close();
        }
        System.out.printf("group %d commands: writer %d ns/command (encode %d, LZ4 %d, CRC32C %d); "
                + "a group of %d bytes compresses to %d (%.1fx)%n", group, median(ns[0]), median(ns[1]),
                median(ns[2]), median(ns[3]), raw.capacity(), packedBytes, (double) raw.capacity() / packedBytes);
    }

    private static long median(final long[] values) {
        final long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** One group's worth of order commands: 40% GTC places, 5% IOC, 15% cancels, 40% moves. */
    private static CommandSlot[] stream(final int group) {
        final SplittableRandom random = new SplittableRandom(42);
        final CommandSlot[] slots = new CommandSlot[group];
        long orderId = 1_000_000;
        long time = 1_700_000_000_000_000_000L;
        for (int i = 0; i < group; i++) {
            final CommandSlot s = new CommandSlot(1);
            final int pick = random.nextInt(100);
            s.setType(pick < 45 ? CommandType.PLACE : pick < 60 ? CommandType.CANCEL : CommandType.MOVE);
            s.setTimestamp(time += 1 + random.nextInt(2_000));
            s.setUid(1 + random.nextInt(2_000));
            s.setSymbol(1 + random.nextInt(8));
            s.setCorrelationId(i);
            if (pick < 45) {
                s.setOrderId(++orderId);
                s.setSide(random.nextInt(2));
                s.setOrderType(pick < 40 ? 0 : 1);
                s.setPrice(10_000 + random.nextInt(400) - 200);
                s.setSize(1 + random.nextInt(50));
            } else {
                s.setOrderId(orderId - random.nextInt(1_000));
                s.setNewPrice(10_000 + random.nextInt(400) - 200);
            }
            slots[i] = s;
        }
        return slots;
    }

    /** A device that takes every write and keeps nothing: the probe measures the CPU, not the disk. */
    private static final class DroppingStorage implements Storage {
        @Override
        public List<Path> list(final Path dir) {
            return List.of();
        }

        @Override
        public boolean isDirectory(final Path path) {
            return true;
        }

        @Override
        public boolean isFile(final Path path) {
            return false;
        }

        @Override
        public void createDirectories(final Path dir) {
            // Nothing kept.
        }

        @Override
        public void createDirectory(final Path dir) {
            // Nothing kept.
        }

        @Override
        public StorageFile create(final Path file) {
            return new DroppingFile();
        }

        @Override
        public StorageFile open(final Path file, final boolean writable) {
            return new DroppingFile();
        }

        @Override
        public byte[] readAll(final Path file) {
            return new byte[0];
        }

        @Override
        public void delete(final Path path) {
            // Nothing kept.
        }

        @Override
        public void moveAtomically(final Path from, final Path to) {
            // Nothing kept.
        }

        @Override
        public void forceDirectory(final Path dir) {
            // Nothing kept.
        }
    }

    /** A file that drops what is written to it. */
    private static final class DroppingFile implements StorageFile {
        @Override
        public long size() {
            return 0;
        }

        @Override
        public void read(final ByteBuffer into, final long position) {
            // Nothing kept.
        }

        @Override
        public void write(final ByteBuffer from, final long position) {
            from.position(from.limit());
        }

        @Override
        public void force(final boolean metadata) {
            // Nothing kept.
        }

        @Override
        public void truncate(final long size) {
            // Nothing kept.
        }

        @Override
        public void close() {
            // Nothing kept.
        }
    }
}
