package dev.bourse.marketdata;

import dev.bourse.marketdata.feed.ExecutionHandler;
import dev.bourse.marketdata.feed.FeedFanOut;
import dev.bourse.marketdata.feed.FeedHandler;
import dev.bourse.marketdata.feed.FeedLineWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Records a generator's output as the lines of a {@link FeedLineWriter} (channel first: {@code TRADE}, {@code BBO},
 * {@code L2}, {@code L3}, {@code STAT}, {@code BAR}, {@code STATUS}, {@code DIR}, {@code RESET}, {@code SNAP},
 * {@code EXEC}), hands the public messages to other consumers too ({@link #feed()}), and checks that each symbol's
 * sequence and each user's sequence go up by one.
 *
 * <p>Thread-safety: callbacks on one thread; read after the core's future of the last command completed.
 */
final class FeedTap implements Consumer<String> {
    private final FeedLineWriter writer = new FeedLineWriter(this);
    private final FeedFanOut fanOut = new FeedFanOut(writer);
    private final List<String> lines = new ArrayList<>();
    private final List<String> violations = new ArrayList<>();
    private final Map<String, Long> seqs = new HashMap<>();
    private final Map<Long, String> bbo = new HashMap<>();

    FeedTap(final FeedHandler... forwardTo) {
        for (final FeedHandler h : forwardTo) {
            fanOut.add(h);
        }
    }

    /** @return the handler for the generator's public messages */
    FeedFanOut feed() {
        return fanOut;
    }

    /** @return the handler for the generator's private reports */
    ExecutionHandler executions() {
        return writer;
    }

    List<String> lines() {
        return lines;
    }

    /** @param channel a line prefix such as {@code "L3 "} */
    List<String> lines(final String channel) {
        final List<String> out = new ArrayList<>();
        for (final String line : lines) {
            if (line.startsWith(channel)) {
                out.add(line);
            }
        }
        return out;
    }

    List<String> violations() {
        return violations;
    }

    /** @return the last BBO message's {@code bidSize@bidPrice(orders) / askSize@askPrice(orders)}, or null */
    String bbo(final long symbol) {
        return bbo.get(symbol);
    }

    @Override
    public void accept(final String line) {
        lines.add(line);
        final String[] f = line.split(" ");
        if (f[0].equals("SNAP")) {
            return;
        }
        final String stream = f[0].equals("EXEC") ? f[1] : "s" + f[1];
        final long seq = Long.parseLong(f[2].substring(1));
        final long last = seqs.getOrDefault(stream, 0L);
        if (seq != last + 1) {
            violations.add(stream + " seq " + seq + " after " + last + ": " + line);
        }
        seqs.put(stream, seq);
        if (f[0].equals("BBO")) {
            bbo.put(Long.parseLong(f[1]), f[5] + " / " + f[7]);
        }
    }
}
