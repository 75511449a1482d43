package dev.bourse.api;

/**
 * One record of the core's event stream, as an {@link EventConsumer} reads it: a view over a fixed-length record,
 * valid for the length of one {@link EventConsumer#onEvent} call. Prices in ticks, sizes in lots, fees in minor units
 * of the quote currency, time in ns.
 *
 * <p><b>The stream.</b> Per command, in sequence order: its events in the order the book produced them (TRADE,
 * RESTED, STOP_ACCEPTED, STOP_TRIGGERED, CANCELLED with its reason, which covers expiries, kills, unfilled remainders
 * and self-trade prevention, AMENDED, REJECTED), then its RESULT (every command). Each record has its stream
 * position, 1, 2, ... without hole, so a consumer knows exactly what it missed. Which fields each kind uses (a field a
 * kind does not use reads 0):
 * <pre>
 *  kind            symbol orderId uid   other*             side      price    price2    size      remaining rem2
 *  RESULT          cmd's  cmd's   cmd's correlationId, -   -         -        -         -         -         -
 *  TRADE           yes    maker   maker taker, takerUid    takerSide price    -         size      makerRem  takerRem
 *  RESTED          yes    order   owner -                  side      price    -         remaining visible   -
 *  STOP_ACCEPTED   yes    order   owner -                  side      trigger  -         size      -         -
 *  STOP_TRIGGERED  yes    order   owner -                  side      trigger  lastTrade -         -         -
 *  CANCELLED       yes    order   owner -                  side      price    -         cancelled remaining -
 *  AMENDED         yes    order   owner -                  side      oldPrice newPrice  oldRemain newRemain -
 *  REJECTED        yes    order   uid   -                  -         -        -         -         -         -
 * </pre>
 * A TRADE also has its trade id and its fees. {@link #code()} is the {@link ResultCode} of a RESULT or a REJECTED and
 * the {@link CancelReason} code of a CANCELLED; {@link #commandType()} is a RESULT's command type code (a symbol added
 * or updated is the RESULT of an ADD_SYMBOL or UPDATE_SYMBOL).
 *
 * <p><b>Level fields.</b> The one price level an event changes, after the event: level side and price (a TRADE's
 * maker level, the resting or leaving order's level otherwise, the old price of an AMENDED), its visible size
 * (iceberg reserves excluded) and its order count; a count of 0 means the level is now empty. An event that changes
 * no level has level side {@link #NO_SIDE}. On a symbol whose every event the stream has not seen (its book was
 * restored from a snapshot), both level fields are {@link #UNKNOWN}. A market-data consumer maintains L2 from these
 * absolute values (a record repairs its level even after a gap) and needs no book of its own.
 *
 * <p>Thread-safety: none; a view belongs to its consumer's thread.
 */
public interface StreamEvent {
    /** The outcome of a command, after its events. */
    int RESULT = 1;
    /** A trade. */
    int TRADE = 2;
    /** An order or its remainder rests in the book. */
    int RESTED = 3;
    /** A stop order was accepted and waits for its trigger. */
    int STOP_ACCEPTED = 4;
    /** A pending stop triggered; its entry's events follow. */
    int STOP_TRIGGERED = 5;
    /** Size left an order without trading (cancel, reduce, unfilled remainder, kill, expiry, self-trade). */
    int CANCELLED = 6;
    /** A resting order was moved or replaced. */
    int AMENDED = 7;
    /** The book refused the command. */
    int REJECTED = 8;

    /** Side or level side of an event that has none. */
    int NO_SIDE = -1;
    /** Level size or count the stream cannot know (a book restored from a snapshot). */
    long UNKNOWN = -1;

    /** Flag: the command was replayed from the journal when the core started. */
    int FLAG_REPLAYED = 1;
    /** Flag: an AMENDED order kept its place in the queue. */
    int FLAG_PRIORITY_KEPT = 2;

    /**
     * @param kind a kind constant of this interface
     * @return its name, or {@code "?"} for a value that is none
     */
    static String kindName(final int kind) {
        switch (kind) {
            case RESULT:
                return "RESULT";
            case TRADE:
                return "TRADE";
            case RESTED:
                return "RESTED";
            case STOP_ACCEPTED:
                return "STOP_ACCEPTED";
            case STOP_TRIGGERED:
                return "STOP_TRIGGERED";
            case CANCELLED:
                return "CANCELLED";
            case AMENDED:
                return "AMENDED";
            case REJECTED:
                return "REJECTED";
            default:
                return "?";
        }
    }

    /** @return the record's place in the stream: 1, 2, ... with no hole */
    long position();

    /** @return one of the kind constants of this interface */
    int kind();

    /** @return the command's sequence, 1-based */
    long sequence();

    /** @return the command's timestamp, ns */
    long timestamp();

    /** @return the symbol id (a RESULT's: the command's, 0 when it has none) */
    long symbol();

    /** @return the order id (a TRADE's maker; a RESULT's: the command's, 0 when it has none) */
    long orderId();

    /** @return the order's owner (a TRADE's maker; a RESULT's: the command's, 0 when it has none) */
    long uid();

    /** @return a TRADE's taker order id */
    long takerOrderId();

    /** @return a TRADE's taker uid */
    long takerUid();

    /** @return a RESULT's correlation id (the client's, given to a {@code try*} method; 0 otherwise) */
    long correlationId();

    /** @return the side's code (a TRADE's taker side), {@link #NO_SIDE} when none */
    int sideCode();

    /** @return the side (a TRADE's taker side), null when none */
    Side side();

    /** @return ticks: the trade, limit, trigger or old price by kind */
    long price();

    /** @return ticks: an AMENDED's new price, a STOP_TRIGGERED's last trade price */
    long price2();

    /** @return lots: traded, resting, stop, cancelled or old remaining size by kind */
    long size();

    /** @return lots: a TRADE's maker remaining, a RESTED's visible, a CANCELLED's or AMENDED's remaining size */
    long remaining();

    /** @return lots: a TRADE's taker remaining size */
    long remaining2();

    /** @return a TRADE's maker fee, minor units of the quote currency */
    long makerFee();

    /** @return a TRADE's taker fee, minor units of the quote currency */
    long takerFee();

    /** @return a TRADE's id, 1, 2, ... over the life of the core */
    long tradeId();

    /** @return a RESULT's or REJECTED's {@link ResultCode}, a CANCELLED's reason code */
    int code();

    /** @return a CANCELLED's reason */
    CancelReason cancelReason();

    /** @return a RESULT's command type code */
    int commandType();

    /** @return the flag bits ({@link #FLAG_REPLAYED}, {@link #FLAG_PRIORITY_KEPT}) */
    int flags();

    /** @return true when the command was replayed from the journal at start */
    boolean isReplayed();

    /** @return true when an AMENDED order kept its queue place */
    boolean priorityKept();

    /** @return the side code of the level the event changed, {@link #NO_SIDE} when none */
    int levelSide();

    /** @return lots shown at that level after the event, or {@link #UNKNOWN} */
    long levelVisible();

    /** @return orders at that level after the event (0: the level is gone), or {@link #UNKNOWN} */
    long levelOrders();

    /**
     * The level's price: the TRADE's, the order's or, for an AMENDED, the old one. Meaningful only when
     * {@link #levelSide()} is a side.
     *
     * @return ticks
     */
    long levelPrice();
}
