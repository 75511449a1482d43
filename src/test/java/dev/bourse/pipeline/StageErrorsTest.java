package dev.bourse.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StageErrorsTest {

    @Test
    void itPrintsItsCountAndItsFirstAndLastError() {
        final StageErrors errors = new StageErrors();
        assertThat(errors).hasToString("no errors");
        errors.onError(new IllegalStateException("first"));
        assertThat(errors).hasToString("1 error, first: java.lang.IllegalStateException: first");
        errors.onError(new IllegalArgumentException("second"));
        errors.onError(new OutOfMemoryError("third"));
        assertThat(errors.count()).isEqualTo(3);
        assertThat(errors.first()).hasMessage("first");
        assertThat(errors.last()).hasMessage("third");
        assertThat(errors).hasToString("3 errors, first: java.lang.IllegalStateException: first, last: "
                + "java.lang.OutOfMemoryError: third");
    }
}
