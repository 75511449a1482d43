package dev.bourse.gateway.auth;

/**
 * An API key's holder.
 *
 * @param key    the public key id, 16 to 64 characters of [A-Za-z0-9]
 * @param secret the HMAC secret, 16 to 128 characters
 * @param uid    the member's user id in the core, 1 to {@link #MAX_UID}; 0 for an administrator
 * @param admin  whether the key opens the admin endpoints (and no member endpoint)
 */
public record Principal(String key, String secret, long uid, boolean admin) {
    /** The largest member uid: order ids carry the uid in their upper 31 bits. */
    public static final long MAX_UID = Integer.MAX_VALUE;

    /**
     * @throws IllegalArgumentException on a malformed key or secret, or a uid out of range
     */
    public Principal {
        if (key == null || !key.matches("[A-Za-z0-9]{16,64}")) {
            throw new IllegalArgumentException("key: 16 to 64 letters or digits");
        }
        if (secret == null || secret.length() < 16 || secret.length() > 128) {
            throw new IllegalArgumentException("secret: 16 to 128 characters");
        }
        if (admin ? uid != 0 : uid < 1 || uid > MAX_UID) {
            throw new IllegalArgumentException("uid: 0 for an admin, 1 to " + MAX_UID + " for a member, not " + uid);
        }
    }

    @Override
    public String toString() {
        return "Principal{key=" + key + ", uid=" + uid + ", admin=" + admin + '}';
    }
}
