package dev.bourse.pipeline;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.TradingStatus;
import dev.bourse.config.ThreadLayout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongSupplier;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A randomized session over many users and symbols (spot and margin, every order type, amendments, deposits and
 * withdrawals, realistic balances so that risk refusals happen) run through COMPACT 1x1, PIPELINED 2x2 and
 * PIPELINED 4x4, and through the stage handlers called one after another on one thread. Every run must give the
 * same result code and fills per command and the same state hash; after each run money is conserved per
 * currency, open interest is balanced and every risk shard's invariants hold (no negative spot balance).
 */
class ExchangeStressTest {
    private static final int USERS = 60;
    private static final int[] CURRENCIES = {1, 2, 3};
    private static final long SPOT_A = 1;
    private static final long SPOT_B = 2;
    private static final long MARGIN_C = 3;
    private static final long MARGIN_D = 4;

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void everyLayoutAndASingleThreadedRunAgreeAndConserveMoney(final long seed) throws Exception {
        final List<Cmd> session = generate(new Random(seed), 6_000);
        final Outcome sequential = runSequential(session);
        assertThat(sequential.refusals).as("risk refusals happen").isGreaterThan(100);
        assertThat(sequential.fills).as("trades happen").isGreaterThan(300);
        final ThreadLayout[] layouts = ThreadLayout.values();
        for (final int[] layout : new int[][] {{0, 1, 1}, {1, 2, 2}, {1, 4, 4}, {2, 1, 1}, {2, 2, 4}}) {
            final ThreadLayout threads = layout[0] == 0 ? ThreadLayout.COMPACT
                    : layout[0] == 1 ? ThreadLayout.PIPELINED : ThreadLayout.INLINE;
            assertThat(layouts).contains(threads);
            final Outcome run = runCore(session, threads, layout[1], layout[2]);
            final String where = threads + " layout " + layout[1] + "x" + layout[2];
            assertThat(run.results).as(where).isEqualTo(sequential.results);
            assertThat(run.stateHash).as(where).isEqualTo(sequential.stateHash);
            assertThat(run.totals.isBalanced()).as(where + " " + run.totals).isTrue();
        }
        assertThat(sequential.totals.isBalanced()).as(sequential.totals.toString()).isTrue();
    }

    private static Outcome runCore(final List<Cmd> session, final ThreadLayout layout, final int n, final int m)
            throws InterruptedException {
        final RiskEngine risk = new RiskEngine(n);
        final ExchangeCore core = new ExchangeCore(PipelineEquivalenceTest.config(layout, n, m), risk,
                NoOpJournal.INSTANCE, null, PipelineEquivalenceTest.countingClock());
        core.start();
        final List<CompletableFuture<CommandResult>> futures = new ArrayList<>(session.size());
        for (final Cmd c : session) {
            futures.add(c.submit(core));
        }
        final Outcome out = new Outcome();
        for (final CompletableFuture<CommandResult> f : futures) {
            out.add(f.join());
        }
        out.stateHash = core.stateHash().join();
        out.totals = core.totals().join();
        core.stop();
        assertThat(core.errors().count()).isZero();
        for (int i = 0; i < n; i++) {
            risk.shard(i).checkInvariants();
        }
        return out;
    }

    /** The same stages, called in graph order for one command at a time on this thread: no ring, no threads. */
    private static Outcome runSequential(final List<Cmd> session) {
        final RiskEngine risk = new RiskEngine(1);
        final LongSupplier clock = PipelineEquivalenceTest.countingClock();
        final GroupingStage grouping = new GroupingStage(clock);
        final RiskCheckStage check = new RiskCheckStage(0, 1, risk, new CaptureClock());
        final MatchingStage matching = new MatchingStage(0, 1, 1024, new ExpiryBoard(1));
        final SettlementStage settlement = new SettlementStage(0, risk, new CaptureClock());
        final ResultsStage results = new ResultsStage(null, new JournalHealth(),
                new StageGuard(new StageErrors(), new CoreHalt()));
        final CommandSlot slot = new CommandSlot(SlotEvents.DEFAULT_CAPACITY);
        final Outcome out = new Outcome();
        long seq = 0;
        for (final Cmd c : session) {
            slot.clear();
            c.encode(slot);
            final CompletableFuture<CommandResult> f = new CompletableFuture<>();
            slot.future = f;
            runAll(slot, seq++, grouping, check, matching, settlement, results);
            out.add(f.join());
        }
        final StateHashQuery hash = new StateHashQuery(1, 1);
        slot.clear();
        slot.type = CommandType.STATE_HASH;
        slot.query = hash;
        runAll(slot, seq++, grouping, check, matching, settlement, results);
        out.stateHash = hash.future().join();
        final TotalsQuery totals = new TotalsQuery(1);
        slot.clear();
        slot.type = CommandType.TOTALS_REPORT;
        slot.query = totals;
        runAll(slot, seq, grouping, check, matching, settlement, results);
        out.totals = totals.future().join();
        risk.shard(0).checkInvariants();
        return out;
    }

    private static void runAll(final CommandSlot slot, final long seq, final GroupingStage grouping,
            final RiskCheckStage check, final MatchingStage matching, final SettlementStage settlement,
            final ResultsStage results) {
        try {
            grouping.onEvent(slot, seq, true);
            check.onEvent(slot, seq, true);
            matching.onEvent(slot, seq, true);
            settlement.onEvent(slot, seq, true);
            results.onEvent(slot, seq, true);
        } catch (final Exception e) {
            throw new AssertionError(e);
        }
    }

    private static final class Outcome {
        final List<String> results = new ArrayList<>();
        long stateHash;
        TotalsReport totals;
        int refusals;
        int fills;

        void add(final CommandResult r) {
            final StringBuilder sb = new StringBuilder().append(r.resultCode());
            r.fills().forEach(f -> sb.append(' ').append(f.makerOrderId()).append('/').append(f.takerOrderId())
                    .append('@').append(f.price()).append('x').append(f.size()).append('$').append(f.makerFee())
                    .append('/').append(f.takerFee()));
            results.add(sb.toString());
            if (r.resultCode() != 0) {
                refusals++;
            }
            fills += r.fills().size();
        }
    }

    private static SymbolSpec spec(final long symbol) {
        final SymbolSpec.Builder b = SymbolSpec.builder().symbolId((int) symbol).status(TradingStatus.OPEN)
                .quoteCurrency(2).quoteScale(10).takerFee(5).makerFee(2);
        if (symbol == SPOT_A || symbol == SPOT_B) {
            return b.type(SymbolType.SPOT).baseCurrency(symbol == SPOT_A ? 1 : 3).baseScale(100).build();
        }
        return b.type(SymbolType.MARGIN).marginBuy(2_000).marginSell(2_500).build();
    }

    static List<Cmd> generate(final Random rnd, final int orders) {
        final List<Cmd> out = new ArrayList<>();
        for (long s = 1; s <= 4; s++) {
            out.add(Cmd.symbol(spec(s)));
        }
        for (long uid = 1; uid <= USERS; uid++) {
            out.add(Cmd.account(CommandType.ADD_USER, uid, 0, 0, 0));
            for (final int c : CURRENCIES) {
                out.add(Cmd.account(CommandType.DEPOSIT, uid, c, 20_000 + rnd.nextInt(400_000), 1));
            }
        }
        final OrderType[] types = OrderType.values();
        long nextId = 1;
        long tx = 2;
        for (int i = 0; i < orders; i++) {
            final long uid = 1 + rnd.nextInt(USERS);
            final long symbol = 1 + rnd.nextInt(4);
            final int op = rnd.nextInt(100);
            final long price = 95 + rnd.nextInt(11);
            if (op < 55) {
                final OrderType type = rnd.nextInt(4) == 0 ? types[rnd.nextInt(types.length)] : OrderType.GTC;
                final long size = 1 + rnd.nextInt(rnd.nextInt(10) == 0 ? 60 : 8);
                final Side side = rnd.nextBoolean() ? Side.BID : Side.ASK;
                final long p = type.isBudget() ? price * size + rnd.nextInt(50) : price;
                final long trigger = type.isStop() ? 95 + rnd.nextInt(11) : 0;
                final long expire = type == OrderType.GTD ? 10_000 + i + rnd.nextInt(300) : 0;
                final long display = type == OrderType.GTC && rnd.nextInt(8) == 0 ? 1 + rnd.nextInt(3) : 0;
                final long reserve = side == Side.BID && rnd.nextInt(5) == 0 ? p + rnd.nextInt(5) : 0;
                final StpMode stp = StpMode.values()[rnd.nextInt(6) == 0 ? rnd.nextInt(5) : 0];
                out.add(Cmd.place(uid, symbol, nextId++, side, type, p, size, reserve, display, trigger, expire, stp));
            } else {
                final long target = Math.max(1, nextId - 1 - rnd.nextInt(40));
                if (op < 67) {
                    out.add(Cmd.order(CommandType.CANCEL, uid, symbol, target, 0, 0, 0));
                } else if (op < 83) {
                    out.add(Cmd.order(CommandType.MOVE, uid, symbol, target, 0, price, 0));
                } else if (op < 89) {
                    out.add(Cmd.order(CommandType.REDUCE, uid, symbol, target, 1 + rnd.nextInt(3), 0, 0));
                } else if (op < 95) {
                    out.add(Cmd.order(CommandType.REPLACE, uid, symbol, target, 0, price, 1 + rnd.nextInt(9)));
                } else if (op < 97) {
                    out.add(Cmd.order(CommandType.MASS_CANCEL, uid, symbol, 0, 0, 0, 0));
                } else {
                    final int type = rnd.nextBoolean() ? CommandType.DEPOSIT : CommandType.WITHDRAW;
                    out.add(Cmd.account(type, uid, CURRENCIES[rnd.nextInt(3)], 1 + rnd.nextInt(50_000), tx++));
                }
            }
        }
        return out;
    }

    /** One generated command, submitted through the API or written straight into a slot. */
    record Cmd(int type, long uid, long symbol, long orderId, Side side, OrderType orderType, long price,
            long size, long reserve, long display, long trigger, long expireAt, StpMode stp, long newPrice,
            long newSize, int currency, long amount, long txId, SymbolSpec spec) {

        static Cmd symbol(final SymbolSpec spec) {
            return new Cmd(CommandType.ADD_SYMBOL, 0, spec.symbolId(), 0, null, null, 0, 0, 0, 0, 0, 0, null, 0, 0,
                    0, 0, 0, spec);
        }

        static Cmd account(final int type, final long uid, final int currency, final long amount, final long txId) {
            return new Cmd(type, uid, 0, 0, null, null, 0, 0, 0, 0, 0, 0, null, 0, 0, currency, amount, txId, null);
        }

        static Cmd place(final long uid, final long symbol, final long id, final Side side, final OrderType type,
                final long price, final long size, final long reserve, final long display, final long trigger,
                final long expireAt, final StpMode stp) {
            return new Cmd(CommandType.PLACE, uid, symbol, id, side, type, price, size, reserve, display, trigger,
                    expireAt, stp, 0, 0, 0, 0, 0, null);
        }

        static Cmd order(final int type, final long uid, final long symbol, final long id, final long size,
                final long newPrice, final long newSize) {
            return new Cmd(type, uid, symbol, id, null, null, 0, size, 0, 0, 0, 0, null, newPrice, newSize, 0, 0, 0,
                    null);
        }

        CompletableFuture<CommandResult> submit(final ExchangeApi api) {
            switch (type) {
                case CommandType.ADD_SYMBOL: return api.addSymbol(spec);
                case CommandType.ADD_USER: return api.addUser(uid);
                case CommandType.DEPOSIT: return api.deposit(uid, currency, amount, txId);
                case CommandType.WITHDRAW: return api.withdraw(uid, currency, amount, txId);
                case CommandType.PLACE:
                    return api.place(uid, symbol, orderId, side, orderType, price, size, reserve, display, trigger,
                            expireAt, stp);
                case CommandType.CANCEL: return api.cancel(uid, symbol, orderId);
                case CommandType.MOVE: return api.move(uid, symbol, orderId, newPrice);
                case CommandType.REDUCE: return api.reduce(uid, symbol, orderId, size);
                case CommandType.REPLACE: return api.replace(uid, symbol, orderId, newPrice, newSize);
                case CommandType.MASS_CANCEL: return api.massCancel(uid, symbol);
                default: throw new IllegalStateException("type " + type);
            }
        }

        void encode(final CommandSlot s) {
            s.type = type;
            s.uid = uid;
            s.symbol = symbol;
            s.orderId = orderId;
            s.size = size;
            s.newPrice = newPrice;
            s.newSize = newSize;
            s.currency = currency;
            s.amount = amount;
            s.txId = txId;
            if (type == CommandType.ADD_SYMBOL) {
                SlotSpecs.write(s, spec);
            } else if (type == CommandType.PLACE) {
                s.side = side.ordinal();
                s.orderType = orderType.ordinal();
                s.price = price;
                s.reservePrice = reserve;
                s.displaySize = display;
                s.triggerPrice = trigger;
                s.expireAt = expireAt;
                s.stp = stp.ordinal();
            }
        }
    }
}
