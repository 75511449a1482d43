package dev.bourse.pipeline;

import dev.bourse.api.CommandResult;
import java.util.concurrent.CompletableFuture;

/**
 * One preallocated ring slot: a flat record of primitives describing a command, its outcome and its book events.
 * Producers fill it through {@link ExchangeCore}'s publishing methods; each stage reads and writes only the fields
 * drawn for it below and keeps no reference to the slot after {@code onEvent} returns.
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
 *  txId           long  DEPOSIT / WITHDRAW idempotency id, &gt; 0         producer          risk
 *  currency       int   currency id; the quote currency of a symbol spec producer          risk
 *  specType .. tradingStatus: a symbol specification ({@link dev.bourse.api.SymbolSpec}) for ADD_SYMBOL and
 *                 UPDATE_SYMBOL: type ordinal, base currency, base scale, quote scale, taker and maker fee, margin
 *                 buy and sell, min and max size, max notional, status ordinal, price band (bps); its max price
 *                 travels in {@code price}, its reference price in {@code reservePrice}   producer          risk
 *  query          ref   a report's accumulator (queries only)            producer          risk, matching,
 *                                                                                          results
 *  snapshot       ref   a {@link SnapshotRequest}: every shard copies  producer or        risk, matching,
 *                       its state after handling this command          grouping          results
 *  correlationId  long  the client's id, echoed to the listener        producer          results
 *  sequence       long  1, 2, ... in ring order                         grouping          all later
 *  timestamp      long  ns from the core's clock at grouping           grouping          all later
 *  resultCode     int   {@link dev.bourse.api.ResultCode}, SUCCESS until  risk, matching,   later stages,
 *                       a stage refuses or fails                        any (errors)      results
 *  events         --    {@link SlotEvents}, the book's events; emptied  matching          settlement, results
 *                       by grouping (see {@link #CommandSlot(SlotEvents)})
 *  future         ref   completed by results, then cleared; null on    producer          results
 *                       the zero-allocation path
 * </pre>
 *
 * <p>Thread-safety: none; the ring's sequences order every access.
 */
public final class CommandSlot {
    int type;
    long uid;
    long symbol;
    long orderId;
    int side;
    int orderType;
    int stp;
    long price;
    long size;
    long reservePrice;
    long displaySize;
    long triggerPrice;
    long expireAt;
    long newPrice;
    long newSize;
    long amount;
    long txId;
    int currency;
    int specType;
    int baseCurrency;
    long baseScale;
    long quoteScale;
    long takerFee;
    long makerFee;
    long marginBuy;
    long marginSell;
    long minSize;
    long maxSize;
    long maxNotional;
    int tradingStatus;
    int priceBand;
    Object query;
    /** A {@link SnapshotRequest} when a snapshot is cut after this command, else null. */
    Object snapshot;
    long correlationId;
    long sequence;
    long timestamp;
    int resultCode;
    final SlotEvents events;
    CompletableFuture<CommandResult> future;
    /** Journal replay: true for a command recovered from the journal (see {@link #isReplay()}). */
    boolean replay;

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
    CommandSlot(final SlotEvents events) {
        this.events = events;
    }

    // Journal replay setters: dev.bourse.journal rebuilds a recovered command into a claimed slot through these.
    // Nothing else may write a slot from outside the pipeline.

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value the {@link CommandType} code
     */
    public void setType(final int value) {
        type = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value user id
     */
    public void setUid(final long value) {
        uid = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol id
     */
    public void setSymbol(final long value) {
        symbol = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value order id
     */
    public void setOrderId(final long value) {
        orderId = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value side ordinal, -1 when unset
     */
    public void setSide(final int value) {
        side = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value order type ordinal, -1 when unset
     */
    public void setOrderType(final int value) {
        orderType = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value self-trade prevention mode ordinal
     */
    public void setStp(final int value) {
        stp = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value price in ticks (budget: ticks x lots)
     */
    public void setPrice(final long value) {
        price = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value size in lots
     */
    public void setSize(final long value) {
        size = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value reserve price in ticks
     */
    public void setReservePrice(final long value) {
        reservePrice = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value iceberg display size in lots
     */
    public void setDisplaySize(final long value) {
        displaySize = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value trigger price in ticks
     */
    public void setTriggerPrice(final long value) {
        triggerPrice = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value GTD expiry in ns
     */
    public void setExpireAt(final long value) {
        expireAt = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value new price in ticks
     */
    public void setNewPrice(final long value) {
        newPrice = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value new size in lots, or L2 depth
     */
    public void setNewSize(final long value) {
        newSize = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value amount in minor units
     */
    public void setAmount(final long value) {
        amount = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value transaction id
     */
    public void setTxId(final long value) {
        txId = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value currency id
     */
    public void setCurrency(final int value) {
        currency = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value the client's correlation id
     */
    public void setCorrelationId(final long value) {
        correlationId = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value the sequence grouping gave the command, &gt;= 1
     */
    public void setSequence(final long value) {
        sequence = value;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value the timestamp grouping gave the command, ns
     */
    public void setTimestamp(final long value) {
        timestamp = value;
    }

    /**
     * Whether this command was recovered from the journal: grouping keeps its recorded sequence and timestamp, the
     * journal does not write it again and the results stage does not report it to the listener.
     *
     * @return true for a replayed command
     */
    public boolean isReplay() {
        return replay;
    }

    /**
     * Resets every field a producer writes, so a reused slot carries nothing of its previous command. The events are
     * not a producer's: grouping empties them (see {@link #CommandSlot(SlotEvents)}).
     */
    void clear() {
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
        currency = 0;
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
        query = null;
        snapshot = null;
        correlationId = 0;
        sequence = 0;
        timestamp = 0;
        resultCode = 0;
        future = null;
        replay = false;
    }

    /** @return the {@link CommandType} code */
    public int type() {
        return type;
    }

    /** @return the user id */
    public long uid() {
        return uid;
    }

    /** @return the symbol id */
    public long symbol() {
        return symbol;
    }

    /** @return the order id */
    public long orderId() {
        return orderId;
    }

    /** @return the side ordinal, -1 when unset */
    public int side() {
        return side;
    }

    /** @return the order type ordinal, -1 when unset */
    public int orderType() {
        return orderType;
    }

    /** @return the self-trade prevention mode ordinal */
    public int stp() {
        return stp;
    }

    /** @return price in ticks, or budget in ticks x lots */
    public long price() {
        return price;
    }

    /** @return size in lots (REDUCE: the lots to remove) */
    public long size() {
        return size;
    }

    /** @return reserve price in ticks, 0 for the limit price */
    public long reservePrice() {
        return reservePrice;
    }

    /** @return iceberg display size in lots, 0 for all */
    public long displaySize() {
        return displaySize;
    }

    /** @return trigger price in ticks, 0 unless a stop */
    public long triggerPrice() {
        return triggerPrice;
    }

    /** @return GTD expiry in ns, 0 unless GTD */
    public long expireAt() {
        return expireAt;
    }

    /** @return MOVE / REPLACE new price in ticks */
    public long newPrice() {
        return newPrice;
    }

    /** @return REPLACE new size in lots; L2_REQUEST depth in levels */
    public long newSize() {
        return newSize;
    }

    /** @return DEPOSIT / WITHDRAW amount in minor units */
    public long amount() {
        return amount;
    }

    /** @return DEPOSIT / WITHDRAW transaction id */
    public long txId() {
        return txId;
    }

    /** @return currency id */
    public int currency() {
        return currency;
    }

    /** @return the client's correlation id */
    public long correlationId() {
        return correlationId;
    }

    /** @return the sequence assigned at grouping, 1-based */
    public long sequence() {
        return sequence;
    }

    /** @return the timestamp assigned at grouping, ns */
    public long timestamp() {
        return timestamp;
    }

    /** @return the outcome so far, a {@link dev.bourse.api.ResultCode} */
    public int resultCode() {
        return resultCode;
    }

    /** @return the book events of this command */
    public SlotEvents events() {
        return events;
    }

    /** @return symbol specification field: base units per lot (ADD_SYMBOL / UPDATE_SYMBOL) */
    public long baseScale() {
        return baseScale;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: base units per lot
     */
    public void setBaseScale(final long value) {
        baseScale = value;
    }

    /** @return symbol specification field: quote units per tick (ADD_SYMBOL / UPDATE_SYMBOL) */
    public long quoteScale() {
        return quoteScale;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: quote units per tick
     */
    public void setQuoteScale(final long value) {
        quoteScale = value;
    }

    /** @return symbol specification field: quote units per lot (ADD_SYMBOL / UPDATE_SYMBOL) */
    public long takerFee() {
        return takerFee;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: quote units per lot
     */
    public void setTakerFee(final long value) {
        takerFee = value;
    }

    /** @return symbol specification field: quote units per lot (ADD_SYMBOL / UPDATE_SYMBOL) */
    public long makerFee() {
        return makerFee;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: quote units per lot
     */
    public void setMakerFee(final long value) {
        makerFee = value;
    }

    /** @return symbol specification field: quote units per lot (ADD_SYMBOL / UPDATE_SYMBOL) */
    public long marginBuy() {
        return marginBuy;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: quote units per lot
     */
    public void setMarginBuy(final long value) {
        marginBuy = value;
    }

    /** @return symbol specification field: quote units per lot (ADD_SYMBOL / UPDATE_SYMBOL) */
    public long marginSell() {
        return marginSell;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: quote units per lot
     */
    public void setMarginSell(final long value) {
        marginSell = value;
    }

    /** @return symbol specification field: lots (ADD_SYMBOL / UPDATE_SYMBOL) */
    public long minSize() {
        return minSize;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: lots
     */
    public void setMinSize(final long value) {
        minSize = value;
    }

    /** @return symbol specification field: lots (ADD_SYMBOL / UPDATE_SYMBOL) */
    public long maxSize() {
        return maxSize;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: lots
     */
    public void setMaxSize(final long value) {
        maxSize = value;
    }

    /** @return symbol specification field: ticks x lots (ADD_SYMBOL / UPDATE_SYMBOL) */
    public long maxNotional() {
        return maxNotional;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: ticks x lots
     */
    public void setMaxNotional(final long value) {
        maxNotional = value;
    }

    /** @return symbol specification field: SymbolType ordinal (ADD_SYMBOL / UPDATE_SYMBOL) */
    public int specType() {
        return specType;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: SymbolType ordinal
     */
    public void setSpecType(final int value) {
        specType = value;
    }

    /** @return symbol specification field: currency id (ADD_SYMBOL / UPDATE_SYMBOL) */
    public int baseCurrency() {
        return baseCurrency;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: currency id
     */
    public void setBaseCurrency(final int value) {
        baseCurrency = value;
    }

    /** @return symbol specification field: TradingStatus ordinal (ADD_SYMBOL / UPDATE_SYMBOL) */
    public int tradingStatus() {
        return tradingStatus;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: TradingStatus ordinal
     */
    public void setTradingStatus(final int value) {
        tradingStatus = value;
    }

    /** @return symbol specification field: price band, basis points (ADD_SYMBOL / UPDATE_SYMBOL) */
    public int priceBand() {
        return priceBand;
    }

    /**
     * Journal replay only: sets a recorded field.
     *
     * @param value symbol specification field: price band, basis points
     */
    public void setPriceBand(final int value) {
        priceBand = value;
    }
}
