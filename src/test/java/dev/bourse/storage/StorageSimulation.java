package dev.bourse.storage;

import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import dev.bourse.command.CommandSlot;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.JournalDescriptor;
import dev.bourse.journal.JournalRecordCodec;
import dev.bourse.journal.JournalWriter;
import dev.bourse.core.ExchangeCore;
import dev.bourse.pipeline.RiskEngine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One seeded run of a core over a {@link SimulatedStorage}: a few lives of the same journal directory, each a
 * recovery, then commands in batches the seed chooses (with snapshots now and then), ended by a crash (a power loss
 * or a process crash, at a chosen I/O call or after the last command) or a clean stop; faults on the way (EIO,
 * ENOSPC, a misdirected write, a corrupt sector, a file's lost end, a read error or a crash during recovery).
 *
 * <p>After every recovery it checks: nothing was refused unless data at rest was damaged, and then the refusal names
 * a file; no acknowledged command was lost (GROUP_COMMIT, or any durability after a process crash or a clean stop)
 * or, with ASYNC after a power loss or a failed write, nothing sealed was lost; when data at rest was damaged, at most the last block
 * written is gone; the recovered state hash equals the one the running core had after the recovered sequence, which
 * the recovery replayed from the journal and the snapshots (nothing corrupt was applied); money is conserved.
 *
 * <p>Everything (the commands, the batches, the faults, the crash and what it keeps) comes from the seed; {@link #run}
 * returns null when every check held, else what failed and the run's trace.
 */
final class StorageSimulation {
    private static final Path DIR = Path.of("/sim/journal");
    private final long seed;
    private final SplittableRandom random;
    private final SimulatedStorage disk;
    private final Durability durability;
    private final int segmentBytes;
    private final int blockBytes;
    /** A batch ends after a command with probability 1 / this: short batches, or long group commits. */
    private final int batchEnd;
    private final ExchangeConfig config;
    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final SimulatedWorkload workload;
    private final List<String> trace = new ArrayList<>();
    /** The running core's state hash after each state-changing command, by sequence; 0 is the empty core. */
    private final TreeMap<Long, Long> hashAt = new TreeMap<>();
    private long acknowledged;
    private long attempted;
    /** The last journalled sequence before the last block written: all an at-rest fault may cost. */
    private long beforeLastBlock;
    private long sealed;
    private boolean powerLoss;
    /** ASYNC: whether what was written but not forced may be gone (a power loss, or a write or force that failed). */
    private boolean unforcedLost;
    private boolean journalFailed;
    private JournalWriter writer;
    private TapJournal tap;

    StorageSimulation(final long seed) {
        this.seed = seed;
        this.random = new SplittableRandom(seed);
        this.disk = new SimulatedStorage(random.nextLong());
        this.workload = new SimulatedWorkload(random.split());
        this.durability = random.nextInt(4) == 0 ? Durability.ASYNC : Durability.GROUP_COMMIT;
        this.segmentBytes = JournalDescriptor.SEGMENT_DATA_OFFSET + 2_048 + random.nextInt(12_000);
        // One run in three: blocks that hold a whole group commit, and long groups, as the journal stage makes them.
        final boolean groups = random.nextInt(3) == 0;
        this.blockBytes = JournalDescriptor.RECORD_LENGTH * (groups ? 128 : 1 + random.nextInt(12));
        this.batchEnd = groups ? 40 : 6;
        final int shards = 1 << random.nextInt(2);
        this.config = ExchangeConfig.builder().ringSize(1024).riskShards(shards).matchingShards(shards)
                .threadLayout(ThreadLayout.INLINE).waitStrategy(WaitStrategyType.BLOCKING).journalEnabled(true)
                .journalDir(DIR).journalDurability(durability).snapshotRetain(1 + random.nextInt(2))
                .orderBookExpectedOrders(64).riskExpectedUsers(64).build();
    }

    /** @return null when every check held, else the failure and the trace */
    String run() {
        trace.add("seed " + seed + ": " + durability + ", segments of " + segmentBytes + " bytes, blocks of "
                + blockBytes + " bytes, batches ending with odds 1/" + batchEnd + ", " + config.riskShards()
                + " shard(s)");
        try {
            final int lives = 1 + random.nextInt(3);
            for (int life = 0; life <= lives; life++) {
                final ExchangeCore core = recover();
                if (core == null) {
                    return null;
                }
                if (life == lives) {
                    core.stop();
                    return null;
                }
                live(core, 10 + random.nextInt(120));
                end(core);
            }
            return null;
        } catch (final SimulationFailure e) {
            return e.getMessage() + "\n  trace:\n    " + String.join("\n    ", trace) + "\n  storage:\n    "
                    + String.join("\n    ", disk.log());
        } catch (final InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    /** @return the run's outcome, trace and storage log: equal for two runs of one seed */
    String describeRun() {
        final String failure = run();
        return failure + "\n" + String.join("\n", trace) + "\n" + String.join("\n", disk.log());
    }

    /** Starts a core on the disk; retries after a crash or a read error during recovery; null when refused. */
    private ExchangeCore recover() throws InterruptedException {
        for (int attempt = 0; ; attempt++) {
            if (attempt < 3 && random.nextInt(6) == 0) {
                disk.crashAtCall(disk.calls() + 1 + random.nextInt(40));
            }
            disk.readErrorRate(attempt < 3 && random.nextInt(10) == 0 ? 0.02 : 0);
            final int errorsBefore = disk.log().size();
            final ExchangeCore core;
            try {
                writer = new JournalWriter(disk, DIR, durability, segmentBytes, blockBytes);
                tap = new TapJournal(writer);
                tap.flusher(this::flush);
                core = ExchangeCore.builder(config)
                        .riskEngine(new RiskEngine(config.riskShards(), config.riskExpectedUsers())).journal(tap)
                        .clock(clock::incrementAndGet).build();
                core.start();
            } catch (final IOException | IllegalStateException e) {
                disk.readErrorRate(0);
                if (disk.isCrashed()) {
                    trace.add("crash during recovery: " + e.getMessage());
                    disk.reboot(powerLoss);
                    continue;
                }
                if (errorsInjectedSince(errorsBefore)) {
                    trace.add("read error during recovery, retrying: " + e.getMessage());
                    continue;
                }
                refused(e);
                return null;
            }
            disk.readErrorRate(0);
            disk.crashAtCall(-1);
            check(core);
            return core;
        }
    }

    private boolean errorsInjectedSince(final int logSize) {
        final List<String> log = disk.log();
        for (int i = logSize; i < log.size(); i++) {
            if (log.get(i).contains("EIO")) {
                return true;
            }
        }
        return false;
    }

    private void refused(final Exception e) {
        trace.add("refused: " + e.getMessage());
        if (disk.atRestFaults() == 0) {
            throw new SimulationFailure("seed " + seed + ": recovery refused although no data at rest was damaged: "
                    + e.getMessage());
        }
        if (e.getMessage() == null || !e.getMessage().contains("/sim/")) {
            throw new SimulationFailure("seed " + seed + ": the refusal names no file: " + e.getMessage());
        }
    }

    /** The checks after a recovery; then the run goes on from what was recovered. */
    private void check(final ExchangeCore core) {
        final long last = core.recoveredSequence();
        final long floor = lossFloor();
        trace.add("recovered to sequence " + last + " (acknowledged " + acknowledged + ", floor " + floor
                + ", attempted " + attempted + ")" + (core.recoveryReport() == null ? ""
                : "; warnings " + core.recoveryReport().warnings()));
        if (last < floor) {
            throw new SimulationFailure("seed " + seed + ": acknowledged commands lost: recovered to sequence " + last
                    + " but " + floor + " must survive (acknowledged " + acknowledged + ")");
        }
        if (last > attempted) {
            throw new SimulationFailure("seed " + seed + ": recovered to sequence " + last + ", beyond the last "
                    + "command ever written, " + attempted);
        }
        final Map.Entry<Long, Long> expected = hashAt.floorEntry(last);
        final long hash = core.stateHash().join();
        if (expected == null) {
            hashAt.put(0L, hash);
        } else if (expected.getValue() != hash) {
            throw new SimulationFailure("seed " + seed + ": the state recovered to sequence " + last + " differs from "
                    + "the running core's after sequence " + expected.getKey());
        }
        if (!core.totals().join().isBalanced()) {
            throw new SimulationFailure("seed " + seed + ": money not conserved after recovery: "
                    + core.totals().join());
        }
        hashAt.tailMap(last, false).clear();
        acknowledged = last;
        attempted = last;
        sealed = last;
        beforeLastBlock = last;
        journalFailed = false;
    }

    /** The sequence recovery must reach: what was acknowledged, less what the faults so far allow to lose. */
    private long lossFloor() {
        if (durability == Durability.ASYNC && (unforcedLost || disk.atRestFaults() > 0)) {
            return sealed;
        }
        if (disk.atRestFaults() > 0) {
            return Math.min(acknowledged, beforeLastBlock);
        }
        return acknowledged;
    }

    /**
     * Commands in bursts, each followed by a state hash query (answered in sequence, so the hash is the state after
     * that command whatever the threads do); then what the journal stage tapped is appended to the writer in batches
     * the seed chooses; a snapshot now and then. Stops at a crash or a failed journal write.
     */
    private void live(final ExchangeCore core, final int commands) {
        armFaults();
        int sent = 0;
        while (sent < commands && !disk.isCrashed() && !journalFailed) {
            final int burst = 1 + random.nextInt(32);
            final List<CompletableFuture<CommandResult>> results = new ArrayList<>(burst);
            final List<CompletableFuture<Long>> hashes = new ArrayList<>(burst);
            for (int k = 0; k < burst; k++) {
                results.add(workload.next(core));
                hashes.add(core.stateHash().exceptionally(e -> null));
            }
            sent += burst;
            for (int k = 0; k < burst; k++) {
                final CommandResult r = results.get(k).join();
                final Long hash = hashes.get(k).join();
                if (r.sequence() > 0 && hash != null) {
                    hashAt.put(r.sequence(), hash);
                }
            }
            appendInBatches(tap.take());
            if (random.nextInt(10) == 0 && !disk.isCrashed() && !journalFailed) {
                final CommandResult s = core.snapshot().join();
                trace.add("snapshot at " + s.sequence() + ": " + ResultCode.name(s.resultCode()));
                if (s.resultCode() == ResultCode.SUCCESS) {
                    attempted = Math.max(attempted, s.sequence());
                }
            }
        }
        disk.ioErrorRate(0).noSpaceRate(0).misdirectRate(0);
    }

    /** Appends tapped commands as the journal stage might have: in batches, each ending at a place the seed picks. */
    private void appendInBatches(final List<CommandSlot> tapped) {
        int from = 0;
        for (int i = 0; i < tapped.size() && !journalFailed; i++) {
            if (i == tapped.size() - 1 || random.nextInt(batchEnd) == 0) {
                try {
                    append(tapped.subList(from, i + 1));
                } catch (final IOException e) {
                    return;
                }
                from = i + 1;
            }
        }
    }

    private void armFaults() {
        final int kind = random.nextInt(10);
        if (kind < 6) {
            disk.crashAtCall(disk.calls() + 1 + random.nextInt(400));
        }
        disk.ioErrorRate(kind == 6 ? 0.01 : 0).noSpaceRate(kind == 7 ? 0.01 : 0)
                .misdirectRate(kind == 8 ? 0.02 : 0);
    }

    /** Appends what was tapped to the writer, as one batch: what the journal stage does for a snapshot command. */
    private synchronized void flush() throws IOException {
        append(tap.take());
    }

    /** Appends one batch; the journal stage would do the same, and acknowledge it when this returns. */
    private synchronized void append(final List<CommandSlot> batch) throws IOException {
        if (journalFailed) {
            throw new IOException("the journal failed before: the writer refuses every later write");
        }
        if (batch.isEmpty()) {
            return;
        }
        final int perBlock = blockBytes / JournalDescriptor.RECORD_LENGTH;
        long before = beforeLastBlock;
        long last = acknowledged;
        int inBlock = 0;
        try {
            for (int i = 0; i < batch.size(); i++) {
                final CommandSlot slot = batch.get(i);
                attempted = Math.max(attempted, slot.sequence());
                if (JournalRecordCodec.isJournalled(slot.type())) {
                    if (inBlock == perBlock || inBlock == 0) {
                        before = last;
                        inBlock = 0;
                    }
                    inBlock++;
                    last = slot.sequence();
                }
                writer.append(slot, i == batch.size() - 1);
            }
        } catch (final IOException e) {
            journalFailed = true;
            trace.add("journal write failed: " + e.getMessage());
            throw e;
        }
        acknowledged = Math.max(acknowledged, last);
        beforeLastBlock = before;
    }

    /** Ends a life: a clean stop, or a crash followed by a reboot and perhaps a corrupt sector. */
    private void end(final ExchangeCore core) throws InterruptedException {
        if (!disk.isCrashed() && !journalFailed && random.nextInt(8) == 0) {
            disk.crashAtCall(-1);
            core.stop();
            appendInBatches(tap.take());
            try {
                writer.close();
                trace.add("clean stop at " + acknowledged);
                powerLoss = false;
                unforcedLost = false;
                return;
            } catch (final IOException e) {
                trace.add("closing the journal failed: " + e.getMessage());
            }
        }
        final boolean failed = journalFailed;
        disk.crashNow();
        core.stop();
        powerLoss = random.nextInt(4) != 0;
        unforcedLost = powerLoss || failed;
        disk.reboot(powerLoss);
        trace.add("crash (" + (powerLoss ? "power loss" : "process") + ") after acknowledging " + acknowledged);
        final int atRest = random.nextInt(12);
        final String what = atRest == 0 ? disk.corruptOneSector() : atRest == 1 ? disk.loseTheEndOfOneFile() : null;
        if (what != null) {
            trace.add(what);
        }
    }

    /** A check that failed, with the seed. */
    private static final class SimulationFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        SimulationFailure(final String message) {
            super(message);
        }
    }
}
