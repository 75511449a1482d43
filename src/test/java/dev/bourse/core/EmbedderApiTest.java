package dev.bourse.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.api.CancelReason;
import dev.bourse.api.CommandEvent;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.Fill;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.command.CommandType;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.testkit.TestSpecs;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The embedder's API as a new user drives it: the context that builds a core, orders named field by field (and the
 * same request reused as a flyweight), the {@code try*} forms of every command family, and a command's result
 * carrying every event it caused.
 */
class EmbedderApiTest {
    private ExchangeCore core;

    @AfterEach
    void stopCore() throws InterruptedException {
        if (core != null) {
            core.stop();
        }
    }

    private void start(final ThreadLayout layout, final ExchangeListener listener) {
        core = ExchangeCore.builder(PipelineEquivalenceTest.config(layout, 2, 2).toBuilder().journalEnabled(false)
                .build()).listener(listener).clock(PipelineEquivalenceTest.countingClock()).build();
        core.start();
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().isSuccess()).isTrue();
        for (long uid = 1; uid <= 3; uid++) {
            assertThat(core.addUser(uid).join().isSuccess()).isTrue();
            assertThat(core.deposit(uid, TestSpecs.BASE, 1_000, 1).join().isSuccess()).isTrue();
            assertThat(core.deposit(uid, TestSpecs.QUOTE, 10_000_000, 1).join().isSuccess()).isTrue();
        }
    }

    private static OrderRequest order(final long uid, final long orderId, final Side side, final OrderType type,
            final long price, final long size) {
        return new OrderRequest().uid(uid).symbol(1).orderId(orderId).side(side).type(type).price(price).size(size);
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aSweepsResultListsItsFillsTheKilledRestAndTheStopItTriggeredInOrder(final ThreadLayout layout) {
        start(layout, null);
        for (int i = 0; i < 3; i++) {
            assertThat(core.place(order(1, 10 + i, Side.ASK, OrderType.GTC, 100 + i, 1)).join().isSuccess()).isTrue();
        }
        final CommandResult stop = core.place(order(3, 30, Side.BID, OrderType.STOP_LIMIT, 99, 2).triggerPrice(101))
                .join();
        assertThat(stop.events()).containsExactly(new CommandEvent.StopAccepted(30, 3, Side.BID, 101, 2));

        final CommandResult sweep = core.place(order(2, 20, Side.BID, OrderType.IOC, 102, 5)).join();

        assertThat(sweep.isSuccess()).isTrue();
        assertThat(sweep.events()).extracting(EmbedderApiTest::describe).containsExactly(
                "fill 20x10 1@100", "fill 20x11 1@101", "fill 20x12 1@102",
                "cancelled #20 2 UNFILLED",
                "stop triggered #30 at 102",
                "rested #30 2@99");
        assertThat(sweep.fills()).extracting(Fill::makerOrderId).containsExactly(10L, 11L, 12L);
    }

    private static String describe(final CommandEvent event) {
        if (event instanceof Fill) {
            final Fill f = (Fill) event;
            return "fill " + f.takerOrderId() + "x" + f.makerOrderId() + " " + f.size() + "@" + f.price();
        }
        if (event instanceof CommandEvent.Cancelled) {
            final CommandEvent.Cancelled c = (CommandEvent.Cancelled) event;
            return "cancelled #" + c.orderId() + " " + c.cancelledSize() + " " + c.reason();
        }
        if (event instanceof CommandEvent.StopTriggered) {
            final CommandEvent.StopTriggered t = (CommandEvent.StopTriggered) event;
            return "stop triggered #" + t.orderId() + " at " + t.lastTradePrice();
        }
        if (event instanceof CommandEvent.Rested) {
            final CommandEvent.Rested r = (CommandEvent.Rested) event;
            return "rested #" + r.orderId() + " " + r.remaining() + "@" + r.price();
        }
        return event.toString();
    }

    @Test
    void aResultCarriesSelfTradeRemovalsExpiriesAndAmendsAsTheListenerSeesThem() {
        final List<String> heard = new ArrayList<>();
        start(ThreadLayout.INLINE, new ExchangeListener() {
            @Override
            public void onCancelled(final long sequence, final long symbol, final long orderId, final long uid,
                    final Side side, final long price, final long cancelledSize, final long remaining,
                    final CancelReason reason, final long timestamp) {
                heard.add("cancelled #" + orderId + " " + cancelledSize + " " + reason);
            }
        });
        assertThat(core.place(order(1, 10, Side.ASK, OrderType.GTC, 100, 3)).join().isSuccess()).isTrue();
        final CommandResult selfTrade = core.place(order(1, 11, Side.BID, OrderType.GTC, 100, 1)
                .stp(dev.bourse.api.StpMode.CANCEL_MAKER)).join();
        assertThat(selfTrade.events()).extracting(EmbedderApiTest::describe).startsWith("cancelled #10 3 SELF_TRADE");
        assertThat(heard).containsExactly("cancelled #10 3 SELF_TRADE");

        final CommandResult moved = core.move(1, 1, 11, 98).join();
        assertThat(moved.events()).containsExactly(new CommandEvent.Amended(11, 1, Side.BID, 100, 98, 1, 1, false),
                new CommandEvent.Rested(11, 1, Side.BID, 98, 1, 1));
        assertThat(core.place(order(2, 20, Side.ASK, OrderType.GTD, 200, 1).expireAt(1)).join().resultCode())
                .as("already due at the command's time").isEqualTo(ResultCode.INVALID_EXPIRY);
    }

    @Test
    void anOrderRequestsOwnCheckGivesTheCodeTheCoreAnswersForTheSameMistake() {
        start(ThreadLayout.INLINE, null);
        final List<OrderRequest> mistakes = List.of(
                order(1, 1, Side.BID, OrderType.GTC, 100, 0),
                order(1, 2, Side.BID, OrderType.GTC, 0, 1),
                order(1, 3, Side.BID, OrderType.GTC, 100, 2).displaySize(3),
                order(1, 4, Side.BID, OrderType.IOC, 100, 2).displaySize(1),
                order(1, 5, Side.BID, OrderType.STOP_LIMIT, 100, 1),
                order(1, 6, Side.BID, OrderType.GTC, 100, 1).triggerPrice(90),
                order(1, 7, Side.BID, OrderType.GTD, 100, 1),
                order(1, 8, Side.BID, OrderType.GTC, 100, 1).expireAt(Long.MAX_VALUE));
        final List<Integer> expected = List.of(ResultCode.INVALID_SIZE, ResultCode.INVALID_PRICE,
                ResultCode.INVALID_DISPLAY_SIZE, ResultCode.INVALID_DISPLAY_SIZE, ResultCode.INVALID_TRIGGER_PRICE,
                ResultCode.INVALID_TRIGGER_PRICE, ResultCode.INVALID_EXPIRY, ResultCode.INVALID_EXPIRY);
        for (int i = 0; i < mistakes.size(); i++) {
            final OrderRequest mistake = mistakes.get(i);
            assertThat(mistake.check()).as(mistake.toString()).isEqualTo(expected.get(i));
            assertThat(core.place(mistake).join().resultCode()).as(mistake.toString()).isEqualTo(expected.get(i));
        }
        assertThat(order(1, 9, Side.BID, OrderType.GTC, 100, 1).check()).isEqualTo(ResultCode.SUCCESS);
    }

    @Test
    void aRequestWithoutIdsSideOrTypeIsRefusedBeforeTheRingOnBothPaths() {
        start(ThreadLayout.COMPACT, null);
        final List<OrderRequest> incomplete = List.of(new OrderRequest(), order(0, 1, Side.BID, OrderType.GTC, 1, 1),
                order(1, 0, Side.BID, OrderType.GTC, 1, 1), order(1, 1, Side.BID, OrderType.GTC, 1, 1).symbol(0),
                order(1, 1, null, OrderType.GTC, 1, 1), order(1, 1, Side.BID, null, 1, 1));
        for (final OrderRequest request : incomplete) {
            assertThat(request.check()).as(request.toString()).isEqualTo(ResultCode.INVALID_ARGUMENT);
            assertThat(core.place(request).join()).as(request.toString())
                    .isEqualTo(CommandResult.refused(ResultCode.INVALID_ARGUMENT));
            assertThat(core.tryPlace(1, request)).as(request.toString()).isEqualTo(ResultCode.INVALID_ARGUMENT);
        }
        assertThat(core.place(null).join().resultCode()).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(core.tryPlace(1, null)).isEqualTo(ResultCode.INVALID_ARGUMENT);
    }

    @Test
    void aClearedRequestForgetsEveryField() {
        final OrderRequest request = order(1, 2, Side.ASK, OrderType.GTD, 3, 4).reservePrice(5).displaySize(1)
                .triggerPrice(7).expireAt(8).stp(dev.bourse.api.StpMode.NONE);
        assertThat(request.clear()).usingRecursiveComparison().isEqualTo(new OrderRequest());
    }

    @Test
    void oneReusedOrderRequestPlacesThroughTheTryPathWithoutAllocating() {
        final long[] results = new long[2];
        start(ThreadLayout.INLINE, new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                results[resultCode == ResultCode.SUCCESS ? 0 : 1]++;
            }
        });
        final com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        final OrderRequest flyweight = new OrderRequest();
        cycles(flyweight, 1, 20_000);
        final long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
        cycles(flyweight, 20_001, 20_000);
        final long allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        assertThat(results[1]).as("refused commands").isZero();
        // The whole INLINE pipeline runs on this thread: its maps may resize now and then (a few KB in all), but one
        // object per command, even 16 bytes, would show as 640,000 bytes.
        assertThat(allocated).as("bytes allocated by 20 000 place-and-cancel cycles, 40 000 commands")
                .isLessThan(20_000);
    }

    private void cycles(final OrderRequest flyweight, final long firstId, final int n) {
        for (long id = firstId; id < firstId + n; id++) {
            final Side side = (id & 1) == 0 ? Side.BID : Side.ASK;
            assertPublished(core.tryPlace(id, flyweight.clear().uid(1 + (id & 1)).symbol(1).orderId(id).side(side)
                    .type(OrderType.GTC).price(side == Side.BID ? 90 : 110).size(1)));
            assertPublished(core.tryCancel(id, 1 + (id & 1), 1, id));
        }
    }

    private static void assertPublished(final long sequence) {
        if (sequence < 0) {
            throw new AssertionError("refused: " + ResultCode.name((int) sequence));
        }
    }

    @Test
    void theNewTryFormsReachTheListenerWithTheirCorrelationIdsAndCodes() {
        final List<String> results = new ArrayList<>();
        start(ThreadLayout.PIPELINED, new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                if (correlationId > 0) {
                    synchronized (results) {
                        results.add(correlationId + " " + CommandType.name(commandType) + " "
                                + ResultCode.name(resultCode));
                    }
                }
            }
        });
        assertThat(core.place(order(1, 10, Side.BID, OrderType.GTC, 100, 2)).join().isSuccess()).isTrue();
        assertThat(core.place(order(1, 11, Side.BID, OrderType.GTC, 101, 2)).join().isSuccess()).isTrue();
        assertThat(core.tryReplace(1, 1, 1, 10, 95, 3)).isNotNegative();
        assertThat(core.tryMassCancel(2, 1, 1)).isNotNegative();
        assertThat(core.tryDeposit(3, 2, TestSpecs.QUOTE, 500, 2)).isNotNegative();
        assertThat(core.tryWithdraw(4, 2, TestSpecs.QUOTE, 10_000_501, 3)).isNotNegative();
        assertThat(core.tryWithdraw(5, 2, TestSpecs.QUOTE, 10_000_500, 4)).isNotNegative();
        assertThat(core.userReport(1).join().orders()).as("the mass cancel ran after the replace").isEmpty();
        synchronized (results) {
            assertThat(results).containsExactly("1 REPLACE SUCCESS", "2 MASS_CANCEL SUCCESS", "3 DEPOSIT SUCCESS",
                    "4 WITHDRAW INSUFFICIENT_FUNDS", "5 WITHDRAW SUCCESS");
        }
    }

    @Test
    void theNewTryFormsRefuseBadArgumentsBeforeTheRing() {
        start(ThreadLayout.INLINE, null);
        assertThat(core.tryReplace(1, 0, 1, 10, 95, 3)).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(core.tryReplace(1, 1, 1, 0, 95, 3)).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(core.tryMassCancel(1, 1, 0)).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(core.tryDeposit(1, 1, -1, 5, 9)).isEqualTo(ResultCode.INVALID_ARGUMENT);
        assertThat(core.tryWithdraw(1, 1, TestSpecs.QUOTE, 5, 0)).isEqualTo(ResultCode.INVALID_ARGUMENT);
    }

    /** Every try form, by name, so that each refusal below is checked for each of them. */
    private static final List<String> TRY_FORMS = List.of("place", "cancel", "move", "reduce", "replace",
            "massCancel", "deposit", "withdraw");

    private static long tryForm(final ExchangeCore core, final String form, final long id) {
        switch (form) {
            case "place":
                return core.tryPlace(id, order(1, id, Side.BID, OrderType.GTC, 90, 1));
            case "cancel":
                return core.tryCancel(id, 1, 1, id);
            case "move":
                return core.tryMove(id, 1, 1, id, 91);
            case "reduce":
                return core.tryReduce(id, 1, 1, id, 1);
            case "replace":
                return core.tryReplace(id, 1, 1, id, 91, 2);
            case "massCancel":
                return core.tryMassCancel(id, 1, 1);
            case "deposit":
                return core.tryDeposit(id, 1, TestSpecs.QUOTE, 1, 100 + id);
            default:
                return core.tryWithdraw(id, 1, TestSpecs.QUOTE, 1, 100 + id);
        }
    }

    private static List<Long> everyTryForm(final ExchangeCore core, final LongUnaryOperator ids) {
        final List<Long> codes = new ArrayList<>();
        for (int i = 0; i < TRY_FORMS.size(); i++) {
            codes.add(tryForm(core, TRY_FORMS.get(i), ids.applyAsLong(i)));
        }
        return codes;
    }

    @Test
    void everyTryFormIsRefusedWithRingFullFromACallbackOnAFullInlineRing() {
        final List<Long> codes = new ArrayList<>();
        final ExchangeCore[] self = new ExchangeCore[1];
        core = ExchangeCore.builder(PipelineEquivalenceTest.config(ThreadLayout.INLINE, 1, 1).toBuilder()
                .journalEnabled(false).build()).riskEngine(new RiskEngine(1)).journal(NoOpJournal.INSTANCE)
                .listener(new ExchangeListener() {
                    @Override
                    public void onResult(final long correlationId, final int commandType, final long sequence,
                            final long uid, final long symbol, final long orderId, final int resultCode,
                            final long timestamp) {
                        if (orderId == 500) {
                            while (self[0].tryCancel(7, 1, 1, 999) >= 0) {
                                codes.add(0L);
                            }
                            codes.addAll(everyTryForm(self[0], i -> 1_000 + i));
                        }
                    }
                }).clock(PipelineEquivalenceTest.countingClock()).build();
        self[0] = core;
        core.start();
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().isSuccess()).isTrue();
        assertThat(core.addUser(1).join().isSuccess()).isTrue();
        assertThat(core.deposit(1, TestSpecs.QUOTE, 1_000_000, 1).join().isSuccess()).isTrue();

        assertThat(core.place(order(1, 500, Side.BID, OrderType.GTC, 90, 1)).join().isSuccess()).isTrue();

        assertThat(codes.subList(codes.size() - TRY_FORMS.size(), codes.size())).as("place, cancel, move, reduce, "
                + "replace, mass cancel, deposit, withdraw").containsOnly((long) ResultCode.RING_FULL);
        assertThat(codes).as("the ring was filled first").hasSizeGreaterThan(TRY_FORMS.size());
        assertThat(core.errors().count()).isZero();
    }

    @Test
    void everyTryFormIsRefusedOnAHaltedCoreAndBeforeStartAndAfterStop() throws InterruptedException {
        final TestRisk risk = new TestRisk(1, -1);
        core = ExchangeCore.builder(PipelineEquivalenceTest.config(ThreadLayout.COMPACT, 1, 1)).riskEngine(risk)
                .journal(NoOpJournal.INSTANCE).clock(PipelineEquivalenceTest.countingClock()).build();
        assertThat(everyTryForm(core, i -> 1 + i)).as("before start")
                .containsOnly((long) ResultCode.CORE_NOT_RUNNING);
        core.start();
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().isSuccess()).isTrue();
        assertThat(core.addUser(1).join().isSuccess()).isTrue();
        risk.injectError(TestRisk.Stage.MATCHING, 77, new OutOfMemoryError("injected"));
        assertThat(core.place(order(1, 77, Side.BID, OrderType.GTC, 90, 1)).join().resultCode())
                .isEqualTo(ResultCode.CORE_HALTED);

        assertThat(everyTryForm(core, i -> 100 + i)).as("halted").containsOnly((long) ResultCode.CORE_HALTED);
        core.stop();
        assertThat(everyTryForm(core, i -> 200 + i)).as("after stop").containsOnly((long) ResultCode.CORE_HALTED);
    }

    @Test
    void aBadSymbolSpecGetsItsCodeAndTheFieldsNameWithoutAnException() {
        final SymbolSpec.Builder feeBelowMakers = TestSpecs.spot(1).toBuilder().takerFee(0).makerFee(1);
        assertThat(feeBelowMakers.check()).isEqualTo(ResultCode.INVALID_SYMBOL_SPEC);
        assertThat(feeBelowMakers.problem()).isEqualTo("takerFee: must be >= makerFee (was 0)");
        assertThatThrownBy(feeBelowMakers::build).hasMessage(feeBelowMakers.problem());
        assertThat(SymbolSpec.builder().problem()).isEqualTo("symbolId: must be >= 0 (was -1)");
        assertThat(SymbolSpec.builder().symbolId(1).problem()).isEqualTo("type: must be set");
        assertThat(SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).status(null).check())
                .isEqualTo(ResultCode.INVALID_SYMBOL_SPEC);
        assertThat(SymbolSpec.builder().symbolId(1).type(SymbolType.MARGIN).quoteCurrency(2).quoteScale(1)
                .marginBuy(5).problem()).isEqualTo("marginSell: must be > 0 for MARGIN (was 0)");
        assertThat(TestSpecs.spot(1).toBuilder().check()).isEqualTo(ResultCode.SUCCESS);
        assertThat(TestSpecs.margin(2).toBuilder().problem()).isNull();
    }

    @Test
    void aContextFillsItsDefaultsOnConcludeAndBuildsOneCoreOnly() {
        final CoreContext context = ExchangeCore.builder(PipelineEquivalenceTest.config(ThreadLayout.INLINE, 2, 2)
                .toBuilder().journalEnabled(false).build());
        assertThat(context.clock()).isNull();
        assertThat(context.riskEngine()).isNull();
        context.conclude();
        assertThat(context.clock()).isNotNull();
        assertThat(context.riskEngine()).isInstanceOf(RiskEngine.class);
        assertThat(context.journal()).isSameAs(NoOpJournal.INSTANCE);
        assertThat(context.listener()).isNull();
        assertThatThrownBy(() -> context.listener(new ExchangeListener() { }))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("concluded");
        assertThatThrownBy(() -> ExchangeCore.builder(null)).isInstanceOf(IllegalArgumentException.class);
    }
}
