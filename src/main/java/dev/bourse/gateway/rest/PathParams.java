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
        if (!digits(text)) {
            throw ApiProblem.badRequest("BAD_PARAMETER", name + ": an integer is expected");
        }
        try {
            return Long.parseLong(text);
        } catch (final NumberFormatException e) {
            throw ApiProblem.badRequest("BAD_PARAMETER", name + ": " + text + " is too large");
        }
    }

    /** @return whether {@code text} is 1 to 19 ASCII digits (by hand: a regex compiled per call cost every cancel) */
    private static boolean digits(final String text) {
        if (text == null || text.isEmpty() || text.length() > 19) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            final char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}
