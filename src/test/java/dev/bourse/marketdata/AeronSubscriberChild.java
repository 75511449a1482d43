package dev.bourse.marketdata;

import dev.bourse.marketdata.aeron.AeronFeedSubscriber;
import dev.bourse.marketdata.aeron.EmbeddedAeron;
import dev.bourse.marketdata.client.BookBuilder;

/**
 * The subscriber {@link AeronOutOfProcessTest} runs in its own JVM: its own embedded media driver, a subscription on
 * {@code aeron:udp?endpoint=127.0.0.1:<port>}, books rebuilt order by order. Whenever its books are exact and changed
 * it prints {@code STATE <symbols> <sum of the symbols' sequences> <stateHash>}. Runs until killed. Arguments: the
 * port and the stream id.
 */
public final class AeronSubscriberChild {
    private AeronSubscriberChild() {
    }

    public static void main(final String[] args) throws Exception {
        final String channel = "aeron:udp?endpoint=127.0.0.1:" + args[0];
        try (EmbeddedAeron aeron = new EmbeddedAeron("md-child-" + ProcessHandle.current().pid());
             AeronFeedSubscriber feed = new AeronFeedSubscriber(aeron.aeron(), channel, Integer.parseInt(args[1]),
                     new BookBuilder(true))) {
            System.out.println("STARTED");
            long applied = -1;
            while (true) {
                if (feed.poll() == 0) {
                    Thread.sleep(1);
                }
                final BookBuilder books = feed.books();
                if (!feed.isRecovering() && books.applied() != applied) {
                    applied = books.applied();
                    long sum = 0;
                    for (int i = 0; i < books.symbolCount(); i++) {
                        sum += books.sequence(books.symbolAt(i));
                    }
                    System.out.println("STATE " + books.symbolCount() + " " + sum + " " + books.stateHash());
                }
            }
        }
    }
}
