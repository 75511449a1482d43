/**
 * Test support shared by the scenario and property tests: event recording ({@link
 * dev.bourse.testkit.RecordingListener}, {@link dev.bourse.testkit.BookEvent}), the list of implementations under
 * test ({@link dev.bourse.testkit.OrderBooks}), a driver that checks invariants after every command
 * ({@link dev.bourse.testkit.BookDriver}), symbol specifications ({@link dev.bourse.testkit.TestSpecs}), a count of
 * live threads by name ({@link dev.bourse.testkit.LiveThreads}), and the property-test runner.
 *
 * <p><b>Property tests.</b> {@link dev.bourse.testkit.Property} checks a statement on values of a
 * {@link dev.bourse.testkit.Gen} built from {@link dev.bourse.testkit.Generators}, inside a JUnit {@code @Test}:
 * <pre>
 *   Property.forAll(Generators.longs(-10_000, 10_000).list(0, 200)).tries(300).check(steps -&gt; ...);
 * </pre>
 * Values are functions of a recorded stream of draws ({@link dev.bourse.testkit.Choices}), seeded per run; a
 * failure is shrunk by editing the draws ({@link dev.bourse.testkit.Shrinker}: fewer list elements, each draw
 * nearer zero) and reported with its seed, which {@code -Dbourse.property.seed=<seed>} replays. Ranges lean towards
 * zero and mix in their edge cases; {@link dev.bourse.testkit.LongGen#uniform()} spreads evenly instead.
 *
 * <p><b>Fuzz tests.</b> {@link dev.bourse.testkit.TimeBoxedFuzzTest} marks a Jazzer fuzz test with the build's time
 * box; {@link dev.bourse.testkit.BoundedRun} runs one input with the allocation bound checked and the console
 * quiet; {@link dev.bourse.testkit.ScratchDirectory} gives each input its own files; and
 * {@link dev.bourse.testkit.RecordedSession} records the real journal and snapshot the seed corpora are cut from.
 */
package dev.bourse.testkit;
