package dev.bourse.journal;

import dev.bourse.api.SymbolSpec;
import dev.bourse.command.CommandSlot;
import dev.bourse.command.CommandType;
import dev.bourse.command.SlotSpecs;
import java.nio.ByteBuffer;

/**
 * Writes and reads one journal record: the single place that lists the recorded fields of a {@link CommandSlot}
 * (every field a producer writes, plus the sequence and timestamp grouping gave it), at the offsets drawn in
 * {@link JournalDescriptor}. Adding an input field to the slot means adding it here (a test compares this codec
 * with the slot's declared fields). Order commands carry their idempotency key and request hash in the two places
 * where a symbol command carries its scales (format version 5), which an order command never uses.
 *
 * <p>Buffers must be little-endian; indexes are absolute, so neither method moves a buffer's position and neither
 * allocates.
 *
 * <p>Thread-safety: stateless.
 */
public final class JournalRecordCodec {
    static final int LENGTH = 0;
    static final int TYPE = 4;
    static final int SEQUENCE = 8;
    static final int TIMESTAMP = 16;
    static final int UID = 24;
    static final int SYMBOL = 32;
    static final int ORDER_ID = 40;
    static final int PRICE = 48;
    static final int SIZE = 56;
    static final int RESERVE_PRICE = 64;
    static final int DISPLAY_SIZE = 72;
    static final int TRIGGER_PRICE = 80;
    static final int EXPIRE_AT = 88;
    static final int NEW_PRICE = 96;
    static final int NEW_SIZE = 104;
    static final int AMOUNT = 112;
    static final int TX_ID = 120;
    static final int CORRELATION_ID = 128;
    static final int SIDE = 136;
    static final int ORDER_TYPE = 140;
    static final int STP = 144;
    static final int CURRENCY = 148;
    static final int BASE_SCALE = 152;
    static final int QUOTE_SCALE = 160;
    /** Order commands (v5): the idempotency key, where a spec command has its base scale. */
    static final int IDEMPOTENCY_KEY = BASE_SCALE;
    /** Order commands (v5): the request hash the key came with, where a spec command has its quote scale. */
    static final int REQUEST_HASH = QUOTE_SCALE;
    static final int TAKER_FEE = 168;
    static final int MAKER_FEE = 176;
    static final int MARGIN_BUY = 184;
    static final int MARGIN_SELL = 192;
    static final int MIN_SIZE = 200;
    static final int MAX_SIZE = 208;
    static final int MAX_NOTIONAL = 216;
    static final int SPEC_TYPE = 224;
    static final int BASE_CURRENCY = 228;
    static final int TRADING_STATUS = 232;
    static final int PRICE_BAND = 236;

    private JournalRecordCodec() {
    }

    /**
     * Whether a command is recorded: every command except queries.
     *
     * @param type a {@link CommandType} code
     * @return true when the command changes state
     */
    public static boolean isJournalled(final int type) {
        return !CommandType.isQuery(type);
    }

    /**
     * Writes a command as one record.
     *
     * @param slot  the command
     * @param out   little-endian buffer with {@link JournalDescriptor#RECORD_LENGTH} bytes free at {@code index}
     * @param index absolute byte index of the record
     */
    public static void encode(final CommandSlot slot, final ByteBuffer out, final int index) {
        out.putInt(index + LENGTH, JournalDescriptor.RECORD_LENGTH);
        out.putInt(index + TYPE, slot.type());
        out.putLong(index + SEQUENCE, slot.sequence());
        out.putLong(index + TIMESTAMP, slot.timestamp());
        out.putLong(index + UID, slot.uid());
        out.putLong(index + SYMBOL, slot.symbol());
        out.putLong(index + ORDER_ID, slot.orderId());
        out.putLong(index + PRICE, slot.price());
        out.putLong(index + SIZE, slot.size());
        out.putLong(index + RESERVE_PRICE, slot.reservePrice());
        out.putLong(index + DISPLAY_SIZE, slot.displaySize());
        out.putLong(index + TRIGGER_PRICE, slot.triggerPrice());
        out.putLong(index + EXPIRE_AT, slot.expireAt());
        out.putLong(index + NEW_PRICE, slot.newPrice());
        out.putLong(index + NEW_SIZE, slot.newSize());
        out.putLong(index + AMOUNT, slot.amount());
        out.putLong(index + TX_ID, slot.txId());
        out.putLong(index + CORRELATION_ID, slot.correlationId());
        out.putInt(index + SIDE, slot.side());
        out.putInt(index + ORDER_TYPE, slot.orderType());
        out.putInt(index + STP, slot.stp());
        out.putInt(index + CURRENCY, slot.currency());
        final boolean order = CommandType.isOrderCommand(slot.type());
        out.putLong(index + BASE_SCALE, order ? slot.idempotencyKey() : slot.baseScale());
        out.putLong(index + QUOTE_SCALE, order ? slot.requestHash() : slot.quoteScale());
        out.putLong(index + TAKER_FEE, slot.takerFee());
        out.putLong(index + MAKER_FEE, slot.makerFee());
        out.putLong(index + MARGIN_BUY, slot.marginBuy());
        out.putLong(index + MARGIN_SELL, slot.marginSell());
        out.putLong(index + MIN_SIZE, slot.minSize());
        out.putLong(index + MAX_SIZE, slot.maxSize());
        out.putLong(index + MAX_NOTIONAL, slot.maxNotional());
        out.putInt(index + SPEC_TYPE, slot.specType());
        out.putInt(index + BASE_CURRENCY, slot.baseCurrency());
        out.putInt(index + TRADING_STATUS, slot.tradingStatus());
        out.putInt(index + PRICE_BAND, slot.priceBand());
    }

    /**
     * Reads one record into a slot, setting every recorded field (the others are left as they are).
     *
     * @param in    little-endian buffer holding a record at {@code index}
     * @param index absolute byte index of the record
     * @param slot  the slot to fill
     */
    public static void decode(final ByteBuffer in, final int index, final CommandSlot slot) {
        slot.setType(in.getInt(index + TYPE));
        slot.setSequence(in.getLong(index + SEQUENCE));
        slot.setTimestamp(in.getLong(index + TIMESTAMP));
        slot.setUid(in.getLong(index + UID));
        slot.setSymbol(in.getLong(index + SYMBOL));
        slot.setOrderId(in.getLong(index + ORDER_ID));
        slot.setPrice(in.getLong(index + PRICE));
        slot.setSize(in.getLong(index + SIZE));
        slot.setReservePrice(in.getLong(index + RESERVE_PRICE));
        slot.setDisplaySize(in.getLong(index + DISPLAY_SIZE));
        slot.setTriggerPrice(in.getLong(index + TRIGGER_PRICE));
        slot.setExpireAt(in.getLong(index + EXPIRE_AT));
        slot.setNewPrice(in.getLong(index + NEW_PRICE));
        slot.setNewSize(in.getLong(index + NEW_SIZE));
        slot.setAmount(in.getLong(index + AMOUNT));
        slot.setTxId(in.getLong(index + TX_ID));
        slot.setCorrelationId(in.getLong(index + CORRELATION_ID));
        slot.setSide(in.getInt(index + SIDE));
        slot.setOrderType(in.getInt(index + ORDER_TYPE));
        slot.setStp(in.getInt(index + STP));
        slot.setCurrency(in.getInt(index + CURRENCY));
        if (CommandType.isOrderCommand(slot.type())) {
            slot.setIdempotencyKey(in.getLong(index + IDEMPOTENCY_KEY));
            slot.setRequestHash(in.getLong(index + REQUEST_HASH));
            slot.setBaseScale(0);
            slot.setQuoteScale(0);
        } else {
            slot.setIdempotencyKey(0);
            slot.setRequestHash(0);
            slot.setBaseScale(in.getLong(index + BASE_SCALE));
            slot.setQuoteScale(in.getLong(index + QUOTE_SCALE));
        }
        slot.setTakerFee(in.getLong(index + TAKER_FEE));
        slot.setMakerFee(in.getLong(index + MAKER_FEE));
        slot.setMarginBuy(in.getLong(index + MARGIN_BUY));
        slot.setMarginSell(in.getLong(index + MARGIN_SELL));
        slot.setMinSize(in.getLong(index + MIN_SIZE));
        slot.setMaxSize(in.getLong(index + MAX_SIZE));
        slot.setMaxNotional(in.getLong(index + MAX_NOTIONAL));
        slot.setSpecType(in.getInt(index + SPEC_TYPE));
        slot.setBaseCurrency(in.getInt(index + BASE_CURRENCY));
        slot.setTradingStatus(in.getInt(index + TRADING_STATUS));
        slot.setPriceBand(in.getInt(index + PRICE_BAND));
        SlotSpecs.decode(slot);
    }

    /**
     * Why a record cannot have been written by this version, for the reader to refuse it as corrupt: a symbol
     * command (ADD_SYMBOL, UPDATE_SYMBOL) whose fields do not form a valid {@link SymbolSpec}. Every specification
     * passed {@link SymbolSpec.Builder#build()} before it was recorded, and replaying one that does not would fail in
     * the engine after the matching shard applied it. Other fields are checked by the engine, as on entry. The record
     * is read as the engine reads a replayed command ({@link SlotSpecs#read}). Allocates a slot for a symbol command.
     *
     * @param in    little-endian buffer holding a record at {@code index}
     * @param index absolute byte index of the record
     * @return the problem, or null when there is none
     */
    public static String problem(final ByteBuffer in, final int index) {
        final int type = in.getInt(index + TYPE);
        if (type != CommandType.ADD_SYMBOL && type != CommandType.UPDATE_SYMBOL) {
            return null;
        }
        final CommandSlot slot = new CommandSlot(1);
        decode(in, index, slot);
        try {
            SlotSpecs.read(slot);
            return null;
        } catch (final IllegalArgumentException e) {
            return "an invalid symbol specification: " + e.getMessage();
        }
    }

    /**
     * @param in    little-endian buffer holding a record at {@code index}
     * @param index absolute byte index of the record
     * @return the record's length field (must be {@link JournalDescriptor#RECORD_LENGTH})
     */
    public static int length(final ByteBuffer in, final int index) {
        return in.getInt(index + LENGTH);
    }

    /**
     * @param in    little-endian buffer holding a record at {@code index}
     * @param index absolute byte index of the record
     * @return the record's sequence
     */
    public static long sequence(final ByteBuffer in, final int index) {
        return in.getLong(index + SEQUENCE);
    }

    /**
     * @param in    little-endian buffer holding a record at {@code index}
     * @param index absolute byte index of the record
     * @return the record's timestamp, ns
     */
    public static long timestamp(final ByteBuffer in, final int index) {
        return in.getLong(index + TIMESTAMP);
    }

    /**
     * One line describing a record, for tools and diagnostics (allocates).
     *
     * @param in    little-endian buffer holding a record at {@code index}
     * @param index absolute byte index of the record
     * @return e.g. {@code seq=7 ts=... PLACE uid=1 symbol=1 ...}, every recorded field
     */
    public static String describe(final ByteBuffer in, final int index) {
        return "seq=" + in.getLong(index + SEQUENCE) + " ts=" + in.getLong(index + TIMESTAMP) + ' '
                + CommandType.name(in.getInt(index + TYPE)) + " uid=" + in.getLong(index + UID)
                + " symbol=" + in.getLong(index + SYMBOL) + " orderId=" + in.getLong(index + ORDER_ID)
                + " side=" + in.getInt(index + SIDE) + " orderType=" + in.getInt(index + ORDER_TYPE)
                + " stp=" + in.getInt(index + STP) + " price=" + in.getLong(index + PRICE)
                + " size=" + in.getLong(index + SIZE) + " reservePrice=" + in.getLong(index + RESERVE_PRICE)
                + " displaySize=" + in.getLong(index + DISPLAY_SIZE)
                + " triggerPrice=" + in.getLong(index + TRIGGER_PRICE) + " expireAt=" + in.getLong(index + EXPIRE_AT)
                + " newPrice=" + in.getLong(index + NEW_PRICE) + " newSize=" + in.getLong(index + NEW_SIZE)
                + " amount=" + in.getLong(index + AMOUNT) + " txId=" + in.getLong(index + TX_ID)
                + " currency=" + in.getInt(index + CURRENCY) + " correlationId=" + in.getLong(index + CORRELATION_ID);
    }
}
