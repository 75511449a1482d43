package dev.bourse.orderbook.art;

import java.util.NoSuchElementException;
import java.util.Objects;

/**
 * A sorted map from {@code long} keys (prices in ticks, any signed value) to objects, built as an adaptive radix
 * tree (ART) with pooled nodes: the order book's price to price-level index, with neighbour search for the next
 * better or worse price.
 *
 * <h2>Keys</h2>
 * A key is stored as {@code key ^ Long.MIN_VALUE}, which flips the sign bit so that unsigned order of the stored
 * bits equals signed order of the keys; the stored key is read as 8 bytes, most significant first, one tree level
 * per byte. {@link Long#MIN_VALUE} and {@link Long#MAX_VALUE} are ordinary keys.
 *
 * <h2>Nodes</h2>
 * An inner node at depth {@code d} (0..7) branches on byte {@code d} and keeps bytes {@code 0..d-1} of its keys
 * whole, so a run of shared bytes costs no levels (path compression): two keys make one node however far apart
 * they are. A leaf holds the full key and the value and hangs directly under the first node where its key is
 * alone (lazy expansion). The node kinds, with their size on a 64-bit JVM with compressed references
 * (header, fields and arrays):
 * <pre>
 * NODE4     2..4 children      ~100 bytes
 *   keys      byte[4]          key bytes, ascending
 *   children  Object[4]        child i under keys[i]
 *   lookup    linear scan of at most 4 bytes
 *
 * NODE16    4..16 children     ~170 bytes
 *   keys      byte[16]         key bytes, ascending
 *   children  Object[16]       child i under keys[i]
 *   lookup    linear scan of at most 16 bytes
 *
 * NODE48    13..48 children    ~560 bytes
 *   keys      byte[256]        key byte b to slot + 1, 0 when absent
 *   children  Object[48]       slots in insertion order; a 48-bit mask marks the used ones
 *   present   long[4]          256-bit set of the key bytes, for ordered walks
 *   lookup    two array reads
 *
 * NODE256   38..256 children   ~1,150 bytes
 *   children  Object[256]      child under key byte b at index b
 *   present   long[4]          256-bit set of the key bytes, for ordered walks
 *   lookup    one array read
 *
 * leaf      one key            ~32 bytes
 *   key, value
 * </pre>
 * A node grows one kind up when full and shrinks one kind down when its count falls to 3, 12 or 37 (the gap to
 * the growth threshold stops a key added and removed at a boundary from converting the node each time); a NODE4
 * left with one child is replaced by that child. Memory is thus bounded by a constant per key and the height by 8
 * inner nodes, however the map is churned.
 *
 * <h2>Cost</h2>
 * {@link #get}, {@link #put}, {@link #remove}, {@link #ceilingValue}, {@link #floorValue}, {@link #higherValue},
 * {@link #lowerValue}, {@link #firstValue} and {@link #lastValue} are O(depth) with depth at most 8, independent of
 * the number of keys; each level is a constant amount of work (at most 16 byte compares, or a few bit operations on
 * the 256-bit set for the two larger kinds). A neighbour search goes down the path of the key and, if that ends
 * below the key (or above for floor), takes the nearest sibling on the way back up and the first (last) leaf under
 * it. For ~1,000 prices in a band the tree is 2 or 3 levels deep.
 *
 * <h2>Allocation</h2>
 * Leaves and nodes come from per-map free lists, one per node kind, which removals and conversions refill. The
 * constructor preallocates for the expected number of keys; beyond that a list that runs dry allocates, and after
 * a warm-up at a given size and shape the map allocates nothing on any of the operations above (no boxing,
 * iterators or lambdas). Nothing is returned to the garbage collector: {@link #clear()} pools every node.
 *
 * <p>Null values are not allowed. Thread-safety: none; the map belongs to one thread (the order book's shard).
 *
 * @param <V> the value type
 */
public final class LongArtMap<V> {
    private final ArtNodePool pool;
    private Object root;
    private int size;

    /**
     * @param expectedKeys keys to preallocate leaves and nodes for, 0 or more; the map grows past it
     * @throws IllegalArgumentException if {@code expectedKeys} is negative
     */
    public LongArtMap(final int expectedKeys) {
        pool = new ArtNodePool(expectedKeys);
    }

    /**
     * What the map holds on to, live or pooled, counted deterministically so that tests can bound it: one per leaf,
     * and per inner node its child slots (4, 16, 48 or 256 by kind). A map built for 0 keys and never used
     * holds 0.
     *
     * @return leaves plus child slots of the nodes this map has allocated, 0 or more
     */
    public long allocatedSlots() {
        return (long) pool.createdLeaves() + 4L * pool.created(ArtNode.NODE4) + 16L * pool.created(ArtNode.NODE16)
            + 48L * pool.created(ArtNode.NODE48) + 256L * pool.created(ArtNode.NODE256);
    }

    /** @return the number of keys, 0 or more */
    public int size() {
        return size;
    }

    /** @return whether the map holds no key */
    public boolean isEmpty() {
        return size == 0;
    }

    /**
     * @param key any long
     * @return the value mapped to {@code key}, or null
     */
    public V get(final long key) {
        final long k = key ^ Long.MIN_VALUE;
        Object n = root;
        while (n instanceof ArtNode) {
            final ArtNode node = (ArtNode) n;
            n = node.child(node.keyByte(k));
        }
        if (n != null && ((ArtLeaf) n).key == k) {
            return value(n);
        }
        return null;
    }

    /**
     * Maps {@code key} to {@code value}, replacing any previous value.
     *
     * @param key   any long
     * @param value not null
     * @return the previous value, or null if the key was absent
     * @throws NullPointerException if {@code value} is null
     */
    public V put(final long key, final V value) {
        Objects.requireNonNull(value, "value");
        final long k = key ^ Long.MIN_VALUE;
        ArtNode parent = null;
        int parentSlot = -1;
        Object n = root;
        while (true) {
            if (n == null) {
                root = pool.leaf(k, value);
                size = 1;
                return null;
            }
            if (n instanceof ArtLeaf) {
                final ArtLeaf leaf = (ArtLeaf) n;
                if (leaf.key == k) {
                    final V previous = value(leaf);
                    leaf.value = value;
                    return previous;
                }
                replace(parent, parentSlot, split(leaf, leaf.key, k, value));
                size++;
                return null;
            }
            final ArtNode node = (ArtNode) n;
            final long diff = (k ^ node.prefix) & node.prefixMask;
            if (diff != 0) {
                replace(parent, parentSlot, split(node, node.prefix, k, value));
                size++;
                return null;
            }
            final int b = node.keyByte(k);
            final int slot = node.slotOf(b);
            if (slot < 0) {
                ArtNode target = node;
                if (node.isFull()) {
                    target = pool.grow(node);
                    replace(parent, parentSlot, target);
                }
                target.insert(b, pool.leaf(k, value));
                size++;
                return null;
            }
            parent = node;
            parentSlot = slot;
            n = node.children[slot];
        }
    }

    /**
     * Makes a NODE4 at the first byte where {@code k} and the key bits of {@code existing} differ, holding
     * {@code existing} and a new leaf for {@code k}.
     */
    private ArtNode split(final Object existing, final long existingBits, final long k, final Object value) {
        final int depth = Long.numberOfLeadingZeros(existingBits ^ k) >>> 3;
        final ArtNode node = pool.acquire(ArtNode.NODE4, depth, k);
        node.insert(node.keyByte(existingBits), existing);
        node.insert(node.keyByte(k), pool.leaf(k, value));
        return node;
    }

    private void replace(final ArtNode parent, final int slot, final Object child) {
        if (parent == null) {
            root = child;
        } else {
            parent.children[slot] = child;
        }
    }

    /**
     * @param key any long
     * @return the value that was mapped to {@code key}, or null if the key was absent
     */
    public V remove(final long key) {
        final long k = key ^ Long.MIN_VALUE;
        ArtNode grandparent = null;
        int grandparentSlot = -1;
        ArtNode parent = null;
        int parentSlot = -1;
        int parentByte = -1;
        Object n = root;
        while (n instanceof ArtNode) {
            final ArtNode node = (ArtNode) n;
            final int b = node.keyByte(k);
            final int slot = node.slotOf(b);
            if (slot < 0) {
                return null;
            }
            grandparent = parent;
            grandparentSlot = parentSlot;
            parent = node;
            parentSlot = slot;
            parentByte = b;
            n = node.children[slot];
        }
        if (n == null || ((ArtLeaf) n).key != k) {
            return null;
        }
        final V previous = value(n);
        pool.releaseLeaf((ArtLeaf) n);
        size--;
        if (parent == null) {
            root = null;
        } else {
            parent.removeAt(parentByte, parentSlot);
            shrinkIfSparse(parent, grandparent, grandparentSlot);
        }
        return previous;
    }

    private void shrinkIfSparse(final ArtNode node, final ArtNode parent, final int parentSlot) {
        switch (node.kind) {
            case ArtNode.NODE4:
                if (node.count == 1) {
                    replace(parent, parentSlot, node.children[0]);
                    pool.release(node);
                }
                break;
            case ArtNode.NODE16:
                if (node.count <= 3) {
                    replace(parent, parentSlot, pool.shrink(node));
                }
                break;
            case ArtNode.NODE48:
                if (node.count <= 12) {
                    replace(parent, parentSlot, pool.shrink(node));
                }
                break;
            default:
                if (node.count <= 37) {
                    replace(parent, parentSlot, pool.shrink(node));
                }
                break;
        }
    }

    /**
     * @param key any long
     * @return the value of the smallest key {@code >= key}, or null if there is none
     */
    public V ceilingValue(final long key) {
        if (root == null) {
            return null;
        }
        final ArtLeaf leaf = ArtSearch.ceilingLeaf(root, key ^ Long.MIN_VALUE);
        return leaf == null ? null : value(leaf);
    }

    /**
     * @param key any long
     * @return the value of the largest key {@code <= key}, or null if there is none
     */
    public V floorValue(final long key) {
        if (root == null) {
            return null;
        }
        final ArtLeaf leaf = ArtSearch.floorLeaf(root, key ^ Long.MIN_VALUE);
        return leaf == null ? null : value(leaf);
    }

    /**
     * @param key any long
     * @return the value of the smallest key {@code > key}, or null if there is none
     */
    public V higherValue(final long key) {
        return key == Long.MAX_VALUE ? null : ceilingValue(key + 1);
    }

    /**
     * @param key any long
     * @return the value of the largest key {@code < key}, or null if there is none
     */
    public V lowerValue(final long key) {
        return key == Long.MIN_VALUE ? null : floorValue(key - 1);
    }

    /** @return the value of the smallest key, or null if the map is empty */
    public V firstValue() {
        return root == null ? null : value(ArtSearch.firstLeaf(root));
    }

    /** @return the value of the largest key, or null if the map is empty */
    public V lastValue() {
        return root == null ? null : value(ArtSearch.lastLeaf(root));
    }

    /**
     * @return the smallest key
     * @throws NoSuchElementException if the map is empty (check {@link #isEmpty()} first; this is a bug)
     */
    public long firstKey() {
        if (root == null) {
            throw new NoSuchElementException("empty map");
        }
        return ArtSearch.firstLeaf(root).key ^ Long.MIN_VALUE;
    }

    /**
     * @return the largest key
     * @throws NoSuchElementException if the map is empty (check {@link #isEmpty()} first; this is a bug)
     */
    public long lastKey() {
        if (root == null) {
            throw new NoSuchElementException("empty map");
        }
        return ArtSearch.lastLeaf(root).key ^ Long.MIN_VALUE;
    }

    /** Removes every key, returning all leaves and nodes to the pools for reuse. O(n). */
    public void clear() {
        if (root != null) {
            releaseAll(root);
            root = null;
            size = 0;
        }
    }

    private void releaseAll(final Object n) {
        if (n instanceof ArtLeaf) {
            pool.releaseLeaf((ArtLeaf) n);
            return;
        }
        final ArtNode node = (ArtNode) n;
        for (int b = node.nextKeyByte(0); b >= 0; b = node.nextKeyByte(b + 1)) {
            releaseAll(node.child(b));
        }
        pool.release(node);
    }

    /**
     * Calls {@code visitor} for every entry in ascending key order. Cold path: linear in the number of keys and
     * slower per entry than the lookups; the map must not be changed during the visit.
     *
     * @param visitor receives each key and value
     */
    public void forEach(final LongArtVisitor<? super V> visitor) {
        if (root != null) {
            visit(root, visitor);
        }
    }

    private void visit(final Object n, final LongArtVisitor<? super V> visitor) {
        if (n instanceof ArtLeaf) {
            final ArtLeaf leaf = (ArtLeaf) n;
            visitor.visit(leaf.key ^ Long.MIN_VALUE, cast(leaf.value));
            return;
        }
        final ArtNode node = (ArtNode) n;
        for (int b = node.nextKeyByte(0); b >= 0; b = node.nextKeyByte(b + 1)) {
            visit(node.child(b), visitor);
        }
    }

    /**
     * Walks the whole tree and the pools and checks the structure: node kinds and child counts within their
     * ranges, sorted and consistent key bytes, prefixes and depths, leaves under the right bytes, the key count,
     * and pool counters. For tests and {@code Checks.ENABLED} paths; O(n).
     *
     * @throws IllegalStateException describing the first violation found
     */
    public void checkInvariants() {
        final int[] live = new int[ArtNode.KINDS];
        final int leaves = root == null ? 0 : ArtInvariants.checkSubtree(root, live);
        if (leaves != size) {
            throw new IllegalStateException("size " + size + " but " + leaves + " leaves");
        }
        pool.checkInvariants();
        for (int kind = 0; kind < ArtNode.KINDS; kind++) {
            if (pool.created(kind) != live[kind] + pool.pooled(kind)) {
                throw new IllegalStateException("kind " + kind + ": created " + pool.created(kind) + ", live "
                    + live[kind] + ", pooled " + pool.pooled(kind));
            }
        }
        if (pool.createdLeaves() != size + pool.pooledLeaves()) {
            throw new IllegalStateException("leaves: created " + pool.createdLeaves() + ", live " + size
                + ", pooled " + pool.pooledLeaves());
        }
    }

    /**
     * @param kind a node kind, {@link ArtNode#NODE4} .. {@link ArtNode#NODE256}
     * @return inner nodes of that kind now in the tree
     */
    int liveNodes(final int kind) {
        return pool.created(kind) - pool.pooled(kind);
    }

    /** @return the pool, for tests of its counters */
    ArtNodePool pool() {
        return pool;
    }

    /** @return the largest number of inner nodes on a path from the root to a leaf; 0 for 0 or 1 keys */
    int height() {
        return height(root);
    }

    private static int height(final Object n) {
        if (!(n instanceof ArtNode)) {
            return 0;
        }
        final ArtNode node = (ArtNode) n;
        int max = 0;
        for (int b = node.nextKeyByte(0); b >= 0; b = node.nextKeyByte(b + 1)) {
            max = Math.max(max, height(node.child(b)));
        }
        return max + 1;
    }

    private V value(final Object leaf) {
        return cast(((ArtLeaf) leaf).value);
    }

    @SuppressWarnings("unchecked")
    private V cast(final Object value) {
        return (V) value;
    }
}
