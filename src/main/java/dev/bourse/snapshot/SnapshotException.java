package dev.bourse.snapshot;

/**
 * A snapshot could not be written, or no valid snapshot could be loaded; the message names the file and the reason.
 * Recovery refuses to start on it rather than apply partial or corrupt data.
 *
 * <p>Thread-safety: immutable.
 */
public final class SnapshotException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what and where (file, offset or section)
     */
    public SnapshotException(final String message) {
        super(message);
    }

    /**
     * @param message what and where
     * @param cause   the underlying failure
     */
    public SnapshotException(final String message, final Throwable cause) {
        super(message, cause);
    }
}
