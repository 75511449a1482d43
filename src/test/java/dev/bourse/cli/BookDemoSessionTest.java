package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import dev.bourse.api.ResultCode;
import dev.bourse.orderbook.L2Snapshot;
import dev.bourse.orderbook.NewOrder;
import dev.bourse.orderbook.OrderBook;
import dev.bourse.orderbook.OrderVisitor;
import org.junit.jupiter.api.Test;

class BookDemoSessionTest {

    @Test
    void sendsTheScriptedCommandsInOrderAndPrintsTheBookAfterEachOfTheSevenSteps() {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final RecordingBook book = new RecordingBook();
        new BookDemoSession(new PrintStream(bytes, true, StandardCharsets.UTF_8)).run(listener -> book);
        assertThat(book.commands).containsExactly(
                "place 101 1 ASK GTC 100010 10 0 0 1",
                "place 102 1 ASK GTC 100020 5 0 0 2",
                "place 103 1 ASK GTC 100030 3 0 0 3",
                "place 201 2 BID GTC 99990 8 0 0 4",
                "place 202 2 BID GTC 99980 4 0 0 5",
                "place 301 3 BID IOC 100015 12 0 0 6",
                "place 401 4 ASK GTC 100012 12 5 0 7",
                "place 203 2 BID STOP_MARKET 100030 3 0 100012 8",
                "place 302 3 BID MARKET 100030 7 0 0 9",
                "cancel 103 1 10",
                "move 201 2 100015 11");
        final List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(14);
        assertThat(lines).filteredOn(l -> l.startsWith("    book     bids")).hasSize(7);
        assertThat(lines.get(0)).startsWith("1. alice offers");
    }

    /** Records the commands it receives; an empty book for every query. */
    private static final class RecordingBook implements OrderBook {
        final List<String> commands = new ArrayList<>();

        @Override
        public int place(final NewOrder o) {
            commands.add("place " + o.orderId() + ' ' + o.uid() + ' ' + o.side() + ' ' + o.type() + ' ' + o.price()
                    + ' ' + o.size() + ' ' + o.displaySize() + ' ' + o.triggerPrice() + ' ' + o.timestamp());
            return ResultCode.SUCCESS;
        }

        @Override
        public int cancel(final long orderId, final long uid, final long timestamp) {
            commands.add("cancel " + orderId + ' ' + uid + ' ' + timestamp);
            return ResultCode.SUCCESS;
        }

        @Override
        public int move(final long orderId, final long uid, final long newPrice, final long timestamp) {
            commands.add("move " + orderId + ' ' + uid + ' ' + newPrice + ' ' + timestamp);
            return ResultCode.SUCCESS;
        }

        @Override
        public int reduce(final long orderId, final long uid, final long reduceBy, final long timestamp) {
            throw new UnsupportedOperationException();
        }

        @Override
        public int replace(final long orderId, final long uid, final long newPrice, final long newSize,
                final long timestamp) {
            throw new UnsupportedOperationException();
        }

        @Override
        public int massCancel(final long uid, final long timestamp) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void advanceTime(final long timestamp) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void fillL2(final int depth, final long asOf, final L2Snapshot out) {
            out.clear(depth);
        }

        @Override
        public long nextExpiry() {
            return Long.MAX_VALUE;
        }

        @Override
        public long lastTradePrice() {
            return 0;
        }

        @Override
        public long bestBidPrice() {
            return 0;
        }

        @Override
        public long bestAskPrice() {
            return 0;
        }

        @Override
        public int restingOrderCount() {
            return 0;
        }

        @Override
        public int pendingStopCount() {
            return 0;
        }

        @Override
        public void forEachOrder(final long uid, final OrderVisitor visitor) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void forEachOrder(final OrderVisitor visitor) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long stateHash() {
            throw new UnsupportedOperationException();
        }

        @Override
        public void checkInvariants() {
            throw new UnsupportedOperationException();
        }
    }
}
