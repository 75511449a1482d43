package dev.bourse.orderbook;

/**
 * The fast book's live orders by order id: an open-addressing table of the orders themselves, linear probing,
 * backward-shift deletion (no tombstones, so churn never rehashes) and at most half full.
 *
 * <p>Why not a general long-to-object map: the order already carries its id, so the table holds only references
 * and a lookup compares {@code slot.orderId} on the order it is about to return anyway, one memory access fewer
 * than a separate key array; and the home slot comes from one multiplication (Fibonacci hashing, the top bits of
 * {@code id × 2^64/φ}), which spreads sequential ids evenly.
 *
 * <p>Cost: O(1) expected per operation; the table doubles (allocating) only when the live count passes half the
 * capacity, so a book at a steady size allocates nothing. Thread-safety: none.
 */
final class OrderIndex {
    /** 2^64 / φ, odd: the Fibonacci hashing multiplier. */
    private static final long PHI = 0x9E3779B97F4A7C15L;
    private static final int MIN_CAPACITY = 16;
    private FastOrder[] slots;
    private int mask;
    /** {@code 64 - log2(capacity)}: the home slot is the product's top bits. */
    private int shift;
    private int size;

    /** @param expectedOrders live orders to hold without growing, 0 or more */
    OrderIndex(final int expectedOrders) {
        int capacity = MIN_CAPACITY;
        while (capacity < 2 * expectedOrders) {
            capacity <<= 1;
        }
        allocate(capacity);
    }

    private void allocate(final int capacity) {
        slots = new FastOrder[capacity];
        mask = capacity - 1;
        shift = 64 - Integer.numberOfTrailingZeros(capacity);
    }

    /** @return live orders held */
    int size() {
        return size;
    }

    /**
     * @param orderId any id
     * @return the order with that id, or null
     */
    FastOrder get(final long orderId) {
        final FastOrder[] table = slots;
        int i = home(orderId);
        FastOrder o;
        while ((o = table[i]) != null) {
            if (o.orderId == orderId) {
                return o;
            }
            i = (i + 1) & mask;
        }
        return null;
    }

    /** @param order an order whose id is not held yet */
    void add(final FastOrder order) {
        int i = home(order.orderId);
        while (slots[i] != null) {
            i = (i + 1) & mask;
        }
        slots[i] = order;
        if (++size > slots.length >>> 1) {
            grow();
        }
    }

    /** @param order an order held by this index; it leaves it */
    void remove(final FastOrder order) {
        int hole = home(order.orderId);
        while (slots[hole] != order) {
            hole = (hole + 1) & mask;
        }
        slots[hole] = null;
        size--;
        int i = (hole + 1) & mask;
        FastOrder o;
        while ((o = slots[i]) != null) {
            final int h = home(o.orderId);
            // o may fill the hole when its home is not in the cyclic range (hole, i]
            if (((i - h) & mask) >= ((i - hole) & mask)) {
                slots[hole] = o;
                slots[i] = null;
                hole = i;
            }
            i = (i + 1) & mask;
        }
    }

    private void grow() {
        final FastOrder[] old = slots;
        allocate(old.length * 2);
        for (final FastOrder o : old) {
            if (o != null) {
                int i = home(o.orderId);
                while (slots[i] != null) {
                    i = (i + 1) & mask;
                }
                slots[i] = o;
            }
        }
    }

    private int home(final long orderId) {
        return (int) ((orderId * PHI) >>> shift);
    }
}
