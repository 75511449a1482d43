package dev.bourse.marketdata.feed;

/**
 * The open bars of one interval in the order they end. Bars open in order of their (never decreasing) command
 * timestamps and all have the same length, so they end in the order they opened: a FIFO is enough, and closing the
 * due ones costs nothing while none is due.
 *
 * <p>Thread-safety: none; the publisher's thread.
 */
final class BarClock {
    private BarSeries[] queue = new BarSeries[16];
    private int head;
    private int count;

    void opened(final BarSeries bar) {
        if (count == queue.length) {
            final BarSeries[] grown = new BarSeries[count * 2];
            for (int i = 0; i < count; i++) {
                grown[i] = queue[(head + i) % queue.length];
            }
            queue = grown;
            head = 0;
        }
        queue[(head + count) % queue.length] = bar;
        count++;
    }

    /** @return the next bar whose end is at or before {@code timestamp}, removed from the queue; null when none */
    BarSeries due(final long timestamp) {
        if (count == 0 || queue[head].end() > timestamp) {
            return null;
        }
        final BarSeries bar = queue[head];
        queue[head] = null;
        head = (head + 1) % queue.length;
        count--;
        return bar;
    }

    /** @return open bars, in the order they end */
    int size() {
        return count;
    }

    /** @return the open bar at a position of the queue, 0 ending first */
    BarSeries at(final int index) {
        return queue[(head + index) % queue.length];
    }

    void clear() {
        while (count > 0) {
            queue[head].active = false;
            queue[head] = null;
            head = (head + 1) % queue.length;
            count--;
        }
    }
}
