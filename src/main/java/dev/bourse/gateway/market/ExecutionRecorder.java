package dev.bourse.gateway.market;

import dev.bourse.marketdata.feed.ExecutionHandler;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.agrona.collections.Long2ObjectHashMap;

/**
 * Keeps each member's recent orders and fills from the feed's private execution reports ({@link MemberLog}): what
 * the order-status and fills endpoints answer. The feed hears the commands the core replays at start, so after a
 * restart from the journal the logs hold what they held before.
 * <p>Thread-safety: {@link #onExecution} on the feed's thread only; {@link #log} from any thread.
 */
public final class ExecutionRecorder implements ExecutionHandler {
    private final Long2ObjectHashMap<MemberLog> local = new Long2ObjectHashMap<>();
    private final Map<Long, MemberLog> shared = new ConcurrentHashMap<>();

    /**
     * @param uid a member
     * @return its log, or null before its first report
     */
    public MemberLog log(final long uid) {
        return shared.get(uid);
    }

    @Override
    public void onExecution(final long uid, final long userSeq, final long commandSeq, final long timestamp,
            final int kind, final long symbol, final long orderId, final int side, final long price, final long size,
            final long remaining, final long fee, final long tradeId, final int liquidity, final int code) {
        MemberLog log = local.get(uid);
        if (log == null) {
            log = new MemberLog();
            local.put(uid, log);
            shared.put(uid, log);
        }
        log.report(commandSeq, timestamp, kind, symbol, orderId, side, price, size, remaining, fee, tradeId,
                liquidity, code);
    }
}
