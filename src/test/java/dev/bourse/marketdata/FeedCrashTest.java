package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.cli.JournalFeedTool;
import dev.bourse.testkit.KilledChild;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A node in its own JVM ({@link FeedCrashChild}) is SIGKILLed mid-run, again and again on one journal; after each
 * kill the feed regenerated from the journal by {@code bourse journal feed} equals, message for message, what the
 * subscriber (this process, reading the node's pipe) received for the commands that reached the journal. The node
 * restarts by seeding its generator from the journal, so each run's feed continues the last durable one's.
 */
class FeedCrashTest {
    private static final Pattern COMMAND = Pattern.compile(" cmd ([0-9]+) ");

    @TempDir
    Path tmp;

    @Test
    void theFeedRegeneratedAfterAKillEqualsTheFeedReceivedUpToTheLastDurableCommand() throws Exception {
        crashLoop(2, 5);
    }

    @Test
    @Tag("slow")
    void theFeedRegeneratedAfterEachOfThirtyKillsEqualsTheFeedReceived() throws Exception {
        crashLoop(30, 6);
    }

    private void crashLoop(final int kills, final long seed) throws Exception {
        final Path dir = Files.createDirectories(tmp.resolve("journal"));
        final Random random = new Random(seed);
        long durable = 0;
        int regeneratedBefore = 0;
        for (int i = 0; i < kills; i++) {
            final List<String> received = runAndKill(dir, seed * 100 + i, (i + 1) * 1_000_000_000_000_000L,
                    300 + random.nextInt(700));
            final List<String> regenerated = regenerate(dir);
            final long last = regenerated.isEmpty() ? 0 : command(regenerated.get(regenerated.size() - 1));
            assertThat(last).as("run %d journalled commands", i).isGreaterThan(durable);
            final List<String> receivedDurable = new ArrayList<>();
            for (final String line : received) {
                if (command(line) <= last) {
                    receivedDurable.add(line);
                }
            }
            assertThat(receivedDurable).as("run %d: the subscriber received messages", i).isNotEmpty();
            final List<String> expected = regenerated.subList(regeneratedBefore,
                    Math.min(regenerated.size(), regeneratedBefore + receivedDurable.size()));
            assertThat(receivedDurable).as("run %d: received equals regenerated, message for message", i)
                    .isEqualTo(expected);
            durable = last;
            regeneratedBefore = regenerated.size();
        }
    }

    private static long command(final String line) {
        final Matcher m = COMMAND.matcher(line);
        assertThat(m.find()).as("a feed line: %s", line).isTrue();
        return Long.parseLong(m.group(1));
    }

    /** {@code bourse journal feed <dir>}: the feed lines it prints (its summary lines start with '#'). */
    private static List<String> regenerate(final Path dir) {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int code = JournalFeedTool.run(new String[] {dir.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as("journal feed: %s", err.toString(StandardCharsets.UTF_8)).isZero();
        final List<String> lines = new ArrayList<>();
        for (final String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
            if (COMMAND.matcher(line).find()) {
                lines.add(line);
            }
        }
        return lines;
    }

    /** Starts the node, lets it run {@code millis} after it is ready, kills it, returns the feed lines received. */
    private static List<String> runAndKill(final Path dir, final long seed, final long clockStart, final long millis)
            throws Exception {
        final String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        final Path childTmp = Files.createDirectories(dir.resolveSibling("child-tmp"));
        final List<String> command = new ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                "-Xmx256m", "-Djava.io.tmpdir=" + childTmp));
        for (final String flag : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (flag.startsWith("--add-")) {
                command.add(flag);
            }
        }
        command.addAll(List.of(FeedCrashChild.class.getName(), dir.toString(), Long.toString(seed),
                Long.toString(clockStart)));
        return KilledChild.runAndKill(new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD), 60,
                "node started", millis,
                line -> line.startsWith("FEED ") && COMMAND.matcher(line).find() ? line.substring(5) : null);
    }
}
