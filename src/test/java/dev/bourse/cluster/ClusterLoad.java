package dev.bourse.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.cluster.client.ClusterExchangeClient;
import dev.bourse.testkit.TestSpecs;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Test load on a cluster: one thread keeps {@link #WINDOW} commands in flight through one client, orders that cross
 * each other (so a command applied twice would trade twice; each user buys and sells in turn, so no one runs out of
 * funds in a long run) and deposits of one unit, until {@link #stop()}; every
 * answer must be SUCCESS or, for a re-send of a command applied before a failover, DUPLICATE_COMMAND. Deposits are
 * counted per user, so the balances after the run tell whether each deposit applied exactly once.
 */
final class ClusterLoad implements AutoCloseable {
    static final int USERS = 4;
    static final long FUNDS = 1_000_000_000_000L;
    private static final int WINDOW = 32;

    private final ClusterExchangeClient client;
    private final Thread thread;
    private final long[] deposits = new long[USERS + 1];
    private final List<String> failures = new ArrayList<>();
    private final AtomicLong lastAnswerNs = new AtomicLong();
    private final AtomicLong longestGapNs = new AtomicLong();
    private volatile boolean stopping;
    private long commands;
    private long duplicates;
    private Throwable crash;

    /**
     * Adds the symbol and the funded users, then starts the load.
     *
     * @param client   the client
     * @param firstId  the first order id to use (runs on one cluster use disjoint ranges)
     */
    ClusterLoad(final ClusterExchangeClient client, final long firstId) throws Exception {
        this.client = client;
        this.thread = new Thread(() -> run(firstId), "cluster-load");
        thread.start();
    }

    /**
     * Adds symbol 1 and users 1..USERS with FUNDS of both currencies.
     *
     * @param client the client
     */
    static void setUp(final ClusterExchangeClient client) throws Exception {
        assertThat(client.addSymbol(TestSpecs.spot(1)).get(60, TimeUnit.SECONDS).isSuccess()).isTrue();
        for (int u = 1; u <= USERS; u++) {
            assertThat(client.addUser(u).get(60, TimeUnit.SECONDS).isSuccess()).isTrue();
            assertThat(client.deposit(u, TestSpecs.QUOTE, FUNDS, 1).get(60, TimeUnit.SECONDS).isSuccess()).isTrue();
            assertThat(client.deposit(u, TestSpecs.BASE, FUNDS, 1).get(60, TimeUnit.SECONDS).isSuccess()).isTrue();
        }
    }

    private void run(final long firstId) {
        final ArrayDeque<CompletableFuture<CommandResult>> window = new ArrayDeque<>();
        try {
            long i = firstId;
            while (!stopping) {
                window.addLast(command(i++));
                if (window.size() >= WINDOW) {
                    check(window.pollFirst());
                }
            }
            while (!window.isEmpty()) {
                check(window.pollFirst());
            }
        } catch (final Throwable t) {
            synchronized (this) {
                crash = t;
            }
        }
    }

    private CompletableFuture<CommandResult> command(final long i) {
        final int uid = (int) (1 + i % USERS);
        final CompletableFuture<CommandResult> f;
        if (i % 10 == 0) {
            synchronized (this) {
                deposits[uid]++;
            }
            f = client.deposit(uid, TestSpecs.QUOTE, 1, 1000 + i);
        } else {
            final Side side = i / USERS % 2 == 0 ? Side.BID : Side.ASK;
            f = client.place(uid, 1, i, side, OrderType.GTC, 100 + i % 3, 1 + i % 5);
        }
        f.whenComplete((r, t) -> answered());
        return f;
    }

    private void answered() {
        final long now = System.nanoTime();
        final long before = lastAnswerNs.getAndSet(now);
        if (before != 0) {
            longestGapNs.accumulateAndGet(now - before, Math::max);
        }
    }

    private void check(final CompletableFuture<CommandResult> f) throws Exception {
        final CommandResult r = f.get(120, TimeUnit.SECONDS);
        synchronized (this) {
            commands++;
            if (r.resultCode() == ResultCode.DUPLICATE_COMMAND) {
                duplicates++;
            } else if (r.resultCode() != ResultCode.SUCCESS) {
                failures.add(r.toString());
            }
        }
    }

    /** Stops submitting and waits for every answer; fails on an answer that is not SUCCESS or a duplicate. */
    void stop() throws InterruptedException {
        stopping = true;
        thread.join(300_000);
        assertThat(thread.isAlive()).as("the load finished").isFalse();
        synchronized (this) {
            assertThat(crash).as("the load ran without error").isNull();
            assertThat(failures).as("answers other than SUCCESS or DUPLICATE_COMMAND").isEmpty();
        }
    }

    /** @return commands answered */
    synchronized long commands() {
        return commands;
    }

    /** @return re-sends answered as duplicates (applied before a failover, their first answer lost) */
    synchronized long duplicates() {
        return duplicates;
    }

    /**
     * @param uid a user, 1..USERS
     * @return the deposits of one quote unit sent for the user
     */
    synchronized long deposits(final int uid) {
        return deposits[uid];
    }

    /** @return the longest time between two answers, ms: how long the client saw the cluster stand still */
    long longestGapMs() {
        return TimeUnit.NANOSECONDS.toMillis(longestGapNs.get());
    }

    @Override
    public void close() {
        stopping = true;
    }
}
