package dev.bourse.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.api.CancelReason;
import dev.bourse.api.Side;
import dev.bourse.command.SlotEvents;
import org.junit.jupiter.api.Test;

class SlotEventsTest {

    @Test
    void eventsBeyondCapacityGrowTheBufferAndNoneIsDropped() {
        final SlotEvents events = new SlotEvents(2);
        final SlotEventWriter writer = new SlotEventWriter(sequence -> events);
        writer.target(1);
        for (int k = 1; k <= 37; k++) {
            writer.onTrade(k, 100 + k, 1000, 7, Side.BID, 50 + k, k, 0, 37 - k, 1);
        }
        assertThat(events.count()).isEqualTo(37);
        assertThat(events.growths()).isEqualTo(5);
        assertThat(events.capacity()).isEqualTo(64);
        for (int i = 0; i < 37; i++) {
            assertThat(events.kind(i)).isEqualTo(SlotEvents.TRADE);
            assertThat(events.orderId(i)).isEqualTo(i + 1);
            assertThat(events.uid(i)).isEqualTo(101 + i);
            assertThat(events.otherOrderId(i)).isEqualTo(1000);
            assertThat(events.price(i)).isEqualTo(51 + i);
            assertThat(events.rem2(i)).isEqualTo(36 - i);
        }
    }

    @Test
    void aClearedBufferKeepsItsGrownCapacity() {
        final SlotEvents events = new SlotEvents(1);
        final SlotEventWriter writer = new SlotEventWriter(sequence -> events);
        writer.target(1);
        writer.onRested(1, 2, Side.ASK, 10, 5, 5, 0);
        writer.onRested(2, 2, Side.ASK, 11, 5, 5, 0);
        events.clear();
        writer.onCancelled(3, 4, Side.BID, 9, 2, 0, CancelReason.UNFILLED, 0);
        assertThat(events.count()).isEqualTo(1);
        assertThat(events.capacity()).isEqualTo(2);
        assertThat(events.kind(0)).isEqualTo(SlotEvents.CANCELLED);
        assertThat(events.code(0)).isEqualTo(CancelReason.UNFILLED.ordinal());
        assertThat(events.rem1(0)).isZero();
    }

    @Test
    void writerStoresEachKindInItsDocumentedCells() {
        final SlotEvents events = new SlotEvents(8);
        final SlotEventWriter writer = new SlotEventWriter(sequence -> events);
        writer.target(1);
        writer.onAmended(5, 6, Side.BID, 100, 101, 10, 8, false, 0);
        writer.onStopTriggered(7, 8, Side.ASK, 90, 89, 0);
        writer.onRejected(9, 10, -3001, 0);
        assertThat(events.price(0)).isEqualTo(100);
        assertThat(events.price2(0)).isEqualTo(101);
        assertThat(events.size(0)).isEqualTo(10);
        assertThat(events.rem1(0)).isEqualTo(8);
        assertThat(events.code(0)).isZero();
        assertThat(events.price2(1)).isEqualTo(89);
        assertThat(events.side(1)).isEqualTo(Side.ASK.ordinal());
        assertThat(events.code(2)).isEqualTo(-3001);
    }

    @Test
    void capacityBelowOneIsRefused() {
        assertThatThrownBy(() -> new SlotEvents(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
