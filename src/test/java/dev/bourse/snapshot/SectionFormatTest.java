package dev.bourse.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import dev.bourse.matching.MatchingShard;
import dev.bourse.snapshot.SectionFields.BookOrder;
import dev.bourse.snapshot.SectionFields.Header;
import dev.bourse.snapshot.SectionFields.Spec;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.DocumentContext;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.Wires;
import org.junit.jupiter.api.Test;

/** The Wire layout of section bodies: round trips per section kind, evolution rules, and the bytes as drawn. */
class SectionFormatTest {
    private static MiniCore populated() {
        final MiniCore core = new MiniCore(2, 2);
        Scenario.populate(core);
        return core;
    }

    private static SectionInput reopen(final String name, final SectionOutput out, final int type) {
        return SectionInput.open(name, out.compress(), type);
    }

    private static MiniCore freshWithSpecs(final MiniCore original) {
        final MiniCore fresh = new MiniCore(2, 2);
        for (final SymbolSpec spec : original.specList()) {
            for (final var shard : fresh.risk) {
                shard.updateSymbol(spec);
            }
        }
        return fresh;
    }

    @Test
    void theSpecsSectionReadsBackEverySpotAndMarginSpec() {
        final List<SymbolSpec> specs = List.of(Scenario.SPOT, Scenario.SPOT2, Scenario.FUTURE);
        final SectionInput in = reopen("specs", SpecCodec.write(specs), SnapshotDescriptor.SECTION_SPECS);
        assertThat(in.recordCount()).isEqualTo(3);
        assertThat(SpecCodec.read(in)).containsExactlyElementsOf(specs);
    }

    @Test
    void eachBookSectionReadsBackToAnEqualBookThatEncodesToTheSameFile() {
        final MiniCore original = populated();
        final MiniCore fresh = new MiniCore(2, 2);
        final List<Long> symbols = new ArrayList<>();
        for (final MatchingShard shard : original.matching) {
            shard.forEachBook((symbol, book) -> {
                symbols.add(symbol);
                final SectionOutput out = BookCodec.write(symbol, book);
                final SectionInput in = reopen("book-" + symbol, out, SnapshotDescriptor.SECTION_BOOK);
                assertThat(BookCodec.readSymbol(in)).isEqualTo(symbol);
                final MatchingShard target = fresh.matching[(int) (symbol & 1)];
                target.addSymbol(symbol);
                BookCodec.read(in, target.restorableBook(symbol));
                assertThat(target.restorableBook(symbol).stateHash()).isEqualTo(book.stateHash());
                assertThat(BookCodec.write(symbol, target.restorableBook(symbol)).compress())
                        .isEqualTo(out.compress());
            });
        }
        assertThat(symbols).hasSizeGreaterThanOrEqualTo(3);
    }

    @Test
    void theUsersOrdersAndTotalsSectionsReadBackToTheSameRiskState() {
        final MiniCore original = populated();
        final MiniCore fresh = freshWithSpecs(original);
        final SectionOutput users = RiskCodec.writeUsers(original.risk);
        final SectionOutput orders = RiskCodec.writeOrders(original.risk);
        final SectionOutput totals = RiskCodec.writeTotals(original.risk);

        RiskSectionReader.readUsers(reopen("users", users, SnapshotDescriptor.SECTION_USERS), fresh.risk);
        final SectionOutput again = RiskCodec.writeUsers(fresh.risk);
        assertThat(again.bodyLength()).as("transaction ids are a set: only their order may differ")
                .isEqualTo(users.bodyLength());
        RiskSectionReader.readOrders(reopen("orders", orders, SnapshotDescriptor.SECTION_ORDERS), fresh.risk);
        assertThat(RiskCodec.writeOrders(fresh.risk).compress()).isEqualTo(orders.compress());
        RiskSectionReader.readTotals(reopen("totals", totals, SnapshotDescriptor.SECTION_TOTALS), fresh.risk);
        assertThat(RiskCodec.writeTotals(fresh.risk).compress()).isEqualTo(totals.compress());

        assertThat(fresh.riskStateHashes()).containsExactly(original.riskStateHashes());
        assertThat(fresh.riskContentHash()).isEqualTo(original.riskContentHash());
    }

    /** A spec record as a later version might write it: fields reordered, new ones added, optional ones left out. */
    private static SectionOutput specFromALaterVersion(final boolean withSymbolId) {
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_SPECS, 256);
        final Wire w = out.wire();
        final DocumentContext header = out.beginHeader();
        w.writeEventId(30).text("a header field this version does not know");
        header.close();
        final DocumentContext doc = w.writingDocument();
        SectionWire.field(w, Spec.STATUS, TradingStatus.HALTED.ordinal());
        w.writeEventId(40).text("a text field from a later version");
        SectionWire.field(w, Spec.TYPE, SymbolType.SPOT.ordinal());
        if (withSymbolId) {
            SectionWire.field(w, Spec.SYMBOL_ID, 9);
        }
        w.writeEventId(41).marshallable(group -> group.writeEventId(1).int64(5).writeEventId(2).text("nested"));
        SectionWire.field(w, Spec.BASE_CURRENCY, 4);
        SectionWire.field(w, Spec.QUOTE_CURRENCY, 5);
        SectionWire.field(w, Spec.BASE_SCALE, 100);
        SectionWire.field(w, Spec.QUOTE_SCALE, 10);
        SectionWire.field(w, Spec.MIN_SIZE, 1);
        SectionWire.field(w, Spec.MAX_SIZE, 1_000);
        SectionWire.field(w, Spec.MAX_NOTIONAL, 1L << 40);
        w.writeEventId(63).int64(Long.MIN_VALUE);
        doc.close();
        out.end(1);
        return out;
    }

    @Test
    void aReaderSkipsFieldsItDoesNotKnowAndReadsTheOnesLeftOutAsZero() {
        final SectionInput in = reopen("specs", specFromALaterVersion(true), SnapshotDescriptor.SECTION_SPECS);
        assertThat(SpecCodec.read(in)).containsExactly(SymbolSpec.builder().symbolId(9).type(SymbolType.SPOT)
                .baseCurrency(4).quoteCurrency(5).baseScale(100).quoteScale(10).takerFee(0).makerFee(0)
                .minSize(1).maxSize(1_000).maxNotional(1L << 40).status(TradingStatus.HALTED).build());
    }

    @Test
    void aFuturesUnderlyingReadsBackAndASpecWrittenWithoutOneHasNone() {
        final SymbolSpec onSpot = Scenario.FUTURE.toBuilder().underlying(Scenario.SPOT.symbolId(), 1_000_000).build();
        final SectionInput in = reopen("specs", SpecCodec.write(List.of(onSpot, Scenario.FUTURE)),
                SnapshotDescriptor.SECTION_SPECS);
        final List<SymbolSpec> read = SpecCodec.read(in);
        assertThat(read).containsExactly(onSpot, Scenario.FUTURE);
        assertThat(read.get(0).underlyingSymbol()).isEqualTo(Scenario.SPOT.symbolId());
        assertThat(read.get(0).contractSize()).isEqualTo(1_000_000);
        assertThat(read.get(1).underlyingSymbol()).isEqualTo(SymbolSpec.NO_UNDERLYING);
    }

    @Test
    void anOrderWrittenBeforeOrderHistoriesLoadsWithItsRemainingSizeAsPlacedAndItsPriorityAsItsCreation() {
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_BOOK, 256);
        final Wire w = out.wire();
        final DocumentContext header = out.beginHeader();
        SectionWire.field(w, Header.SYMBOL_ID, 4);
        SectionWire.field(w, Header.LAST_TRADE_PRICE, 0);
        SectionWire.field(w, Header.ACCEPTANCE_COUNTER, 1);
        header.close();
        final DocumentContext doc = w.writingDocument();
        SectionWire.field(w, BookOrder.ORDER_ID, 1);
        SectionWire.field(w, BookOrder.UID, 7);
        SectionWire.field(w, BookOrder.SIDE, Side.BID.ordinal());
        SectionWire.field(w, BookOrder.TYPE, OrderType.GTC.ordinal());
        SectionWire.field(w, BookOrder.STP, StpMode.NONE.ordinal());
        SectionWire.field(w, BookOrder.PRICE, 100);
        SectionWire.field(w, BookOrder.REMAINING, 5);
        SectionWire.field(w, BookOrder.VISIBLE, 5);
        SectionWire.field(w, BookOrder.SEQUENCE, 1);
        SectionWire.field(w, BookOrder.TIMESTAMP, 123);
        doc.close();
        out.end(1);
        final MatchingShard target = new MiniCore(1, 1).matching[0];
        target.addSymbol(4);
        final SectionInput in = reopen("book-4", out, SnapshotDescriptor.SECTION_BOOK);
        assertThat(BookCodec.readSymbol(in)).isEqualTo(4);

        BookCodec.read(in, target.restorableBook(4));

        final List<String> histories = new ArrayList<>();
        target.restorableBook(4).forEachOrderState(7, o -> histories.add(o.orderId() + ": size " + o.size()
                + ", filled " + o.filled() + ", created " + o.createdAt()));
        assertThat(histories).containsExactly("1: size 5, filled 0, created 123");
    }

    @Test
    void aRecordWithoutARequiredFieldIsRefusedNamingTheSectionAndField() {
        final SectionInput in = reopen("specs", specFromALaterVersion(false), SnapshotDescriptor.SECTION_SPECS);
        assertThatThrownBy(() -> SpecCodec.read(in)).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("specs").hasMessageContaining("spec record lacks field " + Spec.SYMBOL_ID);
    }

    @Test
    void aBookSectionWithoutItsSymbolInTheHeaderIsRefused() {
        final SectionOutput out = new SectionOutput(SnapshotDescriptor.SECTION_BOOK, 64);
        out.header();
        out.end(0);
        final SectionInput in = reopen("book-3", out, SnapshotDescriptor.SECTION_BOOK);
        assertThatThrownBy(() -> BookCodec.readSymbol(in)).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("book-3").hasMessageContaining("lacks field " + Header.SYMBOL_ID);
    }

    @Test
    void fewerRecordDocumentsThanTheCountSaysIsRefused() {
        final SectionOutput out = SpecCodec.write(List.of(Scenario.SPOT));
        final SectionOutput lying = new SectionOutput(SnapshotDescriptor.SECTION_SPECS, 64);
        lying.header();
        lying.end(1);
        final SectionInput in = reopen("specs", lying, SnapshotDescriptor.SECTION_SPECS);
        assertThatThrownBy(() -> SpecCodec.read(in)).isInstanceOf(SnapshotException.class)
                .hasMessageContaining("specs: record 0 of 1 missing");
        assertThat(SpecCodec.read(reopen("specs", out, SnapshotDescriptor.SECTION_SPECS))).hasSize(1);
    }

    @Test
    void aUserRecordIsTheBytesTheDescriptorDraws() {
        final Bytes<byte[]> bytes = Bytes.allocateElasticOnHeap(64);
        final RiskRecordEncoder encoder = new RiskRecordEncoder(SectionWire.over(bytes));
        encoder.user(7, false, 0, 0, 0, 1, 1, 0, 0);
        encoder.currency(2, 1_000, 0);
        encoder.transactions(2, new long[] {9});
        assertThat(encoder.betweenRecords()).isTrue();
        assertThat(bytes.toByteArray()).containsExactly(0x15, 0, 0, 0, 0xBA, 0x01, 0xA1, 0x07, 0xBA, 0x03, 0xA1, 0x02,
                0xBA, 0x04, 0xA5, 0xE8, 0x03, 0xBA, 0x06, 0xA1, 0x02, 0xBA, 0x07, 0xA1, 0x09);
        assertThat(Wires.fromSizePrefixedBlobs(SectionWire.over(bytes))).contains("\"1\": 7").contains("\"4\": !short 1000");
        bytes.releaseLast();
    }

    @Test
    void everyLongSurvivesAFieldRoundTrip() {
        final Random random = new Random(42);
        final List<Long> values = new ArrayList<>(List.of(0L, 1L, -1L, 127L, 128L, 255L, 256L, 65_535L, 65_536L,
                Integer.MAX_VALUE + 1L, Integer.MIN_VALUE - 1L, 1L << 40, (1L << 53) + 1, Long.MAX_VALUE,
                Long.MIN_VALUE, 1_700_000_000_000_000_000L));
        for (int i = 0; i < 2_000; i++) {
            values.add(random.nextLong() >> random.nextInt(64));
            values.add(1L << random.nextInt(63));
        }
        final Bytes<byte[]> bytes = Bytes.allocateElasticOnHeap(64);
        final Wire wire = SectionWire.over(bytes);
        for (final long v : values) {
            final DocumentContext doc = wire.writingDocument();
            SectionWire.field(wire, 1, v);
            doc.close();
        }
        final WireRecord record = new WireRecord("value", WireRecord.fields(1), 0);
        for (final long v : values) {
            final DocumentContext doc = wire.readingDocument();
            assertThat(record.read(wire).get(1)).isEqualTo(v);
            doc.close();
        }
        bytes.releaseLast();
    }
}
