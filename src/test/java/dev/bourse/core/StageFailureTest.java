package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.command.CommandType;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.JournalWriter;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.LongSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The stages' failure policy (package documentation) for {@link Error}s, in every thread layout: an Error while a
 * state-changing command is applied halts the core (the failing command and every later one get CORE_HALTED, every
 * future completes, the reason is kept, stop ends); an Error while a query is answered refuses that query alone.
 * The class timeout only guards against a hang: each test takes well under a second when the core behaves.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class StageFailureTest {
    private static final long FAULTY_ORDER = 99;
    private static final int ORDERS = 200;
    /** Commands before the first order: ADD_SYMBOL and two ADD_USERs. */
    private static final int SET_UP_COMMANDS = 3;
    @RegisterExtension
    final StartedCores cores = new StartedCores();
    private ExchangeCore core;
    private TestRisk risk;

    /** Where an Error is injected into the processing of order {@link #FAULTY_ORDER}. */
    enum Injection {
        GROUPING("grouping"), RISK_CHECK("risk-check-"), MATCHING("matching-"), SETTLEMENT("settlement-"),
        RESULTS("results");

        private final String stageName;

        Injection(final String stageName) {
            this.stageName = stageName;
        }
    }

    /** Reads 1, 2, ...; throws {@code fault} on read number {@code failAt} (the command grouped then). */
    private static final class FailingClock implements LongSupplier {
        private final long failAt;
        private final Error fault;
        private long reads;

        FailingClock(final long failAt, final Error fault) {
            this.failAt = failAt;
            this.fault = fault;
        }

        @Override
        public long getAsLong() {
            if (++reads == failAt) {
                throw fault;
            }
            return CommandScript.FIRST_TIMESTAMP + reads;
        }
    }

    /** Throws {@code fault} from the result of order {@code orderId}, once. */
    private static ExchangeListener throwingOn(final long orderId, final Error fault) {
        return new ExchangeListener() {
            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderIdOfCommand, final int resultCode,
                    final long timestamp) {
                if (orderIdOfCommand == orderId && commandType == CommandType.PLACE) {
                    throw fault;
                }
            }
        };
    }

    static Stream<Arguments> layoutsAndInjections() {
        final List<Arguments> all = new ArrayList<>();
        for (final ThreadLayout layout : ThreadLayout.values()) {
            for (final Injection injection : Injection.values()) {
                all.add(Arguments.of(layout, injection));
            }
        }
        return all.stream();
    }

    static Stream<Arguments> layoutsAndQueryStages() {
        final List<Arguments> all = new ArrayList<>();
        for (final ThreadLayout layout : ThreadLayout.values()) {
            for (final FaultQuery.Where where : FaultQuery.Where.values()) {
                all.add(Arguments.of(layout, where));
            }
        }
        return all.stream();
    }

    private void start(final ThreadLayout layout, final ExchangeListener listener, final LongSupplier clock) {
        risk = new TestRisk(2, -1);
        core = cores.start(ExchangeCore.builder(PipelineEquivalenceTest.config(layout, 2, 2)).riskEngine(risk)
                .journal(NoOpJournal.INSTANCE).listener(listener).clock(clock).build());
    }

    private void startWith(final ThreadLayout layout, final Injection injection, final Error fault) {
        final int failingRead = SET_UP_COMMANDS + (int) FAULTY_ORDER;
        start(layout, injection == Injection.RESULTS ? throwingOn(FAULTY_ORDER, fault) : null,
                injection == Injection.GROUPING ? new FailingClock(failingRead, fault)
                        : PipelineEquivalenceTest.countingClock());
        switch (injection) {
            case RISK_CHECK:
                risk.injectError(TestRisk.Stage.RISK_CHECK, FAULTY_ORDER, fault);
                break;
            case MATCHING:
                risk.injectError(TestRisk.Stage.MATCHING, FAULTY_ORDER, fault);
                break;
            case SETTLEMENT:
                risk.injectError(TestRisk.Stage.SETTLEMENT, FAULTY_ORDER, fault);
                break;
            default:
                break;
        }
    }

    private void setUp() {
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(core.addUser(1).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(core.addUser(2).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("layoutsAndInjections")
    void anErrorWhileAnOrderIsAppliedHaltsTheCoreAndEveryFutureAndLaterCallGetsTheHalt(final ThreadLayout layout,
            final Injection injection) throws InterruptedException {
        startWith(layout, injection, new OutOfMemoryError("injected in " + injection));
        setUp();
        final List<CompletableFuture<CommandResult>> orders = new ArrayList<>();
        for (long id = 1; id <= ORDERS; id++) {
            orders.add(core.place(1 + (id & 1), 1, id, (id & 1) == 0 ? Side.BID : Side.ASK, OrderType.GTC,
                    (id & 1) == 0 ? 100 : 101, 1));
        }
        for (long id = 1; id <= ORDERS; id++) {
            final CommandResult r = orders.get((int) id - 1).join();
            final boolean reported = id < FAULTY_ORDER || (id == FAULTY_ORDER && injection == Injection.RESULTS);
            assertThat(r.resultCode()).as("order %d", id)
                    .isEqualTo(reported ? ResultCode.SUCCESS : ResultCode.CORE_HALTED);
        }
        assertThat(core.isRunning()).isFalse();
        assertThat(core.haltReason()).contains(injection.stageName).contains("injected in " + injection);
        assertThat(core.place(1, 1, 1_000, Side.ASK, OrderType.GTC, 100, 1).join().resultCode())
                .isEqualTo(ResultCode.CORE_HALTED);
        assertThat(core.tryCancel(7, 1, 1, 1)).isEqualTo(ResultCode.CORE_HALTED);
        assertThatThrownBy(() -> core.totals().join()).hasMessageContaining("CORE_HALTED")
                .hasMessageContaining("injected in " + injection);
        assertThat(core.errors().count()).isEqualTo(1);
        assertThat(core.stop()).as("stop ends, every accepted command reported").isTrue();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("layoutsAndQueryStages")
    void anErrorWhileAQueryIsAnsweredRefusesThatQueryAloneAndTheCoreGoesOn(final ThreadLayout layout,
            final FaultQuery.Where where) {
        start(layout, null, PipelineEquivalenceTest.countingClock());
        setUp();
        assertThat(core.place(1, 1, 1, Side.ASK, OrderType.GTC, 100, 5).join().isSuccess()).isTrue();
        final FaultQuery query = new FaultQuery(where, new StackOverflowError("injected in " + where));
        final CompletableFuture<Integer> answer = core.query(CommandType.USER_REPORT, query, query.future());
        if (where == FaultQuery.Where.RESULTS) {
            assertThatThrownBy(answer::join).isInstanceOf(CompletionException.class)
                    .hasCauseInstanceOf(StackOverflowError.class);
        } else {
            assertThat(answer.join()).isEqualTo(ResultCode.INTERNAL_ERROR);
        }
        assertThat(core.isRunning()).isTrue();
        assertThat(core.haltReason()).isNull();
        assertThat(core.errors().count()).isEqualTo(1);
        final CommandResult after = core.place(2, 1, 2, Side.BID, OrderType.IOC, 100, 5).join();
        assertThat(after.resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(after.fills()).hasSize(1);
        assertThat(core.l2(1, 5).join().l2().askLevels()).isZero();
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aSnapshotInFlightWhenTheCoreHaltsCompletesWithTheHalt(final ThreadLayout layout, @TempDir final Path dir)
            throws Exception {
        final ExchangeConfig config = PipelineEquivalenceTest.config(layout, 1, 1).toBuilder().journalEnabled(true)
                .journalDir(dir).journalDurability(Durability.ASYNC).build();
        core = cores.start(ExchangeCore.builder(config).riskEngine(new RiskEngine(1))
                .journal(new JournalWriter(config))
                .clock(new FailingClock(2, new OutOfMemoryError("injected in grouping"))).build());
        assertThat(core.addUser(1).join().isSuccess()).isTrue();
        assertThat(core.snapshot().join().resultCode()).isEqualTo(ResultCode.CORE_HALTED);
        assertThat(core.haltReason()).startsWith("grouping failed on command 2 (SNAPSHOT)");
        assertThat(core.snapshot().join().resultCode()).isEqualTo(ResultCode.CORE_HALTED);
        assertThat(core.stop()).isTrue();
    }

    @Test
    void theHaltReasonNamesTheStageTheCommandAndTheError() {
        startWith(ThreadLayout.COMPACT, Injection.MATCHING, new StackOverflowError("deep book"));
        setUp();
        for (long id = 1; id <= FAULTY_ORDER; id++) {
            core.place(1, 1, id, Side.ASK, OrderType.GTC, 100 + id, 1).join();
        }
        assertThat(core.haltReason()).startsWith("matching-").contains(" failed on command "
                + (SET_UP_COMMANDS + FAULTY_ORDER) + " (PLACE): java.lang.StackOverflowError: deep book");
        assertThat(core.errors().toString()).contains("1 error, first: java.lang.StackOverflowError: deep book");
    }
}
