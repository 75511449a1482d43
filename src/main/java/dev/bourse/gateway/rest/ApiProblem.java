package dev.bourse.gateway.rest;

/**
 * A request the gateway refuses: the HTTP status, a machine-readable reason (upper-case words, stable) and a message
 * for people. Thrown while decoding a request and answered by the routes' exception handler; it never reaches the
 * core.
 */
public final class ApiProblem extends RuntimeException {
    private static final long serialVersionUID = 1L;
    /** The HTTP status. */
    private final int status;
    /** The machine-readable reason. */
    private final String reason;
    /** Seconds for Retry-After, 0 for none. */
    private final long retryAfter;

    /**
     * @param status  HTTP status, 4xx or 5xx
     * @param reason  machine-readable reason
     * @param message for people
     */
    public ApiProblem(final int status, final String reason, final String message) {
        this(status, reason, message, 0);
    }

    /**
     * @param status     HTTP status, 4xx or 5xx
     * @param reason     machine-readable reason
     * @param message    for people
     * @param retryAfter seconds for the Retry-After header, 0 for none
     */
    public ApiProblem(final int status, final String reason, final String message, final long retryAfter) {
        super(message, null, false, false);
        this.status = status;
        this.reason = reason;
        this.retryAfter = retryAfter;
    }

    /** @return the HTTP status */
    public int status() {
        return status;
    }

    /** @return the machine-readable reason */
    public String reason() {
        return reason;
    }

    /** @return seconds for Retry-After, 0 for none */
    public long retryAfter() {
        return retryAfter;
    }

    /**
     * @param reason  machine-readable reason
     * @param message for people
     * @return a 400
     */
    public static ApiProblem badRequest(final String reason, final String message) {
        return new ApiProblem(400, reason, message);
    }
}
