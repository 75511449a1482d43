package dev.bourse.cluster.route;

import java.util.List;

/**
 * Where the coordinator keeps its transfers: the only state it has. {@link #put} must be durable when it returns,
 * since the coordinator acts on a state only after recording it; a store that loses a put loses the knowledge that a
 * step may have been taken, and then a transfer's money could stay in flight unseen (never moved twice, though:
 * the cores' transaction ids still refuse a repeat).
 *
 * <p>Thread-safety: called by one coordinator at a time.
 */
public interface TransferStore {
    /**
     * Records a transfer in its current state, replacing the record of the same id.
     *
     * @param transfer the transfer
     */
    void put(Transfer transfer);

    /**
     * @param id a transfer id
     * @return its latest record, or null
     */
    Transfer get(long id);

    /** @return every transfer not in a final state, in ascending id order (a new list) */
    List<Transfer> unfinished();

    /** @return every transfer, in ascending id order (a new list) */
    List<Transfer> all();
}
