package dev.bourse.risk;

import dev.bourse.common.IdTable;

/**
 * One risk shard's accounts by uid ({@link IdTable}: the table holds the accounts themselves, so a lookup reads the
 * account it returns and no separate key array, one cache miss fewer per order placed than a map with key and value
 * arrays).
 *
 * <p>Thread-safety: none; owned by the risk shard's thread.
 */
final class AccountIndex extends IdTable<Account> {
    /** @param expected accounts to hold without growing, 0 or more */
    AccountIndex(final int expected) {
        super(expected);
    }

    @Override
    protected long idOf(final Account account) {
        return account.uid;
    }
}
