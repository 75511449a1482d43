package dev.bourse.pipeline;

import dev.bourse.command.CommandSlot;
import dev.bourse.sequencer.LocalSequencer;
import java.util.function.LongSupplier;

/**
 * The stages of a one-shard core called in graph order for one command at a time on the calling thread: no ring, no
 * threads. The reference run that every layout must agree with.
 */
public final class StageChain {
    private final GroupingStage grouping;
    private final RiskCheckStage check;
    private final MatchingStage matching;
    private final SettlementStage settlement;
    private final ResultsStage results;
    private CommandSlot current;

    /**
     * @param risk  a one-shard risk engine
     * @param clock the grouping clock, ns
     */
    public StageChain(final RiskEngine risk, final LongSupplier clock) {
        grouping = new GroupingStage(new LocalSequencer(clock, null));
        check = new RiskCheckStage(0, 1, risk, new CaptureClock());
        matching = new MatchingStage(0, 1, 1024, new ExpiryBoard(1), sequence -> current.events());
        settlement = new SettlementStage(0, risk, new CaptureClock());
        results = new ResultsStage(null, new JournalHealth(), new StageGuard(new StageErrors(), new CoreHalt()));
    }

    /**
     * Runs every stage on one command.
     *
     * @param slot the command
     * @param seq  its ring sequence
     */
    public void run(final CommandSlot slot, final long seq) {
        current = slot;
        try {
            grouping.onEvent(slot, seq, true);
            check.onEvent(slot, seq, true);
            matching.onEvent(slot, seq, true);
            settlement.onEvent(slot, seq, true);
            results.onEvent(slot, seq, true);
        } catch (final Exception e) {
            throw new AssertionError(e);
        }
    }
}
