package dev.bourse.core;

import dev.bourse.api.ExchangeListener;
import dev.bourse.api.ResultCode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.NoOpJournal;
import dev.bourse.pipeline.RiskEngine;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The listener hears each successful symbol command's specification, before its result, and nothing for a refusal. */
class SymbolUpdatedEventTest {

    @Test
    void aListedOrUpdatedSymbolIsAnnouncedWithItsStatusAndARefusedOneIsNot() throws Exception {
        final List<String> events = new CopyOnWriteArrayList<>();
        final ExchangeListener listener = new ExchangeListener() {
            @Override
            public void onSymbolUpdated(final long sequence, final SymbolSpec spec, final long timestamp) {
                events.add("symbol#" + sequence + " " + spec.symbolId() + " " + spec.status() + " fee "
                        + spec.takerFee());
            }

            @Override
            public void onResult(final long correlationId, final int commandType, final long sequence,
                    final long uid, final long symbol, final long orderId, final int resultCode,
                    final long timestamp) {
                events.add("result#" + sequence + " " + resultCode);
            }
        };
        final ExchangeCore core = ExchangeCore.builder(PipelineEquivalenceTest.config(ThreadLayout.INLINE, 1, 1))
                .riskEngine(new RiskEngine(1)).journal(NoOpJournal.INSTANCE).listener(listener)
                .clock(PipelineEquivalenceTest.countingClock()).build();
        core.start();
        try {
            final SymbolSpec spec = SymbolSpec.builder().symbolId(9).type(SymbolType.SPOT).baseCurrency(1)
                    .quoteCurrency(2).baseScale(1).quoteScale(1).takerFee(3).status(TradingStatus.OPEN).build();
            assertThat(core.addSymbol(spec).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
            assertThat(core.addSymbol(spec).join().resultCode()).isNegative();
            assertThat(core.updateSymbol(spec.toBuilder().status(TradingStatus.HALTED).build()).join().resultCode())
                    .isEqualTo(ResultCode.SUCCESS);
        } finally {
            core.stop();
        }
        assertThat(events).hasSize(5);
        assertThat(events.get(0)).isEqualTo("symbol#1 9 OPEN fee 3");
        assertThat(events.get(1)).isEqualTo("result#1 0");
        assertThat(events.get(2)).startsWith("result#2 -");
        assertThat(events.get(3)).isEqualTo("symbol#3 9 HALTED fee 3");
        assertThat(events.get(4)).isEqualTo("result#3 0");
    }
}
