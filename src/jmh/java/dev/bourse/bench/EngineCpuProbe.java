package dev.bourse.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.core.ExchangeCore;

/**
 * The engine's cost per command in CPU time rather than wall time: a real core in the {@link ThreadLayout#INLINE}
 * layout on the calling thread, driven with the main job's stream as in {@link EngineBenchmark}, timed with the
 * thread's CPU clock. On a shared machine a wall-clock figure counts every slice the scheduler gives to other
 * processes; the thread's CPU time does not, so paired runs of two builds can be compared while other work runs
 * (cache sharing with that work still shows). Prints the median, minimum and maximum of the rounds in ns of CPU time
 * per command.
 *
 * <pre>
 *   java &lt;flags&gt; -cp target/bourse-benchmarks.jar dev.bourse.bench.EngineCpuProbe [symbols] [ringSize] [rounds] [funded]
 * </pre>
 */
public final class EngineCpuProbe {
    private static final int COMMANDS_PER_ROUND = 1_000_000;
    private static final int WARM_ROUNDS = 5;
    /** Balances so large that no order is refused for funds, as in exchange-core's own benchmark. */
    private static final long FUNDED_QUOTE = 1_000_000_000_000_000L;
    private static final long FUNDED_BASE = 1_000_000_000_000L;

    private EngineCpuProbe() {
    }

    /**
     * @param args symbols (default 1), ring size (default 16384), measured rounds of a million commands (default
     *             15), {@code funded} for balances no order exceeds
     * @throws Exception when the run fails its checks
     */
    public static void main(final String[] args) throws Exception {
        final int symbols = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        final int ringSize = args.length > 1 ? Integer.parseInt(args[1]) : 16_384;
        final int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 15;
        final boolean funded = args.length > 3 && "funded".equals(args[3]);
        final LoadSettings base = LoadSettings.defaults().withSymbols(symbols);
        final LoadSettings settings = funded ? base.withBalances(FUNDED_QUOTE, FUNDED_BASE) : base;
        final ExchangeConfig config = ExchangeConfig.builder().ringSize(ringSize).threadLayout(ThreadLayout.INLINE)
                .journalEnabled(false).build();
        final LoadStream stream = new LoadStream(settings);
        final ResultRecorder recorder = new ResultRecorder();
        final ExchangeCore core = ExchangeCore.builder(config).listener(recorder).build();
        core.start();
        MarketSetup.apply(core, settings);
        recorder.reset(null);
        final ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        final long[] perCommand = new long[rounds];
        long published = 0;
        for (int r = -WARM_ROUNDS; r < rounds; r++) {
            final long start = bean.getCurrentThreadCpuTime();
            for (int i = 0; i < COMMANDS_PER_ROUND; i++) {
                if (stream.publishNext(core, ++published) < 0) {
                    throw new IllegalStateException("refused before the ring");
                }
            }
            final long cpu = bean.getCurrentThreadCpuTime() - start;
            if (r >= 0) {
                perCommand[r] = cpu / COMMANDS_PER_ROUND;
            }
        }
        if (recorder.completed() != published || core.errors().count() != 0 || !core.totals().join().isBalanced()) {
            throw new IllegalStateException("run failed its checks: reported " + recorder.completed() + " of "
                    + published + ", stage errors " + core.errors().count());
        }
        core.stop();
        Arrays.sort(perCommand);
        System.out.println((funded ? "funded, " : "") + "symbols " + symbols + " ring " + ringSize + ": CPU ns per command median "
                + perCommand[rounds / 2] + " min " + perCommand[0] + " max " + perCommand[rounds - 1]);
    }
}
