package dev.bourse.pipeline.fanout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.api.LagPolicy;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class EventFanOutTest {
    /** Bounds every wait for a consumer, so that a defect fails the test instead of hanging it. */
    private static final long WAIT_NS = TimeUnit.SECONDS.toNanos(120);

    private static ExchangeConfig config(final ThreadLayout layout) {
        return ExchangeConfig.builder().ringSize(1024).riskShards(2).matchingShards(2).threadLayout(layout)
                .waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(false).build();
    }

    private static ExchangeConfig journalled(final Path dir) {
        return config(ThreadLayout.COMPACT).toBuilder().journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.GROUP_COMMIT).build();
    }

    private static void awaitPosition(final Subscription subscription, final long position)
            throws InterruptedException {
        final long deadline = System.nanoTime() + WAIT_NS;
        while (subscription.position() < position) {
            assertThat(System.nanoTime()).as(subscription + " stuck at " + subscription.position() + " of "
                    + position).isLessThan(deadline);
            Thread.sleep(1);
        }
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void aBlockConsumerSeesEveryEventInOrderAsTheInThreadListenerDoesAndKeepsTheBooksLevels(
            final ThreadLayout layout) throws Exception {
        final RecordingConsumer consumer = new RecordingConsumer(false);
        final EventLines inThread = new EventLines();
        final Workload work = new Workload(11, 2_500);
        try (EventFanOut fanOut = EventFanOut.builder().blockBufferBytes(EventFanOut.Builder.MIN_BUFFER_BYTES)
                .consumer("audit", consumer, LagPolicy.BLOCK, false).start()) {
            final ExchangeCore core = ExchangeCore.builder(config(layout)).listener(new Tee(inThread, fanOut)).build();
            core.start();
            work.setUp(core);
            work.send(core, 0, work.size());
            final var l2 = RecordingConsumer.l2(core, Workload.SYMBOLS);
            core.stop();
            final Subscription audit = fanOut.subscriptions().get(0);
            awaitPosition(audit, fanOut.position());

            final List<String> expected = inThread.lines();
            assertThat(fanOut.position()).isEqualTo(expected.size());
            assertThat(consumer.lines()).containsExactlyElementsOf(expected);
            assertThat(consumer.positions()).hasSize(expected.size()).isSorted().startsWith(1L)
                    .endsWith((long) expected.size());
            assertThat(consumer.gaps()).isEmpty();
            assertThat(audit.lost()).isZero();
            assertThat(audit.errors()).isZero();
            for (final String kind : List.of(" TRADE ", " RESTED ", " CANCELLED ", " AMENDED ", " STOP_TRIGGERED ",
                    " REJECTED ")) {
                assertThat(expected).as(kind).anyMatch(line -> line.contains(kind));
            }
            assertThat(l2).isNotEmpty();
            assertThat(consumer.levels()).isEqualTo(l2);
        }
    }

    @Test
    void aStalledDropConsumerDoesNotHoldBackTheCoreSeesItsExactGapAndThenReadsOnInOrder() throws Exception {
        final RecordingConsumer stalled = new RecordingConsumer(true);
        final EventLines inThread = new EventLines();
        final Workload work = new Workload(5, 1_700);
        final int bufferBytes = 1 << 16;
        try (EventFanOut fanOut = EventFanOut.builder().dropBufferBytes(bufferBytes)
                .consumer("feed", stalled, LagPolicy.DROP, false).start()) {
            final Subscription feed = fanOut.subscriptions().get(0);
            final ExchangeCore core = ExchangeCore.builder(config(ThreadLayout.COMPACT))
                    .listener(new Tee(inThread, fanOut)).build();
            core.start();
            work.setUp(core);
            stalled.awaitStalled();
            work.send(core, 0, 1_500);

            final long published = fanOut.position();
            assertThat(published).as("records published while the consumer is stalled")
                    .isEqualTo(inThread.lines().size()).isGreaterThan(3L * bufferBytes / EventDescriptor.LENGTH);
            assertThat(feed.position()).as("the consumer is still in its first callback").isZero();
            assertThat(fanOut.producerWaits()).isZero();

            stalled.release();
            awaitPosition(feed, published);
            final long gapsAfterStall = feed.gaps();
            for (int i = 1_500; i < work.size(); i++) {
                work.send(core, i, i + 1);
                awaitPosition(feed, fanOut.position());
            }
            core.stop();
            awaitPosition(feed, fanOut.position());

            final List<String> expected = inThread.lines();
            final List<Long> positions = stalled.positions();
            final List<String> lines = stalled.lines();
            assertThat(gapsAfterStall).isPositive();
            assertThat(feed.gaps()).as("no gap once it keeps up").isEqualTo(gapsAfterStall);
            assertThat(feed.delivered() + feed.lost()).isEqualTo(expected.size());
            final Set<Long> seen = new HashSet<>(positions);
            final Set<Long> lost = new HashSet<>();
            for (final long[] gap : stalled.gaps()) {
                for (long p = gap[0]; p < gap[0] + gap[1]; p++) {
                    assertThat(lost.add(p)).as("position %d lost twice", p).isTrue();
                }
            }
            assertThat(lost).hasSize((int) feed.lost()).doesNotContainAnyElementsOf(seen);
            assertThat(seen.size() + lost.size()).isEqualTo(expected.size());
            for (int i = 0; i < positions.size(); i++) {
                assertThat(lines.get(i)).isEqualTo(expected.get((int) (positions.get(i) - 1)));
            }
            assertThat(positions).isSorted();
            assertThat(lines.subList(lines.size() - 200, lines.size()))
                    .containsExactlyElementsOf(expected.subList(expected.size() - 200, expected.size()));
        }
    }

    @Test
    void replayedEventsReachTheConsumersThatAskForThemAfterARestartFromTheJournal(@TempDir final Path dir)
            throws Exception {
        final Workload work = new Workload(23, 900);
        final EventLines first = new EventLines();
        final ExchangeCore before = ExchangeCore.builder(journalled(dir)).listener(first).build();
        before.start();
        work.setUp(before);
        work.send(before, 0, 700);
        before.stop();
        final List<String> replay = first.lines();

        final RecordingConsumer rebuilding = new RecordingConsumer(false);
        final RecordingConsumer liveOnly = new RecordingConsumer(false);
        final RecordingConsumer feed = new RecordingConsumer(false);
        try (EventFanOut fanOut = EventFanOut.builder().dropBufferBytes(1 << 23)
                .consumer("rebuilding", rebuilding, LagPolicy.BLOCK, true)
                .consumer("live", liveOnly, LagPolicy.BLOCK, false)
                .consumer("feed", feed, LagPolicy.DROP, true).start()) {
            final ExchangeCore after = ExchangeCore.builder(journalled(dir)).listener(fanOut).build();
            after.start();
            work.send(after, 700, work.size());
            final var l2 = RecordingConsumer.l2(after, Workload.SYMBOLS);
            after.stop();
            for (final Subscription s : fanOut.subscriptions()) {
                awaitPosition(s, fanOut.position());
            }

            final List<String> all = rebuilding.lines();
            assertThat(all).hasSizeGreaterThan(replay.size());
            assertThat(all.subList(0, replay.size())).containsExactlyElementsOf(replay);
            final List<Boolean> flags = rebuilding.replayed();
            assertThat(flags.subList(0, replay.size())).containsOnly(true);
            assertThat(flags.subList(replay.size(), flags.size())).containsOnly(false);
            assertThat(liveOnly.lines()).containsExactlyElementsOf(all.subList(replay.size(), all.size()));
            assertThat(liveOnly.replayed()).containsOnly(false);
            assertThat(fanOut.subscriptions().get(1).gaps()).isZero();
            assertThat(feed.lines()).containsExactlyElementsOf(all);
            assertThat(feed.gaps()).isEmpty();
            assertThat(l2).isNotEmpty();
            assertThat(rebuilding.levels()).isEqualTo(l2);
        }
    }

    @Test
    void levelsOfABookRestoredFromASnapshotAreUnknownWhileABookAddedAfterItIsTracked(@TempDir final Path dir)
            throws Exception {
        final Workload work = new Workload(31, 300);
        final ExchangeCore before = ExchangeCore.builder(journalled(dir)).build();
        before.start();
        work.setUp(before);
        work.send(before, 0, work.size());
        assertThat(before.snapshot().join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(before.addSymbol(Workload.spec(5)).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        assertThat(before.place(1, 5, 1, Side.BID, OrderType.GTC, 100, 3).join().resultCode()).isZero();
        before.stop();

        final RecordingConsumer consumer = new RecordingConsumer(false);
        final List<String> restoredLevels = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (EventFanOut fanOut = EventFanOut.builder().consumer("md", consumer, LagPolicy.BLOCK, true)
                .consumer("restored", event -> {
                    if (event.symbol() != 5 && event.levelSide() != EventDescriptor.NO_SIDE) {
                        restoredLevels.add(event.levelVisible() + "/" + event.levelOrders());
                    }
                }, LagPolicy.BLOCK, false).start()) {
            final ExchangeCore after = ExchangeCore.builder(journalled(dir)).listener(fanOut).build();
            after.start();
            assertThat(after.recoveryReport().snapshotSequence()).isPositive();
            assertThat(after.place(2, 5, 2, Side.BID, OrderType.GTC, 100, 4).join().resultCode()).isZero();
            assertThat(after.place(2, 1, 9_001, Side.BID, OrderType.GTC, 96, 2).join().resultCode()).isZero();
            final var l2 = RecordingConsumer.l2(after, 5);
            after.stop();
            awaitPosition(fanOut.subscriptions().get(0), fanOut.position());
            awaitPosition(fanOut.subscriptions().get(1), fanOut.position());

            assertThat(l2).containsEntry("5 bid 100", "7/2");
            assertThat(consumer.levels()).isEqualTo(l2);
            assertThat(restoredLevels).containsExactly("-1/-1");
        }
    }

    @Test
    void aStalledBlockConsumerHoldsThePublisherAtItsFullRingAndReleasesItWhenItReadsAgain() throws Exception {
        final RecordingConsumer stalled = new RecordingConsumer(true);
        final int records = 200;
        try (EventFanOut fanOut = EventFanOut.builder().blockBufferBytes(EventFanOut.Builder.MIN_BUFFER_BYTES)
                .consumer("audit", stalled, LagPolicy.BLOCK, false).start()) {
            final Thread results = new Thread(() -> {
                for (int i = 1; i <= records; i++) {
                    fanOut.onRejected(i, 1, i, 1, -1, i);
                }
            });
            results.start();
            stalled.awaitStalled();
            final long deadline = System.nanoTime() + WAIT_NS;
            while (fanOut.producerWaits() == 0) {
                assertThat(System.nanoTime()).as("the publisher never waited").isLessThan(deadline);
                Thread.sleep(1);
            }
            assertThat(fanOut.position()).as("what the ring holds").isLessThan(records)
                    .isLessThanOrEqualTo(EventFanOut.Builder.MIN_BUFFER_BYTES / EventDescriptor.LENGTH + 1);
            assertThat(results.isAlive()).isTrue();

            stalled.release();
            results.join(TimeUnit.NANOSECONDS.toMillis(WAIT_NS));
            awaitPosition(fanOut.subscriptions().get(0), records);
            assertThat(stalled.positions()).hasSize(records).isSorted().startsWith(1L).endsWith((long) records);
            assertThat(stalled.gaps()).isEmpty();
        }
    }

    @Test
    void badBuffersAndNamesAreRefusedWhenTheFanOutIsBuilt() {
        final RecordingConsumer c = new RecordingConsumer(false);
        assertThatThrownBy(() -> EventFanOut.builder().dropBufferBytes(3000))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("power of two");
        assertThatThrownBy(() -> EventFanOut.builder().blockBufferBytes(1024))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> EventFanOut.builder().consumer("a", c, LagPolicy.DROP, false)
                .consumer("a", c, LagPolicy.BLOCK, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("two consumers named a");
        assertThatThrownBy(() -> EventFanOut.builder().consumer(" ", c, LagPolicy.DROP, false))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
