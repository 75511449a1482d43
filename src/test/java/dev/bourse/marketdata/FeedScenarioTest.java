package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.TradingStatus;
import dev.bourse.testkit.TestSpecs;
import org.junit.jupiter.api.Test;

/** Whole event lists, channel by channel, for the feed of a few commands on one symbol (see {@link FeedSession}). */
class FeedScenarioTest {
    private static final long T = FeedSession.T0;

    @Test
    void aRestThenACrossingOrderGivesTheTapeTheOrderLogTheLevelsTheTopAndTheStatistics() throws Exception {
        try (FeedSession s = new FeedSession(false)) {
            s.at(T).place(1, 1, 11, Side.BID, OrderType.GTC, 100, 5).join();
            s.at(T).place(2, 1, 12, Side.ASK, OrderType.GTC, 100, 3).join();
            assertThat(s.tap.lines("TRADE ")).containsExactly(
                    "TRADE 1 #6 cmd 9 t1 3@100 maker 11 taker 12 aggr 1");
            assertThat(s.tap.lines("L3 ")).containsExactly(
                    "L3 1 #3 cmd 8 ADD 11 side 0 5@100",
                    "L3 1 #7 cmd 9 EXEC 11 3@100 t1 shows 2");
            assertThat(s.tap.lines("L2 ")).containsExactly(
                    "L2 1 #4 cmd 8 side 0 5@100 (1)",
                    "L2 1 #8 cmd 9 side 0 2@100 (1)");
            assertThat(s.tap.lines("BBO ")).containsExactly(
                    "BBO 1 #5 cmd 8 5@100(1) / 0@0(0)",
                    "BBO 1 #9 cmd 9 2@100(1) / 0@0(0)");
            assertThat(s.tap.lines("STAT ")).containsExactly(
                    "STAT 1 #10 cmd 9 last 100 vol 3 n 1 ohl 100/100/100");
        }
    }

    @Test
    void theUsersHearAcceptanceRestFillsWithLiquidityCancelAndRejectionOnTheirOwnSequences() throws Exception {
        try (FeedSession s = new FeedSession(false)) {
            s.at(T).place(1, 1, 11, Side.BID, OrderType.GTC, 100, 5).join();
            s.at(T).place(2, 1, 12, Side.ASK, OrderType.IOC, 100, 7).join();
            s.at(T).cancel(1, 1, 11).join();
            s.at(T).cancel(1, 1, 11).join();
            assertThat(s.tap.lines("EXEC ")).containsExactly(
                    "EXEC u1 #1 cmd 8 ACCEPTED s1 o11 side -1 0@0 left 0 fee 0 t0 liq 0 code 0",
                    "EXEC u1 #2 cmd 8 RESTED s1 o11 side 0 0@100 left 5 fee 0 t0 liq 0 code 0",
                    "EXEC u2 #1 cmd 9 ACCEPTED s1 o12 side -1 0@0 left 0 fee 0 t0 liq 0 code 0",
                    "EXEC u1 #3 cmd 9 FILL s1 o11 side 0 5@100 left 0 fee 0 t1 liq 1 code 0",
                    "EXEC u2 #2 cmd 9 FILL s1 o12 side 1 5@100 left 2 fee 0 t1 liq 2 code 0",
                    "EXEC u2 #3 cmd 9 CANCELLED s1 o12 side 1 2@100 left 0 fee 0 t0 liq 0 code 3",
                    "EXEC u1 #4 cmd 10 REJECTED s1 o11 side -1 0@0 left 0 fee 0 t0 liq 0 code -3001",
                    "EXEC u1 #5 cmd 11 REJECTED s1 o11 side -1 0@0 left 0 fee 0 t0 liq 0 code -3001");
            assertThat(s.tap.lines("L3 ")).as("the unfilled IOC never rested: not in the order log").containsExactly(
                    "L3 1 #3 cmd 8 ADD 11 side 0 5@100",
                    "L3 1 #7 cmd 9 EXEC 11 5@100 t1 shows 0");
        }
    }

    @Test
    void anIcebergShowsItsNextSliceAtTheTailOfItsLevelWhenItsShownLotsAreTaken() throws Exception {
        try (FeedSession s = new FeedSession(false)) {
            s.at(T).place(new OrderRequest().uid(1).symbol(1).orderId(11).side(Side.ASK).type(OrderType.GTC)
                    .price(101).size(10).displaySize(4)).join();
            s.at(T).place(1, 1, 12, Side.ASK, OrderType.GTC, 101, 2).join();
            s.at(T).place(2, 1, 13, Side.BID, OrderType.IOC, 101, 5).join();
            assertThat(s.tap.lines("L3 ")).containsExactly(
                    "L3 1 #3 cmd 8 ADD 11 side 1 4@101",
                    "L3 1 #6 cmd 9 ADD 12 side 1 2@101",
                    "L3 1 #10 cmd 10 EXEC 11 4@101 t1 shows 0",
                    "L3 1 #11 cmd 10 SLICE 11 4@101",
                    "L3 1 #14 cmd 10 EXEC 12 1@101 t2 shows 1");
            assertThat(s.tap.lines("L2 ")).containsExactly(
                    "L2 1 #4 cmd 8 side 1 4@101 (1)",
                    "L2 1 #7 cmd 9 side 1 6@101 (2)",
                    "L2 1 #12 cmd 10 side 1 6@101 (2)",
                    "L2 1 #15 cmd 10 side 1 5@101 (2)");
        }
    }

    @Test
    void conflationSendsOneUpdatePerLevelPerCommand() throws Exception {
        try (FeedSession s = new FeedSession(true)) {
            s.at(T).place(1, 1, 11, Side.ASK, OrderType.GTC, 101, 2).join();
            s.at(T).place(1, 1, 12, Side.ASK, OrderType.GTC, 101, 2).join();
            s.at(T).place(1, 1, 13, Side.ASK, OrderType.GTC, 102, 2).join();
            s.at(T).place(2, 1, 14, Side.BID, OrderType.GTC, 102, 5).join();
            assertThat(s.tap.lines("L2 1 #").subList(3, 5)).containsExactly(
                    "L2 1 #17 cmd 11 side 1 0@101 (0)",
                    "L2 1 #18 cmd 11 side 1 1@102 (1)");
            assertThat(s.tap.lines("L2 ")).hasSize(5);
        }
    }

    @Test
    void aTriggeredStopIsAnnouncedBeforeItsOwnMessages() throws Exception {
        try (FeedSession s = new FeedSession(false)) {
            s.at(T).place(new OrderRequest().uid(1).symbol(1).orderId(11).side(Side.ASK).type(OrderType.STOP_LIMIT)
                    .price(98).size(2).triggerPrice(99)).join();
            s.at(T).place(1, 1, 12, Side.BID, OrderType.GTC, 99, 5).join();
            s.at(T).place(new OrderRequest().uid(2).symbol(1).orderId(13).side(Side.ASK).type(OrderType.GTC)
                    .price(99).size(1).stp(StpMode.NONE)).join();
            assertThat(s.tap.lines("L3 ")).containsExactly(
                    "L3 1 #3 cmd 9 ADD 12 side 0 5@99",
                    "L3 1 #7 cmd 10 EXEC 12 1@99 t1 shows 4",
                    "L3 1 #9 cmd 10 STOP 11 trigger 99 last 99",
                    "L3 1 #11 cmd 10 EXEC 12 2@99 t2 shows 2");
        }
    }

    @Test
    void aHaltAndAResumptionAreAnnouncedWithTheDirectory() throws Exception {
        try (FeedSession s = new FeedSession(false)) {
            s.at(T).updateSymbol(TestSpecs.spot(1).toBuilder().status(TradingStatus.HALTED).build()).join();
            s.at(T).updateSymbol(TestSpecs.spot(1).toBuilder().status(TradingStatus.OPEN).build()).join();
            assertThat(s.tap.lines()).containsExactly(
                    "DIR 1 #3 cmd 8 type 0 1/2 scales 1/1 status 1",
                    "STATUS 1 #4 cmd 8 1",
                    "DIR 1 #5 cmd 9 type 0 1/2 scales 1/1 status 0",
                    "STATUS 1 #6 cmd 9 0");
        }
    }

    @Test
    void barsCloseByCommandTimestampsWhenALaterCommandPassesTheirEnd() throws Exception {
        try (FeedSession s = new FeedSession(false)) {
            final ExchangeApi api = s.at(T + 100);
            api.place(1, 1, 11, Side.ASK, OrderType.GTC, 101, 9).join();
            api.place(2, 1, 12, Side.BID, OrderType.IOC, 101, 2).join();
            s.at(T + 900_000_000L).place(2, 1, 13, Side.BID, OrderType.IOC, 101, 3).join();
            s.at(T + 1_000_000_000L).place(2, 1, 14, Side.BID, OrderType.IOC, 101, 1).join();
            s.at(T + 61_000_000_000L).cancel(1, 1, 11).join();
            assertThat(s.tap.lines("BAR ")).containsExactly(
                    "BAR 1 #16 cmd 11 1000000000ns@1000000000000 ohlc 101/101/101/101 vol 5 n 2",
                    "BAR 1 #22 cmd 12 1000000000ns@1001000000000 ohlc 101/101/101/101 vol 1 n 1",
                    "BAR 1 #23 cmd 12 60000000000ns@960000000000 ohlc 101/101/101/101 vol 6 n 3");
        }
    }
}
