package dev.bourse.snapshot;

import static dev.bourse.api.OrderType.FOK_BUDGET;
import static dev.bourse.api.OrderType.GTC;
import static dev.bourse.api.OrderType.GTD;
import static dev.bourse.api.OrderType.IOC;
import static dev.bourse.api.OrderType.POST_ONLY;
import static dev.bourse.api.OrderType.STOP_LIMIT;
import static dev.bourse.api.OrderType.STOP_MARKET;
import static dev.bourse.api.OrderType.TAKE_PROFIT_LIMIT;
import static dev.bourse.api.Side.ASK;
import static dev.bourse.api.Side.BID;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;

/**
 * A state with every kind of thing a snapshot must carry: spot books with plain, iceberg (partly shown out), GTD
 * and post-only orders, pending stops of three kinds, trades (last prices, fees, price improvement), a reduced and a
 * moved order, margin positions long and short with pending orders, several transaction ids and a suspended user;
 * and a tail of commands that exercises all of it after a restore.
 */
final class Scenario {
    static final int BASE = 1;
    static final int QUOTE = 2;
    static final SymbolSpec SPOT = SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).baseCurrency(BASE)
            .quoteCurrency(QUOTE).baseScale(10).quoteScale(3).takerFee(5).makerFee(2)
            .status(TradingStatus.OPEN).build();
    static final SymbolSpec SPOT2 = SymbolSpec.builder().symbolId(2).type(SymbolType.SPOT).baseCurrency(BASE)
            .quoteCurrency(QUOTE).baseScale(1).quoteScale(1).takerFee(1).makerFee(0)
            .status(TradingStatus.OPEN).build();
    static final SymbolSpec FUTURE = SymbolSpec.builder().symbolId(3).type(SymbolType.MARGIN).quoteCurrency(QUOTE)
            .quoteScale(2).marginBuy(20).marginSell(25).takerFee(3).makerFee(1).status(TradingStatus.OPEN).build();
    static final int EMPTY_SYMBOL = 6;

    private Scenario() {
    }

    static void populate(final MiniCore c) {
        c.addSymbol(SPOT);
        c.addSymbol(SPOT2);
        c.addSymbol(FUTURE);
        c.addSymbol(SymbolSpec.builder().symbolId(EMPTY_SYMBOL).type(SymbolType.SPOT).baseCurrency(BASE)
                .quoteCurrency(QUOTE).baseScale(1).quoteScale(1).status(TradingStatus.OPEN).build());
        for (long uid = 1; uid <= 9; uid++) {
            c.user(uid, BASE, 1_000_000_000L);
            c.user(uid, QUOTE, 1_000_000_000L);
            c.user(uid, QUOTE, 7_000L + uid);
        }
        long ts = 1_000;
        c.place(1, 1, 101, BID, GTC, 100, 50, ts++);
        c.place(1, 2, 102, BID, GTC, 100, 30, ts++);
        c.place(1, 3, 103, BID, GTC, 99, 20, ts++, 5, 0, 0);
        c.place(1, 4, 104, ASK, GTC, 105, 40, ts++, 10, 0, 0);
        c.place(1, 5, 105, ASK, GTD, 130, 10, ts++, 0, 0, 50_000);
        c.place(1, 6, 106, ASK, POST_ONLY, 107, 15, ts++);
        c.place(1, 7, 107, BID, GTD, 98, 12, ts++, 0, 0, 40_000);
        c.place(1, 8, 108, BID, IOC, 105, 14, ts++);
        c.place(1, 9, 109, ASK, IOC, 100, 60, ts++);
        c.place(1, 1, 110, BID, STOP_LIMIT, 108, 5, ts++, 0, 106, 0);
        c.place(1, 2, 111, ASK, STOP_MARKET, 90, 7, ts++, 0, 95, 0);
        c.place(1, 3, 112, ASK, TAKE_PROFIT_LIMIT, 120, 3, ts++, 0, 115, 0);
        c.place(1, 8, 113, BID, FOK_BUDGET, 10_000, 3, ts++);
        c.reduce(1, 4, 104, 2, ts++);
        c.move(1, 3, 103, 97, ts++);
        c.place(2, 5, 201, ASK, GTC, 50, 10, ts++);
        c.place(2, 6, 202, BID, GTC, 50, 4, ts++);
        c.place(3, 1, 301, BID, GTC, 1_000, 10, ts++);
        c.place(3, 2, 302, ASK, GTC, 1_000, 6, ts++);
        c.place(3, 3, 303, ASK, GTC, 1_010, 5, ts++);
        c.place(3, 4, 304, BID, GTC, 990, 8, ts++, 2, 0, 0);
        c.place(3, 5, 305, ASK, STOP_MARKET, 900, 2, ts++, 0, 950, 0);
        c.replace(3, 1, 301, 1_001, 9, ts++);
        owner(c, 9).suspendUser(9);
    }

    /** Commands after the cut: fills across icebergs, stop triggers, GTD expiry, amendments, margin closes. */
    static void tail(final MiniCore c) {
        long ts = 30_000;
        c.place(1, 6, 120, BID, IOC, 107, 45, ts++);
        c.place(1, 7, 121, ASK, GTC, 96, 40, ts++);
        c.place(1, 8, 122, BID, GTC, 95, 5, ts++);
        c.cancel(1, 2, 111, ts++);
        c.replace(1, 3, 103, 96, 30, ts++);
        c.place(1, 9, 123, BID, GTC, 100, 1, ts++);
        c.place(2, 6, 203, BID, GTC, 51, 20, ts++);
        c.place(3, 6, 306, ASK, GTC, 990, 12, ts++);
        c.place(3, 2, 307, BID, GTC, 1_010, 8, ts++);
        c.move(3, 4, 304, 1_020, ts++);
        c.place(1, 5, 124, ASK, GTC, 104, 3, 60_000);
        c.place(1, 1, 125, BID, GTC, 110, 100, 60_001);
    }

    private static dev.bourse.risk.RiskShard owner(final MiniCore c, final long uid) {
        return c.risk[(int) (uid & (c.risk.length - 1))];
    }
}
