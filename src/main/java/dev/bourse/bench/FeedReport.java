package dev.bourse.bench;

import java.util.Locale;

/**
 * What {@link FeedRun} measured: the market-data feed with every channel on beside an open-loop run.
 *
 * <p>Thread-safety: immutable.
 *
 * @param symbols          symbols traded
 * @param rate             the open-loop run's target rate, commands per second
 * @param run              the core's side of the open-loop run (latency from intended send time to result)
 * @param messagesPerSecond feed messages published per second during the run
 * @param feedP50Nanos     median from a command's timestamp to its last message in the broadcast, ns
 * @param feedP99Nanos     the 99th percentile of the same, ns
 * @param lagP99           the 99th percentile of messages published and not yet read by the subscriber
 * @param lagMax           the most messages the subscriber was seen behind
 * @param losses           times the subscriber was lapped (0 when it kept up)
 * @param coreWaits        times the core waited for the feed's stream buffer
 * @param exact            whether the subscriber ended with exactly the generator's books, never lapped, no errors
 */
public record FeedReport(int symbols, long rate, RunReport run, double messagesPerSecond, long feedP50Nanos,
        long feedP99Nanos, long lagP99, long lagMax, long losses, long coreWaits, boolean exact) {

    /** @return whether the run itself passed its checks and the subscriber's books are exact */
    public boolean ok() {
        return exact && run.balanced() && run.noLostCommands() && run.stageErrors() == 0;
    }

    /** @return one line for the main job's output */
    public String format() {
        return String.format(Locale.ROOT, "feed: every channel of %d symbols (L2 conflated, order by order, "
                + "journal off) at %,d commands/s: %,.0f messages/s; command to broadcast p50 %.1f us, p99 %.1f us; "
                + "subscriber lag p99 %,d messages, max %,d, lapped %d times; core waited for the feed %,d times; "
                + "results p99 %.1f us; subscriber's books equal the feed's: %s", symbols, rate, messagesPerSecond,
                feedP50Nanos / 1e3, feedP99Nanos / 1e3, lagP99, lagMax, losses, coreWaits, run.latencyMicros(99),
                exact ? "yes" : "NO");
    }
}
