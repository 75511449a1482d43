package dev.bourse.orderbook.art;

/**
 * The ordered searches of {@link LongArtMap}, over stored keys (unsigned order, see the map's key encoding): the
 * leaf at or after a key, at or before it, and the first and last leaf under a node. Stateless and static, so each
 * call site stays a direct, inlinable call.
 *
 * <p>Thread-safety: pure functions over a tree the caller owns.
 */
final class ArtSearch {
    private ArtSearch() {
    }

    /**
     * The leaf with the smallest key {@code >= k} under {@code n}, unsigned order, or null. Goes down the path of
     * {@code k}; where that path has no answer, the next greater sibling on the way back up holds it.
     */
    static ArtLeaf ceilingLeaf(final Object n, final long k) {
        if (n instanceof ArtLeaf) {
            final ArtLeaf leaf = (ArtLeaf) n;
            return Long.compareUnsigned(leaf.key, k) >= 0 ? leaf : null;
        }
        final ArtNode node = (ArtNode) n;
        final long prefix = k & node.prefixMask;
        if (prefix != node.prefix) {
            return Long.compareUnsigned(node.prefix, prefix) > 0 ? firstLeaf(node) : null;
        }
        final int b = node.keyByte(k);
        final Object child = node.child(b);
        if (child != null) {
            final ArtLeaf found = ceilingLeaf(child, k);
            if (found != null) {
                return found;
            }
        }
        final Object above = node.childAbove(b);
        return above == null ? null : firstLeaf(above);
    }

    /** The mirror image of {@link #ceilingLeaf(Object, long)}: the largest key {@code <= k}, or null. */
    static ArtLeaf floorLeaf(final Object n, final long k) {
        if (n instanceof ArtLeaf) {
            final ArtLeaf leaf = (ArtLeaf) n;
            return Long.compareUnsigned(leaf.key, k) <= 0 ? leaf : null;
        }
        final ArtNode node = (ArtNode) n;
        final long prefix = k & node.prefixMask;
        if (prefix != node.prefix) {
            return Long.compareUnsigned(node.prefix, prefix) < 0 ? lastLeaf(node) : null;
        }
        final int b = node.keyByte(k);
        final Object child = node.child(b);
        if (child != null) {
            final ArtLeaf found = floorLeaf(child, k);
            if (found != null) {
                return found;
            }
        }
        final Object below = node.childBelow(b);
        return below == null ? null : lastLeaf(below);
    }

    /** @return the leaf with the smallest key under {@code start} (a leaf or a node with children) */
    static ArtLeaf firstLeaf(final Object start) {
        Object n = start;
        while (n instanceof ArtNode) {
            n = ((ArtNode) n).firstChild();
        }
        return (ArtLeaf) n;
    }

    /** @return the leaf with the largest key under {@code start} */
    static ArtLeaf lastLeaf(final Object start) {
        Object n = start;
        while (n instanceof ArtNode) {
            n = ((ArtNode) n).lastChild();
        }
        return (ArtLeaf) n;
    }
}
