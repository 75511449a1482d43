package dev.bourse.gateway.binary;

import dev.bourse.api.CommandResult;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.core.ExchangeCore;
import dev.bourse.gateway.binary.client.BinaryClient;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A core without a journal behind a binary gateway on a free loopback port, with one spot symbol (id 1, maker fee 1
 * and taker fee 2 quote units per lot) and funded members on demand. Credentials: key {@code "key-" + uid}, secret
 * {@code "secret-" + uid}.
 */
final class BinaryFixture implements AutoCloseable {
    static final long SYMBOL = 1;
    static final SymbolSpec SPEC = SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).baseCurrency(1)
            .quoteCurrency(2).baseScale(1).quoteScale(1).makerFee(1).takerFee(2).priceBand(0).build();
    final ExchangeCore core;
    final BinaryGateway gateway;
    private final Map<Long, Boolean> members = new ConcurrentHashMap<>();

    BinaryFixture(final BinaryGatewayConfig config) throws Exception {
        gateway = BinaryGateway.create(config, (uid, key, secret) -> members.containsKey(uid)
                && key.equals("key-" + uid) && secret.equals("secret-" + uid));
        core = ExchangeCore.builder(ExchangeConfig.defaults().toBuilder().journalEnabled(false).build())
                .listener(gateway.listener()).build();
        core.start();
        check(core.addSymbol(SPEC).get(10, TimeUnit.SECONDS));
        gateway.start(core);
    }

    BinaryFixture() throws Exception {
        this(BinaryGatewayConfig.defaults("127.0.0.1", 0));
    }

    /** Adds a member with 1,000,000 lots of the base and 10^12 units of the quote currency. */
    long member(final long uid) throws Exception {
        for (final CommandResult r : core.addUsers(Map.of(uid, Map.of(1, 1_000_000L, 2, 1_000_000_000_000L)), uid)
                .get(10, TimeUnit.SECONDS)) {
            check(r);
        }
        members.put(uid, Boolean.TRUE);
        return uid;
    }

    InetSocketAddress address() {
        return new InetSocketAddress("127.0.0.1", gateway.port());
    }

    BinaryClient login(final long uid, final long nextSeq, final boolean cancelOnDisconnect) throws IOException {
        return BinaryClient.connect(address(), uid, "key-" + uid, "secret-" + uid, nextSeq, cancelOnDisconnect,
                5_000);
    }

    static long orderId(final long uid, final long own) {
        return (uid << 32) | own;
    }

    private static void check(final CommandResult r) {
        if (!r.isSuccess()) {
            throw new IllegalStateException("set-up refused: " + r);
        }
    }

    @Override
    public void close() {
        gateway.close();
        try {
            core.stop();
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
