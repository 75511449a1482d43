package dev.bourse.gateway.rest;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;

/**
 * A strict view of a JSON object body: only the allowed fields, each of one type, none twice, nothing after the
 * object. Every accessor throws {@link ApiProblem} 400 with the reason MALFORMED_JSON, UNKNOWN_FIELD, MISSING_FIELD or
 * WRONG_TYPE (or a {@link Decimals} reason), naming the field.
 * <p>Thread-safety: an instance is used by one request; the parser is shared and thread-safe.
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

    private final JsonNode node;

    private JsonFields(final JsonNode node) {
        this.node = node;
    }

    /**
     * @param body    the request body
     * @param allowed the field names this endpoint knows
     * @return the view
     * @throws ApiProblem MALFORMED_JSON when not one JSON object, UNKNOWN_FIELD for a field not allowed
     */
    public static JsonFields parse(final byte[] body, final Set<String> allowed) {
        final JsonNode node;
        try {
            node = body.length == 0 ? null : MAPPER.readTree(body);
        } catch (final JsonProcessingException e) {
            throw ApiProblem.badRequest("MALFORMED_JSON", "the body is not one JSON object: "
                    + e.getOriginalMessage());
        } catch (final IOException e) {
            throw ApiProblem.badRequest("MALFORMED_JSON", "the body could not be read");
        }
        if (node == null || !node.isObject()) {
            throw ApiProblem.badRequest("MALFORMED_JSON", "a JSON object is expected");
        }
        final Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            final String name = names.next();
            if (!allowed.contains(name)) {
                throw ApiProblem.badRequest("UNKNOWN_FIELD", "unknown field \"" + name + "\"; known: " + allowed);
            }
        }
        return new JsonFields(node);
    }

    /**
     * @param name a field
     * @return whether the body has it (a JSON null counts as absent)
     */
    public boolean has(final String name) {
        final JsonNode v = node.get(name);
        return v != null && !v.isNull();
    }

    private JsonNode required(final String name) {
        if (!has(name)) {
            throw ApiProblem.badRequest("MISSING_FIELD", "field \"" + name + "\" is required");
        }
        return node.get(name);
    }

    /**
     * @param name a required string field
     * @return its text
     */
    public String text(final String name) {
        final JsonNode v = required(name);
        if (!v.isTextual()) {
            throw wrongType(name, "a string");
        }
        return v.textValue();
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
        final JsonNode v = required(name);
        if (!v.isIntegralNumber()) {
            throw wrongType(name, "an integer");
        }
        if (!v.canConvertToLong() || v.longValue() < min || v.longValue() > max) {
            throw ApiProblem.badRequest("OUT_OF_RANGE", name + ": " + v.asText() + " is outside " + min + " to "
                    + max);
        }
        return v.longValue();
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
