package dev.bourse.gateway.fix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The MEMORY session store keeps the last messages sent, a fixed number, and answers resends from them alone. */
class BoundedMemoryStoreTest {
    private static List<String> get(final BoundedMemoryStore store, final int from, final int to) {
        final List<String> out = new ArrayList<>();
        store.get(from, to, out);
        return out;
    }

    @Test
    void aResendWithinWhatIsKeptGetsEveryMessageInOrder() {
        final BoundedMemoryStore store = new BoundedMemoryStore(8);
        for (int s = 1; s <= 5; s++) {
            assertThat(store.set(s, "m" + s)).isTrue();
        }
        assertThat(get(store, 2, 4)).containsExactly("m2", "m3", "m4");
        assertThat(get(store, 1, Integer.MAX_VALUE)).containsExactly("m1", "m2", "m3", "m4", "m5");
    }

    @Test
    void onlyTheLastCapacityMessagesAreKeptAndOlderOnesAreAbsentNotWrong() {
        final BoundedMemoryStore store = new BoundedMemoryStore(4);
        for (int s = 1; s <= 10; s++) {
            store.set(s, "m" + s);
        }
        assertThat(get(store, 1, 10)).containsExactly("m7", "m8", "m9", "m10");
        assertThat(get(store, 3, 8)).containsExactly("m7", "m8");
        assertThat(get(store, 11, 20)).isEmpty();
    }

    @Test
    void aRangeFromTheFirstMessageToTheLastPossibleOneGetsWhatIsKept() {
        final BoundedMemoryStore store = new BoundedMemoryStore(2);
        store.set(1_000_000_000, "late");
        store.set(999_999_999, "before");
        assertThat(get(store, 1, Integer.MAX_VALUE)).containsExactly("before", "late");
        assertThat(get(store, Integer.MIN_VALUE, 999_999_999)).containsExactly("before");
        store.set(Integer.MAX_VALUE, "last");
        assertThat(get(store, 1, Integer.MAX_VALUE)).as("the highest number ends the walk").containsExactly("last");
    }

    @Test
    void sequenceNumbersCountAndAResetStartsAfresh() {
        final BoundedMemoryStore store = new BoundedMemoryStore(4);
        assertThat(store.getNextSenderMsgSeqNum()).isEqualTo(1);
        store.incrNextSenderMsgSeqNum();
        store.setNextTargetMsgSeqNum(7);
        store.incrNextTargetMsgSeqNum();
        store.set(1, "m1");
        assertThat(store.getNextSenderMsgSeqNum()).isEqualTo(2);
        assertThat(store.getNextTargetMsgSeqNum()).isEqualTo(8);
        store.reset();
        assertThat(store.getNextSenderMsgSeqNum()).isEqualTo(1);
        assertThat(store.getNextTargetMsgSeqNum()).isEqualTo(1);
        assertThat(get(store, 1, 10)).isEmpty();
    }

    @Test
    void aNonPositiveSequenceOrCapacityIsRefused() {
        assertThat(new BoundedMemoryStore(2).set(0, "x")).isFalse();
        assertThatThrownBy(() -> new BoundedMemoryStore(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
