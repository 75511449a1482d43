package dev.bourse.core;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.sequencer.ExternalSequencer;
import dev.bourse.snapshot.DirectorySnapshotStore;
import dev.bourse.snapshot.SnapshotDescriptor;
import dev.bourse.snapshot.SnapshotLoader;
import dev.bourse.snapshot.StreamSnapshotStore;
import dev.bourse.snapshot.WrittenSnapshot;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A core driven by a log snapshots into a store that is not a directory (a byte stream, as a clustered service's
 * snapshot publication) and a fresh core restores from it: the same state, and the same events for the commands that
 * follow. A corrupt stream is refused with a clear reason; the directory store keeps today's files.
 */
class SnapshotStoreTest {
    private static final List<ExternalSequencerTest.Step> SCRIPT = ExternalSequencerTest.script(31, 300);
    private static final long[] TIMESTAMPS = ExternalSequencerTest.timestamps(32, SCRIPT.size());
    /** Where the snapshot is cut: after the setup and about half of the orders. */
    private static final int CUT = SCRIPT.size() / 2;

    static Stream<Arguments> layouts() {
        return Stream.of(Arguments.of(ThreadLayout.INLINE, 1, 1, ThreadLayout.COMPACT, 2, 2),
                Arguments.of(ThreadLayout.PIPELINED, 2, 4, ThreadLayout.INLINE, 1, 1));
    }

    /** A log-driven core and its sequencer and event log. */
    private record Driven(ExchangeCore core, ExternalSequencer sequencer, StampedEventLog log) {
        /** Sends steps [from, to) with stamps (i + 1, TIMESTAMPS[i]) and waits for their results. */
        void send(final int from, final int to) {
            final List<CompletableFuture<?>> futures = new ArrayList<>();
            for (int i = from; i < to; i++) {
                sequencer.next(i + 1, TIMESTAMPS[i]);
                futures.add(SCRIPT.get(i).send(core));
            }
            CompletableFuture.allOf(futures.toArray(new CompletableFuture<?>[0])).join();
        }
    }

    private static Driven driven(final ExchangeConfig config, final StreamOrDirectory restoreFrom) {
        final ExternalSequencer sequencer = new ExternalSequencer();
        final StampedEventLog log = new StampedEventLog();
        final CoreContext context = ExchangeCore.builder(config).sequencer(sequencer).listener(log);
        if (restoreFrom != null) {
            context.snapshotStore(restoreFrom.store());
        }
        final ExchangeCore core = context.build();
        core.start();
        return new Driven(core, sequencer, log);
    }

    /** Where a fresh core restores from. */
    private interface StreamOrDirectory {
        dev.bourse.snapshot.SnapshotStore store();
    }

    private static StreamOrDirectory stream(final byte[] bytes) {
        return () -> StreamSnapshotStore.readingFrom(new ByteArrayInputStream(bytes));
    }

    /** Runs the script to the cut on a writer core and snapshots it into a byte array. */
    private static byte[] snapshotAtCut(final ExchangeConfig config, final long[] stateHash) throws Exception {
        final Driven writer = driven(config, null);
        try {
            writer.send(0, CUT);
            final ByteArrayOutputStream out = new ByteArrayOutputStream();
            final WrittenSnapshot written = writer.core().writeSnapshot(StreamSnapshotStore.writingTo(out));
            assertThat(written.manifest().sequence()).isEqualTo(CUT);
            assertThat(written.directory()).isNull();
            stateHash[0] = writer.core().stateHash().join();
            return out.toByteArray();
        } finally {
            writer.core().stop();
        }
    }

    @ParameterizedTest(name = "{0} {1}x{2} -> {3} {4}x{5}")
    @MethodSource("layouts")
    void aStreamSnapshotRestoresTheStateAndTheCoreGoesOnAsTheOriginalDid(final ThreadLayout from, final int n1,
            final int m1, final ThreadLayout to, final int n2, final int m2) throws Exception {
        final ExchangeConfig writerConfig = ExternalSequencerTest.config(from, n1, m1);
        final Driven original = driven(writerConfig, null);
        final long[] hashAtCut = new long[1];
        final byte[] snapshot;
        final List<String> tail;
        final long originalEnd;
        try {
            original.send(0, CUT);
            final ByteArrayOutputStream out = new ByteArrayOutputStream();
            original.core().writeSnapshot(StreamSnapshotStore.writingTo(out));
            snapshot = out.toByteArray();
            hashAtCut[0] = original.core().stateHash().join();
            final int before = original.log().lines().size();
            original.send(CUT, SCRIPT.size());
            final List<String> all = original.log().lines();
            tail = commands(all.subList(before, all.size()));
            originalEnd = original.core().stateHash().join();
        } finally {
            original.core().stop();
        }
        final Driven restored = driven(ExternalSequencerTest.config(to, n2, m2), stream(snapshot));
        try {
            assertThat(restored.core().recoveryReport().snapshotSequence()).isEqualTo(CUT);
            assertThat(restored.core().stateHash().join()).isEqualTo(hashAtCut[0]);
            assertThatThrownBy(() -> restored.sequencer().next(CUT, ExternalSequencerTest.T0))
                    .as("the log goes on after the snapshot").isInstanceOf(IllegalArgumentException.class);
            final int before = restored.log().lines().size();
            restored.send(CUT, SCRIPT.size());
            final List<String> all = restored.log().lines();
            assertThat(tail).anyMatch(line -> line.contains(" TRADE "));
            assertThat(commands(all.subList(before, all.size()))).containsExactlyElementsOf(tail);
            assertThat(restored.core().stateHash().join()).isEqualTo(originalEnd);
        } finally {
            restored.core().stop();
        }
    }

    @Test
    void aCorruptStreamIsRefusedWithTheReasonAndAnEmptyOneIsAFreshStart() throws Exception {
        final ExchangeConfig config = ExternalSequencerTest.config(ThreadLayout.INLINE, 1, 1);
        final byte[] good = snapshotAtCut(config, new long[1]);
        final byte[] flipped = good.clone();
        flipped[good.length / 2] ^= 0x5A;
        assertRefused(config, flipped, "CRC32C mismatch");
        assertRefused(config, Arrays.copyOf(good, good.length - 100), "ends early");
        assertRefused(config, "not a snapshot at all".getBytes(java.nio.charset.StandardCharsets.US_ASCII),
                "bad magic");
        final byte[] noEnd = Arrays.copyOf(good, good.length);
        noEnd[good.length - 1] = 0;
        assertRefused(config, noEnd, "corrupt frame");
        final Driven fresh = driven(config, stream(new byte[0]));
        final Driven none = driven(config, null);
        try {
            assertThat(fresh.core().recoveryReport().snapshotSequence()).isZero();
            assertThat(fresh.core().stateHash().join()).isEqualTo(none.core().stateHash().join());
        } finally {
            fresh.core().stop();
            none.core().stop();
        }
    }

    private static void assertRefused(final ExchangeConfig config, final byte[] bytes, final String reason) {
        final ExchangeCore core = ExchangeCore.builder(config).sequencer(new ExternalSequencer())
                .snapshotStore(StreamSnapshotStore.readingFrom(new ByteArrayInputStream(bytes))).build();
        assertThatThrownBy(core::start).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("refuses to start").hasMessageContaining("snapshot stream")
                .hasMessageContaining(reason);
        assertThat(core.isRunning()).isFalse();
    }

    @Test
    void theDirectoryStoreWritesTodaysFilesAndRestoresThem(@TempDir final Path root) throws Exception {
        final ExchangeConfig config = ExternalSequencerTest.config(ThreadLayout.COMPACT, 2, 2);
        final Driven writer = driven(config, null);
        final long hash;
        try {
            writer.send(0, CUT);
            final WrittenSnapshot written = writer.core().writeSnapshot(new DirectorySnapshotStore(root));
            assertThat(written.directory()).isEqualTo(root.resolve(SnapshotDescriptor.directoryName(CUT)));
            hash = writer.core().stateHash().join();
        } finally {
            writer.core().stop();
        }
        assertThat(Files.exists(root.resolve(SnapshotDescriptor.directoryName(CUT)).resolve(
                SnapshotDescriptor.MANIFEST))).isTrue();
        assertThat(new SnapshotLoader(root).verify(CUT).sequence()).isEqualTo(CUT);
        final Driven restored = driven(ExternalSequencerTest.config(ThreadLayout.INLINE, 1, 1),
                () -> new DirectorySnapshotStore(root));
        try {
            assertThat(restored.core().recoveryReport().snapshotDirectory())
                    .isEqualTo(root.resolve(SnapshotDescriptor.directoryName(CUT)));
            assertThat(restored.core().stateHash().join()).isEqualTo(hash);
        } finally {
            restored.core().stop();
        }
    }

    @Test
    void aCoreWithItsOwnClockOrJournalSnapshotsOnlyThroughItsTaker() throws Exception {
        final ExchangeCore own = ExchangeCore.builder(ExternalSequencerTest.config(ThreadLayout.INLINE, 1, 1))
                .build();
        own.start();
        try {
            assertThatThrownBy(() -> own.writeSnapshot(StreamSnapshotStore.writingTo(new ByteArrayOutputStream())))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("use snapshot()");
        } finally {
            own.stop();
        }
    }

    /**
     * The lines of the script's commands: a state-hash query's result may reach the listener just after its future
     * completed, so it may land either side of the count taken before the script goes on.
     */
    private static List<String> commands(final List<String> lines) {
        final List<String> kept = new java.util.ArrayList<>();
        for (final String line : lines) {
            if (!line.contains(" RESULT STATE_HASH ")) {
                kept.add(line);
            }
        }
        return kept;
    }
}
