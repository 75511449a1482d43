package dev.bourse.cluster.route;

import java.util.Arrays;
import org.eclipse.collections.impl.map.mutable.primitive.LongIntHashMap;

/**
 * Which cluster trades which symbol: every symbol belongs to exactly one of {@link #clusterCount()} independent
 * clusters (numbered 0 to count − 1), and one of them is the <em>funding cluster</em>, where money enters and leaves
 * the whole exchange (deposits and withdrawals from outside). A symbol absent from the table is traded nowhere, so a
 * command for it is refused with {@link RouteResultCode#UNROUTED_SYMBOL} rather than guessed into some cluster: a
 * book created by a guess could never be moved without its resting orders. docs/multi-cluster.md is the design.
 *
 * <p>Built and validated once by {@link Builder#build()}; a table that breaks a rule is bad configuration and is
 * refused with an {@link IllegalArgumentException} naming the rule.
 *
 * <p>Thread-safety: immutable; {@link #clusterOf} reads one primitive map and allocates nothing.
 */
public final class SymbolRoutes {
    /** Most clusters a table may name: 64 (each cluster is a whole replicated Bourse; more is an operator's error). */
    public static final int MAX_CLUSTERS = 64;
    /** Most symbols a table may route: 2^20 (a bound, so that a mistyped range cannot fill the heap). */
    public static final int MAX_SYMBOLS = 1 << 20;
    /** What {@link #clusterOf} returns for a symbol in no cluster. */
    public static final int NO_CLUSTER = -1;

    private final int clusterCount;
    private final int fundingCluster;
    private final LongIntHashMap clusters;
    private final long[] symbols;

    private SymbolRoutes(final int clusterCount, final int fundingCluster, final LongIntHashMap clusters) {
        this.clusterCount = clusterCount;
        this.fundingCluster = fundingCluster;
        this.clusters = clusters;
        this.symbols = clusters.keySet().toSortedArray();
    }

    /**
     * @param clusterCount the clusters the table routes to, 1..{@link #MAX_CLUSTERS}
     * @return an empty builder with funding cluster 0
     */
    public static Builder builder(final int clusterCount) {
        return new Builder(clusterCount);
    }

    /** @return the number of clusters, 1..{@link #MAX_CLUSTERS} */
    public int clusterCount() {
        return clusterCount;
    }

    /** @return the cluster where outside deposits and withdrawals go, 0..count − 1 */
    public int fundingCluster() {
        return fundingCluster;
    }

    /**
     * @param symbol a symbol id
     * @return its cluster, 0..count − 1, or {@link #NO_CLUSTER} when the table does not route it
     */
    public int clusterOf(final long symbol) {
        return clusters.getIfAbsent(symbol, NO_CLUSTER);
    }

    /** @return every routed symbol, ascending (a copy) */
    public long[] symbols() {
        return symbols.clone();
    }

    /**
     * @param cluster a cluster, 0..count − 1
     * @return the symbols it trades, ascending (a new array)
     * @throws IllegalArgumentException for a cluster outside the table
     */
    public long[] symbolsOf(final int cluster) {
        checkCluster(cluster, clusterCount, "cluster");
        int n = 0;
        final long[] out = new long[symbols.length];
        for (final long symbol : symbols) {
            if (clusters.get(symbol) == cluster) {
                out[n++] = symbol;
            }
        }
        return Arrays.copyOf(out, n);
    }

    @Override
    public String toString() {
        return "SymbolRoutes{clusters=" + clusterCount + ", funding=" + fundingCluster + ", symbols="
                + symbols.length + "}";
    }

    private static void checkCluster(final int cluster, final int count, final String what) {
        if (cluster < 0 || cluster >= count) {
            throw new IllegalArgumentException(what + " " + cluster + " is outside 0.." + (count - 1));
        }
    }

    /**
     * Collects routes; {@link #build()} validates them. Rules: a cluster count in 1..{@link #MAX_CLUSTERS}; every
     * symbol id &gt; 0 and routed once (a second route for it is an error, not an override, since two lines for one
     * symbol in an operator's table mean one of them is wrong), at most {@link #MAX_SYMBOLS} of them; every cluster
     * index and the funding cluster within the count; every cluster with at least one symbol unless it is the funding
     * cluster (a cluster with nothing to trade and no money to hold is a typo in the table).
     *
     * <p>Thread-safety: none; one thread builds.
     */
    public static final class Builder {
        private final int clusterCount;
        private final LongIntHashMap clusters = new LongIntHashMap();
        private int fundingCluster;
        private String error;

        private Builder(final int clusterCount) {
            this.clusterCount = clusterCount;
        }

        /**
         * @param symbol  a symbol id, &gt; 0
         * @param cluster its cluster, 0..count − 1
         * @return this
         */
        public Builder route(final long symbol, final int cluster) {
            if (error != null) {
                return this;
            }
            if (symbol <= 0) {
                error = "symbol id " + symbol + " is not > 0";
            } else if (clusters.containsKey(symbol)) {
                error = "symbol " + symbol + " is routed twice (to " + clusters.get(symbol) + " and " + cluster + ")";
            } else if (cluster < 0 || cluster >= clusterCount) {
                error = "symbol " + symbol + " is routed to cluster " + cluster + ", outside 0.." + (clusterCount - 1);
            } else if (clusters.size() >= MAX_SYMBOLS) {
                error = "more than " + MAX_SYMBOLS + " symbols";
            } else {
                clusters.put(symbol, cluster);
            }
            return this;
        }

        /**
         * Routes the symbols {@code first..last} (inclusive) to one cluster.
         *
         * @param first   first symbol id, &gt; 0
         * @param last    last symbol id, &gt;= first
         * @param cluster their cluster
         * @return this
         */
        public Builder routeRange(final long first, final long last, final int cluster) {
            if (error != null) {
                return this;
            }
            if (first <= 0 || last < first || last - first >= MAX_SYMBOLS) {
                error = "symbol range " + first + ".." + last + " is not 1 to " + MAX_SYMBOLS + " ids > 0";
                return this;
            }
            for (long s = first; s <= last && error == null; s++) {
                route(s, cluster);
            }
            return this;
        }

        /**
         * @param cluster where outside deposits and withdrawals go, 0..count − 1 (default 0)
         * @return this
         */
        public Builder fundingCluster(final int cluster) {
            fundingCluster = cluster;
            return this;
        }

        /**
         * @return the validated table
         * @throws IllegalArgumentException naming the first rule broken
         */
        public SymbolRoutes build() {
            if (clusterCount < 1 || clusterCount > MAX_CLUSTERS) {
                throw new IllegalArgumentException("cluster count " + clusterCount + " is outside 1.." + MAX_CLUSTERS);
            }
            if (error != null) {
                throw new IllegalArgumentException(error);
            }
            checkCluster(fundingCluster, clusterCount, "funding cluster");
            final boolean[] used = new boolean[clusterCount];
            used[fundingCluster] = true;
            clusters.forEachValue(c -> used[c] = true);
            for (int c = 0; c < clusterCount; c++) {
                if (!used[c]) {
                    throw new IllegalArgumentException("cluster " + c
                            + " has no symbol and is not the funding cluster");
                }
            }
            return new SymbolRoutes(clusterCount, fundingCluster, new LongIntHashMap(clusters));
        }
    }
}
