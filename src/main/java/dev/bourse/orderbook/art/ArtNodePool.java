package dev.bourse.orderbook.art;

import java.util.Arrays;

/**
 * Free lists of leaves and of inner nodes, one list per node kind, owned by one {@link LongArtMap}. Nodes and leaves
 * leave the tree into these lists and come back from them, so once the lists hold as many of each kind as the busiest
 * moment needed, the map allocates nothing. A list that runs dry allocates a new node (counted in
 * {@link #created(int)}); nothing is ever given back to the garbage collector.
 *
 * <p>Also converts nodes between kinds ({@link #grow(ArtNode)}, {@link #shrink(ArtNode)}), copying the children into a
 * node of the next kind up or down and releasing the old one.
 *
 * <p>Thread-safety: none.
 */
final class ArtNodePool {
    private final ArtNode[] freeNodes = new ArtNode[ArtNode.KINDS];
    private final int[] createdNodes = new int[ArtNode.KINDS];
    private final int[] pooledNodes = new int[ArtNode.KINDS];
    private ArtLeaf freeLeaves;
    private int createdLeaves;
    private int pooledLeaves;

    /**
     * Preallocates for about {@code expectedKeys} keys: one leaf per key and inner nodes for a clustered key set
     * (dense runs of prices need about one node per 40 keys; spread keys need more and allocate them on first use).
     * For 0 keys nothing is preallocated, so that a map that may stay empty (the ladder of a book that rarely
     * trades) costs no node until its first key.
     *
     * @param expectedKeys 0 or more
     */
    ArtNodePool(final int expectedKeys) {
        if (expectedKeys < 0) {
            throw new IllegalArgumentException("expectedKeys must be >= 0: " + expectedKeys);
        }
        if (expectedKeys == 0) {
            return;
        }
        for (int i = 0; i < expectedKeys; i++) {
            createdLeaves++;
            releaseLeaf(new ArtLeaf());
        }
        preallocate(ArtNode.NODE4, expectedKeys / 8 + 4);
        preallocate(ArtNode.NODE16, expectedKeys / 32 + 2);
        preallocate(ArtNode.NODE48, expectedKeys / 64 + 2);
        preallocate(ArtNode.NODE256, expectedKeys / 128 + 2);
    }

    private void preallocate(final int kind, final int nodes) {
        for (int i = 0; i < nodes; i++) {
            createdNodes[kind]++;
            release(new ArtNode(kind));
        }
    }

    /**
     * @param key   the internal key
     * @param value the value, not null
     * @return a leaf holding them
     */
    ArtLeaf leaf(final long key, final Object value) {
        ArtLeaf leaf = freeLeaves;
        if (leaf == null) {
            createdLeaves++;
            leaf = new ArtLeaf();
        } else {
            freeLeaves = leaf.nextFree;
            leaf.nextFree = null;
            pooledLeaves--;
        }
        leaf.key = key;
        leaf.value = value;
        return leaf;
    }

    /** @param leaf a leaf no longer in the tree; its value reference is dropped */
    void releaseLeaf(final ArtLeaf leaf) {
        leaf.value = null;
        leaf.nextFree = freeLeaves;
        freeLeaves = leaf;
        pooledLeaves++;
    }

    /**
     * @param kind    the node kind
     * @param depth   the byte index it branches on, 0..7
     * @param keyBits any internal key that will live below it
     * @return an empty node
     */
    ArtNode acquire(final int kind, final int depth, final long keyBits) {
        ArtNode node = freeNodes[kind];
        if (node == null) {
            createdNodes[kind]++;
            node = new ArtNode(kind);
        } else {
            freeNodes[kind] = node.nextFree;
            node.nextFree = null;
            pooledNodes[kind]--;
        }
        node.init(depth, keyBits);
        return node;
    }

    /** @param node a node no longer in the tree; its child references are dropped */
    void release(final ArtNode node) {
        final Object[] children = node.children;
        switch (node.kind) {
            case ArtNode.NODE4:
            case ArtNode.NODE16:
                Arrays.fill(children, 0, node.count, null);
                break;
            default:
                clearIndexed(node);
                break;
        }
        node.count = 0;
        node.nextFree = freeNodes[node.kind];
        freeNodes[node.kind] = node;
        pooledNodes[node.kind]++;
    }

    private static void clearIndexed(final ArtNode node) {
        final long[] present = node.present;
        final boolean indexed = node.kind == ArtNode.NODE48;
        for (int word = 0; word < 4; word++) {
            long bits = present[word];
            while (bits != 0) {
                final int b = (word << 6) + Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                if (indexed) {
                    node.children[node.keys[b] - 1] = null;
                    node.keys[b] = 0;
                } else {
                    node.children[b] = null;
                }
            }
            present[word] = 0;
        }
        node.usedSlots = 0;
    }

    /**
     * @param node a full NODE4, NODE16 or NODE48
     * @return a node of the next kind up with the same depth, prefix and children; {@code node} is released
     */
    ArtNode grow(final ArtNode node) {
        final ArtNode big = acquire(node.kind + 1, node.depth(), node.prefix);
        final int count = node.count;
        switch (node.kind) {
            case ArtNode.NODE4:
                System.arraycopy(node.keys, 0, big.keys, 0, count);
                System.arraycopy(node.children, 0, big.children, 0, count);
                break;
            case ArtNode.NODE16:
                for (int i = 0; i < count; i++) {
                    final int b = node.keys[i] & 0xFF;
                    big.keys[b] = (byte) (i + 1);
                    big.children[i] = node.children[i];
                    big.present[b >>> 6] |= 1L << b;
                }
                big.usedSlots = (1L << count) - 1;
                break;
            default:
                for (int word = 0; word < 4; word++) {
                    long bits = node.present[word];
                    while (bits != 0) {
                        final int b = (word << 6) + Long.numberOfTrailingZeros(bits);
                        bits &= bits - 1;
                        big.children[b] = node.children[node.keys[b] - 1];
                    }
                    big.present[word] = node.present[word];
                }
                break;
        }
        big.count = count;
        release(node);
        return big;
    }

    /**
     * @param node a NODE16, NODE48 or NODE256 whose children fit in the next kind down
     * @return a node of the next kind down with the same depth, prefix and children; {@code node} is released
     */
    ArtNode shrink(final ArtNode node) {
        final ArtNode small = acquire(node.kind - 1, node.depth(), node.prefix);
        final int count = node.count;
        if (node.kind == ArtNode.NODE16) {
            System.arraycopy(node.keys, 0, small.keys, 0, count);
            System.arraycopy(node.children, 0, small.children, 0, count);
        } else {
            final boolean toIndexed = small.kind == ArtNode.NODE48;
            int i = 0;
            for (int word = 0; word < 4; word++) {
                long bits = node.present[word];
                while (bits != 0) {
                    final int b = (word << 6) + Long.numberOfTrailingZeros(bits);
                    bits &= bits - 1;
                    final Object child = toIndexed ? node.children[b] : node.children[node.keys[b] - 1];
                    small.keys[toIndexed ? b : i] = (byte) (toIndexed ? i + 1 : b);
                    small.children[i++] = child;
                }
                if (toIndexed) {
                    small.present[word] = node.present[word];
                }
            }
            if (toIndexed) {
                small.usedSlots = (1L << count) - 1;
            }
        }
        small.count = count;
        release(node);
        return small;
    }

    /**
     * @param kind a node kind
     * @return nodes of that kind ever allocated
     */
    int created(final int kind) {
        return createdNodes[kind];
    }

    /**
     * @param kind a node kind
     * @return nodes of that kind waiting in the free list
     */
    int pooled(final int kind) {
        return pooledNodes[kind];
    }

    /** @return leaves ever allocated */
    int createdLeaves() {
        return createdLeaves;
    }

    /** @return leaves waiting in the free list */
    int pooledLeaves() {
        return pooledLeaves;
    }

    /**
     * Checks that every free list holds as many clean entries as its counter says.
     *
     * @throws IllegalStateException on a mismatch
     */
    void checkInvariants() {
        for (int kind = 0; kind < ArtNode.KINDS; kind++) {
            int n = 0;
            for (ArtNode node = freeNodes[kind]; node != null; node = node.nextFree) {
                if (node.kind != kind || node.count != 0 || node.usedSlots != 0) {
                    throw new IllegalStateException("dirty pooled node of kind " + kind);
                }
                checkClean(node);
                n++;
            }
            if (n != pooledNodes[kind]) {
                throw new IllegalStateException(
                    "pool of kind " + kind + " holds " + n + ", counted " + pooledNodes[kind]);
            }
        }
        int leaves = 0;
        for (ArtLeaf leaf = freeLeaves; leaf != null; leaf = leaf.nextFree) {
            if (leaf.value != null) {
                throw new IllegalStateException("pooled leaf holds a value");
            }
            leaves++;
        }
        if (leaves != pooledLeaves) {
            throw new IllegalStateException("leaf pool holds " + leaves + ", counted " + pooledLeaves);
        }
    }

    private static void checkClean(final ArtNode node) {
        for (final Object child : node.children) {
            if (child != null) {
                throw new IllegalStateException("pooled node of kind " + node.kind + " holds a child");
            }
        }
        if (node.present != null) {
            for (final long bits : node.present) {
                if (bits != 0) {
                    throw new IllegalStateException("pooled node of kind " + node.kind + " has key bits set");
                }
            }
        }
        if (node.kind == ArtNode.NODE48) {
            for (final byte index : node.keys) {
                if (index != 0) {
                    throw new IllegalStateException("pooled NODE48 has an index entry");
                }
            }
        }
    }
}
