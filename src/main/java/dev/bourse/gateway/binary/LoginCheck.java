package dev.bourse.gateway.binary;

/**
 * Decides whether a Login's credentials name the member it claims to be. Called on the gateway thread once per
 * Login (not on the order path), so it may allocate but must not block for long.
 *
 * <p>Thread-safety: called from the gateway thread only.
 */
@FunctionalInterface
public interface LoginCheck {
    /**
     * @param uid    the member the Login names, &gt; 0
     * @param apiKey the key, trailing NUL padding removed
     * @param secret the secret, trailing NUL padding removed
     * @return true when the key is the member's and the secret is right
     */
    boolean accepts(long uid, String apiKey, String secret);
}
