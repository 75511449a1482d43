package dev.bourse.journal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.TotalsReport;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.storage.FileStorage;
import dev.bourse.testkit.KilledChild;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.collections.impl.set.mutable.primitive.LongHashSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a child JVM writing with GROUP_COMMIT (SIGKILL, {@code destroyForcibly}) at random moments, again and again
 * on the same directory, and after each kill checks that every acknowledged command is in the journal and that
 * the recovered books equal a clean replay of the same journal under another shard layout.
 */
class JournalCrashTest {
    @TempDir
    Path tmp;

    @Test
    void everyAcknowledgedCommandSurvivesAKill() throws Exception {
        crashLoop(3, 11);
    }

    @Test
    @Tag("slow")
    void everyAcknowledgedCommandSurvivesAHundredKills() throws Exception {
        crashLoop(100, 12);
    }

    private void crashLoop(final int iterations, final long seed) throws Exception {
        final Path dir = tmp.resolve("journal");
        final Random random = new Random(seed);
        final LongHashSet acknowledged = new LongHashSet();
        long maxAcknowledged = 0;
        for (int i = 0; i < iterations; i++) {
            final List<Long> acks = runAndKill(dir, seed * 1000 + i, 100 + random.nextInt(900));
            for (final long a : acks) {
                acknowledged.add(a);
                maxAcknowledged = Math.max(maxAcknowledged, a);
            }
            assertThat(acks).as("iteration %d acknowledged something", i).isNotEmpty();
            final long recoveredHash = recover(dir, ThreadLayout.COMPACT, 1, 1);
            final LongHashSet journalled = new LongHashSet();
            final JournalReadResult r = new JournalReader(dir).read(1,
                    (b, index) -> journalled.add(JournalRecordCodec.sequence(b, index)), false);
            assertThat(r.hasTornTail()).isFalse();
            assertThat(r.lastSequence()).isGreaterThanOrEqualTo(maxAcknowledged);
            assertThat(journalled.containsAll(acknowledged)).as("every acknowledged sequence is journalled").isTrue();
            final Path copy = tmp.resolve("copy-" + i);
            copyDirectory(dir, copy);
            assertThat(recover(copy, ThreadLayout.PIPELINED, 2, 2)).isEqualTo(recoveredHash);
        }
    }

    private static long recover(final Path dir, final ThreadLayout layout, final int n, final int m)
            throws IOException, InterruptedException {
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).riskShards(n).matchingShards(m)
                .threadLayout(layout).waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true).journalDir(dir)
                .journalDurability(Durability.GROUP_COMMIT).journalSegmentBytes(1L << 20).journalBlockBytes(4096)
                .build();
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new RiskEngine(n))
                .journal(new JournalWriter(config)).clock(JournalFixture.clock(new AtomicLong())).build();
        core.start();
        final TotalsReport totals = core.totals().join();
        assertThat(totals.isBalanced()).as("money conserved after recovery: %s", totals).isTrue();
        final long hash = core.stateHash().join();
        core.stop();
        assertThat(core.errors().count()).isZero();
        return hash;
    }

    private static void copyDirectory(final Path from, final Path to) throws IOException {
        Files.createDirectories(to);
        for (final Path segment : SegmentFiles.list(FileStorage.INSTANCE, from)) {
            Files.copy(segment, to.resolve(segment.getFileName()));
        }
    }

    /** Starts the child, lets it run {@code millis} after it is ready, kills it, returns the acknowledged sequences. */
    private static List<Long> runAndKill(final Path dir, final long seed, final long millis) throws Exception {
        final String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // lz4-java unpacks its native library into the temporary directory and deletes it only at a normal exit:
        // a killed child's copy goes to the test's own directory, which JUnit removes, instead of piling up in /tmp.
        final Path childTmp = Files.createDirectories(dir.resolveSibling("child-tmp"));
        return KilledChild.runAndKill(new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                "-Xmx256m", "-Djava.io.tmpdir=" + childTmp, CrashChild.class.getName(), dir.toString(),
                Long.toString(seed)).redirectError(ProcessBuilder.Redirect.DISCARD), 30, "child started", millis,
                line -> line.matches("ACK [0-9]+") ? Long.valueOf(line.substring(4)) : null);
    }
}
