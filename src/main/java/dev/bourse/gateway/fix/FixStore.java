package dev.bourse.gateway.fix;

/**
 * Where the acceptor keeps each session's sequence numbers and the messages it sent, which QuickFIX/J reads to
 * answer a member's ResendRequest ({@code fix.store} in {@code config/fix.properties}).
 */
public enum FixStore {
    /**
     * Files under {@code fix.storeDir}: sequence numbers and sent messages survive a node restart, so a member that
     * reconnects after one gets what it missed by resend. Every message sent costs several file writes (no fsync)
     * on the sending thread, under the session's lock.
     */
    FILE,
    /**
     * The heap: faster, but a node restart starts every session at sequence number 1 with nothing to resend (a
     * member then logs on with ResetSeqNumFlag(141)=Y, or resets its own store), and only the last 65,536 messages
     * of each session are kept for resends (older ones are gap-filled; {@code BoundedMemoryStore}).
     */
    MEMORY
}
