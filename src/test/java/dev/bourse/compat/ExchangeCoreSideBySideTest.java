package dev.bourse.compat;

import dev.bourse.config.ThreadLayout;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Bourse against exchange-core 0.5.3, side by side: the same command stream goes through both engines (exchange-core
 * in a separate JVM, {@link ExchangeCoreProcess}, once with each of its order books), and each command's success and
 * trades (maker id, taker id, price, size) and the final free balances, holds, open orders and fees must be
 * identical. Covered: GTC, IOC and FOK_BUDGET orders (bids and asks, resting and crossing, self-trades), cancels,
 * moves to another price (across the spread too), reduces (also past the remaining size), spot holds at the reserve
 * price, fees and maker refunds, deposits; cancels, moves and reduces of filled, cancelled or other users' orders.
 *
 * <p>Where Bourse decided differently (issue 4), the streams avoid the case, and why:
 * <ul>
 *   <li><b>Move to the same price</b>: Bourse keeps the order's time priority, exchange-core re-queues it at the
 *       tail. Only moves to a different price are generated.</li>
 *   <li><b>Settlement timing</b>: Bourse settles each command before the next one's risk check; exchange-core checks
 *       against balances of earlier groups only (reference 1.3). Every user is funded far beyond what its orders can
 *       hold, so no order is refused for funds in either engine (asserted), whatever the timing.</li>
 *   <li><b>Duplicate order ids</b>: Bourse refuses a live id before matching, exchange-core trades it and rejects the
 *       rest after. Ids are never reused.</li>
 *   <li><b>Reserve price</b>: exchange-core refuses a bid without {@code reservePrice >= price} (Bourse reads 0 as
 *       "the price") and a budget bid whose reserve is not its budget (Bourse ignores it). Bids always carry a reserve
 *       of at least their price, budget bids their budget; bid moves stay at or below the reserve (exchange-core
 *       refuses above, Bourse too but with its own code).</li>
 *   <li><b>Result codes and input validation</b>: the engines name refusals differently and exchange-core validates
 *       almost nothing (reference 3.1). Only ok/fail is compared, and every price is positive with a value per lot of
 *       at least the taker fee (exchange-core's ask check is per lot, Bourse's budget-ask check per order size).</li>
 *   <li><b>Budget price</b>: FOK_BUDGET's price is the total budget (ticks × lots) in both.</li>
 *   <li>Not in the subset at all: exchange-core's IOC_BUDGET and FOK (unimplemented there; IOC_BUDGET creates money,
 *       reference 9.3), margin symbols (exchange-core's P&amp;L ignores the quote scale and has bug #74),
 *       withdrawals, suspend and resume.</li>
 * </ul>
 * Fees agree by design: both charge per lot in quote units, hold the taker fee on every bid and refund
 * {@code takerFee - makerFee} to a maker bid.
 *
 * <p>exchange-core 0.5.3 does not run on JDK 24+ (see {@link #assumeExchangeCoreRuns()}): there the Bourse half of
 * each test still runs and the comparison is skipped by an assumption.
 */
class ExchangeCoreSideBySideTest {
    private static final int XBT = 11;
    private static final int LTC = 12;
    private static final int XBT_LTC = 3;
    private static final int COMMANDS = 5_000;

    private Path work;

    @BeforeEach
    void workDir(final TestInfo test) throws IOException {
        // Kept after the run (target/compat-side-by-side) so that a difference can be inspected line by line.
        work = ExchangeCoreProcess.libDir().resolveSibling("compat-side-by-side")
                .resolve(test.getTestMethod().map(m -> m.getName()).orElse("test")
                        + test.getDisplayName().replaceAll("[^0-9]+", "-").replaceAll("-+$", ""));
        Files.createDirectories(work);
    }

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
        bourse.write(work.resolve("bourse.txt"));

        assertThat(bourse.commandLines()).containsExactly("#0 ok", "#1 ok", "#2 ok", "#3 ok", "#4 ok",
                "#5 ok 101>201@15400*10");
        assertThat(bourse.stateLines()).containsExactly(
                "bal 1 11 10000000 0",
                "bal 1 12 147989200 312003800",
                "bal 2 11 90000000 0",
                "bal 2 12 1539981000 0",
                "fee 12 26000",
                "ord 1 3 101 BID 15400 2");
        assumeExchangeCoreRuns();
        for (final ExchangeCoreProcess.Book book : ExchangeCoreProcess.Book.values()) {
            assertSame(bourse, ExchangeCoreProcess.run(scenario, book, work), "exchange-core " + book);
        }
    }

    /**
     * Budget orders at and around their exact cost (the reference's section 3.2 book: asks 1@16000, 2@16000,
     * 3@16100), a budget ask at exactly its proceeds, and a bid moved down and then up to exactly its reserve price.
     */
    @Test
    void budgetOrdersAtTheirExactCostAndMovesUpToTheReserveAgreeInBothEngines() throws Exception {
        final List<CompatCommand> c = new ArrayList<>(List.of(CompatCommand.addUser(1), CompatCommand.addUser(2),
                CompatCommand.deposit(1, LTC, 1_000_000_000_000L, 1), CompatCommand.deposit(1, XBT, 1_000_000_000L, 2),
                CompatCommand.deposit(2, LTC, 1_000_000_000_000L, 1), CompatCommand.deposit(2, XBT, 1_000_000_000L, 2),
                CompatCommand.place(1, XBT_LTC, 1, false, CompatCommand.Type.GTC, 16_000, 1, 0),
                CompatCommand.place(1, XBT_LTC, 2, false, CompatCommand.Type.GTC, 16_000, 2, 0),
                CompatCommand.place(1, XBT_LTC, 3, false, CompatCommand.Type.GTC, 16_100, 3, 0),
                budget(10, true, 64_099, 4),
                budget(11, true, 64_100, 4),
                budget(12, true, 16_099, 1),
                CompatCommand.place(1, XBT_LTC, 4, true, CompatCommand.Type.GTC, 15_000, 2, 15_500),
                CompatCommand.place(1, XBT_LTC, 5, true, CompatCommand.Type.GTC, 14_900, 3, 14_900),
                budget(13, false, 74_701, 5),
                budget(14, false, 74_700, 5),
                CompatCommand.place(1, XBT_LTC, 6, true, CompatCommand.Type.GTC, 15_000, 4, 15_200),
                CompatCommand.move(1, XBT_LTC, 6, 14_000),
                CompatCommand.move(1, XBT_LTC, 6, 15_200),
                CompatCommand.place(2, XBT_LTC, 20, false, CompatCommand.Type.GTC, 15_300, 5, 0),
                CompatCommand.move(2, XBT_LTC, 20, 15_100),
                CompatCommand.reduce(1, XBT_LTC, 6, 10)));
        final CompatScenario scenario = new CompatScenario(
                List.of(new CompatSymbol(XBT_LTC, XBT, LTC, 1_000_000, 10_000, 1_900, 700)), c);
        final CompatOutcome bourse = BourseRunner.run(scenario, ThreadLayout.COMPACT, 1);
        bourse.write(work.resolve("bourse.txt"));
        assertThat(bourse.commandLines().subList(9, 16)).containsExactly("#9 ok",
                "#10 ok 1>11@16000*1 2>11@16000*2 3>11@16100*1", "#11 ok", "#12 ok", "#13 ok", "#14 ok",
                "#15 ok 4>14@15000*2 5>14@14900*3");
        assertThat(bourse.commandLines().subList(17, 22)).containsExactly("#17 ok", "#18 ok", "#19 ok",
                "#20 ok 6>20@15200*4", "#21 fail");

        assumeExchangeCoreRuns();
        for (final ExchangeCoreProcess.Book book : ExchangeCoreProcess.Book.values()) {
            assertSame(bourse, ExchangeCoreProcess.run(scenario, book, work), "exchange-core " + book);
        }
    }

    private static CompatCommand budget(final long orderId, final boolean bid, final long budget, final long size) {
        return CompatCommand.place(2, XBT_LTC, orderId, bid, CompatCommand.Type.FOK_BUDGET, budget, size,
                bid ? budget : 0);
    }

    /**
     * A seeded random stream of several thousand commands over four symbols and 20 users; Bourse runs it with two
     * risk and two matching shards, exchange-core with each of its two order books.
     */
    @ParameterizedTest
    @ValueSource(longs = {1, 2})
    void aRandomCommandStreamGivesTheSameTradesAndBalancesInBothEngines(final long seed) throws Exception {
        compareRandomStream(seed, COMMANDS);
    }

    /** More and longer streams ({@code mvn test -Pslow}). */
    @Tag("slow")
    @ParameterizedTest
    @ValueSource(longs = {3, 4, 5, 6, 7, 8, 9, 10})
    void manyLongRandomCommandStreamsGiveTheSameTradesAndBalancesInBothEngines(final long seed) throws Exception {
        compareRandomStream(seed, 4 * COMMANDS);
    }

    private void compareRandomStream(final long seed, final int commands) throws Exception {
        final CompatScenario scenario = CompatGenerator.generate(seed, commands);
        final CompatOutcome bourse = BourseRunner.run(scenario, ThreadLayout.PIPELINED, 2);
        bourse.write(work.resolve("bourse.txt"));
        for (int i = 0; i < scenario.commands().size(); i++) {
            final CompatCommand.Kind kind = scenario.commands().get(i).kind();
            if (kind != CompatCommand.Kind.CANCEL && kind != CompatCommand.Kind.MOVE
                    && kind != CompatCommand.Kind.REDUCE) {
                assertThat(bourse.commandLines().get(i)).as("no place or deposit is refused: %s",
                        scenario.commands().get(i).toLine()).contains(" ok");
            }
        }
        assertThat(bourse.tradeCount()).as("trades").isGreaterThan(commands / 5);
        assertThat(bourse.stateLines()).as("open orders at the end").anyMatch(line -> line.startsWith("ord "));

        assumeExchangeCoreRuns();
        for (final ExchangeCoreProcess.Book book : ExchangeCoreProcess.Book.values()) {
            assertSame(bourse, ExchangeCoreProcess.run(scenario, book, work), "seed " + seed + ", exchange-core "
                    + book + " (scenario and outcomes in " + work + ")");
        }
    }

    /**
     * exchange-core 0.5.3's Chronicle Core 2.19 looks up {@code sun.nio.ch.FileChannelImpl.unmap0(long, long)} when
     * it first serializes anything (adding a symbol); that method is gone on recent JDKs, so exchange-core fails
     * there on its first binary command whatever the flags. Checked: runs on JDK 17, fails on JDK 25.
     */
    private static void assumeExchangeCoreRuns() {
        assumeTrue(Runtime.version().feature() < 24, "exchange-core 0.5.3 cannot run on JDK "
                + Runtime.version().feature() + " (its Chronicle Core 2.19 needs FileChannelImpl.unmap0, removed "
                + "from the JDK); the side-by-side comparison runs on JDK 17");
    }

    private static void assertSame(final CompatOutcome bourse, final CompatOutcome peer, final String what) {
        final List<String> ours = bourse.commandLines();
        final List<String> theirs = peer.commandLines();
        for (int i = 0; i < Math.min(ours.size(), theirs.size()); i++) {
            assertThat(ours.get(i)).as(what + ": first differing command").isEqualTo(theirs.get(i));
        }
        assertThat(ours).as(what + ": commands").hasSameSizeAs(theirs);
        assertThat(bourse.stateLines()).as(what + ": final balances, holds, open orders and fees")
                .isEqualTo(peer.stateLines());
    }
}
