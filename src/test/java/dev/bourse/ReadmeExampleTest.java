package dev.bourse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.UserReport;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * The embedding example of README.md, compiled and run: the code between the markers below is the README's Java
 * block, its imports are this file's (less the test's own), and a check fails when the two drift apart.
 */
class ReadmeExampleTest {
    private static final String README = "README.md";
    private static final String SOURCE = "src/test/java/dev/bourse/ReadmeExampleTest.java";
    private static final String BEGIN = "// README example begins";
    private static final String END = "// README example ends";

    @Test
    void theReadmeExampleTradesAndSettlesAsItsCommentsSay() throws Exception {
        // README example begins
        ExchangeConfig config = ExchangeConfig.builder().journalEnabled(false).build();
        List<String> events = new CopyOnWriteArrayList<>();
        ExchangeListener listener = new ExchangeListener() {
            @Override
            public void onRested(long sequence, long symbol, long orderId, long uid, Side side, long price,
                    long remaining, long visible, long timestamp) {
                events.add("rested #" + orderId + " " + remaining + " @ " + price);
            }

            @Override
            public void onTrade(long sequence, long tradeId, long symbol, long makerOrderId, long makerUid,
                    long takerOrderId, long takerUid, Side takerSide, long price, long size, long makerRemaining,
                    long takerRemaining, long makerFee, long takerFee, long timestamp) {
                events.add("trade " + size + " @ " + price + ", maker #" + makerOrderId + ", taker #" + takerOrderId);
            }
        };
        ExchangeCore core = ExchangeCore.builder(config).listener(listener).build();
        core.start();

        int usd = 1;
        int btc = 2;
        core.addSymbol(SymbolSpec.builder().symbolId(7).type(SymbolType.SPOT).baseCurrency(btc).quoteCurrency(usd)
                .baseScale(1).quoteScale(1).takerFee(2).makerFee(1).build()).join();
        core.addUser(100).join();
        core.addUser(200).join();
        core.deposit(100, btc, 10, 1).join();         // uid, currency, amount in minor units, transfer id
        core.deposit(200, usd, 1_000_000, 1).join();

        core.place(100, 7, 1, Side.ASK, OrderType.GTC, 30_000, 4).join();    // sells 4 lots at 30,000: rests
        CommandResult bid = core.place(new OrderRequest().uid(200).symbol(7).orderId(2).side(Side.BID)
                .type(OrderType.IOC).price(30_000).size(5)).join();              // buys up to 5 lots, now or never
        UserReport buyer = core.userReport(200).join();
        core.stop();

        // bid.events(): a fill of 4 lots at 30,000 from order #1, then its unfilled lot cancelled (UNFILLED)
        // events: "rested #1 4 @ 30000", "trade 4 @ 30000, maker #1, taker #2"
        // buyer.balances(): usd 1,000,000 - 4 x 30,000 - 4 x 2 (taker fee) = 879,992; btc 4
        // README example ends

        assertThat(bid.isSuccess()).isTrue();
        assertThat(bid.fills()).singleElement().satisfies(f -> {
            assertThat(f.size()).isEqualTo(4);
            assertThat(f.price()).isEqualTo(30_000);
            assertThat(f.makerOrderId()).isEqualTo(1);
        });
        assertThat(bid.events()).hasSize(2).element(1).isEqualTo(
                new dev.bourse.api.CommandEvent.Cancelled(2, 200, Side.BID, 30_000, 1, 0,
                        dev.bourse.api.CancelReason.UNFILLED));
        assertThat(events).containsExactly("rested #1 4 @ 30000", "trade 4 @ 30000, maker #1, taker #2");
        assertThat(buyer.balances()).containsExactly(new UserReport.Balance(usd, 879_992, 0),
                new UserReport.Balance(btc, 4, 0));
    }

    @Test
    void theReadmeShowsExactlyTheExampleThisTestRuns() {
        assertThat(ExampleSource.javaBlock(README)).as("README.md's Java block: this test's imports (less the "
                + "test's own) and the code between its markers")
                .isEqualTo(ExampleSource.read(SOURCE, BEGIN, END).asBlock());
    }
}
