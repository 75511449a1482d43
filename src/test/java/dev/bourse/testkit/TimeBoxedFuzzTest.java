package dev.bourse.testkit;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/**
 * A Jazzer fuzz test with the build's time box. In a plain test run it replays the inputs under
 * {@code src/test/resources/<package>/<TestClass>Inputs/<method>/} (the seed corpus and every crash kept as a
 * regression case); in the build's {@code fuzz} execution, which sets {@code JAZZER_FUZZ}, it first replays them,
 * then fuzzes for {@value #SECONDS} seconds. One input running longer than {@value #INPUT_TIMEOUT_SECONDS} seconds
 * is a finding (a hang), as is any exception the test lets through. JUnit applies that timeout to the fuzzing
 * invocation as a whole too, hence its margin over the fuzzing time.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Timeout(value = TimeBoxedFuzzTest.INPUT_TIMEOUT_SECONDS, unit = TimeUnit.SECONDS)
@FuzzTest(maxDuration = TimeBoxedFuzzTest.SECONDS + "s")
public @interface TimeBoxedFuzzTest {
    /** Seconds of fuzzing per target in the build's fuzz execution. */
    int SECONDS = 5;
    /** Longest time one input may take before it counts as a hang, in seconds. */
    int INPUT_TIMEOUT_SECONDS = SECONDS + 30;
}
