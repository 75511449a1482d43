package dev.bourse.gateway.binary;

import static dev.bourse.gateway.binary.BinaryFixture.SYMBOL;
import static dev.bourse.gateway.binary.BinaryFixture.orderId;
import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.gateway.binary.client.BinaryClient;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Each order message and each order response over a loopback connection, as whole lists per member. */
class BinaryOrderEntryTest {
    private static BinaryFixture f;

    @BeforeAll
    static void start() throws Exception {
        f = new BinaryFixture();
    }

    @AfterAll
    static void stop() throws Exception {
        f.close();
    }

    private static OrderRequest order(final long uid, final long own, final Side side, final OrderType type,
            final long price, final long size) {
        return new OrderRequest().uid(uid).symbol(SYMBOL).orderId(orderId(uid, own)).side(side).type(type)
                .price(price).size(size);
    }

    @Test
    void aTradeGivesTheTakerItsAnswerThenItsExecutionAndTheMakerAnExecutionWithFeesAndLiquidity() throws Exception {
        final long maker = f.member(11);
        final long taker = f.member(12);
        final ResponseRecorder makerHeard = new ResponseRecorder();
        final ResponseRecorder takerHeard = new ResponseRecorder();
        try (BinaryClient m = f.login(maker, 0, false); BinaryClient t = f.login(taker, 0, false)) {
            assertThat(m.replayFrom()).isEqualTo(1);
            assertThat(m.nextSeqAtLogin()).isEqualTo(1);
            m.enter(501, order(maker, 1, Side.ASK, OrderType.GTC, 100, 5));
            m.flush();
            makerHeard.awaitCount(m, 1);
            t.enter(601, order(taker, 1, Side.BID, OrderType.GTC, 100, 3).stp(StpMode.CANCEL_TAKER));
            t.flush();
            assertThat(takerHeard.awaitCount(t, 2)).containsExactly(
                    "Accepted 1 cmd 601 ENTER order 1",
                    "Executed 2 cmd 601 order 1 BID 3@100 rem 0 fee " + 3 * BinaryFixture.SPEC.takerFee() + " TAKER");
            assertThat(makerHeard.awaitCount(m, 2)).containsExactly(
                    "Accepted 1 cmd 501 ENTER order 1",
                    "Executed 2 cmd 0 order 1 ASK 3@100 rem 2 fee " + 3 * BinaryFixture.SPEC.makerFee() + " MAKER");
        }
    }

    @Test
    void replaceCancelAndMassCancelAreAnsweredAndTheirEventsCarryTheirCommandIds() throws Exception {
        final long uid = f.member(13);
        final ResponseRecorder heard = new ResponseRecorder();
        try (BinaryClient c = f.login(uid, 0, false)) {
            c.enter(1, order(uid, 1, Side.BID, OrderType.GTC, 50, 4));
            c.replace(2, SYMBOL, orderId(uid, 1), 51, 6);
            c.cancel(3, SYMBOL, orderId(uid, 1));
            c.enter(4, order(uid, 2, Side.BID, OrderType.GTC, 40, 1));
            c.enter(5, order(uid, 3, Side.BID, OrderType.GTC, 41, 2));
            c.massCancel(6, SYMBOL);
            c.enter(7, order(uid, 4, Side.BID, OrderType.IOC, 10, 1));
            c.flush();
            assertThat(heard.awaitCount(c, 12)).containsExactly(
                    "Accepted 1 cmd 1 ENTER order 1",
                    "Accepted 2 cmd 2 REPLACE order 1",
                    "Replaced 3 cmd 2 order 1 4@50 -> 6@51 lost",
                    "Accepted 4 cmd 3 CANCEL order 1",
                    "Canceled 5 cmd 3 order 1 BID 6@51 rem 0 CANCELLED",
                    "Accepted 6 cmd 4 ENTER order 2",
                    "Accepted 7 cmd 5 ENTER order 3",
                    "Accepted 8 cmd 6 MASS_CANCEL order 0",
                    "Canceled 9 cmd 6 order 2 BID 1@40 rem 0 MASS_CANCELLED",
                    "Canceled 10 cmd 6 order 3 BID 2@41 rem 0 MASS_CANCELLED",
                    "Accepted 11 cmd 7 ENTER order 4",
                    "Canceled 12 cmd 7 order 4 BID 1@10 rem 0 UNFILLED");
            assertThat(f.core.userReport(uid).get().orders()).isEmpty();
        }
    }

    @Test
    void refusalsBeforeAndInsideTheCoreAreRejectedWithTheirCodes() throws Exception {
        final long uid = f.member(14);
        final ResponseRecorder heard = new ResponseRecorder();
        try (BinaryClient c = f.login(uid, 0, false)) {
            c.enter(0, order(uid, 1, Side.BID, OrderType.GTC, 50, 1));
            c.enter(2, order(15, 1, Side.BID, OrderType.GTC, 50, 1));
            c.enter(3, order(uid, 1, Side.BID, OrderType.GTC, 50, 1).orderId(orderId(15, 1)));
            c.enter(4, order(uid, 1, null, OrderType.GTC, 50, 1));
            c.enter(5, order(uid, 1, Side.BID, OrderType.GTC, 50, 1).symbol(99));
            c.enter(6, order(uid, 1, Side.BID, OrderType.GTC, 50, 1_000_000_000_000L));
            c.cancel(7, SYMBOL, orderId(uid, 77));
            c.replace(8, SYMBOL, orderId(uid, 77), 10, 1);
            c.massCancel(9, 99);
            c.flush();
            assertThat(heard.awaitCount(c, 9)).containsExactly(
                    "Rejected 1 cmd 0 ENTER order 1 INVALID_ARGUMENT before core",
                    "Rejected 2 cmd 2 ENTER order 1 NOT_YOUR_USER before core",
                    "Rejected 3 cmd 3 ENTER order 1 NOT_YOUR_ORDER before core",
                    "Rejected 4 cmd 4 ENTER order 1 INVALID_ARGUMENT before core",
                    "Rejected 5 cmd 5 ENTER order 1 UNKNOWN_SYMBOL",
                    "Rejected 6 cmd 6 ENTER order 1 INSUFFICIENT_FUNDS",
                    "Rejected 7 cmd 7 CANCEL order 77 UNKNOWN_ORDER_ID",
                    "Rejected 8 cmd 8 REPLACE order 77 UNKNOWN_ORDER_ID",
                    "Rejected 9 cmd 9 MASS_CANCEL order 0 UNKNOWN_SYMBOL");
        }
    }

    @Test
    void manyMessagesInOneWriteAreAllAnsweredInOrder() throws Exception {
        final long uid = f.member(16);
        final int n = 300;
        final ResponseRecorder heard = new ResponseRecorder();
        final List<String> expected = new ArrayList<>();
        try (BinaryClient c = f.login(uid, 0, false)) {
            for (int i = 1; i <= n; i++) {
                c.enter(1000 + i, order(uid, i, Side.ASK, OrderType.IOC, 1_000_000, 1));
                expected.add("Accepted " + (2 * i - 1) + " cmd " + (1000 + i) + " ENTER order " + i);
                expected.add("Canceled " + 2 * i + " cmd " + (1000 + i) + " order " + i
                        + " ASK 1@1000000 rem 0 UNFILLED");
            }
            c.flush();
            assertThat(heard.awaitCount(c, 2 * n)).isEqualTo(expected);
        }
    }
}
