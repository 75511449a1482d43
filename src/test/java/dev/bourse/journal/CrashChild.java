package dev.bourse.journal;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.core.ExchangeCore;
import dev.bourse.pipeline.RiskEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The process {@link JournalCrashTest} kills: recovers a GROUP_COMMIT core (real risk engine) from a directory, sets
 * up symbols, users and balances if they are not there yet, then places random
 * orders forever in bursts, printing {@code ACK <sequence>} for each acknowledged command after its result
 * arrived. Arguments: the journal directory and a seed; an even seed runs the COMPACT layout, an odd one INLINE, so
 * that successive kills of one journal alternate layouts.
 */
public final class CrashChild {
    private CrashChild() {
    }

    public static void main(final String[] args) throws Exception {
        final Path dir = Path.of(args[0]);
        final long seed = Long.parseLong(args[1]);
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).riskShards(1).matchingShards(1)
                .threadLayout(seed % 2 == 0 ? ThreadLayout.COMPACT : ThreadLayout.INLINE).journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.GROUP_COMMIT).journalSegmentBytes(1L << 20).journalBlockBytes(4096)
                .build();
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new RiskEngine(config.riskShards()))
                .journal(new JournalWriter(config))
                .clock(JournalFixture.clock(new AtomicLong(System.currentTimeMillis() * 1_000_000L))).build();
        core.start();
        // Idempotent set-up: after a restart these are refused (already exists, duplicate transaction) by design.
        for (long s = 1; s <= JournalFixture.SYMBOLS; s++) {
            core.addSymbol(dev.bourse.testkit.TestSpecs.spot(s)).join();
        }
        for (long u = 1; u <= JournalFixture.USERS; u++) {
            core.addUser(u).join();
            core.deposit(u, dev.bourse.testkit.TestSpecs.BASE, 1_000_000_000L, 1).join();
            core.deposit(u, dev.bourse.testkit.TestSpecs.QUOTE, 1_000_000_000_000L, 1).join();
        }
        System.out.println("READY");
        final Random random = new Random(seed);
        long orderId = seed * 1_000_000_000L;
        final List<CompletableFuture<CommandResult>> burst = new ArrayList<>();
        while (true) {
            final int n = 1 + random.nextInt(32);
            burst.clear();
            for (int i = 0; i < n; i++) {
                final long symbol = 1 + random.nextInt(JournalFixture.SYMBOLS);
                final long uid = 1 + random.nextInt(JournalFixture.USERS);
                burst.add(random.nextInt(5) == 0
                        ? core.cancel(uid, symbol, orderId - random.nextInt(50))
                        : core.place(uid, symbol, ++orderId, random.nextBoolean() ? Side.BID : Side.ASK,
                                OrderType.GTC, 95 + random.nextInt(11), 1 + random.nextInt(9)));
            }
            for (int i = 0; i < n; i++) {
                System.out.println("ACK " + burst.get(i).join().sequence());
            }
        }
    }
}
