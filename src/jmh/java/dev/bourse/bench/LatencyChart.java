package dev.bourse.bench;

import java.util.List;
import java.util.Locale;

/**
 * A line chart as inline SVG, for the latency report to work without a network or a script: categories along x,
 * a logarithmic y axis (latencies span microseconds to seconds), one line per series, a legend. A value that is not
 * positive (or NaN) is a gap in its line. Cold path.
 *
 * <p>Thread-safety: stateless.
 */
final class LatencyChart {
    private static final int WIDTH = 820;
    private static final int HEIGHT = 380;
    private static final int LEFT = 70;
    private static final int RIGHT = 280;
    private static final int TOP = 20;
    private static final int BOTTOM = 50;
    private static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
        "#e377c2", "#17becf", "#bcbd22"};
    private static final String REFERENCE_COLOUR = "#888888";

    /**
     * One line of the chart.
     *
     * @param name      its name in the legend
     * @param values    one per category
     * @param reference drawn grey and dashed, as a line to compare with (a target) rather than a measurement
     */
    record Series(String name, double[] values, boolean reference) {
        /**
         * A measured line.
         *
         * @param name   its name in the legend
         * @param values one per category
         */
        Series(final String name, final double[] values) {
            this(name, values, false);
        }
    }

    private LatencyChart() {
    }

    /**
     * @param xLabels the categories, left to right
     * @param yUnit   the unit of the values, shown on the axis
     * @param series  the lines, each with one value per category
     * @return the chart as an {@code <svg>} element
     * @throws IllegalArgumentException when a series has not one value per category
     */
    static String svg(final List<String> xLabels, final String yUnit, final List<Series> series) {
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (final Series s : series) {
            if (s.values().length != xLabels.size()) {
                throw new IllegalArgumentException(s.name() + " has " + s.values().length + " values for "
                        + xLabels.size() + " categories");
            }
            for (final double v : s.values()) {
                if (v > 0) {
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
            }
        }
        if (max == 0) {
            min = 1;
            max = 10;
        }
        final int lowDecade = (int) Math.floor(Math.log10(min));
        final int highDecade = Math.max(lowDecade + 1, (int) Math.ceil(Math.log10(max)));
        final StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">%n",
                WIDTH, HEIGHT, WIDTH, HEIGHT));
        final int plotWidth = WIDTH - LEFT - RIGHT;
        final int plotHeight = HEIGHT - TOP - BOTTOM;
        for (int d = lowDecade; d <= highDecade; d++) {
            final double y = TOP + plotHeight * (1 - (double) (d - lowDecade) / (highDecade - lowDecade));
            sb.append(String.format(Locale.ROOT,
                    "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                    + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\" font-size=\"11\">%s</text>%n",
                    LEFT, y, LEFT + plotWidth, y, LEFT - 6, y + 4, decade(d)));
        }
        sb.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" font-size=\"11\" transform=\"rotate(-90 14 %d)\""
                + " text-anchor=\"middle\">%s</text>%n", TOP + plotHeight / 2, TOP + plotHeight / 2,
                LatencyReport.escape(yUnit)));
        for (int i = 0; i < xLabels.size(); i++) {
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" font-size=\"11\">"
                    + "%s</text>%n", x(i, xLabels.size(), plotWidth), TOP + plotHeight + 18,
                    LatencyReport.escape(xLabels.get(i))));
        }
        sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\""
                + " stroke=\"#999\"/>%n", LEFT, TOP, plotWidth, plotHeight));
        for (int s = 0; s < series.size(); s++) {
            final String colour = series.get(s).reference() ? REFERENCE_COLOUR : COLOURS[s % COLOURS.length];
            line(sb, series.get(s), colour, lowDecade, highDecade, plotWidth, plotHeight);
            final int ly = TOP + 10 + 18 * s;
            sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"14\" height=\"4\" fill=\"%s\"/>"
                    + "<text x=\"%d\" y=\"%d\" font-size=\"12\">%s</text>%n", LEFT + plotWidth + 12, ly - 4, colour,
                    LEFT + plotWidth + 32, ly + 1, LatencyReport.escape(series.get(s).name())));
        }
        return sb.append("</svg>\n").toString();
    }

    private static void line(final StringBuilder sb, final Series series, final String colour, final int lowDecade,
            final int highDecade, final int plotWidth, final int plotHeight) {
        final double[] values = series.values();
        final String dash = series.reference() ? "\" stroke-dasharray=\"6 4" : "";
        final StringBuilder points = new StringBuilder();
        for (int i = 0; i <= values.length; i++) {
            if (i == values.length || !(values[i] > 0)) {
                if (points.length() > 0) {
                    sb.append("<polyline fill=\"none\" stroke-width=\"2\" stroke=\"").append(colour).append(dash)
                            .append("\" points=\"").append(points).append("\"/>\n");
                    points.setLength(0);
                }
                continue;
            }
            final double x = x(i, values.length, plotWidth);
            final double y = TOP + plotHeight * (1 - (Math.log10(values[i]) - lowDecade) / (highDecade - lowDecade));
            points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
            sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"><title>%s"
                    + "</title></circle>%n", x, y, colour, LatencyReport.number(values[i])));
        }
    }

    private static double x(final int i, final int count, final int plotWidth) {
        return LEFT + plotWidth * (i + 0.5) / count;
    }

    private static String decade(final int d) {
        if (d >= 0 && d <= 9) {
            return String.format(Locale.ROOT, "%,d", (long) Math.pow(10, d));
        }
        return "1e" + d;
    }
}
