package dev.bourse.gateway;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.core.CoreCounters;
import dev.bourse.core.ExchangeCore;
import dev.bourse.gateway.rest.Replies;

/**
 * The operator view's JSON ({@code GET /api/v1/node}): the last second's sample and the core's state (ring, journal).
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
                .put("journalForceMaxMicros", s.forceMaxMicros());
    }
}
