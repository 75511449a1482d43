package dev.bourse.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/** The expiry timer's decisions, one look at the board at a given clock value at a time, and its wake-ups. */
class ExpiryTimerTest {
    private final ExpiryBoard board = new ExpiryBoard(2);
    private final List<Long> published = new ArrayList<>();
    private final ExpiryTimer timer = new ExpiryTimer(board, () -> 0, new StageErrors());

    private long scan(final long now) {
        return timer.scan(now, symbol -> {
            published.add(symbol);
            return 1;
        });
    }

    @Test
    void withNoGtdOrderItPublishesNothingAndSleepsUntilAPost() {
        assertThat(scan(1_000)).isEqualTo(Long.MAX_VALUE);
        assertThat(published).isEmpty();
    }

    @Test
    void itSleepsUntilTheEarliestExpiryOverTheShardsAndPublishesOneTimeEventPerDueBook() {
        board.post(0, 7, 5_000);
        board.post(1, 8, 3_000);

        assertThat(scan(1_000)).isEqualTo(3_000);
        assertThat(published).isEmpty();

        assertThat(scan(3_000)).as("book 7's expiry comes before the retry of book 8").isEqualTo(5_000);
        assertThat(published).containsExactly(8L);

        assertThat(scan(6_000)).as("book 8 was just asked; book 7 is due")
                .isEqualTo(3_000 + ExpiryTimer.RETRY_NANOS);
        assertThat(published).containsExactly(8L, 7L);
    }

    @Test
    void theNextDueBookOfAShardIsPublishedAsSoonAsTheShardPostsIt() {
        board.post(0, 7, 2_000);
        scan(2_500);
        board.post(0, 9, 2_400);

        scan(2_600);

        assertThat(published).containsExactly(7L, 9L);
    }

    @Test
    void aPostThatDidNotMoveIsAskedAgainOnlyAfterTheRetryDelay() {
        board.post(1, 8, 2_000);
        scan(2_000);
        scan(2_000 + ExpiryTimer.RETRY_NANOS - 1);
        assertThat(published).containsExactly(8L);

        scan(2_000 + ExpiryTimer.RETRY_NANOS);

        assertThat(published).containsExactly(8L, 8L);
    }

    @Test
    void aRefusedOrFailingPublishIsRetriedLaterAndCounted() {
        final StageErrors errors = new StageErrors();
        final ExpiryTimer failing = new ExpiryTimer(board, () -> 0, errors);
        board.post(0, 7, 100);

        assertThat(failing.scan(100, symbol -> {
            throw new IllegalStateException("refused");
        })).isEqualTo(100 + ExpiryTimer.RETRY_NANOS);

        assertThat(errors.count()).isOne();
    }

    @Test
    void aParkedTimerIsWokenByAnEarlierPostAndPublishesItWhenDue() throws Exception {
        final AtomicLong clock = new AtomicLong(1_000);
        final List<Long> sent = new CopyOnWriteArrayList<>();
        final ExpiryTimer running = new ExpiryTimer(board, clock::get, new StageErrors());
        running.start(symbol -> {
            sent.add(symbol);
            return 1;
        }, runnable -> {
            final Thread t = new Thread(runnable);
            t.setDaemon(true);
            return t;
        });
        try {
            board.post(1, 8, 1_000);
            final long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (sent.isEmpty() && System.nanoTime() < deadline) {
                LockSupport.parkNanos(1_000_000);
            }
        } finally {
            running.stop();
        }
        assertThat(sent).startsWith(8L);
    }
}
