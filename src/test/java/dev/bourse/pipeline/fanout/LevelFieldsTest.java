package dev.bourse.pipeline.fanout;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.LagPolicy;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.core.ExchangeCore;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The level fields of the records are the book's own levels: an L2 book kept from them alone equals the core's L2
 * answer at every checkpoint of seeded sessions (icebergs refreshing, self-trade decrements, reduces, in-place and
 * moving replaces, stops, mass cancels).
 */
class LevelFieldsTest {
    private static final int SEEDS = 6;
    private static final int COMMANDS = 900;
    private static final int CHECK_EVERY = 15;

    @Test
    void anL2BookKeptFromTheLevelFieldsEqualsTheCoresAtEveryCheckpoint() throws Exception {
        final ExchangeConfig config = ExchangeConfig.builder().threadLayout(ThreadLayout.INLINE).journalEnabled(false)
                .build();
        int checks = 0;
        for (int seed = 1; seed <= SEEDS; seed++) {
            final RecordingConsumer levels = new RecordingConsumer(false);
            final Workload work = new Workload(seed * 1_000L, COMMANDS);
            try (EventFanOut fanOut = EventFanOut.builder().consumer("md", levels, LagPolicy.BLOCK, false).start()) {
                final Subscription md = fanOut.subscriptions().get(0);
                final ExchangeCore core = ExchangeCore.builder(config).listener(fanOut).build();
                core.start();
                work.setUp(core);
                for (int from = 0; from < work.size(); from += CHECK_EVERY) {
                    work.send(core, from, Math.min(work.size(), from + CHECK_EVERY));
                    final Map<String, String> l2 = RecordingConsumer.l2(core, Workload.SYMBOLS);
                    final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                    while (md.position() < fanOut.position() && System.nanoTime() < deadline) {
                        Thread.sleep(1);
                    }
                    assertThat(levels.levels()).as("seed %d after %d commands", seed, from + CHECK_EVERY)
                            .isEqualTo(l2);
                    checks++;
                }
                core.stop();
                assertThat(md.errors()).isZero();
            }
        }
        assertThat(checks).isEqualTo(SEEDS * ((COMMANDS + CHECK_EVERY - 1) / CHECK_EVERY));
    }
}
