package dev.bourse.gateway.fix;

import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.GatewayConfig;
import dev.bourse.gateway.GatewayNode;
import dev.bourse.gateway.rest.Listing;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A node without a journal, its FIX acceptor on a free port with its session store (by default the file store, in a
 * temporary directory), and four members:
 * ALICE (uid 1) and BOB (uid 2), funded, CAROL (uid 3), configured but never logged on in good faith, and DAVE (uid
 * 4) for session tests. Symbols 1 to
 * {@value #SYMBOLS} list prices with 2 decimals (at most 1,000.00), whole lots, a taker fee of 0.02 and a maker fee
 * of 0.01 per lot, no price band: each test uses its own symbol, so tests do not meet in a book.
 */
final class FixNode implements AutoCloseable {
    static final int SYMBOLS = 20;
    final GatewayNode node;
    final FixAcceptor fix;
    final Path dir;
    final List<FixTestClient> clients = new ArrayList<>();

    FixNode() throws Exception {
        this(FixSettings.DEFAULT_STORE);
    }

    /** @param store the acceptor's session store */
    FixNode(final FixStore store) throws Exception {
        dir = Files.createTempDirectory("bourse-fix");
        final List<Listing> listings = new ArrayList<>();
        for (int s = 1; s <= SYMBOLS; s++) {
            listings.add(new Listing(SymbolSpec.builder().symbolId(s).type(SymbolType.SPOT).baseCurrency(1)
                    .quoteCurrency(2).baseScale(1).quoteScale(1).takerFee(2).makerFee(1).maxPrice(100_000)
                    .priceBand(0).build(), 2, 0));
        }
        final FixSettings settings = new FixSettings(true, "127.0.0.1", 0, "BOURSE", dir.resolve("store"), store,
                1_000, List.of(new FixMember("ALICE", 1, "alice-pw", null),
                        new FixMember("BOB", 2, "bob-pw", StpMode.CANCEL_TAKER),
                        new FixMember("CAROL", 3, "carol-pw", null), new FixMember("DAVE", 4, "dave-pw", null)));
        node = GatewayNode.start(ExchangeConfig.defaults().toBuilder().journalEnabled(false).build(),
                GatewayConfig.defaults("127.0.0.1", 0), listings, null, settings);
        node.catalog().currency(2, 2);
        fix = node.fix();
        final Map<Integer, Long> funds = Map.of(1, 1_000_000L, 2, 1_000_000_000L);
        node.core().addUsers(Map.of(1L, funds, 2L, funds, 3L, funds), 1).get(10, TimeUnit.SECONDS);
    }

    FixTestClient client(final String compId, final String password) throws Exception {
        final FixTestClient c = FixTestClient.loggedOn(compId, password, fix.port(), dir.resolve("client-" + compId));
        clients.add(c);
        return c;
    }

    @Override
    public void close() {
        for (final FixTestClient c : clients) {
            c.close();
        }
        node.close();
    }
}
