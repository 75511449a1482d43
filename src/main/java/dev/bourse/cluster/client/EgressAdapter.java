package dev.bourse.cluster.client;

import dev.bourse.api.CancelReason;
import dev.bourse.api.CommandEvent;
import dev.bourse.api.ExchangeListener;
import dev.bourse.api.Fill;
import dev.bourse.api.L2Book;
import dev.bourse.api.Side;
import dev.bourse.api.TotalsReport;
import dev.bourse.api.UserReport;
import dev.bourse.cluster.sbe.CommandAckDecoder;
import dev.bourse.cluster.sbe.EventKind;
import dev.bourse.cluster.sbe.L2AckDecoder;
import dev.bourse.cluster.sbe.MessageHeaderDecoder;
import dev.bourse.cluster.sbe.StateCheckAckDecoder;
import dev.bourse.cluster.sbe.TotalsAckDecoder;
import dev.bourse.cluster.sbe.UserReportAckDecoder;
import org.agrona.DirectBuffer;

/**
 * Decodes the service's answers (CommandAck, StateCheckAck, and the query answers through {@link QueryReplyDecoder})
 * into the events and results of {@link PendingCommand}s:
 * each event entry becomes its {@link CommandEvent} record (the field mapping is the schema's), and the last part of
 * an answer completes the command. A {@code CommandAck} with command id 0 answers no command: it tells of GTD
 * expiries on the cluster's timer ({@link Commands#expired}).
 *
 * <p>Thread-safety: the client's agent thread only.
 */
final class EgressAdapter {
    /** Finds the pending command an answer is for. */
    interface Commands {
        /**
         * @param commandId a command id
         * @return the pending command, or null when it was answered already
         */
        PendingCommand pending(long commandId);

        /**
         * The command's last answer part arrived.
         *
         * @param command   the command
         * @param code      its result code
         * @param sequence  its core sequence (0: not applied now)
         * @param timestamp its log time, ns
         */
        void answered(PendingCommand command, int code, long sequence, long timestamp);

        /**
         * A state check's answer arrived.
         *
         * @param command  the command
         * @param hash     the digest
         * @param balanced whether money is conserved
         */
        void checked(PendingCommand command, long hash, boolean balanced);

        /**
         * An l2 query's answer arrived.
         *
         * @param command   the command
         * @param code      its result code
         * @param sequence  the core's sequence of the read
         * @param timestamp its log time, ns
         * @param book      the book's top (empty when the code is not SUCCESS)
         */
        void l2(PendingCommand command, int code, long sequence, long timestamp, L2Book book);

        /**
         * A user report query's answer arrived.
         *
         * @param command the command
         * @param code    its result code
         * @param report  the report (meaningful when the code is SUCCESS)
         */
        void userReport(PendingCommand command, int code, UserReport report);

        /**
         * A totals query's answer arrived.
         *
         * @param command the command
         * @param code    its result code
         * @param report  the totals (meaningful when the code is SUCCESS)
         */
        void totals(PendingCommand command, int code, TotalsReport report);

        /**
         * A GTD order of a user this client placed orders for expired on the cluster's timer (no command of ours).
         *
         * @param sequence      the time event's sequence
         * @param timestamp     its log time, ns
         * @param symbol        the order's symbol
         * @param orderId       the order
         * @param uid           its user
         * @param side          its side
         * @param price         its price, ticks
         * @param cancelledSize lots expired
         * @param remaining     lots left (0)
         */
        void expired(long sequence, long timestamp, long symbol, long orderId, long uid, Side side, long price,
                long cancelledSize, long remaining);
    }

    private final MessageHeaderDecoder header = new MessageHeaderDecoder();
    private final CommandAckDecoder ack = new CommandAckDecoder();
    private final StateCheckAckDecoder checkAck = new StateCheckAckDecoder();
    private final L2AckDecoder l2Ack = new L2AckDecoder();
    private final UserReportAckDecoder userAck = new UserReportAckDecoder();
    private final TotalsAckDecoder totalsAck = new TotalsAckDecoder();
    private final long clientId;
    private final Commands commands;

    /**
     * @param clientId this client's id: answers for another are ignored
     * @param commands the pending commands
     */
    EgressAdapter(final long clientId, final Commands commands) {
        this.clientId = clientId;
        this.commands = commands;
    }

    /**
     * Decodes one egress message.
     *
     * @param buffer the message
     * @param offset its start
     * @param length its length
     */
    void onMessage(final DirectBuffer buffer, final int offset, final int length) {
        if (length < MessageHeaderDecoder.ENCODED_LENGTH) {
            return;
        }
        header.wrap(buffer, offset);
        if (header.schemaId() != CommandAckDecoder.SCHEMA_ID) {
            return;
        }
        final int body = offset + MessageHeaderDecoder.ENCODED_LENGTH;
        if (header.templateId() == CommandAckDecoder.TEMPLATE_ID) {
            ack.wrap(buffer, body, header.blockLength(), header.version());
            if (ack.clientId() != clientId) {
                return;
            }
            if (ack.commandId() == 0) {
                expiries();
                return;
            }
            final PendingCommand c = commands.pending(ack.commandId());
            if (c == null) {
                return;
            }
            for (final CommandAckDecoder.EventsDecoder e : ack.events()) {
                c.events.add(event(e));
            }
            if (ack.last() == 1) {
                commands.answered(c, ack.resultCode(), ack.sequence(), ack.timestamp());
            }
        } else if (header.templateId() == StateCheckAckDecoder.TEMPLATE_ID) {
            checkAck.wrap(buffer, body, header.blockLength(), header.version());
            if (checkAck.clientId() != clientId) {
                return;
            }
            final PendingCommand c = commands.pending(checkAck.commandId());
            if (c != null) {
                commands.checked(c, checkAck.stateHash(), checkAck.balanced() == 1);
            }
        } else {
            query(buffer, body);
        }
    }

    /** An answer to no command: the expiries of the cluster's timer (the symbol in extra1). */
    private void expiries() {
        for (final CommandAckDecoder.EventsDecoder e : ack.events()) {
            if (e.kind() == EventKind.CANCELLED) {
                commands.expired(ack.sequence(), ack.timestamp(), e.extra1(), e.orderId(), e.uid(),
                        Side.fromCode(e.side()), e.price(), e.size(), e.remaining());
            }
        }
    }

    private void query(final DirectBuffer buffer, final int body) {
        switch (header.templateId()) {
            case L2AckDecoder.TEMPLATE_ID: {
                l2Ack.wrap(buffer, body, header.blockLength(), header.version());
                final PendingCommand c = l2Ack.clientId() == clientId ? commands.pending(l2Ack.commandId()) : null;
                if (c != null) {
                    commands.l2(c, l2Ack.resultCode(), l2Ack.sequence(), l2Ack.timestamp(),
                            QueryReplyDecoder.l2(l2Ack));
                }
                break;
            }
            case UserReportAckDecoder.TEMPLATE_ID: {
                userAck.wrap(buffer, body, header.blockLength(), header.version());
                final PendingCommand c = userAck.clientId() == clientId ? commands.pending(userAck.commandId())
                        : null;
                if (c != null) {
                    commands.userReport(c, userAck.resultCode(), QueryReplyDecoder.userReport(userAck));
                }
                break;
            }
            case TotalsAckDecoder.TEMPLATE_ID: {
                totalsAck.wrap(buffer, body, header.blockLength(), header.version());
                final PendingCommand c = totalsAck.clientId() == clientId ? commands.pending(totalsAck.commandId())
                        : null;
                if (c != null) {
                    commands.totals(c, totalsAck.resultCode(), QueryReplyDecoder.totals(totalsAck));
                }
                break;
            }
            default:
                break;
        }
    }

    private static CommandEvent event(final CommandAckDecoder.EventsDecoder e) {
        final Side side = Side.fromCode(e.side());
        switch (e.kind()) {
            case FILL:
                return new Fill(e.extra1(), e.orderId(), e.uid(), e.extra2(), e.extra3(), side, e.price(), e.size(),
                        e.remaining(), e.extra4(), e.extra5(), e.extra6());
            case RESTED:
                return new CommandEvent.Rested(e.orderId(), e.uid(), side, e.price(), e.remaining(), e.extra1());
            case CANCELLED:
                return new CommandEvent.Cancelled(e.orderId(), e.uid(), side, e.price(), e.size(), e.remaining(),
                        CancelReason.fromCode(e.code()));
            case AMENDED:
                return new CommandEvent.Amended(e.orderId(), e.uid(), side, e.extra1(), e.price(), e.extra2(),
                        e.remaining(), e.code() == 1);
            case STOP_ACCEPTED:
                return new CommandEvent.StopAccepted(e.orderId(), e.uid(), side, e.price(), e.size());
            case STOP_TRIGGERED:
                return new CommandEvent.StopTriggered(e.orderId(), e.uid(), side, e.price(), e.extra1());
            default:
                return new CommandEvent.Rejected(e.orderId(), e.uid(), e.code());
        }
    }

    /**
     * Tells a listener of a try* command's events and result, as the core's listener would hear them.
     *
     * @param l         the listener
     * @param c         the command
     * @param code      its result code
     * @param sequence  its sequence
     * @param timestamp its timestamp, ns
     */
    static void tell(final ExchangeListener l, final PendingCommand c, final int code, final long sequence,
            final long timestamp) {
        for (final CommandEvent e : c.events) {
            if (e instanceof Fill) {
                final Fill f = (Fill) e;
                l.onTrade(sequence, f.tradeId(), c.symbol, f.makerOrderId(), f.makerUid(), f.takerOrderId(),
                        f.takerUid(), f.takerSide(), f.price(), f.size(), f.makerRemaining(), f.takerRemaining(),
                        f.makerFee(), f.takerFee(), timestamp);
            } else if (e instanceof CommandEvent.Rested) {
                final CommandEvent.Rested r = (CommandEvent.Rested) e;
                l.onRested(sequence, c.symbol, r.orderId(), r.uid(), r.side(), r.price(), r.remaining(), r.visible(),
                        timestamp);
            } else if (e instanceof CommandEvent.Cancelled) {
                final CommandEvent.Cancelled x = (CommandEvent.Cancelled) e;
                l.onCancelled(sequence, c.symbol, x.orderId(), x.uid(), x.side(), x.price(), x.cancelledSize(),
                        x.remaining(), x.reason(), timestamp);
            } else if (e instanceof CommandEvent.Amended) {
                final CommandEvent.Amended a = (CommandEvent.Amended) e;
                l.onAmended(sequence, c.symbol, a.orderId(), a.uid(), a.side(), a.oldPrice(), a.newPrice(),
                        a.oldRemaining(), a.newRemaining(), a.priorityKept(), timestamp);
            } else if (e instanceof CommandEvent.StopAccepted) {
                final CommandEvent.StopAccepted s = (CommandEvent.StopAccepted) e;
                l.onStopAccepted(sequence, c.symbol, s.orderId(), s.uid(), s.side(), s.triggerPrice(), s.size(),
                        timestamp);
            } else if (e instanceof CommandEvent.StopTriggered) {
                final CommandEvent.StopTriggered s = (CommandEvent.StopTriggered) e;
                l.onStopTriggered(sequence, c.symbol, s.orderId(), s.uid(), s.side(), s.triggerPrice(),
                        s.lastTradePrice(), timestamp);
            } else if (e instanceof CommandEvent.Rejected) {
                final CommandEvent.Rejected r = (CommandEvent.Rejected) e;
                l.onRejected(sequence, c.symbol, r.orderId(), r.uid(), r.resultCode(), timestamp);
            }
        }
        l.onResult(c.correlationId, c.commandType, sequence, c.uid, c.symbol, c.orderId, code, timestamp);
    }
}
