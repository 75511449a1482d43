package dev.bourse.orderbook.art;

/**
 * A key and its value at the bottom of the tree. The full internal key is kept so that a leaf can hang at any depth
 * (lazy expansion) and so that lookups may skip prefix checks on the way down and compare once here.
 *
 * <p>Thread-safety: none; owned by one {@link LongArtMap}.
 */
final class ArtLeaf {
    /** The internal key: the map's key {@code ^ Long.MIN_VALUE}. */
    long key;
    /** The value; null only while the leaf is in the pool. */
    Object value;
    /** Next leaf in the pool's free list; null while the leaf is in the tree. */
    ArtLeaf nextFree;
}
