package dev.bourse.core;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Starts the cores of a test and stops each of them after it, whatever the test left them doing: a stop ends within
 * its timeout ({@link ExchangeCore#DEFAULT_STOP_TIMEOUT}) even on a halted or stuck core.
 */
final class StartedCores implements AfterEachCallback {
    private final List<ExchangeCore> cores = new ArrayList<>();

    /**
     * @param core a core, not started
     * @return the core, started
     */
    ExchangeCore start(final ExchangeCore core) {
        cores.add(core);
        core.start();
        return core;
    }

    @Override
    public void afterEach(final ExtensionContext context) throws InterruptedException {
        for (final ExchangeCore core : cores) {
            core.stop();
        }
        cores.clear();
    }
}
