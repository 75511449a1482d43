package dev.bourse.orderbook.art;

/**
 * Receives the entries of a {@link LongArtMap} in ascending key order, from {@link LongArtMap#forEach}.
 *
 * <p>Thread-safety: called on the thread that calls {@code forEach}.
 *
 * @param <V> the value type
 */
@FunctionalInterface
public interface LongArtVisitor<V> {
    /**
     * @param key   the key, any long
     * @param value its value, never null
     */
    void visit(long key, V value);
}
