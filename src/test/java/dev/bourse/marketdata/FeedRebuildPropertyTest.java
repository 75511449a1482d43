package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.L2Book;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.marketdata.book.LevelBook;
import dev.bourse.marketdata.client.BookBuilder;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.core.ExchangeCore;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Under a random load of every order type, consumers rebuild every book from the feed: one from the L2 updates, one
 * from the L3 log, both from the start, and one that joins late from a snapshot. After every command, each rebuilt
 * book equals the engine's own L2 answer (all depths, sizes and order counts), the L3 books hash as the publisher's,
 * the last BBO equals the best levels, and the sequences have no gap; at the end the tape's volume equals the
 * statistics' and the fills of the private streams. In each thread layout.
 *
 * <p>The engine's L2 answer leaves out good-till-date orders due at the query's timestamp even before an event
 * expires them, while the feed shows what the events say; so the clock stands still after each command for a probe
 * (an order that cannot trade, so its book expires what is due at that timestamp) and the query.
 */
class FeedRebuildPropertyTest {
    private static final int SYMBOLS = 3;
    private static final int USERS = 5;
    private static final int COMMANDS = 700;
    private static final long LATE_JOIN_AT = 300;

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void everyConsumerHoldsTheEnginesBookAfterEveryCommand(final ThreadLayout layout) throws InterruptedException {
        final BookBuilder byLevel = new BookBuilder(false);
        final BookBuilder byOrder = new BookBuilder(true);
        final BookBuilder late = new BookBuilder(true);
        final FeedTap tap = new FeedTap(byLevel, byOrder);
        final FeedGenerator feed = new FeedGenerator(Channels.ALL, layout == ThreadLayout.COMPACT, tap.feed(),
                tap.executions());
        final boolean[] joined = {false};
        feed.onCommandEnd((generator, commandSeq, timestamp) -> {
            if (!joined[0] && commandSeq >= LATE_JOIN_AT) {
                joined[0] = true;
                for (int i = 0; i < generator.symbolCount(); i++) {
                    generator.snapshot(generator.symbolAt(i), late);
                }
                tap.feed().add(late);
            }
        });
        final AtomicLong clock = new AtomicLong(1_000_000_000_000L);
        final AtomicBoolean frozen = new AtomicBoolean();
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).riskShards(2).matchingShards(2)
                .threadLayout(layout).waitStrategy(WaitStrategyType.SLEEPING).build();
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new RiskEngine(2))
                .journal(NoOpJournal.INSTANCE).listener(feed)
                .clock(() -> frozen.get() ? clock.get() : clock.addAndGet(FeedLoad.STEP)).build();
        core.start();
        try {
            final FeedLoad load = new FeedLoad(layout.ordinal() * 31L + 5, SYMBOLS, USERS);
            load.setUp(core);
            for (int k = 0; k < COMMANDS; k++) {
                final long symbol = load.step(core, clock.get() + FeedLoad.STEP);
                frozen.set(true);
                load.probe(core, symbol);
                final L2Book engine = core.l2(symbol, ExchangeApi.MAX_L2_DEPTH).join().l2();
                frozen.set(false);
                try {
                    assertSameLevels(engine, byLevel.book(symbol), "L2 consumer, symbol " + symbol + " step " + k);
                } catch (final AssertionError e) {
                    throw new AssertionError("the symbol's last lines:\n" + recentLines(tap, symbol), e);
                }
                assertSameLevels(engine, byOrder.book(symbol), "L3 consumer, symbol " + symbol + " step " + k);
                assertSameLevels(engine, feed.book(symbol), "publisher, symbol " + symbol + " step " + k);
                assertBbo(tap.bbo(symbol), engine, "symbol " + symbol + " step " + k);
                assertThat(byOrder.stateHash()).as("L3 hash at step %d", k).isEqualTo(feed.stateHash());
                if (joined[0]) {
                    assertThat(late.stateHash()).as("late joiner's hash at step %d", k).isEqualTo(feed.stateHash());
                }
                assertThat(tap.violations()).as("sequences").isEmpty();
            }
        } finally {
            core.stop();
        }
        assertThat(core.errors().count()).isZero();
        assertThat(joined[0]).isTrue();
        assertThat(byLevel.gaps() + byOrder.gaps() + late.gaps()).isZero();
        assertTapeMatchesStatisticsAndFills(tap);
    }

    private static void assertTapeMatchesStatisticsAndFills(final FeedTap tap) {
        long tapeVolume = 0;
        for (final String line : tap.lines("TRADE ")) {
            tapeVolume += Long.parseLong(line.split(" ")[6].split("@")[0]);
        }
        long fills = 0;
        for (final String line : tap.lines("EXEC ")) {
            if (line.contains(" FILL ")) {
                fills += Long.parseLong(line.split(" ")[10].split("@")[0]);
            }
        }
        long statVolume = 0;
        final Map<String, Long> lastVolume = new HashMap<>();
        for (final String line : tap.lines("STAT ")) {
            final String[] f = line.split(" ");
            lastVolume.put(f[1], Long.parseLong(f[8]));
        }
        for (final long v : lastVolume.values()) {
            statVolume += v;
        }
        long barVolume = 0;
        for (final String line : tap.lines("BAR ")) {
            if (line.contains(" " + FeedGenerator.SECOND + "ns@")) {
                final String[] f = line.split(" ");
                barVolume += Long.parseLong(f[9]);
            }
        }
        assertThat(tapeVolume).as("volume traded").isPositive();
        assertThat(fills).as("private fills: maker and taker per trade").isEqualTo(2 * tapeVolume);
        assertThat(statVolume).as("session volumes").isEqualTo(tapeVolume);
        assertThat(barVolume).as("closed 1 s bars hold at most the tape").isPositive().isLessThanOrEqualTo(tapeVolume);
    }

    private static String recentLines(final FeedTap tap, final long symbol) {
        final List<String> mine = new ArrayList<>();
        for (final String line : tap.lines()) {
            if (line.split(" ")[1].equals(String.valueOf(symbol)) || line.contains(" s" + symbol + " ")) {
                mine.add(line);
            }
        }
        return String.join("\n", mine.subList(Math.max(0, mine.size() - 40), mine.size()));
    }

    static void assertSameLevels(final L2Book engine, final LevelBook book, final String what) {
        assertThat(book).as(what).isNotNull();
        assertThat(describe(book)).as(what).isEqualTo(describe(engine));
    }

    private static void assertBbo(final String bbo, final L2Book engine, final String what) {
        final String bid = engine.bidLevels() > 0
                ? engine.bidSize(0) + "@" + engine.bidPrice(0) + "(" + engine.bidOrders(0) + ")" : "0@0(0)";
        final String ask = engine.askLevels() > 0
                ? engine.askSize(0) + "@" + engine.askPrice(0) + "(" + engine.askOrders(0) + ")" : "0@0(0)";
        assertThat(bbo == null ? "0@0(0) / 0@0(0)" : bbo).as("BBO " + what).isEqualTo(bid + " / " + ask);
    }

    static String describe(final L2Book l2) {
        final StringBuilder b = new StringBuilder("bids");
        for (int i = 0; i < l2.bidLevels(); i++) {
            b.append(' ').append(l2.bidSize(i)).append('@').append(l2.bidPrice(i)).append('(')
                    .append(l2.bidOrders(i)).append(')');
        }
        b.append(" asks");
        for (int i = 0; i < l2.askLevels(); i++) {
            b.append(' ').append(l2.askSize(i)).append('@').append(l2.askPrice(i)).append('(')
                    .append(l2.askOrders(i)).append(')');
        }
        return b.toString();
    }

    static String describe(final LevelBook book) {
        final StringBuilder b = new StringBuilder("bids");
        for (int side = 0; side < 2; side++) {
            if (side == 1) {
                b.append(" asks");
            }
            for (int i = 0; i < book.depth(side); i++) {
                b.append(' ').append(book.size(side, i)).append('@').append(book.price(side, i)).append('(')
                        .append(book.orders(side, i)).append(')');
            }
        }
        return b.toString();
    }
}
