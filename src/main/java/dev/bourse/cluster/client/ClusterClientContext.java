package dev.bourse.cluster.client;

import dev.bourse.api.ExchangeListener;
import dev.bourse.cluster.ClusterPorts;
import java.security.SecureRandom;

/**
 * What a {@link ClusterExchangeClient} is built from, each setting with a default that {@link #conclude()} fills in.
 * <pre>
 *   setting          default                               meaning
 *   ports            required                              the members' endpoints (ingress at base + 100 m + 2)
 *   clientId         a random long                         the id the service deduplicates on with the command ids;
 *                                                          reuse one only with command ids above those it used
 *   aeronDir         none: an embedded media driver        an external media driver's directory
 *   listener         none                                  receives the try* commands' events and results
 *   resendAfterMs    2000                                  ms without an answer before unacknowledged commands are
 *                                                          sent again (the service drops the duplicates)
 *   maxInFlight      4096                                  commands sent and not yet answered; a submitter waits
 *   idleSleepUs      100                                   µs the client's thread sleeps when idle
 *   connectTimeoutMs 10000                                 ms to wait for a leader at each (re)connection attempt
 * </pre>
 *
 * <p>Thread-safety: none; fill and hand over from one thread.
 */
public final class ClusterClientContext {
    private ClusterPorts ports;
    private long clientId;
    private boolean clientIdSet;
    private String aeronDir;
    private ExchangeListener listener;
    private long resendAfterMs = 2000;
    private int maxInFlight = 4096;
    private long idleSleepUs = 100;
    private long connectTimeoutMs = 10_000;

    /**
     * @param value the members' endpoints
     * @return this
     */
    public ClusterClientContext ports(final ClusterPorts value) {
        ports = value;
        return this;
    }

    /** @return the members' endpoints */
    public ClusterPorts ports() {
        return ports;
    }

    /**
     * @param value the client id (any value)
     * @return this
     */
    public ClusterClientContext clientId(final long value) {
        clientId = value;
        clientIdSet = true;
        return this;
    }

    /** @return the client id */
    public long clientId() {
        return clientId;
    }

    /**
     * @param value an external media driver's directory, or null for an embedded driver
     * @return this
     */
    public ClusterClientContext aeronDir(final String value) {
        aeronDir = value;
        return this;
    }

    /** @return the external driver's directory, or null */
    public String aeronDir() {
        return aeronDir;
    }

    /**
     * @param value receives the try* commands' events and results on the client's thread, or null
     * @return this
     */
    public ClusterClientContext listener(final ExchangeListener value) {
        listener = value;
        return this;
    }

    /** @return the listener, or null */
    public ExchangeListener listener() {
        return listener;
    }

    /**
     * @param value ms, 100..600000
     * @return this
     */
    public ClusterClientContext resendAfterMs(final long value) {
        resendAfterMs = value;
        return this;
    }

    /** @return ms before a re-send */
    public long resendAfterMs() {
        return resendAfterMs;
    }

    /**
     * @param value commands in flight, 1..1048576
     * @return this
     */
    public ClusterClientContext maxInFlight(final int value) {
        maxInFlight = value;
        return this;
    }

    /** @return commands in flight at most */
    public int maxInFlight() {
        return maxInFlight;
    }

    /**
     * @param value µs, 1..100000
     * @return this
     */
    public ClusterClientContext idleSleepUs(final long value) {
        idleSleepUs = value;
        return this;
    }

    /** @return µs of an idle sleep */
    public long idleSleepUs() {
        return idleSleepUs;
    }

    /**
     * @param value ms, 100..600000
     * @return this
     */
    public ClusterClientContext connectTimeoutMs(final long value) {
        connectTimeoutMs = value;
        return this;
    }

    /** @return ms per connection attempt */
    public long connectTimeoutMs() {
        return connectTimeoutMs;
    }

    /**
     * Checks the settings and fills the defaults.
     *
     * @return this
     * @throws IllegalArgumentException naming a missing or bad setting
     */
    public ClusterClientContext conclude() {
        if (ports == null) {
            throw new IllegalArgumentException("a cluster client needs the members' endpoints: ports(...)");
        }
        check("resendAfterMs", resendAfterMs, 100, 600_000);
        check("maxInFlight", maxInFlight, 1, 1 << 20);
        check("idleSleepUs", idleSleepUs, 1, 100_000);
        check("connectTimeoutMs", connectTimeoutMs, 100, 600_000);
        if (!clientIdSet) {
            clientId = new SecureRandom().nextLong();
            clientIdSet = true;
        }
        return this;
    }

    private static void check(final String name, final long value, final long min, final long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " must be in " + min + ".." + max + ": " + value);
        }
    }
}
