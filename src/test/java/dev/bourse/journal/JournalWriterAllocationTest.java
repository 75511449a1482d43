package dev.bourse.journal;

import dev.bourse.command.CommandSlot;
import dev.bourse.config.Durability;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class JournalWriterAllocationTest {
    @TempDir
    Path dir;

    @Test
    void appendingAndWritingBlocksAllocatesNothingOnceWarm() throws IOException {
        final com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        final JournalWriter writer = new JournalWriter(dir, Durability.ASYNC, 1L << 30, 4096);
        final CommandSlot place = JournalFixture.place(1);
        final CommandSlot query = JournalFixture.query(1);
        long sequence = 0;
        for (int i = 0; i < 20_000; i++) {
            sequence = appendOne(writer, place, query, sequence, i);
        }
        final long tid = Thread.currentThread().getId();
        final long before = threads.getThreadAllocatedBytes(tid);
        for (int i = 0; i < 20_000; i++) {
            sequence = appendOne(writer, place, query, sequence, i);
        }
        final long allocated = threads.getThreadAllocatedBytes(tid) - before;
        writer.close();
        assertThat(allocated).as("bytes allocated by 20,000 appends and their blocks").isLessThan(1024);
        assertThat(new JournalReader(dir).read(1, null, false).lastSequence()).isEqualTo(sequence);
    }

    private static long appendOne(final JournalWriter writer, final CommandSlot place, final CommandSlot query,
            final long sequence, final int i) throws IOException {
        final long next = sequence + 1;
        final CommandSlot slot = i % 7 == 3 ? query : place;
        slot.setSequence(next);
        slot.setTimestamp(next);
        slot.setOrderId(next);
        writer.append(slot, i % 16 == 15 || slot == place && i % 16 == 14);
        return next;
    }
}
