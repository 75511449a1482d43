package dev.bourse.orderbook.art;

/**
 * An inner node of the adaptive radix tree: one class for the four node kinds, told apart by {@link #kind}, so that a
 * descent is a field read and a switch rather than a megamorphic virtual call.
 *
 * <p>Keys are the map's internal keys (signed key {@code ^ Long.MIN_VALUE}, so unsigned order equals signed order),
 * read as 8 bytes, byte 0 the most significant. A node at depth {@code d} (0..7) branches on byte {@code d}; every
 * key below it shares bytes {@code 0..d-1}, which are kept in full in {@link #prefix} (path compression without a
 * length limit, since the whole key fits in a {@code long}). A child is either another {@code ArtNode} of greater
 * depth or an {@link ArtLeaf} holding the full key (lazy expansion), so a leaf may hang at any depth.
 *
 * <p>Layout per kind ({@code count} children, key byte {@code b} in 0..255):
 * <pre>
 * kind     count    keys (byte[])              children (Object[])        present (long[4])
 * -------  -------  -------------------------  -------------------------  --------------------------
 * NODE4    2..4     4 key bytes, ascending     4, parallel to keys        null
 * NODE16   4..16    16 key bytes, ascending    16, parallel to keys       null
 * NODE48   13..48   256 entries: b -&gt; slot+1  48 slots in any order;     bitmap of the key bytes
 *                   (0 = absent)               usedSlots bitmap of them   (ascending walks)
 * NODE256  38..256  null                       256, indexed by b          bitmap of the key bytes
 * </pre>
 * A node grows to the next kind when it is full and shrinks when its count falls to 3 (16 to 4), 12 (48 to 16) or
 * 37 (256 to 48), leaving room so that a key added and removed at a boundary does not convert back and forth; a
 * NODE4 left with one child is replaced by that child, so every inner node, the root included, has at least two
 * children. The count ranges above are checked by {@link LongArtMap#checkInvariants()}.
 *
 * <p>Thread-safety: none; owned by one {@link LongArtMap}.
 */
final class ArtNode {
    /** Up to 4 children, sorted key bytes. */
    static final int NODE4 = 0;
    /** Up to 16 children, sorted key bytes. */
    static final int NODE16 = 1;
    /** Up to 48 children behind a 256-entry index. */
    static final int NODE48 = 2;
    /** Up to 256 children indexed directly by key byte. */
    static final int NODE256 = 3;
    /** Number of node kinds. */
    static final int KINDS = 4;

    /** Which of {@link #NODE4}, {@link #NODE16}, {@link #NODE48}, {@link #NODE256}. */
    final int kind;
    /** Sorted key bytes (NODE4, NODE16) or the key byte to slot+1 index (NODE48); null for NODE256. */
    final byte[] keys;
    /** Children: ArtNode or ArtLeaf; null slots are empty. */
    final Object[] children;
    /** NODE48 and NODE256: bitmap of the key bytes present, bit {@code b & 63} of word {@code b >>> 6}. */
    final long[] present;
    /** NODE48: bitmap of the occupied slots in {@link #children}. */
    long usedSlots;
    /** Number of children. */
    int count;
    /** Right shift that brings this node's branching byte to the low 8 bits: {@code 56 - 8 * depth}. */
    int shift;
    /** Bytes {@code 0..depth-1} shared by every key below, the other bytes zero. */
    long prefix;
    /** Mask of bytes {@code 0..depth-1}; zero at depth 0. */
    long prefixMask;
    /** Next node in the pool's free list of this kind; null while the node is in the tree. */
    ArtNode nextFree;

    /**
     * Allocates the arrays of one node kind; only the pool creates nodes.
     *
     * @param kind {@link #NODE4}, {@link #NODE16}, {@link #NODE48} or {@link #NODE256}
     */
    ArtNode(final int kind) {
        this.kind = kind;
        switch (kind) {
            case NODE4:
                keys = new byte[4];
                children = new Object[4];
                present = null;
                break;
            case NODE16:
                keys = new byte[16];
                children = new Object[16];
                present = null;
                break;
            case NODE48:
                keys = new byte[256];
                children = new Object[48];
                present = new long[4];
                break;
            case NODE256:
                keys = null;
                children = new Object[256];
                present = new long[4];
                break;
            default:
                throw new IllegalArgumentException("kind " + kind);
        }
    }

    /**
     * Sets the depth and the prefix of a node taken from the pool.
     *
     * @param depth   the byte index this node branches on, 0..7
     * @param keyBits any internal key that will live below this node
     */
    void init(final int depth, final long keyBits) {
        shift = 56 - 8 * depth;
        prefixMask = depth == 0 ? 0L : -1L << (64 - 8 * depth);
        prefix = keyBits & prefixMask;
    }

    /** @return the depth of this node, 0..7 */
    int depth() {
        return (56 - shift) >>> 3;
    }

    /**
     * @param key an internal key
     * @return the byte of {@code key} this node branches on, 0..255
     */
    int keyByte(final long key) {
        return (int) (key >>> shift) & 0xFF;
    }

    /** @return whether no child can be added without growing */
    boolean isFull() {
        return count == children.length;
    }

    /**
     * @param b a key byte, 0..255
     * @return the child under {@code b}, or null
     */
    Object child(final int b) {
        switch (kind) {
            case NODE256:
                return children[b];
            case NODE48:
                final int index = keys[b];
                return index == 0 ? null : children[index - 1];
            default:
                final byte kb = (byte) b;
                for (int i = 0, n = count; i < n; i++) {
                    if (keys[i] == kb) {
                        return children[i];
                    }
                }
                return null;
        }
    }

    /**
     * @param b a key byte, 0..255
     * @return the index into {@link #children} of the child under {@code b}, or -1
     */
    int slotOf(final int b) {
        switch (kind) {
            case NODE256:
                return children[b] == null ? -1 : b;
            case NODE48:
                return keys[b] - 1;
            default:
                final byte kb = (byte) b;
                for (int i = 0, n = count; i < n; i++) {
                    if (keys[i] == kb) {
                        return i;
                    }
                }
                return -1;
        }
    }

    /**
     * Adds a child; the node must not be full and must not hold {@code b}.
     *
     * @param b     the key byte, 0..255
     * @param child an ArtNode or ArtLeaf
     */
    void insert(final int b, final Object child) {
        switch (kind) {
            case NODE256:
                children[b] = child;
                present[b >>> 6] |= 1L << b;
                break;
            case NODE48:
                final int slot = Long.numberOfTrailingZeros(~usedSlots);
                usedSlots |= 1L << slot;
                keys[b] = (byte) (slot + 1);
                children[slot] = child;
                present[b >>> 6] |= 1L << b;
                break;
            default:
                int i = count;
                while (i > 0 && (keys[i - 1] & 0xFF) > b) {
                    keys[i] = keys[i - 1];
                    children[i] = children[i - 1];
                    i--;
                }
                keys[i] = (byte) b;
                children[i] = child;
                break;
        }
        count++;
    }

    /**
     * Removes the child under {@code b}, found at {@code slot} by {@link #slotOf(int)}.
     *
     * @param b    the key byte, 0..255
     * @param slot its index into {@link #children}
     */
    void removeAt(final int b, final int slot) {
        switch (kind) {
            case NODE256:
                children[b] = null;
                present[b >>> 6] &= ~(1L << b);
                break;
            case NODE48:
                keys[b] = 0;
                children[slot] = null;
                usedSlots &= ~(1L << slot);
                present[b >>> 6] &= ~(1L << b);
                break;
            default:
                final int last = count - 1;
                for (int i = slot; i < last; i++) {
                    keys[i] = keys[i + 1];
                    children[i] = children[i + 1];
                }
                children[last] = null;
                break;
        }
        count--;
    }

    /** @return the child with the smallest key byte; the node is not empty */
    Object firstChild() {
        switch (kind) {
            case NODE256:
                return children[nextPresent(0)];
            case NODE48:
                return children[keys[nextPresent(0)] - 1];
            default:
                return children[0];
        }
    }

    /** @return the child with the largest key byte; the node is not empty */
    Object lastChild() {
        switch (kind) {
            case NODE256:
                return children[previousPresent(255)];
            case NODE48:
                return children[keys[previousPresent(255)] - 1];
            default:
                return children[count - 1];
        }
    }

    /**
     * @param b a key byte, 0..255
     * @return the child with the smallest key byte greater than {@code b}, or null
     */
    Object childAbove(final int b) {
        switch (kind) {
            case NODE256: {
                final int next = nextPresent(b + 1);
                return next < 0 ? null : children[next];
            }
            case NODE48: {
                final int next = nextPresent(b + 1);
                return next < 0 ? null : children[keys[next] - 1];
            }
            default:
                for (int i = 0, n = count; i < n; i++) {
                    if ((keys[i] & 0xFF) > b) {
                        return children[i];
                    }
                }
                return null;
        }
    }

    /**
     * @param b a key byte, 0..255
     * @return the child with the largest key byte smaller than {@code b}, or null
     */
    Object childBelow(final int b) {
        switch (kind) {
            case NODE256: {
                final int previous = previousPresent(b - 1);
                return previous < 0 ? null : children[previous];
            }
            case NODE48: {
                final int previous = previousPresent(b - 1);
                return previous < 0 ? null : children[keys[previous] - 1];
            }
            default:
                for (int i = count - 1; i >= 0; i--) {
                    if ((keys[i] & 0xFF) < b) {
                        return children[i];
                    }
                }
                return null;
        }
    }

    /**
     * Ascending walk over the key bytes present: {@code for (b = nextKeyByte(0); b >= 0; b = nextKeyByte(b + 1))}.
     * Linear in the node size for NODE4 and NODE16, so meant for cold paths (visits, checks).
     *
     * @param from the smallest key byte to report, 0..256
     * @return the smallest key byte present that is {@code >= from}, or -1
     */
    int nextKeyByte(final int from) {
        if (present != null) {
            return nextPresent(from);
        }
        for (int i = 0; i < count; i++) {
            final int b = keys[i] & 0xFF;
            if (b >= from) {
                return b;
            }
        }
        return -1;
    }

    /**
     * @param from 0..256
     * @return the smallest bit {@code >= from} set in {@link #present}, or -1
     */
    int nextPresent(final int from) {
        if (from > 255) {
            return -1;
        }
        int word = from >>> 6;
        long bits = present[word] & (-1L << from);
        while (bits == 0) {
            if (++word == 4) {
                return -1;
            }
            bits = present[word];
        }
        return (word << 6) + Long.numberOfTrailingZeros(bits);
    }

    /**
     * @param from -1..255
     * @return the largest bit {@code <= from} set in {@link #present}, or -1
     */
    int previousPresent(final int from) {
        if (from < 0) {
            return -1;
        }
        int word = from >>> 6;
        long bits = present[word] & (-1L >>> (63 - (from & 63)));
        while (bits == 0) {
            if (--word < 0) {
                return -1;
            }
            bits = present[word];
        }
        return (word << 6) + 63 - Long.numberOfLeadingZeros(bits);
    }
}
