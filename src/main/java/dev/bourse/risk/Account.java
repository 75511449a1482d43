package dev.bourse.risk;

/**
 * One user's state in a risk shard: status, free balances and held amounts per currency, the transaction ids
 * applied per currency, and the margin positions (a small array scanned linearly: users hold few positions, and the
 * margin check visits them all anyway).
 *
 * <p>Memory: each applied deposit or withdrawal id stays in {@link AppliedTransactions} for the life of the account,
 * 16 to 32 bytes per id; this is what makes every transaction idempotent, however old.
 *
 * <p>Thread-safety: owned by one risk shard's thread.
 */
final class Account {
    private static final Position[] NO_POSITIONS = new Position[0];

    final long uid;
    boolean suspended;
    /**
     * Free balance per currency (may be negative only in a margin settlement currency) and held amount per currency
     * (the sum of this user's hold records, &gt;= 0), minor units.
     */
    final CurrencyAmounts money = new CurrencyAmounts();
    /** Applied transaction ids per currency. */
    final AppliedTransactions transactions = new AppliedTransactions();
    Position[] positions = NO_POSITIONS;
    int positionCount;
    /** The highest client command id this user's order commands carried, 0 for none ({@link CommandIds}). */
    long lastCommandId;
    /** The sequence of the command that carried {@link #lastCommandId}. */
    long lastCommandSequence;
    /** That command's final result code, once settled. */
    int lastCommandResult;
    /** The user's recent idempotency keys ({@link IdempotencyRegistry}), null until its first keyed command. */
    IdempotencyKeys keys;
    /** The snapshot capture epoch this account was last exported in, or born in ({@link RiskCapture}). */
    int capturedEpoch;

    Account(final long uid) {
        this.uid = uid;
    }

    Position position(final int symbolId) {
        for (int i = 0; i < positionCount; i++) {
            if (positions[i].symbol.symbolId == symbolId) {
                return positions[i];
            }
        }
        return null;
    }

    void addPosition(final Position p) {
        if (positionCount == positions.length) {
            final Position[] grown = new Position[Math.max(4, positionCount * 2)];
            System.arraycopy(positions, 0, grown, 0, positionCount);
            positions = grown;
        }
        positions[positionCount++] = p;
    }

    void removePosition(final Position p) {
        for (int i = 0; i < positionCount; i++) {
            if (positions[i] == p) {
                positions[i] = positions[--positionCount];
                positions[positionCount] = null;
                return;
            }
        }
    }

    /** Moves {@code amount} from the free balance into the hold of {@code currency}. */
    void hold(final int currency, final long amount) {
        money.moveToHold(currency, amount);
    }

    /** Moves {@code amount} from the hold of {@code currency} back to the free balance. */
    void unhold(final int currency, final long amount) {
        money.moveToHold(currency, -amount);
    }
}
