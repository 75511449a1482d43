package dev.bourse.cluster.service;

import dev.bourse.core.ExchangeCore;
import dev.bourse.sequencer.ExternalSequencer;
import io.aeron.cluster.service.Cluster;
import java.util.concurrent.TimeUnit;

/**
 * GTD expiry on the cluster's timers: after each command the service asks the core which book expires first and keeps
 * one cluster timer at that time; when it fires (a log event, so at the same place on every node), the book gets a
 * time event stamped with the timer's log position and time, which expires its due orders even when no other command
 * reaches it. Then the next expiry is scheduled (at once when another book is due too).
 *
 * <p>Every node makes the same scheduling calls from the same state, as the cluster requires. The deadline scheduled
 * is part of the service snapshot, so a node started from a snapshot knows which timer the cluster holds.
 *
 * <p>Thread-safety: the service thread only.
 */
final class ExpiryTimer {
    /** The one timer's correlation id. */
    static final long TIMER_ID = 1;
    /** No timer scheduled. */
    static final long NONE = Long.MIN_VALUE;

    private final long[] book = new long[1];
    private ExchangeCore core;
    private ExternalSequencer sequencer;
    private Cluster cluster;
    private long scheduled = NONE;

    /**
     * @param target     the core
     * @param stamps     its sequencer
     * @param owner      the cluster, for its timers, idle strategy and time unit
     */
    void bind(final ExchangeCore target, final ExternalSequencer stamps, final Cluster owner) {
        core = target;
        sequencer = stamps;
        cluster = owner;
    }

    /** Keeps the timer at the core's next expiry; call after each command that reached the core. */
    void afterCommand(final TimeUnit unit) {
        final long due = core.nextExpiry(book);
        if (due == Long.MAX_VALUE) {
            if (scheduled != NONE) {
                cluster.cancelTimer(TIMER_ID);
                scheduled = NONE;
            }
            return;
        }
        final long deadline = ceil(due, unit);
        if (deadline != scheduled) {
            cluster.idleStrategy().reset();
            while (!cluster.scheduleTimer(TIMER_ID, deadline)) {
                cluster.idleStrategy().idle();
            }
            scheduled = deadline;
        }
    }

    /**
     * The timer fired: expires the due book, then schedules the next expiry.
     *
     * @param position the timer event's log position
     * @param nowNs    its time, ns
     * @param unit     the log's time unit
     */
    void onTimer(final long position, final long nowNs, final TimeUnit unit) {
        scheduled = NONE;
        final long due = core.nextExpiry(book);
        if (due <= nowNs) {
            sequencer.next(position, nowNs);
            core.advanceTime(book[0]);
        }
        afterCommand(unit);
    }

    /** @return the deadline scheduled, in the log's time unit, or {@link #NONE} */
    long scheduled() {
        return scheduled;
    }

    /** @param deadline the deadline a snapshot recorded, or {@link #NONE} */
    void restore(final long deadline) {
        scheduled = deadline;
    }

    private static long ceil(final long ns, final TimeUnit unit) {
        final long perUnit = unit.toNanos(1);
        return ns / perUnit + (ns % perUnit == 0 ? 0 : 1);
    }
}
