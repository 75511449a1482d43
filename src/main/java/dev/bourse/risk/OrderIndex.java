package dev.bourse.risk;

/**
 * Open orders of one symbol by order id: open addressing with linear probing and backward-shift deletion.
 *
 * <p>Why not Eclipse Collections' {@code LongObjectHashMap}, used everywhere else: it deletes by leaving a tombstone
 * and rehashes into new arrays once tombstones pile up, so the churn of an order index (every order id is put once
 * and removed once) allocates about 40 bytes per order forever. Backward-shift deletion leaves no tombstone, so this
 * index allocates only when it grows past its largest size so far.
 *
 * <p>Capacity is a power of two, at most half full. Keys are any {@code long}; values are never null.
 *
 * <p>Thread-safety: none; owned by one risk shard's thread.
 */
final class OrderIndex {
    private static final int MIN_CAPACITY = 16;

    private long[] keys;
    private OrderHold[] values;
    private int shift;
    private int mask;
    private int size;

    OrderIndex() {
        allocate(MIN_CAPACITY);
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    boolean containsKey(final long key) {
        return get(key) != null;
    }

    OrderHold get(final long key) {
        int i = home(key);
        OrderHold v;
        while ((v = values[i]) != null) {
            if (keys[i] == key) {
                return v;
            }
            i = (i + 1) & mask;
        }
        return null;
    }

    /** Maps {@code key} to {@code value}, replacing any previous value. */
    void put(final long key, final OrderHold value) {
        if (value == null) {
            throw new IllegalArgumentException("null value for key " + key);
        }
        int i = home(key);
        while (values[i] != null) {
            if (keys[i] == key) {
                values[i] = value;
                return;
            }
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
        if (++size > (mask + 1) >> 1) {
            grow();
        }
    }

    /** @return the removed value, or null if the key was absent */
    OrderHold remove(final long key) {
        int i = home(key);
        OrderHold v;
        while ((v = values[i]) != null) {
            if (keys[i] == key) {
                values[i] = null;
                size--;
                closeGap(i);
                return v;
            }
            i = (i + 1) & mask;
        }
        return null;
    }

    /** @return the number of slots, for iteration with {@link #at(int)} */
    int capacity() {
        return mask + 1;
    }

    /** @return the value in slot {@code slot}, or null if it is empty */
    OrderHold at(final int slot) {
        return values[slot];
    }

    /** Moves later entries of the probe run back into the gap, so that no lookup needs a tombstone. */
    private void closeGap(final int deleted) {
        int gap = deleted;
        int i = (gap + 1) & mask;
        while (values[i] != null) {
            final int home = home(keys[i]);
            if (((i - home) & mask) >= ((i - gap) & mask)) {
                keys[gap] = keys[i];
                values[gap] = values[i];
                values[i] = null;
                gap = i;
            }
            i = (i + 1) & mask;
        }
    }

    private int home(final long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
    }

    private void grow() {
        final long[] oldKeys = keys;
        final OrderHold[] oldValues = values;
        allocate(oldKeys.length << 1);
        for (int j = 0; j < oldValues.length; j++) {
            if (oldValues[j] != null) {
                int i = home(oldKeys[j]);
                while (values[i] != null) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                values[i] = oldValues[j];
            }
        }
    }

    private void allocate(final int capacity) {
        keys = new long[capacity];
        values = new OrderHold[capacity];
        mask = capacity - 1;
        shift = 64 - Integer.numberOfTrailingZeros(capacity);
    }
}
