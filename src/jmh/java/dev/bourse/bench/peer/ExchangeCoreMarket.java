package dev.bourse.bench.peer;

import exchange.core2.core.ExchangeApi;
import exchange.core2.core.common.CoreSymbolSpecification;
import exchange.core2.core.common.OrderAction;
import exchange.core2.core.common.OrderType;
import exchange.core2.core.common.SymbolType;
import exchange.core2.core.common.api.ApiAddUser;
import exchange.core2.core.common.api.ApiAdjustUserBalance;
import exchange.core2.core.common.api.ApiCancelOrder;
import exchange.core2.core.common.api.ApiCommand;
import exchange.core2.core.common.api.ApiMoveOrder;
import exchange.core2.core.common.api.ApiPlaceOrder;
import exchange.core2.core.common.api.binary.BatchAddSymbolsCommand;
import exchange.core2.core.common.cmd.CommandResultCode;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link PeerStream}'s market and commands in exchange-core 0.5.3's terms: the one spot symbol with the stream's
 * fees, the funded users, and the stream's commands as exchange-core API objects, built beforehand as its own
 * benchmarks build them. Used in the JVMs that run exchange-core; touches no Bourse class.
 *
 * <p>Thread-safety: stateless.
 */
public final class ExchangeCoreMarket {
    private ExchangeCoreMarket() {
    }

    /**
     * Adds the symbol and users {@code 1..users} with their balances, and returns when exchange-core has done so.
     *
     * @param api   a started core's API
     * @param users how many users
     * @throws IllegalStateException when adding the symbol fails
     */
    public static void setUp(final ExchangeApi api, final int users) {
        final List<CoreSymbolSpecification> specs = List.of(CoreSymbolSpecification.builder()
                .symbolId(PeerStream.SYMBOL).type(SymbolType.CURRENCY_EXCHANGE_PAIR)
                .baseCurrency(PeerStream.BASE_CURRENCY).quoteCurrency(PeerStream.QUOTE_CURRENCY).baseScaleK(1)
                .quoteScaleK(1).takerFee(PeerStream.TAKER_FEE).makerFee(PeerStream.MAKER_FEE).build());
        final CommandResultCode added = api.submitBinaryDataAsync(new BatchAddSymbolsCommand(specs)).join();
        if (added != CommandResultCode.SUCCESS) {
            throw new IllegalStateException("add symbol: " + added);
        }
        final List<ApiCommand> accounts = new ArrayList<>();
        for (long uid = 1; uid <= users; uid++) {
            accounts.add(ApiAddUser.builder().uid(uid).build());
            accounts.add(ApiAdjustUserBalance.builder().uid(uid).currency(PeerStream.QUOTE_CURRENCY)
                    .amount(PeerStream.QUOTE_BALANCE).transactionId(1).build());
            accounts.add(ApiAdjustUserBalance.builder().uid(uid).currency(PeerStream.BASE_CURRENCY)
                    .amount(PeerStream.BASE_BALANCE).transactionId(2).build());
        }
        api.submitCommandsSync(accounts);
    }

    /**
     * @param s    the stream
     * @param from first command, inclusive
     * @param to   last command, exclusive
     * @return commands {@code [from, to)} as exchange-core API commands; a bid's reserve is at least its price, as
     *     exchange-core requires
     */
    public static List<ApiCommand> commands(final PeerStream s, final int from, final int to) {
        final List<ApiCommand> list = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            switch (s.op(i)) {
                case PeerStream.OP_PLACE:
                    list.add(ApiPlaceOrder.builder().uid(s.uid(i)).symbol(PeerStream.SYMBOL).orderId(s.orderId(i))
                            .action(s.bid(i) ? OrderAction.BID : OrderAction.ASK)
                            .orderType(s.ioc(i) ? OrderType.IOC : OrderType.GTC).price(s.price(i))
                            .size(s.size(i)).reservePrice(s.bid(i) ? Math.max(s.price(i), s.reserve(i)) : 0)
                            .build());
                    break;
                case PeerStream.OP_CANCEL:
                    list.add(ApiCancelOrder.builder().uid(s.uid(i)).symbol(PeerStream.SYMBOL).orderId(s.orderId(i))
                            .build());
                    break;
                case PeerStream.OP_MOVE:
                    list.add(ApiMoveOrder.builder().uid(s.uid(i)).symbol(PeerStream.SYMBOL).orderId(s.orderId(i))
                            .newPrice(s.price(i)).build());
                    break;
                default:
                    throw new IllegalStateException("op " + s.op(i) + " at " + i);
            }
        }
        return list;
    }
}
