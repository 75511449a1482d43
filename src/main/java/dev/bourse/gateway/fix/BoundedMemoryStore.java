package dev.bourse.gateway.fix;

import java.util.Arrays;
import java.util.Collection;
import java.util.Date;
import quickfix.MessageStore;

/**
 * A session store on the heap that keeps only the last {@code capacity} messages sent ({@link FixStore#MEMORY}).
 * QuickFIX/J's own memory store keeps every message until the session is reset, which for a session that is never
 * reset on a schedule grows without bound (some 320 bytes per execution report: gigabytes an hour at a few thousand
 * orders a second). A ResendRequest reaching past the messages kept is answered as QuickFIX/J answers any message
 * its store does not have: a SequenceReset-GapFill over them, then the messages kept; the member learns the state of
 * those orders with an OrderStatusRequest.
 *
 * <pre>
 *   slot = seq mod capacity:  texts[slot] = the message, seqs[slot] = its sequence number (0: empty)
 *   kept:  the messages with seq in (highest - capacity, highest]
 * </pre>
 *
 * <p>Thread-safety: QuickFIX/J calls a session's store under that session's lock; the methods are synchronized as
 * well, since the acceptor's threads and the report thread both reach it.
 */
final class BoundedMemoryStore implements MessageStore {
    /** Messages kept per session by default: 65,536, some 20 MiB of execution reports. */
    static final int DEFAULT_CAPACITY = 1 << 16;
    private final String[] texts;
    private final int[] seqs;
    private int highest;
    private int nextSender = 1;
    private int nextTarget = 1;
    private Date created = new Date();

    /** @param capacity messages kept, &gt; 0 */
    BoundedMemoryStore(final int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity: must be > 0, was " + capacity);
        }
        this.texts = new String[capacity];
        this.seqs = new int[capacity];
    }

    @Override
    public synchronized boolean set(final int sequence, final String message) {
        if (sequence <= 0) {
            return false;
        }
        final int slot = sequence % texts.length;
        texts[slot] = message;
        seqs[slot] = sequence;
        highest = Math.max(highest, sequence);
        return true;
    }

    @Override
    public synchronized void get(final int startSequence, final int endSequence, final Collection<String> messages) {
        // Bounded by what is kept, whatever range a member asks for.
        final long from = Math.max(Math.max(1, startSequence), (long) highest - texts.length + 1);
        final long to = Math.min(endSequence, highest);
        for (long s = from; s <= to; s++) {
            final int slot = (int) (s % texts.length);
            if (seqs[slot] == s) {
                messages.add(texts[slot]);
            }
        }
    }

    @Override
    public synchronized int getNextSenderMsgSeqNum() {
        return nextSender;
    }

    @Override
    public synchronized int getNextTargetMsgSeqNum() {
        return nextTarget;
    }

    @Override
    public synchronized void setNextSenderMsgSeqNum(final int next) {
        nextSender = next;
    }

    @Override
    public synchronized void setNextTargetMsgSeqNum(final int next) {
        nextTarget = next;
    }

    @Override
    public synchronized void incrNextSenderMsgSeqNum() {
        nextSender++;
    }

    @Override
    public synchronized void incrNextTargetMsgSeqNum() {
        nextTarget++;
    }

    @Override
    public synchronized Date getCreationTime() {
        return new Date(created.getTime());
    }

    @Override
    public synchronized void reset() {
        Arrays.fill(texts, null);
        Arrays.fill(seqs, 0);
        highest = 0;
        nextSender = 1;
        nextTarget = 1;
        created = new Date();
    }

    @Override
    public void refresh() {
        // Nothing outside this process to reload from.
    }
}
