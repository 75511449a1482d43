package dev.bourse.common;

/**
 * A map from {@code long} ids to objects for ids that are mostly small, such as symbol ids: an id in
 * 0..{@value #DIRECT_LIMIT}-1 is an index into an array, any other id goes to a {@link LongObjectMap}.
 *
 * <p>Why: every order command looks its symbol up several times (its specification in the risk check and again in
 * settlement, its book in matching). A hashed lookup mixes the key and probes a table on each of those; an array
 * index is one bounds check and one load. The array grows to the next power of two above the largest small id put,
 * so a venue whose symbol ids are 1..n holds an array of about n references; ids at or above
 * {@value #DIRECT_LIMIT} (or negative) never grow it.
 *
 * <p>Null values are not allowed ({@code get} returns null for a missing id). {@link #forEach} visits the small ids
 * in ascending order, then the others in their hash table's order.
 *
 * <p>Thread-safety: none.
 *
 * @param <V> value type
 */
public final class SmallIdMap<V> {
    /** Ids below this are held in the array. */
    public static final int DIRECT_LIMIT = 1 << 16;
    private static final int MIN_DIRECT = 16;
    private Object[] direct = new Object[MIN_DIRECT];
    private int directSize;
    private final LongObjectMap<V> others = new LongObjectMap<>(0);

    /**
     * @param id any long
     * @return the value, or null when absent
     */
    @SuppressWarnings("unchecked")
    public V get(final long id) {
        final Object[] d = direct;
        if (id >= 0 && id < d.length) {
            return (V) d[(int) id];
        }
        return others.isEmpty() ? null : others.get(id);
    }

    /**
     * @param id any long
     * @return true when the id has a value
     */
    public boolean containsKey(final long id) {
        return get(id) != null;
    }

    /**
     * Associates a value with an id, replacing any previous one.
     *
     * @param id    any long
     * @param value not null
     * @return the previous value, or null
     */
    @SuppressWarnings("unchecked")
    public V put(final long id, final V value) {
        if (value == null) {
            throw new IllegalArgumentException("null value");
        }
        if (id < 0 || id >= DIRECT_LIMIT) {
            return others.put(id, value);
        }
        if (id >= direct.length) {
            int capacity = direct.length;
            while (capacity <= id) {
                capacity <<= 1;
            }
            final Object[] grown = new Object[capacity];
            System.arraycopy(direct, 0, grown, 0, direct.length);
            direct = grown;
        }
        final Object previous = direct[(int) id];
        direct[(int) id] = value;
        if (previous == null) {
            directSize++;
        }
        return (V) previous;
    }

    /** @return number of entries */
    public int size() {
        return directSize + others.size();
    }

    /**
     * Visits every entry: small ids ascending, then the others (cold path: reports and snapshots).
     *
     * @param visitor called once per entry
     */
    @SuppressWarnings("unchecked")
    public void forEach(final LongObjectMap.Visitor<V> visitor) {
        for (int i = 0; i < direct.length; i++) {
            if (direct[i] != null) {
                visitor.visit(i, (V) direct[i]);
            }
        }
        others.forEach(visitor);
    }
}
