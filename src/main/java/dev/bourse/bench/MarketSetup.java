package dev.bourse.bench;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.ResultCode;
import dev.bourse.api.SymbolSpec;
import dev.bourse.api.SymbolType;
import dev.bourse.api.TradingStatus;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Puts the harness's market into a core through the future-returning API: the symbols of {@link LoadSettings}
 * (spot with base scale 1 and quote scale 1, so a lot is one base unit and a tick one quote unit, and fees per lot;
 * margin symbols with {@link LoadSettings#MARGIN_PER_LOT}), then every user with the initial balances, in batches of
 * at most {@link ExchangeApi#MAX_BATCH_COMMANDS} commands. Cold path.
 *
 * <p>Thread-safety: none; call from the controlling thread before the load starts.
 */
final class MarketSetup {
    private static final long INITIAL_TX_ID = 1;

    private MarketSetup() {
    }

    /**
     * @param settings the market
     * @return the symbol specifications, ids {@code 1..symbols}
     */
    static List<SymbolSpec> symbols(final LoadSettings settings) {
        final List<SymbolSpec> specs = new ArrayList<>(settings.symbols());
        for (int s = 1; s <= settings.symbols(); s++) {
            final SymbolSpec.Builder b = SymbolSpec.builder().symbolId(s).quoteCurrency(LoadSettings.QUOTE_CURRENCY)
                    .quoteScale(1).takerFee(LoadSettings.TAKER_FEE).makerFee(LoadSettings.MAKER_FEE)
                    .status(TradingStatus.OPEN);
            if (settings.isMargin(s)) {
                b.type(SymbolType.MARGIN).marginBuy(LoadSettings.MARGIN_PER_LOT)
                        .marginSell(LoadSettings.MARGIN_PER_LOT);
            } else {
                b.type(SymbolType.SPOT).baseCurrency(LoadSettings.BASE_CURRENCY_FIRST + s).baseScale(1);
            }
            specs.add(b.build());
        }
        return specs;
    }

    /**
     * Adds the symbols and the users and waits for every result.
     *
     * @param core     a started core
     * @param settings the market
     * @throws IllegalStateException when a set-up command fails
     */
    static void apply(final ExchangeApi core, final LoadSettings settings) {
        check("add symbols", core.addSymbols(symbols(settings)).join());
        Map<Long, Map<Integer, Long>> users = new LinkedHashMap<>();
        int commands = 0;
        for (long uid = 1; uid <= settings.users(); uid++) {
            final Map<Integer, Long> balances = new HashMap<>();
            balances.put(LoadSettings.QUOTE_CURRENCY, settings.quoteBalance());
            for (int s = 1; s <= settings.symbols(); s++) {
                if (!settings.isMargin(s)) {
                    balances.put(LoadSettings.BASE_CURRENCY_FIRST + s, settings.baseBalance());
                }
            }
            if (commands + 1 + balances.size() > ExchangeApi.MAX_BATCH_COMMANDS) {
                check("add users", core.addUsers(users, INITIAL_TX_ID).join());
                users = new LinkedHashMap<>();
                commands = 0;
            }
            users.put(uid, balances);
            commands += 1 + balances.size();
        }
        check("add users", core.addUsers(users, INITIAL_TX_ID).join());
    }

    private static void check(final String what, final List<CommandResult> results) {
        for (final CommandResult r : results) {
            if (r.resultCode() != ResultCode.SUCCESS) {
                throw new IllegalStateException(what + " failed: " + ResultCode.name(r.resultCode()));
            }
        }
    }
}
