package dev.bourse.gateway;

import dev.bourse.api.EventSubscription;
import dev.bourse.core.EventStream;
import dev.bourse.core.ExchangeCore;
import dev.bourse.gateway.rest.CoreGate;
import dev.bourse.gateway.ws.StreamHub;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;

/**
 * The node's counters in Micrometer's Prometheus registry, served at {@code /metrics}: gateway requests by status,
 * commands submitted and refused, commands in flight and their round-trip percentiles, WebSocket clients, events
 * published, records each stream consumer lost and its lag, the core's results by code, its caught failures, whether
 * it runs, and the orders resting in the books.
 * <p>Thread-safety: safe for concurrent use.
 */
final class NodeMetrics {
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);

    NodeMetrics(final ExchangeCore core, final CoreGate gate, final StreamHub hub,
            final NodeStatus status, final ResultCounter results) {
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
        Gauge.builder("bourse.gateway.latency.p99", status, s -> s.last().p99Micros() / 1e6).baseUnit("seconds")
                .description("99th percentile round trip of the gateway's commands over the last second")
                .register(registry);
        Gauge.builder("bourse.gateway.latency.p50", status, s -> s.last().p50Micros() / 1e6).baseUnit("seconds")
                .description("median round trip of the gateway's commands over the last second").register(registry);
        Gauge.builder("bourse.book.resting", status, s -> s.last().resting())
                .description("orders shown in the books").register(registry);
    }

    /**
     * Counts one answered request.
     *
     * @param status its HTTP status
     */
    void request(final int status) {
        registry.counter("bourse.gateway.requests", "status", Integer.toString(status)).increment();
    }

    /** @return the Prometheus text exposition */
    String scrape() {
        return registry.scrape();
    }
}
