package dev.bourse.api;

/**
 * One trade of a command, as listed among its {@link CommandResult#events()}. Prices in ticks, sizes in lots, time in
 * ns.
 *
 * <p>Thread-safety: immutable.
 *
 * @param tradeId        the core's trade id: 1, 2, ... in the order trades happen
 * @param makerOrderId   the resting order's id
 * @param makerUid       the resting order's owner
 * @param takerOrderId   the incoming order's id
 * @param takerUid       the incoming order's owner
 * @param takerSide      the incoming order's side
 * @param price          execution price, the maker's limit
 * @param size           lots traded, &gt; 0
 * @param makerRemaining the maker's unfilled size afterwards (0: done)
 * @param takerRemaining the taker's unfilled size afterwards (0: done)
 * @param makerFee       fee charged to the maker, minor units of the quote currency
 * @param takerFee       fee charged to the taker, minor units of the quote currency
 */
public record Fill(long tradeId, long makerOrderId, long makerUid, long takerOrderId, long takerUid,
        Side takerSide, long price, long size, long makerRemaining, long takerRemaining,
        long makerFee, long takerFee) implements CommandEvent {
}
