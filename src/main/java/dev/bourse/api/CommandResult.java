package dev.bourse.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The outcome of one command submitted through {@link ExchangeApi}, delivered after settlement, with every event the
 * command caused.
 *
 * <p>Thread-safety: immutable.
 *
 * @param resultCode a {@link ResultCode}: SUCCESS or the reason for refusal
 * @param sequence   the command's sequence in the core (1, 2, ...), 0 when refused before the ring
 * @param timestamp  the command's timestamp in ns, 0 when refused before the ring
 * @param events     everything the command did, in the order it happened and the listener saw it: fills, rests,
 *                   cancels of every kind (user cancels, reduces, IOC and market remainders, FOK kills, GTD expiries,
 *                   self-trade prevention removals), amends, stops accepted and triggered, a book's rejection; empty
 *                   for commands without book events and for a command the core halted on (unmodifiable)
 * @param l2         the book top for an L2 request, else null
 */
public record CommandResult(int resultCode, long sequence, long timestamp, List<CommandEvent> events, L2Book l2) {

    /**
     * A result for a command refused before it entered the ring.
     *
     * @param resultCode the refusal, e.g. {@link ResultCode#INVALID_ARGUMENT}
     * @return a result with sequence 0 and no events
     */
    public static CommandResult refused(final int resultCode) {
        return new CommandResult(resultCode, 0, 0, List.of(), null);
    }

    /** @return true when {@link #resultCode()} is {@link ResultCode#SUCCESS} */
    public boolean isSuccess() {
        return resultCode == ResultCode.SUCCESS;
    }

    /** @return the trades among {@link #events()}, in order (unmodifiable; a new list on each call) */
    public List<Fill> fills() {
        List<Fill> fills = List.of();
        for (final CommandEvent e : events) {
            if (e instanceof Fill) {
                if (fills.isEmpty()) {
                    fills = new ArrayList<>();
                }
                fills.add((Fill) e);
            }
        }
        return fills.isEmpty() ? fills : Collections.unmodifiableList(fills);
    }
}
