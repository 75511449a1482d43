package dev.bourse.pipeline;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;

/**
 * Writes a {@link SymbolSpec} into the primitive fields of a slot and reads it back, so symbol administration
 * travels through the ring (and the journal) like every other command. Cold path.
 */
final class SlotSpecs {
    private SlotSpecs() {
    }

    static void write(final CommandSlot s, final SymbolSpec spec) {
        s.symbol = spec.symbolId();
        s.specType = spec.type().ordinal();
        s.baseCurrency = spec.baseCurrency();
        s.currency = spec.quoteCurrency();
        s.baseScale = spec.baseScale();
        s.quoteScale = spec.quoteScale();
        s.takerFee = spec.takerFee();
        s.makerFee = spec.makerFee();
        s.marginBuy = spec.marginBuy();
        s.marginSell = spec.marginSell();
        s.minSize = spec.minSize();
        s.maxSize = spec.maxSize();
        s.maxNotional = spec.maxNotional();
        s.tradingStatus = spec.status().ordinal();
        s.price = spec.maxPrice();
        s.reservePrice = spec.referencePrice();
        s.priceBand = spec.priceBand();
    }

    /**
     * A command recorded before price limits existed carries no max price ({@code price} 0, as the slot was cleared):
     * its spec gets the default max price and price band and no reference price, as a snapshot of that time does.
     *
     * @throws IllegalArgumentException when the fields do not form a valid specification (a journal or producer bug)
     */
    static SymbolSpec read(final CommandSlot s) {
        final SymbolType type = SymbolType.values()[s.specType];
        final SymbolSpec.Builder b = SymbolSpec.builder()
                .symbolId((int) s.symbol)
                .type(type)
                .quoteCurrency(s.currency)
                .quoteScale(s.quoteScale)
                .takerFee(s.takerFee)
                .makerFee(s.makerFee)
                .minSize(s.minSize)
                .maxSize(s.maxSize)
                .maxNotional(s.maxNotional)
                .status(TradingStatus.values()[s.tradingStatus]);
        if (s.price != 0) {
            b.maxPrice(s.price).priceBand(s.priceBand).referencePrice(s.reservePrice);
        }
        if (type == SymbolType.SPOT) {
            b.baseCurrency(s.baseCurrency).baseScale(s.baseScale);
        } else {
            b.marginBuy(s.marginBuy).marginSell(s.marginSell);
        }
        return b.build();
    }
}
