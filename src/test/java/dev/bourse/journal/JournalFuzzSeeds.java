package dev.bourse.journal;

import dev.bourse.storage.FileStorage;
import dev.bourse.testkit.RecordedSession;
import dev.bourse.testkit.ScratchDirectory;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Writes the seed corpora of {@link JournalReaderFuzzTest} and {@link JournalRecordCodecFuzzTest} from a journal a
 * real core recorded ({@link RecordedSession}). Run it again when the journal format changes, with the JVM flags of
 * docs/architecture.md and the test class path:
 * <pre>
 *   java &lt;flags&gt; -cp &lt;test class path&gt; dev.bourse.journal.JournalFuzzSeeds src/test/resources
 * </pre>
 */
final class JournalFuzzSeeds {
    private JournalFuzzSeeds() {
    }

    /**
     * @param args the test resources root
     * @throws Exception when recording or writing fails
     */
    public static void main(final String[] args) throws Exception {
        final Path resources = Path.of(args[0]).resolve("dev/bourse/journal");
        try (ScratchDirectory session = ScratchDirectory.create("journal-seeds")) {
            RecordedSession.record(session.path(), 60);
            final List<byte[]> segments = new ArrayList<>();
            for (final Path segment : SegmentFiles.list(FileStorage.INSTANCE, session.path())) {
                segments.add(Files.readAllBytes(segment));
            }
            final Path reader = resources.resolve(
                    "JournalReaderFuzzTestInputs/aJournalIsReadOrRefusedWithTheFileAndOffset");
            Files.createDirectories(reader);
            final byte[] last = segments.get(segments.size() - 1);
            Files.write(reader.resolve("two-segments"), JournalReaderFuzzTest.input(0b01, segments));
            Files.write(reader.resolve("first-segment-from-3"), JournalReaderFuzzTest.input(0b1001,
                    segments.subList(0, 1)));
            Files.write(reader.resolve("torn-last-block-cut"), JournalReaderFuzzTest.input(0b11,
                    List.of(segments.get(0), Arrays.copyOf(last, last.length - 100))));
            final List<byte[]> records = records(session.path());
            final Path codec = resources.resolve(
                    "JournalRecordCodecFuzzTestInputs/decodedRecordsAreAppliedOrRefusedWithAResultCode");
            Files.createDirectories(codec);
            Files.write(codec.resolve("set-up-and-orders"), concat(records.subList(0, 32)));
            final List<byte[]> later = new ArrayList<>(records.subList(0, 22));
            later.addAll(records.subList(records.size() - 10, records.size()));
            Files.write(codec.resolve("set-up-and-later-orders"), concat(later));
        }
    }

    private static List<byte[]> records(final Path dir) throws IOException {
        final List<byte[]> records = new ArrayList<>();
        new JournalReader(dir).read(1, (buffer, index) -> {
            final byte[] record = new byte[JournalDescriptor.RECORD_LENGTH];
            buffer.get(index, record);
            records.add(record);
        }, false);
        return records;
    }

    private static byte[] concat(final List<byte[]> records) {
        final ByteBuffer all = ByteBuffer.allocate(records.size() * JournalDescriptor.RECORD_LENGTH);
        for (final byte[] r : records) {
            all.put(r);
        }
        return all.array();
    }
}
