package dev.bourse;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A documentation example held in a test's source: its imports (less the test's own: static imports, JUnit,
 * AssertJ) and the lines between two marker comments, without their common indentation.
 *
 * @param imports the example's import lines
 * @param region  the example's code
 */
record ExampleSource(List<String> imports, List<String> region) {

    /**
     * @param source a test's source file, relative to the project directory
     * @param begin  the marker comment before the example
     * @param end    the marker comment after it
     * @return the example
     */
    static ExampleSource read(final String source, final String begin, final String end) {
        final List<String> lines = lines(Path.of(source));
        final List<String> imports = new ArrayList<>();
        for (final String line : lines) {
            if (line.startsWith("import ") && !line.startsWith("import static ") && !line.startsWith("import org.")) {
                imports.add(line);
            }
        }
        final List<String> stripped = lines.stream().map(String::strip).toList();
        final int from = stripped.indexOf(begin);
        final int to = stripped.indexOf(end);
        assertThat(from).as(source + " has the marker " + begin).isNotNegative();
        assertThat(to).as(source + " has the marker " + end).isGreaterThan(from);
        return new ExampleSource(imports, unindented(lines.subList(from + 1, to)));
    }

    /**
     * @param markdown a Markdown file, relative to the project directory
     * @return the lines of its one fenced {@code java} block
     */
    static List<String> javaBlock(final String markdown) {
        final List<String> lines = lines(Path.of(markdown));
        final int start = lines.indexOf("```java");
        assertThat(start).as(markdown + " has a ```java block").isNotNegative();
        final int end = start + 1 + lines.subList(start + 1, lines.size()).indexOf("```");
        assertThat(end).as("the block ends").isGreaterThan(start);
        assertThat(lines.subList(end + 1, lines.size())).as(markdown + " has one java block only")
                .doesNotContain("```java");
        return lines.subList(start + 1, end);
    }

    /** @return the example as a Markdown block shows it: the imports, a blank line, the code */
    List<String> asBlock() {
        final List<String> block = new ArrayList<>(imports);
        block.add("");
        block.addAll(region);
        return block;
    }

    private static List<String> lines(final Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (final IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> unindented(final List<String> lines) {
        final String first = lines.get(0);
        final int indent = first.length() - first.stripLeading().length();
        final List<String> out = new ArrayList<>();
        for (final String line : lines) {
            out.add(line.isBlank() ? "" : line.substring(indent));
        }
        return out;
    }
}
