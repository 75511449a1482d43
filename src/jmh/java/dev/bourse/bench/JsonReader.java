package dev.bourse.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Just enough JSON to read JMH's {@code -rf json} results without a library: objects become {@link Map}s (in file
 * order), arrays {@link List}s, numbers {@link Double}s, strings {@link String}s (JMH writes NaN and infinities as the
 * strings {@code "NaN"}, {@code "Infinity"}), and {@code true}, {@code false}, {@code null} their Java values. Input is
 * bounded by what the caller reads; nesting deeper than {@value #MAX_DEPTH} is refused. Cold path.
 *
 * <p>Thread-safety: one instance per document, one thread.
 */
final class JsonReader {
    /** Deepest nesting accepted. */
    static final int MAX_DEPTH = 64;

    private final String text;
    private int pos;

    private JsonReader(final String text) {
        this.text = text;
    }

    /**
     * @param text a JSON document
     * @return its value
     * @throws IllegalArgumentException when it is not JSON, naming the offset
     */
    static Object parse(final String text) {
        final JsonReader r = new JsonReader(text);
        final Object value = r.value(0);
        r.skipSpace();
        if (r.pos != text.length()) {
            throw r.error("text after the value");
        }
        return value;
    }

    private Object value(final int depth) {
        if (depth > MAX_DEPTH) {
            throw error("nested deeper than " + MAX_DEPTH);
        }
        skipSpace();
        if (pos >= text.length()) {
            throw error("end of input where a value was expected");
        }
        final char c = text.charAt(pos);
        switch (c) {
            case '{':
                return object(depth);
            case '[':
                return array(depth);
            case '"':
                return string();
            case 't':
                return literal("true", Boolean.TRUE);
            case 'f':
                return literal("false", Boolean.FALSE);
            case 'n':
                return literal("null", null);
            default:
                return number();
        }
    }

    private Map<String, Object> object(final int depth) {
        final Map<String, Object> map = new LinkedHashMap<>();
        pos++;
        skipSpace();
        if (peek() == '}') {
            pos++;
            return map;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw error("expected a member name");
            }
            final String key = string();
            skipSpace();
            expect(':');
            map.put(key, value(depth + 1));
            skipSpace();
            if (peek() == ',') {
                pos++;
            } else {
                expect('}');
                return map;
            }
        }
    }

    private List<Object> array(final int depth) {
        final List<Object> list = new ArrayList<>();
        pos++;
        skipSpace();
        if (peek() == ']') {
            pos++;
            return list;
        }
        while (true) {
            list.add(value(depth + 1));
            skipSpace();
            if (peek() == ',') {
                pos++;
            } else {
                expect(']');
                return list;
            }
        }
    }

    private String string() {
        pos++;
        final StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            final char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                throw error("unterminated escape");
            }
            final char e = text.charAt(pos++);
            switch (e) {
                case 'n' -> sb.append('\n');
                case 't' -> sb.append('\t');
                case 'r' -> sb.append('\r');
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'u' -> {
                    if (pos + 4 > text.length()) {
                        throw error("short \\u escape");
                    }
                    try {
                        sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                    } catch (final NumberFormatException ex) {
                        throw error("bad \\u escape");
                    }
                    pos += 4;
                }
                case '"', '\\', '/' -> sb.append(e);
                default -> throw error("bad escape \\" + e);
            }
        }
    }

    private Object literal(final String word, final Object value) {
        if (!text.startsWith(word, pos)) {
            throw error("expected " + word);
        }
        pos += word.length();
        return value;
    }

    private Double number() {
        final int start = pos;
        while (pos < text.length() && "+-0123456789.eE".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
        if (start == pos) {
            throw error("unexpected character '" + text.charAt(pos) + "'");
        }
        try {
            return Double.valueOf(text.substring(start, pos));
        } catch (final NumberFormatException e) {
            throw error("bad number " + text.substring(start, pos));
        }
    }

    private char peek() {
        if (pos >= text.length()) {
            throw error("unexpected end of input");
        }
        return text.charAt(pos);
    }

    private void expect(final char c) {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        pos++;
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private IllegalArgumentException error(final String what) {
        return new IllegalArgumentException("not JSON at offset " + pos + ": " + what);
    }
}
