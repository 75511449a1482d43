package dev.bourse.gateway.rest;

import dev.bourse.gateway.auth.ApiKeys;
import dev.bourse.gateway.auth.Principal;
import dev.bourse.gateway.auth.RateLimiter;
import dev.bourse.gateway.auth.SignatureCheck;
import io.javalin.http.Context;

/**
 * Admission of an authenticated request: body size, signature (key, window, replay), the key's role, its rate. Reads
 * the body once; handlers take it from {@link Admitted#body()}.
 * <p>Headers: {@value #KEY}, {@value #TIMESTAMP} (ms since the epoch), {@value #SIGNATURE} (see
 * {@link dev.bourse.gateway.auth.RequestSigner}).
 * <p>Thread-safety: safe for concurrent use.
 */
public final class RestGate {
    /** The API key header. */
    public static final String KEY = "X-Bourse-Key";
    /** The timestamp header, ms since the epoch. */
    public static final String TIMESTAMP = "X-Bourse-Timestamp";
    /** The signature header, 64 hex digits. */
    public static final String SIGNATURE = "X-Bourse-Signature";

    private final SignatureCheck signatures;
    private final RateLimiter rates;
    private final ApiKeys keys;
    private final int maxBodyBytes;

    /**
     * An admitted request.
     *
     * @param principal who sent it
     * @param body      its body bytes
     */
    public record Admitted(Principal principal, byte[] body) {
    }

    /**
     * @param keys         the accepted keys
     * @param signatures   the signature check
     * @param rates        the per-key rate limit
     * @param maxBodyBytes largest body, bytes
     */
    public RestGate(final ApiKeys keys, final SignatureCheck signatures, final RateLimiter rates,
            final int maxBodyBytes) {
        this.keys = keys;
        this.signatures = signatures;
        this.rates = rates;
        this.maxBodyBytes = maxBodyBytes;
    }

    /**
     * @param ctx   the request
     * @param admin whether the endpoint is an admin one (admin keys only) or a member one (member keys only)
     * @return the admitted request
     * @throws ApiProblem 413 BODY_TOO_LARGE, 401 with the signature verdict, 403 WRONG_ROLE, 429 RATE_LIMITED
     */
    public Admitted admit(final Context ctx, final boolean admin) {
        final byte[] body = body(ctx, maxBodyBytes);
        final String key = ctx.header(KEY);
        final SignatureCheck.Verdict v = signatures.check(key, ctx.header(TIMESTAMP), ctx.header(SIGNATURE),
                ctx.method().name(), ctx.path(), ctx.queryString(), body);
        if (v == SignatureCheck.Verdict.BUSY) {
            throw new ApiProblem(503, "BUSY", "too many recent requests to check for replays", 1);
        }
        if (v != SignatureCheck.Verdict.OK) {
            throw new ApiProblem(401, v.name(), "authentication failed: " + v.name().toLowerCase(java.util.Locale.ROOT)
                    .replace('_', ' '));
        }
        final Principal p = keys.find(key);
        if (p.admin() != admin) {
            throw new ApiProblem(403, "WRONG_ROLE", admin ? "an admin key is needed" : "a member key is needed");
        }
        final long wait = rates.acquire(key);
        if (wait > 0) {
            throw new ApiProblem(429, "RATE_LIMITED", "too many requests for this key", wait);
        }
        return new Admitted(p, body);
    }

    /**
     * @param ctx      the request
     * @param maxBytes largest body
     * @return the body
     * @throws ApiProblem 413 BODY_TOO_LARGE
     */
    public static byte[] body(final Context ctx, final int maxBytes) {
        final long declared = ctx.req().getContentLengthLong();
        if (declared > maxBytes) {
            throw new ApiProblem(413, "BODY_TOO_LARGE", "the body is larger than " + maxBytes + " bytes");
        }
        final byte[] body = ctx.bodyAsBytes();
        if (body.length > maxBytes) {
            throw new ApiProblem(413, "BODY_TOO_LARGE", "the body is larger than " + maxBytes + " bytes");
        }
        return body;
    }
}
