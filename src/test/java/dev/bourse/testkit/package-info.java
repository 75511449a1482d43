/**
 * Test support shared by the order book scenario and property tests: event recording ({@link
 * dev.bourse.testkit.RecordingListener}, {@link dev.bourse.testkit.BookEvent}), the list of implementations under
 * test ({@link dev.bourse.testkit.OrderBooks}) and a driver that checks invariants after every command
 * ({@link dev.bourse.testkit.BookDriver}); symbol specifications ({@link dev.bourse.testkit.TestSpecs}) and a count of
 * live threads by name ({@link dev.bourse.testkit.LiveThreads}).
 */
package dev.bourse.testkit;
