package dev.bourse.api;

import java.util.List;

/**
 * The outcome of one command submitted through {@link ExchangeApi}, delivered after settlement.
 *
 * <p>Thread-safety: immutable.
 *
 * @param resultCode a {@link ResultCode}: SUCCESS or the reason for refusal
 * @param sequence   the command's sequence in the core (1, 2, ...), 0 when refused before the ring
 * @param timestamp  the command's timestamp in ns, 0 when refused before the ring
 * @param fills      the trades the command caused, in order; empty for non-order commands (unmodifiable)
 * @param l2         the book top for an L2 request, else null
 */
public record CommandResult(int resultCode, long sequence, long timestamp, List<Fill> fills, L2Book l2) {

    /**
     * A result for a command refused before it entered the ring.
     *
     * @param resultCode the refusal, e.g. {@link ResultCode#INVALID_ARGUMENT}
     * @return a result with sequence 0 and no fills
     */
    public static CommandResult refused(final int resultCode) {
        return new CommandResult(resultCode, 0, 0, List.of(), null);
    }

    /** @return true when {@link #resultCode()} is {@link ResultCode#SUCCESS} */
    public boolean isSuccess() {
        return resultCode == ResultCode.SUCCESS;
    }
}
