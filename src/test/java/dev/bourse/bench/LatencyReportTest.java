package dev.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LatencyReportTest {
    @TempDir
    Path dir;

    /** JMH's JSON shape for one trial of the suite, with the figures given (p50..max, achieved). */
    private static String entry(final String engine, final long rate, final double... f) {
        final StringBuilder metrics = new StringBuilder();
        final String[] labels = {"p50", "p90", "p99", "p99.9", "p99.99", "max", "achieved"};
        for (int i = 0; i < labels.length; i++) {
            metrics.append(i == 0 ? "" : ",").append('"').append(labels[i]).append("\":{\"score\":").append(f[i])
                    .append(",\"scoreError\":\"NaN\",\"scoreConfidence\":[\"NaN\",\"NaN\"],\"scoreUnit\":\"")
                    .append(i == 6 ? "ops/s" : "us").append("\",\"rawData\":[[").append(f[i]).append("]]}");
        }
        return "{\"jmhVersion\":\"1.37\",\"benchmark\":\"dev.bourse.bench.LatencyBenchmark.run\",\"mode\":\"ss\","
                + "\"forks\":1,\"jdkVersion\":\"17.0.15\",\"vmName\":\"OpenJDK 64-Bit Server VM\","
                + "\"warmupIterations\":2,\"measurementIterations\":3,\"params\":{\"engine\":\"" + engine
                + "\",\"rate\":\"" + rate + "\",\"runMillis\":\"5000\",\"waitStrategy\":\"YIELDING\"},"
                + "\"primaryMetric\":{\"score\":5000.1,\"scoreUnit\":\"ms/op\"},\"secondaryMetrics\":{" + metrics
                + "}}";
    }

    @Test
    void theReportHasEveryTrialInItsTableAndAPlotPerRateAndNeedsNoNetwork() throws Exception {
        final String json = "[" + entry("BOURSE_INLINE", 100_000, 1.5, 3, 40, 900, 2_000, 2_500, 99_990) + ","
                + entry("EXCHANGE_CORE", 100_000, 195, 800, 9_900, 20_000, 30_000, 31_000, 99_000) + ","
                + entry("BOURSE_INLINE", 1_000_000, 20, 300, 21_600, 30_000, 31_000, 32_000, 998_000) + ","
                + "{\"benchmark\":\"dev.bourse.bench.OrderBookBenchmark.command\",\"params\":{\"book\":\"fast\"},"
                + "\"secondaryMetrics\":{}}]";
        final Path results = dir.resolve("latency.json");
        final Path report = dir.resolve("latency.html");
        Files.writeString(results, json, StandardCharsets.UTF_8);
        LatencyReport.write(results, report);
        final String html = Files.readString(report, StandardCharsets.UTF_8);
        assertThat(html).startsWith("<!DOCTYPE html>").endsWith("</body></html>\n");
        assertThat(html).contains("<tr><td>BOURSE_INLINE</td><td>100,000</td><td>99,990</td>"
                + "<td>1.5</td><td>3.0</td><td>40.0</td><td>900</td><td>2,000</td><td>2,500</td></tr>");
        assertThat(html).contains("<td>EXCHANGE_CORE</td><td>100,000</td><td>99,000</td><td>195</td>");
        assertThat(html).contains("<td>BOURSE_INLINE</td><td>1,000,000</td><td>998,000</td>");
        assertThat(html).doesNotContain("OrderBookBenchmark").doesNotContain("fast");
        assertThat(html).as("settings shared by every trial are said once").contains("runMillis 5000, waitStrategy"
                + " YIELDING");
        assertThat(html).contains("Latency percentiles at 100,000 commands/s")
                .contains("Latency percentiles at 1,000,000 commands/s");
        assertThat(html.split("<svg", -1)).as("a plot per rate and three against the rate").hasSize(2 + 3 + 1);
        assertThat(html).doesNotContain("http:").doesNotContain("https:").doesNotContain("<script")
                .doesNotContain("<link").doesNotContain("@import").doesNotContain("url(");
    }

    @Test
    void namesFromTheResultsAreEscaped() {
        final String html = LatencyReport.html("[" + entry("<b>&x", 10, 1, 2, 3, 4, 5, 6, 10) + "]", "a\"<.json");
        assertThat(html).contains("&lt;b&gt;&amp;x").doesNotContain("<b>&x").contains("a&quot;&lt;.json");
    }

    @Test
    void resultsWithoutTheSuitesFiguresAreRefusedWithTheReason() {
        assertThatThrownBy(() -> LatencyReport.html("[{\"benchmark\":\"x\",\"params\":{\"rate\":\"1\"},"
                + "\"secondaryMetrics\":{}}]", "r.json")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-prof " + OpenLoopProfiler.class.getName());
        assertThatThrownBy(() -> LatencyReport.html("{}", "r.json")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> LatencyReport.html("[", "r.json")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theJsonReaderReadsWhatJmhWrites() {
        final Object v = JsonReader.parse(" {\"a\": [1, -2.5e3, \"NaN\", true, false, null, {}],"
                + " \"b\\u0041\\n\\\"\": {\"c\": []}} ");
        assertThat(v).isInstanceOf(Map.class);
        final Map<?, ?> m = (Map<?, ?>) v;
        assertThat(m.get("a")).isEqualTo(java.util.Arrays.asList(1.0, -2500.0, "NaN", true, false, null, Map.of()));
        assertThat(m.get("bA\n\"")).isEqualTo(Map.of("c", List.of()));
    }

    @Test
    void theJsonReaderRefusesBrokenOrTooDeepInputWithAnOffset() {
        for (final String bad : new String[] {"", "[1,", "{\"a\" 1}", "[1] x", "\"abc", "[01x]", "{1:2}", "tru",
            "\"\\u12\"", "\"\\q\""}) {
            assertThatThrownBy(() -> JsonReader.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("offset");
        }
        final String deep = "[".repeat(JsonReader.MAX_DEPTH + 2) + "]".repeat(JsonReader.MAX_DEPTH + 2);
        assertThatThrownBy(() -> JsonReader.parse(deep)).hasMessageContaining("deeper");
        final String ok = "[".repeat(JsonReader.MAX_DEPTH) + "]".repeat(JsonReader.MAX_DEPTH);
        assertThat(JsonReader.parse(ok)).isInstanceOf(List.class);
    }
}
