package dev.bourse.command;

import dev.bourse.api.CommandResult;
import dev.bourse.api.OrderType;
import dev.bourse.api.Side;
import dev.bourse.api.StpMode;
import java.util.concurrent.CompletableFuture;

/**
 * One preallocated ring slot: a flat record of primitives describing a command, its outcome and its book events.
 * Producers fill it through the core's publishing methods (or the journal's replay); each stage reads and writes
 * only the fields drawn for it below and keeps no reference to the slot after {@code onEvent} returns. The symbol
 * specification fields are declared in {@link SlotSpecFields}, the rest of the same record.
 * <pre>
 *  field          type  unit / meaning                               written by        read by
 *  ------------------------------------------------------------------------------------------------------
 *  type           int   {@link CommandType} code                       producer          all
 *  uid            long  user id, &gt; 0 (0 for L2 / ADD_SYMBOL)           producer          risk, matching
 *  symbol         long  symbol id, &gt; 0 (0 for account commands)       producer          matching, risk
 *  orderId        long  client order id, &gt; 0                          producer          matching, risk
 *  side           int   {@link dev.bourse.api.Side} ordinal              producer          matching, risk
 *  orderType      int   {@link dev.bourse.api.OrderType} ordinal         producer          matching, risk
 *  stp            int   {@link dev.bourse.api.StpMode} ordinal           producer          matching
 *                 (each of the three becomes its enum in one place, its getter: {@link #sideValue()},
 *                 {@link #orderTypeValue()}, {@link #stpValue()}; the slot keeps only the codes, see below)
 *  price          long  ticks (budget: ticks x lots); a spec's maxPrice  producer          matching, risk
 *  size           long  lots; REDUCE: lots to remove                   producer          matching, risk
 *  reservePrice   long  ticks a bid's hold is priced at, 0 = price;    producer          risk
 *                       a spec's referencePrice
 *  displaySize    long  iceberg slice in lots, 0 = all                 producer          matching
 *  triggerPrice   long  stop trigger in ticks, 0 if not a stop         producer          matching, risk
 *  expireAt       long  GTD expiry in ns, 0 if not GTD                 producer          matching
 *  newPrice       long  MOVE / REPLACE target price, ticks             producer          matching, risk
 *  newSize        long  REPLACE target size, lots; L2 depth, levels    producer          matching, risk
 *  amount         long  DEPOSIT / WITHDRAW, minor units of currency    producer          risk
 *  txId           long  DEPOSIT / WITHDRAW idempotency id, &gt; 0; an    producer          risk, results
 *                       order command's client command id, 0 = none
 *  idempotencyKey long  an order command's idempotency key, 0 = none  producer          risk
 *  requestHash    long  the hash of the request the key came with     producer          risk
 *  currency       int   currency id; the quote currency of a symbol spec producer          risk
 *  specType .. priceBand: a symbol specification ({@link dev.bourse.api.SymbolSpec}) for ADD_SYMBOL and
 *                 UPDATE_SYMBOL ({@link SlotSpecFields}); its max price travels in {@code price}, its reference
 *                 price in {@code reservePrice}                                        producer          risk
 *  query          ref   a report's accumulator ({@link ShardQuery},     producer          risk, matching,
 *                       queries only)                                                    results
 *  snapshot       ref   a {@link SnapshotControl}: a cut to begin       producer or       risk, matching,
 *                       after this command, or one capture step        grouping          results
 *  correlationId  long  the client's id, echoed to the listener        producer          results
 *  sequence       long  1, 2, ... in ring order                         grouping          all later
 *  timestamp      long  ns from the core's clock at grouping           grouping          all later
 *  resultCode     int   {@link dev.bourse.api.ResultCode}, SUCCESS until  risk, matching,   later stages,
 *                       a stage refuses or fails                        any (errors)      results
 *  duplicate      --    {@link DuplicateOutcome}: a DUPLICATE_COMMAND's settlement of     results
 *                       first command (sequence, result; key, order    the uid's shard
 *                       id and request hash for one by key)
 *  events         --    {@link SlotEvents}, the book's events; emptied  matching          settlement, results
 *                       by grouping (see {@link #CommandSlot(SlotEvents)})
 *  future         ref   completed by results, then cleared; null on    producer          results
 *                       the zero-allocation path
 *  replay         bool  recovered from the journal (or an external     producer          grouping, results
 *                       log): arrives with its sequence and timestamp
 * </pre>
 *
 * <p>Why only codes, and enums decoded by the getters: slots live for the whole run, so they end up in the old
 * generation, and under G1 every store of a reference to an object of another region into an old object pays a
 * fenced card-mark check and leaves a card for the concurrent refinement threads to scan, on the core a journal
 * or another stage needs. Without these three stores per command (and the event writer's, see
 * {@code SlotEventWriter}) G1 refined about half as many cards per command in the main job; an array lookup per
 * read costs nothing comparable. The reference fields left are null on the hot path.
 *
 * <p>Thread-safety: none; the ring's sequences order every access.
 */
public final class CommandSlot extends SlotSpecFields {
    private int type;
    private long uid;
    private long symbol;
    private long orderId;
    private int side;
    private int orderType;
    private int stp;
    private long price;
    private long size;
    private long reservePrice;
    private long displaySize;
    private long triggerPrice;
    private long expireAt;
    private long newPrice;
    private long newSize;
    private long amount;
    private long txId;
    private long idempotencyKey;
    private long requestHash;
    private int currency;
    private ShardQuery query;
    private SnapshotControl snapshot;
    private long correlationId;
    private long sequence;
    private long timestamp;
    private int resultCode;
    private final DuplicateOutcome duplicate = new DuplicateOutcome();
    private final SlotEvents events;
    private CompletableFuture<CommandResult> future;
    private boolean replay;

    /**
     * @param eventCapacity events held before the slot's event buffer grows, &gt;= 1
     */
    public CommandSlot(final int eventCapacity) {
        events = new SlotEvents(eventCapacity);
    }

    /**
     * A slot whose event buffer may be shared with other slots: the INLINE layout without a journal takes every
     * command through the results before it groups the next one, so one buffer serves the whole ring. That keeps
     * the ring's lines in cache: the events are most of what a command touches in its slot (a move's two events
     * are four cache lines; the rest of the slot is four). This is also why the events are emptied by grouping and
     * not by {@link #clear()}: a producer claims a slot (from a listener callback, say) while the results stage may
     * still be reading the shared buffer.
     *
     * @param events the buffer this slot writes its events to
     */
    public CommandSlot(final SlotEvents events) {
        this.events = events;
    }

    /**
     * Resets every field a producer writes, so a reused slot carries nothing of its previous command. The events are
     * not a producer's: grouping empties them (see {@link #CommandSlot(SlotEvents)}).
     */
    public void clear() {
        type = CommandType.NONE;
        uid = 0;
        symbol = 0;
        orderId = 0;
        side = -1;
        orderType = -1;
        stp = 0;
        price = 0;
        size = 0;
        reservePrice = 0;
        displaySize = 0;
        triggerPrice = 0;
        expireAt = 0;
        newPrice = 0;
        newSize = 0;
        amount = 0;
        txId = 0;
        idempotencyKey = 0;
        requestHash = 0;
        currency = 0;
        clearSpec();
        query = null;
        snapshot = null;
        correlationId = 0;
        sequence = 0;
        timestamp = 0;
        resultCode = 0;
        duplicate.clear();
        future = null;
        replay = false;
    }

    /** @return the {@link CommandType} code */
    public int type() {
        return type;
    }

    /** @param value the {@link CommandType} code */
    public void setType(final int value) {
        type = value;
    }

    /** @return user id (0 when the command has none) */
    public long uid() {
        return uid;
    }

    /** @param value user id (0 when the command has none) */
    public void setUid(final long value) {
        uid = value;
    }

    /** @return symbol id (0 when the command has none) */
    public long symbol() {
        return symbol;
    }

    /** @param value symbol id (0 when the command has none) */
    public void setSymbol(final long value) {
        symbol = value;
    }

    /** @return client order id (0 when the command has none) */
    public long orderId() {
        return orderId;
    }

    /** @param value client order id (0 when the command has none) */
    public void setOrderId(final long value) {
        orderId = value;
    }

    /** @return {@link dev.bourse.api.Side} ordinal, -1 when unset */
    public int side() {
        return side;
    }

    /** @param value {@link dev.bourse.api.Side} ordinal, -1 when unset */
    public void setSide(final int value) {
        side = value;
    }

    /** @return the side {@link #side()} codes, null when unset or out of range */
    public Side sideValue() {
        return Side.fromCode(side);
    }

    /** @return {@link dev.bourse.api.OrderType} ordinal, -1 when unset */
    public int orderType() {
        return orderType;
    }

    /** @param value {@link dev.bourse.api.OrderType} ordinal, -1 when unset */
    public void setOrderType(final int value) {
        orderType = value;
    }

    /** @return the order type {@link #orderType()} codes, null when unset or out of range */
    public OrderType orderTypeValue() {
        return OrderType.fromCode(orderType);
    }

    /** @return {@link dev.bourse.api.StpMode} ordinal */
    public int stp() {
        return stp;
    }

    /** @param value {@link dev.bourse.api.StpMode} ordinal */
    public void setStp(final int value) {
        stp = value;
    }

    /** @return the self-trade prevention mode {@link #stp()} codes, null when out of range */
    public StpMode stpValue() {
        return StpMode.fromCode(stp);
    }

    /** @return ticks (a budget: ticks x lots; a symbol spec's max price) */
    public long price() {
        return price;
    }

    /** @param value ticks (a budget: ticks x lots; a symbol spec's max price) */
    public void setPrice(final long value) {
        price = value;
    }

    /** @return lots (REDUCE: the lots to remove) */
    public long size() {
        return size;
    }

    /** @param value lots (REDUCE: the lots to remove) */
    public void setSize(final long value) {
        size = value;
    }

    /** @return ticks a bid's hold is priced at, 0 for the limit (a symbol spec's reference price) */
    public long reservePrice() {
        return reservePrice;
    }

    /** @param value ticks a bid's hold is priced at, 0 for the limit (a symbol spec's reference price) */
    public void setReservePrice(final long value) {
        reservePrice = value;
    }

    /** @return iceberg slice in lots, 0 for all */
    public long displaySize() {
        return displaySize;
    }

    /** @param value iceberg slice in lots, 0 for all */
    public void setDisplaySize(final long value) {
        displaySize = value;
    }

    /** @return stop trigger in ticks, 0 unless a stop */
    public long triggerPrice() {
        return triggerPrice;
    }

    /** @param value stop trigger in ticks, 0 unless a stop */
    public void setTriggerPrice(final long value) {
        triggerPrice = value;
    }

    /** @return GTD expiry in ns, 0 unless GTD */
    public long expireAt() {
        return expireAt;
    }

    /** @param value GTD expiry in ns, 0 unless GTD */
    public void setExpireAt(final long value) {
        expireAt = value;
    }

    /** @return MOVE / REPLACE target price in ticks */
    public long newPrice() {
        return newPrice;
    }

    /** @param value MOVE / REPLACE target price in ticks */
    public void setNewPrice(final long value) {
        newPrice = value;
    }

    /** @return REPLACE target size in lots; L2_REQUEST depth in levels */
    public long newSize() {
        return newSize;
    }

    /** @param value REPLACE target size in lots; L2_REQUEST depth in levels */
    public void setNewSize(final long value) {
        newSize = value;
    }

    /** @return DEPOSIT / WITHDRAW amount in minor units of the currency */
    public long amount() {
        return amount;
    }

    /** @param value DEPOSIT / WITHDRAW amount in minor units of the currency */
    public void setAmount(final long value) {
        amount = value;
    }

    /** @return DEPOSIT / WITHDRAW transaction id */
    public long txId() {
        return txId;
    }

    /** @param value DEPOSIT / WITHDRAW transaction id */
    public void setTxId(final long value) {
        txId = value;
    }

    /** @return an order command's idempotency key, 0 for none */
    public long idempotencyKey() {
        return idempotencyKey;
    }

    /** @param value an order command's idempotency key, 0 for none */
    public void setIdempotencyKey(final long value) {
        idempotencyKey = value;
    }

    /** @return the hash of the request the idempotency key came with */
    public long requestHash() {
        return requestHash;
    }

    /** @param value the hash of the request the idempotency key came with */
    public void setRequestHash(final long value) {
        requestHash = value;
    }

    /** @return currency id (a symbol spec's quote currency) */
    public int currency() {
        return currency;
    }

    /** @param value currency id (a symbol spec's quote currency) */
    public void setCurrency(final int value) {
        currency = value;
    }

    /** @return the report accumulator of a query command, or null */
    public ShardQuery query() {
        return query;
    }

    /** @param value the report accumulator of a query command, or null */
    public void setQuery(final ShardQuery value) {
        query = value;
    }

    /** @return the snapshot cut to begin after this command or the capture step it is, or null */
    public SnapshotControl snapshot() {
        return snapshot;
    }

    /** @param value the snapshot cut to begin after this command or the capture step it is, or null */
    public void setSnapshot(final SnapshotControl value) {
        snapshot = value;
    }

    /** @return the client's correlation id, echoed to the listener (0 for the future-returning calls) */
    public long correlationId() {
        return correlationId;
    }

    /** @param value the client's correlation id */
    public void setCorrelationId(final long value) {
        correlationId = value;
    }

    /** @return the sequence grouping gave the command, 1-based */
    public long sequence() {
        return sequence;
    }

    /** @param value the sequence grouping gave the command (or the one it arrived with), &gt;= 1 */
    public void setSequence(final long value) {
        sequence = value;
    }

    /** @return the timestamp grouping gave the command, ns */
    public long timestamp() {
        return timestamp;
    }

    /** @param value the timestamp grouping gave the command (or the one it arrived with), ns */
    public void setTimestamp(final long value) {
        timestamp = value;
    }

    /** @return the outcome so far, a {@link dev.bourse.api.ResultCode} */
    public int resultCode() {
        return resultCode;
    }

    /** @param value the outcome so far, a {@link dev.bourse.api.ResultCode} */
    public void setResultCode(final int value) {
        resultCode = value;
    }

    /** @return a DUPLICATE_COMMAND's first command, as settlement found it */
    public DuplicateOutcome duplicate() {
        return duplicate;
    }

    /** @return the book events of this command */
    public SlotEvents events() {
        return events;
    }

    /** @return the caller's future, completed by the results stage; null on the zero-allocation path */
    public CompletableFuture<CommandResult> future() {
        return future;
    }

    /** @param value the caller's future, or null */
    public void setFuture(final CompletableFuture<CommandResult> value) {
        future = value;
    }

    /**
     * Whether this command was recovered from the journal (or arrived sequenced from an external log): grouping keeps
     * its sequence and timestamp, the journal does not write it again and the results stage reports it only to the
     * consumers that asked for replayed events.
     *
     * @return true for a replayed command
     */
    public boolean isReplay() {
        return replay;
    }

    /** @param value whether the command arrives with its sequence and timestamp (journal replay) */
    public void setReplay(final boolean value) {
        replay = value;
    }
}
