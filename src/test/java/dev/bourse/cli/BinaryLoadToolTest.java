package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import dev.bourse.gateway.binary.BinaryGateway;
import dev.bourse.gateway.binary.BinaryGatewayConfig;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The binary load generator runs end to end (a short, slow run: the figures are not checked, only that it ran). */
class BinaryLoadToolTest {
    @Test
    void aShortRunAnswersEveryOrderAndPrintsThePercentiles() {
        final CommandRun run = CommandRun.bourse("binary-load", "--rate", "2000", "--seconds", "1", "--batch", "8",
                "--members", "2");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("answered 2,000 (rejected 0)").contains("enter -> Accepted")
                .contains("enter -> Executed").doesNotContain("not every order");
        assertThat(run.hasStackTrace()).as(run.err()).isFalse();
    }

    @Test
    void itDrivesARunningGatewayAsTheGivenMembersAgainAndAgainWithoutReusingOrderIds() throws Exception {
        final BinaryGateway gateway = BinaryGateway.create(BinaryGatewayConfig.defaults("127.0.0.1", 0),
                (uid, key, secret) -> ("member" + uid).equals(key) && "s3cret".equals(secret));
        final ExchangeCore core = ExchangeCore.builder(ExchangeConfig.defaults().toBuilder().journalEnabled(false)
                .build()).listener(gateway.listener()).build();
        try {
            core.start();
            assertThat(core.addSymbol(SymbolSpec.builder().symbolId(5).type(SymbolType.SPOT).baseCurrency(1)
                    .quoteCurrency(2).baseScale(1).quoteScale(1).priceBand(0).build()).get(30, TimeUnit.SECONDS)
                    .isSuccess()).isTrue();
            for (final CommandResult r : core.addUsers(Map.of(7L, Map.of(1, 1L << 40, 2, 1L << 50), 8L,
                    Map.of(1, 1L << 40, 2, 1L << 50)), 1).get(30, TimeUnit.SECONDS)) {
                assertThat(r.isSuccess()).as(r.toString()).isTrue();
            }
            gateway.start(core);
            for (int round = 0; round < 2; round++) {
                final CommandRun run = CommandRun.bourse("binary-load", "--port", Integer.toString(gateway.port()),
                        "--uid", "7", "--members", "2", "--key", "member", "--secret", "s3cret", "--symbol", "5",
                        "--price", "250", "--rate", "1000", "--seconds", "1", "--batch", "4");
                assertThat(run.code()).as(run.err()).isZero();
                assertThat(run.out()).as("round " + round).contains("a running node")
                        .contains("answered 1,000 (rejected 0)").doesNotContain("not every order");
            }
        } finally {
            gateway.close();
            core.stop();
        }
    }

    @Test
    void aBatchOutsideItsRangeIsAUsageError() {
        final CommandRun run = CommandRun.bourse("binary-load", "--batch", "0");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains("--batch");
    }
}
