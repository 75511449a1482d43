package dev.bourse.command;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;

/**
 * Writes a {@link SymbolSpec} into the primitive fields of a slot and reads it back, so symbol administration
 * travels through the ring (and the journal) like every other command. Cold path.
 *
 * <p>The fields are decoded into a specification once per command, by whoever fills the slot: the producer
 * ({@link #write}) or the journal's decoder ({@link #decode}). Every risk shard's settlement and the results stage
 * then take that one instance ({@link #spec}), so each shard holds the same immutable specification object instead
 * of a copy of its own; the fields still travel, for the journal.
 *
 * <p>The journal's reader uses it too: it refuses a recorded symbol command whose fields form no specification
 * ({@code JournalRecordCodec.problem}), reading it exactly as the engine will on replay.
 *
 * <p>Thread-safety: stateless.
 */
public final class SlotSpecs {
    private SlotSpecs() {
    }

    /**
     * Writes a specification into a symbol command's fields and decodes them once ({@link #spec}); the last write
     * to a slot's specification fields (a field changed afterwards would not be in the decoded specification). Fields
     * an order uses carry the spec's limits and futures terms: {@code price} the max price, {@code reservePrice} the
     * reference price, {@code orderId} the underlying symbol + 1 (0: none, which is also what a command recorded
     * before underlyings holds) and {@code size} the contract size.
     *
     * @param s    the slot of an ADD_SYMBOL or UPDATE_SYMBOL
     * @param spec the specification
     */
    public static void write(final CommandSlot s, final SymbolSpec spec) {
        s.setSymbol(spec.symbolId());
        s.setSpecType(spec.type().ordinal());
        s.setBaseCurrency(spec.baseCurrency());
        s.setCurrency(spec.quoteCurrency());
        s.setBaseScale(spec.baseScale());
        s.setQuoteScale(spec.quoteScale());
        s.setTakerFee(spec.takerFee());
        s.setMakerFee(spec.makerFee());
        s.setMarginBuy(spec.marginBuy());
        s.setMarginSell(spec.marginSell());
        s.setMinSize(spec.minSize());
        s.setMaxSize(spec.maxSize());
        s.setMaxNotional(spec.maxNotional());
        s.setTradingStatus(spec.status().ordinal());
        s.setPrice(spec.maxPrice());
        s.setReservePrice(spec.referencePrice());
        s.setPriceBand(spec.priceBand());
        s.setOrderId(spec.underlyingSymbol() + 1L);
        s.setSize(spec.contractSize());
        // Read back rather than kept: the engine must hold exactly what a replay of the journalled fields gives.
        s.setDecodedSpec(read(s));
    }

    /**
     * Decodes a symbol command's fields, filled from a record, into its specification once: the journal's replay.
     * Fields that form no specification leave none decoded (the journal's reader refuses such a record as corrupt;
     * {@link #spec} would throw as {@link #read} does).
     *
     * @param s a slot just filled from a record
     */
    public static void decode(final CommandSlot s) {
        if (s.type() != CommandType.ADD_SYMBOL && s.type() != CommandType.UPDATE_SYMBOL) {
            return;
        }
        try {
            s.setDecodedSpec(read(s));
        } catch (final IllegalArgumentException e) {
            s.setDecodedSpec(null);
        }
    }

    /**
     * The specification a symbol command carries, as decoded once when the slot was filled ({@link #write},
     * {@link #decode}); for a slot filled field by field, read from its fields.
     *
     * @param s the slot of an ADD_SYMBOL or UPDATE_SYMBOL
     * @return its specification, the same instance for every caller when decoded once
     * @throws IllegalArgumentException when the fields do not form a valid specification (a journal or producer bug)
     */
    public static SymbolSpec spec(final CommandSlot s) {
        final SymbolSpec decoded = s.decodedSpec();
        return decoded != null ? decoded : read(s);
    }

    /**
     * The specification a symbol command (ADD_SYMBOL, UPDATE_SYMBOL) carries. A command recorded before price limits
     * existed carries no max price ({@code price} 0, as the slot was cleared): its spec gets the default max price
     * and price band and no reference price, as a snapshot of that time does. One recorded before underlyings has
     * {@code orderId} and {@code size} 0: no underlying.
     *
     * @param s the command
     * @return its specification
     * @throws IllegalArgumentException when the fields do not form a valid specification (a journal or producer bug)
     */
    public static SymbolSpec read(final CommandSlot s) {
        if (s.specType() < 0 || s.specType() >= SymbolType.values().length || s.tradingStatus() < 0
                || s.tradingStatus() >= TradingStatus.values().length) {
            throw new IllegalArgumentException("symbol type " + s.specType() + " or trading status " + s.tradingStatus()
                    + " out of range");
        }
        final SymbolType type = SymbolType.values()[s.specType()];
        final SymbolSpec.Builder b = SymbolSpec.builder()
                .symbolId((int) s.symbol())
                .type(type)
                .quoteCurrency(s.currency())
                .quoteScale(s.quoteScale())
                .takerFee(s.takerFee())
                .makerFee(s.makerFee())
                .minSize(s.minSize())
                .maxSize(s.maxSize())
                .maxNotional(s.maxNotional())
                .status(TradingStatus.values()[s.tradingStatus()]);
        if (s.price() != 0) {
            b.maxPrice(s.price()).priceBand(s.priceBand()).referencePrice(s.reservePrice());
        }
        if (s.orderId() < 0 || s.orderId() > Integer.MAX_VALUE + 1L) {
            throw new IllegalArgumentException("underlying symbol + 1 out of range: " + s.orderId());
        }
        b.underlying((int) (s.orderId() - 1), s.size());
        if (type == SymbolType.SPOT) {
            b.baseCurrency(s.baseCurrency()).baseScale(s.baseScale());
        } else {
            b.marginBuy(s.marginBuy()).marginSell(s.marginSell());
        }
        return b.build();
    }
}
