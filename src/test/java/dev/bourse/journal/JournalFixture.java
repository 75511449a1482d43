package dev.bourse.journal;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.core.ExchangeCore;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/** Cores on a journal directory, a deterministic command stream, and hand-made slots for the writer alone. */
final class JournalFixture {
    static final long FIRST_TIMESTAMP = 1_000_000;
    static final int SYMBOLS = 3;
    static final int USERS = 8;

    private JournalFixture() {
    }

    static ExchangeConfig config(final Path dir, final Durability durability, final ThreadLayout layout) {
        return ExchangeConfig.builder().ringSize(1024).riskShards(2).matchingShards(2).threadLayout(layout)
                .waitStrategy(WaitStrategyType.SLEEPING).groupingMaxBatch(64).journalEnabled(true).journalDir(dir)
                .journalDurability(durability).journalSegmentBytes(1L << 20).journalBlockBytes(4096).build();
    }

    /**
     * Copies the segment files of a running core's journal: the image a crash of the process at this moment would
     * leave (nothing sealed, every written block in place).
     */
    static void copySegments(final Path from, final Path to) throws IOException {
        java.nio.file.Files.createDirectories(to);
        for (final Path segment : SegmentFiles.list(dev.bourse.storage.FileStorage.INSTANCE, from)) {
            java.nio.file.Files.copy(segment, to.resolve(segment.getFileName()));
        }
    }

    /** A clock that keeps counting across cores, as the wall clock would across restarts. */
    static LongSupplier clock(final AtomicLong now) {
        return now::incrementAndGet;
    }

    static ExchangeCore start(final ExchangeConfig config, final AtomicLong now, final ExchangeListener listener)
            throws IOException {
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new AcceptingRisk())
                .journal(new JournalWriter(config)).listener(listener).clock(clock(now)).build();
        core.start();
        return core;
    }

    /** Symbols and users, then {@code orders} random order commands: the i-th chunk of a stream from a seed. */
    static final class Stream {
        private final Random random;
        private long nextOrderId = 1;

        Stream(final long seed) {
            this.random = new Random(seed);
        }

        void setUp(final ExchangeApi api) {
            for (long s = 1; s <= SYMBOLS; s++) {
                api.addSymbol(dev.bourse.testkit.TestSpecs.spot(s));
            }
            for (long u = 1; u <= USERS; u++) {
                api.addUser(u);
                api.deposit(u, 1, 1_000_000, u);
            }
        }

        /** Sends {@code n} commands and waits for the last one's result. */
        void send(final ExchangeApi api, final int n) {
            CompletableFuture<?> last = null;
            for (int k = 0; k < n; k++) {
                last = sendOne(api);
            }
            if (last != null) {
                last.join();
            }
        }

        private CompletableFuture<?> sendOne(final ExchangeApi api) {
            final long uid = 1 + random.nextInt(USERS);
            final long symbol = 1 + random.nextInt(SYMBOLS);
            final int pick = random.nextInt(12);
            final long price = 95 + random.nextInt(11);
            final long size = 1 + random.nextInt(9);
            final long id = pick < 7 ? nextOrderId++ : 1 + random.nextInt((int) nextOrderId);
            switch (pick) {
                case 7: return api.cancel(uid, symbol, id);
                case 8: return api.move(uid, symbol, id, price);
                case 9: return api.reduce(uid, symbol, id, size);
                case 10: return api.l2(symbol, 5);
                default:
                    final OrderType type = pick == 6 ? OrderType.IOC : OrderType.GTC;
                    return api.place(uid, symbol, id, random.nextBoolean() ? Side.BID : Side.ASK, type, price, size);
            }
        }
    }

    /** A PLACE slot with a given sequence, for driving a {@link JournalWriter} without a core. */
    static CommandSlot place(final long sequence) {
        final CommandSlot slot = new CommandSlot(1);
        slot.setType(CommandType.PLACE);
        slot.setSequence(sequence);
        slot.setTimestamp(FIRST_TIMESTAMP + sequence);
        slot.setUid(1 + sequence % 7);
        slot.setSymbol(1);
        slot.setOrderId(sequence);
        slot.setSide((int) (sequence & 1));
        slot.setOrderType(0);
        slot.setPrice(100 + sequence % 5);
        slot.setSize(1 + sequence % 3);
        return slot;
    }

    /** An L2 query slot: takes a sequence, never journalled. */
    static CommandSlot query(final long sequence) {
        final CommandSlot slot = new CommandSlot(1);
        slot.setType(CommandType.L2_REQUEST);
        slot.setSequence(sequence);
        slot.setTimestamp(FIRST_TIMESTAMP + sequence);
        slot.setSymbol(1);
        slot.setNewSize(5);
        return slot;
    }

    /**
     * Writes sequences {@code from..to} in batches of {@code batch}; every fifth sequence is a query.
     *
     * @return the writer, still open
     */
    static JournalWriter write(final JournalWriter writer, final long from, final long to, final int batch)
            throws IOException {
        for (long s = from; s <= to; s++) {
            final boolean end = (s - from + 1) % batch == 0 || s == to;
            writer.append(s % 5 == 0 ? query(s) : place(s), end);
        }
        return writer;
    }
}
