package dev.bourse.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.journal.JournalDescriptor;
import dev.bourse.journal.JournalRecordCodec;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/**
 * The ring record is decoded once, where it is filled: the enum codes by their setters (the producer's and the
 * journal decoder's), a symbol command's specification by {@link SlotSpecs#write} or the journal's decoder; every
 * stage then reads the decoded values, and all of them the same specification instance.
 */
class SlotDecodeTest {
    private static final SymbolSpec SPOT = SymbolSpec.builder().symbolId(9).type(SymbolType.SPOT).baseCurrency(1)
            .quoteCurrency(2).baseScale(1).quoteScale(1).takerFee(3).makerFee(1).build();

    private static CommandSlot throughTheJournal(final CommandSlot in) {
        final ByteBuffer buffer = ByteBuffer.allocate(JournalDescriptor.RECORD_LENGTH).order(ByteOrder.LITTLE_ENDIAN);
        JournalRecordCodec.encode(in, buffer, 0);
        final CommandSlot out = new CommandSlot(1);
        JournalRecordCodec.decode(buffer, 0, out);
        return out;
    }

    @Test
    void everyOrderEnumIsDecodedByItsSetterAndSurvivesTheJournal() {
        for (final Side side : Side.values()) {
            for (final OrderType type : OrderType.values()) {
                for (final StpMode stp : StpMode.values()) {
                    final CommandSlot in = new CommandSlot(1);
                    in.setType(CommandType.PLACE);
                    in.setSide(side.ordinal());
                    in.setOrderType(type.ordinal());
                    in.setStp(stp.ordinal());
                    final CommandSlot out = throughTheJournal(in);
                    for (final CommandSlot s : new CommandSlot[] {in, out}) {
                        assertThat(s.sideValue()).isSameAs(side);
                        assertThat(s.orderTypeValue()).isSameAs(type);
                        assertThat(s.stpValue()).isSameAs(stp);
                    }
                }
            }
        }
    }

    @Test
    void codesOutOfRangeDecodeToNoneAndAClearedSlotHoldsTheClearedCodes() {
        final CommandSlot s = new CommandSlot(1);
        s.setSide(2);
        s.setOrderType(-1);
        s.setStp(99);
        assertThat(s.sideValue()).isNull();
        assertThat(s.orderTypeValue()).isNull();
        assertThat(s.stpValue()).isNull();
        s.setSide(Side.ASK.ordinal());
        s.setStp(StpMode.DECREMENT.ordinal());
        s.clear();
        assertThat(s.side()).isEqualTo(-1);
        assertThat(s.sideValue()).isNull();
        assertThat(s.orderTypeValue()).isNull();
        assertThat(s.stpValue()).isSameAs(StpMode.fromCode(s.stp()));
    }

    @Test
    void aSymbolCommandCarriesOneDecodedSpecForEveryReader() {
        final CommandSlot produced = new CommandSlot(1);
        produced.setType(CommandType.ADD_SYMBOL);
        SlotSpecs.write(produced, SPOT);
        assertThat(SlotSpecs.spec(produced)).isEqualTo(SPOT).isSameAs(SlotSpecs.spec(produced));
        final CommandSlot replayed = throughTheJournal(produced);
        assertThat(SlotSpecs.spec(replayed)).isEqualTo(SPOT).isSameAs(SlotSpecs.spec(replayed));
    }

    @Test
    void aSlotFilledFieldByFieldIsReadFromItsFieldsAndAClearedSlotKeepsNoDecodedSpec() {
        final CommandSlot s = new CommandSlot(1);
        s.setType(CommandType.UPDATE_SYMBOL);
        SlotSpecs.write(s, SPOT);
        final CommandSlot copy = new CommandSlot(1);
        copy.setType(CommandType.ADD_SYMBOL);
        SlotSpecs.write(copy, SymbolSpec.builder().symbolId(4).type(SymbolType.SPOT).baseCurrency(5).quoteCurrency(6)
                .baseScale(1).quoteScale(1).build());
        copy.clear();
        copy.setType(CommandType.UPDATE_SYMBOL);
        copy.setSymbol(s.symbol());
        copy.setSpecType(s.specType());
        copy.setBaseCurrency(s.baseCurrency());
        copy.setCurrency(s.currency());
        copy.setBaseScale(s.baseScale());
        copy.setQuoteScale(s.quoteScale());
        copy.setTakerFee(s.takerFee());
        copy.setMakerFee(s.makerFee());
        copy.setMinSize(s.minSize());
        copy.setMaxSize(s.maxSize());
        copy.setMaxNotional(s.maxNotional());
        copy.setTradingStatus(s.tradingStatus());
        copy.setPrice(s.price());
        copy.setReservePrice(s.reservePrice());
        copy.setPriceBand(s.priceBand());
        assertThat(SlotSpecs.spec(copy)).isEqualTo(SPOT);
    }
}
