package dev.bourse.pipeline.fanout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.api.EventSubscription;
import dev.bourse.api.LagPolicy;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.CoreContext;
import dev.bourse.core.ExchangeCore;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The event stream as an embedder reaches it: consumers added on the core's builder
 * ({@link CoreContext#subscribe}), next to or instead of an in-thread listener, started and stopped with the core.
 */
class CoreSubscriptionTest {

    private static ExchangeConfig config(final ThreadLayout layout) {
        return ExchangeConfig.builder().ringSize(1024).riskShards(2).matchingShards(2).threadLayout(layout)
                .waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(false).build();
    }

    private static ExchangeConfig journalled(final Path dir) {
        return config(ThreadLayout.COMPACT).toBuilder().journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.GROUP_COMMIT).build();
    }

    @ParameterizedTest
    @EnumSource(ThreadLayout.class)
    void subscribersOfTheCoreSeeWhatItsInThreadListenerSeesAndHaveReadItAllWhenTheCoreHasStopped(
            final ThreadLayout layout) throws Exception {
        final EventLines inThread = new EventLines();
        final RecordingConsumer audit = new RecordingConsumer(false);
        final RecordingConsumer feed = new RecordingConsumer(false);
        final Workload work = new Workload(7, 1_200);
        final ExchangeCore core = ExchangeCore.builder(config(layout)).listener(inThread)
                .subscribe("audit", audit, LagPolicy.BLOCK, false).subscribe("feed", feed, LagPolicy.DROP, false)
                .eventBuffers(1 << 23, EventFanOut.Builder.MIN_BUFFER_BYTES).build();
        assertThat(core.events().subscriptions()).extracting(EventSubscription::name).containsExactly("audit", "feed");
        core.start();
        work.setUp(core);
        work.send(core, 0, work.size());
        final var l2 = RecordingConsumer.l2(core, Workload.SYMBOLS);
        core.stop();

        final List<String> expected = inThread.lines();
        assertThat(core.events().published()).isEqualTo(expected.size());
        for (final EventSubscription s : core.events().subscriptions()) {
            assertThat(s.position()).as(s.name()).isEqualTo(expected.size());
            assertThat(s.lost() + s.errors() + s.gaps()).as(s.name()).isZero();
        }
        assertThat(audit.lines()).containsExactlyElementsOf(expected);
        assertThat(feed.lines()).containsExactlyElementsOf(expected);
        assertThat(audit.levels()).isNotEmpty().isEqualTo(l2);
    }

    @Test
    void afterARestartReplaysReachTheSubscriberThatAsksButNotAListenerThatDoesNot(@TempDir final Path dir)
            throws Exception {
        final Workload work = new Workload(29, 600);
        final EventLines first = new EventLines();
        final ExchangeCore before = ExchangeCore.builder(journalled(dir)).listener(first).build();
        before.start();
        work.setUp(before);
        work.send(before, 0, 400);
        before.stop();
        final List<String> replay = first.lines();

        final EventLines listener = new EventLines();
        final RecordingConsumer rebuilding = new RecordingConsumer(false);
        final ExchangeCore after = ExchangeCore.builder(journalled(dir)).listener(listener)
                .subscribe("rebuilding", rebuilding, LagPolicy.BLOCK, true).build();
        after.start();
        work.send(after, 400, work.size());
        after.stop();

        final List<String> all = rebuilding.lines();
        assertThat(all).hasSizeGreaterThan(replay.size());
        assertThat(all.subList(0, replay.size())).containsExactlyElementsOf(replay);
        assertThat(rebuilding.replayed().subList(0, replay.size())).containsOnly(true);
        assertThat(listener.lines()).containsExactlyElementsOf(all.subList(replay.size(), all.size()));
    }

    @Test
    void aCoreWithoutSubscribersHasAnEmptyStreamAndBadSubscriptionsAreRefusedOnTheBuilder() throws Exception {
        final ExchangeCore core = ExchangeCore.builder(config(ThreadLayout.INLINE)).build();
        core.start();
        assertThat(core.addUser(1).join().isSuccess()).isTrue();
        core.stop();
        assertThat(core.events().subscriptions()).isEmpty();
        assertThat(core.events().published()).isZero();

        final RecordingConsumer c = new RecordingConsumer(false);
        final CoreContext context = ExchangeCore.builder(config(ThreadLayout.INLINE));
        assertThatThrownBy(() -> context.subscribe("a", c, LagPolicy.DROP, false).subscribe("a", c, LagPolicy.BLOCK,
                false)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two consumers named a");
        assertThatThrownBy(() -> context.eventBuffers(3000, 1 << 12)).isInstanceOf(IllegalArgumentException.class);
    }
}
