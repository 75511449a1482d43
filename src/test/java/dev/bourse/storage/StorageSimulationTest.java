package dev.bourse.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Runs {@link StorageSimulation} over many seeds. A failing seed is printed with its trace and the property that
 * replays it alone: {@code mvn test -Dtest=StorageSimulationTest -Dbourse.sim.seed=<seed>}. The number of seeds is
 * {@code bourse.sim.seeds} (default 4,000; the slow run's default is a million), the first one
 * {@code bourse.sim.firstSeed} (default 1).
 */
class StorageSimulationTest {
    private static final String ONE_SEED = "bourse.sim.seed";

    @Test
    void noSeededCrashOrDiskFaultLosesAnAcknowledgedCommandOrAppliesACorruptOne() throws Exception {
        if (System.getProperty(ONE_SEED) != null) {
            final long seed = Long.getLong(ONE_SEED);
            final String failure = new StorageSimulation(seed).run();
            assertThat(failure).as("seed %d", seed).isNull();
            return;
        }
        runSeeds(Long.getLong("bourse.sim.firstSeed", 1), Long.getLong("bourse.sim.seeds", 4_000));
    }

    @Test
    @Tag("slow")
    void aMillionSeeds() throws Exception {
        runSeeds(Long.getLong("bourse.sim.firstSeed", 1_000_000), Long.getLong("bourse.sim.seeds", 1_000_000));
    }

    @Test
    void aSeedReplaysExactly() {
        for (long seed = 1; seed <= 20; seed++) {
            assertThat(new StorageSimulation(seed).describeRun()).isEqualTo(new StorageSimulation(seed).describeRun());
        }
    }

    private static void runSeeds(final long first, final long count) throws Exception {
        final int threads = 4 * Math.max(1, Runtime.getRuntime().availableProcessors());
        final ExecutorService pool = Executors.newFixedThreadPool(threads);
        final AtomicLong next = new AtomicLong(first);
        final AtomicBoolean failed = new AtomicBoolean();
        final List<Future<String>> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            workers.add(pool.submit(() -> {
                for (long seed = next.getAndIncrement(); seed < first + count && !failed.get();
                        seed = next.getAndIncrement()) {
                    final String failure = new StorageSimulation(seed).run();
                    if (failure != null) {
                        failed.set(true);
                        return failure + "\n  rerun: mvn test -Dtest=StorageSimulationTest -D" + ONE_SEED + "=" + seed;
                    }
                }
                return null;
            }));
        }
        final List<String> failures = new ArrayList<>();
        for (final Future<String> w : workers) {
            final String failure = w.get();
            if (failure != null) {
                failures.add(failure);
            }
        }
        pool.shutdown();
        if (!failures.isEmpty()) {
            System.err.println("StorageSimulation failed:\n" + String.join("\n", failures));
        }
        assertThat(failures).as("failing seeds (printed with their traces)").isEmpty();
    }
}
