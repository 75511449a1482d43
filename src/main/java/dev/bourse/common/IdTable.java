package dev.bourse.common;

import java.util.Arrays;

/**
 * A hash table of objects that carry their own {@code long} id (orders, order holds): open addressing, linear probing,
 * backward-shift deletion (no tombstones, so churn never rehashes) and at most half full.
 *
 * <p>Why not a general long-to-object map: the entry already carries its id, so the table holds only references and
 * a lookup compares the id on the entry it is about to return anyway, one memory access fewer than a separate key
 * array; and the home slot comes from one multiplication (Fibonacci hashing, the top bits of {@code id × 2^64/φ}),
 * which spreads sequential ids evenly. A subclass says where the id is ({@link #idOf}).
 *
 * <p>Cost: O(1) expected per operation; the table doubles (allocating) only when the count passes half the capacity,
 * so a table at a steady size allocates nothing. An entry's id must not change while it is in the table.
 * Thread-safety: none.
 *
 * @param <V> the entry type
 */
public abstract class IdTable<V> {
    /** 2^64 / φ, odd: the Fibonacci hashing multiplier. */
    private static final long PHI = 0x9E3779B97F4A7C15L;
    private static final int MIN_CAPACITY = 16;
    private Object[] slots;
    private int mask;
    /** {@code 64 - log2(capacity)}: the home slot is the product's top bits. */
    private int shift;
    private int size;

    /** @param expected entries to hold without growing, 0 or more */
    protected IdTable(final int expected) {
        int capacity = MIN_CAPACITY;
        while (capacity < 2 * expected) {
            capacity <<= 1;
        }
        allocate(capacity);
    }

    /**
     * @param entry an entry of this table
     * @return its id
     */
    protected abstract long idOf(V entry);

    private void allocate(final int capacity) {
        slots = new Object[capacity];
        mask = capacity - 1;
        shift = 64 - Integer.numberOfTrailingZeros(capacity);
    }

    /** @return entries held */
    public final int size() {
        return size;
    }

    /** @return true when no entry is held */
    public final boolean isEmpty() {
        return size == 0;
    }

    /**
     * @param id any id
     * @return the entry with that id, or null
     */
    @SuppressWarnings("unchecked")
    public final V get(final long id) {
        final Object[] table = slots;
        int i = home(id);
        Object o;
        while ((o = table[i]) != null) {
            if (idOf((V) o) == id) {
                return (V) o;
            }
            i = (i + 1) & mask;
        }
        return null;
    }

    /**
     * @param id any id
     * @return true when an entry has that id
     */
    public final boolean containsKey(final long id) {
        return get(id) != null;
    }

    /** @param entry an entry whose id is not held yet */
    public final void add(final V entry) {
        int i = home(idOf(entry));
        while (slots[i] != null) {
            i = (i + 1) & mask;
        }
        slots[i] = entry;
        if (++size > slots.length >>> 1) {
            grow();
        }
    }

    /** @param entry an entry held by this table; it leaves it */
    @SuppressWarnings("unchecked")
    public final void remove(final V entry) {
        int hole = home(idOf(entry));
        while (slots[hole] != entry) {
            hole = (hole + 1) & mask;
        }
        slots[hole] = null;
        size--;
        int i = (hole + 1) & mask;
        Object o;
        while ((o = slots[i]) != null) {
            final int h = home(idOf((V) o));
            // o may fill the hole when its home is not in the cyclic range (hole, i]
            if (((i - h) & mask) >= ((i - hole) & mask)) {
                slots[hole] = o;
                slots[i] = null;
                hole = i;
            }
            i = (i + 1) & mask;
        }
    }

    /** @return the number of slots, for a scan with {@link #valueAt} (cold paths: audits, snapshots) */
    public final int capacity() {
        return slots.length;
    }

    /**
     * @param slot 0 &lt;= slot &lt; {@link #capacity()}
     * @return the entry in that slot, or null when it is empty
     */
    @SuppressWarnings("unchecked")
    public final V valueAt(final int slot) {
        return (V) slots[slot];
    }

    /** Removes every entry, keeping the capacity. */
    public final void clear() {
        Arrays.fill(slots, null);
        size = 0;
    }

    @SuppressWarnings("unchecked")
    private void grow() {
        final Object[] old = slots;
        allocate(old.length * 2);
        for (final Object o : old) {
            if (o != null) {
                int i = home(idOf((V) o));
                while (slots[i] != null) {
                    i = (i + 1) & mask;
                }
                slots[i] = o;
            }
        }
    }

    private int home(final long id) {
        return (int) ((id * PHI) >>> shift);
    }
}
