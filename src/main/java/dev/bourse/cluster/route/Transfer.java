package dev.bourse.cluster.route;

/**
 * One transfer of a user's money between its sub-accounts in two clusters, as the coordinator records it.
 *
 * <p>Thread-safety: immutable.
 *
 * @param id       the transfer id, 1..{@link TransferIds#MAX_TRANSFER_ID}, chosen by the caller and unique for ever
 *                 (a retried request carries the same id, so it cannot move the money twice)
 * @param uid      the user, &gt; 0 (the same uid in both clusters)
 * @param currency the currency id, &gt;= 0
 * @param amount   minor units, &gt; 0
 * @param from     the source cluster
 * @param to       the target cluster, not {@code from}
 * @param state    where the transfer stands
 * @param refusal  for FAILED the source's refusal code, for REFUNDING and REFUNDED the target's, else 0
 */
public record Transfer(long id, long uid, int currency, long amount, int from, int to, TransferState state,
        int refusal) {

    /**
     * @param next    the next state
     * @param code    its refusal code (0 when none)
     * @return this transfer in the next state
     */
    public Transfer advance(final TransferState next, final int code) {
        return new Transfer(id, uid, currency, amount, from, to, next, code);
    }

    /**
     * @param other another transfer
     * @return whether both move the same money (same id, user, currency, amount and clusters), whatever their state
     */
    public boolean sameTerms(final Transfer other) {
        return id == other.id && uid == other.uid && currency == other.currency && amount == other.amount
                && from == other.from && to == other.to;
    }
}
