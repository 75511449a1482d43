package dev.bourse.cluster.service;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.TotalsReport;

/**
 * Runs a state check in sequence (a StateCheck command from the log): the core's digest and its money-conservation
 * check, recorded on this node for comparison with the others and answered to the client. Every node runs the same
 * check at the same place in the log, so equal digests mean equal states.
 *
 * <p>Thread-safety: {@link #run} on the service thread; the getters from any thread (the record is published through
 * volatile fields, digest before count).
 */
final class StateChecks {
    private final ExchangeApi core;
    private final EgressPublisher egress;
    private final CommandDeduplicator dedupe;
    private volatile long lastHash;
    private volatile long lastDedupeHash;
    private volatile boolean lastBalanced;
    private volatile long lastAdmitted;
    private volatile long count;

    /**
     * @param core   the core (INLINE: its futures complete before the call returns)
     * @param egress answers the client
     * @param dedupe the exactly-once table, whose digest is recorded beside the core's
     */
    StateChecks(final ExchangeApi core, final EgressPublisher egress, final CommandDeduplicator dedupe) {
        this.core = core;
        this.egress = egress;
        this.dedupe = dedupe;
    }

    /**
     * Checks the state now and answers the current command.
     *
     * @param now      the log time, ns
     * @param admitted commands admitted so far by the exactly-once check, this one included
     */
    void run(final long now, final long admitted) {
        final long hash = core.stateHash().join();
        final TotalsReport totals = core.totals().join();
        lastHash = hash;
        lastDedupeHash = dedupe.stateHash();
        lastBalanced = totals.isBalanced();
        lastAdmitted = admitted;
        count++;
        egress.answerCheck(0, now, hash, totals.isBalanced());
    }

    /** @return the core's digest at the latest check */
    long lastHash() {
        return lastHash;
    }

    /** @return the deduplication table's digest at the latest check */
    long lastDedupeHash() {
        return lastDedupeHash;
    }

    /** @return whether money was conserved at the latest check */
    boolean lastBalanced() {
        return lastBalanced;
    }

    /** @return commands admitted (applied once each) up to and including the latest check */
    long lastAdmitted() {
        return lastAdmitted;
    }

    /** @return how many checks ran */
    long count() {
        return count;
    }
}
