package dev.bourse.snapshot;

import org.eclipse.collections.impl.list.mutable.primitive.LongArrayList;

/**
 * The rows of one kind of flat repeating group while a record is read ({@link SectionFields.User}): a group's first
 * field begins a row, each later field of the group sets a column of the last row; columns a record leaves out stay
 * 0. Cold path.
 *
 * <p>Thread-safety: none; one reader.
 */
final class FlatGroups {
    private final String kind;
    private final int width;
    private final LongArrayList cells = new LongArrayList();

    /**
     * @param kind  the group's name, for messages
     * @param width columns per row, the first being the field that begins the group
     */
    FlatGroups(final String kind, final int width) {
        this.kind = kind;
        this.width = width;
    }

    void clear() {
        cells.clear();
    }

    /** Begins a row whose first column is {@code first}. */
    void begin(final long first) {
        cells.add(first);
        for (int i = 1; i < width; i++) {
            cells.add(0);
        }
    }

    /**
     * @param section the section's name, for the message
     * @param column  1..width-1
     * @param value   the field's value
     * @throws SnapshotException if no row has begun
     */
    void set(final String section, final int column, final long value) {
        if (cells.isEmpty()) {
            throw new SnapshotException(section + ": a " + kind + " field precedes the field that begins its group");
        }
        cells.set(cells.size() - width + column, value);
    }

    /** @return the number of rows */
    int rows() {
        return cells.size() / width;
    }

    /** @return a row's column */
    long get(final int row, final int column) {
        return cells.get(row * width + column);
    }
}
