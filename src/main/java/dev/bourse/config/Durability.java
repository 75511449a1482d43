package dev.bourse.config;

/**
 * When the journal forces written commands to the storage device, relative to publishing their results
 * (property {@link Settings#JOURNAL_DURABILITY}). Both modes write a batch at its end (practice 18); they
 * differ in whether the results of the batch wait for the device. Neither matters when
 * {@link Settings#JOURNAL_ENABLED} is {@code false}.
 *
 * <p>Thread-safety: immutable.
 */
public enum Durability {
    /**
     * Each batch is handed to the operating system at its end and forced to the device later, off the critical
     * path; results are published without waiting for the device. A process crash loses nothing that was
     * acknowledged (the OS holds it), but a machine crash or power loss may lose the last acknowledged commands.
     */
    ASYNC,
    /**
     * Each batch (up to {@link Settings#GROUPING_MAX_BATCH} commands) is forced to the device with one
     * force call, and its results are published only after that returns: every acknowledged command survives a
     * power loss. The cost is one device flush per batch, shared by all the commands in it.
     */
    GROUP_COMMIT
}
