package dev.bourse.gateway.fix;

import static dev.bourse.gateway.fix.FixMessages.limit;
import static dev.bourse.gateway.fix.FixMessages.order;
import static dev.bourse.gateway.fix.FixMessages.summary;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import quickfix.Message;
import quickfix.field.ExecInst;
import quickfix.field.ExpireTime;
import quickfix.field.MaxFloor;
import quickfix.field.OrdType;
import quickfix.field.Side;
import quickfix.field.TimeInForce;

/**
 * Order entry over FIX against a running node, each order type with the reports it must produce, compared whole:
 * a member's QuickFIX/J initiator on loopback sends, and every ExecutionReport it receives is checked in order.
 */
class FixOrderEntryTest extends FixTwoMembers {
    private static List<String> reports(final FixTestClient c, final int count) throws InterruptedException {
        final List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(summary(c.next()));
        }
        return out;
    }

    @BeforeEach
    void forgetLeftovers() {
        alice.app.clear();
        bob.app.clear();
    }

    @Test
    void aRestingLimitOrderIsAcknowledgedThenFilledInPartsWithPricesSizesAndFeesOnTheScales() throws Exception {
        alice.send(limit("fill-a", 1, Side.SELL, "10", "100.50"));
        assertThat(reports(alice, 1)).containsExactly("ER 0/0 fill-a cum=0 leaves=10");
        bob.send(limit("fill-b1", 1, Side.BUY, "4", "101.00"));
        assertThat(reports(bob, 2)).containsExactly("ER 0/0 fill-b1 cum=0 leaves=4",
                "ER F/2 fill-b1 cum=4 leaves=0 last=4@100.50 fee=0.08");
        assertThat(reports(alice, 1)).containsExactly("ER F/1 fill-a cum=4 leaves=6 last=4@100.50 fee=0.04");
        bob.send(limit("fill-b2", 1, Side.BUY, "6", "100.50"));
        assertThat(reports(bob, 2)).containsExactly("ER 0/0 fill-b2 cum=0 leaves=6",
                "ER F/2 fill-b2 cum=6 leaves=0 last=6@100.50 fee=0.12");
        final Message filled = alice.next();
        assertThat(summary(filled)).isEqualTo("ER F/2 fill-a cum=10 leaves=0 last=6@100.50 fee=0.06");
        assertThat(FixMessages.get(filled, 6)).isEqualTo("100.50");
        assertThat(Long.parseLong(FixMessages.get(filled, 37)) >>> 31).as("uid 1, FIX half").isEqualTo(3);
    }

    @Test
    void immediateOrCancelAndFillOrKillAndMarketOrdersCancelWhatTheyCannotFill() throws Exception {
        alice.send(limit("ioc-a1", 2, Side.SELL, "5", "10.00"));
        assertThat(reports(alice, 1)).containsExactly("ER 0/0 ioc-a1 cum=0 leaves=5");
        bob.send(order("ioc", 2, Side.BUY, OrdType.LIMIT, TimeInForce.IMMEDIATE_OR_CANCEL, "3", "10.00", null));
        assertThat(reports(bob, 2)).containsExactly("ER 0/0 ioc cum=0 leaves=3",
                "ER F/2 ioc cum=3 leaves=0 last=3@10.00 fee=0.06");
        bob.send(order("fok", 2, Side.BUY, OrdType.LIMIT, TimeInForce.FILL_OR_KILL, "5", "10.00", null));
        assertThat(reports(bob, 2)).containsExactly("ER 0/0 fok cum=0 leaves=5", "ER 4/4 fok cum=0 leaves=0");
        bob.send(order("mkt", 2, Side.BUY, OrdType.MARKET, TimeInForce.IMMEDIATE_OR_CANCEL, "4", null, null));
        assertThat(reports(bob, 3)).containsExactly("ER 0/0 mkt cum=0 leaves=4",
                "ER F/1 mkt cum=2 leaves=2 last=2@10.00 fee=0.04", "ER 4/4 mkt cum=2 leaves=0");
        assertThat(reports(alice, 2)).containsExactly("ER F/1 ioc-a1 cum=3 leaves=2 last=3@10.00 fee=0.03",
                "ER F/2 ioc-a1 cum=5 leaves=0 last=2@10.00 fee=0.02");
    }

    @Test
    void stopAndStopLimitOrdersWaitThenTriggerAndTrade() throws Exception {
        bob.send(order("stop", 3, Side.BUY, OrdType.STOP_STOP_LOSS, TimeInForce.GOOD_TILL_CANCEL, "1", "20.00",
                "11.00"));
        bob.send(order("stoplim", 3, Side.BUY, OrdType.STOP_LIMIT, TimeInForce.GOOD_TILL_CANCEL, "1", "12.00",
                "11.00"));
        assertThat(reports(bob, 2)).containsExactly("ER 0/0 stop cum=0 leaves=1", "ER 0/0 stoplim cum=0 leaves=1");
        alice.send(limit("stop-a1", 3, Side.SELL, "1", "11.00"));
        alice.send(limit("stop-a2", 3, Side.SELL, "5", "11.50"));
        assertThat(reports(alice, 2)).containsExactly("ER 0/0 stop-a1 cum=0 leaves=1", "ER 0/0 stop-a2 cum=0 leaves=5");
        bob.send(limit("stop-b1", 3, Side.BUY, "1", "11.00"));
        assertThat(reports(bob, 6)).containsExactly("ER 0/0 stop-b1 cum=0 leaves=1",
                "ER F/2 stop-b1 cum=1 leaves=0 last=1@11.00 fee=0.02",
                "ER D/0 stop cum=0 leaves=1", "ER F/2 stop cum=1 leaves=0 last=1@11.50 fee=0.02",
                "ER D/0 stoplim cum=0 leaves=1", "ER F/2 stoplim cum=1 leaves=0 last=1@11.50 fee=0.02");
    }

    @Test
    void aGoodTillDateOrderExpires() throws Exception {
        final Message gtd = order("gtd", 4, Side.BUY, OrdType.LIMIT, TimeInForce.GOOD_TILL_DATE, "1", "5.00", null);
        gtd.setUtcTimeStamp(ExpireTime.FIELD, LocalDateTime.now(ZoneOffset.UTC).plusNanos(500_000_000), true);
        bob.send(gtd);
        assertThat(reports(bob, 2)).containsExactly("ER 0/0 gtd cum=0 leaves=1", "ER C/C gtd cum=0 leaves=0");
    }

    @Test
    void anIcebergShowsItsMaxFloorAndAPostOnlyOrderThatWouldTradeIsRejected() throws Exception {
        final Message iceberg = limit("ice", 5, Side.SELL, "10", "7.00");
        iceberg.setString(MaxFloor.FIELD, "2");
        alice.send(iceberg);
        final Message ack = alice.next();
        assertThat(summary(ack)).isEqualTo("ER 0/0 ice cum=0 leaves=10");
        assertThat(FixMessages.get(ack, MaxFloor.FIELD)).isEqualTo("2");
        bob.send(limit("b1", 5, Side.BUY, "3", "7.00"));
        assertThat(reports(bob, 3)).containsExactly("ER 0/0 b1 cum=0 leaves=3",
                "ER F/1 b1 cum=2 leaves=1 last=2@7.00 fee=0.04", "ER F/2 b1 cum=3 leaves=0 last=1@7.00 fee=0.02");
        final Message crossing = limit("po1", 5, Side.BUY, "1", "7.00");
        crossing.setString(ExecInst.FIELD, "6");
        bob.send(crossing);
        assertThat(reports(bob, 1)).containsExactly("ER 8/8 po1 cum=0 leaves=0 rej=11");
        final Message resting = limit("po2", 5, Side.BUY, "1", "6.00");
        resting.setString(ExecInst.FIELD, "6");
        bob.send(resting);
        assertThat(reports(bob, 1)).containsExactly("ER 0/0 po2 cum=0 leaves=1");
        assertThat(reports(alice, 2)).containsExactly("ER F/1 ice cum=2 leaves=8 last=2@7.00 fee=0.02",
                "ER F/1 ice cum=3 leaves=7 last=1@7.00 fee=0.01");
    }

    @Test
    void theMembersSelfTradePreventionDefaultApplies() throws Exception {
        bob.send(limit("s1", 6, Side.SELL, "2", "3.00"));
        bob.send(limit("s2", 6, Side.BUY, "1", "3.00"));
        assertThat(reports(bob, 3)).containsExactly("ER 0/0 s1 cum=0 leaves=2", "ER 0/0 s2 cum=0 leaves=1",
                "ER 4/4 s2 cum=0 leaves=0");
    }
}
