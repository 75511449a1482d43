package dev.bourse.gateway.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Checks a request's key, timestamp and signature ({@link RequestSigner}), and refuses a signature seen before within
 * the window (a replay). A signature is remembered while its timestamp is inside the window (after that, any use of
 * it is {@link Verdict#STALE}), at most {@code maxRemembered} of them; when that many are live, new requests are
 * refused as {@link Verdict#BUSY} rather than letting the memory grow.
 * <p>Thread-safety: safe for concurrent use.
 */
public final class SignatureCheck {
    /** The outcome of a check. */
    public enum Verdict {
        /** Signed by the key's holder, fresh, first seen. */
        OK,
        /** No key, timestamp or signature header, or a malformed one. */
        MISSING,
        /** The key is not known. */
        UNKNOWN_KEY,
        /** The timestamp is outside the window. */
        STALE,
        /** The signature does not match. */
        BAD_SIGNATURE,
        /** The same signature was accepted before. */
        REPLAYED,
        /** Too many signatures are remembered to check for replays. */
        BUSY
    }

    private final ApiKeys keys;
    private final LongSupplier clockMillis;
    private final long windowMillis;
    private final int maxRemembered;
    private final Map<String, Long> seen = new ConcurrentHashMap<>();

    /**
     * @param keys          the accepted keys
     * @param clockMillis   wall clock, ms since the epoch
     * @param windowMillis  largest distance of a timestamp from the clock, ms
     * @param maxRemembered signatures remembered at most, &gt;= 1
     */
    public SignatureCheck(final ApiKeys keys, final LongSupplier clockMillis, final long windowMillis,
            final int maxRemembered) {
        this.keys = keys;
        this.clockMillis = clockMillis;
        this.windowMillis = windowMillis;
        this.maxRemembered = maxRemembered;
    }

    /**
     * @param key       the key header, may be null
     * @param timestamp the timestamp header (ms since the epoch, decimal), may be null
     * @param signature the signature header, may be null
     * @param method    HTTP method
     * @param path      request path
     * @param query     raw query or null
     * @param body      body bytes
     * @return the verdict; on {@link Verdict#OK} the signature is remembered
     */
    public Verdict check(final String key, final String timestamp, final String signature, final String method,
            final String path, final String query, final byte[] body) {
        if (key == null || timestamp == null || signature == null || !digits(timestamp) || signature.length() != 64) {
            return Verdict.MISSING;
        }
        final Principal p = keys.find(key);
        if (p == null) {
            return Verdict.UNKNOWN_KEY;
        }
        final long ts = Long.parseLong(timestamp);
        final long now = clockMillis.getAsLong();
        if (Math.abs(now - ts) > windowMillis) {
            return Verdict.STALE;
        }
        final String expected = RequestSigner.sign(p.secret(), ts, method, path, query, body);
        if (!MessageDigest.isEqual(expected.getBytes(StandardCharsets.US_ASCII),
                signature.getBytes(StandardCharsets.US_ASCII))) {
            return Verdict.BAD_SIGNATURE;
        }
        if (seen.size() >= maxRemembered) {
            forgetBefore(now - windowMillis);
            if (seen.size() >= maxRemembered) {
                return Verdict.BUSY;
            }
        }
        return seen.putIfAbsent(expected, ts) == null ? Verdict.OK : Verdict.REPLAYED;
    }

    /** @return whether {@code text} is 1 to 18 decimal digits (no regex: this runs for every request) */
    private static boolean digits(final String text) {
        final int n = text.length();
        if (n < 1 || n > 18) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            final char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    private void forgetBefore(final long oldest) {
        final Iterator<Map.Entry<String, Long>> it = seen.entrySet().iterator();
        while (it.hasNext()) {
            if (it.next().getValue() < oldest) {
                it.remove();
            }
        }
    }
}
