package dev.bourse.gateway.rest;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.util.Locale;
import java.util.Set;

/**
 * A strict view of a JSON object body: only the allowed fields, each of one type, none twice, nothing after the
 * object. Every accessor throws {@link ApiProblem} 400 with the reason MALFORMED_JSON, UNKNOWN_FIELD, MISSING_FIELD or
 * WRONG_TYPE (or a {@link Decimals} reason), naming the field.
 * <p>Thread-safety: an instance is used by one request; the mapper is shared and thread-safe.
 */
public final class JsonFields {
    /** The shared mapper: duplicates and trailing tokens refused, nesting bounded. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    static {
        MAPPER.getFactory().setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(8)
                .maxNumberLength(40).maxStringLength(4096).build());
    }

    private static final byte STRING = 1;
    private static final byte INTEGER = 2;
    /** An integer past {@code long}. */
    private static final byte BIG_INTEGER = 3;
    /** Any other value: a fraction, a boolean, an object or an array. */
    private static final byte OTHER = 4;

    /** The fields present and not null, in body order; an endpoint knows a dozen at most, so a scan is enough. */
    private final String[] names;
    private final byte[] kinds;
    /** A string's text, or an integer's digits (for messages). */
    private final String[] texts;
    private final long[] integers;
    private int count;

    private JsonFields(final int capacity) {
        names = new String[capacity];
        kinds = new byte[capacity];
        texts = new String[capacity];
        integers = new long[capacity];
    }

    /**
     * Reads the body as a token stream, not as a tree: the object's fields are kept as they are read, so a small order
     * costs no tree of nodes and no map. The checks are the mapper's (duplicate names, trailing tokens, the number
     * and string length bounds), and a body is judged whole before its field names are: a malformed body is
     * MALFORMED_JSON even when a field before the fault is unknown.
     *
     * @param body    the request body
     * @param allowed the field names this endpoint knows
     * @return the view
     * @throws ApiProblem MALFORMED_JSON when not one JSON object, UNKNOWN_FIELD for a field not allowed
     */
    public static JsonFields parse(final byte[] body, final Set<String> allowed) {
        if (body.length == 0) {
            throw ApiProblem.badRequest("MALFORMED_JSON", "a JSON object is expected");
        }
        final JsonFields f = new JsonFields(allowed.size());
        String unknown = null;
        try (JsonParser p = MAPPER.createParser(body)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                skipRest(p);
                throw ApiProblem.badRequest("MALFORMED_JSON", "a JSON object is expected");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                final String name = p.currentName();
                final JsonToken v = p.nextToken();
                if (!allowed.contains(name)) {
                    unknown = unknown == null ? name : unknown;
                    p.skipChildren();
                } else {
                    f.add(name, v, p);
                }
            }
            if (p.nextToken() != null) {
                throw ApiProblem.badRequest("MALFORMED_JSON", "the body is not one JSON object: a token after it");
            }
        } catch (final JsonProcessingException e) {
            throw ApiProblem.badRequest("MALFORMED_JSON", "the body is not one JSON object: "
                    + e.getOriginalMessage());
        } catch (final IOException e) {
            throw ApiProblem.badRequest("MALFORMED_JSON", "the body could not be read");
        }
        if (unknown != null) {
            throw ApiProblem.badRequest("UNKNOWN_FIELD", "unknown field \"" + unknown + "\"; known: " + allowed);
        }
        return f;
    }

    /** Reads a value that is not an object to its end, so that a fault in it is reported as what it is. */
    private static void skipRest(final JsonParser p) throws IOException {
        p.skipChildren();
        while (p.nextToken() != null) {
            p.skipChildren();
        }
    }

    private void add(final String name, final JsonToken v, final JsonParser p) throws IOException {
        if (v == JsonToken.VALUE_NULL) {
            return;
        }
        final byte kind;
        long integer = 0;
        String text = null;
        if (v == JsonToken.VALUE_STRING) {
            kind = STRING;
            text = p.getText();
        } else if (v == JsonToken.VALUE_NUMBER_INT) {
            final JsonParser.NumberType t = p.getNumberType();
            kind = t == JsonParser.NumberType.INT || t == JsonParser.NumberType.LONG ? INTEGER : BIG_INTEGER;
            text = p.getText();
            integer = kind == INTEGER ? p.getLongValue() : 0;
        } else {
            kind = OTHER;
            p.skipChildren();
        }
        // A duplicate name never gets here: the parser refuses it.
        names[count] = name;
        kinds[count] = kind;
        texts[count] = text;
        integers[count] = integer;
        count++;
    }

    private int index(final String name) {
        for (int i = 0; i < count; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * @param name a field
     * @return whether the body has it (a JSON null counts as absent)
     */
    public boolean has(final String name) {
        return index(name) >= 0;
    }

    private int required(final String name) {
        final int i = index(name);
        if (i < 0) {
            throw ApiProblem.badRequest("MISSING_FIELD", "field \"" + name + "\" is required");
        }
        return i;
    }

    /**
     * @param name a required string field
     * @return its text
     */
    public String text(final String name) {
        final int i = required(name);
        if (kinds[i] != STRING) {
            throw wrongType(name, "a string");
        }
        return texts[i];
    }

    /**
     * @param name     a required decimal-string field
     * @param decimals the scale
     * @return the value in units
     */
    public long units(final String name, final int decimals) {
        return Decimals.toUnits(name, text(name), decimals);
    }

    /**
     * @param name     an optional decimal-string field
     * @param decimals the scale
     * @param absent   the value when absent
     * @return the value in units
     */
    public long units(final String name, final int decimals, final long absent) {
        return has(name) ? units(name, decimals) : absent;
    }

    /**
     * @param name a required integer field
     * @param min  smallest accepted
     * @param max  largest accepted
     * @return its value
     */
    public long integer(final String name, final long min, final long max) {
        final int i = required(name);
        if (kinds[i] != INTEGER && kinds[i] != BIG_INTEGER) {
            throw wrongType(name, "an integer");
        }
        if (kinds[i] == BIG_INTEGER || integers[i] < min || integers[i] > max) {
            throw ApiProblem.badRequest("OUT_OF_RANGE", name + ": " + texts[i] + " is outside " + min + " to "
                    + max);
        }
        return integers[i];
    }

    /**
     * @param name   an optional integer field
     * @param min    smallest accepted
     * @param max    largest accepted
     * @param absent the value when absent
     * @return its value
     */
    public long integer(final String name, final long min, final long max, final long absent) {
        return has(name) ? integer(name, min, max) : absent;
    }

    /**
     * @param name   a required enum field, written as the constant's name (any case)
     * @param type   the enum
     * @param <E>    the enum type
     * @return the constant
     */
    public <E extends Enum<E>> E choice(final String name, final Class<E> type) {
        final String t = text(name).toUpperCase(Locale.ROOT);
        for (final E e : type.getEnumConstants()) {
            if (e.name().equals(t)) {
                return e;
            }
        }
        throw ApiProblem.badRequest("WRONG_VALUE", name + ": \"" + text(name) + "\" is not one of "
                + java.util.Arrays.toString(type.getEnumConstants()));
    }

    private static ApiProblem wrongType(final String name, final String expected) {
        return ApiProblem.badRequest("WRONG_TYPE", name + ": " + expected + " is expected");
    }
}
