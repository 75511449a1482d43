package dev.bourse.risk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import org.junit.jupiter.api.Test;

class AccountsTest {
    private static final int USD = 1;
    private static final int EUR = 2;
    private final RiskShard shard = new RiskShard(0, 1);

    @Test
    void userIsAddedOnce() {
        assertThat(shard.addUser(7)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.addUser(7)).isEqualTo(ResultCode.USER_ALREADY_EXISTS);
        assertThat(shard.hasUser(7)).isTrue();
    }

    @Test
    void addingAUserOfAnotherShardIsARoutingBug() {
        final RiskShard odd = new RiskShard(1, 2);
        assertThatIllegalArgumentException().isThrownBy(() -> odd.addUser(4));
        assertThat(odd.addUser(5)).isEqualTo(ResultCode.SUCCESS);
    }

    @Test
    void shardCountMustBeAPowerOfTwo() {
        assertThatIllegalArgumentException().isThrownBy(() -> new RiskShard(0, 3)).withMessageContaining("shardCount");
        assertThatIllegalArgumentException().isThrownBy(() -> new RiskShard(2, 2)).withMessageContaining("shardId");
    }

    @Test
    void theExpectedUsersHintMustBePositiveAndTheShardGrowsPastIt() {
        assertThatIllegalArgumentException().isThrownBy(() -> new RiskShard(0, 1, 0))
                .withMessageContaining("expectedUsers");
        final RiskShard small = new RiskShard(0, 1, 1);
        for (long uid = 1; uid <= 5_000; uid++) {
            assertThat(small.addUser(uid)).isEqualTo(ResultCode.SUCCESS);
            assertThat(small.deposit(uid, USD, uid, 1)).isEqualTo(ResultCode.SUCCESS);
        }
        for (long uid = 1; uid <= 5_000; uid++) {
            assertThat(small.balance(uid, USD)).isEqualTo(uid);
        }
        assertThat(small.hasUser(5_001)).isFalse();
        assertThat(small.userCount()).isEqualTo(5_000);
        small.checkInvariants();
    }

    @Test
    void depositIsIdempotentPerUserCurrencyAndTransaction() {
        shard.addUser(7);
        shard.addUser(8);
        assertThat(shard.deposit(7, USD, 100, 55)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.deposit(7, USD, 100, 55)).isEqualTo(ResultCode.DUPLICATE_TRANSACTION);
        assertThat(shard.deposit(7, USD, 999, 55)).isEqualTo(ResultCode.DUPLICATE_TRANSACTION);
        assertThat(shard.withdraw(7, USD, 1, 55)).isEqualTo(ResultCode.DUPLICATE_TRANSACTION);
        assertThat(shard.deposit(7, USD, 10, 54)).as("older ids still apply").isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.deposit(7, EUR, 100, 55)).as("other currency").isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.deposit(8, USD, 100, 55)).as("other user").isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.balance(7, USD)).isEqualTo(110);
        assertThat(shard.balance(7, EUR)).isEqualTo(100);
        final RiskTotals totals = new RiskTotals();
        shard.addTotals(totals);
        assertThat(totals.deposits(USD)).isEqualTo(210);
        assertThat(totals.isBalanced()).isTrue();
    }

    @Test
    void withdrawalTakesOnlyTheFreeBalanceAndIsIdempotent() {
        shard.addUser(7);
        shard.deposit(7, Specs.LTC, 1_000_000_000L, 1);
        assertThat(shard.checkPlace(Specs.XBT_LTC, 7, 1, Side.BID, OrderType.GTC, 10_000, 0, 5))
                .isEqualTo(ResultCode.SUCCESS);
        final long free = shard.balance(7, Specs.LTC);
        assertThat(shard.withdraw(7, Specs.LTC, free + 1, 2)).isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        assertThat(shard.withdraw(7, Specs.LTC, free, 2)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.withdraw(7, Specs.LTC, free, 2)).isEqualTo(ResultCode.DUPLICATE_TRANSACTION);
        assertThat(shard.balance(7, Specs.LTC)).isZero();
        final RiskTotals totals = new RiskTotals();
        shard.addTotals(totals);
        assertThat(totals.withdrawals(Specs.LTC)).isEqualTo(free);
        assertThat(totals.isBalanced()).isTrue();
        shard.checkInvariants();
    }

    @Test
    void adjustmentRefusalsNameTheirReason() {
        assertThat(shard.deposit(7, USD, 1, 1)).isEqualTo(ResultCode.UNKNOWN_USER);
        assertThat(shard.withdraw(7, USD, 1, 1)).isEqualTo(ResultCode.UNKNOWN_USER);
        shard.addUser(7);
        assertThat(shard.deposit(7, -1, 1, 1)).isEqualTo(ResultCode.UNKNOWN_CURRENCY);
        assertThat(shard.deposit(7, USD, 0, 1)).isEqualTo(ResultCode.INVALID_AMOUNT);
        assertThat(shard.withdraw(7, USD, -5, 1)).isEqualTo(ResultCode.INVALID_AMOUNT);
        assertThat(shard.withdraw(7, USD, 1, 1)).isEqualTo(ResultCode.INSUFFICIENT_FUNDS);
        final long limit = 1L << 62;
        assertThat(shard.deposit(7, USD, Long.MAX_VALUE, 2)).as("above the currency's limit")
                .isEqualTo(ResultCode.CURRENCY_LIMIT_EXCEEDED);
        assertThat(shard.deposit(7, USD, limit, 2)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.deposit(7, USD, 1, 3)).as("the core's cash would pass 2^62")
                .isEqualTo(ResultCode.CURRENCY_LIMIT_EXCEEDED);
        assertThat(shard.deposit(7, USD, 1, 3)).as("the refused id was not recorded")
                .isEqualTo(ResultCode.CURRENCY_LIMIT_EXCEEDED);
        assertThat(shard.adjust(7, USD, 0, 4)).isEqualTo(ResultCode.INVALID_AMOUNT);
        assertThat(shard.adjust(7, USD, Long.MIN_VALUE, 4)).isEqualTo(ResultCode.INVALID_AMOUNT);
        assertThat(shard.adjust(8, USD, 0, 4)).isEqualTo(ResultCode.UNKNOWN_USER);
        assertThat(shard.adjust(7, USD, -10, 4)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.adjust(7, USD, 10, 4)).isEqualTo(ResultCode.DUPLICATE_TRANSACTION);
        assertThat(shard.adjust(7, USD, 11, 5)).isEqualTo(ResultCode.CURRENCY_LIMIT_EXCEEDED);
        assertThat(shard.adjust(7, USD, 10, 5)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.balance(7, USD)).isEqualTo(limit);
    }

    @Test
    void onlyTheSuspendedUsersOrdersAreRefusedAndResumingLetsThemMoveAgain() {
        shard.addUser(7);
        shard.addUser(8);
        shard.deposit(7, Specs.LTC, 1_000_000_000L, 1);
        shard.deposit(8, Specs.LTC, 1_000_000_000L, 1);
        assertThat(shard.checkPlace(Specs.XBT_LTC, 7, 1, Side.BID, OrderType.GTC, 10_000, 0, 5))
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.checkPlace(Specs.XBT_LTC, 8, 2, Side.BID, OrderType.GTC, 10_000, 0, 5))
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.checkMove(Specs.XBT_LTC, 7, 1, 9_000)).isEqualTo(ResultCode.SUCCESS);

        assertThat(shard.suspendUser(7)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.checkMove(Specs.XBT_LTC, 7, 1, 9_500)).isEqualTo(ResultCode.USER_SUSPENDED);
        assertThat(shard.checkMove(Specs.XBT_LTC, 8, 2, 9_500)).isEqualTo(ResultCode.SUCCESS);
        shard.checkInvariants();

        assertThat(shard.resumeUser(7)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.checkMove(Specs.XBT_LTC, 7, 1, 9_500)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.suspendUser(8)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.checkMove(Specs.XBT_LTC, 8, 2, 9_000)).isEqualTo(ResultCode.USER_SUSPENDED);
        assertThat(shard.checkMove(Specs.XBT_LTC, 7, 1, 9_000)).isEqualTo(ResultCode.SUCCESS);
        shard.checkInvariants();
    }

    @Test
    void suspendedUserKeepsSettlingButCannotPlaceOrMoveMoney() {
        shard.addUser(7);
        shard.addUser(8);
        shard.deposit(7, Specs.LTC, 1_000_000_000L, 1);
        shard.deposit(8, Specs.XBT, 1_000_000L, 1);
        assertThat(shard.checkPlace(Specs.XBT_LTC, 7, 1, Side.BID, OrderType.GTC, 10_000, 0, 5))
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.resumeUser(7)).isEqualTo(ResultCode.USER_NOT_SUSPENDED);
        assertThat(shard.suspendUser(7)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.suspendUser(7)).isEqualTo(ResultCode.USER_SUSPENDED);
        assertThat(shard.deposit(7, Specs.LTC, 1, 2)).isEqualTo(ResultCode.USER_SUSPENDED);
        assertThat(shard.withdraw(7, Specs.LTC, 1, 2)).isEqualTo(ResultCode.USER_SUSPENDED);
        assertThat(shard.checkPlace(Specs.XBT_LTC, 7, 2, Side.BID, OrderType.GTC, 10_000, 0, 1))
                .isEqualTo(ResultCode.USER_SUSPENDED);
        assertThat(shard.checkMove(Specs.XBT_LTC, 7, 1, 9_000)).isEqualTo(ResultCode.USER_SUSPENDED);
        assertThat(shard.checkReplace(Specs.XBT_LTC, 7, 1, 9_000, 1)).isEqualTo(ResultCode.USER_SUSPENDED);

        assertThat(shard.checkPlace(Specs.XBT_LTC, 8, 3, Side.ASK, OrderType.IOC, 10_000, 0, 1))
                .isEqualTo(ResultCode.SUCCESS);
        shard.settleTrade(Specs.XBT_LTC, 1, 7, 3, 8, Side.ASK, 10_000, 1, 4, 0);
        shard.settleCancel(Specs.XBT_LTC, 1, 7, Side.BID, 4, 0);
        assertThat(shard.balance(7, Specs.XBT)).isEqualTo(1_000_000);
        assertThat(shard.held(7, Specs.LTC)).isZero();
        assertThat(shard.resumeUser(7)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.deposit(7, Specs.LTC, 1, 2)).isEqualTo(ResultCode.SUCCESS);
        assertThat(shard.suspendUser(9)).isEqualTo(ResultCode.UNKNOWN_USER);
        assertThat(shard.resumeUser(9)).isEqualTo(ResultCode.UNKNOWN_USER);
        shard.checkInvariants();
    }

    @Test
    void batchAddLosesNoDepositWhateverTheCurrencyOrder() {
        final Exchange ex = new Exchange(2);
        final UserBatch batch = new UserBatch();
        for (long uid = 1; uid <= 6; uid++) {
            batch.user(uid);
            for (int c = 40; c >= 30; c -= 3) {
                batch.deposit(c, uid * 1_000 + c, 1_000_000_000L + c);
            }
        }
        for (final RiskShard s : ex.shards) {
            assertThat(s.addUsers(batch)).isEqualTo(ResultCode.SUCCESS);
        }
        for (long uid = 1; uid <= 6; uid++) {
            for (int c = 40; c >= 30; c -= 3) {
                assertThat(ex.balance(uid, c)).isEqualTo(uid * 1_000 + c);
            }
            assertThat(ex.deposit(uid, 31, 5, 1)).as("small ids still apply after a batch")
                    .isEqualTo(ResultCode.SUCCESS);
            assertThat(ex.deposit(uid, 31, 5, 1_000_000_031L)).isEqualTo(ResultCode.DUPLICATE_TRANSACTION);
        }
        assertThat(ex.shards[0].hasUser(1)).isFalse();
        assertThat(ex.shards[1].hasUser(1)).isTrue();
        ex.assertConsistent();
        final UserBatch late = new UserBatch().user(7).user(9).user(2);
        assertThat(ex.shards[0].addUsers(late)).isEqualTo(ResultCode.USER_ALREADY_EXISTS);
        assertThat(ex.shards[1].addUsers(late)).as("existence is checked for owned users only")
                .isEqualTo(ResultCode.SUCCESS);
        assertThat(ex.owner(7).hasUser(7) && ex.owner(9).hasUser(9)).isTrue();
        final UserBatch odd = new UserBatch().user(11).user(9);
        assertThat(ex.shards[1].addUsers(odd)).isEqualTo(ResultCode.USER_ALREADY_EXISTS);
        assertThat(ex.shards[1].hasUser(11)).as("all or nothing per shard").isFalse();
    }

    @Test
    void batchRefusalsAreTheSameOnEveryShard() {
        final Exchange ex = new Exchange(2);
        for (final RiskShard s : ex.shards) {
            assertThat(s.addUsers(new UserBatch().user(1).user(2).user(1))).isEqualTo(ResultCode.USER_ALREADY_EXISTS);
            assertThat(s.addUsers(new UserBatch().user(1).deposit(-1, 5, 1))).isEqualTo(ResultCode.UNKNOWN_CURRENCY);
            assertThat(s.addUsers(new UserBatch().user(1).deposit(1, 0, 1))).isEqualTo(ResultCode.INVALID_AMOUNT);
            assertThat(s.addUsers(new UserBatch().user(1).deposit(1, 5, 9).deposit(1, 6, 9)))
                    .isEqualTo(ResultCode.DUPLICATE_TRANSACTION);
            assertThat(s.addUsers(new UserBatch().user(1).deposit(1, Long.MAX_VALUE, 8).deposit(1, 1, 9)))
                    .isEqualTo(ResultCode.INVALID_AMOUNT);
            assertThat(s.addUsers(new UserBatch().user(1).deposit(1, 1L << 61, 8).user(2).deposit(1, 1L << 61, 9)
                    .deposit(1, 1, 10))).as("the batch's total passes the currency's limit")
                    .isEqualTo(ResultCode.CURRENCY_LIMIT_EXCEEDED);
            assertThat(s.hasUser(1) || s.hasUser(2)).isFalse();
        }
        assertThat(new UserBatch().user(1).deposit(1, 5, 9).deposit(1, 6, 10).depositCount()).isEqualTo(2);
    }

    @Test
    void stateHashDoesNotDependOnTheOrderUsersAndBalancesArrived() {
        final RiskShard up = new RiskShard(0, 1);
        final RiskShard down = new RiskShard(0, 1);
        for (long uid = 1; uid <= 200; uid++) {
            up.addUser(uid);
            down.addUser(201 - uid);
        }
        for (long uid = 1; uid <= 200; uid++) {
            for (int c = 0; c < 5; c++) {
                up.deposit(uid, c, uid * 10 + c, c * 1_000 + uid);
                down.deposit(201 - uid, 4 - c, (201 - uid) * 10 + 4 - c, (4 - c) * 1_000 + 201 - uid);
            }
        }
        assertThat(down.stateHash()).isEqualTo(up.stateHash());
        assertThat(up.deposit(7, 1, 1, 99_999)).isEqualTo(ResultCode.SUCCESS);
        assertThat(down.stateHash()).isNotEqualTo(up.stateHash());
        assertThat(down.deposit(7, 1, 1, 99_998)).isEqualTo(ResultCode.SUCCESS);
        assertThat(down.stateHash()).as("transaction ids are state").isNotEqualTo(up.stateHash());
    }
}
