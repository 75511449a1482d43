package dev.bourse.command;

import dev.bourse.api.SymbolSpec;

/**
 * The symbol specification fields of a {@link CommandSlot} (ADD_SYMBOL and UPDATE_SYMBOL; {@link SlotSpecs} writes
 * and reads them as a {@link dev.bourse.api.SymbolSpec}): declared apart only to keep each source file short, they
 * are fields of the same flat record, in the same object.
 *
 * <p>Thread-safety: none; the ring's sequences order every access.
 */
abstract class SlotSpecFields {
    private int specType;
    private int baseCurrency;
    private long baseScale;
    private long quoteScale;
    private long takerFee;
    private long makerFee;
    private long marginBuy;
    private long marginSell;
    private long minSize;
    private long maxSize;
    private long maxNotional;
    private int tradingStatus;
    private int priceBand;
    /** The fields above decoded into one specification (see {@link SlotSpecs#spec}), or null. */
    private SymbolSpec decodedSpec;

    /** Resets the specification fields (part of {@link CommandSlot#clear()}). */
    final void clearSpec() {
        specType = 0;
        baseCurrency = 0;
        baseScale = 0;
        quoteScale = 0;
        takerFee = 0;
        makerFee = 0;
        marginBuy = 0;
        marginSell = 0;
        minSize = 0;
        maxSize = 0;
        maxNotional = 0;
        tradingStatus = 0;
        priceBand = 0;
        decodedSpec = null;
    }

    /** @return the specification decoded from these fields once ({@link SlotSpecs#spec}), or null when none was */
    final SymbolSpec decodedSpec() {
        return decodedSpec;
    }

    /** @param spec the specification these fields form, decoded once ({@link SlotSpecs}) */
    final void setDecodedSpec(final SymbolSpec spec) {
        decodedSpec = spec;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): {@link dev.bourse.api.SymbolType} ordinal */
    public int specType() {
        return specType;
    }

    /** @param value symbol specification field: {@link dev.bourse.api.SymbolType} ordinal */
    public void setSpecType(final int value) {
        specType = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): currency id */
    public int baseCurrency() {
        return baseCurrency;
    }

    /** @param value symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): currency id */
    public void setBaseCurrency(final int value) {
        baseCurrency = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): base units per lot */
    public long baseScale() {
        return baseScale;
    }

    /** @param value symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): base units per lot */
    public void setBaseScale(final long value) {
        baseScale = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): quote units per tick */
    public long quoteScale() {
        return quoteScale;
    }

    /** @param value symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): quote units per tick */
    public void setQuoteScale(final long value) {
        quoteScale = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): quote units per lot */
    public long takerFee() {
        return takerFee;
    }

    /** @param value symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): quote units per lot */
    public void setTakerFee(final long value) {
        takerFee = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): quote units per lot */
    public long makerFee() {
        return makerFee;
    }

    /** @param value symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): quote units per lot */
    public void setMakerFee(final long value) {
        makerFee = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): quote units per lot */
    public long marginBuy() {
        return marginBuy;
    }

    /** @param value symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): quote units per lot */
    public void setMarginBuy(final long value) {
        marginBuy = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): quote units per lot */
    public long marginSell() {
        return marginSell;
    }

    /** @param value symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): quote units per lot */
    public void setMarginSell(final long value) {
        marginSell = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): lots */
    public long minSize() {
        return minSize;
    }

    /** @param value symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): lots */
    public void setMinSize(final long value) {
        minSize = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): lots */
    public long maxSize() {
        return maxSize;
    }

    /** @param value symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): lots */
    public void setMaxSize(final long value) {
        maxSize = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): ticks x lots */
    public long maxNotional() {
        return maxNotional;
    }

    /** @param value symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): ticks x lots */
    public void setMaxNotional(final long value) {
        maxNotional = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): {@link dev.bourse.api.TradingStatus} ordinal */
    public int tradingStatus() {
        return tradingStatus;
    }

    /** @param value symbol specification field: {@link dev.bourse.api.TradingStatus} ordinal */
    public void setTradingStatus(final int value) {
        tradingStatus = value;
    }

    /** @return symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): price band, basis points */
    public int priceBand() {
        return priceBand;
    }

    /** @param value symbol specification field (ADD_SYMBOL / UPDATE_SYMBOL): price band, basis points */
    public void setPriceBand(final int value) {
        priceBand = value;
    }
}
