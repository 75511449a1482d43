package dev.bourse.cluster.route;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.TotalsReport;
import java.math.BigInteger;
import java.time.Duration;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static dev.bourse.cluster.route.Clusters.BASE;
import static dev.bourse.cluster.route.Clusters.CURRENCIES;
import static dev.bourse.cluster.route.Clusters.QUOTE;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two in-process cores as two clusters behind a router: random orders on the symbols of both, random transfers
 * between them (some refused by the source, some by the target, some retried), outside deposits and withdrawals on
 * the funding cluster, suspensions in one cluster only; meanwhile the coordinator crashes on random records (before
 * or after writing them) and is rebuilt over its store, and transfer legs are dropped, applied with their answer lost,
 * or left unanswered. Checked after every step whose money the coordinator knows exactly, and at the end once every
 * transfer is finished: per currency, what both clusters hold (balances, holds and fees) plus what is in flight equals
 * what came in from outside minus what went out; and from a record of what each cluster applied, every transfer's
 * debit, credit and refund applied exactly as often as its final state says (once or never).
 */
class MultiClusterSimulationTest {
    private static final int STEPS = 1_500;
    private static final int USERS = 6;
    /** A user with a sub-account in cluster 0 only: transfers to cluster 1 are refunded, from it refused. */
    private static final long LOCAL_USER = USERS + 1;
    private static final double FAULT_RATE = 0.1;
    private static final double CRASH_RATE = 0.1;

    private Clusters clusters;
    private Random random;
    private Map<String, Integer> applied;
    private CrashingStore store;
    private List<ExchangeApi> legs;
    private TransferCoordinator coordinator;
    private final Map<Integer, BigInteger> outside = new HashMap<>();
    private final Map<Long, Integer> answers = new HashMap<>();
    /** Suspended sub-accounts (cluster × 100 + uid) and the step each is resumed at. */
    private final Map<Long, Integer> suspended = new TreeMap<>();
    private long nextTxId = 1;
    private long nextTransferId = 1;
    private long nextOrderId = 1;
    private int checks;
    private int crashes;
    private final int[] fillsPerCluster = new int[2];

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void everyTransferAppliesOnceAndMoneyIsConservedAcrossBothClusters(final long seed) throws Exception {
        random = new Random(seed);
        applied = FaultyLegs.ledger();
        store = new CrashingStore(random, CRASH_RATE);
        try (Clusters c = Clusters.two()) {
            clusters = c;
            legs = List.of(FaultyLegs.over(c.cores.get(0), 0, applied, random, FAULT_RATE).api(),
                    FaultyLegs.over(c.cores.get(1), 1, applied, random, FAULT_RATE).api());
            coordinator = newCoordinator();
            fund();
            for (int step = 0; step < STEPS; step++) {
                resumeDue(step);
                step(step);
                if (coordinator.uncertain() == 0) {
                    conserved("seed " + seed + " step " + step);
                }
            }
            finish();
            conserved("seed " + seed + " at the end");
            everyTransferAppliedAsItsStateSays(seed);
        }
        assertThat(crashes).as("the run crashed the coordinator").isGreaterThan(10);
        assertThat(checks).as("conservation checked along the way").isGreaterThan(STEPS / 4);
        assertThat(fillsPerCluster[0]).as("trades in cluster 0").isPositive();
        assertThat(fillsPerCluster[1]).as("trades in cluster 1").isPositive();
    }

    private TransferCoordinator newCoordinator() {
        return new TransferCoordinator(legs, store, Duration.ofMillis(20));
    }

    private void fund() throws Exception {
        for (long uid = 1; uid <= LOCAL_USER; uid++) {
            final CommandResult added = uid == LOCAL_USER ? get(clusters.cores.get(0).addUser(uid))
                    : get(clusters.router.addUser(uid));
            assertThat(added.resultCode()).isZero();
            depositOutside(uid, QUOTE, 200_000);
            depositOutside(uid, BASE, 2_000);
        }
    }

    private void step(final int step) throws Exception {
        final int pick = random.nextInt(100);
        if (pick < 55) {
            order();
        } else if (pick < 62) {
            get(clusters.router.cancel(uid(), 1 + random.nextInt(4), 1 + random.nextInt((int) nextOrderId)));
        } else if (pick < 84) {
            transfer();
        } else if (pick < 90) {
            outsideMoney();
        } else if (pick < 92) {
            final int cluster = random.nextInt(2);
            final long uid = uid();
            if (get(clusters.cores.get(cluster).suspendUser(uid)).isSuccess()) {
                suspended.put(cluster * 100 + uid, step + 10 + random.nextInt(40));
            }
        } else {
            recover();
        }
    }

    /** Lifts the suspensions whose time has come: a suspension lasts 10 to 49 steps. */
    private void resumeDue(final int step) throws Exception {
        final Iterator<Map.Entry<Long, Integer>> it = suspended.entrySet().iterator();
        while (it.hasNext()) {
            final Map.Entry<Long, Integer> e = it.next();
            if (e.getValue() <= step) {
                final long key = e.getKey();
                assertThat(get(clusters.cores.get((int) (key / 100)).resumeUser(key % 100)).resultCode()).isZero();
                it.remove();
            }
        }
    }

    private long uid() {
        return 1 + random.nextInt((int) LOCAL_USER);
    }

    private void order() throws Exception {
        final long symbol = 1 + random.nextInt(4);
        final CommandResult r = get(clusters.router.place(uid(), symbol, nextOrderId++,
                random.nextBoolean() ? Side.BID : Side.ASK, random.nextInt(5) == 0 ? OrderType.IOC : OrderType.GTC,
                95 + random.nextInt(11), 1 + random.nextInt(5)));
        if (!r.fills().isEmpty()) {
            fillsPerCluster[clusters.routes.clusterOf(symbol)]++;
        }
    }

    private void transfer() {
        final Transfer again = nextTransferId > 1 && random.nextInt(10) == 0
                ? store.get(1 + random.nextInt((int) nextTransferId - 1)) : null;
        final long id;
        final long uid;
        final int currency;
        final long amount;
        final int from;
        if (again != null) {
            id = again.id();
            uid = again.uid();
            currency = again.currency();
            amount = again.amount();
            from = again.from();
        } else {
            id = nextTransferId++;
            uid = uid();
            currency = CURRENCIES[random.nextInt(2)];
            amount = 1 + random.nextInt(currency == QUOTE ? 60_000 : 600);
            from = random.nextInt(2);
        }
        try {
            answers.put(id, coordinator.transfer(id, uid, currency, amount, from, 1 - from));
        } catch (final CrashingStore.Crash crash) {
            answers.remove(id);
            crashed();
        }
    }

    private void outsideMoney() throws Exception {
        final long uid = uid();
        final int currency = CURRENCIES[random.nextInt(2)];
        final long amount = 1 + random.nextInt(currency == QUOTE ? 20_000 : 200);
        if (random.nextInt(8) == 0) {
            assertThat(get(clusters.router.deposit(uid, currency, amount, TransferIds.legTxId(nextTransferId)))
                    .resultCode()).isEqualTo(RouteResultCode.RESERVED_TRANSACTION_ID);
        } else if (random.nextBoolean()) {
            depositOutside(uid, currency, amount);
        } else if (get(clusters.router.withdraw(uid, currency, amount, nextTxId++)).isSuccess()) {
            outside.merge(currency, BigInteger.valueOf(amount).negate(), BigInteger::add);
        }
    }

    private void depositOutside(final long uid, final int currency, final long amount) throws Exception {
        if (get(clusters.router.deposit(uid, currency, amount, nextTxId++)).isSuccess()) {
            outside.merge(currency, BigInteger.valueOf(amount), BigInteger::add);
        }
    }

    /** Drives the unfinished transfers; a crash on the way rebuilds the coordinator, as a restart would. */
    private int recover() {
        try {
            return coordinator.recover();
        } catch (final CrashingStore.Crash crash) {
            crashed();
            return -1;
        }
    }

    private void crashed() {
        crashes++;
        coordinator = newCoordinator();
    }

    /** Lifts every suspension, then recovers until no transfer is left unfinished. */
    private void finish() throws Exception {
        resumeDue(Integer.MAX_VALUE);
        int left = -1;
        for (int round = 0; round < 500 && left != 0; round++) {
            left = recover();
        }
        assertThat(left).as("every transfer finished").isZero();
        assertThat(store.unfinished()).isEmpty();
        assertThat(coordinator.uncertain()).isZero();
    }

    private void conserved(final String where) throws Exception {
        checks++;
        final TotalsReport t0 = get(clusters.cores.get(0).totals());
        final TotalsReport t1 = get(clusters.cores.get(1).totals());
        final TotalsReport sum = get(clusters.router.totals());
        assertThat(t0.isBalanced() && t1.isBalanced() && sum.isBalanced()).as("%s: each cluster balances", where)
                .isTrue();
        for (final int currency : CURRENCIES) {
            final BigInteger held = held(t0, currency).add(held(t1, currency));
            assertThat(held(sum, currency)).as("%s: the router's totals add both", where).isEqualTo(held);
            assertThat(held.add(BigInteger.valueOf(coordinator.inFlight(currency))))
                    .as("%s: currency %d held + in flight == outside in - out", where, currency)
                    .isEqualTo(outside.getOrDefault(currency, BigInteger.ZERO));
        }
    }

    private static BigInteger held(final TotalsReport t, final int currency) {
        final BigInteger[] f = t.exact(currency);
        return f[0].add(f[1]).add(f[2]);
    }

    private void everyTransferAppliedAsItsStateSays(final long seed) {
        final int[] byState = new int[TransferState.values().length];
        for (final Transfer t : store.all()) {
            final String what = "seed " + seed + ": " + t;
            final int debit = FaultyLegs.applied(applied, t.from(), TransferIds.legTxId(t.id()));
            final int credit = FaultyLegs.applied(applied, t.to(), TransferIds.legTxId(t.id()));
            final int refund = FaultyLegs.applied(applied, t.from(), TransferIds.refundTxId(t.id()));
            final int[] expected;
            switch (t.state()) {
                case COMPLETED: expected = new int[] {1, 1, 0}; break;
                case FAILED: expected = new int[] {0, 0, 0}; break;
                case REFUNDED: expected = new int[] {1, 0, 1}; break;
                default: throw new AssertionError("unfinished: " + what);
            }
            assertThat(new int[] {debit, credit, refund}).as("%s: debit, credit, refund applied", what)
                    .containsExactly(expected);
            byState[t.state().ordinal()]++;
            final Integer answer = answers.get(t.id());
            if (answer != null && answer != RouteResultCode.TRANSFER_IN_FLIGHT) {
                final int expectedAnswer = t.state() == TransferState.COMPLETED ? ResultCode.SUCCESS
                        : t.state() == TransferState.REFUNDED ? RouteResultCode.TRANSFER_REFUNDED : t.refusal();
                assertThat(answer).as("%s: the caller was told its final state", what).isEqualTo(expectedAnswer);
            }
        }
        assertThat(byState[TransferState.COMPLETED.ordinal()]).as("completed").isGreaterThan(20);
        assertThat(byState[TransferState.FAILED.ordinal()]).as("failed").isPositive();
        assertThat(byState[TransferState.REFUNDED.ordinal()]).as("refunded").isPositive();
    }

    private static <T> T get(final CompletableFuture<T> f) throws Exception {
        return f.get(10, TimeUnit.SECONDS);
    }
}
