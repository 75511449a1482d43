package dev.bourse.gateway.rest;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Set;
import org.junit.jupiter.api.Test;

class JsonFieldsTest {
    private static final Set<String> FIELDS = Set.of("a", "b", "c");

    private static JsonFields parse(final String body) {
        return JsonFields.parse(body.getBytes(StandardCharsets.UTF_8), FIELDS);
    }

    private static String reason(final String body, final String field) {
        try {
            final JsonFields f = parse(body);
            return field == null ? "accepted" : Long.toString(f.integer(field, 0, 1_000));
        } catch (final ApiProblem p) {
            return p.reason();
        }
    }

    @Test
    void fieldsAreReadByTypeAndANullIsAbsent() {
        final JsonFields f = parse("{\"a\":\"x\",\"b\":12,\"c\":null}");
        assertThat(f.text("a")).isEqualTo("x");
        assertThat(f.integer("b", 0, 100)).isEqualTo(12);
        assertThat(f.has("c")).isFalse();
        assertThat(f.integer("c", 0, 100, 7)).isEqualTo(7);
        assertThat(reason("{\"c\":null}", "c")).isEqualTo("MISSING_FIELD");
    }

    @Test
    void eachFaultHasItsReason() {
        assertThat(reason("{\"a\":1,\"a\":2}", null)).isEqualTo("MALFORMED_JSON");
        assertThat(reason("{\"a\":1} 2", null)).isEqualTo("MALFORMED_JSON");
        assertThat(reason("\"a\"", null)).isEqualTo("MALFORMED_JSON");
        assertThat(reason("   ", null)).isEqualTo("MALFORMED_JSON");
        assertThat(reason("{\"z\":1,\"a\":}", null)).as("the body is judged before its names").isEqualTo(
                "MALFORMED_JSON");
        assertThat(reason("{\"z\":{\"a\":[1,2]},\"a\":1}", null)).isEqualTo("UNKNOWN_FIELD");
        assertThat(reason("{\"a\":{\"b\":1}}", "a")).isEqualTo("WRONG_TYPE");
        assertThat(reason("{\"a\":1.0}", "a")).isEqualTo("WRONG_TYPE");
        assertThat(reason("{\"a\":\"1\"}", "a")).isEqualTo("WRONG_TYPE");
        assertThat(reason("{\"a\":1001}", "a")).isEqualTo("OUT_OF_RANGE");
        assertThat(reason("{\"a\":99999999999999999999}", "a")).isEqualTo("OUT_OF_RANGE");
        assertThat(reason("{\"a\":[1],\"b\":2}", "b")).isEqualTo("2");
    }
}
