package dev.bourse.testkit;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.JournalWriter;
import dev.bourse.core.ExchangeCore;
import dev.bourse.pipeline.RiskEngine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A short, deterministic trading session recorded by a real core: its journal (two segments, one per start) and
 * one snapshot, written where the core writes them ({@code <dir>} and {@code <dir>/snapshots}). The fuzz tests'
 * seed corpora are cut from these files, so they start from what the readers really see.
 *
 * <p>The session: two spot symbols and a margin symbol, six users with deposits in both currencies, then random
 * limit, IOC and budget orders, cancels, moves, reduces and a withdrawal; a snapshot; a restart that recovers; more
 * orders. A fixed seed and a counting clock make the recorded commands, with their sequences and timestamps, the
 * same on every run; where the journal's blocks end follows thread timing.
 *
 * <p>Thread-safety: none; one recording at a time per directory.
 */
public final class RecordedSession {
    private static final int USERS = 6;
    private static final long[] SYMBOLS = {1, 2, 3};

    private RecordedSession() {
    }

    /**
     * Records the session into {@code dir}.
     *
     * @param dir             an empty or missing directory
     * @param commandsPerPart random order commands before and after the restart
     * @throws Exception when the core fails
     */
    public static void record(final Path dir, final int commandsPerPart) throws Exception {
        final AtomicLong clock = new AtomicLong(1_700_000_000_000_000_000L);
        final Random random = new Random(20_261_124L);
        final ExchangeConfig config = ExchangeConfig.builder().threadLayout(ThreadLayout.INLINE).riskShards(2)
                .matchingShards(2).orderBookExpectedOrders(64).riskExpectedUsers(64).journalEnabled(true)
                .journalDir(dir).journalDurability(Durability.ASYNC).build();
        ExchangeCore core = start(config, clock);
        setUp(core);
        trade(core, random, commandsPerPart, 1);
        core.snapshot().get(30, TimeUnit.SECONDS);
        trade(core, random, commandsPerPart / 4, 10_000);
        core.stop();
        core = start(config, clock);
        trade(core, random, commandsPerPart, 20_000);
        core.stop();
    }

    private static ExchangeCore start(final ExchangeConfig config, final AtomicLong clock) throws IOException {
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new RiskEngine(config.riskShards(), 64))
                .journal(new JournalWriter(config)).clock(() -> clock.addAndGet(1_000)).build();
        core.start();
        return core;
    }

    private static void setUp(final ExchangeApi api) throws Exception {
        api.addSymbol(TestSpecs.spot(SYMBOLS[0]));
        api.addSymbol(TestSpecs.spot(SYMBOLS[1]));
        api.addSymbol(TestSpecs.margin(SYMBOLS[2]));
        for (long uid = 1; uid <= USERS; uid++) {
            api.addUser(uid);
            api.deposit(uid, TestSpecs.BASE, 10_000, uid);
            api.deposit(uid, TestSpecs.QUOTE, 1_000_000, 100 + uid);
        }
        api.withdraw(USERS, TestSpecs.QUOTE, 1_000, 1_000).get(30, TimeUnit.SECONDS);
    }

    private static void trade(final ExchangeApi api, final Random random, final int commands, final long firstId)
            throws Exception {
        CompletableFuture<?> last = null;
        long nextId = firstId;
        for (int k = 0; k < commands; k++) {
            final long uid = 1 + random.nextInt(USERS);
            final long symbol = SYMBOLS[random.nextInt(SYMBOLS.length)];
            final long price = 95 + random.nextInt(11);
            final long size = 1 + random.nextInt(9);
            final long someId = firstId + random.nextInt((int) (nextId - firstId + 1));
            final Side side = random.nextBoolean() ? Side.BID : Side.ASK;
            final int pick = random.nextInt(14);
            switch (pick) {
                case 0 -> last = api.cancel(uid, symbol, someId);
                case 1 -> last = api.move(uid, symbol, someId, price);
                case 2 -> last = api.reduce(uid, symbol, someId, 1);
                case 3 -> last = api.place(uid, symbol, nextId++, side, OrderType.IOC, price, size);
                case 4 -> last = api.place(uid, symbol, nextId++, side, OrderType.FOK_BUDGET, price * size, size);
                default -> last = api.place(uid, symbol, nextId++, side, OrderType.GTC, price, size);
            }
        }
        if (last != null) {
            last.get(30, TimeUnit.SECONDS);
        }
    }
}
