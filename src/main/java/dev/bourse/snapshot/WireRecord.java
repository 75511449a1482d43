package dev.bourse.snapshot;

import net.openhft.chronicle.wire.ValueIn;
import net.openhft.chronicle.wire.WireIn;

/**
 * Reads the fields of one Wire record (a document or a nested group) by number, the way every section reader of
 * {@link SnapshotDescriptor} does: fields may come in any order; a field this version knows is kept (or, for a group
 * or repeated field, handed to a {@link GroupReader}); a field it does not know, written by a newer version, is
 * skipped; a field that is absent reads as 0, and {@link #require} refuses a record without a field it cannot do
 * without. Reused from record to record; the read path is cold, so clarity wins over speed here.
 *
 * <p>Thread-safety: none; one reader.
 */
final class WireRecord {
    /** Receives the group and repeated fields of a record as they are met. */
    @FunctionalInterface
    interface GroupReader {
        /**
         * @param field the field number
         * @param value positioned at the field's value; the reader must consume it
         */
        void onGroup(int field, ValueIn value);
    }

    private static final GroupReader NO_GROUPS = (field, value) -> value.skipValue();

    private final String kind;
    private final long scalars;
    private final long groups;
    private final long[] values = new long[Long.SIZE];
    private long seen;

    /**
     * @param kind    the record kind, for messages ("order", "user", ...)
     * @param scalars the numbers of the integer fields this version reads, as a bit set
     * @param groups  the numbers of the group and repeated fields it reads, as a bit set
     */
    WireRecord(final String kind, final long scalars, final long groups) {
        this.kind = kind;
        this.scalars = scalars;
        this.groups = groups;
    }

    /** @return a bit set of field numbers 1..63 (for {@link #WireRecord}) */
    static long fields(final int... numbers) {
        long set = 0;
        for (final int n : numbers) {
            set |= 1L << n;
        }
        return set;
    }

    /** Reads a record that has no group fields. */
    WireRecord read(final WireIn wire) {
        return read(wire, NO_GROUPS);
    }

    /**
     * Reads every field up to the end of the current document or group.
     *
     * @param wire   positioned at the record's first field, limited at its end
     * @param reader receives the group and repeated fields
     * @return this
     */
    WireRecord read(final WireIn wire, final GroupReader reader) {
        seen = 0;
        while (wire.bytes().readRemaining() > 0) {
            final long number = wire.readEventNumber();
            final ValueIn value = wire.getValueIn();
            final long bit = number > 0 && number < Long.SIZE ? 1L << number : 0;
            if ((scalars & bit) != 0) {
                values[(int) number] = value.int64();
                seen |= bit;
            } else if ((groups & bit) != 0) {
                reader.onGroup((int) number, value);
            } else {
                value.skipValue();
            }
        }
        return this;
    }

    /** @return the field's value, or 0 when the record does not have it */
    long get(final int field) {
        return (seen & 1L << field) != 0 ? values[field] : 0;
    }

    /** @return whether the record has the field (a field written as 0 counts; an absent one does not) */
    boolean has(final int field) {
        return (seen & 1L << field) != 0;
    }

    /** @return the field's value as an int, or 0 when absent */
    int getInt(final int field) {
        return (int) get(field);
    }

    /**
     * @param section the section's name, for the message
     * @param fields  the fields the record must have, as a bit set
     * @return this
     * @throws SnapshotException naming the section, the record kind and the first missing field
     */
    WireRecord require(final String section, final long fields) {
        final long missing = fields & ~seen;
        if (missing != 0) {
            throw new SnapshotException(section + ": a " + kind + " record lacks field "
                    + Long.numberOfTrailingZeros(missing));
        }
        return this;
    }
}
