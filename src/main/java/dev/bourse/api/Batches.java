package dev.bourse.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * The batch calls of {@link ExchangeApi} as single commands. A batch is checked whole before any of its commands
 * enters the ring: a null batch, a null element (spec, uid, balance map, currency or amount) or more than
 * {@link ExchangeApi#MAX_BATCH_COMMANDS} commands refuses the whole batch with one
 * {@link ResultCode#INVALID_ARGUMENT}, so a bad batch never half-applies. Cold path.
 *
 * <p>Thread-safety: as the {@link ExchangeApi} it submits to; the caller must not change the batch meanwhile.
 */
final class Batches {
    private Batches() {
    }

    /**
     * @param api   where to submit
     * @param specs the symbols
     * @return one result per spec, in order, or the batch refused whole
     */
    static CompletableFuture<List<CommandResult>> addSymbols(final ExchangeApi api, final List<SymbolSpec> specs) {
        if (specs == null || specs.size() > ExchangeApi.MAX_BATCH_COMMANDS) {
            return refusedWhole();
        }
        for (final SymbolSpec spec : specs) {
            if (spec == null) {
                return refusedWhole();
            }
        }
        final List<CompletableFuture<CommandResult>> all = new ArrayList<>(specs.size());
        for (final SymbolSpec spec : specs) {
            all.add(api.addSymbol(spec));
        }
        return joinAll(all);
    }

    /**
     * @param api   where to submit
     * @param users the users and their balances
     * @param txId  the transaction id of every initial deposit, &gt; 0
     * @return every command's result, in order, or the batch refused whole
     */
    static CompletableFuture<List<CommandResult>> addUsers(final ExchangeApi api,
            final Map<Long, Map<Integer, Long>> users, final long txId) {
        if (users == null || txId <= 0 || commands(users) < 0) {
            return refusedWhole();
        }
        final List<CompletableFuture<CommandResult>> all = new ArrayList<>();
        for (final Map.Entry<Long, Map<Integer, Long>> user : users.entrySet()) {
            final long uid = user.getKey();
            all.add(api.addUser(uid));
            for (final Map.Entry<Integer, Long> balance : user.getValue().entrySet()) {
                all.add(api.deposit(uid, balance.getKey(), balance.getValue(), txId));
            }
        }
        return joinAll(all);
    }

    /** @return the batch's command count, or -1 when it has a null element or more than the maximum */
    private static long commands(final Map<Long, Map<Integer, Long>> users) {
        long commands = 0;
        for (final Map.Entry<Long, Map<Integer, Long>> user : users.entrySet()) {
            final Map<Integer, Long> balances = user.getValue();
            if (user.getKey() == null || balances == null) {
                return -1;
            }
            commands += 1 + balances.size();
            if (commands > ExchangeApi.MAX_BATCH_COMMANDS) {
                return -1;
            }
            for (final Map.Entry<Integer, Long> balance : balances.entrySet()) {
                if (balance.getKey() == null || balance.getValue() == null) {
                    return -1;
                }
            }
        }
        return commands;
    }

    private static CompletableFuture<List<CommandResult>> refusedWhole() {
        return CompletableFuture.completedFuture(List.of(CommandResult.refused(ResultCode.INVALID_ARGUMENT)));
    }

    private static CompletableFuture<List<CommandResult>> joinAll(final List<CompletableFuture<CommandResult>> all) {
        return CompletableFuture.allOf(all.toArray(new CompletableFuture<?>[0])).thenApply(done -> {
            final List<CommandResult> results = new ArrayList<>(all.size());
            for (final CompletableFuture<CommandResult> f : all) {
                results.add(f.join());
            }
            return results;
        });
    }
}
