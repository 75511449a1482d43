package dev.bourse.snapshot;

/**
 * The field numbers of every Wire record in a section body, one nested class per record kind; the tables in
 * {@link SnapshotDescriptor} list the same numbers with their units. A number, once given, keeps its meaning in
 * every later format version: a new field takes a new number, and a removed one is never reused.
 *
 * <p>Numbers stay below 64 (a reader keeps the fields it has seen in one {@code long} bit set) and below 128 (so the
 * stop-bit number after Wire's field-number code is one byte).
 *
 * <p>Thread-safety: constants only.
 */
final class SectionFields {
    private SectionFields() {
    }

    /** Fields of the header document that opens every section body. */
    static final class Header {
        /** Section type, {@code SnapshotDescriptor.SECTION_*}; in every header. */
        static final int SECTION = 1;
        /** Book sections: the symbol id. */
        static final int SYMBOL_ID = 2;
        /** Book sections: the last trade price, ticks (0 before the first trade). */
        static final int LAST_TRADE_PRICE = 3;
        /** Book sections: the book's acceptance counter (orders accepted so far). */
        static final int ACCEPTANCE_COUNTER = 4;
        /** Totals section: the number of risk shards that wrote it. */
        static final int RISK_SHARDS = 5;
        /** Highest header field this version knows. */
        static final int MAX = 5;

        private Header() {
        }
    }

    /** Fields of a {@code specs} record. */
    static final class Spec {
        static final int SYMBOL_ID = 1;
        static final int TYPE = 2;
        static final int BASE_CURRENCY = 3;
        static final int QUOTE_CURRENCY = 4;
        static final int BASE_SCALE = 5;
        static final int QUOTE_SCALE = 6;
        static final int TAKER_FEE = 7;
        static final int MAKER_FEE = 8;
        static final int MARGIN_BUY = 9;
        static final int MARGIN_SELL = 10;
        static final int MIN_SIZE = 11;
        static final int MAX_SIZE = 12;
        static final int MAX_NOTIONAL = 13;
        static final int STATUS = 14;
        /** Absent in snapshots written before price limits: the spec then loads with the default limits. */
        static final int MAX_PRICE = 15;
        static final int PRICE_BAND = 16;
        static final int REFERENCE_PRICE = 17;
        /** A futures contract's underlying symbol + 1, written only when it has one (absent: none). */
        static final int UNDERLYING_PLUS_ONE = 18;
        /** Its contract size, written only when not 0. */
        static final int CONTRACT_SIZE = 19;

        private Spec() {
        }
    }

    /** Fields of a {@code book-<symbolId>} record (one order). */
    static final class BookOrder {
        static final int ORDER_ID = 1;
        static final int UID = 2;
        static final int SIDE = 3;
        static final int TYPE = 4;
        static final int STP = 5;
        static final int PENDING_STOP = 6;
        static final int PRICE = 7;
        static final int REMAINING = 8;
        static final int VISIBLE = 9;
        static final int DISPLAY = 10;
        static final int TRIGGER_PRICE = 11;
        static final int EXPIRE_AT = 12;
        static final int SEQUENCE = 13;
        static final int TIMESTAMP = 14;
        /** Lots placed (absent before order views: the loader takes the remaining size and 0 filled). */
        static final int SIZE = 15;
        /** Lots traded so far, written only when not 0. */
        static final int FILLED = 16;
        /** Acceptance timestamp (absent before order views: the loader takes the time priority). */
        static final int CREATED_AT = 17;

        private BookOrder() {
        }
    }

    /**
     * Fields of a {@code users} record. The balance, transactions and position fields form repeating groups, kept
     * flat in the record (a nested Wire group would cost 7 bytes of framing each): a group begins at its first
     * field ({@link #BALANCE_CURRENCY}, {@link #TX_CURRENCY}, {@link #POSITION_SYMBOL_ID}) and every later field of
     * that group belongs to the nearest such beginning before it.
     */
    static final class User {
        static final int UID = 1;
        static final int SUSPENDED = 2;
        /** Begins a balance group. */
        static final int BALANCE_CURRENCY = 3;
        static final int BALANCE = 4;
        static final int HELD = 5;
        /** Begins a transactions group. */
        static final int TX_CURRENCY = 6;
        /** Repeats, once per transaction id applied in the group's currency. */
        static final int TX_ID = 7;
        /** Begins a position group. */
        static final int POSITION_SYMBOL_ID = 8;
        static final int SIZE = 9;
        static final int OPEN_PRICE_SUM = 10;
        static final int PENDING_BUY = 11;
        static final int PENDING_SELL = 12;
        /** The highest client command id applied (absent: none, as before command ids). */
        static final int LAST_COMMAND_ID = 13;
        /** The sequence of the command that carried it. */
        static final int LAST_COMMAND_SEQUENCE = 14;
        /** That command's final result code. */
        static final int LAST_COMMAND_RESULT = 15;
        /** Begins an idempotency key group (absent: none, as before keys). */
        static final int KEY = 16;
        static final int KEY_REQUEST_HASH = 17;
        static final int KEY_TIMESTAMP = 18;
        static final int KEY_SEQUENCE = 19;
        static final int KEY_ORDER_ID = 20;
        static final int KEY_RESULT = 21;

        private User() {
        }
    }

    /** Fields of an {@code orders} record (a risk shard's open-order record). */
    static final class RiskOrder {
        static final int SYMBOL_ID = 1;
        static final int ORDER_ID = 2;
        static final int UID = 3;
        static final int SIDE = 4;
        static final int KIND = 5;
        static final int CURRENCY = 6;
        static final int REMAINING = 7;
        static final int HELD = 8;
        static final int PER_LOT = 9;
        static final int RESERVE = 10;
        static final int BUDGET_LEFT = 11;

        private RiskOrder() {
        }
    }

    /**
     * Fields of a {@code totals} record (one writing risk shard), with flat repeating groups as in {@link User}: a
     * ledger group begins at {@link #LEDGER_CURRENCY}, a last-price group at {@link #PRICE_SYMBOL_ID}.
     */
    static final class Totals {
        static final int SHARD_ID = 1;
        /** Begins a ledger group. */
        static final int LEDGER_CURRENCY = 2;
        static final int FEES = 3;
        static final int DEPOSITS = 4;
        static final int WITHDRAWALS = 5;
        /** Begins a last-price group. */
        static final int PRICE_SYMBOL_ID = 6;
        static final int PRICE = 7;
        /** High words of the ledger group's totals (absent when 0; see {@code RiskStateVisitor.onLedgerHigh}). */
        static final int FEES_HIGH = 8;
        static final int DEPOSITS_HIGH = 9;
        static final int WITHDRAWALS_HIGH = 10;

        private Totals() {
        }
    }
}
