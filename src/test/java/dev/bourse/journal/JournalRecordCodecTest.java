package dev.bourse.journal;

import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class JournalRecordCodecTest {
    /** Slot fields that are outcomes or plumbing, not a command's input: the only ones the journal may skip. */
    private static final Set<String> NOT_RECORDED = Set.of("resultCode", "duplicate", "events", "future",
            "replay", "query", "snapshot",
            // Decoded by their setters from the recorded codes (command.SlotDecodeTest), so never recorded themselves.
            "sideValue", "orderTypeValue", "stpValue");
    /** Order commands' fields recorded where a symbol command has its scales (tested apart, by command type). */
    private static final Set<String> ORDER_OVERLAY = Set.of("idempotencyKey", "requestHash");

    private static List<Field> recordedFields() {
        final List<Field> fields = new ArrayList<>();
        for (final Field f : CommandSlot.class.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers()) && !NOT_RECORDED.contains(f.getName())
                    && !ORDER_OVERLAY.contains(f.getName())) {
                f.setAccessible(true);
                fields.add(f);
            }
        }
        return fields;
    }

    @Test
    void everyInputFieldOfTheSlotSurvivesEncodeAndDecode() throws IllegalAccessException {
        final List<Field> fields = recordedFields();
        assertThat(fields).extracting(Field::getName).contains("uid", "price", "sequence", "timestamp",
                "correlationId", "currency");
        for (int k = 0; k < fields.size(); k++) {
            final CommandSlot in = new CommandSlot(1);
            final Field probe = fields.get(k);
            for (int i = 0; i < fields.size(); i++) {
                setDistinct(fields.get(i), in, i == k ? 0x7A5A_0000 + 31L * k : 1000L + i);
            }
            final ByteBuffer buffer = ByteBuffer.allocate(JournalDescriptor.RECORD_LENGTH + 16)
                    .order(ByteOrder.LITTLE_ENDIAN);
            JournalRecordCodec.encode(in, buffer, 16);
            final CommandSlot out = new CommandSlot(1);
            JournalRecordCodec.decode(buffer, 16, out);
            for (final Field f : fields) {
                assertThat(f.get(out)).as("field %s (probing %s)", f.getName(), probe.getName()).isEqualTo(f.get(in));
            }
        }
    }

    private static void setDistinct(final Field f, final CommandSlot slot, final long value)
            throws IllegalAccessException {
        if (f.getType() == long.class) {
            f.setLong(slot, value * 0x1_0000_0001L);
        } else if (f.getType() == int.class) {
            f.setInt(slot, (int) value);
        } else {
            throw new AssertionError("slot field " + f.getName() + " of type " + f.getType()
                    + ": teach JournalRecordCodec (and this test) to record it");
        }
    }

    @Test
    void orderCommandsRecordTheirIdempotencyKeyAndOtherCommandsTheirScales() {
        for (final int type : new int[] {CommandType.PLACE, CommandType.CANCEL, CommandType.MOVE, CommandType.REDUCE,
            CommandType.REPLACE, CommandType.MASS_CANCEL}) {
            final CommandSlot in = new CommandSlot(1);
            in.setType(type);
            in.setIdempotencyKey(-0x1234_5678_9ABC_DEF0L);
            in.setRequestHash(Long.MAX_VALUE - type);
            final CommandSlot out = roundTrip(in);
            assertThat(out.idempotencyKey()).as(CommandType.name(type)).isEqualTo(-0x1234_5678_9ABC_DEF0L);
            assertThat(out.requestHash()).isEqualTo(Long.MAX_VALUE - type);
            assertThat(out.baseScale()).isZero();
            assertThat(out.quoteScale()).isZero();
        }
        final CommandSlot spec = new CommandSlot(1);
        spec.setType(CommandType.ADD_SYMBOL);
        spec.setBaseScale(100);
        spec.setQuoteScale(10);
        final CommandSlot out = roundTrip(spec);
        assertThat(out.baseScale()).isEqualTo(100);
        assertThat(out.quoteScale()).isEqualTo(10);
        assertThat(out.idempotencyKey()).isZero();
        assertThat(out.requestHash()).isZero();
    }

    private static CommandSlot roundTrip(final CommandSlot in) {
        final ByteBuffer buffer = ByteBuffer.allocate(JournalDescriptor.RECORD_LENGTH).order(ByteOrder.LITTLE_ENDIAN);
        JournalRecordCodec.encode(in, buffer, 0);
        final CommandSlot out = new CommandSlot(1);
        out.setIdempotencyKey(99);
        out.setBaseScale(99);
        JournalRecordCodec.decode(buffer, 0, out);
        return out;
    }

    @Test
    void negativeAndExtremeValuesRoundTrip() {
        final CommandSlot in = JournalFixture.place(Long.MAX_VALUE);
        in.setSide(-1);
        in.setOrderType(-1);
        in.setPrice(Long.MIN_VALUE);
        in.setCurrency(Integer.MAX_VALUE);
        final ByteBuffer buffer = ByteBuffer.allocate(JournalDescriptor.RECORD_LENGTH).order(ByteOrder.LITTLE_ENDIAN);
        JournalRecordCodec.encode(in, buffer, 0);
        final CommandSlot out = new CommandSlot(1);
        JournalRecordCodec.decode(buffer, 0, out);
        assertThat(out.sequence()).isEqualTo(Long.MAX_VALUE);
        assertThat(out.side()).isEqualTo(-1);
        assertThat(out.orderType()).isEqualTo(-1);
        assertThat(out.price()).isEqualTo(Long.MIN_VALUE);
        assertThat(out.currency()).isEqualTo(Integer.MAX_VALUE);
        assertThat(JournalRecordCodec.describe(buffer, 0)).startsWith("seq=" + Long.MAX_VALUE).contains("PLACE");
    }

    @Test
    void queriesAreNotJournalledAndStateChangesAre() {
        assertThat(JournalRecordCodec.isJournalled(CommandType.L2_REQUEST)).isFalse();
        for (final int type : new int[] {CommandType.PLACE, CommandType.CANCEL, CommandType.MOVE, CommandType.REDUCE,
            CommandType.REPLACE, CommandType.MASS_CANCEL, CommandType.ADD_SYMBOL, CommandType.ADD_USER,
            CommandType.DEPOSIT, CommandType.WITHDRAW}) {
            assertThat(JournalRecordCodec.isJournalled(type)).as(CommandType.name(type)).isTrue();
        }
    }

    @Test
    void segmentNamesArePaddedFirstSequencesAndParseBack() {
        assertThat(JournalDescriptor.segmentFileName(1)).isEqualTo("00000000000000000001.journal");
        assertThat(JournalDescriptor.segmentFirstSequence(java.nio.file.Path.of("x",
                JournalDescriptor.segmentFileName(123_456_789L)))).isEqualTo(123_456_789L);
        assertThat(JournalDescriptor.segmentFirstSequence(java.nio.file.Path.of("1.journal"))).isEqualTo(-1);
        assertThat(JournalDescriptor.segmentFirstSequence(java.nio.file.Path.of("0000000000000000000a.journal")))
                .isEqualTo(-1);
        assertThat(JournalDescriptor.segmentFirstSequence(java.nio.file.Path.of("00000000000000000001.journal.tmp")))
                .isEqualTo(-1);
    }
}
