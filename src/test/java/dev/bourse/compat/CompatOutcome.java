package dev.bourse.compat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What an engine did with a {@link CompatScenario}, as comparable text lines:
 * <ul>
 *   <li>one line per command: {@code #index ok|fail}, and for an accepted order command its trades in order,
 *       {@code maker>taker@price*size};</li>
 *   <li>the final state, sorted: {@code bal uid currency free held} for every user and currency (free balance, and
 *       what open orders hold), {@code ord uid symbol orderId side price remaining} for every open order, and
 *       {@code fee currency amount} for the fees collected.</li>
 * </ul>
 * Result codes are deliberately reduced to ok/fail: the two engines name their refusals differently.
 */
final class CompatOutcome {
    private final List<String> commandLines = new ArrayList<>();
    private final List<String> stateLines = new ArrayList<>();
    private StringBuilder current;

    /**
     * Starts the line of the next command.
     *
     * @param index the command's index in the scenario
     * @param ok    whether it was accepted
     */
    void command(final int index, final boolean ok) {
        flush();
        current = new StringBuilder().append('#').append(index).append(ok ? " ok" : " fail");
    }

    /** Adds a trade to the current command's line. */
    void trade(final long makerOrderId, final long takerOrderId, final long price, final long size) {
        current.append(' ').append(makerOrderId).append('>').append(takerOrderId).append('@').append(price)
                .append('*').append(size);
    }

    /** Adds a user's account in one currency (free balance and the amount open orders hold). */
    void balance(final long uid, final int currency, final long free, final long held) {
        stateLines.add("bal " + uid + ' ' + currency + ' ' + free + ' ' + held);
    }

    /** Adds an open order. */
    void order(final long uid, final int symbol, final long orderId, final boolean bid, final long price,
            final long remaining) {
        stateLines.add("ord " + uid + ' ' + symbol + ' ' + orderId + ' ' + (bid ? "BID" : "ASK") + ' ' + price + ' '
                + remaining);
    }

    /** Adds the fees collected in one currency. */
    void fee(final int currency, final long amount) {
        stateLines.add("fee " + currency + ' ' + amount);
    }

    /** @return the per-command lines */
    List<String> commandLines() {
        flush();
        return Collections.unmodifiableList(commandLines);
    }

    /** @return the final-state lines, sorted */
    List<String> stateLines() {
        Collections.sort(stateLines);
        return Collections.unmodifiableList(stateLines);
    }

    /** @return how many trades the command lines hold */
    int tradeCount() {
        int n = 0;
        for (final String line : commandLines()) {
            for (int i = 0; i < line.length(); i++) {
                if (line.charAt(i) == '>') {
                    n++;
                }
            }
        }
        return n;
    }

    private void flush() {
        if (current != null) {
            commandLines.add(current.toString());
            current = null;
        }
    }

    /**
     * @param file where to write the command lines, a separator and the state lines
     * @throws IOException if it cannot be written
     */
    void write(final Path file) throws IOException {
        final List<String> all = new ArrayList<>(commandLines());
        all.add("--");
        all.addAll(stateLines());
        Files.write(file, all, StandardCharsets.UTF_8);
    }

    /**
     * @param file a file written by {@link #write(Path)}
     * @return the outcome
     * @throws IOException if it cannot be read
     */
    static CompatOutcome read(final Path file) throws IOException {
        final CompatOutcome o = new CompatOutcome();
        boolean state = false;
        for (final String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if ("--".equals(line)) {
                state = true;
            } else if (state) {
                o.stateLines.add(line);
            } else {
                o.commandLines.add(line);
            }
        }
        return o;
    }
}
