package dev.bourse.journal;

import dev.bourse.api.TotalsReport;
import dev.bourse.command.CommandSlot;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.core.ExchangeCore;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.testkit.BoundedRun;
import dev.bourse.testkit.ScratchDirectory;
import dev.bourse.testkit.TimeBoxedFuzzTest;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fuzzes the command decoder end to end. The input is cut into journal records
 * ({@link JournalDescriptor#RECORD_LENGTH} bytes each, the last padded with zeros) whose every field is the
 * fuzzer's except the sequence, which starts at 1 and only grows, as in any journal. {@link JournalRecordCodec}
 * decodes each into a slot and {@link JournalWriter} writes them as a journal with valid checksums (one tampered
 * with, or written by a faulty build); then a core recovers from it.
 *
 * <p>The contract: recovery either refuses the journal (the core does not start, and the cause is a
 * {@link JournalCorruptedException} naming a file of the journal) or replays it, each command applied or refused
 * with a result code by the stages, never by an exception they catch; after a replay the core runs, money is
 * conserved and the next command is answered; {@link JournalRecordCodec#describe} describes any record; and nothing
 * sized from the bytes is allocated ({@link BoundedRun}).
 */
class JournalRecordCodecFuzzTest {
    /** Most records per input: enough for symbols, users, deposits and orders that trade. */
    private static final int MAX_RECORDS = 32;

    @TimeBoxedFuzzTest
    void decodedRecordsAreAppliedOrRefusedWithAResultCode(final byte[] input) throws Exception {
        final ByteBuffer records = records(input);
        final int count = records.capacity() / JournalDescriptor.RECORD_LENGTH;
        for (int k = 0; k < count; k++) {
            assertThat(JournalRecordCodec.describe(records, k * JournalDescriptor.RECORD_LENGTH)).startsWith("seq=");
        }
        BoundedRun.run(() -> {
            try (ScratchDirectory scratch = ScratchDirectory.create("codec-fuzz")) {
                final Path dir = scratch.path();
                write(records, count, dir);
                recover(ExchangeCore.builder(config(dir)).riskEngine(new RiskEngine(2, 16))
                        .journal(new JournalWriter(config(dir))).build(),
                        dir);
            }
            return null;
        });
    }

    private static void recover(final ExchangeCore core, final Path dir) throws Exception {
        try {
            core.start();
        } catch (final IllegalStateException refused) {
            assertThat(refused.getCause()).as("a refusal names the file and offset: %s", refused)
                    .isInstanceOfSatisfying(JournalCorruptedException.class,
                            e -> assertThat(e.file().getParent()).isEqualTo(dir));
            assertThat(core.isRunning()).isFalse();
            return;
        }
        try {
            assertThat(core.errors().count()).as("commands refused by an exception: %s", core.errors().last())
                    .isZero();
            assertThat(core.isRunning()).isTrue();
            final TotalsReport totals = core.totals().join();
            assertThat(totals.isBalanced()).as("money conserved after the replay").isTrue();
            assertThat(core.errors().count()).isZero();
        } finally {
            core.stop();
        }
    }

    private static ExchangeConfig config(final Path dir) {
        return ExchangeConfig.builder().threadLayout(ThreadLayout.INLINE).riskShards(2).matchingShards(2)
                .orderBookExpectedOrders(16).riskExpectedUsers(16).journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.ASYNC).build();
    }

    /**
     * The input as whole records; the first record's sequence is 1, as a journal's first segment starts there, and
     * each next one's the previous plus 1 to 4 (gaps are queries).
     */
    private static ByteBuffer records(final byte[] input) {
        final int count = Math.min(MAX_RECORDS, (input.length + JournalDescriptor.RECORD_LENGTH - 1)
                / JournalDescriptor.RECORD_LENGTH);
        final ByteBuffer buffer = ByteBuffer.allocate(count * JournalDescriptor.RECORD_LENGTH)
                .order(ByteOrder.LITTLE_ENDIAN);
        buffer.put(input, 0, Math.min(input.length, buffer.capacity())).clear();
        long sequence = 0;
        for (int k = 0; k < count; k++) {
            final int index = k * JournalDescriptor.RECORD_LENGTH;
            sequence += k == 0 ? 1 : 1 + (buffer.get(index + JournalRecordCodec.SEQUENCE) & 3);
            buffer.putInt(index + JournalRecordCodec.LENGTH, JournalDescriptor.RECORD_LENGTH);
            buffer.putLong(index + JournalRecordCodec.SEQUENCE, sequence);
        }
        return buffer;
    }

    /** Writes the records as a journal: decoded into a slot each, appended by the writer in one block. */
    private static void write(final ByteBuffer records, final int count, final Path dir) throws IOException {
        final JournalWriter writer = new JournalWriter(dir, Durability.ASYNC, 1L << 20, 64 << 10);
        final CommandSlot slot = new CommandSlot(1);
        for (int k = 0; k < count; k++) {
            JournalRecordCodec.decode(records, k * JournalDescriptor.RECORD_LENGTH, slot);
            writer.append(slot, k == count - 1);
        }
        writer.close();
    }
}
