package dev.bourse.orderbook;

import java.util.function.Supplier;

/**
 * A stack of reusable objects. {@link #acquire()} pops one or, when empty (warm-up or a new high-water mark),
 * creates one; {@link #release(Object)} pushes it back. In steady state nothing is allocated.
 *
 * @param <T> pooled type
 */
final class ObjectPool<T> {
    private final Supplier<T> factory;
    private Object[] items;
    private int size;

    ObjectPool(final Supplier<T> factory, final int preallocate) {
        this.factory = factory;
        this.items = new Object[Math.max(16, preallocate)];
        for (int i = 0; i < preallocate; i++) {
            items[size++] = factory.get();
        }
    }

    /** @return objects waiting in the pool */
    int size() {
        return size;
    }

    @SuppressWarnings("unchecked")
    T acquire() {
        if (size == 0) {
            return factory.get();
        }
        final T item = (T) items[--size];
        items[size] = null;
        return item;
    }

    void release(final T item) {
        if (size == items.length) {
            final Object[] bigger = new Object[items.length * 2];
            System.arraycopy(items, 0, bigger, 0, size);
            items = bigger;
        }
        items[size++] = item;
    }
}
