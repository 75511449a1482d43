package dev.bourse.common;

import java.util.Arrays;

/**
 * An open-addressing map from {@code long} keys to objects, for hot paths under heavy insert/remove churn.
 *
 * <p>Why not Eclipse Collections' {@code LongObjectHashMap}: it marks removed slots with tombstones and rehashes
 * (allocating new arrays) once they accumulate, so a steady churn of orders allocates now and then. This map uses
 * linear probing with backward-shift deletion, so removal leaves no tombstone and the arrays are replaced only when
 * the map grows past its capacity. Keys are spread with {@link StateHash#mix(long)} so sequential ids do not
 * cluster. Null values are not allowed ({@code get} returns null for a missing key).
 *
 * <p>Thread-safety: none.
 *
 * @param <V> value type
 */
public final class LongObjectMap<V> {
    private static final int MIN_CAPACITY = 16;
    private long[] keys;
    private Object[] values;
    private int mask;
    private int size;
    private int resizeThreshold;

    /**
     * @param expectedSize entries to hold without growing, &gt;= 0
     */
    public LongObjectMap(final int expectedSize) {
        int capacity = MIN_CAPACITY;
        while (capacity < expectedSize * 2) {
            capacity <<= 1;
        }
        allocate(capacity);
    }

    private void allocate(final int capacity) {
        keys = new long[capacity];
        values = new Object[capacity];
        mask = capacity - 1;
        resizeThreshold = capacity / 2;
    }

    /** @return number of entries */
    public int size() {
        return size;
    }

    /** @return true when there is no entry */
    public boolean isEmpty() {
        return size == 0;
    }

    /**
     * @param key any long
     * @return the value, or null when absent
     */
    @SuppressWarnings("unchecked")
    public V get(final long key) {
        int i = slot(key);
        Object v;
        while ((v = values[i]) != null) {
            if (keys[i] == key) {
                return (V) v;
            }
            i = (i + 1) & mask;
        }
        return null;
    }

    /**
     * @param key any long
     * @return true when the key has a value
     */
    public boolean containsKey(final long key) {
        return get(key) != null;
    }

    /**
     * Associates a value with a key, replacing any previous one.
     *
     * @param key   any long
     * @param value not null
     * @return the previous value, or null
     */
    @SuppressWarnings("unchecked")
    public V put(final long key, final V value) {
        if (value == null) {
            throw new IllegalArgumentException("null value");
        }
        int i = slot(key);
        Object v;
        while ((v = values[i]) != null) {
            if (keys[i] == key) {
                values[i] = value;
                return (V) v;
            }
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
        if (++size > resizeThreshold) {
            grow();
        }
        return null;
    }

    /**
     * Removes a key.
     *
     * @param key any long
     * @return the removed value, or null when absent
     */
    @SuppressWarnings("unchecked")
    public V remove(final long key) {
        int i = slot(key);
        Object v;
        while ((v = values[i]) != null) {
            if (keys[i] == key) {
                values[i] = null;
                size--;
                shiftBack(i);
                return (V) v;
            }
            i = (i + 1) & mask;
        }
        return null;
    }

    /** @return the number of slots, for allocation-free iteration with {@link #valueAt(int)} */
    public int capacity() {
        return values.length;
    }

    /**
     * @param slot 0 &lt;= slot &lt; {@link #capacity()}
     * @return the value in that slot, or null when it is empty
     */
    @SuppressWarnings("unchecked")
    public V valueAt(final int slot) {
        return (V) values[slot];
    }

    /** Removes every entry, keeping the capacity. */
    public void clear() {
        Arrays.fill(values, null);
        size = 0;
    }

    /**
     * Visits every entry in slot order (cold path: reports and snapshots).
     *
     * @param visitor called once per entry
     */
    @SuppressWarnings("unchecked")
    public void forEach(final Visitor<V> visitor) {
        for (int i = 0; i < values.length; i++) {
            if (values[i] != null) {
                visitor.visit(keys[i], (V) values[i]);
            }
        }
    }

    private void shiftBack(final int deleted) {
        int hole = deleted;
        int i = (deleted + 1) & mask;
        while (values[i] != null) {
            final int home = slot(keys[i]);
            final boolean movable = hole <= i ? (home <= hole || home > i) : (home <= hole && home > i);
            if (movable) {
                keys[hole] = keys[i];
                values[hole] = values[i];
                values[i] = null;
                hole = i;
            }
            i = (i + 1) & mask;
        }
    }

    @SuppressWarnings("unchecked")
    private void grow() {
        final long[] oldKeys = keys;
        final Object[] oldValues = values;
        allocate(oldKeys.length * 2);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldValues[i] != null) {
                put(oldKeys[i], (V) oldValues[i]);
            }
        }
    }

    private int slot(final long key) {
        return (int) StateHash.mix(key) & mask;
    }

    /**
     * Receives entries from {@link #forEach(Visitor)}.
     *
     * @param <V> value type
     */
    @FunctionalInterface
    public interface Visitor<V> {
        /**
         * @param key   the key
         * @param value the value
         */
        void visit(long key, V value);
    }
}
