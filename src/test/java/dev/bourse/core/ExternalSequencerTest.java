package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.UserReport;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.sequencer.ExternalSequencer;
import dev.bourse.testkit.TestSpecs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static dev.bourse.testkit.TestSpecs.BASE;
import static dev.bourse.testkit.TestSpecs.QUOTE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A core driven by an {@link ExternalSequencer} (as a replicated log drives it) computes exactly what a core with its
 * own clock computes from the same commands at the same timestamps: the same events, stamped with the same sequences
 * and times, and the same state hash, in every thread layout; GTD orders expire by the supplied time alone.
 */
class ExternalSequencerTest {
    /** One second after the epoch: a wall-clock reading would expire every GTD order of the script at once. */
    static final long T0 = 1_000_000_000L;
    private static final int SYMBOLS = 3;
    private static final int USERS = 6;

    /** One command of the script, sent to a core. */
    interface Step {
        CompletableFuture<?> send(ExchangeCore core);
    }

    static Stream<Arguments> layouts() {
        return Stream.of(Arguments.of(ThreadLayout.INLINE, 1, 1), Arguments.of(ThreadLayout.COMPACT, 2, 2),
                Arguments.of(ThreadLayout.PIPELINED, 2, 4));
    }

    static ExchangeConfig config(final ThreadLayout layout, final int riskShards, final int matchingShards) {
        return PipelineEquivalenceTest.config(layout, riskShards, matchingShards).toBuilder().journalEnabled(false)
                .build();
    }

    /** Symbols, funded users, then random orders (a third of them GTD), cancels, moves and time events. */
    static List<Step> script(final long seed, final int orders) {
        final List<Step> steps = new ArrayList<>();
        for (long s = 1; s <= SYMBOLS; s++) {
            final long symbol = s;
            steps.add(c -> c.addSymbol(TestSpecs.spot(symbol)));
        }
        for (long u = 1; u <= USERS; u++) {
            final long uid = u;
            steps.add(c -> c.addUser(uid));
            steps.add(c -> c.deposit(uid, QUOTE, 1_000_000, 2 * uid));
            steps.add(c -> c.deposit(uid, BASE, 10_000, 2 * uid + 1));
        }
        final Random random = new Random(seed);
        long nextId = 1;
        for (int k = 0; k < orders; k++) {
            final long uid = 1 + random.nextInt(USERS);
            final long symbol = 1 + random.nextInt(SYMBOLS);
            final int pick = random.nextInt(12);
            final long price = 95 + random.nextInt(11);
            final long size = 1 + random.nextInt(9);
            if (pick < 7) {
                final long id = nextId++;
                final Side side = random.nextBoolean() ? Side.BID : Side.ASK;
                final boolean gtd = pick < 3;
                final long expireAt = T0 + 10L * (steps.size() + 1 + random.nextInt(60));
                steps.add(c -> c.place(new OrderRequest().uid(uid).symbol(symbol).orderId(id).side(side)
                        .type(gtd ? OrderType.GTD : OrderType.GTC).price(price).size(size)
                        .expireAt(gtd ? expireAt : 0)));
            } else if (pick < 9) {
                final long id = 1 + random.nextInt((int) nextId);
                steps.add(c -> c.cancel(uid, symbol, id));
            } else if (pick < 11) {
                final long id = 1 + random.nextInt((int) nextId);
                steps.add(c -> c.move(uid, symbol, id, price));
            } else {
                steps.add(c -> {
                    assertThat(c.advanceTime(symbol)).isNotNegative();
                    return CompletableFuture.completedFuture(null);
                });
            }
        }
        // Last, a command with a future: once it completes, every time event before it was reported too.
        steps.add(c -> c.addUser(USERS + 1));
        return steps;
    }

    /** Timestamps 10 ns apart, with some repeated and some stepping back (both sequencers keep the largest). */
    static long[] timestamps(final long seed, final int n) {
        final Random random = new Random(seed);
        final long[] ts = new long[n];
        for (int i = 0; i < n; i++) {
            final int pick = random.nextInt(10);
            ts[i] = pick == 0 && i > 0 ? ts[i - 1] : pick == 1 && i > 0 ? ts[i - 1] - 5 : T0 + 10L * i;
        }
        return ts;
    }

    /** What a run gave: every event in order and the state hash after the last command. */
    private record Run(List<String> events, long stateHash) {
    }

    /** A core with its own (injected) clock that returns the script's timestamps, one per command. */
    private static Run local(final ExchangeConfig config, final List<Step> steps, final long[] ts) throws Exception {
        final int[] next = {0};
        final LongSupplier clock = () -> ts[Math.min(next[0]++, ts.length - 1)];
        final StampedEventLog log = new StampedEventLog();
        final ExchangeCore core = ExchangeCore.builder(config).listener(log).clock(clock).build();
        return run(core, steps, log, null, null);
    }

    /** A core driven by an external sequencer that stamps command {@code i} with {@code sequences[i], ts[i]}. */
    private static Run external(final ExchangeConfig config, final List<Step> steps, final long[] sequences,
            final long[] ts) throws Exception {
        final ExternalSequencer sequencer = new ExternalSequencer();
        final StampedEventLog log = new StampedEventLog();
        final ExchangeCore core = ExchangeCore.builder(config).listener(log).sequencer(sequencer).build();
        return run(core, steps, log, sequencer, new long[][] {sequences, ts});
    }

    private static Run run(final ExchangeCore core, final List<Step> steps, final StampedEventLog log,
            final ExternalSequencer sequencer, final long[][] stamps) throws Exception {
        core.start();
        try {
            final List<CompletableFuture<?>> futures = new ArrayList<>();
            for (int i = 0; i < steps.size(); i++) {
                if (sequencer != null) {
                    sequencer.next(stamps[0][i], stamps[1][i]);
                }
                futures.add(steps.get(i).send(core));
            }
            CompletableFuture.allOf(futures.toArray(new CompletableFuture<?>[0])).join();
            // Before the query: a query takes a number of its own only from the local sequencer.
            final List<String> events = log.lines();
            final long hash = core.stateHash().join();
            assertThat(core.errors().count()).isZero();
            return new Run(events, hash);
        } finally {
            core.stop();
        }
    }

    private static long[] oneToN(final int n) {
        final long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = i + 1;
        }
        return out;
    }

    @ParameterizedTest(name = "{0} {1}x{2}")
    @MethodSource("layouts")
    void aCoreDrivenByTheLogGivesTheEventsAndStateOfALocalCoreAtTheSameTimestamps(final ThreadLayout layout,
            final int riskShards, final int matchingShards) throws Exception {
        final List<Step> steps = script(14, 500);
        final long[] ts = timestamps(15, steps.size());
        final ExchangeConfig config = config(layout, riskShards, matchingShards);
        final Run local = local(config, steps, ts);
        final Run external = external(config, steps, oneToN(steps.size()), ts);
        assertThat(local.events()).anyMatch(line -> line.contains(" TRADE "))
                .anyMatch(line -> line.contains(" EXPIRED")).anyMatch(line -> line.contains("RESULT ADVANCE_TIME"));
        assertThat(external.events()).containsExactlyElementsOf(local.events());
        assertThat(external.stateHash()).isEqualTo(local.stateHash());
    }

    @Test
    void theEventsCarryTheLogsSequencesGapsIncludedAndTheStateIsTheSame() throws Exception {
        final List<Step> steps = script(21, 200);
        final long[] ts = timestamps(22, steps.size());
        final long[] positions = new long[steps.size()];
        for (int i = 0; i < positions.length; i++) {
            positions[i] = 64L * (i + 1) + (i % 3) * 8;
        }
        final ExchangeConfig config = config(ThreadLayout.COMPACT, 2, 2);
        final Run local = local(config, steps, ts);
        final Run external = external(config, steps, positions, ts);
        assertThat(external.stateHash()).isEqualTo(local.stateHash());
        assertThat(external.events()).hasSameSizeAs(local.events());
        for (int i = 0; i < local.events().size(); i++) {
            final String mine = local.events().get(i);
            final long localSequence = Long.parseLong(mine.substring(0, mine.indexOf('@')));
            assertThat(external.events().get(i)).isEqualTo(positions[(int) localSequence - 1]
                    + mine.substring(mine.indexOf('@')));
        }
    }

    @ParameterizedTest(name = "{0} {1}x{2}")
    @MethodSource("layouts")
    void gtdOrdersExpireAtTheSuppliedTimestampsNotByTheWallClock(final ThreadLayout layout, final int riskShards,
            final int matchingShards) throws Exception {
        final ExternalSequencer sequencer = new ExternalSequencer();
        final StampedEventLog log = new StampedEventLog();
        final ExchangeCore core = ExchangeCore.builder(config(layout, riskShards, matchingShards)).listener(log)
                .sequencer(sequencer).build();
        core.start();
        try {
            long seq = 0;
            sequencer.next(++seq, T0);
            core.addSymbol(TestSpecs.spot(1)).join();
            sequencer.next(++seq, T0);
            core.addUser(7).join();
            sequencer.next(++seq, T0);
            core.deposit(7, QUOTE, 10_000, 1).join();
            sequencer.next(++seq, T0 + 10);
            final CommandResult placed = core.place(new OrderRequest().uid(7).symbol(1).orderId(70).side(Side.BID)
                    .type(OrderType.GTD).price(100).size(5).expireAt(T0 + 1_000)).join();
            assertThat(placed.resultCode()).isEqualTo(ResultCode.SUCCESS);
            final long[] book = new long[1];
            assertThat(core.nextExpiry(book)).isEqualTo(T0 + 1_000);
            assertThat(book[0]).isEqualTo(1);
            sequencer.next(++seq, T0 + 999);
            assertThat(core.advanceTime(1)).isNotNegative();
            assertThat(core.l2(1, 5).join().l2().bidSize(0)).as("not due at T0 + 999, long past by the wall clock")
                    .isEqualTo(5);
            sequencer.next(++seq, T0 + 1_000);
            assertThat(core.advanceTime(1)).isNotNegative();
            assertThat(core.l2(1, 5).join().l2().bidLevels()).isZero();
            assertThat(core.nextExpiry(book)).isEqualTo(Long.MAX_VALUE);
            assertThat(core.userReport(7).join().balances()).as("the expiry released the hold")
                    .containsExactly(new UserReport.Balance(QUOTE, 10_000, 0));
        } finally {
            core.stop();
        }
        assertThat(log.lines()).contains("6@" + (T0 + 1_000) + " CANCELLED sym=1 id=70 uid=7 BID 5@100 left=0 EXPIRED")
                .noneMatch(line -> line.startsWith("5@") && line.contains("CANCELLED"));
    }

    @Test
    void aCommandTheLogDidNotStampIsRefusedAndChangesNothing() throws Exception {
        final ExternalSequencer sequencer = new ExternalSequencer();
        final ExchangeCore core = ExchangeCore.builder(config(ThreadLayout.INLINE, 1, 1)).sequencer(sequencer)
                .build();
        core.start();
        try {
            sequencer.next(10, T0);
            assertThat(core.addUser(1).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
            final long before = core.stateHash().join();
            assertThat(core.addUser(2).join().resultCode()).isEqualTo(ResultCode.INVALID_ARGUMENT);
            assertThat(core.deposit(1, QUOTE, 5, 9).join().resultCode()).isEqualTo(ResultCode.INVALID_ARGUMENT);
            assertThat(core.stateHash().join()).isEqualTo(before);
            assertThatThrownBy(() -> sequencer.next(10, T0)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("increase");
            assertThatThrownBy(() -> sequencer.next(11, -1)).isInstanceOf(IllegalArgumentException.class);
            sequencer.next(11, T0);
            assertThat(core.addUser(2).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
            assertThat(core.stateHash().join()).isNotEqualTo(before);
        } finally {
            core.stop();
        }
    }

    @Test
    void aCoreDrivenByTheLogRunsNoJournalEvenWhenTheConfigurationAsksForOne(@TempDir final Path dir)
            throws Exception {
        final ExchangeConfig journalled = PipelineEquivalenceTest.config(ThreadLayout.INLINE, 1, 1).toBuilder()
                .journalEnabled(true).journalDir(dir.resolve("journal")).build();
        final ExternalSequencer sequencer = new ExternalSequencer();
        final ExchangeCore core = ExchangeCore.builder(journalled).sequencer(sequencer).build();
        core.start();
        try {
            assertThat(core.threadCount()).as("INLINE without a journal thread").isZero();
            sequencer.next(1, T0);
            assertThat(core.addUser(1).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        } finally {
            core.stop();
        }
        assertThat(core.recoveryReport()).isNull();
        assertThat(Files.exists(dir.resolve("journal"))).isFalse();
    }

    @Test
    void aSequencerTakesNeitherAClockNorAJournal() {
        final ExchangeConfig config = config(ThreadLayout.INLINE, 1, 1);
        assertThatThrownBy(() -> ExchangeCore.builder(config).sequencer(new ExternalSequencer()).clock(() -> 1)
                .build()).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("neither a clock");
    }
}
