package dev.bourse.gateway.fix;

import dev.bourse.api.StpMode;

/**
 * One member's FIX session as configured: the member logs on with {@code compId} as its SenderCompID (the acceptor's
 * TargetCompID) and {@code password} in Password(554), and trades as core user {@code uid}.
 *
 * @param compId   the member's SenderCompID: 1 to 64 letters, digits, '_' or '-'
 * @param uid      the core user the session trades as, 1 to 2^31 - 1
 * @param password the Password(554) its Logon must carry, not blank
 * @param stp      the self-trade prevention of the member's orders when an order carries no tag 7928; null for the
 *                 core's default
 */
public record FixMember(String compId, long uid, String password, StpMode stp) {
    /** Largest uid: order ids keep the uid in their upper 32 bits. */
    public static final long MAX_UID = Integer.MAX_VALUE;

    /**
     * @throws IllegalArgumentException naming the first field out of range
     */
    public FixMember {
        if (compId == null || !compId.matches("[A-Za-z0-9_-]{1,64}")) {
            throw new IllegalArgumentException("compId: 1 to 64 letters, digits, '_' or '-', not " + compId);
        }
        if (uid < 1 || uid > MAX_UID) {
            throw new IllegalArgumentException(compId + ".uid: " + uid + " is outside 1 to " + MAX_UID);
        }
        if (password == null || password.isBlank()) {
            throw new IllegalArgumentException(compId + ".password: must be set");
        }
    }

    @Override
    public String toString() {
        return "FixMember[compId=" + compId + ", uid=" + uid + ", password=(hidden), stp=" + stp + "]";
    }
}
