package dev.bourse.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * The latency suite's report: one self-contained HTML file (inline CSS and SVG, no script, no font, nothing fetched)
 * made offline from JMH's {@code -rf json} results of {@link LatencyBenchmark} with {@link OpenLoopProfiler}. It has a
 * table of every trial (engine and settings, target rate, achieved rate, p50 to max), a percentile plot per target
 * rate with a line per engine, and the p99, p99.99 and achieved rate of every engine against the target rate.
 * <pre>
 *   java -cp target/bourse-benchmarks.jar dev.bourse.bench.LatencyReport latency.json latency.html
 * </pre>
 * Entries without the profiler's figures (other benchmarks, or runs without {@code -prof}) are left out.
 *
 * <p>Thread-safety: stateless.
 */
public final class LatencyReport {
    /** The percentile figures, in the order the table and the plots show them. */
    static final OpenLoopResult.Figure[] PERCENTILES = {OpenLoopResult.Figure.P50, OpenLoopResult.Figure.P90,
        OpenLoopResult.Figure.P99, OpenLoopResult.Figure.P999, OpenLoopResult.Figure.P9999, OpenLoopResult.Figure.MAX};
    /** Results files larger than this are refused, bytes. */
    static final long MAX_INPUT_BYTES = 64L << 20;

    /**
     * One trial: an engine in one configuration at one target rate.
     *
     * @param series      the engine and every other parameter but the rate whose value differs between trials
     * @param rate        target rate, commands per second
     * @param achieved    achieved rate, commands per second
     * @param percentiles latency in us at each of {@link #PERCENTILES}
     */
    record Trial(String series, long rate, double achieved, double[] percentiles) {
    }

    private LatencyReport() {
    }

    /**
     * @param args {@code results.json report.html}
     * @throws IOException when the results cannot be read or the report written
     */
    public static void main(final String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: LatencyReport results.json report.html");
        }
        write(Path.of(args[0]), Path.of(args[1]));
    }

    /**
     * Reads JMH's JSON results and writes the report.
     *
     * @param results JMH's {@code -rf json} file, at most {@value #MAX_INPUT_BYTES} bytes
     * @param report  the HTML file to write; replaced
     * @throws IOException when the results cannot be read or the report written
     * @throws IllegalArgumentException when the results are not JMH JSON or hold no trial of the suite
     */
    public static void write(final Path results, final Path report) throws IOException {
        if (Files.size(results) > MAX_INPUT_BYTES) {
            throw new IllegalArgumentException(results + " is larger than " + MAX_INPUT_BYTES + " bytes");
        }
        final String json = Files.readString(results, StandardCharsets.UTF_8);
        Files.writeString(report, html(json, results.getFileName().toString()), StandardCharsets.UTF_8);
    }

    /**
     * @param json   JMH's JSON results
     * @param source what to call them in the report
     * @return the report
     * @throws IllegalArgumentException when the results are not JMH JSON or hold no trial of the suite
     */
    static String html(final String json, final String source) {
        final Object root = JsonReader.parse(json);
        if (!(root instanceof List<?> entries)) {
            throw new IllegalArgumentException("JMH results are a JSON array");
        }
        final List<Map<?, ?>> suite = new ArrayList<>();
        for (final Object e : entries) {
            if (e instanceof Map<?, ?> m && isTrial(m)) {
                suite.add(m);
            }
        }
        final List<String> varying = varyingParams(suite);
        final List<Trial> trials = new ArrayList<>();
        for (final Map<?, ?> m : suite) {
            trials.add(trial(m, varying));
        }
        final Map<?, ?> first = suite.isEmpty() ? Map.of() : suite.get(0);
        if (trials.isEmpty()) {
            throw new IllegalArgumentException("no latency-suite results (run with -prof "
                    + OpenLoopProfiler.class.getName() + ")");
        }
        final StringBuilder sb = new StringBuilder(1 << 16);
        sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>Latency at target rates"
                + "</title>\n<style>body{font-family:sans-serif;margin:2em;max-width:1100px}table{border-collapse:"
                + "collapse}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}td:first-child,"
                + "th:first-child{text-align:left}h2{margin-top:1.6em}.note{color:#555}</style>\n</head><body>\n");
        sb.append("<h1>Latency at target rates</h1>\n<p class=\"note\">From <code>").append(escape(source))
                .append("</code>: JMH ").append(escape(text(first, "jmhVersion"))).append(", JDK ")
                .append(escape(text(first, "jdkVersion"))).append(' ').append(escape(text(first, "vmName")))
                .append(", ").append(escape(text(first, "forks"))).append(" fork(s), ")
                .append(escape(text(first, "warmupIterations"))).append(" warm-up and ")
                .append(escape(text(first, "measurementIterations"))).append(" measured run(s) per trial; ")
                .append(escape(commonParams(first, varying))).append(". Open loop:"
                + " each command's latency runs from its intended send time to its result, so a stall counts against"
                + " every command it delays. Percentiles are over every measured command of a trial. Figures depend"
                + " on the machine and on what else runs on it; compare rows of one report.</p>\n");
        table(sb, trials);
        final List<String> series = seriesNames(trials);
        final List<Long> rates = new ArrayList<>(new TreeSet<>(rates(trials)));
        for (final long rate : rates) {
            sb.append("<h2>Latency percentiles at ").append(number(rate)).append(" commands/s</h2>\n");
            final List<LatencyChart.Series> lines = new ArrayList<>();
            for (final String s : series) {
                final Trial t = find(trials, s, rate);
                if (t != null) {
                    lines.add(new LatencyChart.Series(s, t.percentiles()));
                }
            }
            final List<String> labels = new ArrayList<>();
            for (final OpenLoopResult.Figure f : PERCENTILES) {
                labels.add(f.label());
            }
            sb.append(LatencyChart.svg(labels, "latency, us", lines));
        }
        final List<String> rateLabels = new ArrayList<>();
        for (final long rate : rates) {
            rateLabels.add(number(rate) + "/s");
        }
        byRate(sb, "p99 latency against the target rate", "p99, us", trials, series, rates, rateLabels, 2);
        byRate(sb, "p99.99 latency against the target rate", "p99.99, us", trials, series, rates, rateLabels, 4);
        byRate(sb, "Achieved rate against the target rate", "commands/s", trials, series, rates, rateLabels, -1);
        return sb.append("</body></html>\n").toString();
    }

    private static void byRate(final StringBuilder sb, final String title, final String unit, final List<Trial> trials,
            final List<String> series, final List<Long> rates, final List<String> rateLabels, final int percentile) {
        sb.append("<h2>").append(escape(title)).append("</h2>\n");
        final List<LatencyChart.Series> lines = new ArrayList<>();
        for (final String s : series) {
            final double[] values = new double[rates.size()];
            for (int i = 0; i < values.length; i++) {
                final Trial t = find(trials, s, rates.get(i));
                values[i] = t == null ? Double.NaN : percentile < 0 ? t.achieved() : t.percentiles()[percentile];
            }
            lines.add(new LatencyChart.Series(s, values));
        }
        if (percentile < 0) {
            final double[] target = new double[rates.size()];
            for (int i = 0; i < target.length; i++) {
                target[i] = rates.get(i);
            }
            lines.add(new LatencyChart.Series("target", target, true));
        }
        sb.append(LatencyChart.svg(rateLabels, unit, lines));
    }

    private static void table(final StringBuilder sb, final List<Trial> trials) {
        sb.append("<table>\n<tr><th>engine and settings</th><th>target /s</th><th>achieved /s</th>");
        for (final OpenLoopResult.Figure f : PERCENTILES) {
            sb.append("<th>").append(f.label()).append(" us</th>");
        }
        sb.append("</tr>\n");
        for (final Trial t : trials) {
            sb.append("<tr><td>").append(escape(t.series())).append("</td><td>").append(number(t.rate()))
                    .append("</td><td>").append(number(t.achieved())).append("</td>");
            for (final double p : t.percentiles()) {
                sb.append("<td>").append(number(p)).append("</td>");
            }
            sb.append("</tr>\n");
        }
        sb.append("</table>\n");
    }

    /** @return whether the entry has the suite's figures and a numeric rate parameter */
    private static boolean isTrial(final Map<?, ?> entry) {
        if (!(entry.get("secondaryMetrics") instanceof Map<?, ?> metrics)
                || !(entry.get("params") instanceof Map<?, ?> params) || !(params.get("rate") instanceof String rate)
                || Double.isNaN(score(metrics, OpenLoopResult.Figure.ACHIEVED.label()))) {
            return false;
        }
        try {
            return Long.parseLong(rate) > 0;
        } catch (final NumberFormatException e) {
            return false;
        }
    }

    /** @return the parameters other than the rate whose values differ between trials, the engine always */
    private static List<String> varyingParams(final List<Map<?, ?>> suite) {
        final List<String> varying = new ArrayList<>(List.of("engine"));
        for (final Map<?, ?> entry : suite) {
            for (final Map.Entry<?, ?> p : ((Map<?, ?>) entry.get("params")).entrySet()) {
                final String key = p.getKey().toString();
                if (!varying.contains(key) && !"rate".equals(key)
                        && !p.getValue().equals(((Map<?, ?>) suite.get(0).get("params")).get(key))) {
                    varying.add(key);
                }
            }
        }
        return varying;
    }

    private static String commonParams(final Map<?, ?> entry, final List<String> varying) {
        final StringBuilder sb = new StringBuilder();
        if (entry.get("params") instanceof Map<?, ?> params) {
            for (final Map.Entry<?, ?> p : params.entrySet()) {
                if (!varying.contains(p.getKey().toString()) && !"rate".equals(p.getKey())) {
                    sb.append(sb.length() == 0 ? "" : ", ").append(p.getKey()).append(' ').append(p.getValue());
                }
            }
        }
        return sb.length() == 0 ? "no other parameters" : sb.toString();
    }

    private static Trial trial(final Map<?, ?> entry, final List<String> varying) {
        final Map<?, ?> metrics = (Map<?, ?>) entry.get("secondaryMetrics");
        final Map<?, ?> params = (Map<?, ?>) entry.get("params");
        final double[] percentiles = new double[PERCENTILES.length];
        for (int i = 0; i < percentiles.length; i++) {
            percentiles[i] = score(metrics, PERCENTILES[i].label());
        }
        final StringBuilder series = new StringBuilder();
        for (final String key : varying) {
            if (params.containsKey(key)) {
                series.append(series.length() == 0 ? "" : " ").append(params.get(key));
            }
        }
        return new Trial(series.toString(), Long.parseLong((String) params.get("rate")),
                score(metrics, OpenLoopResult.Figure.ACHIEVED.label()), percentiles);
    }

    private static double score(final Map<?, ?> metrics, final String label) {
        return metrics.get(label) instanceof Map<?, ?> m && m.get("score") instanceof Double d ? d : Double.NaN;
    }

    private static List<String> seriesNames(final List<Trial> trials) {
        final List<String> names = new ArrayList<>();
        for (final Trial t : trials) {
            if (!names.contains(t.series())) {
                names.add(t.series());
            }
        }
        return names;
    }

    private static List<Long> rates(final List<Trial> trials) {
        final List<Long> rates = new ArrayList<>();
        for (final Trial t : trials) {
            rates.add(t.rate());
        }
        return rates;
    }

    private static Trial find(final List<Trial> trials, final String series, final long rate) {
        for (final Trial t : trials) {
            if (t.series().equals(series) && t.rate() == rate) {
                return t;
            }
        }
        return null;
    }

    private static String text(final Map<?, ?> entry, final String key) {
        final Object v = entry.get(key);
        if (v instanceof Double d && d == Math.rint(d)) {
            return Long.toString(d.longValue());
        }
        return v == null ? "?" : v.toString();
    }

    /**
     * @param v a figure
     * @return it for the report: grouped digits, one decimal below 100, none above
     */
    static String number(final double v) {
        if (Double.isNaN(v)) {
            return "-";
        }
        return Math.abs(v) < 100 ? String.format(Locale.ROOT, "%,.1f", v) : String.format(Locale.ROOT, "%,.0f", v);
    }

    /**
     * @param s text
     * @return it escaped for HTML content and attribute values
     */
    static String escape(final String s) {
        final StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            final char c = s.charAt(i);
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
