/**
 * The journal: every state-changing command, with the sequence and timestamp grouping gave it, appended in blocks
 * to segment files, so that a core can rebuild its state after a crash by replaying them.
 * <pre>
 *  ring --&gt; JournalStage --&gt; JournalWriter --&gt; 00000000000000000001.journal   (segments roll at
 *  (pipeline)  append(slot)     block buffer      00000000000000052001.journal    journal.segment.bytes)
 *                               LZ4 + CRC32C      ...
 *                               GROUP_COMMIT: block + commit record, one force
 *                               (a block: all that arrived during the last force)
 *                                   |
 *                                   v
 *                             Storage (FileStorage: the disk; a simulated disk in tests)
 *
 *  ExchangeCore.start() --&gt; Journal.recover --&gt; JournalReader: check all; committed data lost -&gt; refuse;
 *                                                torn tail -&gt; cut; seal the newest segment (TailRepair);
 *                                                then replay records into the ring flagged as replay;
 *                                                what it found and did -&gt; ReplaySink.warn (nothing printed)
 * </pre>
 * <ul>
 *   <li>{@link dev.bourse.journal.JournalDescriptor}: the binary format, drawn: segment header, the double-written
 *       commit record, block, record;</li>
 *   <li>{@link dev.bourse.journal.JournalRecordCodec}: the one place listing the recorded slot fields;</li>
 *   <li>{@link dev.bourse.journal.JournalWriter}: the {@link dev.bourse.journal.Journal} that writes, and
 *       recovers;</li>
 *   <li>{@link dev.bourse.journal.JournalReader}: reads and checks. A bad spot before the durable end a segment's
 *       commit record names, a segment cut short before it, or a newest segment whose predecessor says the journal
 *       went on, is lost committed data; other damage before the tail is corruption; both are a
 *       {@link dev.bourse.journal.JournalCorruptedException} naming the file and byte offset. Damage after the
 *       durable end of the newest segment is a torn tail: cut, and reported in the
 *       {@link dev.bourse.journal.JournalReadResult}.</li>
 * </ul>
 * What a crash can cost: with GROUP_COMMIT nothing acknowledged (a result is released only after its block and the
 * commit record written with it were forced; only the last block written, never acknowledged, can be torn); if the
 * disk damages data at rest, the damage is refused with file and offset, except in the very last block written,
 * whose force no later record confirms: it is cut with a warning naming its sequences. With ASYNC, a process crash
 * costs nothing (the operating system has every written block), a power loss costs what was written since the
 * newest segment was created or sealed (the warning names the sequence from which acknowledged commands may be
 * lost); everything before is checked as with GROUP_COMMIT.
 *
 * <p>Recovery is "newest valid snapshot if any, then the journal from its sequence + 1": a snapshot loader passes its
 * sequence as {@code afterSequence} to {@link dev.bourse.journal.Journal#recover}. Tools: {@code JournalDumpTool},
 * {@code JournalVerifyTool} in {@code dev.bourse.cli}.
 */
package dev.bourse.journal;
