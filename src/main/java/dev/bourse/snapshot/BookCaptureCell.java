package dev.bourse.snapshot;

import dev.bourse.matching.MatchingShard;
import dev.bourse.orderbook.RestorableOrderBook;
import java.util.ArrayList;
import java.util.List;

/**
 * One matching shard's part of an incremental {@link SnapshotCut}: receives each book of the cut as the shard
 * exports it ({@link MatchingShard#beginCapture}), copies it into a primitive image ({@link BookCodec#copy}; encoded
 * into its section later, by the assembling thread), and knows the capture is complete when
 * every book the shard held at the cut has arrived. Never throws into the shard: a failure is kept and fails the
 * snapshot, not the command being run.
 *
 * <p>Thread-safety: written by the shard's thread only; read by the assembling thread after a happens-before edge.
 */
final class BookCaptureCell extends CaptureCell implements MatchingShard.SymbolBookVisitor {
    private final List<String> names = new ArrayList<>();
    private final List<Long> symbols = new ArrayList<>();
    private final List<long[]> images = new ArrayList<>();
    private final int expectedBooks;

    /**
     * At the cut, on the shard's thread: starts the shard's capture (copies nothing).
     *
     * @param shard the matching shard, right after the cut's command
     */
    BookCaptureCell(final MatchingShard shard) {
        expectedBooks = shard.symbolCount();
        shard.beginCapture(this);
        checkDone();
    }

    @Override
    public void visit(final long symbol, final RestorableOrderBook book) {
        try {
            images.add(BookCodec.copy(book));
            symbols.add(symbol);
            names.add(SnapshotDescriptor.BOOK_PREFIX + symbol);
        } catch (final Exception e) {
            failed(e);
            names.add(null);
        }
        checkDone();
    }

    private void checkDone() {
        doneWhen(names.size() == expectedBooks);
    }

    List<String> names() {
        return names;
    }

    /** @return the books' sections, encoded now from their copies (the assembling thread) */
    List<SectionOutput> sections() {
        final List<SectionOutput> sections = new ArrayList<>(images.size());
        for (int k = 0; k < images.size(); k++) {
            sections.add(BookCodec.encode(symbols.get(k), images.get(k)));
        }
        return sections;
    }
}
