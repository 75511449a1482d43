package dev.bourse.snapshot;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.snapshot.SectionFields.Spec;
import java.util.ArrayList;
import java.util.List;
import net.openhft.chronicle.wire.DocumentContext;
import net.openhft.chronicle.wire.Wire;

/**
 * Marshals the symbol specifications ({@code specs} section of {@link SnapshotDescriptor}), one Wire document per
 * spec. A spec written before price limits existed has no max price (field 15), price band (16) or reference price
 * (17): it loads with the defaults ({@link dev.bourse.api.PriceLimits#DEFAULT_MAX_PRICE},
 * {@link dev.bourse.api.PriceLimits#DEFAULT_PRICE_BAND}, no reference price). One written before futures underlyings
 * has no underlying (18, the symbol id + 1) or contract size (19): it loads without an underlying, as then.
 *
 * <p>Thread-safety: stateless.
 */
final class SpecCodec {
    private static final long REQUIRED = WireRecord.fields(Spec.SYMBOL_ID, Spec.TYPE, Spec.STATUS);

    private SpecCodec() {
    }

    static SectionOutput write(final List<SymbolSpec> specs) {
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_SPECS, 64 + 64 * specs.size());
        out.header();
        final Wire w = out.wire();
        for (final SymbolSpec s : specs) {
            final DocumentContext doc = w.writingDocument();
            try {
                SectionWire.field(w, Spec.SYMBOL_ID, s.symbolId());
                SectionWire.field(w, Spec.TYPE, s.type().ordinal());
                SectionWire.field(w, Spec.BASE_CURRENCY, s.baseCurrency());
                SectionWire.field(w, Spec.QUOTE_CURRENCY, s.quoteCurrency());
                SectionWire.field(w, Spec.BASE_SCALE, s.baseScale());
                SectionWire.field(w, Spec.QUOTE_SCALE, s.quoteScale());
                SectionWire.field(w, Spec.TAKER_FEE, s.takerFee());
                SectionWire.field(w, Spec.MAKER_FEE, s.makerFee());
                SectionWire.field(w, Spec.MARGIN_BUY, s.marginBuy());
                SectionWire.field(w, Spec.MARGIN_SELL, s.marginSell());
                SectionWire.field(w, Spec.MIN_SIZE, s.minSize());
                SectionWire.field(w, Spec.MAX_SIZE, s.maxSize());
                SectionWire.field(w, Spec.MAX_NOTIONAL, s.maxNotional());
                SectionWire.field(w, Spec.STATUS, s.status().ordinal());
                SectionWire.field(w, Spec.MAX_PRICE, s.maxPrice());
                SectionWire.field(w, Spec.PRICE_BAND, s.priceBand());
                SectionWire.optional(w, Spec.REFERENCE_PRICE, s.referencePrice());
                SectionWire.optional(w, Spec.UNDERLYING_PLUS_ONE, s.underlyingSymbol() + 1L);
                SectionWire.optional(w, Spec.CONTRACT_SIZE, s.contractSize());
            } finally {
                doc.close();
            }
        }
        out.end(specs.size());
        return out;
    }

    static List<SymbolSpec> read(final SectionInput in) {
        final WireRecord r = new WireRecord("spec", WireRecord.fields(Spec.SYMBOL_ID, Spec.TYPE, Spec.BASE_CURRENCY,
                Spec.QUOTE_CURRENCY, Spec.BASE_SCALE, Spec.QUOTE_SCALE, Spec.TAKER_FEE, Spec.MAKER_FEE,
                Spec.MARGIN_BUY, Spec.MARGIN_SELL, Spec.MIN_SIZE, Spec.MAX_SIZE, Spec.MAX_NOTIONAL, Spec.STATUS,
                Spec.MAX_PRICE, Spec.PRICE_BAND, Spec.REFERENCE_PRICE, Spec.UNDERLYING_PLUS_ONE,
                Spec.CONTRACT_SIZE), 0);
        final List<SymbolSpec> specs = new ArrayList<>(in.recordCount());
        for (int i = 0; i < in.recordCount(); i++) {
            final DocumentContext doc = in.nextRecord();
            try {
                r.read(in.wire()).require(in.name(), REQUIRED);
            } finally {
                doc.close();
            }
            specs.add(spec(in, r));
        }
        in.finish();
        return specs;
    }

    private static SymbolSpec spec(final SectionInput in, final WireRecord r) {
        final int id = r.getInt(Spec.SYMBOL_ID);
        final SymbolType type = SymbolType.fromCode(r.getInt(Spec.TYPE));
        final SymbolSpec.Builder s = SymbolSpec.builder().symbolId(id).type(type)
                .quoteCurrency(r.getInt(Spec.QUOTE_CURRENCY)).quoteScale(r.get(Spec.QUOTE_SCALE))
                .takerFee(r.get(Spec.TAKER_FEE)).makerFee(r.get(Spec.MAKER_FEE))
                .minSize(r.get(Spec.MIN_SIZE)).maxSize(r.get(Spec.MAX_SIZE)).maxNotional(r.get(Spec.MAX_NOTIONAL))
                .status(TradingStatus.fromCode(r.getInt(Spec.STATUS)));
        if (r.get(Spec.MAX_PRICE) != 0) {
            s.maxPrice(r.get(Spec.MAX_PRICE)).priceBand(r.getInt(Spec.PRICE_BAND))
                    .referencePrice(r.get(Spec.REFERENCE_PRICE));
        }
        final long underlying = r.get(Spec.UNDERLYING_PLUS_ONE) - 1;
        s.underlying(underlying == (int) underlying ? (int) underlying : Integer.MIN_VALUE,
                r.get(Spec.CONTRACT_SIZE));
        if (type == SymbolType.MARGIN) {
            s.marginBuy(r.get(Spec.MARGIN_BUY)).marginSell(r.get(Spec.MARGIN_SELL));
        } else {
            s.baseCurrency(r.getInt(Spec.BASE_CURRENCY)).baseScale(r.get(Spec.BASE_SCALE));
        }
        try {
            return s.build();
        } catch (final IllegalArgumentException e) {
            throw new SnapshotException(in.name() + ": spec of symbol " + id + " invalid: " + e.getMessage(), e);
        }
    }
}
