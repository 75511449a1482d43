package dev.bourse.orderbook.art;

/**
 * The structural checks behind {@link LongArtMap#checkInvariants()}: a recursive walk that throws on the first
 * broken rule. Cold path; messages are only built on failure, so a passing check allocates nothing but its caller's
 * counters.
 *
 * <p>Thread-safety: stateless.
 */
final class ArtInvariants {
    private static final int[] MIN_CHILDREN = {2, 4, 13, 38};
    private static final int[] MAX_CHILDREN = {4, 16, 48, 256};

    private ArtInvariants() {
    }

    /**
     * @param n    a leaf or the root of a subtree
     * @param live counts of inner nodes per kind, incremented for every node found
     * @return the number of leaves under {@code n}
     * @throws IllegalStateException on a broken rule
     */
    static int checkSubtree(final Object n, final int[] live) {
        if (n instanceof ArtLeaf) {
            final ArtLeaf leaf = (ArtLeaf) n;
            if (leaf.value == null || leaf.nextFree != null) {
                throw new IllegalStateException("leaf without value or on the free list, key "
                    + (leaf.key ^ Long.MIN_VALUE));
            }
            return 1;
        }
        final ArtNode node = (ArtNode) n;
        live[node.kind]++;
        checkHeader(node);
        checkSlots(node);
        int leaves = 0;
        int seen = 0;
        for (int b = node.nextKeyByte(0); b >= 0; b = node.nextKeyByte(b + 1)) {
            final Object child = node.child(b);
            require(child != null, "no child under present key byte", node, b);
            final long childBits;
            if (child instanceof ArtNode) {
                final ArtNode inner = (ArtNode) child;
                require(inner.depth() > node.depth(), "child not deeper than parent under key byte", node, b);
                childBits = inner.prefix;
            } else {
                childBits = ((ArtLeaf) child).key;
            }
            require((childBits & node.prefixMask) == node.prefix, "child outside the prefix under key byte", node, b);
            require(node.keyByte(childBits) == b, "child has another byte than its key byte", node, b);
            leaves += checkSubtree(child, live);
            seen++;
        }
        require(seen == node.count, "count differs from children found", node, seen);
        return leaves;
    }

    private static void checkHeader(final ArtNode node) {
        require(node.nextFree == null, "node in the tree is on the free list", node, 0);
        require(node.shift >= 0 && node.shift <= 56 && (node.shift & 7) == 0, "bad shift", node, node.shift);
        final int depth = node.depth();
        final long mask = depth == 0 ? 0L : -1L << (64 - 8 * depth);
        require(node.prefixMask == mask, "prefix mask does not match depth", node, depth);
        require((node.prefix & ~mask) == 0, "prefix has bits below its depth", node, depth);
        require(node.count >= MIN_CHILDREN[node.kind] && node.count <= MAX_CHILDREN[node.kind],
            "child count out of range", node, node.count);
    }

    private static void checkSlots(final ArtNode node) {
        switch (node.kind) {
            case ArtNode.NODE4:
            case ArtNode.NODE16:
                for (int i = 0; i < node.children.length; i++) {
                    require((node.children[i] != null) == (i < node.count), "slot use disagrees with count", node, i);
                    require(i == 0 || i >= node.count || (node.keys[i - 1] & 0xFF) < (node.keys[i] & 0xFF),
                        "key bytes not ascending at slot", node, i);
                }
                break;
            case ArtNode.NODE48:
                long slots = 0;
                for (int b = 0; b < 256; b++) {
                    final int index = node.keys[b];
                    final boolean present = (node.present[b >>> 6] & (1L << b)) != 0;
                    require(present == (index != 0), "index and bitmap disagree at key byte", node, b);
                    if (index != 0) {
                        require(index > 0 && index <= 48, "bad index at key byte", node, b);
                        require((slots & (1L << (index - 1))) == 0, "slot used twice, key byte", node, b);
                        slots |= 1L << (index - 1);
                    }
                }
                require(slots == node.usedSlots, "used-slot mask wrong", node, Long.bitCount(slots));
                for (int i = 0; i < 48; i++) {
                    require((node.children[i] != null) == ((slots & (1L << i)) != 0), "stray slot", node, i);
                }
                break;
            default:
                for (int b = 0; b < 256; b++) {
                    final boolean present = (node.present[b >>> 6] & (1L << b)) != 0;
                    require(present == (node.children[b] != null), "bitmap wrong at key byte", node, b);
                }
                break;
        }
    }

    private static void require(final boolean condition, final String rule, final ArtNode node, final int detail) {
        if (!condition) {
            throw new IllegalStateException(rule + " " + detail + " (kind " + node.kind + ", depth " + node.depth()
                + ", count " + node.count + ", prefix 0x" + Long.toHexString(node.prefix) + ")");
        }
    }
}
