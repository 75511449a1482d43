package dev.bourse.core;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.command.CommandType;
import dev.bourse.orderbook.FastOrderBook;
import dev.bourse.orderbook.NewOrder;
import dev.bourse.orderbook.OrderBook;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A deterministic stream of commands (symbols, users, then random order commands over them), which can be sent
 * through a core's zero-allocation path or replayed straight into books with the timestamps the core's counting
 * clock would give (the {@code i}-th command gets {@code FIRST_TIMESTAMP + i}).
 */
final class CommandScript {
    static final long FIRST_TIMESTAMP = 1_000_001;
    private static final OrderType[] TYPES = {OrderType.GTC, OrderType.GTC, OrderType.GTC, OrderType.IOC,
        OrderType.FOK, OrderType.POST_ONLY, OrderType.MARKET};

    record Cmd(int type, long uid, long symbol, long orderId, Side side, OrderType orderType, long price, long size) {
    }

    private final List<Cmd> commands = new ArrayList<>();

    CommandScript(final long seed, final int symbols, final int users, final int orders) {
        for (long s = 1; s <= symbols; s++) {
            commands.add(new Cmd(CommandType.ADD_SYMBOL, 0, s, 0, null, null, 0, 0));
        }
        for (long u = 1; u <= users; u++) {
            commands.add(new Cmd(CommandType.ADD_USER, u, 0, 0, null, null, 0, 0));
        }
        final Random random = new Random(seed);
        long nextId = 1;
        for (int k = 0; k < orders; k++) {
            final long uid = 1 + random.nextInt(users + 1);
            final long symbol = 1 + random.nextInt(symbols);
            final int pick = random.nextInt(10);
            final long id = pick < 6 ? nextId++ : 1 + random.nextInt((int) nextId);
            final long price = 95 + random.nextInt(11);
            final long size = 1 + random.nextInt(9);
            if (pick < 6) {
                commands.add(new Cmd(CommandType.PLACE, uid, symbol, id, random.nextBoolean() ? Side.BID : Side.ASK,
                        TYPES[random.nextInt(TYPES.length)], price, size));
            } else if (pick == 6) {
                commands.add(new Cmd(CommandType.CANCEL, uid, symbol, id, null, null, 0, 0));
            } else if (pick == 7) {
                commands.add(new Cmd(CommandType.MOVE, uid, symbol, id, null, null, price, 0));
            } else {
                commands.add(new Cmd(CommandType.REDUCE, uid, symbol, id, null, null, 0, size));
            }
        }
    }

    int size() {
        return commands.size();
    }

    /** Sends every command through the zero-allocation path (setup commands through futures). */
    void send(final ExchangeApi api) {
        final OrderRequest order = new OrderRequest();
        for (int i = 0; i < commands.size(); i++) {
            final Cmd c = commands.get(i);
            final long r;
            switch (c.type()) {
                case CommandType.ADD_SYMBOL:
                    api.addSymbol(dev.bourse.testkit.TestSpecs.spot(c.symbol()));
                    r = 0;
                    break;
                case CommandType.ADD_USER:
                    api.addUser(c.uid());
                    r = 0;
                    break;
                case CommandType.PLACE:
                    r = api.tryPlace(i, order.clear().uid(c.uid()).symbol(c.symbol()).orderId(c.orderId())
                            .side(c.side()).type(c.orderType()).price(c.price()).size(c.size()));
                    break;
                case CommandType.CANCEL:
                    r = api.tryCancel(i, c.uid(), c.symbol(), c.orderId());
                    break;
                case CommandType.MOVE:
                    r = api.tryMove(i, c.uid(), c.symbol(), c.orderId(), c.price());
                    break;
                default:
                    r = api.tryReduce(i, c.uid(), c.symbol(), c.orderId(), c.size());
                    break;
            }
            if (r < 0) {
                throw new IllegalStateException("refused: " + r);
            }
        }
    }

    /**
     * Replays the script into plain books with the user checks of {@link TestRisk}, logging what the core's
     * listener would log.
     */
    void replay(final EventLog log, final int users) {
        final Map<Long, OrderBook> books = new HashMap<>();
        final NewOrder order = new NewOrder();
        for (int i = 0; i < commands.size(); i++) {
            final Cmd c = commands.get(i);
            final long ts = FIRST_TIMESTAMP + i;
            log.symbol(c.symbol());
            final OrderBook book = books.get(c.symbol());
            final int code;
            if (c.type() == CommandType.ADD_SYMBOL) {
                books.put(c.symbol(), new FastOrderBook(log, 64));
                code = ResultCode.SUCCESS;
            } else if (c.type() == CommandType.ADD_USER) {
                code = ResultCode.SUCCESS;
            } else if (c.uid() > users) {
                code = ResultCode.UNKNOWN_USER;
            } else if (c.type() == CommandType.PLACE) {
                code = book.place(order.set(c.orderId(), c.uid(), c.side(), c.orderType(), c.price(), c.size(), ts));
            } else if (c.type() == CommandType.CANCEL) {
                code = book.cancel(c.orderId(), c.uid(), ts);
            } else if (c.type() == CommandType.MOVE) {
                code = book.move(c.orderId(), c.uid(), c.price(), ts);
            } else {
                code = book.reduce(c.orderId(), c.uid(), c.size(), ts);
            }
            log.onResult(0, c.type(), 0, c.uid(), c.symbol(), c.orderId(), code, ts);
        }
    }
}
