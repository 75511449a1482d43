package dev.bourse.pipeline;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.TradingStatus;
import dev.bourse.command.CaptureProgress;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.SlotEvents;
import dev.bourse.command.SlotSpecs;
import dev.bourse.common.SmallIdMap;
import dev.bourse.config.Settings;
import dev.bourse.risk.IdempotencyRegistry;
import dev.bourse.risk.RiskShard;
import dev.bourse.risk.TradeFees;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@link RiskProcessor} of a real core: one {@link RiskShard} per risk shard, fed from the ring. Translates
 * each command into the shard's checks and each book event into its settlement, gives every shard each applied
 * deposit and withdrawal ({@link RiskShard#settleTransfer}), records the fees it charged on the trade events, and
 * answers report queries.
 *
 * <p>An order command carrying a client command id ({@link CommandSlot#txId()}, 0 for none) is checked for
 * exactly-once first ({@link RiskShard#checkCommandId}); its owner shard's settlement records its final result code,
 * or, for a DUPLICATE_COMMAND, writes the first command's outcome into the slot for its result. An idempotency key
 * ({@link CommandSlot#idempotencyKey()}) is checked next ({@link IdempotencyRegistry}), the same way.
 *
 * <p>Per shard it keeps a table of the symbol specifications (registered by ADD_SYMBOL / UPDATE_SYMBOL in
 * settlement, so all shards see the same specs at the same sequence). The table holds the one immutable instance the
 * command carries ({@link SlotSpecs#spec}, decoded once when the slot was filled), the same object the shard's
 * {@link RiskShard} records and every other shard holds: a symbol's spec is decoded once, not once per shard. The
 * table is the stages' lookup by symbol id (an array index for small ids, see {@link SmallIdMap}). Fees are computed
 * in {@code risk} only ({@link TradeFees}); this class records them on the trade events. It also keeps the sequence
 * of the last command whose check took a hold, so that a command the book refuses gives its hold back. (A command
 * that fails in matching halts the core, so no settlement follows it.)
 *
 * <p>Thread-safety: per shard, one thread (see {@link RiskProcessor}).
 */
public final class RiskEngine implements RiskProcessor {
    private final RiskShard[] shards;
    private final ShardSpecs[] specs;
    private final long[] heldAt;

    /**
     * An engine whose shards are sized for the default number of users.
     *
     * @param shardCount risk shards, a power of two, equal to the core's {@code risk.shards}
     */
    public RiskEngine(final int shardCount) {
        this(shardCount, Settings.RISK_EXPECTED_USERS.defaultValue());
    }

    /**
     * @param shardCount    risk shards, a power of two, equal to the core's {@code risk.shards}
     * @param expectedUsers users each shard preallocates for ({@code risk.expected.users}), a hint, &gt;= 1
     */
    public RiskEngine(final int shardCount, final int expectedUsers) {
        this(shardCount, expectedUsers, Settings.RISK_IDEMPOTENCY_KEYS.defaultValue(),
                Settings.RISK_IDEMPOTENCY_WINDOW.defaultValue() * 1_000_000_000L);
    }

    /**
     * @param shardCount    risk shards, a power of two, equal to the core's {@code risk.shards}
     * @param expectedUsers users each shard preallocates for ({@code risk.expected.users}), a hint, &gt;= 1
     * @param keysPerUser   idempotency keys kept per user ({@code risk.idempotency.keys}), &gt;= 1
     * @param keyWindow     how long a key is kept ({@code risk.idempotency.window}), ns, &gt;= 1
     */
    public RiskEngine(final int shardCount, final int expectedUsers, final int keysPerUser, final long keyWindow) {
        if (shardCount < 1 || Integer.bitCount(shardCount) != 1) {
            throw new IllegalArgumentException("shard count must be a power of two: " + shardCount);
        }
        shards = new RiskShard[shardCount];
        specs = new ShardSpecs[shardCount];
        heldAt = new long[shardCount];
        for (int i = 0; i < shardCount; i++) {
            shards[i] = new RiskShard(i, shardCount, expectedUsers, keysPerUser, keyWindow);
            specs[i] = new ShardSpecs();
        }
    }

    /**
     * A shard's state, for tests and tools; read it only while the core is stopped or idle.
     *
     * @param shard shard index
     * @return the shard
     */
    public RiskShard shard(final int shard) {
        return shards[shard];
    }

    @Override
    public int preCheck(final int shard, final CommandSlot s) {
        final RiskShard r = shards[shard];
        switch (s.type()) {
            case CommandType.ADD_USER:
                return r.addUser(s.uid());
            case CommandType.DEPOSIT:
                return r.deposit(s.uid(), s.currency(), s.amount(), s.txId());
            case CommandType.WITHDRAW:
                return r.withdraw(s.uid(), s.currency(), s.amount(), s.txId());
            case CommandType.SUSPEND_USER:
                return r.suspendUser(s.uid());
            case CommandType.RESUME_USER:
                return r.resumeUser(s.uid());
            default:
                return preCheckOrder(shard, r, s);
        }
    }

    private int preCheckOrder(final int shard, final RiskShard r, final CommandSlot s) {
        if (s.txId() != 0) {
            final int duplicate = r.checkCommandId(s.uid(), s.txId(), s.sequence());
            if (duplicate != ResultCode.SUCCESS) {
                return duplicate;
            }
        }
        if (s.idempotencyKey() != 0 && checkKey(r.idempotency(), s) != ResultCode.SUCCESS) {
            return ResultCode.DUPLICATE_COMMAND;
        }
        final SymbolSpec spec = specs[shard].bySymbol.get(s.symbol());
        if (spec == null) {
            return ResultCode.UNKNOWN_SYMBOL;
        }
        final int code;
        switch (s.type()) {
            case CommandType.PLACE:
                final Side side = s.sideValue();
                final OrderType type = s.orderTypeValue();
                if (side == null || type == null) {
                    return ResultCode.INVALID_ORDER_TYPE;
                }
                code = r.checkPlace(spec, s.uid(), s.orderId(), side, type, s.price(), s.reservePrice(), s.size(),
                        s.triggerPrice());
                break;
            case CommandType.MOVE:
                return spec.status() == TradingStatus.HALTED ? ResultCode.SYMBOL_HALTED
                        : r.checkMove(spec, s.uid(), s.orderId(), s.newPrice());
            case CommandType.REPLACE:
                if (spec.status() == TradingStatus.HALTED) {
                    return ResultCode.SYMBOL_HALTED;
                }
                code = r.checkReplace(spec, s.uid(), s.orderId(), s.newPrice(), s.newSize());
                break;
            default:
                return ResultCode.SUCCESS;
        }
        if (code == ResultCode.SUCCESS) {
            heldAt[shard] = s.sequence();
        }
        return code;
    }

    /**
     * Recovery: registers the symbol specifications of a loaded snapshot in every shard's own copy (the snapshot
     * loader has already given them to the {@link RiskShard}s). Call before the core's threads start.
     *
     * @param loaded the snapshot's specifications
     */
    public void registerSpecs(final List<SymbolSpec> loaded) {
        for (final ShardSpecs shardSpecs : specs) {
            for (final SymbolSpec spec : loaded) {
                shardSpecs.bySymbol.put(spec.symbolId(), spec);
            }
        }
    }

    /** @return risk shard 0's symbol specifications (all shards hold the same); read while the core is stopped */
    public List<SymbolSpec> specs() {
        final List<SymbolSpec> out = new ArrayList<>();
        specs[0].bySymbol.forEach((symbol, spec) -> out.add(spec));
        return out;
    }

    /** @return the shards, in shard order (for the snapshot loader, before the threads start) */
    public RiskShard[] shards() {
        return shards.clone();
    }

    @Override
    public CaptureProgress capture(final int shard, final CommandSlot s) {
        final List<SymbolSpec> current = new ArrayList<>();
        if (shard == 0 && s.snapshot().cut() != null) {
            specs[shard].bySymbol.forEach((symbol, spec) -> current.add(spec));
        }
        return s.snapshot().risk(shard, shards[shard], current);
    }

    @Override
    public void settle(final int shard, final CommandSlot s) {
        final RiskShard r = shards[shard];
        if (s.query() != null) {
            s.query().addRisk(shard, r);
            return;
        }
        if (s.type() == CommandType.ADD_SYMBOL || s.type() == CommandType.UPDATE_SYMBOL) {
            if (s.resultCode() == ResultCode.SUCCESS) {
                final SymbolSpec spec = SlotSpecs.spec(s);
                r.updateSymbol(spec);
                specs[shard].bySymbol.put(s.symbol(), spec);
            }
            return;
        }
        if ((s.type() == CommandType.DEPOSIT || s.type() == CommandType.WITHDRAW)
                && s.resultCode() == ResultCode.SUCCESS) {
            r.settleTransfer(s.uid(), s.currency(), s.type() == CommandType.DEPOSIT ? s.amount() : -s.amount());
            return;
        }
        if (!CommandType.isOrderCommand(s.type()) && s.type() != CommandType.ADVANCE_TIME) {
            return;
        }
        if ((s.txId() != 0 || s.idempotencyKey() != 0) && r.owns(s.uid())) {
            settleExactlyOnce(r, s);
        }
        final SymbolSpec spec = specs[shard].bySymbol.get(s.symbol());
        if (spec == null) {
            return;
        }
        final SlotEvents e = s.events();
        boolean refusedByBook = false;
        for (int i = 0; i < e.count(); i++) {
            switch (e.kind(i)) {
                case SlotEvents.TRADE:
                    settleTrade(r, spec, e, i);
                    break;
                case SlotEvents.CANCELLED:
                    r.settleCancel(spec, e.orderId(i), e.uid(i), e.sideOf(i), e.size(i), e.rem1(i));
                    break;
                case SlotEvents.REJECTED:
                    refusedByBook = true;
                    break;
                default:
                    break;
            }
        }
        if (refusedByBook && heldAt[shard] == s.sequence() && r.owns(s.uid())) {
            if (s.type() == CommandType.PLACE) {
                r.revertPlace(spec, s.uid(), s.orderId());
            } else {
                r.revertAmend(spec, s.uid(), s.orderId());
            }
        }
    }

    /**
     * The idempotency key's check; a duplicate's first sequence, order id and request hash are read here, while its
     * entry is surely kept, and its result code in settlement.
     */
    private static int checkKey(final IdempotencyRegistry keys, final CommandSlot s) {
        final int code = keys.check(s.uid(), s.idempotencyKey(), s.requestHash(), s.timestamp(), s.sequence(),
                s.orderId());
        if (code == ResultCode.DUPLICATE_COMMAND) {
            s.duplicate().set(keys.originalSequence(s.uid(), s.idempotencyKey()), ResultCode.DUPLICATE_COMMAND);
            s.duplicate().setKeyed(s.idempotencyKey(), keys.originalOrderId(s.uid(), s.idempotencyKey()),
                    keys.originalRequestHash(s.uid(), s.idempotencyKey()));
        }
        return code;
    }

    /**
     * The owner shard's side of a client command id and an idempotency key: the latest outcome, or a duplicate's
     * answer (by key when its check found the key, else by command id).
     */
    private static void settleExactlyOnce(final RiskShard r, final CommandSlot s) {
        if (s.resultCode() != ResultCode.DUPLICATE_COMMAND) {
            if (s.txId() != 0) {
                r.settleCommandId(s.uid(), s.sequence(), s.resultCode());
            }
            if (s.idempotencyKey() != 0) {
                r.idempotency().settle(s.uid(), s.idempotencyKey(), s.sequence(), s.resultCode());
            }
        } else if (s.duplicate().key() != 0) {
            if (s.txId() != 0) {
                r.settleCommandId(s.uid(), s.sequence(), s.resultCode());
            }
            s.duplicate().set(s.duplicate().sequence(), r.idempotency().originalResult(s.uid(), s.duplicate().key(),
                    s.duplicate().sequence()));
        } else {
            s.duplicate().set(r.originalSequence(s.uid(), s.txId()), r.originalResult(s.uid(), s.txId()));
        }
    }

    private static void settleTrade(final RiskShard r, final SymbolSpec spec, final SlotEvents e, final int i) {
        final long makerUid = e.uid(i);
        final long takerUid = e.otherUid(i);
        final long size = e.size(i);
        r.settleTrade(spec, e.orderId(i), makerUid, e.otherOrderId(i), takerUid, e.sideOf(i),
                e.price(i), size, e.rem1(i), e.rem2(i));
        if (r.owns(makerUid)) {
            e.setMakerFee(i, TradeFees.maker(spec, size));
        }
        if (r.owns(takerUid)) {
            e.setTakerFee(i, TradeFees.taker(spec, size));
        }
    }

    /** One shard's lookup of the symbol specifications (shared instances, see the class documentation). */
    private static final class ShardSpecs {
        private final SmallIdMap<SymbolSpec> bySymbol = new SmallIdMap<>();
    }
}
