package dev.bourse.gateway.rest;

import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.regex.Pattern;

/**
 * The {@value #HEADER} header of a mutating request, and the one place where it meets the core. A retry with the same
 * key must return the first answer and never apply twice, also after a restart: so the key has to reach the core as a
 * client command id that goes through the journal, where duplicates are detected on replay as they are live. A cache
 * in the gateway would forget on restart, and there is none.
 *
 * <p>The header: 1 to 64 characters of {@code [A-Za-z0-9_-]}, chosen by the member; keys are per member (two
 * members may use the same text). {@link #commandId} turns (member, key) into a 63-bit id, the same on every node
 * and every run: the first 8 bytes of SHA-256 over the uid and the key, never 0.
 *
 * <p>Until the core carries such an id ({@code coreDeduplicates} false, as now), a request with the header is refused
 * with 501 IDEMPOTENCY_UNAVAILABLE before anything reaches the core, so that no client takes a retry for safe when it
 * is not; a request without it goes on. With the core's id in place the routes pass {@link #commandId}'s value with
 * the command, and this gate lets them.
 * <p>Thread-safety: stateless; safe for concurrent use.
 */
public final class IdempotencyGate {
    /** The request header. */
    public static final String HEADER = "Idempotency-Key";
    /** No key given. */
    public static final long NONE = 0;
    private static final Pattern KEY = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private final boolean coreDeduplicates;

    /**
     * @param coreDeduplicates whether the core takes a client command id and detects its duplicates through the
     *                         journal
     */
    public IdempotencyGate(final boolean coreDeduplicates) {
        this.coreDeduplicates = coreDeduplicates;
    }

    /**
     * @param ctx the request, already admitted
     * @param uid the member
     * @return {@link #NONE} when the request has no key, else the key's client command id
     * @throws ApiProblem 400 BAD_IDEMPOTENCY_KEY for a malformed key, 501 IDEMPOTENCY_UNAVAILABLE while the core
     *     cannot deduplicate
     */
    public long commandId(final Context ctx, final long uid) {
        final String key = ctx.header(HEADER);
        if (key == null) {
            return NONE;
        }
        if (!KEY.matcher(key).matches()) {
            throw ApiProblem.badRequest("BAD_IDEMPOTENCY_KEY", HEADER + ": 1 to 64 characters of A-Z a-z 0-9 _ -");
        }
        if (!coreDeduplicates) {
            throw new ApiProblem(501, "IDEMPOTENCY_UNAVAILABLE", "this node cannot yet guarantee that a retry applies "
                    + "once: send the request without " + HEADER + " (client order ids and txIds are still unique)");
        }
        return derive(uid, key);
    }

    /**
     * @param uid the member
     * @param key the header's text
     * @return the client command id: 1 to 2^63 - 1, the same for the same member and key
     */
    public static long derive(final long uid, final String key) {
        final MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (final NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
        for (int shift = 56; shift >= 0; shift -= 8) {
            sha.update((byte) (uid >>> shift));
        }
        final byte[] d = sha.digest(key.getBytes(StandardCharsets.US_ASCII));
        long id = 0;
        for (int i = 0; i < 8; i++) {
            id = id << 8 | (d[i] & 0xFF);
        }
        id &= Long.MAX_VALUE;
        return id == 0 ? 1 : id;
    }
}
