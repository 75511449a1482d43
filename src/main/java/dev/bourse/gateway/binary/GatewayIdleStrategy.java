package dev.bourse.gateway.binary;

import dev.bourse.common.SpinThenSleepIdleStrategy;

/**
 * How the gateway thread waits when a duty cycle found nothing to do: it spins and yields briefly (a member sending
 * steadily is served without a system call to sleep), then sleeps in its selector until a socket is ready or the
 * listener rings ({@link BinaryGatewayAgent#await()}).
 *
 * <p>Thread-safety: the gateway thread only.
 */
final class GatewayIdleStrategy extends SpinThenSleepIdleStrategy {
    private final BinaryGatewayAgent agent;

    /**
     * @param agent the gateway's agent, which knows its selector, response buffer and connections
     */
    GatewayIdleStrategy(final BinaryGatewayAgent agent) {
        this.agent = agent;
    }

    @Override
    protected void sleep() {
        agent.await();
    }

    @Override
    public String alias() {
        return "selector";
    }
}
