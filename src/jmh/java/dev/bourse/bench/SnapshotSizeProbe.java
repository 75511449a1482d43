package dev.bourse.bench;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.matching.MatchingShard;
import dev.bourse.orderbook.OrderBookListener;
import dev.bourse.risk.RiskShard;
import dev.bourse.snapshot.CapturedSnapshot;
import dev.bourse.snapshot.LoadedSnapshot;
import dev.bourse.snapshot.SnapshotLoader;
import dev.bourse.snapshot.SnapshotWriter;
import dev.bourse.snapshot.WrittenSnapshot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One-shot measurement of a snapshot of N users and N resting orders (default 1,000,000 each): capture time (the
 * pause), write time (LZ4, fsync, rename), size on disk, and load time into fresh shards of another layout, with
 * a hash check. Not a JMH benchmark: a snapshot is a single cold operation, so one timed run after one warm-up is
 * what the issue asks for.
 *
 * <p>Run: {@code java -Xmx8g <flags> -cp target/test-classes:target/classes:<deps> dev.bourse.bench.SnapshotSizeProbe
 * [users] [orders] [dir]}.
 */
public final class SnapshotSizeProbe {
    private static final int SYMBOLS = 8;

    private SnapshotSizeProbe() {
    }

    /**
     * @param args users, orders, directory (defaults 1000000, 1000000, a temp dir)
     * @throws Exception on IO failure
     */
    public static void main(final String[] args) throws Exception {
        final int users = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        final int orders = args.length > 1 ? Integer.parseInt(args[1]) : 1_000_000;
        final Path dir = args.length > 2 ? Path.of(args[2]) : Files.createTempDirectory("bourse-snap");
        final List<SymbolSpec> specs = new ArrayList<>();
        for (int s = 1; s <= SYMBOLS; s++) {
            specs.add(SymbolSpec.builder().symbolId(s).type(SymbolType.SPOT).baseCurrency(1).quoteCurrency(2)
                    .baseScale(1).quoteScale(1).takerFee(2).makerFee(1).status(TradingStatus.OPEN).build());
        }
        final MatchingShard[] matching = matching(4);
        final RiskShard[] risk = risk(4);
        long t = System.nanoTime();
        populate(specs, matching, risk, users, orders);
        System.out.printf("populate: %d users, %d resting orders in %.1f s%n", users, orders,
                (System.nanoTime() - t) / 1e9);

        final SnapshotWriter writer = new SnapshotWriter(dir);
        writer.write(SnapshotWriter.capture(1, 1, specs, matching, risk));
        final CapturedSnapshot cut = SnapshotWriter.capture(2, 2, specs, matching, risk);
        final WrittenSnapshot written = writer.write(cut);
        System.out.printf("capture (pause): %.0f ms, uncompressed %.1f MB%n", cut.captureNanos() / 1e6,
                cut.bodyBytes() / 1e6);
        System.out.printf("write (LZ4 + fsync + rename): %.0f ms, on disk %.1f MB in %d files%n",
                written.writeNanos() / 1e6, written.fileBytes() / 1e6, written.manifest().files().size() + 1);

        final MatchingShard[] m2 = matching(2);
        final RiskShard[] r2 = risk(8);
        t = System.nanoTime();
        final LoadedSnapshot loaded = new SnapshotLoader(dir).loadNewest(m2, r2);
        System.out.printf("load into 8 risk x 2 matching shards: %.0f ms (snapshot %d)%n",
                (System.nanoTime() - t) / 1e6, loaded.manifest().sequence());
        final boolean same = sumBooks(matching) == sumBooks(m2) && sumRisk(risk) == sumRisk(r2);
        System.out.println("layout-independent hashes equal: " + same);
        if (!same) {
            throw new IllegalStateException("restored state differs");
        }
    }

    private static void populate(final List<SymbolSpec> specs, final MatchingShard[] matching,
            final RiskShard[] risk, final int users, final int orders) {
        for (final SymbolSpec spec : specs) {
            matching[spec.symbolId() & (matching.length - 1)].addSymbol(spec.symbolId());
            for (final RiskShard r : risk) {
                r.updateSymbol(spec);
            }
        }
        long tx = 1;
        for (long uid = 1; uid <= users; uid++) {
            final RiskShard owner = risk[(int) (uid & (risk.length - 1))];
            owner.addUser(uid);
            owner.deposit(uid, 1, 1_000_000_000L, tx++);
            owner.deposit(uid, 2, 1_000_000_000L, tx++);
        }
        for (int i = 0; i < orders; i++) {
            final long uid = 1 + (i % users);
            final int symbol = 1 + (i % SYMBOLS);
            final boolean bid = (i & 1) == 0;
            final long price = bid ? 10_000 - (i % 5_000) : 10_001 + (i % 5_000);
            final Side side = bid ? Side.BID : Side.ASK;
            final long orderId = i + 1L;
            final RiskShard owner = risk[(int) (uid & (risk.length - 1))];
            int code = owner.checkPlace(specs.get(symbol - 1), uid, orderId, side, OrderType.GTC, price, 0, 10);
            if (code == ResultCode.SUCCESS) {
                code = matching[symbol & (matching.length - 1)].place(symbol, orderId, uid, side,
                        OrderType.GTC, price, 10, (i % 7 == 0) ? 3 : 0, 0, 0, StpMode.NONE, i);
            }
            if (code != ResultCode.SUCCESS) {
                throw new IllegalStateException("order " + orderId + " refused: " + code);
            }
        }
    }

    private static MatchingShard[] matching(final int n) {
        final MatchingShard[] m = new MatchingShard[n];
        for (int i = 0; i < n; i++) {
            m[i] = new MatchingShard(new NoListener(), 1 << 16);
        }
        return m;
    }

    private static RiskShard[] risk(final int n) {
        final RiskShard[] r = new RiskShard[n];
        for (int i = 0; i < n; i++) {
            r[i] = new RiskShard(i, n);
        }
        return r;
    }

    private static long sumBooks(final MatchingShard[] m) {
        long s = 0;
        for (final MatchingShard x : m) {
            s += x.stateHashSum();
        }
        return s;
    }

    private static long sumRisk(final RiskShard[] r) {
        long s = 0;
        for (final RiskShard x : r) {
            s += x.contentHash();
        }
        return s;
    }

    /** Resting orders only: no event needs settling. */
    private static final class NoListener implements OrderBookListener {
        @Override
        public void onTrade(final long makerOrderId, final long makerUid, final long takerOrderId,
                final long takerUid, final Side takerSide, final long price, final long size,
                final long makerRemaining, final long takerRemaining, final long timestamp) {
            throw new IllegalStateException("no trade expected");
        }

        @Override
        public void onRested(final long orderId, final long uid, final Side side, final long price,
                final long remaining, final long visible, final long timestamp) {
        }

        @Override
        public void onStopAccepted(final long orderId, final long uid, final Side side, final long triggerPrice,
                final long size, final long timestamp) {
        }

        @Override
        public void onStopTriggered(final long orderId, final long uid, final Side side, final long triggerPrice,
                final long lastTradePrice, final long timestamp) {
        }

        @Override
        public void onCancelled(final long orderId, final long uid, final Side side, final long price,
                final long cancelledSize, final long remaining, final dev.bourse.api.CancelReason reason,
                final long timestamp) {
        }

        @Override
        public void onAmended(final long orderId, final long uid, final Side side, final long oldPrice,
                final long newPrice, final long oldRemaining, final long newRemaining, final boolean priorityKept,
                final long timestamp) {
        }

        @Override
        public void onRejected(final long orderId, final long uid, final int resultCode, final long timestamp) {
            throw new IllegalStateException("rejected " + orderId + ": " + resultCode);
        }
    }
}
