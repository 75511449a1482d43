package dev.bourse.gateway;

import dev.bourse.api.EventSubscription;
import dev.bourse.core.CoreCounters;
import dev.bourse.core.EventStream;
import dev.bourse.core.ExchangeCore;
import dev.bourse.gateway.rest.CoreGate;
import dev.bourse.gateway.ws.StreamHub;
import dev.bourse.gateway.ws.WsHeartbeat;
import io.javalin.router.Endpoint;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The node's counters in Micrometer's Prometheus registry, served at {@code /metrics} (docs/gateway.md lists them):
 * gateway requests by route and status (429 for rate limits, 503 for backpressure), commands submitted and refused,
 * commands in flight and their round-trip percentiles, WebSocket clients and slow and idle disconnects; the core's
 * results by code, its caught failures, whether it runs, the ring's free slots, the journal's blocks, bytes, forces
 * and force time (total, and the longest of the last second), the last snapshot's longest stall; events published,
 * and per stream consumer its lag, losses, gaps and errors; the orders resting in the books; and Micrometer's own
 * process and JVM meters (CPU, memory, threads, collections). Everything of the node's is read
 * from the core's public counters ({@link ExchangeCore#counters()}, {@link ExchangeCore#events()},
 * {@link ExchangeCore#errors()}) when scraped, so metrics cost the core nothing between scrapes.
 * <p>Thread-safety: safe for concurrent use.
 */
final class NodeMetrics {
    /** HTTP statuses are below this; the request counters are kept in arrays indexed by status. */
    private static final int STATUSES = 600;
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final JvmGcMetrics gc = new JvmGcMetrics();
    /**
     * The request counters by matched endpoint, then status, filled as they are first used: looking one up in the
     * registry builds its name, tags and id each time, which cost about as much as the signature check per request.
     */
    private final Map<Endpoint, Counter[]> requestCounters = new ConcurrentHashMap<>();
    private final Counter[] otherCounters = new Counter[STATUSES];

    NodeMetrics(final ExchangeCore core, final CoreGate gate, final StreamHub hub,
            final NodeStatus status, final ResultCounter results, final WsHeartbeat heartbeat) {
        FunctionCounter.builder("bourse.gateway.commands.submitted", gate, CoreGate::submitted)
                .description("commands the gateway submitted to the core").register(registry);
        FunctionCounter.builder("bourse.gateway.commands.refused", gate, CoreGate::refused)
                .description("commands refused with 503 (backpressure, draining, core unavailable)")
                .register(registry);
        Gauge.builder("bourse.gateway.commands.inflight", gate, CoreGate::inFlight)
                .description("commands submitted and not yet answered").register(registry);
        Gauge.builder("bourse.gateway.ws.clients", hub, StreamHub::sessions)
                .description("connected WebSocket clients").register(registry);
        FunctionCounter.builder("bourse.core.events", core.events(), EventStream::published)
                .description("records published on the core's event stream").register(registry);
        for (final EventSubscription s : core.events().subscriptions()) {
            FunctionCounter.builder("bourse.stream.lost", s, EventSubscription::lost).tag("consumer", s.name())
                    .description("records a stream consumer lost to overruns").register(registry);
            Gauge.builder("bourse.stream.lag", s, x -> core.events().published() - x.position())
                    .tag("consumer", s.name())
                    .description("records published and not yet read by a stream consumer").register(registry);
        }
        Gauge.builder("bourse.core.running", core, c -> c.isRunning() ? 1 : 0)
                .description("1 while the core accepts commands").register(registry);
        FunctionCounter.builder("bourse.core.errors", core, c -> c.errors().count())
                .description("failures the core caught at its stage boundaries").register(registry);
        results.register(registry);
        core(core.counters());
        FunctionCounter.builder("bourse.ws.slow.disconnects", hub, StreamHub::slowDisconnects)
                .description("WebSocket clients closed with 1008 for letting their queue fill").register(registry);
        FunctionCounter.builder("bourse.ws.idle.disconnects", heartbeat, WsHeartbeat::idleDisconnects)
                .description("WebSocket clients closed with 1001 for sending nothing through the heartbeat's idle time")
                .register(registry);
        FunctionCounter.builder("bourse.stream.producer.waits", core.events(), EventStream::producerWaits)
                .description("times the core's results thread waited for a full BLOCK consumer").register(registry);
        for (final EventSubscription s : core.events().subscriptions()) {
            FunctionCounter.builder("bourse.stream.gaps", s, EventSubscription::gaps).tag("consumer", s.name())
                    .description("overruns a DROP consumer was told of").register(registry);
            FunctionCounter.builder("bourse.stream.errors", s, EventSubscription::errors).tag("consumer", s.name())
                    .description("exceptions a stream consumer threw (counted, it went on)").register(registry);
        }
        Gauge.builder("bourse.snapshot.stall.max", core.counters(), c -> c.lastSnapshotMaxStallNanos() / 1e9)
                .baseUnit("seconds")
                .description("the longest stall of the pipeline while the last snapshot was captured")
                .register(registry);
        Gauge.builder("bourse.journal.force.max", status, s -> s.last().forceMaxMicros() / 1e6).baseUnit("seconds")
                .description("the longest journal force of the last second").register(registry);
        Gauge.builder("bourse.gateway.latency.p99", status, s -> s.last().p99Micros() / 1e6).baseUnit("seconds")
                .description("99th percentile round trip of the gateway's commands over the last second")
                .register(registry);
        Gauge.builder("bourse.gateway.latency.p50", status, s -> s.last().p50Micros() / 1e6).baseUnit("seconds")
                .description("median round trip of the gateway's commands over the last second").register(registry);
        Gauge.builder("bourse.book.resting", status, s -> s.last().resting())
                .description("orders shown in the books").register(registry);
        new ProcessorMetrics().bindTo(registry);
        new JvmMemoryMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        gc.bindTo(registry);
    }

    /** Stops listening to the JVM's collections. */
    void close() {
        gc.close();
    }

    private void core(final CoreCounters c) {
        Gauge.builder("bourse.ring.capacity", c, CoreCounters::ringCapacity)
                .description("command ring slots").register(registry);
        Gauge.builder("bourse.ring.remaining", c, CoreCounters::ringRemaining)
                .description("command ring slots free now (capacity less the backlog)").register(registry);
        FunctionCounter.builder("bourse.ring.claimed", c, CoreCounters::ringClaimed)
                .description("command ring slots claimed (commands, queries, replays)").register(registry);
        FunctionCounter.builder("bourse.journal.blocks", c, CoreCounters::journalBlocks)
                .description("journal blocks written").register(registry);
        FunctionCounter.builder("bourse.journal.written", c, CoreCounters::journalBytes).baseUnit("bytes")
                .description("bytes written to journal segments").register(registry);
        FunctionCounter.builder("bourse.journal.forces", c, CoreCounters::journalForces)
                .description("journal forces (one per block in GROUP_COMMIT)").register(registry);
        FunctionCounter.builder("bourse.journal.force.time", c, x -> x.journalForceNanos() / 1e9)
                .baseUnit("seconds").description("time spent in journal forces").register(registry);
    }

    /**
     * Counts one answered request under its route (the matched path pattern, so path parameters do not multiply the
     * series; {@code other} for static files and unmatched paths).
     *
     * @param endpoint the matched HTTP endpoint, or null
     * @param status   its HTTP status
     */
    void request(final Endpoint endpoint, final int status) {
        if (status < 0 || status >= STATUSES) {
            lookUp(endpoint, status).increment();
            return;
        }
        final Counter[] byStatus = endpoint == null ? otherCounters
                : requestCounters.computeIfAbsent(endpoint, e -> new Counter[STATUSES]);
        Counter c = byStatus[status];
        if (c == null) {
            // A race only looks the same counter up twice: the registry returns the one it has.
            c = lookUp(endpoint, status);
            byStatus[status] = c;
        }
        c.increment();
    }

    private Counter lookUp(final Endpoint endpoint, final int status) {
        final String route = endpoint == null ? "other" : endpoint.method.name() + " " + endpoint.path;
        return registry.counter("bourse.gateway.requests", "route", route, "status", Integer.toString(status));
    }

    /** @return the Prometheus text exposition */
    String scrape() {
        return registry.scrape();
    }
}
