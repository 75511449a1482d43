package dev.bourse.cluster.route;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.cluster.ClusterResultCode;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Test fixture: an {@link ExchangeApi} in front of one cluster that records every transfer leg the cluster applied
 * (a deposit or withdrawal with a reserved transaction id answered SUCCESS), and can fail legs the way a network
 * does: the command never arrives, or it is applied and its answer is lost, or no answer comes in time. Faults are
 * planned one by one or drawn at random. Every other call goes straight through.
 */
final class FaultyLegs implements InvocationHandler {
    /** What happens to one leg. */
    enum Fault { NONE, DROPPED, ANSWER_LOST, NO_ANSWER }

    private final ExchangeApi target;
    private final int cluster;
    private final Map<String, Integer> applied;
    private final Deque<Fault> planned = new ArrayDeque<>();
    private final Random random;
    private final double faultRate;

    private FaultyLegs(final ExchangeApi target, final int cluster, final Map<String, Integer> applied,
            final Random random, final double faultRate) {
        this.target = target;
        this.cluster = cluster;
        this.applied = applied;
        this.random = random;
        this.faultRate = faultRate;
    }

    /** A shared record of applied legs: key {@code cluster/txId}, value how many times the cluster applied it. */
    static Map<String, Integer> ledger() {
        return new ConcurrentHashMap<>();
    }

    static FaultyLegs over(final ExchangeApi target, final int cluster, final Map<String, Integer> applied,
            final Random random, final double faultRate) {
        return new FaultyLegs(target, cluster, applied, random, faultRate);
    }

    ExchangeApi api() {
        return (ExchangeApi) Proxy.newProxyInstance(ExchangeApi.class.getClassLoader(),
                new Class<?>[] {ExchangeApi.class}, this);
    }

    /** Plans the fault of the next leg (then the one after, in order). */
    synchronized void plan(final Fault fault) {
        planned.add(fault);
    }

    static int applied(final Map<String, Integer> ledger, final int cluster, final long txId) {
        return ledger.getOrDefault(cluster + "/" + txId, 0);
    }

    private synchronized Fault next() {
        if (!planned.isEmpty()) {
            return planned.poll();
        }
        if (random != null && random.nextDouble() < faultRate) {
            return Fault.values()[1 + random.nextInt(3)];
        }
        return Fault.NONE;
    }

    @Override
    public Object invoke(final Object proxy, final Method method, final Object[] args) throws Throwable {
        final boolean leg = ("deposit".equals(method.getName()) || "withdraw".equals(method.getName()))
                && args != null && args.length == 4 && TransferIds.isReserved((Long) args[3]);
        if (!leg) {
            return call(method, args);
        }
        final Fault fault = next();
        if (fault == Fault.DROPPED) {
            return CompletableFuture.completedFuture(CommandResult.refused(ClusterResultCode.NOT_CONNECTED));
        }
        @SuppressWarnings("unchecked")
        final CommandResult r = ((CompletableFuture<CommandResult>) call(method, args)).join();
        if (r.isSuccess()) {
            applied.merge(cluster + "/" + args[3], 1, Integer::sum);
        }
        switch (fault) {
            case ANSWER_LOST:
                return CompletableFuture.completedFuture(CommandResult.refused(ClusterResultCode.NOT_CONNECTED));
            case NO_ANSWER:
                return new CompletableFuture<CommandResult>();
            default:
                return CompletableFuture.completedFuture(r);
        }
    }

    private Object call(final Method method, final Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (final InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
