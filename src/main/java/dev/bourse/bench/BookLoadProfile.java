package dev.bourse.bench;

/**
 * What one cycle of a {@link BookLoad} is made of and what it must do to a book that follows the rule book, as
 * measured on the generator's model while generating. The expectations are checked by
 * {@code BookLoadPlayer.verifyCycle} (in {@code src/jmh}); the composition is for reports. Prices in ticks, sizes in
 * lots.
 *
 * <p>Thread-safety: written once by the generator, then immutable.
 */
public final class BookLoadProfile {
    long fillsPerCycle;
    long tradedLotsPerCycle;
    int restingAfterPrefill;
    int levelsAfterPrefill;
    int restingAfterBody;
    long bestBidAfterBody;
    long bestAskAfterBody;
    long lastTradeAfterBody;
    int minRestingInBody;
    int maxRestingInBody;
    int timedCommands;
    int timedGtc;
    int timedIoc;
    int timedCancels;
    int timedMoves;
    int timedTrading;

    BookLoadProfile() {
    }

    /** @return fills ({@code onTrade} events) in one whole cycle */
    public long fillsPerCycle() {
        return fillsPerCycle;
    }

    /** @return lots traded in one whole cycle */
    public long tradedLotsPerCycle() {
        return tradedLotsPerCycle;
    }

    /** @return resting orders once the prefill is in */
    public int restingAfterPrefill() {
        return restingAfterPrefill;
    }

    /** @return non-empty price levels, both sides, once the prefill is in */
    public int levelsAfterPrefill() {
        return levelsAfterPrefill;
    }

    /** @return resting orders at the end of the body */
    public int restingAfterBody() {
        return restingAfterBody;
    }

    /** @return best bid at the end of the body, 0 if none */
    public long bestBidAfterBody() {
        return bestBidAfterBody;
    }

    /** @return best ask at the end of the body, 0 if none */
    public long bestAskAfterBody() {
        return bestAskAfterBody;
    }

    /** @return last trade price at the end of the body, 0 if nothing traded */
    public long lastTradeAfterBody() {
        return lastTradeAfterBody;
    }

    /** @return the fewest resting orders seen after any body command */
    public int minRestingInBody() {
        return minRestingInBody;
    }

    /** @return the most resting orders seen after any body command */
    public int maxRestingInBody() {
        return maxRestingInBody;
    }

    /** @return timed commands in one cycle */
    public int timedCommands() {
        return timedCommands;
    }

    /** @return timed GTC places */
    public int timedGtc() {
        return timedGtc;
    }

    /** @return timed IOC places */
    public int timedIoc() {
        return timedIoc;
    }

    /** @return timed cancels */
    public int timedCancels() {
        return timedCancels;
    }

    /** @return timed moves */
    public int timedMoves() {
        return timedMoves;
    }

    /** @return timed commands that made at least one fill */
    public int timedTrading() {
        return timedTrading;
    }

    /**
     * A part of the timed commands as a percentage, for reports.
     *
     * @param count a count of timed commands
     * @return {@code 100 * count / timedCommands()}, 0 when there are none
     */
    public double percentOfTimed(final long count) {
        return timedCommands == 0 ? 0 : 100.0 * count / timedCommands;
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT,
                "%d timed: %.1f%% GTC, %.1f%% IOC, %.1f%% cancel, %.1f%% move, %.1f%% trading; "
                        + "prefill %d orders on %d levels; body keeps %d..%d orders",
                timedCommands, percentOfTimed(timedGtc), percentOfTimed(timedIoc), percentOfTimed(timedCancels),
                percentOfTimed(timedMoves), percentOfTimed(timedTrading), restingAfterPrefill, levelsAfterPrefill,
                minRestingInBody, maxRestingInBody);
    }
}
