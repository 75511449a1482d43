package dev.bourse.bench;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.PriceLimits;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.bench.peer.PeerStream;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link PeerStream}'s market and commands in Bourse's terms, as {@code peer.ExchangeCoreMarket} puts them into
 * exchange-core: the one spot symbol with the stream's fees and no price band (exchange-core has none, and both
 * engines must make the same trades), the funded users, and each command through the zero-allocation {@code try*}
 * path.
 *
 * <p>Thread-safety: stateless; {@link #publish} on the core's submitting thread.
 */
public final class PeerStreamPublisher {
    private PeerStreamPublisher() {
    }

    /**
     * Adds the symbol and users {@code 1..users} with their balances, and returns when the core has done so.
     *
     * @param core  a started core
     * @param users how many users, 1..{@link ExchangeApi#MAX_BATCH_COMMANDS} / 3 (one batch)
     * @throws IllegalArgumentException when {@code users} is out of range
     * @throws IllegalStateException when a set-up command fails
     */
    public static void setUp(final ExchangeApi core, final int users) {
        final SymbolSpec spec = SymbolSpec.builder().symbolId(PeerStream.SYMBOL).type(SymbolType.SPOT)
                .baseCurrency(PeerStream.BASE_CURRENCY).quoteCurrency(PeerStream.QUOTE_CURRENCY).baseScale(1)
                .quoteScale(1).takerFee(PeerStream.TAKER_FEE).makerFee(PeerStream.MAKER_FEE)
                .priceBand(PriceLimits.NO_PRICE_BAND).status(TradingStatus.OPEN).build();
        check(core.addSymbols(List.of(spec)).join());
        if (users < 1 || 3L * users > ExchangeApi.MAX_BATCH_COMMANDS) {
            throw new IllegalArgumentException("users out of 1.." + ExchangeApi.MAX_BATCH_COMMANDS / 3 + ": " + users);
        }
        final Map<Long, Map<Integer, Long>> balances = new LinkedHashMap<>();
        for (long uid = 1; uid <= users; uid++) {
            final Map<Integer, Long> b = new HashMap<>();
            b.put(PeerStream.QUOTE_CURRENCY, PeerStream.QUOTE_BALANCE);
            b.put(PeerStream.BASE_CURRENCY, PeerStream.BASE_BALANCE);
            balances.put(uid, b);
        }
        check(core.addUsers(balances, 1).join());
    }

    private static void check(final List<CommandResult> results) {
        for (final CommandResult r : results) {
            if (!r.isSuccess()) {
                throw new IllegalStateException("set-up failed: " + ResultCode.name(r.resultCode()));
            }
        }
    }

    /**
     * Publishes command {@code i} of the stream. Allocation-free.
     *
     * @param core          the core
     * @param s             the stream
     * @param i             command index, 0..s.length() - 1
     * @param correlationId echoed to the listener with the command's result
     * @param order         the caller's flyweight, rewritten for a place
     * @return what the {@code try*} method returned: the ring sequence, or a negative result code
     */
    public static long publish(final ExchangeApi core, final PeerStream s, final int i, final long correlationId,
            final OrderRequest order) {
        switch (s.op(i)) {
            case PeerStream.OP_PLACE:
                return core.tryPlace(correlationId, order.clear().uid(s.uid(i)).symbol(PeerStream.SYMBOL)
                        .orderId(s.orderId(i)).side(s.bid(i) ? Side.BID : Side.ASK)
                        .type(s.ioc(i) ? OrderType.IOC : OrderType.GTC).price(s.price(i)).size(s.size(i))
                        .reservePrice(s.reserve(i)));
            case PeerStream.OP_CANCEL:
                return core.tryCancel(correlationId, s.uid(i), PeerStream.SYMBOL, s.orderId(i));
            default:
                return core.tryMove(correlationId, s.uid(i), PeerStream.SYMBOL, s.orderId(i), s.price(i));
        }
    }
}
