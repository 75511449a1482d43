package dev.bourse.snapshot;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.orderbook.OrderState;
import dev.bourse.orderbook.RestorableOrderBook;
import dev.bourse.risk.RiskShard;
import java.util.ArrayList;
import java.util.List;
import net.openhft.chronicle.bytes.Bytes;

/**
 * Reads the section bodies of format version 1, so that snapshots written before the Wire format stay loadable
 * (journal retention may have deleted the segments a full replay would need). Version 1 bodies had the same frame
 * (raw header, LZ4, begin and end markers, record counts) but no header document, and each record was a fixed run
 * of Chronicle Bytes values ({@code long}/{@code int}/{@code byte} fixed width, "stop bit" = Chronicle's
 * variable-length signed long):
 * <ul>
 *   <li>{@code specs}: per spec symbolId int, type byte, baseCurrency int, quoteCurrency int, baseScale, quoteScale,
 *       takerFee, makerFee, marginBuy, marginSell, minSize, maxSize, maxNotional (stop bit each), status byte.</li>
 *   <li>{@code book-<id>}: a prefix symbolId long, lastTradePrice and acceptanceCounter (stop bit); per order
 *       orderId long, uid stop bit, side, type, stp and pendingStop bytes, then price, remaining, visible, display,
 *       triggerPrice, expireAt, sequence (stop bit each) and timestamp long.</li>
 *   <li>{@code users}: per user uid long, suspended byte, n, m, p (stop bit), then n × (currency, balance, held),
 *       m × (currency, k, k × txId), p × (symbolId, size, openPriceSum, pendingBuy, pendingSell), all stop bit.</li>
 *   <li>{@code orders}: per record symbolId stop bit, orderId long, uid long, side byte, kind byte, then currency,
 *       remaining, held, perLot, reserve, budgetLeft (stop bit each).</li>
 *   <li>{@code totals}: a prefix writing risk shard count int; per shard shardId int, n stop bit then n ×
 *       (currency, fees, deposits, withdrawals), m stop bit then m × (symbolId, last price), stop bit each.</li>
 * </ul>
 * Read-only: nothing writes version 1 any more. Routing as in {@link RiskSectionReader}.
 *
 * <p>Thread-safety: stateless; call before the shards' threads start.
 */
final class LegacySectionReader {
    /** The format version this class reads. */
    static final int VERSION = 1;

    private LegacySectionReader() {
    }

    static List<SymbolSpec> readSpecs(final SectionInput in) {
        final Bytes<byte[]> b = in.legacyBytes();
        final List<SymbolSpec> specs = new ArrayList<>(in.recordCount());
        for (int i = 0; i < in.recordCount(); i++) {
            final int id = b.readInt();
            final SymbolType type = SymbolType.fromCode(b.readByte());
            final SymbolSpec.Builder s = SymbolSpec.builder().symbolId(id).type(type);
            final int base = b.readInt();
            s.quoteCurrency(b.readInt());
            final long baseScale = b.readStopBit();
            s.quoteScale(b.readStopBit()).takerFee(b.readStopBit()).makerFee(b.readStopBit());
            final long marginBuy = b.readStopBit();
            final long marginSell = b.readStopBit();
            s.minSize(b.readStopBit()).maxSize(b.readStopBit()).maxNotional(b.readStopBit());
            s.status(TradingStatus.fromCode(b.readByte()));
            if (type == SymbolType.MARGIN) {
                s.marginBuy(marginBuy).marginSell(marginSell);
            } else {
                s.baseCurrency(base).baseScale(baseScale);
            }
            try {
                specs.add(s.build());
            } catch (final IllegalArgumentException e) {
                throw new SnapshotException(in.name() + ": spec of symbol " + id + " invalid: " + e.getMessage(), e);
            }
        }
        in.finish();
        return specs;
    }

    /** Reads the symbol id prefix of a book section and leaves the input after it. */
    static long readSymbol(final SectionInput in) {
        return in.legacyBytes().readLong();
    }

    /** Restores the orders into an empty book; {@link #readSymbol} must have been called. */
    static void readBook(final SectionInput in, final RestorableOrderBook book) {
        final Bytes<byte[]> b = in.legacyBytes();
        final long lastTradePrice = b.readStopBit();
        final long acceptanceCounter = b.readStopBit();
        final OrderState o = new OrderState();
        for (int i = 0; i < in.recordCount(); i++) {
            final long orderId = b.readLong();
            final long uid = b.readStopBit();
            final Side side = Side.fromCode(b.readByte());
            final OrderType type = OrderType.fromCode(b.readByte());
            final StpMode stp = StpMode.fromCode(b.readByte());
            final boolean pendingStop = b.readByte() != 0;
            if (side == null || type == null || stp == null) {
                throw new SnapshotException(in.name() + ": order " + orderId + " has a bad side, type or STP code");
            }
            final long price = b.readStopBit();
            final long remaining = b.readStopBit();
            final long visible = b.readStopBit();
            final long display = b.readStopBit();
            final long trigger = b.readStopBit();
            final long expireAt = b.readStopBit();
            final long sequence = b.readStopBit();
            final long timestamp = b.readLong();
            book.restoreOrder(o.identity(orderId, uid, side, type, stp, sequence)
                    .terms(price, display, trigger, expireAt)
                    .standing(remaining, visible, timestamp, pendingStop)
                    .history(remaining, 0, timestamp));
        }
        book.completeRestore(lastTradePrice, acceptanceCounter);
        in.finish();
    }

    static void readUsers(final SectionInput in, final RiskShard[] shards) {
        final Bytes<byte[]> b = in.legacyBytes();
        final int mask = shards.length - 1;
        for (int i = 0; i < in.recordCount(); i++) {
            final long uid = b.readLong();
            final RiskShard shard = shards[(int) (uid & mask)];
            shard.loader().restoreUser(uid, b.readByte() != 0);
            final long currencies = b.readStopBit();
            final long txCurrencies = b.readStopBit();
            final long positions = b.readStopBit();
            for (long j = 0; j < currencies; j++) {
                shard.loader().restoreCurrency(uid, (int) b.readStopBit(), b.readStopBit(), b.readStopBit());
            }
            for (long j = 0; j < txCurrencies; j++) {
                final int currency = (int) b.readStopBit();
                final long n = b.readStopBit();
                if (n < 0 || n > b.readRemaining()) {
                    throw new SnapshotException(in.name() + ": user " + uid + " has a bad transaction count " + n);
                }
                final long[] txIds = new long[(int) n];
                for (int k = 0; k < n; k++) {
                    txIds[k] = b.readStopBit();
                }
                shard.loader().restoreTransactions(uid, currency, txIds);
            }
            for (long j = 0; j < positions; j++) {
                shard.loader().restorePosition(uid, (int) b.readStopBit(), b.readStopBit(), b.readStopBit(),
                        b.readStopBit(), b.readStopBit());
            }
        }
        in.finish();
    }

    static void readOrders(final SectionInput in, final RiskShard[] shards) {
        final Bytes<byte[]> b = in.legacyBytes();
        final int mask = shards.length - 1;
        for (int i = 0; i < in.recordCount(); i++) {
            final int symbolId = (int) b.readStopBit();
            final long orderId = b.readLong();
            final long uid = b.readLong();
            final Side side = Side.fromCode(b.readByte());
            final int kind = b.readByte();
            shards[(int) (uid & mask)].loader().restoreOrder(symbolId, orderId, uid, side, kind, (int) b.readStopBit(),
                    b.readStopBit(), b.readStopBit(), b.readStopBit(), b.readStopBit(), b.readStopBit());
        }
        in.finish();
    }

    static void readTotals(final SectionInput in, final RiskShard[] shards) {
        final Bytes<byte[]> b = in.legacyBytes();
        final boolean sameLayout = b.readInt() == shards.length;
        for (int i = 0; i < in.recordCount(); i++) {
            final int shardId = b.readInt();
            final RiskShard target = sameLayout ? shards[shardId] : shards[0];
            final long ledgerCount = b.readStopBit();
            for (long j = 0; j < ledgerCount; j++) {
                target.loader().restoreLedger((int) b.readStopBit(), b.readStopBit(), b.readStopBit(), b.readStopBit());
            }
            final long priceCount = b.readStopBit();
            for (long j = 0; j < priceCount; j++) {
                final int symbolId = (int) b.readStopBit();
                final long price = b.readStopBit();
                for (final RiskShard shard : shards) {
                    if (!sameLayout || shard == target) {
                        shard.onLastPrice(symbolId, price);
                    }
                }
            }
        }
        in.finish();
        RiskShard.shareCash(shards);
    }
}
