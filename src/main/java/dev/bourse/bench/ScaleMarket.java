package dev.bourse.bench;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The market of {@link ScaleSettings}, generated deterministically: symbol specifications, users with their balances
 * (added through the future-returning API in batches) and the resting orders (a {@link CommandSource} for the
 * zero-allocation path). Cold path: set-up only.
 *
 * <p>Resting orders: symbol by the power law of the settings; side with equal odds; a bid at
 * {@code MID - GAP - offset}, an ask at {@code MID + GAP + offset}, the offset drawn as in
 * {@link BookLoadGenerator} (0 to 899 ticks, skewed toward the inside), so that the mix's band
 * {@code MID ± (900 + IOC reach)} stays free of them; size {@code 1 + a·b·c} lots as the mix's; a bid's owner any user,
 * an ask's owner a user holding the symbol's base currency; order ids from {@link #ORDER_ID_FIRST} up, far from the
 * mix's.
 *
 * <p>Thread-safety: none; the controlling thread.
 */
final class ScaleMarket {
    /** Mid price of every book, ticks (the mix's). */
    static final long MID = BookLoadGenerator.DEFAULT_MID_PRICE;
    /** Ticks between the mid and the nearest resting order of the set-up. */
    static final long GAP = 1_000;
    /** The first resting order's id. */
    static final long ORDER_ID_FIRST = 1L << 40;
    /** Every user's quote balance, minor units: 10^10 × 10^8 users stays under the 2^62 a currency may hold. */
    static final long QUOTE_BALANCE = 10_000_000_000L;
    /** Every user's balance in each base currency it holds, minor units (= lots). */
    static final long BASE_BALANCE = 1_000_000_000L;
    private static final long SET_UP_TX_ID = 1;
    private static final int SYMBOL_BATCH = 50_000;

    private final ScaleSettings settings;
    private final long[] mixSymbols;

    ScaleMarket(final ScaleSettings settings) {
        this.settings = settings;
        this.mixSymbols = chooseMixSymbols(settings);
    }

    /**
     * The mix's symbols: spread evenly over the ids, each moved up to the next symbol whose base currency no earlier
     * mix symbol has, so every mix symbol trades its own base currency as in {@code bourse bench}.
     */
    private static long[] chooseMixSymbols(final ScaleSettings s) {
        final long[] ids = new long[s.mixSymbols()];
        final boolean[] used = new boolean[s.baseCurrencies()];
        long next = 1;
        for (int k = 0; k < ids.length; k++) {
            long id = Math.max(next, 1 + (long) k * (s.symbols() / s.mixSymbols()));
            while (used[s.baseCurrencyOf(id) - ScaleSettings.BASE_CURRENCY_FIRST]) {
                id++;
            }
            used[s.baseCurrencyOf(id) - ScaleSettings.BASE_CURRENCY_FIRST] = true;
            ids[k] = id;
            next = id + 1;
        }
        return ids;
    }

    /** @return the mix's symbol ids, one per mix symbol */
    long[] mixSymbols() {
        return mixSymbols.clone();
    }

    /**
     * Adds every symbol and user (with balances), waiting for each batch.
     *
     * @param core a started core
     * @throws IllegalStateException when a set-up command fails
     */
    void addSymbolsAndUsers(final ExchangeApi core) {
        addSymbols(core);
        addUsers(core);
    }

    /**
     * Adds the symbols, waiting for each batch.
     *
     * @param core a started core
     */
    void addSymbols(final ExchangeApi core) {
        List<SymbolSpec> batch = new ArrayList<>(SYMBOL_BATCH);
        for (int s = 1; s <= settings.symbols(); s++) {
            batch.add(SymbolSpec.builder().symbolId(s).type(SymbolType.SPOT)
                    .baseCurrency(settings.baseCurrencyOf(s)).quoteCurrency(ScaleSettings.QUOTE_CURRENCY)
                    .baseScale(1).quoteScale(1).takerFee(LoadSettings.TAKER_FEE).makerFee(LoadSettings.MAKER_FEE)
                    .status(TradingStatus.OPEN).build());
            if (batch.size() == SYMBOL_BATCH) {
                check("add symbols", core.addSymbols(batch).join());
                batch = new ArrayList<>(SYMBOL_BATCH);
            }
        }
        if (!batch.isEmpty()) {
            check("add symbols", core.addSymbols(batch).join());
        }
    }

    /**
     * Adds the users with their balances, waiting for each batch.
     *
     * @param core a started core
     */
    void addUsers(final ExchangeApi core) {
        final long stride = settings.mixStride();
        Map<Long, Map<Integer, Long>> batch = new LinkedHashMap<>();
        int commands = 0;
        for (long uid = 1; uid <= settings.accounts(); uid++) {
            final Map<Integer, Long> balances = new HashMap<>();
            balances.put(ScaleSettings.QUOTE_CURRENCY, QUOTE_BALANCE);
            balances.put(settings.homeCurrencyOf(uid), BASE_BALANCE);
            if (uid % stride == 0 && uid / stride <= settings.mixUsers()) {
                for (final long symbol : mixSymbols) {
                    balances.put(settings.baseCurrencyOf(symbol), BASE_BALANCE);
                }
            }
            if (commands + 1 + balances.size() > ExchangeApi.MAX_BATCH_COMMANDS) {
                check("add users", core.addUsers(batch, SET_UP_TX_ID).join());
                batch = new LinkedHashMap<>();
                commands = 0;
            }
            batch.put(uid, balances);
            commands += 1 + balances.size();
        }
        if (!batch.isEmpty()) {
            check("add users", core.addUsers(batch, SET_UP_TX_ID).join());
        }
    }

    private static void check(final String what, final List<CommandResult> results) {
        for (final CommandResult r : results) {
            if (r.resultCode() != ResultCode.SUCCESS) {
                throw new IllegalStateException(what + " failed: " + ResultCode.name(r.resultCode()));
            }
        }
    }

    /** @return the resting orders, one per call, {@code settings.orders()} in all */
    CommandSource restingOrders() {
        return new RestingOrders(settings);
    }

    /** The set-up's resting orders; see the class comment. */
    private static final class RestingOrders implements CommandSource {
        private final ScaleSettings settings;
        private final double[] cumulative;
        private final SplittableRandom random;
        /** The flyweight every place is written through. */
        private final OrderRequest order = new OrderRequest();

        RestingOrders(final ScaleSettings settings) {
            this.settings = settings;
            this.cumulative = new double[settings.symbols()];
            double sum = 0;
            for (int s = 1; s <= cumulative.length; s++) {
                sum += 1 / Math.pow(s, settings.skew());
                cumulative[s - 1] = sum;
            }
            this.random = new SplittableRandom(settings.seed());
        }

        @Override
        public long publishNext(final ExchangeApi core, final long correlationId) {
            final int found = Arrays.binarySearch(cumulative, random.nextDouble() * cumulative[cumulative.length - 1]);
            final long symbol = Math.min(cumulative.length, found >= 0 ? found + 1 : -found);
            final boolean bid = random.nextBoolean();
            final long offset = (long) (BookLoadGenerator.PRICE_RANGE
                    * Math.pow(random.nextDouble(), BookLoadGenerator.OFFSET_SKEW));
            final long size = 1 + (long) random.nextInt(5) * random.nextInt(5) * random.nextInt(7);
            final long price = bid ? MID - GAP - offset : MID + GAP + offset;
            return core.tryPlace(correlationId, order.clear().uid(bid ? anyUser() : holderOf(symbol)).symbol(symbol)
                    .orderId(ORDER_ID_FIRST + correlationId).side(bid ? Side.BID : Side.ASK).type(OrderType.GTC)
                    .price(price).size(size));
        }

        private long anyUser() {
            return 1 + random.nextInt(settings.accounts());
        }

        /** A user whose home currency is the symbol's base currency; any user when there is none. */
        private long holderOf(final long symbol) {
            final long first = settings.baseCurrencyOf(symbol) - ScaleSettings.BASE_CURRENCY_FIRST + 1;
            if (first > settings.accounts()) {
                return anyUser();
            }
            final long holders = (settings.accounts() - first) / settings.baseCurrencies() + 1;
            final int pick = random.nextInt((int) Math.min(holders, Integer.MAX_VALUE));
            return first + settings.baseCurrencies() * (long) pick;
        }
    }
}
