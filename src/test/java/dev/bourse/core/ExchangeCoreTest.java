package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.config.Settings;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.NoOpJournal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import static org.assertj.core.api.Assertions.assertThat;

class ExchangeCoreTest {
    private static final long FAULTY_UID = 666;
    private static final int DEFAULT_RING = Settings.RING_SIZE.defaultValue();
    private ExchangeCore core;
    private TestRisk risk;

    private ExchangeCore start(final ThreadLayout layout, final int n, final int m, final ExchangeListener listener) {
        risk = new TestRisk(n, FAULTY_UID);
        core = ExchangeCore.builder(PipelineEquivalenceTest.config(layout, n, m)).riskEngine(risk)
                .journal(NoOpJournal.INSTANCE).listener(listener).clock(PipelineEquivalenceTest.countingClock())
                .build();
        core.start();
        return core;
    }

    /** An INLINE core without a journal: the submitting thread runs every stage before its call returns. */
    private void startInline(final int shards, final int ringSize, final ExchangeListener listener) {
        risk = new TestRisk(shards, FAULTY_UID);
        core = ExchangeCore.builder(PipelineEquivalenceTest.config(ThreadLayout.INLINE, shards, shards).toBuilder()
                        .ringSize(ringSize).journalEnabled(false).build())
                .riskEngine(risk).journal(NoOpJournal.INSTANCE).listener(listener)
                .clock(PipelineEquivalenceTest.countingClock()).build();
        core.start();
    }

    @AfterEach
    void stopCore() throws InterruptedException {
        if (core != null) {
            core.stop();
        }
    }

    private void setUp(final long... uids) {
        core.addSymbol(dev.bourse.testkit.TestSpecs.spot(1)).join();
        for (final long uid : uids) {
            assertThat(core.addUser(uid).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        }
    }

    @Test
    void aCrossingOrderReturnsItsFillsAfterSettlement() {
        start(ThreadLayout.COMPACT, 1, 1, null);
        setUp(1, 2);
        assertThat(core.place(1, 1, 10, Side.ASK, OrderType.GTC, 100, 5).join().fills()).isEmpty();
        assertThat(core.place(1, 1, 11, Side.ASK, OrderType.GTC, 101, 5).join().isSuccess()).isTrue();
        final CommandResult r = core.place(2, 1, 20, Side.BID, OrderType.IOC, 101, 7).join();
        assertThat(r.resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(r.sequence()).isEqualTo(6);
        assertThat(r.fills()).hasSize(2);
        assertThat(r.fills().get(0).tradeId()).isEqualTo(1);
        assertThat(r.fills().get(0).price()).isEqualTo(100);
        assertThat(r.fills().get(0).size()).isEqualTo(5);
        assertThat(r.fills().get(1).makerOrderId()).isEqualTo(11);
        assertThat(r.fills().get(1).size()).isEqualTo(2);
        assertThat(r.fills().get(1).makerRemaining()).isEqualTo(3);
        assertThat(risk.settledTrades()).isEqualTo(2);
        final CommandResult l2 = core.l2(1, 5).join();
        assertThat(l2.l2().askLevels()).isEqualTo(1);
        assertThat(l2.l2().askPrice(0)).isEqualTo(101);
        assertThat(l2.l2().askSize(0)).isEqualTo(3);
        assertThat(l2.l2().bidLevels()).isZero();
    }

    @Test
    void theInlineLayoutRunsNoThreadAndEachFutureIsCompleteWhenTheCallReturns() {
        startInline(2, DEFAULT_RING, null);
        assertThat(core.threadCount()).isZero();
        setUp(1, 2);
        final CompletableFuture<CommandResult> ask = core.place(1, 1, 10, Side.ASK, OrderType.GTC, 100, 5);
        assertThat(ask).isCompleted();
        final CompletableFuture<CommandResult> bid = core.place(2, 1, 20, Side.BID, OrderType.IOC, 100, 7);
        assertThat(bid).isCompleted();
        assertThat(bid.join().fills()).hasSize(1);
        assertThat(bid.join().fills().get(0).size()).isEqualTo(5);
        assertThat(risk.settledTrades()).isEqualTo(1);
        final CompletableFuture<CommandResult> faulty = core.place(FAULTY_UID, 1, 30, Side.BID, OrderType.GTC, 1, 1);
        assertThat(faulty).isCompleted();
        assertThat(faulty.join().resultCode()).isEqualTo(ResultCode.INTERNAL_ERROR);
        assertThat(core.errors().count()).isPositive();
        assertThat(core.place(1, 1, 11, Side.ASK, OrderType.GTC, 101, 1).join().isSuccess()).isTrue();
    }

    @Test
    void underTheInlineLayoutACommandSubmittedFromAListenerIsHandledAfterTheCurrentOne() {
        final List<String> seen = new ArrayList<>();
        final ExchangeListener listener = new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                seen.add(orderId + "@" + sequence);
                if (orderId == 20) {
                    assertThat(core.tryCancel(7, 1, 1, 11)).isNotNegative();
                }
            }
        };
        startInline(1, DEFAULT_RING, listener);
        setUp(1, 2);
        core.place(1, 1, 10, Side.ASK, OrderType.GTC, 100, 5).join();
        core.place(1, 1, 11, Side.ASK, OrderType.GTC, 101, 5).join();
        final CompletableFuture<CommandResult> bid = core.place(2, 1, 20, Side.BID, OrderType.IOC, 100, 2);
        assertThat(bid).isCompleted();
        assertThat(seen).endsWith("20@6", "11@7");
        assertThat(core.l2(1, 5).join().l2().askLevels()).isEqualTo(1);
        assertThat(core.errors().count()).isZero();
    }

    @Test
    void underTheInlineLayoutWithoutAJournalACommandsEventsSurviveCommandsSubmittedFromItsCallbacks() {
        // The slots share one event buffer here: a submission from the first trade's callback must not cost the
        // sweep its later trades, nor hand them to the submitted command.
        final List<String> trades = new ArrayList<>();
        final ExchangeListener listener = new ExchangeListener() {
            @Override
            public void onTrade(final long sequence, final long tradeId, final long symbol, final long makerOrderId,
                    final long makerUid, final long takerOrderId, final long takerUid, final Side takerSide,
                    final long price, final long size, final long makerRemaining, final long takerRemaining,
                    final long makerFee, final long takerFee, final long timestamp) {
                trades.add(takerOrderId + "x" + makerOrderId + "@" + price + "#" + sequence);
                if (takerOrderId == 20 && makerOrderId == 10) {
                    assertThat(core.tryPlace(9, new OrderRequest().uid(1).symbol(1).orderId(30).side(Side.BID)
                            .type(OrderType.IOC).price(103).size(1)))
                            .isNotNegative();
                }
            }
        };
        startInline(1, DEFAULT_RING, listener);
        setUp(1, 2);
        for (int i = 0; i < 4; i++) {
            assertThat(core.place(1, 1, 10 + i, Side.ASK, OrderType.GTC, 100 + i, 1).join().isSuccess()).isTrue();
        }
        final CommandResult sweep = core.place(2, 1, 20, Side.BID, OrderType.IOC, 102, 3).join();
        assertThat(sweep.fills()).extracting(f -> f.makerOrderId()).containsExactly(10L, 11L, 12L);
        assertThat(trades).containsExactly("20x10@100#8", "20x11@101#8", "20x12@102#8", "30x13@103#9");
        assertThat(core.l2(1, 5).join().l2().askLevels()).isZero();
        assertThat(core.errors().count()).isZero();
    }

    @Test
    void underTheInlineLayoutAListenerThatFillsTheRingIsRefusedWithRingFullAndTheCoreGoesOn() {
        final int ringSize = 1024;
        final List<Long> codes = new ArrayList<>();
        final ExchangeListener listener = new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                if (orderId == 20) {
                    for (int i = 0; i < ringSize + 5; i++) {
                        codes.add(core.tryCancel(100 + i, 1, 1, 999));
                    }
                }
            }
        };
        startInline(1, ringSize, listener);
        setUp(1, 2);
        assertThat(core.place(2, 1, 20, Side.BID, OrderType.GTC, 100, 2).join().isSuccess()).isTrue();
        final long accepted = codes.stream().filter(c -> c >= 0).count();
        assertThat(accepted).as("every slot but the reporting command's own").isEqualTo(ringSize - 1);
        assertThat(codes.subList((int) accepted, codes.size())).containsOnly((long) ResultCode.RING_FULL);
        assertThat(core.place(1, 1, 10, Side.ASK, OrderType.GTC, 100, 2).join().fills()).hasSize(1);
        assertThat(core.errors().count()).isZero();
    }

    @Test
    void riskAndBookRefusalsCarryTheirOwnCodes() {
        start(ThreadLayout.PIPELINED, 2, 2, null);
        setUp(1);
        assertThat(core.addUser(1).join().resultCode()).isEqualTo(ResultCode.USER_ALREADY_EXISTS);
        assertThat(core.place(9, 1, 1, Side.BID, OrderType.GTC, 10, 1).join().resultCode())
                .isEqualTo(ResultCode.UNKNOWN_USER);
        assertThat(core.place(1, 3, 1, Side.BID, OrderType.GTC, 10, 1).join().resultCode())
                .isEqualTo(ResultCode.UNKNOWN_SYMBOL);
        assertThat(core.place(1, 1, 1, Side.BID, OrderType.GTC, 10, 0).join().resultCode())
                .isEqualTo(ResultCode.INVALID_SIZE);
        assertThat(core.cancel(1, 1, 77).join().resultCode()).isEqualTo(ResultCode.UNKNOWN_ORDER_ID);
        assertThat(core.addSymbol(dev.bourse.testkit.TestSpecs.spot(1)).join().resultCode())
                .isEqualTo(ResultCode.SYMBOL_ALREADY_EXISTS);
        assertThat(core.deposit(1, 0, 100, 1).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(core.withdraw(2, 0, 100, 1).join().resultCode()).isEqualTo(ResultCode.UNKNOWN_USER);
    }

    @Test
    void argumentErrorsAreRefusedBeforeTheRing() {
        start(ThreadLayout.COMPACT, 1, 1, null);
        final List<CompletableFuture<CommandResult>> refused = List.of(
                core.place(0, 1, 1, Side.BID, OrderType.GTC, 10, 1),
                core.place(1, 0, 1, Side.BID, OrderType.GTC, 10, 1),
                core.place(1, 1, -1, Side.BID, OrderType.GTC, 10, 1),
                core.place(1, 1, 1, null, OrderType.GTC, 10, 1),
                core.place(1, 1, 1, Side.BID, null, 10, 1),
                core.cancel(1, 1, 0), core.move(-5, 1, 1, 10), core.massCancel(1, 0), core.l2(1, 0),
                core.addSymbol(dev.bourse.testkit.TestSpecs.spot(0)), core.addUser(0), core.deposit(1, 0, 10, 0),
                core.withdraw(1, -1, 10, 1));
        for (final CompletableFuture<CommandResult> f : refused) {
            assertThat(f).isCompleted();
            assertThat(f.join().resultCode()).isEqualTo(ResultCode.INVALID_ARGUMENT);
            assertThat(f.join().sequence()).isZero();
        }
        assertThat(core.tryPlace(1, new OrderRequest().uid(1).symbol(1).orderId(0).side(Side.BID).type(OrderType.GTC)
                .price(1).size(1)))
                .isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(core.tryCancel(1, 0, 1, 1)).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(core.addSymbol(dev.bourse.testkit.TestSpecs.spot(1)).join().sequence()).isEqualTo(1);
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aFaultInAStageFailsOnlyThatCommandAndThePipelineGoesOn(final ThreadLayout layout) {
        start(layout, 2, 1, null);
        setUp(1, 2);
        core.place(1, 1, 1, Side.ASK, OrderType.GTC, 100, 5).join();
        assertThat(core.place(FAULTY_UID, 1, 2, Side.BID, OrderType.GTC, 100, 5).join().resultCode())
                .isEqualTo(ResultCode.INTERNAL_ERROR);
        assertThat(core.errors().count()).isEqualTo(1);
        assertThat(core.errors().last()).hasMessageContaining("injected fault");
        assertThat(core.isRunning()).as("an exception in a risk check refuses the command, nothing changed").isTrue();
        assertThat(core.haltReason()).isNull();
        final CommandResult after = core.place(2, 1, 3, Side.BID, OrderType.GTC, 100, 5).join();
        assertThat(after.resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(after.fills()).hasSize(1);
        assertThat(after.fills().get(0).makerOrderId()).isEqualTo(1);
    }

    @Test
    void aThrowingListenerIsCountedAndLaterCommandsAreStillReported() {
        final AtomicLong results = new AtomicLong();
        start(ThreadLayout.COMPACT, 1, 1, new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                if (results.incrementAndGet() == 2) {
                    throw new IllegalStateException("listener bug");
                }
            }
        });
        setUp(1, 2);
        assertThat(core.place(1, 1, 1, Side.ASK, OrderType.GTC, 100, 5).join().isSuccess()).isTrue();
        assertThat(results.get()).isEqualTo(4);
        assertThat(core.errors().count()).isEqualTo(1);
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void producersOnManyThreadsEachGetEveryResultOnceInOneSequence(final ThreadLayout layout) throws Exception {
        final ConcurrentHashMap<Long, Long> sequences = new ConcurrentHashMap<>();
        start(layout, 2, 2, new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                if (correlationId > 0) {
                    assertThat(sequences.put(correlationId, sequence)).isNull();
                }
            }
        });
        core.addSymbol(dev.bourse.testkit.TestSpecs.spot(1)).join();
        core.addSymbol(dev.bourse.testkit.TestSpecs.spot(2)).join();
        setUp(1, 2, 3, 4);
        final int perThread = 2_000;
        final List<Thread> producers = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            final long uid = t + 1;
            producers.add(new Thread(() -> {
                for (int k = 0; k < perThread; k++) {
                    final long corr = uid * 1_000_000 + k;
                    final long r = core.tryPlace(corr, new OrderRequest().uid(uid).symbol(1 + (k & 1)).orderId(corr)
                            .side((k & 2) == 0 ? Side.BID : Side.ASK).type(OrderType.GTC).price(100 + (k % 7))
                            .size(1 + (k % 3)));
                    assertThat(r).isNotNegative();
                }
            }));
        }
        producers.forEach(Thread::start);
        for (final Thread p : producers) {
            p.join();
        }
        core.stop();
        assertThat(sequences).hasSize(4 * perThread);
        assertThat(sequences.values().stream().distinct().count()).isEqualTo(4 * perThread);
        assertThat(sequences.values().stream().mapToLong(Long::longValue).min().getAsLong()).isEqualTo(8);
        assertThat(sequences.values().stream().mapToLong(Long::longValue).max().getAsLong())
                .isEqualTo(7 + 4 * perThread);
        assertThat(core.errors().count()).isZero();
    }

    @Test
    void stopDrainsEveryAcceptedCommandAndThenRefuses() throws InterruptedException {
        start(ThreadLayout.COMPACT, 1, 1, null);
        setUp(1, 2);
        final List<CompletableFuture<CommandResult>> futures = new ArrayList<>();
        for (int k = 1; k <= 3_000; k++) {
            futures.add(core.place(1 + (k & 1), 1, k, (k & 1) == 0 ? Side.BID : Side.ASK, OrderType.GTC, 100, 1));
        }
        core.stop();
        for (final CompletableFuture<CommandResult> f : futures) {
            assertThat(f).isCompleted();
            assertThat(f.join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        }
        assertThat(core.isRunning()).isFalse();
        assertThat(core.place(1, 1, 99_999, Side.BID, OrderType.GTC, 100, 1).join().resultCode())
                .isEqualTo(ResultCode.CORE_NOT_RUNNING);
        assertThat(core.tryCancel(1, 1, 1, 1)).isEqualTo(ResultCode.CORE_NOT_RUNNING);
    }
}
