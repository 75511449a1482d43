package dev.bourse.gateway.auth;

import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Computes a request's signature: lower-case hex of HMAC-SHA256, keyed by the secret, over
 * {@code timestamp + "\n" + METHOD + "\n" + path + "\n" + query + "\n" + body} (query without the {@code ?}, empty
 * when none; body as sent, UTF-8). Clients sign the same way.
 * <p>Thread-safety: stateless; safe for concurrent use.
 */
public final class RequestSigner {
    private static final char[] HEX = "0123456789abcdef".toCharArray();
    /** One MAC per thread, keyed anew per call: looking the algorithm up for each request cost more than the MAC. */
    private static final ThreadLocal<Mac> MACS = ThreadLocal.withInitial(RequestSigner::newMac);

    private RequestSigner() {
    }

    /**
     * @param secret      the key's secret
     * @param timestampMs the request's timestamp header, ms since the epoch
     * @param method      HTTP method, upper case
     * @param path        request path, e.g. {@code /api/v1/orders}
     * @param query       raw query string without {@code ?}, or null
     * @param body        the body bytes (empty when none)
     * @return 64 hex digits
     */
    public static String sign(final String secret, final long timestampMs, final String method, final String path,
            final String query, final byte[] body) {
        final Mac mac = mac(secret);
        final String head = timestampMs + "\n" + method + "\n" + path + "\n" + (query == null ? "" : query) + "\n";
        mac.update(head.getBytes(StandardCharsets.UTF_8));
        final byte[] digest = mac.doFinal(body);
        final char[] out = new char[digest.length * 2];
        for (int i = 0; i < digest.length; i++) {
            out[2 * i] = HEX[(digest[i] >> 4) & 0xF];
            out[2 * i + 1] = HEX[digest[i] & 0xF];
        }
        return new String(out);
    }

    private static Mac mac(final String secret) {
        final Mac mac = MACS.get();
        try {
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        } catch (final InvalidKeyException e) {
            throw new IllegalStateException("an HMAC takes any key", e);
        }
        return mac;
    }

    private static Mac newMac() {
        try {
            return Mac.getInstance("HmacSHA256");
        } catch (final NoSuchAlgorithmException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
