package dev.bourse.core;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.journal.JournalWriter;
import dev.bourse.pipeline.RiskEngine;
import dev.bourse.testkit.TestSpecs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/** Trade ids are 1, 2, ... over the life of the core, across restarts from a snapshot (no id is ever reused). */
class TradeIdsAfterRestoreTest {

    private static ExchangeCore core(final Path dir, final AtomicLong ticks) throws Exception {
        final ExchangeConfig config = PipelineEquivalenceTest.config(ThreadLayout.COMPACT, 1, 1).toBuilder()
                .journalEnabled(true).journalDir(dir).journalDurability(Durability.GROUP_COMMIT).build();
        return ExchangeCore.builder(config).riskEngine(new RiskEngine(1)).journal(new JournalWriter(config))
                .clock(ticks::incrementAndGet).build();
    }

    private static long trade(final ExchangeCore core, final long id) {
        assertThat(core.place(1, 1, id, Side.ASK, OrderType.GTC, 10, 1).join().resultCode())
                .isEqualTo(ResultCode.SUCCESS);
        final CommandResult buy = core.place(2, 1, id + 1, Side.BID, OrderType.IOC, 10, 1).join();
        assertThat(buy.fills()).hasSize(1);
        return buy.fills().get(0).tradeId();
    }

    @Test
    void tradeIdsContinueAfterARestartFromASnapshot(@TempDir final Path dir) throws Exception {
        final AtomicLong ticks = new AtomicLong();
        final ExchangeCore first = core(dir, ticks);
        first.start();
        first.addSymbol(TestSpecs.spot(1)).join();
        first.addUser(1).join();
        first.addUser(2).join();
        first.deposit(1, TestSpecs.BASE, 1_000, 1).join();
        first.deposit(2, TestSpecs.QUOTE, 1_000_000, 1).join();
        assertThat(trade(first, 10)).isEqualTo(1);
        assertThat(trade(first, 20)).isEqualTo(2);
        assertThat(first.snapshot().join().resultCode()).isEqualTo(ResultCode.SUCCESS);
        first.stop();

        final ExchangeCore second = core(dir, ticks);
        second.start();
        assertThat(trade(second, 30)).isEqualTo(3);
        second.stop();

        final ExchangeCore third = core(dir, ticks);
        third.start();
        assertThat(trade(third, 40)).isEqualTo(4);
        third.stop();
    }
}
