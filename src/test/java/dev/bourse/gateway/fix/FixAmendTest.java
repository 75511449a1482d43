package dev.bourse.gateway.fix;

import static dev.bourse.gateway.fix.FixMessages.cancel;
import static dev.bourse.gateway.fix.FixMessages.limit;
import static dev.bourse.gateway.fix.FixMessages.replace;
import static dev.bourse.gateway.fix.FixMessages.summary;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import quickfix.Message;
import quickfix.field.ClOrdID;
import quickfix.field.MassCancelRequestType;
import quickfix.field.Side;
import quickfix.field.Symbol;
import quickfix.field.TransactTime;

/** Cancels, replace chains, mass cancels, status requests and duplicate ClOrdIDs over FIX, reports compared whole. */
class FixAmendTest extends FixTwoMembers {
    @BeforeEach
    void forgetLeftovers() {
        alice.app.clear();
        bob.app.clear();
    }

    private static List<String> reports(final FixTestClient c, final int count) throws InterruptedException {
        final List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(summary(c.next()));
        }
        return out;
    }

    private static Message massCancel(final String clOrdId, final char type, final int symbol) {
        final Message m = new quickfix.fix44.OrderMassCancelRequest();
        m.setString(ClOrdID.FIELD, clOrdId);
        m.setChar(MassCancelRequestType.FIELD, type);
        m.setString(Symbol.FIELD, Integer.toString(symbol));
        m.setUtcTimeStamp(TransactTime.FIELD, LocalDateTime.now(ZoneOffset.UTC));
        return m;
    }

    private static Message status(final String clOrdId, final int symbol, final char side) {
        final Message m = new quickfix.fix44.OrderStatusRequest();
        m.setString(ClOrdID.FIELD, clOrdId);
        m.setString(Symbol.FIELD, Integer.toString(symbol));
        m.setChar(quickfix.field.Side.FIELD, side);
        return m;
    }

    @Test
    void aCancelNamesBothClOrdIdsAndASecondCancelOfTheSameOrderIsTooLate() throws Exception {
        alice.send(limit("c1", 11, Side.SELL, "3", "50.00"));
        alice.send(cancel("c2", "c1", 11, Side.SELL));
        assertThat(reports(alice, 2)).containsExactly("ER 0/0 c1 cum=0 leaves=3", "ER 4/4 c2<c1 cum=0 leaves=0");
        alice.send(cancel("c3", "c1", 11, Side.SELL));
        alice.send(cancel("c4", "nothing", 11, Side.SELL));
        assertThat(reports(alice, 2)).containsExactly("CXLREJ c3 0", "CXLREJ c4 1");
    }

    @Test
    void aReplaceChainMovesTheClOrdIdAndFillsReportTheLatestOne() throws Exception {
        alice.send(limit("r1", 12, Side.SELL, "10", "50.00"));
        alice.send(replace("r2", "r1", 12, Side.SELL, "12", "49.00"));
        assertThat(reports(alice, 2)).containsExactly("ER 0/0 r1 cum=0 leaves=10", "ER 5/0 r2<r1 cum=0 leaves=12");
        alice.send(replace("r3", "r2", 12, Side.SELL, "5", "49.00"));
        assertThat(reports(alice, 1)).containsExactly("ER 5/0 r3<r2 cum=0 leaves=5");
        bob.send(limit("rb1", 12, Side.BUY, "2", "49.00"));
        assertThat(reports(alice, 1)).containsExactly("ER F/1 r3<r2 cum=2 leaves=3 last=2@49.00 fee=0.02");
        alice.send(replace("r4", "r3", 12, Side.SELL, "2", "49.00"));
        alice.send(replace("r5", "r3", 12, Side.BUY, "9", "49.00"));
        assertThat(reports(alice, 2)).containsExactly("CXLREJ r4 99", "CXLREJ r5 99");
        alice.send(status("r1", 12, Side.SELL));
        final Message s = alice.next();
        assertThat(summary(s)).isEqualTo("ER I/1 r3<r2 cum=2 leaves=3");
        assertThat(FixMessages.get(s, 38)).isEqualTo("5");
        assertThat(FixMessages.get(s, 6)).isEqualTo("49.00");
    }

    @Test
    void aMassCancelReportsEachOrderThenTheCount() throws Exception {
        alice.send(limit("m1", 13, Side.SELL, "1", "60.00"));
        alice.send(limit("m2", 13, Side.SELL, "1", "61.00"));
        alice.send(limit("m3", 13, Side.BUY, "1", "40.00"));
        assertThat(reports(alice, 3)).hasSize(3);
        alice.send(massCancel("m4", MassCancelRequestType.CANCEL_ORDERS_FOR_A_SECURITY, 13));
        assertThat(reports(alice, 4)).containsExactly("ER 4/4 m1 cum=0 leaves=0", "ER 4/4 m2 cum=0 leaves=0",
                "ER 4/4 m3 cum=0 leaves=0", "MASS m4 1 3");
        alice.send(massCancel("m5", MassCancelRequestType.CANCEL_ALL_ORDERS, 13));
        alice.send(massCancel("m6", MassCancelRequestType.CANCEL_ORDERS_FOR_A_SECURITY, 999));
        assertThat(reports(alice, 2)).containsExactly("MASS m5 0 null", "MASS m6 0 null");
    }

    @Test
    void aStatusRequestAnswersWhatTheSessionKnowsAndUnknownOrdersAreRejected() throws Exception {
        alice.send(limit("s1", 14, Side.BUY, "2", "10.00"));
        assertThat(reports(alice, 1)).containsExactly("ER 0/0 s1 cum=0 leaves=2");
        alice.send(status("s1", 14, Side.BUY));
        alice.send(status("nope", 14, Side.BUY));
        assertThat(reports(alice, 2)).containsExactly("ER I/0 s1 cum=0 leaves=2", "ER I/8 nope cum=0 leaves=0 rej=5");
    }

    @Test
    void aDuplicateClOrdIdIsRefusedAndTheFirstOrderStays() throws Exception {
        alice.send(limit("d1", 15, Side.BUY, "2", "10.00"));
        // The first order's report comes from the core's event stream, the refusals below straight from the session:
        // wait for the first so that the order of the three is fixed.
        assertThat(reports(alice, 1)).containsExactly("ER 0/0 d1 cum=0 leaves=2");
        alice.send(limit("d1", 15, Side.BUY, "7", "11.00"));
        alice.send(cancel("d1", "d1", 15, Side.BUY));
        assertThat(reports(alice, 2)).containsExactly("ER 8/8 d1 cum=0 leaves=0 rej=6", "CXLREJ d1 6");
        alice.send(status("d1", 15, Side.BUY));
        assertThat(reports(alice, 1)).containsExactly("ER I/0 d1 cum=0 leaves=2");
    }
}
