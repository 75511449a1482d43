package dev.bourse.pipeline.fanout;

import dev.bourse.api.EventConsumer;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.L2Book;
import dev.bourse.api.StreamEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

/**
 * Records what a consumer reads: each record as an {@link EventLines} line with its position, whether it was
 * replayed, each gap, and an L2 book kept from the records' level fields alone (as a market-data consumer would).
 * Optionally stalls in its first callback until released.
 */
final class RecordingConsumer implements EventConsumer {
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());
    private final List<Long> positions = Collections.synchronizedList(new ArrayList<>());
    private final List<Boolean> replayed = Collections.synchronizedList(new ArrayList<>());
    private final List<long[]> gaps = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, String> levels = new ConcurrentHashMap<>();
    private final CountDownLatch stalled = new CountDownLatch(1);
    private final CountDownLatch release;

    /** @param stall true to stall in the first callback until {@link #release()} */
    RecordingConsumer(final boolean stall) {
        this.release = new CountDownLatch(stall ? 1 : 0);
    }

    @Override
    public void onEvent(final StreamEvent event) {
        if (stalled.getCount() > 0) {
            stalled.countDown();
            try {
                release.await();
            } catch (final InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        lines.add(EventLines.of(event));
        positions.add(event.position());
        replayed.add(event.isReplayed());
        if (event.levelSide() != EventDescriptor.NO_SIDE && event.levelOrders() != EventDescriptor.UNKNOWN) {
            final String key = event.symbol() + " " + (event.levelSide() == 0 ? "bid" : "ask") + " "
                    + event.levelPrice();
            if (event.levelOrders() == 0) {
                levels.remove(key);
            } else {
                levels.put(key, event.levelVisible() + "/" + event.levelOrders());
            }
        }
    }

    @Override
    public void onGap(final long fromPosition, final long lostCount) {
        gaps.add(new long[] {fromPosition, lostCount});
    }

    void awaitStalled() throws InterruptedException {
        stalled.await();
    }

    void release() {
        release.countDown();
    }

    List<String> lines() {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    List<Long> positions() {
        synchronized (positions) {
            return new ArrayList<>(positions);
        }
    }

    List<Boolean> replayed() {
        synchronized (replayed) {
            return new ArrayList<>(replayed);
        }
    }

    List<long[]> gaps() {
        synchronized (gaps) {
            return new ArrayList<>(gaps);
        }
    }

    /** @return the levels kept from the records, sorted: "symbol side price" to "visible/orders" */
    Map<String, String> levels() {
        return new TreeMap<>(levels);
    }

    /** @return the same view of the core's own L2 answers for {@code symbols} */
    static Map<String, String> l2(final ExchangeApi api, final long... symbols) {
        final Map<String, String> out = new TreeMap<>();
        for (final long s : symbols) {
            final L2Book book = api.l2(s, ExchangeApi.MAX_L2_DEPTH).join().l2();
            for (int i = 0; i < book.bidLevels(); i++) {
                out.put(s + " bid " + book.bidPrice(i), book.bidSize(i) + "/" + book.bidOrders(i));
            }
            for (int i = 0; i < book.askLevels(); i++) {
                out.put(s + " ask " + book.askPrice(i), book.askSize(i) + "/" + book.askOrders(i));
            }
        }
        return out;
    }
}
