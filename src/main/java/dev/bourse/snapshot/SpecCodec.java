package dev.bourse.snapshot;

import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import java.util.ArrayList;
import java.util.List;
import net.openhft.chronicle.bytes.Bytes;

/**
 * Marshals the symbol specifications ({@code specs} section of {@link SnapshotDescriptor}).
 *
 * <p>Thread-safety: stateless.
 */
final class SpecCodec {
    private SpecCodec() {
    }

    static SectionOutput write(final List<SymbolSpec> specs) {
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_SPECS, 64 * specs.size());
        final Bytes<byte[]> b = out.bytes();
        for (final SymbolSpec s : specs) {
            b.writeInt(s.symbolId());
            b.writeByte((byte) s.type().ordinal());
            b.writeInt(s.baseCurrency());
            b.writeInt(s.quoteCurrency());
            b.writeStopBit(s.baseScale());
            b.writeStopBit(s.quoteScale());
            b.writeStopBit(s.takerFee());
            b.writeStopBit(s.makerFee());
            b.writeStopBit(s.marginBuy());
            b.writeStopBit(s.marginSell());
            b.writeStopBit(s.minSize());
            b.writeStopBit(s.maxSize());
            b.writeStopBit(s.maxNotional());
            b.writeByte((byte) s.status().ordinal());
        }
        out.end(specs.size());
        return out;
    }

    static List<SymbolSpec> read(final SectionInput in) {
        final Bytes<byte[]> b = in.bytes();
        final List<SymbolSpec> specs = new ArrayList<>(in.recordCount());
        for (int i = 0; i < in.recordCount(); i++) {
            final int id = b.readInt();
            final SymbolType type = SymbolType.fromCode(b.readByte());
            final SymbolSpec.Builder s = SymbolSpec.builder().symbolId(id).type(type);
            final int base = b.readInt();
            s.quoteCurrency(b.readInt());
            final long baseScale = b.readStopBit();
            s.quoteScale(b.readStopBit()).takerFee(b.readStopBit()).makerFee(b.readStopBit());
            final long marginBuy = b.readStopBit();
            final long marginSell = b.readStopBit();
            s.minSize(b.readStopBit()).maxSize(b.readStopBit()).maxNotional(b.readStopBit());
            s.status(TradingStatus.fromCode(b.readByte()));
            if (type == SymbolType.MARGIN) {
                s.marginBuy(marginBuy).marginSell(marginSell);
            } else {
                s.baseCurrency(base).baseScale(baseScale);
            }
            try {
                specs.add(s.build());
            } catch (final IllegalArgumentException e) {
                throw new SnapshotException(in.name() + ": spec of symbol " + id + " invalid: " + e.getMessage(), e);
            }
        }
        in.finish();
        return specs;
    }
}
