package dev.bourse.gateway.binary;

/**
 * The correlation id this gateway hands the core with each command, so that the core's result can be matched to
 * the member's command id without a shared table between threads:
 * <pre>
 *   0                   1                   2                   3
 *   0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *  +-----------------------+---+-----------------------------------+
 *  |  Marker 0xB5E (12)    |Typ|  Session index (18)               |  0  (high word)
 *  +-----------------------+---+-----------------------------------+
 *  |  Command counter of the session (32)                          |  4  (low word)
 *  +---------------------------------------------------------------+
 * </pre>
 * Typ is the {@code RequestType} (ENTER 0, CANCEL 1, REPLACE 2, MASS_CANCEL 3). A result whose correlation id lacks
 * the marker came from another gateway: its events still reach the member, with command id 0, and it gets no
 * Accepted or Rejected here.
 *
 * <p>Thread-safety: stateless.
 */
final class CommandTokens {
    /** Most member sessions a token can name. */
    static final int MAX_SESSIONS = 1 << 18;
    private static final long MARKER = 0xB5EL;

    private CommandTokens() {
    }

    static long token(final int requestType, final int sessionIndex, final long counter) {
        return (MARKER << 52) | ((long) requestType << 50) | ((long) sessionIndex << 32) | (counter & 0xFFFF_FFFFL);
    }

    static boolean isToken(final long correlationId) {
        return (correlationId >>> 52) == MARKER;
    }

    static int requestType(final long token) {
        return (int) (token >>> 50) & 3;
    }

    static int sessionIndex(final long token) {
        return (int) (token >>> 32) & (MAX_SESSIONS - 1);
    }

    static int counter(final long token) {
        return (int) token;
    }
}
