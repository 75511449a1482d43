package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

import dev.bourse.api.CancelReason;
import dev.bourse.api.ResultCode;
import dev.bourse.api.Side;
import org.junit.jupiter.api.Test;

class PrintingBookListenerTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintingBookListener listener =
            new PrintingBookListener(new PrintWriter(new OutputStreamWriter(bytes, StandardCharsets.UTF_8), true), "",
                    "alice", "bob");

    @Test
    void printsOneReadableLinePerEventWithUserNames() {
        listener.onRested(7, 1, Side.ASK, 100_012, 12, 5, 1);
        listener.onTrade(7, 1, 9, 2, Side.BID, 100_012, 5, 7, 0, 2);
        listener.onStopAccepted(8, 2, Side.BID, 100_012, 3, 3);
        listener.onStopTriggered(8, 2, Side.BID, 100_012, 100_013, 4);
        listener.onCancelled(9, 2, Side.BID, 100_015, 2, 0, CancelReason.UNFILLED, 5);
        listener.onAmended(7, 1, Side.ASK, 100_012, 100_010, 7, 7, false, 6);
        listener.onRejected(10, 42, ResultCode.UNKNOWN_ORDER_ID, 7);
        assertThat(bytes.toString(StandardCharsets.UTF_8).lines()).containsExactly(
                "    rests    #7 alice sell 12 @ 100012 (iceberg, showing 5)",
                "    trade    5 @ 100012  maker #7 alice (7 left), taker #9 bob buy (0 left)",
                "    stop     #8 bob buy 3, waits for a trade at 100012",
                "    trigger  #8 bob buy: last trade 100013 reached 100012",
                "    cancel   #9 bob buy 2 @ 100015 (unfilled), 0 left",
                "    amend    #7 alice sell 7 @ 100012 -> 7 @ 100010",
                "    reject   #10 uid42: UNKNOWN_ORDER_ID");
    }
}
