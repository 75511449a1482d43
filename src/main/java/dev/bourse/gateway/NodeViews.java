package dev.bourse.gateway;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.core.CoreCounters;
import dev.bourse.core.ExchangeCore;
import dev.bourse.gateway.rest.Replies;
import java.lang.management.ManagementFactory;

/**
 * The operator view's JSON ({@code GET /api/v1/node}): the last second's sample, the core's state (ring, journal)
 * and the process's CPU time.
 * <p>Thread-safety: stateless.
 */
final class NodeViews {
    private NodeViews() {
    }

    static ObjectNode node(final NodeStatus.Sample s, final ExchangeCore core) {
        final CoreCounters c = core.counters();
        return Replies.object().put("commands", s.commands()).put("commandsPerSecond", s.perSecond())
                .put("p50Micros", s.p50Micros()).put("p99Micros", s.p99Micros()).put("p999Micros", s.p999Micros())
                .put("maxMicros", s.maxMicros()).put("resting", s.resting()).put("subscribers", s.subscribers())
                .put("running", core.isRunning()).put("errors", core.errors().count())
                .put("recoveredSequence", core.recoveredSequence())
                .put("ringCapacity", c.ringCapacity()).put("ringRemaining", c.ringRemaining())
                .put("journalBytes", c.journalBytes()).put("journalForces", c.journalForces())
                .put("journalForceMaxMicros", s.forceMaxMicros()).put("cpuSeconds", cpuSeconds());
    }

    /** @return the node process's CPU time so far, s; -1 where the JVM does not tell */
    static double cpuSeconds() {
        final java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean b && b.getProcessCpuTime() >= 0
                ? b.getProcessCpuTime() / 1e9 : -1;
    }
}
