package dev.bourse.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.core.ExchangeCore;
import dev.bourse.snapshot.SnapshotReport;

/**
 * The pause a snapshot causes a running core: builds a core through the public API (journal ASYNC in a temporary
 * directory), adds N users with balances in two currencies per symbol's pair and N resting orders over 8 spot
 * symbols, then takes three snapshots through {@code snapshot()} and prints each one's report: the longest stall the
 * incremental capture added to one command or step (the pause that matters), the capture's whole duration (the core
 * runs meanwhile) and step count, the write time and the size. The first snapshot also warms the capture code; the
 * later ones are the figures to quote. Not a JMH benchmark: a snapshot is a
 * single cold operation.
 *
 * <p>Run: {@code java -Xms8g -Xmx8g -XX:+AlwaysPreTouch <flags> -cp target/bourse-benchmarks.jar
 * dev.bourse.bench.SnapshotPauseProbe [users] [orders] [COMPACT|INLINE|PIPELINED] [riskShards]} (defaults
 * 1,000,000, 1,000,000, COMPACT, 1).
 */
public final class SnapshotPauseProbe {
    private static final int SYMBOLS = 8;
    private static final int BATCH = 10_000;
    private static final long MID = 100_000;

    private SnapshotPauseProbe() {
    }

    /**
     * @param args users, orders, layout
     * @throws Exception on failure
     */
    public static void main(final String[] args) throws Exception {
        final int users = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        final int orders = args.length > 1 ? Integer.parseInt(args[1]) : 1_000_000;
        final ThreadLayout layout = args.length > 2 ? ThreadLayout.valueOf(args[2]) : ThreadLayout.COMPACT;
        final int riskShards = args.length > 3 ? Integer.parseInt(args[3]) : 1;
        final Path dir = Files.createTempDirectory("bourse-pause");
        final ExchangeConfig config = ExchangeConfig.builder().threadLayout(layout).riskShards(riskShards)
                .journalEnabled(true)
                .journalDir(dir).journalDurability(Durability.ASYNC).orderBookExpectedOrders(4096)
                .build();
        final LoadSettings market = new LoadSettings(SYMBOLS, 0, 1, 1_000, 1_000, 1, 1, 1);
        final ExchangeCore core = ExchangeCore.builder(config).listener(new ResultRecorder()).build();
        core.start();
        try {
            check(core.addSymbols(MarketSetup.symbols(market)).join().get(0));
            long t = System.nanoTime();
            for (int from = 1; from <= users; from += BATCH) {
                final Map<Long, Map<Integer, Long>> batch = new LinkedHashMap<>();
                for (long uid = from; uid < from + BATCH && uid <= users; uid++) {
                    final Map<Integer, Long> balances = new HashMap<>();
                    balances.put(LoadSettings.QUOTE_CURRENCY, 1_000_000_000_000L);
                    balances.put(LoadSettings.BASE_CURRENCY_FIRST + (int) (uid % SYMBOLS) + 1, 1_000_000L);
                    batch.put(uid, balances);
                }
                for (final CommandResult r : core.addUsers(batch, 1).join()) {
                    check(r);
                }
            }
            System.out.printf("%d users in %.1f s%n", users, (System.nanoTime() - t) / 1e9);
            t = System.nanoTime();
            final OrderRequest order = new OrderRequest();
            for (long k = 1; k <= orders; k++) {
                final long uid = 1 + (k * 7_919) % users;
                final long symbol = 1 + uid % SYMBOLS;
                final boolean bid = (k & 1) == 0;
                final long price = bid ? MID - 1 - (k % 997) : MID + 1 + (k % 997);
                while (core.tryPlace(k, order.clear().uid(uid).symbol(symbol).orderId(k).side(bid ? Side.BID : Side.ASK)
                        .type(OrderType.GTC).price(price).size(1)) < 0) {
                    Thread.onSpinWait();
                }
            }
            check(core.totals().join().isBalanced() ? CommandResult.refused(ResultCode.SUCCESS)
                    : CommandResult.refused(ResultCode.INTERNAL_ERROR));
            System.out.printf("%d orders in %.1f s%n", orders, (System.nanoTime() - t) / 1e9);
            // A running core's users and orders are old objects; right after the set-up they are still young, and the
            // first young collections (up to a second each, copying them) would land inside the snapshots measured.
            System.gc();
            for (int i = 0; i < 3; i++) {
                check(core.snapshot().join());
                final SnapshotReport r = core.lastSnapshot();
                System.out.printf("snapshot %d: longest stall %.2f ms, capture %.0f ms in %d steps, write %.0f ms,"
                        + " %.1f MB on disk (%.1f MB uncompressed)%n", i + 1, r.maxStallNanos() / 1e6,
                        r.captureNanos() / 1e6, r.steps(), r.writeNanos() / 1e6, r.fileBytes() / 1e6,
                        r.bodyBytes() / 1e6);
            }
        } finally {
            core.stop();
        }
    }

    private static void check(final CommandResult r) {
        if (r.resultCode() != ResultCode.SUCCESS) {
            throw new IllegalStateException("set-up failed: " + ResultCode.name(r.resultCode()));
        }
    }
}
