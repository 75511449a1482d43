package dev.bourse.bench;

import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;

/**
 * An endless multi-symbol command stream: one exchange-core-style mix cycle per symbol ({@link BookLoadGenerator},
 * {@link BookLoadScenario#MIX}: about 9% GTC, 3% IOC, 6% cancel, 82% move, plus the cycle's prefill and closing
 * cancels), taken round-robin over the symbols and replayed cycle after cycle.
 *
 * <p>Each cycle of symbol {@code s} uses the order ids of its generated cycle shifted by {@code cycle * idSpan},
 * so ids never repeat within a symbol. That matters because the generator models a book where every command
 * succeeds, while the real core rejects some orders for want of funds: the real books then drift a little from the
 * model (a cancel may name an order that was never placed, a closing cancel may miss an order that stayed), and
 * fresh ids keep the drift from turning into duplicate-id rejections. Orders left behind by the drift stay in the
 * books; their number is small and is shown by the UNKNOWN_ORDER_ID count.
 *
 * <p>GTC bids carry the reserve price {@link #BID_RESERVE}, so that moving them up is covered by their hold.
 *
 * <p>By default the stream trades symbols {@code 1..symbols} with users {@code 1..users}; a stream built with
 * {@link #LoadStream(LoadSettings, long[], long)} trades the given symbol ids and uids {@code stride × u}, so that the
 * same mix can run inside a larger market whose own users sit between the mix's.
 *
 * <p>Publishing allocates nothing and draws no random numbers.
 *
 * <p>Thread-safety: none; one producer thread.
 */
public final class LoadStream implements CommandSource {
    /**
     * Reserve price of every GTC bid, ticks: twice the generator's price range above its mid, so that the mix's moves
     * toward the last trade (which stays well inside that band) never need a new risk check, as in exchange-core's
     * generator, whose bids carry the band's top as their reserve.
     */
    public static final long BID_RESERVE = BookLoadGenerator.DEFAULT_MID_PRICE + 2_000;

    private final BookLoad[] loads;
    private final long[] symbolIds;
    private final long uidStride;
    private final long[] idSpans;
    private final long[] cursors;
    /** The flyweight every place is written through. */
    private final OrderRequest order = new OrderRequest();
    private int next;

    /**
     * Generates one cycle per symbol (about a second per few million commands; call it outside measured code).
     *
     * @param settings the symbols, users, book depth, cycle length and seed
     */
    public LoadStream(final LoadSettings settings) {
        this(settings, defaultSymbols(settings.symbols()), 1);
    }

    /**
     * As {@link #LoadStream(LoadSettings)}, trading other symbol ids and uids.
     *
     * @param settings  the number of symbols and users, book depth, cycle length and seed
     * @param symbolIds the symbol each generated cycle trades, one per {@code settings.symbols()}, each &gt; 0
     * @param uidStride the generator's user {@code u} (1..users) trades as uid {@code uidStride × u}, &gt;= 1
     * @throws IllegalArgumentException when the symbol ids do not match the settings or the stride is not positive
     */
    public LoadStream(final LoadSettings settings, final long[] symbolIds, final long uidStride) {
        final int n = settings.symbols();
        if (symbolIds.length != n || uidStride < 1) {
            throw new IllegalArgumentException("need " + n + " symbol ids (got " + symbolIds.length
                    + ") and a uid stride >= 1 (got " + uidStride + ")");
        }
        this.symbolIds = symbolIds.clone();
        this.uidStride = uidStride;
        loads = new BookLoad[n];
        idSpans = new long[n];
        cursors = new long[n];
        for (int s = 0; s < n; s++) {
            final BookLoadGenerator generator = new BookLoadGenerator(settings.seed() + 7919L * s,
                    settings.ordersPerBook(), settings.users(), BookLoadGenerator.DEFAULT_MID_PRICE);
            loads[s] = generator.generate(BookLoadScenario.MIX, settings.cycleCommands());
            long maxId = 0;
            for (int i = 0; i < loads[s].length(); i++) {
                maxId = Math.max(maxId, loads[s].orderId(i));
            }
            idSpans[s] = maxId;
        }
    }

    private static long[] defaultSymbols(final int n) {
        final long[] ids = new long[n];
        for (int s = 0; s < n; s++) {
            ids[s] = s + 1;
        }
        return ids;
    }

    /**
     * Publishes the next command through the zero-allocation path.
     *
     * @param core          the core
     * @param correlationId echoed back to the listener with the command's result
     * @return what the {@code try*} method returned: the ring sequence, or a negative result code
     */
    @Override
    public long publishNext(final ExchangeApi core, final long correlationId) {
        final int s = next;
        next = s + 1 == loads.length ? 0 : s + 1;
        final BookLoad load = loads[s];
        final long position = cursors[s]++;
        final int length = load.length();
        final int i = (int) (position % length);
        final long orderId = load.orderId(i) + (position / length) * idSpans[s];
        final long symbol = symbolIds[s];
        final long uid = load.uid(i) * uidStride;
        switch (load.op(i)) {
            case BookLoad.OP_PLACE:
                final Side side = Side.fromCode(load.side(i));
                final OrderType type = OrderType.fromCode(load.type(i));
                final long price = load.price(i);
                final long reserve = side == Side.BID && type == OrderType.GTC ? Math.max(price, BID_RESERVE) : 0;
                return core.tryPlace(correlationId, order.clear().uid(uid).symbol(symbol).orderId(orderId)
                        .side(side).type(type).price(price).size(load.size(i)).reservePrice(reserve));
            case BookLoad.OP_CANCEL:
                return core.tryCancel(correlationId, uid, symbol, orderId);
            default:
                return core.tryMove(correlationId, uid, symbol, orderId, load.price(i));
        }
    }

    /** @return the symbols the stream trades */
    public int symbols() {
        return loads.length;
    }

    /** @return commands in one cycle of the first symbol (the other symbols' cycles are about as long) */
    public int cycleLength() {
        return loads[0].length();
    }

    /** @return the composition of the first symbol's cycle, for reports */
    public String profile() {
        return loads[0].profile().toString();
    }
}
