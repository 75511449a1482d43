package dev.bourse.marketdata.aeron;

import io.aeron.Aeron;
import io.aeron.driver.MediaDriver;
import io.aeron.driver.ThreadingMode;
import java.io.File;
import org.agrona.concurrent.BackoffIdleStrategy;

/**
 * A media driver inside this JVM and a client connected to it: what a publisher uses by default, so the feed needs no
 * separate driver process. One shared driver thread that backs off when idle (the machine's cores belong to the
 * engine); its directory is a fresh one under the temporary directory, deleted on close.
 *
 * <p>Thread-safety: {@link #aeron()} is thread-safe (Aeron's client); close once.
 */
public final class EmbeddedAeron implements AutoCloseable {
    private final MediaDriver driver;
    private final Aeron aeron;

    /**
     * @param name a name for the driver's directory (letters and digits), made unique per driver
     */
    public EmbeddedAeron(final String name) {
        final String dir = new File(System.getProperty("java.io.tmpdir"),
                "bourse-aeron-" + name + "-" + ProcessHandle.current().pid() + "-" + System.nanoTime()).getPath();
        driver = MediaDriver.launchEmbedded(new MediaDriver.Context().aeronDirectoryName(dir)
                .threadingMode(ThreadingMode.SHARED).sharedIdleStrategy(new BackoffIdleStrategy())
                .dirDeleteOnStart(true).dirDeleteOnShutdown(true));
        aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(driver.aeronDirectoryName()));
    }

    /** @return the client */
    public Aeron aeron() {
        return aeron;
    }

    /** @return the driver's directory, for clients in other processes */
    public String directory() {
        return driver.aeronDirectoryName();
    }

    @Override
    public void close() {
        aeron.close();
        driver.close();
    }
}
