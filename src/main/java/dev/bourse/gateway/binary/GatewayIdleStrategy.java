package dev.bourse.gateway.binary;

import org.agrona.concurrent.IdleStrategy;

/**
 * How the gateway thread waits when a duty cycle found nothing to do: it spins and yields briefly (a member sending
 * steadily is served without a system call to sleep), then sleeps in its selector until a socket is ready or the
 * listener rings ({@link BinaryGatewayAgent#await()}).
 *
 * <p>Thread-safety: the gateway thread only.
 */
final class GatewayIdleStrategy implements IdleStrategy {
    private static final int SPINS = 100;
    private static final int YIELDS = 10;

    private final BinaryGatewayAgent agent;
    private int idleCalls;

    /**
     * @param agent the gateway's agent, which knows its selector, response buffer and connections
     */
    GatewayIdleStrategy(final BinaryGatewayAgent agent) {
        this.agent = agent;
    }

    @Override
    public void idle(final int workCount) {
        if (workCount > 0) {
            idleCalls = 0;
            return;
        }
        idle();
    }

    @Override
    public void idle() {
        final int n = idleCalls++;
        if (n < SPINS) {
            Thread.onSpinWait();
        } else if (n < SPINS + YIELDS) {
            Thread.yield();
        } else {
            agent.await();
        }
    }

    @Override
    public void reset() {
        idleCalls = 0;
    }

    @Override
    public String alias() {
        return "selector";
    }
}
