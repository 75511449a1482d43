package dev.bourse.gateway.binary.client;

import dev.bourse.gateway.binary.sbe.LoginRejectReason;
import java.io.IOException;

/**
 * The server refused the Login (or ended the connection instead of answering it).
 * <p>Thread-safety: immutable.
 */
public final class LoginRefusedException extends IOException {
    private static final long serialVersionUID = 1L;
    private final transient LoginRejectReason reason;

    /**
     * @param reason the server's reason, or null when it closed without one
     * @param message detail
     */
    public LoginRefusedException(final LoginRejectReason reason, final String message) {
        super(message);
        this.reason = reason;
    }

    /** @return the server's reason, or null when it closed without one */
    public LoginRejectReason reason() {
        return reason;
    }
}
