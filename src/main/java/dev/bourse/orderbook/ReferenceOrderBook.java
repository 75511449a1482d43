package dev.bourse.orderbook;

/**
 * Placeholder so that parallel work compiles; replaced by the real implementation.
 */
public final class ReferenceOrderBook implements OrderBook {
    /**
     * @param listener receives every event
     */
    public ReferenceOrderBook(final OrderBookListener listener) {
        throw new UnsupportedOperationException("placeholder");
    }

    @Override
    public int place(final NewOrder order) {
        throw new UnsupportedOperationException();
    }

    @Override
    public int cancel(final long orderId, final long uid, final long timestamp) {
        throw new UnsupportedOperationException();
    }

    @Override
    public int reduce(final long orderId, final long uid, final long reduceBy, final long timestamp) {
        throw new UnsupportedOperationException();
    }

    @Override
    public int move(final long orderId, final long uid, final long newPrice, final long timestamp) {
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
    public void fillL2(final int depth, final L2Snapshot out) {
        throw new UnsupportedOperationException();
    }

    @Override
    public long lastTradePrice() {
        throw new UnsupportedOperationException();
    }

    @Override
    public long bestBidPrice() {
        throw new UnsupportedOperationException();
    }

    @Override
    public long bestAskPrice() {
        throw new UnsupportedOperationException();
    }

    @Override
    public int restingOrderCount() {
        throw new UnsupportedOperationException();
    }

    @Override
    public int pendingStopCount() {
        throw new UnsupportedOperationException();
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
