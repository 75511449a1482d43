package dev.bourse.marketdata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.marketdata.codec.SbeFeedDecoder;
import dev.bourse.marketdata.codec.SbeFeedEncoder;
import dev.bourse.marketdata.feed.Channels;
import dev.bourse.marketdata.feed.FeedGenerator;
import dev.bourse.core.ExchangeCore;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import java.util.concurrent.atomic.AtomicLong;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/**
 * Every message of a random session, snapshots included, survives SBE encoding: the decoded stream is the generator's
 * stream line for line, and a book rebuilt from the decoded snapshots equals the publisher's.
 */
class SbeFeedCodecTest {

    @Test
    void theDecodedFeedIsTheGeneratorsFeedMessageForMessage() throws Exception {
        final FeedTap decoded = new FeedTap();
        final SbeFeedDecoder decoder = new SbeFeedDecoder(decoded.feed(), decoded.executions());
        final SbeFeedEncoder encoder = new SbeFeedEncoder((buffer, offset, length) -> {
            final UnsafeBuffer copy = new UnsafeBuffer(new byte[length]);
            copy.putBytes(0, buffer, offset, length);
            assertThat(decoder.decode(copy, 0, length)).isTrue();
        });
        final FeedTap direct = new FeedTap(encoder);
        final FeedGenerator feed = new FeedGenerator(Channels.ALL, false, direct.feed(), (uid, userSeq, cmd, ts, kind,
                symbol, orderId, side, price, size, remaining, fee, tradeId, liquidity, code) -> {
            direct.executions().onExecution(uid, userSeq, cmd, ts, kind, symbol, orderId, side, price, size,
                    remaining, fee, tradeId, liquidity, code);
            encoder.onExecution(uid, userSeq, cmd, ts, kind, symbol, orderId, side, price, size, remaining, fee,
                    tradeId, liquidity, code);
        });
        feed.onCommandEnd((generator, commandSeq, timestamp) -> {
            if (commandSeq % 50 == 0) {
                for (int i = 0; i < generator.symbolCount(); i++) {
                    generator.snapshot(generator.symbolAt(i), direct.feed());
                }
            }
        });
        final AtomicLong clock = new AtomicLong(1_000_000_000_000L);
        final ExchangeCore core = ExchangeCore.builder(ExchangeConfig.builder().ringSize(1024)
                .threadLayout(ThreadLayout.INLINE).waitStrategy(WaitStrategyType.SLEEPING).build())
                .riskEngine(new RiskEngine(1)).journal(NoOpJournal.INSTANCE).listener(feed)
                .clock(() -> clock.addAndGet(FeedLoad.STEP)).build();
        core.start();
        try {
            final FeedLoad load = new FeedLoad(3, 2, 4);
            load.setUp(core);
            for (int k = 0; k < 250; k++) {
                load.step(core, clock.get() + FeedLoad.STEP);
            }
        } finally {
            core.stop();
        }
        assertThat(direct.lines("SNAP ")).anyMatch(l -> l.contains(" order "));
        assertThat(direct.lines("EXEC ")).isNotEmpty();
        assertThat(decoded.lines()).containsExactlyElementsOf(direct.lines());
        assertThat(decoder.rejected()).isZero();
    }

    @Test
    void aMessageOfAnotherSchemaOrCutShortIsCountedNotDelivered() {
        final FeedTap decoded = new FeedTap();
        final SbeFeedDecoder decoder = new SbeFeedDecoder(decoded.feed(), decoded.executions());
        final UnsafeBuffer[] last = new UnsafeBuffer[1];
        final int[] size = new int[1];
        final SbeFeedEncoder encoder = new SbeFeedEncoder((buffer, offset, length) -> {
            last[0] = new UnsafeBuffer(new byte[length]);
            last[0].putBytes(0, buffer, offset, length);
            size[0] = length;
        });
        encoder.onTrade(1, 1, 1, 1, 1, 100, 5, 7, 8, 0);
        assertThat(decoder.decode(last[0], 0, size[0] - 1)).isFalse();
        assertThat(decoder.decode(last[0], 0, 4)).isFalse();
        last[0].putShort(4, (short) 1);
        assertThat(decoder.decode(last[0], 0, size[0])).isFalse();
        assertThat(decoder.rejected()).isEqualTo(3);
        assertThat(decoded.lines()).isEmpty();
    }
}
