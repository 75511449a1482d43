package dev.bourse.gateway.rest;

/**
 * Decodes path and query parameters strictly.
 * <p>Thread-safety: stateless.
 */
public final class PathParams {
    private PathParams() {
    }

    /**
     * @param name the parameter, for the message
     * @param text its text
     * @return its value, &gt;= 1
     * @throws ApiProblem 400 BAD_PARAMETER when not 1 to 19 digits fitting a positive long
     */
    public static long positive(final String name, final String text) {
        final long v = nonNegative(name, text);
        if (v == 0) {
            throw ApiProblem.badRequest("BAD_PARAMETER", name + ": a positive integer is expected");
        }
        return v;
    }

    /**
     * @param name the parameter, for the message
     * @param text its text
     * @return its value, &gt;= 0
     * @throws ApiProblem 400 BAD_PARAMETER when not 1 to 19 digits fitting a long
     */
    public static long nonNegative(final String name, final String text) {
        if (text == null || !text.matches("[0-9]{1,19}")) {
            throw ApiProblem.badRequest("BAD_PARAMETER", name + ": an integer is expected");
        }
        try {
            return Long.parseLong(text);
        } catch (final NumberFormatException e) {
            throw ApiProblem.badRequest("BAD_PARAMETER", name + ": " + text + " is too large");
        }
    }
}
