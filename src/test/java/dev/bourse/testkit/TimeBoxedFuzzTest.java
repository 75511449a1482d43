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
 * is a finding (a hang), as is any exception the test lets through. The bound is loose on purpose: a JVM's first
 * input loads, and under the fuzzer instruments, most of the classes, which took 50 seconds on two cores shared by
 * twenty busy processes; and JUnit applies it to the fuzzing invocation as a whole too.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Timeout(value = TimeBoxedFuzzTest.INPUT_TIMEOUT_SECONDS, unit = TimeUnit.SECONDS)
@FuzzTest(maxDuration = TimeBoxedFuzzTest.SECONDS + "s")
public @interface TimeBoxedFuzzTest {
    /** Seconds of fuzzing per target in the build's fuzz execution. */
    int SECONDS = 5;
    /** Longest time one input may take before it counts as a hang, in seconds; well above {@link #SECONDS}. */
    int INPUT_TIMEOUT_SECONDS = 300;
}
