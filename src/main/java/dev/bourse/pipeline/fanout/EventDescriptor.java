package dev.bourse.pipeline.fanout;

import dev.bourse.api.StreamEvent;

/**
 * The binary layout of one record of the event stream: one fixed-length record per event, {@link #LENGTH} bytes,
 * every field at a fixed offset, in the machine's native byte order (the buffers live in this process; the stream is
 * not a wire format). Written by {@link EventFanOut} through a flyweight encoder, read through
 * {@link EventDecoder}, the {@link StreamEvent} consumers see.
 * <pre>
 *    0                   1                   2                   3
 *    0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1
 *   +-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
 *   |                   Stream position (64)                        |  0
 *   +---------------------------------------------------------------+
 *   |                   Command sequence (64)                       |  8
 *   +---------------------------------------------------------------+
 *   |                   Timestamp, ns (64)                          | 16
 *   +---------------------------------------------------------------+
 *   |                   Symbol (64)                                 | 24
 *   +---------------------------------------------------------------+
 *   |                   Order id (64)                               | 32
 *   +---------------------------------------------------------------+
 *   |                   Uid (64)                                    | 40
 *   +---------------------------------------------------------------+
 *   |                   Other order id / correlation id (64)        | 48
 *   +---------------------------------------------------------------+
 *   |                   Other uid (64)                              | 56
 *   +---------------------------------------------------------------+
 *   |                   Price, ticks (64)                           | 64
 *   +---------------------------------------------------------------+
 *   |                   Price 2, ticks (64)                         | 72
 *   +---------------------------------------------------------------+
 *   |                   Size, lots (64)                             | 80
 *   +---------------------------------------------------------------+
 *   |                   Remaining, lots (64)                        | 88
 *   +---------------------------------------------------------------+
 *   |                   Remaining 2, lots (64)                      | 96
 *   +---------------------------------------------------------------+
 *   |                   Maker fee, minor units (64)                 | 104
 *   +---------------------------------------------------------------+
 *   |                   Taker fee, minor units (64)                 | 112
 *   +---------------------------------------------------------------+
 *   |                   Trade id (64)                               | 120
 *   +---------------------------------------------------------------+
 *   |                   Level visible size, lots (64)               | 128
 *   +---------------------------------------------------------------+
 *   |                   Level order count (64)                      | 136
 *   +---------------+---------------+---------------+---------------+
 *   |  Kind (8)     |  Side (8)     | Level side (8)|  Flags (8)    | 144
 *   +---------------+---------------+---------------+---------------+
 *   |                   Code (32)                                   | 148
 *   +---------------------------------------------------------------+
 *   |                   Command type (32)                           | 152
 *   +---------------------------------------------------------------+
 *   |                   Reserved, 0 (32)                            | 156
 *   +---------------------------------------------------------------+
 * </pre>
 * Every record has the position (1, 2, ... over the life of the stream, one per record, with no hole: a consumer
 * that sees a jump lost exactly the records between), the command's sequence and timestamp, the kind, the flags and
 * the level fields. Which other fields a kind uses (a field a kind does not use holds 0):
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
 * A TRADE also has its trade id (1, 2, ... over the life of the core) and its fees (minor units of the quote
 * currency). {@code code} is the result code ({@link dev.bourse.api.ResultCode}) of a RESULT or a REJECTED and the
 * {@link dev.bourse.api.CancelReason} ordinal of a CANCELLED; {@code command type} is the command's type code
 * ({@code dev.bourse.command.CommandType}) of a RESULT: a symbol added or updated is the RESULT of an ADD_SYMBOL or
 * UPDATE_SYMBOL. {@code side} and {@code level side} are {@link dev.bourse.api.Side} ordinals, {@link #NO_SIDE}
 * when none. Flags: {@link #FLAG_REPLAYED} (the command was replayed from the journal at start),
 * {@link #FLAG_PRIORITY_KEPT} (an AMENDED order kept its queue place).
 *
 * <p><b>Level fields.</b> The one price level an event changes, after the event: level side and price (the event's
 * price: a TRADE's maker level, the resting or leaving order's level otherwise, the old price of an AMENDED), its
 * visible size (iceberg reserves excluded) and its order count; a count of 0 means the level is now empty. An event
 * that changes no level (a RESULT, a stop accepted or triggered, a refusal, the cancel of an order that never rested)
 * has level side {@link #NO_SIDE}. The book's own L2 answer equals the levels so reported. On a symbol whose every
 * event the stream has not seen (its book was restored from a snapshot), both level fields are {@link #UNKNOWN}.
 */
public final class EventDescriptor {
    /** Bytes per record. */
    public static final int LENGTH = 160;

    /** The outcome of a command, after its events. */
    public static final int RESULT = StreamEvent.RESULT;
    /** A trade. */
    public static final int TRADE = StreamEvent.TRADE;
    /** An order or its remainder rests in the book. */
    public static final int RESTED = StreamEvent.RESTED;
    /** A stop order was accepted and waits for its trigger. */
    public static final int STOP_ACCEPTED = StreamEvent.STOP_ACCEPTED;
    /** A pending stop triggered; its entry's events follow. */
    public static final int STOP_TRIGGERED = StreamEvent.STOP_TRIGGERED;
    /** Size left an order without trading (cancel, reduce, unfilled remainder, kill, expiry, self-trade). */
    public static final int CANCELLED = StreamEvent.CANCELLED;
    /** A resting order was moved or replaced. */
    public static final int AMENDED = StreamEvent.AMENDED;
    /** The book refused the command. */
    public static final int REJECTED = StreamEvent.REJECTED;

    /** Side or level side of an event that has none. */
    public static final int NO_SIDE = StreamEvent.NO_SIDE;
    /** Level size or count the stream cannot know (a book restored from a snapshot). */
    public static final long UNKNOWN = StreamEvent.UNKNOWN;

    /** Flag: the command was replayed from the journal when the core started. */
    public static final int FLAG_REPLAYED = StreamEvent.FLAG_REPLAYED;
    /** Flag: an AMENDED order kept its place in the queue. */
    public static final int FLAG_PRIORITY_KEPT = StreamEvent.FLAG_PRIORITY_KEPT;

    static final int POSITION_OFFSET = 0;
    static final int SEQUENCE_OFFSET = 8;
    static final int TIMESTAMP_OFFSET = 16;
    static final int SYMBOL_OFFSET = 24;
    static final int ORDER_ID_OFFSET = 32;
    static final int UID_OFFSET = 40;
    static final int OTHER_ORDER_ID_OFFSET = 48;
    static final int OTHER_UID_OFFSET = 56;
    static final int PRICE_OFFSET = 64;
    static final int PRICE2_OFFSET = 72;
    static final int SIZE_OFFSET = 80;
    static final int REMAINING_OFFSET = 88;
    static final int REMAINING2_OFFSET = 96;
    static final int MAKER_FEE_OFFSET = 104;
    static final int TAKER_FEE_OFFSET = 112;
    static final int TRADE_ID_OFFSET = 120;
    static final int LEVEL_VISIBLE_OFFSET = 128;
    static final int LEVEL_ORDERS_OFFSET = 136;
    static final int KIND_OFFSET = 144;
    static final int SIDE_OFFSET = 145;
    static final int LEVEL_SIDE_OFFSET = 146;
    static final int FLAGS_OFFSET = 147;
    static final int CODE_OFFSET = 148;
    static final int COMMAND_TYPE_OFFSET = 152;
    static final int RESERVED_OFFSET = 156;

    private EventDescriptor() {
    }

    /**
     * @param kind a kind constant of this class
     * @return its name, or {@code "?"} for a value that is none
     */
    public static String kindName(final int kind) {
        return StreamEvent.kindName(kind);
    }
}
