package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.api.ResultCode;
import dev.bourse.config.Durability;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.config.WaitStrategyType;
import dev.bourse.journal.JournalWriter;
import dev.bourse.core.ExchangeCore;
import dev.bourse.pipeline.RiskEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The operator tools run as {@code bourse} subcommands on a journal a real core wrote (users, deposits, one
 * snapshot in the middle): what each prints, its exit code, and the progress line shown only when asked for (the
 * captured standard error of a test is never a terminal). The snapshot is journalled too: the journal holds
 * sequences 1 to {@code lastSequence} without a gap.
 */
class OperatorToolsCommandTest {
    private static final int USERS = 30;

    @TempDir
    static Path tmp;
    private static Path dir;
    private static long snapshotSequence;
    private static long lastSequence;
    private static long finalHash;

    @BeforeAll
    static void aCoreWritesAJournalWithASnapshot() throws Exception {
        dir = tmp.resolve("journal");
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(1024).riskShards(1).matchingShards(1)
                .threadLayout(ThreadLayout.INLINE).waitStrategy(WaitStrategyType.SLEEPING).journalEnabled(true)
                .journalDir(dir).journalDurability(Durability.ASYNC).build();
        final AtomicLong ticks = new AtomicLong();
        final ExchangeCore core = ExchangeCore.builder(config).riskEngine(new RiskEngine(1))
                .journal(new JournalWriter(config)).clock(ticks::incrementAndGet).build();
        core.start();
        for (long uid = 1; uid <= USERS; uid++) {
            assertThat(core.addUser(uid).join().resultCode()).isEqualTo(ResultCode.SUCCESS);
            lastSequence = core.deposit(uid, 1, 100 * uid, uid).join().sequence();
            if (uid == USERS / 2) {
                snapshotSequence = core.snapshot().join().sequence();
            }
        }
        finalHash = core.stateHash().join();
        core.stop();
    }

    @Test
    void journalVerifySaysOkWithTheCountsAndDumpPrintsEveryRecord() {
        final CommandRun verify = CommandRun.bourse("journal", "verify", dir.toString());
        assertThat(verify.code()).as(verify.err()).isZero();
        assertThat(verify.out()).startsWith("OK ").contains(" " + lastSequence + " records")
                .contains("sequences 1.." + lastSequence);
        assertThat(verify.err()).as("no progress line unless asked: this stderr is no terminal").isEmpty();

        final CommandRun dump = CommandRun.bourse("journal", "dump", dir.toString(), "3");
        assertThat(dump.code()).isZero();
        assertThat(dump.out().lines().filter(l -> l.startsWith("seq=")).count()).isEqualTo(lastSequence - 2);
        assertThat(dump.out()).startsWith("seq=3 ").contains("DEPOSIT").contains("# " + (lastSequence - 2) + " records");
    }

    @Test
    void journalToolsShowTheProgressLineWhenAskedAndKeepTheirOutputApart() {
        final CommandRun verify = CommandRun.bourse("journal", "verify", "--progress", dir.toString());
        assertThat(verify.code()).isZero();
        assertThat(verify.out()).startsWith("OK ");
        assertThat(verify.err().lines()).first().asString().startsWith("journal verify: 1 records so far, ");
        assertThat(verify.err().lines()).last().asString().startsWith("journal verify: " + lastSequence + " records in ");

        final CommandRun dump = CommandRun.bourse("journal", "dump", dir.toString(), "--progress");
        assertThat(dump.code()).isZero();
        assertThat(dump.out()).doesNotContain("journal dump:");
        assertThat(dump.err()).contains("journal dump: " + lastSequence + " records in ");
    }

    @Test
    void snapshotVerifyChecksTheSnapshotAndDumpPrintsASection() throws Exception {
        final CommandRun verify = CommandRun.bourse("snapshot", "verify", "--progress", dir.toString());
        assertThat(verify.code()).as(verify.err()).isZero();
        assertThat(verify.out()).contains("OK snapshot " + snapshotSequence).contains("1 snapshots").contains("0 corrupt");
        assertThat(verify.err()).contains("snapshot verify: checking snapshot " + snapshotSequence + " (1 of 1)")
                .contains("snapshot verify: checked 1 snapshots");

        final Path users;
        try (var files = Files.walk(dir.resolve("snapshots"))) {
            users = files.filter(f -> f.getFileName().toString().equals("users")).findFirst().orElseThrow();
        }
        final CommandRun dump = CommandRun.bourse("snapshot", "dump", users.toString(), "1");
        assertThat(dump.code()).as(dump.err()).isZero();
        assertThat(dump.out()).startsWith("# " + users + ": section type ").contains(USERS / 2 + " records, showing 1");
    }

    @Test
    void stateHashEqualsTheRunningCoresAndPitrWritesAStartableSnapshot() {
        final CommandRun hash = CommandRun.bourse("state-hash", dir.toString());
        assertThat(hash.code()).as(hash.err()).isZero();
        assertThat(hash.out()).isEqualTo("sequence " + lastSequence + " state hash " + finalHash + " (0x"
                + Long.toHexString(finalHash) + ")" + System.lineSeparator());

        final Path target = tmp.resolve("pitr");
        final long to = snapshotSequence + 4;
        final CommandRun pitr = CommandRun.bourse("pitr", dir.toString(), Long.toString(to), target.toString());
        assertThat(pitr.code()).as(pitr.err()).isZero();
        assertThat(pitr.out()).startsWith("wrote snapshot " + to + " to ");
        assertThat(CommandRun.bourse("state-hash", target.toString()).out()).startsWith("sequence " + to + " ");

        final CommandRun again = CommandRun.bourse("pitr", dir.toString(), Long.toString(to), target.toString());
        assertThat(again.code()).isEqualTo(2);
        assertThat(again.err()).startsWith("the new directory must be absent or empty: " + target);
        final CommandRun beyond = CommandRun.bourse("pitr", dir.toString(), "999999", tmp.resolve("far").toString());
        assertThat(beyond.code()).isEqualTo(1);
        assertThat(beyond.err()).startsWith("FAILED the journal and snapshots reach sequence " + lastSequence);
        final CommandRun zero = CommandRun.bourse("pitr", dir.toString(), "0", tmp.resolve("zero").toString());
        assertThat(zero.code()).isEqualTo(2);
        assertThat(zero.err()).startsWith("to-sequence must be >= 1: 0");
    }

    @Test
    void eachOperatorToolRunsOnItsOwnWithTheSameResult() {
        final CommandRun bourse = CommandRun.bourse("state-hash", dir.toString());
        final CommandRun alone = CommandRun.of(new StateHashTool(), dir.toString());
        assertThat(alone).isEqualTo(bourse);
        assertThat(CommandRun.of(new JournalVerifyTool(), dir.toString()).out())
                .isEqualTo(CommandRun.bourse("journal", "verify", dir.toString()).out());
    }
}
