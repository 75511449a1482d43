package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.SlotSpecs;
import java.util.concurrent.CompletableFuture;

/**
 * Translates the administration calls of {@link dev.bourse.api.ExchangeApi} into ring slots: the account commands
 * (ADD_USER, DEPOSIT, WITHDRAW, SUSPEND_USER, RESUME_USER; deposits and withdrawals also on the allocation-free
 * {@code try*} path) and the symbol commands (ADD_SYMBOL, UPDATE_SYMBOL, whose
 * specification travels in the slot's primitive fields). The future path allocates its future.
 *
 * <p>Thread-safety: any number of producer threads.
 */
final class AccountTranslator {
    private final RingPublisher publisher;

    /**
     * @param publisher the ring's producers' protocol
     */
    AccountTranslator(final RingPublisher publisher) {
        this.publisher = publisher;
    }

    /**
     * @param type     an account command code
     * @param uid      &gt; 0
     * @param currency &gt;= 0 (0 for commands without one)
     * @param amount   minor units
     * @param txId     &gt; 0 (ignored for ADD_USER)
     * @return the command's future, or one refused before the ring
     */
    CompletableFuture<CommandResult> account(final int type, final long uid, final int currency, final long amount,
            final long txId) {
        if (uid <= 0 || currency < 0 || txId <= 0) {
            return RingPublisher.refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = publisher.claim();
        if (seq < 0) {
            return RingPublisher.refused((int) seq);
        }
        write(publisher.slot(seq), type, uid, currency, amount, txId);
        return publisher.submit(seq, new CompletableFuture<>());
    }

    /**
     * An account command on the zero-allocation path (DEPOSIT, WITHDRAW).
     *
     * @param correlationId the client's id, echoed to the listener
     * @return the ring sequence, or a negative {@link ResultCode}
     */
    long tryAccount(final long correlationId, final int type, final long uid, final int currency, final long amount,
            final long txId) {
        if (uid <= 0 || currency < 0 || txId <= 0) {
            return ResultCode.INVALID_ARGUMENT;
        }
        final long seq = publisher.claim();
        if (seq >= 0) {
            final CommandSlot s = publisher.slot(seq);
            write(s, type, uid, currency, amount, txId);
            s.setCorrelationId(correlationId);
            publisher.publish(seq);
        }
        return seq;
    }

    private static void write(final CommandSlot s, final int type, final long uid, final int currency,
            final long amount, final long txId) {
        s.setType(type);
        s.setUid(uid);
        s.setCurrency(currency);
        s.setAmount(amount);
        s.setTxId(type == CommandType.ADD_USER ? 0 : txId);
    }

    /**
     * @param type ADD_SYMBOL or UPDATE_SYMBOL
     * @param spec the specification, with a symbol id &gt; 0
     * @return the command's future, or one refused before the ring
     */
    CompletableFuture<CommandResult> symbol(final int type, final SymbolSpec spec) {
        if (spec == null || spec.symbolId() <= 0) {
            return RingPublisher.refused(ResultCode.INVALID_ARGUMENT);
        }
        final long seq = publisher.claim();
        if (seq < 0) {
            return RingPublisher.refused((int) seq);
        }
        final CommandSlot s = publisher.slot(seq);
        s.setType(type);
        SlotSpecs.write(s, spec);
        return publisher.submit(seq, new CompletableFuture<>());
    }
}
