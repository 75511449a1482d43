/**
 * The journal: every state-changing command, with the sequence and timestamp grouping gave it, appended in blocks
 * to segment files, so that a core can rebuild its state after a crash by replaying them.
 * <pre>
 *  ring --&gt; JournalStage --&gt; JournalWriter --&gt; 00000000000000000001.journal   (segments roll at
 *  (pipeline)  append(slot)     block buffer      00000000000000052001.journal    journal.segment.bytes)
 *                               LZ4 + CRC32C      ...
 *                               force (GROUP_COMMIT)
 *
 *  ExchangeCore.start() --&gt; Journal.recover --&gt; JournalReader: check all, cut a torn tail,
 *                                                then replay records into the ring flagged as replay
 * </pre>
 * <ul>
 *   <li>{@link dev.bourse.journal.JournalDescriptor}: the binary format, drawn;</li>
 *   <li>{@link dev.bourse.journal.JournalRecordCodec}: the one place listing the recorded slot fields;</li>
 *   <li>{@link dev.bourse.journal.JournalWriter}: the {@link dev.bourse.pipeline.Journal} that writes, and
 *       recovers;</li>
 *   <li>{@link dev.bourse.journal.JournalReader}: reads and checks; torn tails are cut, anything else is a
 *       {@link dev.bourse.journal.JournalCorruptedException} naming the file and byte offset.</li>
 * </ul>
 * Recovery is "newest valid snapshot if any, then the journal from its sequence + 1": a snapshot loader passes its
 * sequence as {@code afterSequence} to {@link dev.bourse.pipeline.Journal#recover}. Tools: {@code JournalDumpTool},
 * {@code JournalVerifyTool} in {@code dev.bourse.cli}.
 */
package dev.bourse.journal;
