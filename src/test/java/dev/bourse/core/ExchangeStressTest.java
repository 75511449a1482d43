package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.TradingStatus;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.SlotEvents;
import dev.bourse.command.SlotSpecs;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.pipeline.StageChain;
import dev.bourse.testkit.StressSession;
import dev.bourse.testkit.StressSession.Cmd;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongSupplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A randomized session over many users and symbols (spot and margin, every order type, amendments, deposits and
 * withdrawals, realistic balances so that risk refusals happen) run through COMPACT 1x1, PIPELINED 2x2 and
 * PIPELINED 4x4, and through the stage handlers called one after another on one thread. Every run must give the
 * same result code and fills per command and the same state hash; after each run money is conserved per
 * currency, open interest is balanced and every risk shard's invariants hold (no negative spot balance).
 */
class ExchangeStressTest {
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void everyLayoutAndASingleThreadedRunAgreeAndConserveMoney(final long seed) throws Exception {
        final List<Cmd> session = StressSession.generate(new Random(seed), 6_000);
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
        final ExchangeCore core = ExchangeCore.builder(PipelineEquivalenceTest.config(layout, n, m)).riskEngine(risk)
                .journal(NoOpJournal.INSTANCE).clock(PipelineEquivalenceTest.countingClock()).build();
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
        final StageChain stages = new StageChain(risk, clock);
        final CommandSlot slot = new CommandSlot(SlotEvents.DEFAULT_CAPACITY);
        final Outcome out = new Outcome();
        long seq = 0;
        for (final Cmd c : session) {
            slot.clear();
            c.encode(slot);
            final CompletableFuture<CommandResult> f = new CompletableFuture<>();
            slot.setFuture(f);
            stages.run(slot, seq++);
            out.add(f.join());
        }
        final StateHashQuery hash = new StateHashQuery(1, 1);
        slot.clear();
        slot.setType(CommandType.STATE_HASH);
        slot.setQuery(hash);
        stages.run(slot, seq++);
        out.stateHash = hash.future().join();
        final TotalsQuery totals = new TotalsQuery(1);
        slot.clear();
        slot.setType(CommandType.TOTALS_REPORT);
        slot.setQuery(totals);
        stages.run(slot, seq);
        out.totals = totals.future().join();
        risk.shard(0).checkInvariants();
        return out;
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
}
