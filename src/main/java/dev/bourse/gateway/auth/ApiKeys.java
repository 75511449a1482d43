package dev.bourse.gateway.auth;

import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The API keys the gateway accepts. Kept in memory: keys issued at run time are gone after a restart.
 * <p>Thread-safety: safe for concurrent use.
 */
public final class ApiKeys {
    private static final char[] ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789".toCharArray();
    private final Map<String, Principal> byKey = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    /**
     * Registers a key.
     *
     * @param principal the key and its holder
     * @throws IllegalArgumentException if the key is registered already
     */
    public void add(final Principal principal) {
        if (byKey.putIfAbsent(principal.key(), principal) != null) {
            throw new IllegalArgumentException("key " + principal.key() + " exists already");
        }
    }

    /**
     * Issues a fresh random key and secret.
     *
     * @param uid   the member's uid (0 with {@code admin})
     * @param admin whether it is an administrator's key
     * @return the registered principal
     */
    public Principal issue(final long uid, final boolean admin) {
        final Principal p = new Principal(randomText(24), randomText(40), uid, admin);
        add(p);
        return p;
    }

    /**
     * @param key a key id from a request
     * @return its principal, or null when unknown
     */
    public Principal find(final String key) {
        return key == null ? null : byKey.get(key);
    }

    private String randomText(final int length) {
        final char[] c = new char[length];
        for (int i = 0; i < length; i++) {
            c[i] = ALPHABET[random.nextInt(ALPHABET.length)];
        }
        return new String(c);
    }
}
