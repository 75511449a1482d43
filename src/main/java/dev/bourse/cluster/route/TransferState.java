package dev.bourse.cluster.route;

/**
 * Where a transfer stands. The coordinator records each state before it acts on it (write-ahead), so a coordinator
 * restarted after a crash knows the last step that may have been taken and takes it again; every step is idempotent
 * because its transaction id is ({@link TransferIds}).
 * <pre>
 *   WITHDRAWING --source refuses--&gt; FAILED              nothing moved
 *        | source debited (SUCCESS, or DUPLICATE_TRANSACTION: debited before the crash)
 *        v
 *   DEPOSITING  --target refuses--&gt; REFUNDING --source credited--&gt; REFUNDED   net nothing
 *        | target credited (SUCCESS or DUPLICATE_TRANSACTION)
 *        v
 *   COMPLETED
 * </pre>
 * An unknown outcome (a lost answer, an unreachable cluster) leaves the state as it is, to be retried.
 *
 * <p>Thread-safety: immutable.
 */
public enum TransferState {
    /** Recorded; the source's debit may have been sent. The money may or may not have left the source yet. */
    WITHDRAWING,
    /** The source's debit is confirmed; the target's credit may have been sent. The amount is in flight. */
    DEPOSITING,
    /** The target's credit is confirmed. Final. */
    COMPLETED,
    /** The source refused the debit; nothing moved. Final. */
    FAILED,
    /** The target refused the credit; the refund to the source may have been sent. The amount is in flight. */
    REFUNDING,
    /** The refund is confirmed; the user has the amount back in the source. Final. */
    REFUNDED;

    /** @return whether no step follows */
    public boolean isFinal() {
        return this == COMPLETED || this == FAILED || this == REFUNDED;
    }

    /** @return whether the amount is out of the source and in no cluster, as far as the coordinator knows */
    public boolean isInFlight() {
        return this == DEPOSITING || this == REFUNDING;
    }
}
