package dev.bourse.orderbook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.testkit.RecordingListener;
import org.junit.jupiter.api.Test;

/**
 * Memory follows the orders, not the symbols: the books of a shard share its pools and their own tables start small.
 * Footprints are counted ({@link FastOrderBook#allocatedSlots()}), not measured on the heap, so the bounds are exact.
 */
class BookFootprintTest {
    /**
     * An empty book of a shard: index, user table and expiry heap at their 16 slots, four ladders with an 8-slot
     * level cache and no tree node.
     */
    private static final long EMPTY_BOOK_SLOTS = 3 * 16 + 4 * 8;
    private static final int SHARD_EXPECTS = 65_536;
    private static final long MID = 100_000;

    @Test
    void anEmptyBookOfAShardHoldsAFewSlotsHoweverManyOrdersTheShardExpects() {
        final BookPools pools = new BookPools(SHARD_EXPECTS);
        final FastOrderBook book = new FastOrderBook(new RecordingListener(), pools);

        assertThat(book.allocatedSlots()).isEqualTo(EMPTY_BOOK_SLOTS);
        assertThat(pools.idleOrders()).isEqualTo(SHARD_EXPECTS);
        assertThat(pools.idleLevels()).isEqualTo(SHARD_EXPECTS);
    }

    @Test
    void tenThousandBooksShareOnePreallocationInsteadOfOneEach() {
        final BookPools pools = new BookPools(SHARD_EXPECTS);
        long slots = 0;
        for (int i = 0; i < 10_000; i++) {
            slots += new FastOrderBook(new RecordingListener(), pools).allocatedSlots();
        }
        assertThat(slots).isEqualTo(10_000 * EMPTY_BOOK_SLOTS);
        assertThat(pools.idleOrders()).isEqualTo(SHARD_EXPECTS);
    }

    @Test
    void aBookGrowsWithItsOrdersAndGivesThemBackToTheShard() {
        final BookPools pools = new BookPools(SHARD_EXPECTS);
        final FastOrderBook book = new FastOrderBook(new RecordingListener(), pools);
        final FastOrderBook other = new FastOrderBook(new RecordingListener(), pools);
        final NewOrder o = new NewOrder();
        final int orders = 1_000;
        for (int i = 0; i < orders; i++) {
            final boolean bid = i % 2 == 0;
            final long price = bid ? MID - 1 - i : MID + 1 + i;
            assertThat(book.place(o.set(i + 1, 7, bid ? Side.BID : Side.ASK, OrderType.GTC, price, 1, i)))
                    .isEqualTo(ResultCode.SUCCESS);
        }
        book.checkInvariants();
        assertThat(pools.idleOrders()).isEqualTo(SHARD_EXPECTS - orders);
        assertThat(pools.idleLevels()).isEqualTo(SHARD_EXPECTS - orders);
        assertThat(book.allocatedSlots()).as("grown with its levels, a bounded number of slots per order")
                .isGreaterThan(EMPTY_BOOK_SLOTS).isLessThanOrEqualTo(40L * orders);
        assertThat(other.allocatedSlots()).as("a neighbour book is unaffected").isEqualTo(EMPTY_BOOK_SLOTS);

        for (int i = 0; i < orders; i++) {
            assertThat(book.cancel(i + 1, 7, orders + i)).isEqualTo(ResultCode.SUCCESS);
        }
        book.checkInvariants();
        assertThat(pools.idleOrders()).as("every order back in the shard's pool").isEqualTo(SHARD_EXPECTS);
        assertThat(pools.idleLevels()).as("an emptied book keeps no idle level").isEqualTo(SHARD_EXPECTS);
    }

    @Test
    void theLevelCacheGrowsWithTheLevelsAndStaysConsistent() {
        final FastOrderBook book = new FastOrderBook(new RecordingListener(), new BookPools(0));
        final NewOrder o = new NewOrder();
        for (int i = 0; i < 3_000; i++) {
            book.place(o.set(i + 1, 1 + i % 5, Side.ASK, OrderType.GTC, MID + (i * 7919L) % 5_000, 1, i));
            if (i % 500 == 0) {
                book.checkInvariants();
            }
        }
        book.checkInvariants();
        assertThat(book.restingOrderCount()).isEqualTo(3_000);
    }
}
