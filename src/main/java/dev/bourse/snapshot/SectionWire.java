package dev.bourse.snapshot;

import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.BinaryWire;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireOut;

/**
 * The one Wire configuration every section body uses, and the two ways a field is written
 * ({@link SnapshotDescriptor}): Chronicle's binary Wire without padding, each record a size-prefixed document, each
 * field a numbered field ({@link SectionFields}) holding an integer in Wire's shortest integer encoding.
 *
 * <p>Thread-safety: stateless; a returned Wire is as thread-safe as its bytes (one writer or reader).
 */
final class SectionWire {
    private SectionWire() {
    }

    /**
     * @param bytes the buffer to write records to or read them from
     * @return a binary Wire over it, without padding (documents follow each other with no gaps)
     */
    // Padding is off by default but a system property (wire.usePadding) can turn it on for the whole JVM; the
    // snapshot layout must not depend on it, and the deprecated setter is the only per-wire switch.
    @SuppressWarnings("deprecation")
    static Wire over(final Bytes<?> bytes) {
        final BinaryWire wire = BinaryWire.binaryOnly(bytes);
        wire.usePadding(false);
        return wire;
    }

    /** Writes a field. */
    static void field(final WireOut wire, final int field, final long value) {
        wire.writeEventId(field).int64(value);
    }

    /** Writes a field as 0 or 1. */
    static void field(final WireOut wire, final int field, final boolean value) {
        wire.writeEventId(field).int64(value ? 1 : 0);
    }

    /** Writes a field unless it is 0: a reader takes a missing field as 0, so the record means the same. */
    static void optional(final WireOut wire, final int field, final long value) {
        if (value != 0) {
            wire.writeEventId(field).int64(value);
        }
    }
}
