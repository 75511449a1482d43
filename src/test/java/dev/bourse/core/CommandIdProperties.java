package dev.bourse.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.AmendRequest;
import dev.bourse.api.CommandEvent;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ExchangeApi;
import dev.bourse.api.OrderRequest;
import dev.bourse.api.OrderType;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import dev.bourse.api.UserReport;
import dev.bourse.config.ThreadLayout;
import dev.bourse.testkit.Generators;
import dev.bourse.testkit.Property;
import dev.bourse.testkit.ScratchDirectory;
import dev.bourse.testkit.TestSpecs;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Exactly-once by client command id and idempotency key: random orders and cancels, each carrying the next command id
 * of its user and a key of its own, re-sent at random (the latest or an older one, with the same command id or with
 * a new id and the same key), interleaved with snapshots and restarts into other thread and shard layouts (recovery
 * from snapshot + journal). Every re-send is refused with DUPLICATE_COMMAND and nothing else; a re-send of a user's
 * latest command answers that command's first sequence and result, and a re-sent key always does; money is
 * conserved; and at the end every user's balances and open orders equal those of a plain core that got each command
 * once.
 */
class CommandIdProperties {
    private static final int USERS = 3;
    private static final ThreadLayout[] LAYOUTS = ThreadLayout.values();
    private static final int[] SHARDS = {1, 2, 4};

    /**
     * One command sent: a place or a cancel (the other null), its command id, key and request hash, and its first
     * answer.
     */
    private record Sent(OrderRequest order, AmendRequest cancel, long uid, long commandId, long key, long hash,
            long orderId, long sequence, int resultCode) {
    }

    @Test
    void reSentCommandsAreNeverAppliedTwiceAcrossSnapshotsAndRestarts() {
        Property.forAll(Generators.ints(0, 99).list(10, 90)).tries(12).check(CommandIdProperties::run);
    }

    private static void run(final List<Integer> ops) throws Exception {
        try (ScratchDirectory dir = ScratchDirectory.create("command-ids")) {
            final AtomicLong ticks = new AtomicLong();
            ExchangeCore core = start(dir, ticks, ThreadLayout.COMPACT, 2);
            setUp(core);
            final List<Sent> sent = new ArrayList<>();
            final long[] nextId = new long[USERS + 1];
            final Sent[] latest = new Sent[USERS + 1];
            for (final int v : ops) {
                if (v < 45) {
                    final int uid = 1 + v % USERS;
                    final Sent s = send(core, order(uid, ++nextId[uid], sent.size()), null);
                    sent.add(s);
                    latest[uid] = s;
                } else if (v < 55 && !sent.isEmpty()) {
                    final Sent target = sent.get(v % sent.size());
                    final long uid = target.uid();
                    final Sent s = send(core, null, new AmendRequest().cancel(uid, 1, target.orderId())
                            .commandId(++nextId[(int) uid]).idempotencyKey(5_000 + sent.size())
                            .requestHash(-sent.size()));
                    sent.add(s);
                    latest[(int) uid] = s;
                } else if (v < 70 && !sent.isEmpty()) {
                    final Sent original = sent.get(sent.size() - 1 - v % Math.min(4, sent.size()));
                    final CommandResult again = resend(core, original, original.commandId());
                    final boolean isLatest = latest[(int) original.uid()] == original;
                    assertThat(again.resultCode()).isEqualTo(ResultCode.DUPLICATE_COMMAND);
                    assertThat(again.events()).containsExactly(new CommandEvent.Duplicate(original.commandId(),
                            isLatest ? original.sequence() : 0,
                            isLatest ? original.resultCode() : ResultCode.DUPLICATE_COMMAND));
                } else if (v < 85 && !sent.isEmpty()) {
                    final Sent original = sent.get(sent.size() - 1 - v % Math.min(6, sent.size()));
                    final long freshId = ++nextId[(int) original.uid()];
                    final CommandResult again = resend(core, original, freshId);
                    assertThat(again.resultCode()).isEqualTo(ResultCode.DUPLICATE_COMMAND);
                    assertThat(again.events()).as("a new command id, a repeated key").containsExactly(
                            new CommandEvent.Duplicate(freshId, original.sequence(), original.resultCode(),
                                    original.key(), original.orderId(), original.hash()));
                    latest[(int) original.uid()] = null;
                } else if (v < 92) {
                    assertThat(core.snapshot().join().resultCode()).isEqualTo(ResultCode.SUCCESS);
                } else {
                    core.stop();
                    core = start(dir, ticks, LAYOUTS[v % LAYOUTS.length], SHARDS[v % SHARDS.length]);
                }
                assertThat(core.totals().join().isBalanced()).as("money conserved").isTrue();
            }
            final List<String> reports = reports(core);
            core.stop();
            assertThat(core.errors().count()).isZero();
            assertThat(reports).isEqualTo(reference(sent));
        }
    }

    private static ExchangeCore start(final ScratchDirectory dir, final AtomicLong ticks, final ThreadLayout layout,
            final int riskShards) throws Exception {
        final ExchangeCore core = SnapshotRecoveryTest.core(SnapshotRecoveryTest.config(dir.path(), layout, riskShards,
                2), ticks);
        core.start();
        return core;
    }

    private static void setUp(final ExchangeApi core) {
        assertThat(core.addSymbol(TestSpecs.spot(1)).join().isSuccess()).isTrue();
        for (long uid = 1; uid <= USERS; uid++) {
            assertThat(core.addUser(uid).join().isSuccess()).isTrue();
            assertThat(core.deposit(uid, TestSpecs.BASE, 60, 1).join().isSuccess()).isTrue();
            assertThat(core.deposit(uid, TestSpecs.QUOTE, 6_000, 1).join().isSuccess()).isTrue();
        }
    }

    /** The n-th command, an order: both sides around 100, some immediate, a few too big to fund; keyed. */
    private static OrderRequest order(final long uid, final long commandId, final int n) {
        return new OrderRequest().uid(uid).symbol(1).orderId(1 + n).side(n % 2 == 0 ? Side.BID : Side.ASK)
                .type(n % 4 == 3 ? OrderType.IOC : OrderType.GTC).price(98 + n * 7 % 5).size(1 + n % 3 + (n % 9 == 8
                        ? 100 : 0)).commandId(commandId).idempotencyKey(1_000 + n).requestHash(31L * n);
    }

    private static Sent send(final ExchangeApi core, final OrderRequest order, final AmendRequest cancel) {
        final CommandResult r = order != null ? core.place(order).join() : core.amend(cancel).join();
        assertThat(r.resultCode()).isNotEqualTo(ResultCode.DUPLICATE_COMMAND);
        return order != null
                ? new Sent(order, null, order.uid(), order.commandId(), order.idempotencyKey(), order.requestHash(),
                        order.orderId(), r.sequence(), r.resultCode())
                : new Sent(null, cancel, cancel.uid(), cancel.commandId(), cancel.idempotencyKey(),
                        cancel.requestHash(), cancel.orderId(), r.sequence(), r.resultCode());
    }

    /** The same command again (the same key and hash), with the given command id. */
    private static CommandResult resend(final ExchangeApi core, final Sent s, final long commandId) {
        if (s.order() != null) {
            return core.place(order(s.uid(), commandId, (int) s.orderId() - 1)).join();
        }
        final AmendRequest c = s.cancel();
        return core.amend(new AmendRequest().cancel(c.uid(), c.symbol(), c.orderId()).commandId(commandId)
                .idempotencyKey(c.idempotencyKey()).requestHash(c.requestHash())).join();
    }

    /** Each user's balances and live orders (without their timestamps, which differ between the two cores). */
    private static List<String> reports(final ExchangeApi core) {
        final List<String> out = new ArrayList<>();
        for (long uid = 1; uid <= USERS; uid++) {
            final UserReport r = core.userReport(uid).join();
            final StringBuilder b = new StringBuilder().append(uid).append(' ').append(r.balances());
            for (final UserReport.Order o : r.orders()) {
                b.append(" #").append(o.orderId()).append(' ').append(o.side()).append(' ').append(o.remaining())
                        .append('@').append(o.price());
            }
            out.add(b.toString());
        }
        return out;
    }

    /** The same orders, each once, without command ids, in a core without a journal. */
    private static List<String> reference(final List<Sent> sent) throws InterruptedException {
        final ExchangeCore plain = ExchangeCore.builder(PipelineEquivalenceTest.config(ThreadLayout.INLINE, 1, 1)
                .toBuilder().journalEnabled(false).build()).clock(PipelineEquivalenceTest.countingClock()).build();
        plain.start();
        try {
            setUp(plain);
            for (final Sent s : sent) {
                final CommandResult r;
                if (s.order() != null) {
                    final OrderRequest o = s.order();
                    r = plain.place(new OrderRequest().uid(o.uid()).symbol(o.symbol()).orderId(o.orderId())
                            .side(o.side()).type(o.type()).price(o.price()).size(o.size())).join();
                } else {
                    r = plain.cancel(s.uid(), 1, s.orderId()).join();
                }
                assertThat(r.resultCode()).isEqualTo(s.resultCode());
            }
            return reports(plain);
        } finally {
            plain.stop();
        }
    }
}
