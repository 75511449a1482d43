package dev.bourse.snapshot;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import dev.bourse.risk.RiskTotals;
import dev.bourse.testkit.BookEvent;
import dev.bourse.testkit.RecordingListener;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A single-threaded core for snapshot tests, routed like the pipeline: risk checks on the owner shard of the uid,
 * the book on matching shard {@code symbol & (m - 1)}, every trade and cancel settled on every risk shard, reverts
 * when the book refuses. Records every command's code and book events, so two cores can be compared.
 */
final class MiniCore {
    final MatchingShard[] matching;
    final RiskShard[] risk;
    final Map<Integer, SymbolSpec> specs = new LinkedHashMap<>();
    private final RecordingListener listener = new RecordingListener();
    private final List<String> log = new ArrayList<>();
    private long txId = 1_000_000;

    MiniCore(final int riskShards, final int matchingShards) {
        matching = new MatchingShard[matchingShards];
        for (int i = 0; i < matchingShards; i++) {
            matching[i] = new MatchingShard(listener, 64);
        }
        risk = new RiskShard[riskShards];
        for (int i = 0; i < riskShards; i++) {
            risk[i] = new RiskShard(i, riskShards);
        }
    }

    void addSymbol(final SymbolSpec spec) {
        specs.put(spec.symbolId(), spec);
        shardOf(spec.symbolId()).addSymbol(spec.symbolId());
        for (final RiskShard r : risk) {
            r.updateSymbol(spec);
        }
    }

    /** Registers the specs a loaded snapshot returned (what the integrator does with the pipeline's spec maps). */
    void registerSpecs(final List<SymbolSpec> loaded) {
        for (final SymbolSpec s : loaded) {
            specs.put(s.symbolId(), s);
        }
    }

    void user(final long uid, final int currency, final long amount) {
        final RiskShard owner = owner(uid);
        if (!owner.hasUser(uid)) {
            owner.addUser(uid);
        }
        final int code = owner.deposit(uid, currency, amount, txId++);
        if (code == ResultCode.SUCCESS) {
            for (final RiskShard r : risk) {
                r.settleTransfer(uid, currency, amount);
            }
        }
        log.add("deposit " + uid + " -> " + code);
    }

    /** A withdrawal on the owner shard, learned by every shard when applied. */
    int withdraw(final long uid, final int currency, final long amount, final long txId) {
        final int code = owner(uid).withdraw(uid, currency, amount, txId);
        if (code == ResultCode.SUCCESS) {
            for (final RiskShard r : risk) {
                r.settleTransfer(uid, currency, -amount);
            }
        }
        return code;
    }

    int place(final int symbol, final long uid, final long orderId, final Side side, final OrderType type,
            final long price, final long size, final long ts) {
        return place(symbol, uid, orderId, side, type, price, size, ts, 0, 0, 0);
    }

    int place(final int symbol, final long uid, final long orderId, final Side side, final OrderType type,
            final long price, final long size, final long ts, final long display, final long trigger,
            final long expireAt) {
        final SymbolSpec spec = specs.get(symbol);
        int code = owner(uid).checkPlace(spec, uid, orderId, side, type, price, 0, size, trigger);
        if (code == ResultCode.SUCCESS) {
            code = shardOf(symbol).place(symbol, orderId, uid, side, type, price, size, display,
                    trigger, expireAt, StpMode.NONE, ts);
            if (code != ResultCode.SUCCESS) {
                settle(spec);
                for (final RiskShard r : risk) {
                    r.revertPlace(spec, uid, orderId);
                }
                return record("place " + orderId, code);
            }
        }
        settle(spec);
        return record("place " + orderId, code);
    }

    int cancel(final int symbol, final long uid, final long orderId, final long ts) {
        final int code = shardOf(symbol).cancel(symbol, orderId, uid, ts);
        settle(specs.get(symbol));
        return record("cancel " + orderId, code);
    }

    int reduce(final int symbol, final long uid, final long orderId, final long by, final long ts) {
        final int code = shardOf(symbol).reduce(symbol, orderId, uid, by, ts);
        settle(specs.get(symbol));
        return record("reduce " + orderId, code);
    }

    int move(final int symbol, final long uid, final long orderId, final long price, final long ts) {
        final SymbolSpec spec = specs.get(symbol);
        int code = owner(uid).checkMove(spec, uid, orderId, price);
        if (code == ResultCode.SUCCESS) {
            code = shardOf(symbol).move(symbol, orderId, uid, price, ts);
        }
        settle(spec);
        return record("move " + orderId, code);
    }

    int replace(final int symbol, final long uid, final long orderId, final long price, final long size,
            final long ts) {
        final SymbolSpec spec = specs.get(symbol);
        int code = owner(uid).checkReplace(spec, uid, orderId, price, size);
        if (code == ResultCode.SUCCESS) {
            code = shardOf(symbol).replace(symbol, orderId, uid, price, size, ts);
            if (code != ResultCode.SUCCESS) {
                for (final RiskShard r : risk) {
                    r.revertAmend(spec, uid, orderId);
                }
            }
        }
        settle(spec);
        return record("replace " + orderId, code);
    }

    private void settle(final SymbolSpec spec) {
        for (final BookEvent e : listener.takeEvents()) {
            log.add(e.toString());
            if (e instanceof BookEvent.Trade t) {
                for (final RiskShard r : risk) {
                    r.settleTrade(spec, t.makerOrderId(), t.makerUid(), t.takerOrderId(), t.takerUid(), t.takerSide(),
                            t.price(), t.size(), t.makerRemaining(), t.takerRemaining());
                }
            } else if (e instanceof BookEvent.Cancelled c) {
                for (final RiskShard r : risk) {
                    r.settleCancel(spec, c.orderId(), c.uid(), c.side(), c.cancelledSize(), c.remaining());
                }
            }
        }
    }

    private int record(final String what, final int code) {
        log.add(what + " -> " + code);
        return code;
    }

    /** @return the log since the last call */
    List<String> takeLog() {
        final List<String> out = List.copyOf(log);
        log.clear();
        return out;
    }

    long booksHash() {
        long sum = 0;
        for (final MatchingShard m : matching) {
            sum += m.stateHashSum();
        }
        return sum;
    }

    long riskContentHash() {
        long sum = 0;
        for (final RiskShard r : risk) {
            sum += r.contentHash();
        }
        return sum;
    }

    long[] riskStateHashes() {
        final long[] h = new long[risk.length];
        for (int i = 0; i < risk.length; i++) {
            h[i] = risk[i].stateHash();
        }
        return h;
    }

    long[] bookHashes() {
        final long[] h = new long[matching.length];
        for (int i = 0; i < matching.length; i++) {
            h[i] = matching[i].stateHashSum();
        }
        return h;
    }

    RiskTotals totals() {
        final RiskTotals t = new RiskTotals();
        for (final RiskShard r : risk) {
            r.addTotals(t);
        }
        return t;
    }

    void checkInvariants() {
        for (final RiskShard r : risk) {
            r.checkInvariants();
        }
        for (final MatchingShard m : matching) {
            m.forEachBook((symbol, book) -> book.checkInvariants());
        }
    }

    List<SymbolSpec> specList() {
        return List.copyOf(specs.values());
    }

    private RiskShard owner(final long uid) {
        return risk[(int) (uid & (risk.length - 1))];
    }

    private MatchingShard shardOf(final long symbol) {
        return matching[(int) (symbol & (matching.length - 1))];
    }
}
