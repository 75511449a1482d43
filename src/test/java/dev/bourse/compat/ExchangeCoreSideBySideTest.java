package dev.bourse.compat;

import dev.bourse.config.ThreadLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Bourse against exchange-core 0.5.3, side by side: the same command stream goes through both engines (exchange-core
 * in a separate JVM, {@link ExchangeCoreProcess}), and each command's success and trades (maker id, taker id, price,
 * size) and the final free balances, holds, open orders and fees must be identical.
 */
class ExchangeCoreSideBySideTest {
    private static final int XBT = 11;
    private static final int LTC = 12;
    private static final int XBT_LTC = 3;

    @TempDir
    Path work;

    @BeforeAll
    static void exchangeCoreIsThere() {
        assertThat(Files.isDirectory(ExchangeCoreProcess.libDir()))
                .as("exchange-core and its dependencies are copied to %s by the maven-dependency-plugin "
                        + "(generate-test-resources); run the tests through Maven", ExchangeCoreProcess.libDir())
                .isTrue();
    }

    /** The reference's worked example (section 4.2), figures checked in both engines. */
    @Test
    void theWorkedXbtLtcExampleGivesTheSameTradesAndBalancesInBothEngines() throws Exception {
        final CompatScenario scenario = new CompatScenario(
                List.of(new CompatSymbol(XBT_LTC, XBT, LTC, 1_000_000, 10_000, 1_900, 700)),
                List.of(CompatCommand.addUser(1), CompatCommand.addUser(2),
                        CompatCommand.deposit(1, LTC, 2_000_000_000L, 1),
                        CompatCommand.deposit(2, XBT, 100_000_000L, 1),
                        CompatCommand.place(1, XBT_LTC, 101, true, CompatCommand.Type.GTC, 15_400, 12, 15_600),
                        CompatCommand.place(2, XBT_LTC, 201, false, CompatCommand.Type.IOC, 15_250, 10, 0)));
        final CompatOutcome bourse = BourseRunner.run(scenario, ThreadLayout.COMPACT, 1);
        final CompatOutcome peer = ExchangeCoreProcess.run(scenario, ExchangeCoreProcess.Book.NAIVE, work);

        assertThat(bourse.commandLines()).containsExactly("#0 ok", "#1 ok", "#2 ok", "#3 ok", "#4 ok",
                "#5 ok 101>201@15400*10");
        assertThat(bourse.stateLines()).containsExactly(
                "bal 1 11 10000000 0",
                "bal 1 12 147989200 312003800",
                "bal 2 11 90000000 0",
                "bal 2 12 1539981000 0",
                "fee 12 26000",
                "ord 1 3 101 BID 15400 2");
        assertThat(peer.commandLines()).isEqualTo(bourse.commandLines());
        assertThat(peer.stateLines()).isEqualTo(bourse.stateLines());
    }
}
