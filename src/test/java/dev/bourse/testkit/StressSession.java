package dev.bourse.testkit;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.SlotSpecs;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;

/**
 * A randomized session over many users and symbols (spot and margin, every order type, amendments, deposits and
 * withdrawals, balances such that risk refusals happen), submitted through the API or written straight into slots.
 */
public final class StressSession {
    private static final int USERS = 60;
    private static final int[] CURRENCIES = {1, 2, 3};
    private static final long SPOT_A = 1;
    private static final long SPOT_B = 2;

    private StressSession() {
    }

    private static SymbolSpec spec(final long symbol) {
        final SymbolSpec.Builder b = SymbolSpec.builder().symbolId((int) symbol).status(TradingStatus.OPEN)
                .quoteCurrency(2).quoteScale(10).takerFee(5).makerFee(2);
        if (symbol == SPOT_A || symbol == SPOT_B) {
            return b.type(SymbolType.SPOT).baseCurrency(symbol == SPOT_A ? 1 : 3).baseScale(100).build();
        }
        return b.type(SymbolType.MARGIN).marginBuy(2_000).marginSell(2_500).build();
    }

    /**
     * @param rnd    the seeded source
     * @param orders order and account commands after the set-up (4 symbols, 60 funded users)
     * @return the session, in submission order
     */
    public static List<Cmd> generate(final Random rnd, final int orders) {
        final List<Cmd> out = new ArrayList<>();
        for (long s = 1; s <= 4; s++) {
            out.add(Cmd.symbol(spec(s)));
        }
        for (long uid = 1; uid <= USERS; uid++) {
            out.add(Cmd.account(CommandType.ADD_USER, uid, 0, 0, 0));
            for (final int c : CURRENCIES) {
                out.add(Cmd.account(CommandType.DEPOSIT, uid, c, 20_000 + rnd.nextInt(400_000), 1));
            }
        }
        final OrderType[] types = OrderType.values();
        long nextId = 1;
        long tx = 2;
        for (int i = 0; i < orders; i++) {
            final long uid = 1 + rnd.nextInt(USERS);
            final long symbol = 1 + rnd.nextInt(4);
            final int op = rnd.nextInt(100);
            final long price = 95 + rnd.nextInt(11);
            if (op < 55) {
                final OrderType type = rnd.nextInt(4) == 0 ? types[rnd.nextInt(types.length)] : OrderType.GTC;
                final long size = 1 + rnd.nextInt(rnd.nextInt(10) == 0 ? 60 : 8);
                final Side side = rnd.nextBoolean() ? Side.BID : Side.ASK;
                final long p = type.isBudget() ? price * size + rnd.nextInt(50) : price;
                final long trigger = type.isStop() ? 95 + rnd.nextInt(11) : 0;
                final long expire = type == OrderType.GTD ? 10_000 + i + rnd.nextInt(300) : 0;
                final long display = type == OrderType.GTC && rnd.nextInt(8) == 0 ? 1 + rnd.nextInt(3) : 0;
                final long reserve = side == Side.BID && rnd.nextInt(5) == 0 ? p + rnd.nextInt(5) : 0;
                final StpMode stp = StpMode.values()[rnd.nextInt(6) == 0 ? rnd.nextInt(5) : 0];
                out.add(Cmd.place(uid, symbol, nextId++, side, type, p, size, reserve, display, trigger, expire, stp));
            } else {
                final long target = Math.max(1, nextId - 1 - rnd.nextInt(40));
                if (op < 67) {
                    out.add(Cmd.order(CommandType.CANCEL, uid, symbol, target, 0, 0, 0));
                } else if (op < 83) {
                    out.add(Cmd.order(CommandType.MOVE, uid, symbol, target, 0, price, 0));
                } else if (op < 89) {
                    out.add(Cmd.order(CommandType.REDUCE, uid, symbol, target, 1 + rnd.nextInt(3), 0, 0));
                } else if (op < 95) {
                    out.add(Cmd.order(CommandType.REPLACE, uid, symbol, target, 0, price, 1 + rnd.nextInt(9)));
                } else if (op < 97) {
                    out.add(Cmd.order(CommandType.MASS_CANCEL, uid, symbol, 0, 0, 0, 0));
                } else {
                    final int type = rnd.nextBoolean() ? CommandType.DEPOSIT : CommandType.WITHDRAW;
                    out.add(Cmd.account(type, uid, CURRENCIES[rnd.nextInt(3)], 1 + rnd.nextInt(50_000), tx++));
                }
            }
        }
        return out;
    }

    /** One generated command, submitted through the API or written straight into a slot. */
    public record Cmd(int type, long uid, long symbol, long orderId, Side side, OrderType orderType, long price,
            long size, long reserve, long display, long trigger, long expireAt, StpMode stp, long newPrice,
            long newSize, int currency, long amount, long txId, SymbolSpec spec) {

        public static Cmd symbol(final SymbolSpec spec) {
            return new Cmd(CommandType.ADD_SYMBOL, 0, spec.symbolId(), 0, null, null, 0, 0, 0, 0, 0, 0, null, 0, 0,
                    0, 0, 0, spec);
        }

        public static Cmd account(final int type, final long uid, final int currency, final long amount, final long txId) {
            return new Cmd(type, uid, 0, 0, null, null, 0, 0, 0, 0, 0, 0, null, 0, 0, currency, amount, txId, null);
        }

        public static Cmd place(final long uid, final long symbol, final long id, final Side side, final OrderType type,
                final long price, final long size, final long reserve, final long display, final long trigger,
                final long expireAt, final StpMode stp) {
            return new Cmd(CommandType.PLACE, uid, symbol, id, side, type, price, size, reserve, display, trigger,
                    expireAt, stp, 0, 0, 0, 0, 0, null);
        }

        public static Cmd order(final int type, final long uid, final long symbol, final long id, final long size,
                final long newPrice, final long newSize) {
            return new Cmd(type, uid, symbol, id, null, null, 0, size, 0, 0, 0, 0, null, newPrice, newSize, 0, 0, 0,
                    null);
        }

        public CompletableFuture<CommandResult> submit(final ExchangeApi api) {
            switch (type) {
                case CommandType.ADD_SYMBOL: return api.addSymbol(spec);
                case CommandType.ADD_USER: return api.addUser(uid);
                case CommandType.DEPOSIT: return api.deposit(uid, currency, amount, txId);
                case CommandType.WITHDRAW: return api.withdraw(uid, currency, amount, txId);
                case CommandType.PLACE:
                    return api.place(new OrderRequest().uid(uid).symbol(symbol).orderId(orderId).side(side)
                            .type(orderType).price(price).size(size).reservePrice(reserve).displaySize(display)
                            .triggerPrice(trigger).expireAt(expireAt).stp(stp));
                case CommandType.CANCEL: return api.cancel(uid, symbol, orderId);
                case CommandType.MOVE: return api.move(uid, symbol, orderId, newPrice);
                case CommandType.REDUCE: return api.reduce(uid, symbol, orderId, size);
                case CommandType.REPLACE: return api.replace(uid, symbol, orderId, newPrice, newSize);
                case CommandType.MASS_CANCEL: return api.massCancel(uid, symbol);
                default: throw new IllegalStateException("type " + type);
            }
        }

        public void encode(final CommandSlot s) {
            s.setType(type);
            s.setUid(uid);
            s.setSymbol(symbol);
            s.setOrderId(orderId);
            s.setSize(size);
            s.setNewPrice(newPrice);
            s.setNewSize(newSize);
            s.setCurrency(currency);
            s.setAmount(amount);
            s.setTxId(txId);
            if (type == CommandType.ADD_SYMBOL) {
                SlotSpecs.write(s, spec);
            } else if (type == CommandType.PLACE) {
                s.setSide(side.ordinal());
                s.setOrderType(orderType.ordinal());
                s.setPrice(price);
                s.setReservePrice(reserve);
                s.setDisplaySize(display);
                s.setTriggerPrice(trigger);
                s.setExpireAt(expireAt);
                s.setStp(stp.ordinal());
            }
        }
    }
}
