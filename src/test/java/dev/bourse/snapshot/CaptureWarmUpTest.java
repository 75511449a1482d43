package dev.bourse.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.config.ThreadLayout;
import dev.bourse.core.ExchangeCore;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CaptureWarmUpTest {
    @Test
    void theCaptureWarmUpRunsOnItsOwnThreadSoAStartDoesNotWaitForIt(@TempDir final Path tmp) throws Exception {
        final ExchangeCore core = ExchangeCore.builder(ExchangeConfig.builder().ringSize(1024)
                        .threadLayout(ThreadLayout.INLINE).journalEnabled(true).journalDir(tmp).build())
                .build();
        core.start();
        final Thread warmUp = CaptureWarmUp.thread();
        assertThat(warmUp).isNotNull().isNotSameAs(Thread.currentThread());
        assertThat(warmUp.getName()).isEqualTo("bourse-capture-warm-up");
        assertThat(warmUp.isDaemon()).isTrue();
        assertThat(core.snapshot().join().isSuccess()).isTrue();
        assertThat(warmUp.isAlive()).as("the first snapshot waited for the warm-up").isFalse();
        core.stop();
    }
}
