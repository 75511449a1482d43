package dev.bourse.cluster.route;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * A {@link TransferStore} in memory: durable as long as the object lives, so it outlives a coordinator (tests crash
 * and recreate coordinators over one store) but not the process. A deployment needs a store on disk or in a
 * replicated log (docs/multi-cluster.md).
 *
 * <p>Thread-safety: every method is synchronized.
 */
public final class MemoryTransferStore implements TransferStore {
    private final TreeMap<Long, Transfer> transfers = new TreeMap<>();

    @Override
    public synchronized void put(final Transfer transfer) {
        transfers.put(transfer.id(), transfer);
    }

    @Override
    public synchronized Transfer get(final long id) {
        return transfers.get(id);
    }

    @Override
    public synchronized List<Transfer> unfinished() {
        final List<Transfer> out = new ArrayList<>();
        for (final Transfer t : transfers.values()) {
            if (!t.state().isFinal()) {
                out.add(t);
            }
        }
        return out;
    }

    @Override
    public synchronized List<Transfer> all() {
        return new ArrayList<>(transfers.values());
    }
}
