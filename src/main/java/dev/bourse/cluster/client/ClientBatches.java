package dev.bourse.cluster.client;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.ResultCode;
import dev.bourse.api.SymbolSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * The batch calls of {@link ClusterExchangeClient}: a batch is validated whole (no null element, at most
 * {@link ExchangeApi#MAX_BATCH_COMMANDS} commands), then sent as one command per symbol, user and balance; a batch
 * that fails validation is refused whole with one INVALID_ARGUMENT result, as the in-process core refuses it.
 *
 * <p>Nulls are looked for element by element: the immutable collections of {@code List.of} and {@code Map.of} throw
 * NullPointerException from {@code contains(null)}, {@code containsKey(null)} and {@code containsValue(null)} instead
 * of answering false, and those are the collections callers most often pass.
 *
 * <p>Thread-safety: stateless; safe from any thread (the client's submission is).
 */
final class ClientBatches {
    private ClientBatches() {
    }

    /**
     * @param client where to submit
     * @param specs  the symbols
     * @return one result per spec, in order, or the batch refused whole
     */
    static CompletableFuture<List<CommandResult>> addSymbols(final ExchangeApi client, final List<SymbolSpec> specs) {
        if (specs == null || specs.size() > ExchangeApi.MAX_BATCH_COMMANDS) {
            return refusedWhole();
        }
        for (final SymbolSpec s : specs) {
            if (s == null) {
                return refusedWhole();
            }
        }
        final List<CompletableFuture<CommandResult>> all = new ArrayList<>(specs.size());
        for (final SymbolSpec s : specs) {
            all.add(client.addSymbol(s));
        }
        return allOf(all);
    }

    /**
     * @param client where to submit
     * @param users  the users and their initial balances
     * @param txId   the transaction id of every deposit, &gt; 0
     * @return every command's result (each user's ADD_USER, then its deposits), in order, or the batch refused whole
     */
    static CompletableFuture<List<CommandResult>> addUsers(final ExchangeApi client,
            final Map<Long, Map<Integer, Long>> users, final long txId) {
        if (users == null || txId <= 0) {
            return refusedWhole();
        }
        int commands = 0;
        for (final Map.Entry<Long, Map<Integer, Long>> u : users.entrySet()) {
            if (u.getKey() == null || u.getValue() == null || hasNull(u.getValue())) {
                return refusedWhole();
            }
            commands += 1 + u.getValue().size();
            if (commands > ExchangeApi.MAX_BATCH_COMMANDS) {
                return refusedWhole();
            }
        }
        final List<CompletableFuture<CommandResult>> all = new ArrayList<>(commands);
        for (final Map.Entry<Long, Map<Integer, Long>> u : users.entrySet()) {
            all.add(client.addUser(u.getKey()));
            for (final Map.Entry<Integer, Long> b : u.getValue().entrySet()) {
                all.add(client.deposit(u.getKey(), b.getKey(), b.getValue(), txId));
            }
        }
        return allOf(all);
    }

    private static boolean hasNull(final Map<Integer, Long> balances) {
        for (final Map.Entry<Integer, Long> b : balances.entrySet()) {
            if (b.getKey() == null || b.getValue() == null) {
                return true;
            }
        }
        return false;
    }

    private static CompletableFuture<List<CommandResult>> refusedWhole() {
        return CompletableFuture.completedFuture(List.of(CommandResult.refused(ResultCode.INVALID_ARGUMENT)));
    }

    private static CompletableFuture<List<CommandResult>> allOf(final List<CompletableFuture<CommandResult>> all) {
        return CompletableFuture.allOf(all.toArray(new CompletableFuture<?>[0])).thenApply(v -> {
            final List<CommandResult> results = new ArrayList<>(all.size());
            for (final CompletableFuture<CommandResult> f : all) {
                results.add(f.join());
            }
            return List.copyOf(results);
        });
    }
}
