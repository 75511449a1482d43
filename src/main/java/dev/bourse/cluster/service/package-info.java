/**
 * The replicated state machine: {@link dev.bourse.cluster.service.BourseClusteredService} applies each log message to
 * an INLINE core after the exactly-once check ({@code CommandDeduplicator}), answers on the sender's egress
 * ({@code EgressPublisher}, the core's listener) and writes and loads its snapshot ({@code ServiceSnapshot}).
 * <pre>
 *   log message -&gt; IngressAdapter -&gt; CommandDeduplicator --new--&gt; core (INLINE, clock = log time)
 *                     |                \--duplicate--&gt; CommandAck(DUPLICATE_COMMAND)
 *                     \--Query--&gt; QueryAnswerer -&gt; core reads -&gt; L2Ack / UserReportAck / TotalsAck
 *   core listener -&gt; EgressPublisher -&gt; CommandAck (events in parts of 256) -&gt; client session
 * </pre>
 */
package dev.bourse.cluster.service;
