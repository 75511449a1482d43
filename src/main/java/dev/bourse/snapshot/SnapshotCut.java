package dev.bourse.snapshot;

import dev.bourse.api.SymbolSpec;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import net.openhft.chronicle.bytes.Bytes;

/**
 * A consistent cut taken by the running shards, each on its own thread, without stopping the core: every matching
 * shard and every risk shard copies its own state into its own cells when it reaches the cut's command (so each copy
 * holds exactly the commands up to and including that sequence), and one later thread {@link #assemble}s the cells
 * into a {@link CapturedSnapshot} in the same layout-independent format as {@link SnapshotWriter#capture}.
 *
 * <p>Each shard's copy is the only pause it takes: serialising its state into a heap buffer. Compression and disk
 * I/O happen later, on the writing thread. {@link #maxPauseNanos()} reports the longest shard pause.
 *
 * <p>Thread-safety: {@link #captureMatching} for shard {@code j} only from matching shard {@code j}'s thread,
 * {@link #captureRisk} for shard {@code i} only from risk shard {@code i}'s thread; they write disjoint cells.
 * {@link #assemble} from one thread that has a happens-before edge from every capture (in the pipeline: the results
 * stage, which runs after every shard, or a thread it handed the cut to).
 */
public final class SnapshotCut {
    private final long sequence;
    private final long timestamp;
    private final List<List<String>> bookNames = new ArrayList<>();
    private final List<List<SectionOutput>> books = new ArrayList<>();
    private final byte[][] users;
    private final int[] userCounts;
    private final byte[][] orders;
    private final int[] orderCounts;
    private final byte[][] totals;
    private final long[] matchingPauseNanos;
    private final long[] riskPauseNanos;
    /** {@link System#nanoTime()} at each shard's capture start, for {@link #captureSpanNanos()}. */
    private final long[] matchingStartNanos;
    private final long[] riskStartNanos;
    private final boolean[] matchingDone;
    private final boolean[] riskDone;
    private List<SymbolSpec> specs;

    /**
     * @param sequence       the sequence of the command the cut is taken at (its effects included), &gt;= 1
     * @param timestamp      that command's timestamp, ns
     * @param riskShards     the core's risk shard count
     * @param matchingShards the core's matching shard count
     */
    public SnapshotCut(final long sequence, final long timestamp, final int riskShards, final int matchingShards) {
        if (sequence < 0 || riskShards < 1 || matchingShards < 1) {
            throw new IllegalArgumentException("bad cut: sequence " + sequence + ", shards " + riskShards + "/"
                    + matchingShards);
        }
        this.sequence = sequence;
        this.timestamp = timestamp;
        for (int j = 0; j < matchingShards; j++) {
            bookNames.add(null);
            books.add(null);
        }
        users = new byte[riskShards][];
        userCounts = new int[riskShards];
        orders = new byte[riskShards][];
        orderCounts = new int[riskShards];
        totals = new byte[riskShards][];
        matchingPauseNanos = new long[matchingShards];
        riskPauseNanos = new long[riskShards];
        matchingStartNanos = new long[matchingShards];
        riskStartNanos = new long[riskShards];
        matchingDone = new boolean[matchingShards];
        riskDone = new boolean[riskShards];
    }

    /** @return the cut's sequence */
    public long sequence() {
        return sequence;
    }

    /** @return the cut's command timestamp, ns */
    public long timestamp() {
        return timestamp;
    }

    /**
     * Copies every book of one matching shard.
     *
     * @param shard    the shard index
     * @param matching its state, quiescent on the calling thread
     */
    public void captureMatching(final int shard, final MatchingShard matching) {
        final long start = System.nanoTime();
        final List<String> names = new ArrayList<>();
        final List<SectionOutput> sections = new ArrayList<>();
        matching.forEachBook((symbol, book) -> {
            names.add(SnapshotDescriptor.BOOK_PREFIX + symbol);
            sections.add(BookCodec.write(symbol, book));
        });
        bookNames.set(shard, names);
        books.set(shard, sections);
        matchingDone[shard] = true;
        matchingPauseNanos[shard] = System.nanoTime() - start;
        matchingStartNanos[shard] = start;
    }

    /**
     * Copies one risk shard's users, order records and totals; risk shard 0 also supplies the symbol specifications
     * (every risk shard holds the same ones at the same sequence).
     *
     * @param shard      the shard index
     * @param risk       its state, quiescent on the calling thread
     * @param shardSpecs the specifications the shard knows, current versions; used when {@code shard == 0}
     */
    public void captureRisk(final int shard, final RiskShard risk, final List<SymbolSpec> shardSpecs) {
        final long start = System.nanoTime();
        if (shard == 0) {
            final List<SymbolSpec> sorted = new ArrayList<>(shardSpecs);
            sorted.sort(Comparator.comparingInt(SymbolSpec::symbolId));
            specs = sorted;
        }
        final Bytes<byte[]> b = Bytes.allocateElasticOnHeap(
                Math.max(RiskCodec.expectedUserBytes(risk), RiskCodec.expectedOrderBytes(risk)));
        try {
            userCounts[shard] = RiskCodec.userRecords(risk, b);
            users[shard] = b.toByteArray();
            b.clear();
            orderCounts[shard] = RiskCodec.orderRecords(risk, b);
            orders[shard] = b.toByteArray();
            b.clear();
            RiskCodec.totalsRecord(risk, b);
            totals[shard] = b.toByteArray();
        } finally {
            b.releaseLast();
        }
        riskDone[shard] = true;
        riskPauseNanos[shard] = System.nanoTime() - start;
        riskStartNanos[shard] = start;
    }

    /** @return whether every shard has captured its part */
    public boolean isComplete() {
        for (final boolean done : matchingDone) {
            if (!done) {
                return false;
            }
        }
        for (final boolean done : riskDone) {
            if (!done) {
                return false;
            }
        }
        return specs != null;
    }

    /** @return the longest time one shard spent capturing its part (the pause the snapshot caused it), ns */
    public long maxPauseNanos() {
        long max = 0;
        for (final long p : matchingPauseNanos) {
            max = Math.max(max, p);
        }
        for (final long p : riskPauseNanos) {
            max = Math.max(max, p);
        }
        return max;
    }

    /**
     * The wall time from the first shard's capture start to the last one's end. Where one thread captures every
     * shard (COMPACT, INLINE) this is the engine's whole pause; where shards capture on their own threads at
     * slightly different moments (PIPELINED) it also counts the time between them, so {@link #maxPauseNanos()} is
     * the pause there.
     *
     * @return ns; meaningful once {@link #isComplete()}
     */
    public long captureSpanNanos() {
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (int j = 0; j < matchingStartNanos.length; j++) {
            first = Math.min(first, matchingStartNanos[j]);
            last = Math.max(last, matchingStartNanos[j] + matchingPauseNanos[j]);
        }
        for (int i = 0; i < riskStartNanos.length; i++) {
            first = Math.min(first, riskStartNanos[i]);
            last = Math.max(last, riskStartNanos[i] + riskPauseNanos[i]);
        }
        return last - first;
    }

    /**
     * Joins the shards' parts into one capture for {@link SnapshotWriter#write(CapturedSnapshot)}.
     *
     * @return the capture; its {@code captureNanos} is {@link #maxPauseNanos()}
     * @throws IllegalStateException when a shard did not capture (it failed while handling the cut's command)
     */
    public CapturedSnapshot assemble() {
        if (!isComplete()) {
            throw new IllegalStateException("snapshot " + sequence + ": a shard did not capture its part");
        }
        final List<String> names = new ArrayList<>();
        final List<SectionOutput> sections = new ArrayList<>();
        names.add(SnapshotDescriptor.SPECS);
        sections.add(SpecCodec.write(specs));
        for (int j = 0; j < books.size(); j++) {
            names.addAll(bookNames.get(j));
            sections.addAll(books.get(j));
        }
        names.add(SnapshotDescriptor.USERS);
        sections.add(frame(SnapshotDescriptor.SECTION_USERS, users, userCounts, -1));
        names.add(SnapshotDescriptor.ORDERS);
        sections.add(frame(SnapshotDescriptor.SECTION_ORDERS, orders, orderCounts, -1));
        names.add(SnapshotDescriptor.TOTALS);
        final int[] ones = new int[totals.length];
        Arrays.fill(ones, 1);
        sections.add(frame(SnapshotDescriptor.SECTION_TOTALS, totals, ones, totals.length));
        return new CapturedSnapshot(sequence, timestamp, users.length, books.size(), names, sections,
                maxPauseNanos());
    }

    /** Frames the shards' record bodies as one section, after an optional int prefix (-1 for none). */
    private static SectionOutput frame(final int type, final byte[][] parts, final int[] counts,
            final int prefix) {
        int bytes = 64;
        int records = 0;
        for (int i = 0; i < parts.length; i++) {
            bytes += parts[i].length;
            records += counts[i];
        }
        final SectionOutput out = new SectionOutput(type, bytes);
        if (prefix >= 0) {
            out.bytes().writeInt(prefix);
        }
        for (final byte[] part : parts) {
            out.bytes().write(part);
        }
        out.end(records);
        return out;
    }
}
