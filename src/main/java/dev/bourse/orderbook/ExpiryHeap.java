package dev.bourse.orderbook;

/**
 * Resting GTD orders ordered by (expiry, acceptance sequence), as a binary min-heap that records each order's
 * position in {@link FastOrder#heapIndex} so a cancelled or filled order leaves in O(log n).
 */
final class ExpiryHeap {
    private FastOrder[] heap;
    private int size;

    ExpiryHeap(final int capacity) {
        heap = new FastOrder[Math.max(16, capacity)];
    }

    int size() {
        return size;
    }

    /** @return slots of the heap array */
    int capacity() {
        return heap.length;
    }

    /** @return the expiry of the order that expires first, ns, or {@link Long#MAX_VALUE} when empty */
    long earliest() {
        return size == 0 ? Long.MAX_VALUE : heap[0].expireAt;
    }

    /** The order that expires first, or null. */
    FastOrder peek() {
        return size == 0 ? null : heap[0];
    }

    void add(final FastOrder order) {
        if (size == heap.length) {
            final FastOrder[] bigger = new FastOrder[heap.length * 2];
            System.arraycopy(heap, 0, bigger, 0, size);
            heap = bigger;
        }
        heap[size] = order;
        order.heapIndex = size;
        size++;
        siftUp(order.heapIndex);
    }

    void remove(final FastOrder order) {
        final int i = order.heapIndex;
        order.heapIndex = -1;
        size--;
        if (i == size) {
            heap[size] = null;
            return;
        }
        final FastOrder last = heap[size];
        heap[size] = null;
        heap[i] = last;
        last.heapIndex = i;
        siftDown(i);
        if (last.heapIndex == i) {
            siftUp(i);
        }
    }

    private static boolean before(final FastOrder a, final FastOrder b) {
        return a.expireAt < b.expireAt || (a.expireAt == b.expireAt && a.seq < b.seq);
    }

    private void siftUp(final int start) {
        int i = start;
        final FastOrder o = heap[i];
        while (i > 0) {
            final int parent = (i - 1) >>> 1;
            if (!before(o, heap[parent])) {
                break;
            }
            heap[i] = heap[parent];
            heap[i].heapIndex = i;
            i = parent;
        }
        heap[i] = o;
        o.heapIndex = i;
    }

    private void siftDown(final int start) {
        int i = start;
        final FastOrder o = heap[i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && before(heap[child + 1], heap[child])) {
                child++;
            }
            if (!before(heap[child], o)) {
                break;
            }
            heap[i] = heap[child];
            heap[i].heapIndex = i;
            i = child;
        }
        heap[i] = o;
        o.heapIndex = i;
    }

    void checkInvariants() {
        for (int i = 0; i < size; i++) {
            if (heap[i].heapIndex != i) {
                throw new IllegalStateException("expiry heap index wrong at " + i);
            }
            if (i > 0 && before(heap[i], heap[(i - 1) >>> 1])) {
                throw new IllegalStateException("expiry heap order broken at " + i);
            }
        }
    }
}
