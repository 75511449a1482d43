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
     * Each batch is handed to the operating system at its end; results are published without waiting for the
     * device, and a journal segment is forced only when it is sealed (full, or the journal closed). A process crash
     * loses nothing that was acknowledged (the OS holds it); a machine crash or power loss may lose every command
     * acknowledged since the newest segment was created or sealed, and recovery then cuts the journal where its
     * readable part ends, saying from which sequence on commands may be lost. Data that was sealed is checked as
     * with GROUP_COMMIT: its loss is refused, never cut.
     */
    ASYNC,
    /**
     * Each batch (up to {@link Settings#GROUPING_MAX_BATCH} commands) is forced to the device with one
     * force call, and its results are published only after that returns: every acknowledged command survives a
     * power loss, and recovery refuses to start, naming what is missing, if the disk later loses any of it (bar the
     * very last block written, which only a later write can confirm: if that one is damaged, it is cut with a warning
     * naming its sequences). The cost is one device flush per batch, shared by all the commands in it. The default.
     */
    GROUP_COMMIT
}
