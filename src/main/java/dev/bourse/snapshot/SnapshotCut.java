package dev.bourse.snapshot;

import dev.bourse.command.CaptureProgress;
import dev.bourse.api.SymbolSpec;
import dev.bourse.matching.MatchingShard;
import dev.bourse.risk.RiskShard;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * A consistent cut taken incrementally by the running shards, each on its own thread, without stopping the core.
 * When a shard reaches the cut's command it only {@code begin}s its capture (O(1) for a risk shard, O(books) for a
 * matching shard; the risk totals and the symbol specifications, a few hundred bytes, are copied at once). From then
 * on each user, order record and book of the cut is exported exactly once, as it was right after the cut's command:
 * in bounded {@code step}s (internal step commands driven through the ring by the snapshot taker), or just before
 * the first later command that would change it (copy-on-touch, {@link RiskShard#beginCapture},
 * {@link MatchingShard#beginCapture}). When every shard is {@code done}, one thread {@link #assemble}s the parts into
 * a {@link CapturedSnapshot} in the same layout-independent format as {@link SnapshotWriter#capture} (records within
 * the {@code users} and {@code orders} sections come in capture order, which the loader does not depend on).
 *
 * <p>The pause: a shard stalls only while it begins, runs a step (a bounded number of records or book orders) or
 * copies what a command is about to touch (the price levels it changes and a few records). The pipeline times
 * those stalls and reports the longest through {@link #recordStall}/{@link #maxStallNanos()};
 * {@link #captureNanos()} is the whole capture, from the first shard's cut to the last shard's completion.
 *
 * <p>A cut that reaches a shard whose previous capture is still in progress completes that one first, on the spot.
 * Only one capture is ever in progress per shard.
 *
 * <p>Thread-safety: the per-shard methods for matching shard {@code j} only from its thread, for risk shard
 * {@code i} only from its thread; they write disjoint cells. {@link #recordStall} of a cell only from the thread
 * owning it. {@link #isComplete()}, {@link #failure()}, {@link #assemble} and the reporting methods from one thread
 * with a happens-before edge from every shard's last write (in the pipeline: after the results stage reported a
 * command that every shard handled after finishing, handed over through a future).
 */
public final class SnapshotCut implements CaptureProgress {
    private final long sequence;
    private final long timestamp;
    private final BookCaptureCell[] books;
    private final RiskCaptureCell[] risk;
    /** Per stall cell (matching shards, risk shards, then one for a one-thread engine): the longest stall, ns. */
    private final long[] stallNanos;
    /** The assembled cut: framing lets go of the shards' parts, so a second call returns the first one's. */
    private CapturedSnapshot assembled;
    private final Exception[] beginFailures;
    private List<SymbolSpec> specs;

    /**
     * @param sequence       the sequence of the command the cut is taken at (its effects included), &gt;= 0
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
        books = new BookCaptureCell[matchingShards];
        risk = new RiskCaptureCell[riskShards];
        stallNanos = new long[matchingShards + riskShards + 1];
        beginFailures = new Exception[matchingShards + riskShards];
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
     * Begins matching shard {@code shard}'s capture, right after the cut's command.
     *
     * @param shard    the shard index
     * @param matching its state, on its thread
     */
    public void beginMatching(final int shard, final MatchingShard matching) {
        try {
            while (!matching.captureStep(Integer.MAX_VALUE / 10)) {
                // the previous cut's capture is still in progress here: it completes first
                continue;
            }
            books[shard] = new BookCaptureCell(matching);
        } catch (final Exception e) {
            beginFailures[matchingCell(shard)] = e;
        }
    }

    /**
     * One step of matching shard {@code shard}'s capture: exports at most {@code budget} orders, level by level, book
     * after book. Does nothing once it is done.
     *
     * @param shard    the shard index
     * @param matching its state, on its thread
     * @param budget   orders to export in this step, &gt; 0
     */
    public void stepMatching(final int shard, final MatchingShard matching, final int budget) {
        final BookCaptureCell cell = books[shard];
        if (cell == null || cell.settled()) {
            return;
        }
        try {
            matching.captureStep(budget);
        } catch (final Exception e) {
            cell.failed(e);
        }
    }

    /**
     * Abandons matching shard {@code shard}'s part (the snapshot failed): the shard stops copying on touch.
     *
     * @param shard    the shard index
     * @param matching its state, on its thread
     */
    public void abortMatching(final int shard, final MatchingShard matching) {
        matching.abortCapture();
        if (books[shard] != null) {
            books[shard].failed(new IllegalStateException("snapshot " + sequence + " aborted"));
        }
    }

    /**
     * @param shard a matching shard, asked on its own thread
     * @return whether its part is complete, or failed (so no more steps are needed)
     */
    @Override
    public boolean matchingFinished(final int shard) {
        final BookCaptureCell cell = books[shard];
        return cell == null || cell.settled();
    }

    /**
     * Begins risk shard {@code shard}'s capture, right after the cut's command has been settled on it: copies its
     * totals now; risk shard 0 also supplies the symbol specifications (every risk shard holds the same ones at the
     * same sequence).
     *
     * @param shard      the shard index
     * @param riskShard  its state, on its thread
     * @param shardSpecs the specifications the shard knows, current versions; used when {@code shard == 0}
     */
    public void beginRisk(final int shard, final RiskShard riskShard, final List<SymbolSpec> shardSpecs) {
        try {
            while (!riskShard.captureStep(Integer.MAX_VALUE / 10)) {
                // the previous cut's capture is still in progress here: it completes first
                continue;
            }
            if (shard == 0) {
                final List<SymbolSpec> sorted = new ArrayList<>(shardSpecs);
                sorted.sort(Comparator.comparingInt(SymbolSpec::symbolId));
                specs = sorted;
            }
            risk[shard] = new RiskCaptureCell(riskShard);
        } catch (final Exception e) {
            beginFailures[riskCell(shard)] = e;
        }
    }

    /**
     * One step of risk shard {@code shard}'s capture. Does nothing once it is done.
     *
     * @param shard     the shard index
     * @param riskShard its state, on its thread
     * @param budget    records to export in this step, &gt; 0
     */
    public void stepRisk(final int shard, final RiskShard riskShard, final int budget) {
        final RiskCaptureCell cell = risk[shard];
        if (cell == null || cell.settled()) {
            return;
        }
        try {
            riskShard.captureStep(budget);
        } catch (final Exception e) {
            cell.failed(e);
        }
    }

    /**
     * Abandons risk shard {@code shard}'s part (the snapshot failed): the shard stops copying on touch.
     *
     * @param shard     the shard index
     * @param riskShard its state, on its thread
     */
    public void abortRisk(final int shard, final RiskShard riskShard) {
        riskShard.abortCapture();
        if (risk[shard] != null) {
            risk[shard].failed(new IllegalStateException("snapshot " + sequence + " aborted"));
        }
    }

    /**
     * For a thread that runs every shard (COMPACT, INLINE engines).
     *
     * @return whether every shard's part is complete or failed
     */
    @Override
    public boolean allFinished() {
        for (int j = 0; j < books.length; j++) {
            if (!matchingFinished(j)) {
                return false;
            }
        }
        for (int i = 0; i < risk.length; i++) {
            if (!riskFinished(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * @param shard a risk shard, asked on its own thread
     * @return whether its part is complete, or failed (so no more steps are needed)
     */
    @Override
    public boolean riskFinished(final int shard) {
        final RiskCaptureCell cell = risk[shard];
        return cell == null || cell.settled();
    }

    /**
     * Stop-the-world copy of one matching shard (begin, then every step at once): for offline use and tests.
     *
     * @param shard    the shard index
     * @param matching its state, quiescent on the calling thread
     */
    public void captureMatching(final int shard, final MatchingShard matching) {
        beginMatching(shard, matching);
        while (!matchingFinished(shard)) {
            stepMatching(shard, matching, Integer.MAX_VALUE / 10);
        }
    }

    /**
     * Stop-the-world copy of one risk shard (begin, then every step at once): for offline use and tests.
     *
     * @param shard      the shard index
     * @param riskShard  its state, quiescent on the calling thread
     * @param shardSpecs as {@link #beginRisk}
     */
    public void captureRisk(final int shard, final RiskShard riskShard, final List<SymbolSpec> shardSpecs) {
        beginRisk(shard, riskShard, shardSpecs);
        while (!riskFinished(shard)) {
            stepRisk(shard, riskShard, Integer.MAX_VALUE / 10);
        }
    }

    /**
     * @param shard a matching shard index
     * @return its stall cell for {@link #recordStall}
     */
    @Override
    public int matchingCell(final int shard) {
        return shard;
    }

    /**
     * @param shard a risk shard index
     * @return its stall cell for {@link #recordStall}
     */
    @Override
    public int riskCell(final int shard) {
        return books.length + shard;
    }

    /** @return the stall cell of a one-thread engine that runs every shard (COMPACT, INLINE) */
    @Override
    public int engineCell() {
        return books.length + risk.length;
    }

    /**
     * Records one stall: the time one thread spent on one command or step while this capture was in progress.
     *
     * @param cell  the stall cell of the calling thread
     * @param nanos the stall, ns
     */
    @Override
    public void recordStall(final int cell, final long nanos) {
        if (nanos > stallNanos[cell]) {
            stallNanos[cell] = nanos;
        }
    }

    /** @return whether every shard has captured its whole part without failure */
    public boolean isComplete() {
        if (specs == null || failure() != null) {
            return false;
        }
        for (final BookCaptureCell cell : books) {
            if (!cell.done()) {
                return false;
            }
        }
        for (final RiskCaptureCell cell : risk) {
            if (!cell.done()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Call once the cut's command has passed every shard.
     *
     * @return the first failure of a shard's part, a shard that never began (it failed on the cut's command), or
     *     null
     */
    public Exception failure() {
        for (int j = 0; j < books.length; j++) {
            if (beginFailures[matchingCell(j)] != null) {
                return beginFailures[matchingCell(j)];
            }
            if (books[j] == null) {
                return new IllegalStateException("snapshot " + sequence + ": matching shard " + j + " did not begin");
            }
            if (books[j].failure() != null) {
                return books[j].failure();
            }
        }
        for (int i = 0; i < risk.length; i++) {
            if (beginFailures[riskCell(i)] != null) {
                return beginFailures[riskCell(i)];
            }
            if (risk[i] == null) {
                return new IllegalStateException("snapshot " + sequence + ": risk shard " + i + " did not begin");
            }
            if (risk[i].failure() != null) {
                return risk[i].failure();
            }
        }
        return null;
    }

    /**
     * @return the longest single stall any thread recorded while capturing (one command's or one step's handling,
     *     capture work included), ns: the most the snapshot delayed any one command
     */
    public long maxStallNanos() {
        long max = 0;
        for (final long p : stallNanos) {
            max = Math.max(max, p);
        }
        return max;
    }

    /**
     * The whole capture, from the first shard's cut to the last shard's completion (the core keeps running
     * meanwhile).
     *
     * @return ns; meaningful once {@link #isComplete()}
     */
    public long captureNanos() {
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (final BookCaptureCell cell : books) {
            first = Math.min(first, cell.beginNanos());
            last = Math.max(last, cell.doneNanos());
        }
        for (final RiskCaptureCell cell : risk) {
            first = Math.min(first, cell.beginNanos());
            last = Math.max(last, cell.doneNanos());
        }
        return last - first;
    }

    /**
     * Joins the shards' parts into one capture for {@link SnapshotWriter#write(CapturedSnapshot)}; a later call
     * returns the same capture.
     *
     * @return the capture; its {@code captureNanos} is {@link #captureNanos()}
     * @throws IllegalStateException when a shard's part is missing or failed
     */
    public CapturedSnapshot assemble() {
        if (assembled != null) {
            return assembled;
        }
        if (!isComplete()) {
            final Exception f = failure();
            throw new IllegalStateException("snapshot " + sequence + ": a shard did not capture its part"
                    + (f == null ? "" : ": " + f), f);
        }
        final List<String> names = new ArrayList<>();
        final List<SectionOutput> sections = new ArrayList<>();
        names.add(SnapshotDescriptor.SPECS);
        sections.add(SpecCodec.write(specs));
        for (final BookCaptureCell cell : books) {
            names.addAll(cell.names());
            sections.addAll(cell.sections());
        }
        final List<List<byte[]>> users = new ArrayList<>();
        final List<List<byte[]>> orders = new ArrayList<>();
        final List<List<byte[]>> totals = new ArrayList<>();
        int userCount = 0;
        int orderCount = 0;
        for (final RiskCaptureCell cell : risk) {
            users.add(cell.userParts());
            orders.add(cell.orderParts());
            totals.add(new ArrayList<>(List.of(cell.totals())));
            userCount += cell.userCount();
            orderCount += cell.orderCount();
        }
        names.add(SnapshotDescriptor.USERS);
        sections.add(frame(SnapshotDescriptor.SECTION_USERS, users, userCount, -1));
        names.add(SnapshotDescriptor.ORDERS);
        sections.add(frame(SnapshotDescriptor.SECTION_ORDERS, orders, orderCount, -1));
        names.add(SnapshotDescriptor.TOTALS);
        sections.add(frame(SnapshotDescriptor.SECTION_TOTALS, totals, risk.length, risk.length));
        assembled = new CapturedSnapshot(sequence, timestamp, risk.length, books.length, names, sections,
                captureNanos());
        return assembled;
    }

    /**
     * Frames the shards' record documents as one section, after a header document that holds the section type and,
     * for the totals section, the number of risk shards ({@code riskShards}; -1 for the other sections).
     */
    private static SectionOutput frame(final int type, final List<List<byte[]>> parts, final int records,
            final int riskShards) {
        long bytes = 64;
        for (final List<byte[]> shard : parts) {
            for (final byte[] part : shard) {
                bytes += part.length;
            }
        }
        // Room for the header document and the markers too, so the buffer never grows (a growth copies it whole).
        final SectionOutput out = new SectionOutput(type, (int) Math.min(Integer.MAX_VALUE - 256, bytes + 192));
        if (riskShards >= 0) {
            RiskCodec.totalsHeader(out, riskShards);
        } else {
            out.header();
        }
        // Each part is let go once copied, so the section and its parts are not both held whole.
        for (final List<byte[]> shard : parts) {
            for (int i = 0; i < shard.size(); i++) {
                out.bytes().write(shard.get(i));
                shard.set(i, null);
            }
        }
        out.end(records);
        return out;
    }

    @Override
    public String toString() {
        return "cut " + sequence + " " + Arrays.toString(stallNanos);
    }
}
