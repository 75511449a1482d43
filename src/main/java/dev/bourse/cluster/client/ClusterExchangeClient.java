package dev.bourse.cluster.client;

import dev.bourse.api.AmendRequest;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.cluster.ClusterResultCode;
import dev.bourse.cluster.sbe.AccountAction;
import dev.bourse.cluster.sbe.AmendAction;
import dev.bourse.cluster.sbe.QueryKind;
import dev.bourse.cluster.sbe.SymbolAction;
import dev.bourse.command.CommandType;
import io.aeron.cluster.client.AeronCluster;
import io.aeron.driver.MediaDriver;
import io.aeron.driver.ThreadingMode;
import java.io.File;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongFunction;
import org.agrona.CloseHelper;
import org.agrona.concurrent.AgentRunner;
import org.agrona.concurrent.SleepingIdleStrategy;

/**
 * {@link ExchangeApi} over a Bourse cluster: the same calls as an in-process {@link dev.bourse.core.ExchangeCore}, so
 * an embedder switches by configuration. Each call becomes an ingress command with this client's id and the next
 * command id; its future completes when the leader's answer arrives (after the command was committed by a majority
 * and applied). Across a leader failure the client re-sends what was not answered and the service drops what it has
 * applied already, so each command applies exactly once; a re-sent command that had been applied is answered
 * {@link ResultCode#DUPLICATE_COMMAND} without events (its first answer was lost with the old leader).
 *
 * <p>Supported over the cluster: place, cancel, move, reduce, replace, mass cancel, add / update symbol(s), add /
 * suspend / resume user(s), deposit, withdraw, the try* forms of those (results and events to the context's listener,
 * the return value being the command id), {@link #stateHash()} (a state check in sequence), and the reads {@link #l2},
 * {@link #userReport} and {@link #totals}: each a {@code Query} on the ingress, run in sequence on every node and
 * answered on the egress, changing no state (it takes a command id but is not deduplicated, so it does not count as an
 * admitted command). Not {@link #snapshot}: its future fails with {@link UnsupportedOperationException}, since the
 * cluster's snapshots are taken by the operator. The client numbers every command itself; an idempotency key is
 * refused with INVALID_ARGUMENT, since the protocol does not carry keys yet.
 *
 * <p>Thread-safety: every method may be called from any number of threads; answers complete on the client's thread.
 */
public final class ClusterExchangeClient implements ExchangeApi, AutoCloseable {
    private final ClusterClientContext context;
    private final MediaDriver driver;
    private final ClusterClientAgent agent;
    private final AgentRunner runner;
    private final IngressEncoder encoder = new IngressEncoder();
    private final long clientId;
    private long nextCommandId;
    private long queries;
    private volatile boolean closed;
    private volatile Throwable lastError;
    private final AtomicLong errors = new AtomicLong();

    private ClusterExchangeClient(final ClusterClientContext context) {
        this.context = context.conclude();
        this.clientId = context.clientId();
        final long sleepNs = TimeUnit.MICROSECONDS.toNanos(context.idleSleepUs());
        String aeronDir = context.aeronDir();
        if (aeronDir == null) {
            driver = MediaDriver.launchEmbedded(new MediaDriver.Context().aeronDirectoryName(new File(
                    System.getProperty("java.io.tmpdir"), "bourse-cluster-client-" + ProcessHandle.current().pid()
                    + "-" + System.nanoTime()).getPath()).threadingMode(ThreadingMode.SHARED)
                    .sharedIdleStrategy(new SleepingIdleStrategy(sleepNs)).termBufferSparseFile(true)
                    .dirDeleteOnStart(true).dirDeleteOnShutdown(true));
            aeronDir = driver.aeronDirectoryName();
        } else {
            driver = null;
        }
        final AeronCluster.Context cluster = new AeronCluster.Context().aeronDirectoryName(aeronDir)
                .ingressChannel("aeron:udp?term-length=1m").ingressEndpoints(context.ports().ingressEndpoints())
                .egressChannel("aeron:udp?endpoint=" + context.ports().host(0) + ":0|term-length=4m")
                .messageTimeoutNs(TimeUnit.MILLISECONDS.toNanos(context.connectTimeoutMs()));
        agent = new ClusterClientAgent(context, cluster);
        cluster.egressListener(agent);
        try {
            agent.connect();
        } catch (final Exception e) {
            CloseHelper.quietClose(driver);
            throw e;
        }
        runner = new AgentRunner(new SleepingIdleStrategy(sleepNs), this::onError, null, agent);
        AgentRunner.startOnThread(runner);
    }

    /**
     * Connects to the cluster's leader (waiting up to the context's connect timeout).
     *
     * @param context the settings
     * @return the connected client
     * @throws IllegalArgumentException on bad settings
     * @throws RuntimeException         Aeron's, when no leader answers in time
     */
    public static ClusterExchangeClient connect(final ClusterClientContext context) {
        return new ClusterExchangeClient(context);
    }

    private void onError(final Throwable t) {
        lastError = t;
        errors.incrementAndGet();
    }

    /** @return errors the client's thread caught and survived */
    public long errors() {
        return errors.get();
    }

    /** @return the latest of them, or null */
    public Throwable lastError() {
        return lastError;
    }

    /** @return this client's id (the deduplication key with each command id) */
    public long clientId() {
        return clientId;
    }

    /** @return the latest command id assigned: ids 1..this were submitted (each applies once, or is a query) */
    public synchronized long lastCommandId() {
        return nextCommandId;
    }

    /** @return the command ids taken by queries (l2, userReport, totals), which the service does not admit */
    public synchronized long queries() {
        return queries;
    }

    /** @return leader changes and reconnections this client has seen */
    public long failovers() {
        return agent.failovers();
    }

    /**
     * @return GTD expiries of the cluster's timer told to this client (for the users it placed orders for), each also
     *     given to the context's listener as {@code onCancelled} with reason EXPIRED
     */
    public long expiries() {
        return agent.expiries();
    }

    /** @return commands sent again after a failover or a timeout */
    public long resends() {
        return agent.resends();
    }

    /** Stops the client: every command not yet answered completes with NOT_CONNECTED. */
    @Override
    public void close() {
        closed = true;
        CloseHelper.quietClose(runner);
        CloseHelper.quietClose(driver);
    }

    private CompletableFuture<CommandResult> submit(final LongFunction<byte[]> encode, final int type,
            final long uid, final long symbol, final long orderId) {
        final CompletableFuture<CommandResult> f = new CompletableFuture<>();
        final long id = enqueue(encode, f, null, 0, type, uid, symbol, orderId);
        if (id < 0) {
            f.complete(CommandResult.refused((int) id));
        }
        return f;
    }

    private long trySubmit(final long correlationId, final LongFunction<byte[]> encode, final int type,
            final long uid, final long symbol, final long orderId) {
        return enqueue(encode, null, null, correlationId, type, uid, symbol, orderId);
    }

    /** Assigns the next command id and queues the command, under one lock so ids reach the cluster in order. */
    private long enqueue(final LongFunction<byte[]> encode, final CompletableFuture<CommandResult> f,
            final CompletableFuture<Long> hash, final long correlationId, final int type, final long uid,
            final long symbol, final long orderId) {
        return enqueue(encode, f, hash, null, null, correlationId, type, uid, symbol, orderId);
    }

    private synchronized long enqueue(final LongFunction<byte[]> encode, final CompletableFuture<CommandResult> f,
            final CompletableFuture<Long> hash, final CompletableFuture<UserReport> user,
            final CompletableFuture<TotalsReport> totals, final long correlationId, final int type, final long uid,
            final long symbol, final long orderId) {
        if (closed) {
            return ClusterResultCode.NOT_CONNECTED;
        }
        final long id = ++nextCommandId;
        if (type == CommandType.L2_REQUEST || type == CommandType.USER_REPORT || type == CommandType.TOTALS_REPORT) {
            queries++;
        }
        final PendingCommand c = new PendingCommand(id, encode.apply(id), f, hash, correlationId, type, uid, symbol,
                orderId);
        c.userReport = user;
        c.totals = totals;
        while (!agent.submit(c)) {
            if (closed) {
                return ClusterResultCode.NOT_CONNECTED;
            }
            Thread.onSpinWait();
        }
        return id;
    }

    private static boolean ids(final long... values) {
        for (final long v : values) {
            if (v <= 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public CompletableFuture<CommandResult> place(final long uid, final long symbol, final long orderId,
            final Side side, final OrderType type, final long price, final long size) {
        return place(new OrderRequest().uid(uid).symbol(symbol).orderId(orderId).side(side).type(type).price(price)
                .size(size));
    }

    @Override
    public CompletableFuture<CommandResult> place(final OrderRequest order) {
        if (order == null || order.side() == null || order.type() == null || order.idempotencyKey() != 0
                || !ids(order.uid(), order.symbol(), order.orderId())) {
            return CompletableFuture.completedFuture(CommandResult.refused(ResultCode.INVALID_ARGUMENT));
        }
        return submit(id -> encoder.place(clientId, id, order), CommandType.PLACE, order.uid(), order.symbol(),
                order.orderId());
    }

    private CompletableFuture<CommandResult> amend(final AmendAction action, final int type, final long uid,
            final long symbol, final long orderId, final long price, final long size) {
        if (!ids(uid, symbol) || action != AmendAction.MASS_CANCEL && orderId <= 0) {
            return CompletableFuture.completedFuture(CommandResult.refused(ResultCode.INVALID_ARGUMENT));
        }
        return submit(id -> encoder.amend(clientId, id, action, uid, symbol, orderId, price, size), type, uid,
                symbol, orderId);
    }

    @Override
    public CompletableFuture<CommandResult> cancel(final long uid, final long symbol, final long orderId) {
        return amend(AmendAction.CANCEL, CommandType.CANCEL, uid, symbol, orderId, 0, 0);
    }

    @Override
    public CompletableFuture<CommandResult> move(final long uid, final long symbol, final long orderId,
            final long newPrice) {
        return amend(AmendAction.MOVE, CommandType.MOVE, uid, symbol, orderId, newPrice, 0);
    }

    @Override
    public CompletableFuture<CommandResult> reduce(final long uid, final long symbol, final long orderId,
            final long reduceBy) {
        return amend(AmendAction.REDUCE, CommandType.REDUCE, uid, symbol, orderId, 0, reduceBy);
    }

    @Override
    public CompletableFuture<CommandResult> replace(final long uid, final long symbol, final long orderId,
            final long newPrice, final long newSize) {
        return amend(AmendAction.REPLACE, CommandType.REPLACE, uid, symbol, orderId, newPrice, newSize);
    }

    @Override
    public CompletableFuture<CommandResult> massCancel(final long uid, final long symbol) {
        return amend(AmendAction.MASS_CANCEL, CommandType.MASS_CANCEL, uid, symbol, 0, 0, 0);
    }

    @Override
    public CompletableFuture<CommandResult> amend(final AmendRequest r) {
        return AmendDispatch.amend(this, r);
    }

    /** The book's top, read in sequence on the cluster (a query: changes nothing). */
    @Override
    public CompletableFuture<CommandResult> l2(final long symbol, final int depth) {
        if (symbol <= 0 || depth < 1 || depth > MAX_L2_DEPTH) {
            return CompletableFuture.completedFuture(CommandResult.refused(ResultCode.INVALID_ARGUMENT));
        }
        return submit(id -> encoder.query(clientId, id, QueryKind.L2, 0, symbol, depth), CommandType.L2_REQUEST, 0,
                symbol, 0);
    }

    @Override
    public CompletableFuture<CommandResult> addSymbol(final SymbolSpec spec) {
        return symbol(SymbolAction.ADD_SYMBOL, CommandType.ADD_SYMBOL, spec);
    }

    private CompletableFuture<CommandResult> symbol(final SymbolAction action, final int type,
            final SymbolSpec spec) {
        if (spec == null || spec.symbolId() <= 0) {
            return CompletableFuture.completedFuture(CommandResult.refused(ResultCode.INVALID_ARGUMENT));
        }
        return submit(id -> encoder.symbol(clientId, id, action, spec), type, 0, spec.symbolId(), 0);
    }


    @Override
    public CompletableFuture<CommandResult> updateSymbol(final SymbolSpec spec) {
        return symbol(SymbolAction.UPDATE_SYMBOL, CommandType.UPDATE_SYMBOL, spec);
    }

    private CompletableFuture<CommandResult> account(final AccountAction action, final int type, final long uid,
            final int currency, final long amount, final long txId) {
        if (uid <= 0 || txId <= 0) {
            return CompletableFuture.completedFuture(CommandResult.refused(ResultCode.INVALID_ARGUMENT));
        }
        return submit(id -> encoder.account(clientId, id, action, uid, currency, amount, txId), type, uid, 0, 0);
    }

    @Override
    public CompletableFuture<CommandResult> suspendUser(final long uid) {
        return account(AccountAction.SUSPEND_USER, CommandType.SUSPEND_USER, uid, 0, 0, 1);
    }

    @Override
    public CompletableFuture<CommandResult> resumeUser(final long uid) {
        return account(AccountAction.RESUME_USER, CommandType.RESUME_USER, uid, 0, 0, 1);
    }


    /** One user's report, read in sequence on the cluster (a query: changes nothing). */
    @Override
    public CompletableFuture<UserReport> userReport(final long uid) {
        final CompletableFuture<UserReport> f = new CompletableFuture<>();
        if (enqueue(id -> encoder.query(clientId, id, QueryKind.USER_REPORT, uid, 0, 0), null, null, f, null, 0,
                CommandType.USER_REPORT, uid, 0, 0) < 0) {
            f.completeExceptionally(new IllegalStateException("client closed"));
        }
        return f;
    }

    /** The totals, read in sequence on the cluster (a query: changes nothing). */
    @Override
    public CompletableFuture<TotalsReport> totals() {
        final CompletableFuture<TotalsReport> f = new CompletableFuture<>();
        if (enqueue(id -> encoder.query(clientId, id, QueryKind.TOTALS, 0, 0, 0), null, null, null, f, 0,
                CommandType.TOTALS_REPORT, 0, 0, 0) < 0) {
            f.completeExceptionally(new IllegalStateException("client closed"));
        }
        return f;
    }

    /**
     * A state check in sequence: every node computes the digest at the same place in the log (and records it with its
     * money check); the leader answers.
     *
     * @return the core's digest
     */
    @Override
    public CompletableFuture<Long> stateHash() {
        final CompletableFuture<Long> f = new CompletableFuture<>();
        final long id = enqueue(i -> encoder.stateCheck(clientId, i), null, f, 0, CommandType.STATE_HASH, 0, 0, 0);
        if (id < 0) {
            f.completeExceptionally(new IllegalStateException("client closed"));
        }
        return f;
    }

    @Override
    public CompletableFuture<CommandResult> snapshot() {
        return CompletableFuture.failedFuture(new UnsupportedOperationException(
                "snapshots of a cluster are taken by the operator (docs/cluster.md)"));
    }

    @Override
    public CompletableFuture<CommandResult> addUser(final long uid) {
        return account(AccountAction.ADD_USER, CommandType.ADD_USER, uid, 0, 0, 1);
    }

    @Override
    public CompletableFuture<CommandResult> deposit(final long uid, final int currency, final long amount,
            final long txId) {
        return account(AccountAction.DEPOSIT, CommandType.DEPOSIT, uid, currency, amount, txId);
    }

    @Override
    public CompletableFuture<CommandResult> withdraw(final long uid, final int currency, final long amount,
            final long txId) {
        return account(AccountAction.WITHDRAW, CommandType.WITHDRAW, uid, currency, amount, txId);
    }

    @Override
    public long tryPlace(final long correlationId, final OrderRequest order) {
        if (order == null || order.side() == null || order.type() == null || order.idempotencyKey() != 0
                || !ids(order.uid(), order.symbol(), order.orderId())) {
            return ResultCode.INVALID_ARGUMENT;
        }
        return trySubmit(correlationId, id -> encoder.place(clientId, id, order), CommandType.PLACE, order.uid(),
                order.symbol(), order.orderId());
    }

    private long tryAmend(final long correlationId, final AmendAction action, final int type, final long uid,
            final long symbol, final long orderId, final long price, final long size) {
        if (!ids(uid, symbol) || action != AmendAction.MASS_CANCEL && orderId <= 0) {
            return ResultCode.INVALID_ARGUMENT;
        }
        return trySubmit(correlationId, id -> encoder.amend(clientId, id, action, uid, symbol, orderId, price,
                size), type, uid, symbol, orderId);
    }

    @Override
    public long tryAmend(final long correlationId, final AmendRequest r) {
        return AmendDispatch.tryAmend(this, correlationId, r);
    }

    @Override
    public long tryCancel(final long correlationId, final long uid, final long symbol, final long orderId) {
        return tryAmend(correlationId, AmendAction.CANCEL, CommandType.CANCEL, uid, symbol, orderId, 0, 0);
    }

    @Override
    public long tryMove(final long correlationId, final long uid, final long symbol, final long orderId,
            final long newPrice) {
        return tryAmend(correlationId, AmendAction.MOVE, CommandType.MOVE, uid, symbol, orderId, newPrice, 0);
    }

    @Override
    public long tryReduce(final long correlationId, final long uid, final long symbol, final long orderId,
            final long reduceBy) {
        return tryAmend(correlationId, AmendAction.REDUCE, CommandType.REDUCE, uid, symbol, orderId, 0, reduceBy);
    }

    @Override
    public long tryReplace(final long correlationId, final long uid, final long symbol, final long orderId,
            final long newPrice, final long newSize) {
        return tryAmend(correlationId, AmendAction.REPLACE, CommandType.REPLACE, uid, symbol, orderId, newPrice,
                newSize);
    }

    @Override
    public long tryMassCancel(final long correlationId, final long uid, final long symbol) {
        return tryAmend(correlationId, AmendAction.MASS_CANCEL, CommandType.MASS_CANCEL, uid, symbol, 0, 0, 0);
    }

    @Override
    public long tryDeposit(final long correlationId, final long uid, final int currency, final long amount,
            final long txId) {
        if (uid <= 0 || txId <= 0) {
            return ResultCode.INVALID_ARGUMENT;
        }
        return trySubmit(correlationId, id -> encoder.account(clientId, id, AccountAction.DEPOSIT, uid, currency,
                amount, txId), CommandType.DEPOSIT, uid, 0, 0);
    }

    @Override
    public long tryWithdraw(final long correlationId, final long uid, final int currency, final long amount,
            final long txId) {
        if (uid <= 0 || txId <= 0) {
            return ResultCode.INVALID_ARGUMENT;
        }
        return trySubmit(correlationId, id -> encoder.account(clientId, id, AccountAction.WITHDRAW, uid, currency,
                amount, txId), CommandType.WITHDRAW, uid, 0, 0);
    }
}
