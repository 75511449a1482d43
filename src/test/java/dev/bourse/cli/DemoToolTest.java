package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DemoToolTest {

    @Test
    void theDemoPrintsTheSameSessionOnTheFastAndTheReferenceBook() {
        final CommandRun fast = CommandRun.bourse("demo");
        final CommandRun reference = CommandRun.bourse("demo", "--book", "reference");
        assertThat(fast.code()).isZero();
        assertThat(reference.code()).isZero();
        assertThat(fast.err()).isEmpty();
        assertThat(fast.out()).startsWith("1. alice offers").contains("7. bob moves")
                .contains("    trade    ").contains("    trigger  ");
        assertThat(reference.out()).isEqualTo(fast.out());
        assertThat(CommandRun.bourse("demo", "--book", "FAST").out()).isEqualTo(fast.out());
    }
}
