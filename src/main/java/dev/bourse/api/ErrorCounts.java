package dev.bourse.api;

/**
 * The failures a core caught at its stage boundaries (and the few it records beside them: a CPU it could not pin to,
 * a journal it could not close): how many, and the first and latest, for monitoring and tests. Whether a failure
 * refused its command or halted the core is the failure policy of {@link ExchangeApi}; an error handler injected into
 * the core hears of each one as it is caught.
 *
 * <p>Thread-safety: readable from any thread while the core runs.
 */
public interface ErrorCounts {

    /** @return failures recorded so far, over all stages */
    long count();

    /** @return the first failure recorded, or null */
    Throwable first();

    /** @return the latest failure recorded, or null */
    Throwable last();
}
