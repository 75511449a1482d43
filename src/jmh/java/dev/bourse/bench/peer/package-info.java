/**
 * What runs exchange-core 0.5.3 beside Bourse, in JVMs of its own: exchange-core needs Disruptor 3, Agrona 1,
 * Chronicle 2.19 and Eclipse Collections 10, which share packages with Bourse's newer ones, so it cannot share a class
 * path with Bourse. Everything here uses only the JDK, HdrHistogram, exchange-core and the open-loop classes of
 * {@code dev.bourse.bench} ({@code OpenLoopSchedule}, {@code OpenLoopSender}), so a JVM on {@link
 * dev.bourse.bench.peer.PeerJvm}'s class path can load it.
 *
 * <pre>
 *   Bourse's JVM (a JMH fork or a test)              exchange-core's JVM (PeerJvm.classpath())
 *     PeerStream --write--&gt; stream file --read--&gt;   PeerStream --ExchangeCoreMarket--&gt; API commands
 *     ExchangeCoreLatencyProxy --stdin: gc, run--&gt;   ExchangeCoreLatencyRunner: OpenLoopSender --&gt; exchange-core
 *                              &lt;--stdout: result--   OpenLoopRecorder &lt;-- results consumer
 * </pre>
 * A run is measured where the engine runs: the pipe carries requests and outcomes between runs, never a command.
 */
package dev.bourse.bench.peer;
