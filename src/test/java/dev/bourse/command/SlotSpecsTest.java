package dev.bourse.command;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.PriceLimits;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.journal.JournalDescriptor;
import dev.bourse.journal.JournalRecordCodec;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/**
 * A symbol specification travels through a slot and a journal record whole, price limits and a futures underlying
 * included; a record from before the price limits (journal format 1: zeros where they now are) reads as the spec with
 * the default limits, and one from before underlyings as a spec without one.
 */
class SlotSpecsTest {
    private static final SymbolSpec LIMITED = SymbolSpec.builder().symbolId(17).type(SymbolType.MARGIN)
            .quoteCurrency(3).quoteScale(7).takerFee(5).makerFee(1).marginBuy(40).marginSell(45).minSize(2)
            .maxSize(900).maxNotional(1L << 50).maxPrice(123_456_789).priceBand(PriceLimits.NO_PRICE_BAND)
            .referencePrice(99_999).status(TradingStatus.HALTED).build();

    private static CommandSlot throughTheJournal(final CommandSlot in) {
        final ByteBuffer buffer = ByteBuffer.allocate(JournalDescriptor.RECORD_LENGTH).order(ByteOrder.LITTLE_ENDIAN);
        JournalRecordCodec.encode(in, buffer, 0);
        final CommandSlot out = new CommandSlot(1);
        JournalRecordCodec.decode(buffer, 0, out);
        return out;
    }

    @Test
    void aSpecWithEveryLimitSurvivesTheSlotAndTheJournal() {
        for (final SymbolSpec spec : new SymbolSpec[] {LIMITED, LIMITED.toBuilder().priceBand(77).build(),
            SymbolSpec.builder().symbolId(1).type(SymbolType.SPOT).baseCurrency(1).quoteCurrency(2).baseScale(1)
                    .quoteScale(1).build()}) {
            final CommandSlot slot = new CommandSlot(1);
            slot.setType(CommandType.ADD_SYMBOL);
            SlotSpecs.write(slot, spec);
            assertThat(SlotSpecs.read(throughTheJournal(slot))).isEqualTo(spec);
        }
    }

    @Test
    void aFuturesUnderlyingSurvivesTheJournalAndARecordFromBeforeUnderlyingsHasNone() {
        final SymbolSpec onIndex = LIMITED.toBuilder().underlying(4, 100_000).build();
        final CommandSlot slot = new CommandSlot(1);
        slot.setType(CommandType.ADD_SYMBOL);
        SlotSpecs.write(slot, onIndex);
        assertThat(SlotSpecs.read(throughTheJournal(slot))).isEqualTo(onIndex);

        slot.setOrderId(0);
        slot.setSize(0);
        assertThat(SlotSpecs.read(throughTheJournal(slot))).isEqualTo(LIMITED);
    }

    @Test
    void aRecordWhoseUnderlyingBreaksARuleIsRefusedAsCorrupt() {
        final CommandSlot slot = new CommandSlot(1);
        slot.setType(CommandType.ADD_SYMBOL);
        SlotSpecs.write(slot, LIMITED.toBuilder().underlying(4, 100_000).build());
        slot.setSize(0);
        final ByteBuffer buffer = ByteBuffer.allocate(JournalDescriptor.RECORD_LENGTH).order(ByteOrder.LITTLE_ENDIAN);
        JournalRecordCodec.encode(slot, buffer, 0);
        assertThat(JournalRecordCodec.problem(buffer, 0)).contains("contractSize");
        slot.setSize(100_000);
        slot.setOrderId(-5);
        JournalRecordCodec.encode(slot, buffer, 0);
        assertThat(JournalRecordCodec.problem(buffer, 0)).contains("underlying");
    }

    @Test
    void aSpecRecordedBeforePriceLimitsGetsTheDefaultLimits() {
        final CommandSlot slot = new CommandSlot(1);
        slot.setType(CommandType.UPDATE_SYMBOL);
        SlotSpecs.write(slot, LIMITED);
        slot.setPrice(0);
        slot.setReservePrice(0);
        slot.setPriceBand(0);
        final SymbolSpec read = SlotSpecs.read(throughTheJournal(slot));
        assertThat(read).isEqualTo(LIMITED.toBuilder().maxPrice(0).priceBand(PriceLimits.DEFAULT_PRICE_BAND)
                .referencePrice(0).build());
        assertThat(read.maxPrice()).isEqualTo(PriceLimits.DEFAULT_MAX_PRICE);
    }
}
