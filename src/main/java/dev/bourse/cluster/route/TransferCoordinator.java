package dev.bourse.cluster.route;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.ResultCode;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Moves a user's money from its sub-account in one cluster to its sub-account in another, exactly once, in two
 * steps that each cluster checks on its own: a withdrawal in the source, then a deposit in the target, both under the
 * transaction id {@link TransferIds#legTxId} of the transfer id. A cluster refuses a repeated transaction id with
 * DUPLICATE_TRANSACTION and changes nothing, so sending a step again is always safe, and its answer tells whether the
 * step had been taken: that is how a restarted coordinator learns what a crashed one did. The states are drawn in
 * {@link TransferState}; each is recorded in the {@link TransferStore} before its step is sent.
 *
 * <p>Which refusals end a transfer: a step sent again after a crash may be refused for a reason the cluster checks
 * before it looks at the transaction id (USER_SUSPENDED), although the first send was applied. Such a refusal ends
 * the transfer only on a step's first send by this call, when no earlier send can exist; on a step that may have
 * been sent before, it leaves the transfer as it is, to be tried again. Refusals decided after the id check
 * (INSUFFICIENT_FUNDS, UNFUNDED_WITHDRAWAL, CURRENCY_LIMIT_EXCEEDED, an overflowing balance) and UNKNOWN_USER (a core
 * never removes a user) end it whenever they come. Any other answer (a lost or late one, NOT_CONNECTED, CORE_HALTED,
 * a cluster's DUPLICATE_COMMAND) is an unknown outcome: the transfer stays where it is and
 * {@link RouteResultCode#TRANSFER_IN_FLIGHT} is returned. A refund is never given up.
 *
 * <p>Money in flight: from the moment the source's debit is confirmed until the target's credit (or the refund) is,
 * the amount is in no cluster's totals; {@link #inFlight} counts it, so that over all clusters
 * {@code sum of (balances + holds + fees) + in flight == outside deposits − outside withdrawals} whenever
 * {@link #uncertain()} is 0. A transfer is uncertain while a step may have been applied unseen: every WITHDRAWING one
 * (its debit may be in), and a DEPOSITING or REFUNDING one whose last credit got no clear answer (it may be in the
 * target already but is still counted in flight), which after a restart is every unfinished one until its step is
 * sent again: a new coordinator cannot know what the old one sent.
 *
 * <p>Blocks the calling thread up to the answer timeout per step (a cold path). The store is its only state, so a
 * coordinator that threw (its store failed) may be dropped and a new one built over the same store; it must then call
 * {@link #recover()}. One coordinator at a time per store: two would send the same steps, harmlessly, but could record
 * states out of order.
 *
 * <p>Thread-safety: every public method is synchronized.
 */
public final class TransferCoordinator {
    private final ExchangeApi[] clusters;
    private final TransferStore store;
    private final long timeoutNs;
    /** Unfinished transfers whose current step may have been applied unseen (see {@link #uncertain()}). */
    private final Set<Long> unknown = new HashSet<>();

    /**
     * @param clusters      one API per cluster, in the routing table's order (the router's {@code cluster(i)})
     * @param store         the transfers so far (empty for a new exchange)
     * @param answerTimeout how long one step waits for its cluster, &gt; 0: past it the outcome is unknown
     * @throws IllegalArgumentException for fewer than two clusters, a null one or a timeout not &gt; 0
     */
    public TransferCoordinator(final List<? extends ExchangeApi> clusters, final TransferStore store,
            final Duration answerTimeout) {
        if (clusters.size() < 2 || ClusterRouter.hasNull(clusters) || store == null || answerTimeout.isNegative()
                || answerTimeout.isZero()) {
            throw new IllegalArgumentException("two or more clusters, a store and a timeout > 0 are needed");
        }
        this.clusters = clusters.toArray(new ExchangeApi[0]);
        this.store = store;
        this.timeoutNs = answerTimeout.toNanos();
        for (final Transfer t : store.unfinished()) {
            unknown.add(t.id());
        }
    }

    /**
     * Starts a transfer, or goes on with the one of this id (a retried request).
     *
     * @param id       transfer id, 1..{@link TransferIds#MAX_TRANSFER_ID}, unique for ever
     * @param uid      the user, &gt; 0
     * @param currency currency id, &gt;= 0
     * @param amount   minor units, &gt; 0
     * @param from     source cluster
     * @param to       target cluster, not {@code from}
     * @return SUCCESS (moved); the source's refusal (INSUFFICIENT_FUNDS, UNKNOWN_USER, USER_SUSPENDED,
     *     UNFUNDED_WITHDRAWAL; nothing moved); {@link RouteResultCode#TRANSFER_REFUNDED} (the target refused, the
     *     money is back); {@link RouteResultCode#TRANSFER_IN_FLIGHT} (not finished, see the class documentation);
     *     {@link RouteResultCode#TRANSFER_ID_REUSED}; INVALID_ARGUMENT for an argument out of its range
     */
    public synchronized int transfer(final long id, final long uid, final int currency, final long amount,
            final int from, final int to) {
        if (id < 1 || id > TransferIds.MAX_TRANSFER_ID || uid <= 0 || currency < 0 || amount <= 0 || from < 0
                || to < 0 || from >= clusters.length || to >= clusters.length || from == to) {
            return ResultCode.INVALID_ARGUMENT;
        }
        final Transfer asked = new Transfer(id, uid, currency, amount, from, to, TransferState.WITHDRAWING, 0);
        final Transfer known = store.get(id);
        if (known != null) {
            return known.sameTerms(asked) ? drive(known, false) : RouteResultCode.TRANSFER_ID_REUSED;
        }
        store.put(asked);
        return drive(asked, true);
    }

    /**
     * Drives every unfinished transfer as far as its clusters answer, in id order: after a crash, and from time to
     * time for the transfers left in flight.
     *
     * @return the transfers still unfinished
     */
    public synchronized int recover() {
        int left = 0;
        for (final Transfer t : store.unfinished()) {
            if (drive(t, false) == RouteResultCode.TRANSFER_IN_FLIGHT) {
                left++;
            }
        }
        return left;
    }

    /**
     * @param id a transfer id
     * @return its record, or null
     */
    public synchronized Transfer find(final long id) {
        return store.get(id);
    }

    /**
     * @param currency a currency id
     * @return the money of the currency debited in a source and not yet credited anywhere (DEPOSITING and REFUNDING),
     *     minor units
     * @throws ArithmeticException if the sum does not fit a {@code long}
     */
    public synchronized long inFlight(final int currency) {
        long sum = 0;
        for (final Transfer t : store.unfinished()) {
            if (t.currency() == currency && t.state().isInFlight()) {
                sum = Math.addExact(sum, t.amount());
            }
        }
        return sum;
    }

    /**
     * @return the unfinished transfers whose money may be elsewhere than the records say: every WITHDRAWING one, and
     *     those DEPOSITING or REFUNDING whose credit may have been applied unseen; 0 means {@link #inFlight} is exact
     */
    public synchronized int uncertain() {
        int n = 0;
        for (final Transfer t : store.unfinished()) {
            if (t.state() == TransferState.WITHDRAWING || unknown.contains(t.id())) {
                n++;
            }
        }
        return n;
    }

    /**
     * Takes steps until the transfer is final or a step's outcome is unknown. {@code fresh}: the current state was
     * recorded by this call and its step never sent. A refund refused for good is retried all the same (the user's
     * money must come back), but it is known not to be in, so it stops being uncertain.
     */
    private int drive(final Transfer start, final boolean fresh) {
        Transfer t = start;
        boolean first = fresh;
        while (true) {
            switch (t.state()) {
                case WITHDRAWING: {
                    final int code = answer(clusters[t.from()].withdraw(t.uid(), t.currency(), t.amount(),
                            TransferIds.legTxId(t.id())));
                    if (applied(code)) {
                        t = record(t.advance(TransferState.DEPOSITING, 0));
                    } else if (ends(code, first)) {
                        record(t.advance(TransferState.FAILED, code));
                        return code;
                    } else {
                        return RouteResultCode.TRANSFER_IN_FLIGHT;
                    }
                    break;
                }
                case DEPOSITING: {
                    final int code = answer(clusters[t.to()].deposit(t.uid(), t.currency(), t.amount(),
                            TransferIds.legTxId(t.id())));
                    if (applied(code)) {
                        record(t.advance(TransferState.COMPLETED, 0));
                        return ResultCode.SUCCESS;
                    } else if (ends(code, first)) {
                        t = record(t.advance(TransferState.REFUNDING, code));
                    } else {
                        unknown.add(t.id());
                        return RouteResultCode.TRANSFER_IN_FLIGHT;
                    }
                    break;
                }
                case REFUNDING: {
                    final int code = answer(clusters[t.from()].deposit(t.uid(), t.currency(), t.amount(),
                            TransferIds.refundTxId(t.id())));
                    if (applied(code)) {
                        record(t.advance(TransferState.REFUNDED, t.refusal()));
                        return RouteResultCode.TRANSFER_REFUNDED;
                    }
                    if (ends(code, first)) {
                        unknown.remove(t.id());
                    } else {
                        unknown.add(t.id());
                    }
                    return RouteResultCode.TRANSFER_IN_FLIGHT;
                }
                case COMPLETED:
                    return ResultCode.SUCCESS;
                case FAILED:
                    return t.refusal();
                case REFUNDED:
                    return RouteResultCode.TRANSFER_REFUNDED;
                default:
                    throw new IllegalStateException("unknown state " + t.state());
            }
            first = true;
        }
    }

    /** Records the next state: its step is not sent yet, so nothing about it is unknown. */
    private Transfer record(final Transfer t) {
        store.put(t);
        unknown.remove(t.id());
        return t;
    }

    private static boolean applied(final int code) {
        return code == ResultCode.SUCCESS || code == ResultCode.DUPLICATE_TRANSACTION;
    }

    /** Whether a refusal proves the step was not applied and never will be (see the class documentation). */
    private static boolean ends(final int code, final boolean first) {
        switch (code) {
            case ResultCode.UNKNOWN_USER:
            case ResultCode.INSUFFICIENT_FUNDS:
            case ResultCode.UNFUNDED_WITHDRAWAL:
            case ResultCode.CURRENCY_LIMIT_EXCEEDED:
            case ResultCode.INVALID_AMOUNT:
                return true;
            case ResultCode.USER_SUSPENDED:
                return first;
            default:
                return false;
        }
    }

    /** The step's result code, or {@link ResultCode#INTERNAL_ERROR} standing for "unknown" when none came in time. */
    private int answer(final CompletableFuture<CommandResult> f) {
        try {
            return f.get(timeoutNs, TimeUnit.NANOSECONDS).resultCode();
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
            return ResultCode.INTERNAL_ERROR;
        } catch (final ExecutionException | TimeoutException e) {
            return ResultCode.INTERNAL_ERROR;
        }
    }
}
