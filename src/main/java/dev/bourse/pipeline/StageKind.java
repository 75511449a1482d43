package dev.bourse.pipeline;

/**
 * The stage list: every stage of the pipeline, in the order a command passes them (declaration order). Each of
 * {@link dev.bourse.config.ThreadLayout}'s three layouts is derived from this one list by {@link Topology}; the
 * layouts differ only in which thread runs which stage, never in the stages, their order or what each waits for.
 * <pre>
 *  stage        sharded by   failure policy   role     thread key   waits for
 *  grouping     -            NUMBERING        chain    grouping     the ring's published cursor
 *  journal      -            (its own)        beside   journal      grouping
 *  risk-check   user         CHECK            chain    risk         grouping; its shard's settlement of k - 1
 *  matching     symbol       APPLY            chain    matching     every risk check
 *  settlement   user         APPLY            chain    risk         every matching shard
 *  results      -            REPORT           join     results      every settlement and the journal
 * </pre>
 * The rules behind the last column, so that an added row needs no wiring code beyond its constructor:
 * <ul>
 *   <li>a {@link Role#CHAIN} or {@link Role#BESIDE} stage follows every shard of the chain stage before it;</li>
 *   <li>a {@link Role#BESIDE} stage (the journal, present only when journalling) is followed by no chain stage: it
 *       runs beside the engine;</li>
 *   <li>the {@link Role#JOIN} stage (the last) follows the chain and every beside stage, and gates the ring: a slot
 *       is reused only after it was reported;</li>
 *   <li>two stages of one sharding with one thread key belong to the same shard owner (a risk shard's accounts):
 *       they share a thread in every layout, and the first handles command {@code k} only after the last finished
 *       {@code k - 1}, so a risk check sees the settlement of every earlier command.</li>
 * </ul>
 *
 * <p>Thread-safety: immutable.
 */
enum StageKind {
    /** Numbers and times each command through the sequencer; begins snapshots. */
    GROUPING("grouping", Sharding.NONE, StageFailure.NUMBERING, Role.CHAIN, "grouping"),
    /** Writes each command to the journal (forced by GROUP_COMMIT before its results go out); optional. */
    JOURNAL("journal", Sharding.NONE, null, Role.BESIDE, "journal"),
    /** Pre-trade check and hold of order commands; the whole of account commands. */
    RISK_CHECK("risk-check", Sharding.BY_USER, StageFailure.CHECK, Role.CHAIN, "risk"),
    /** The order books of the symbols a shard owns. */
    MATCHING("matching", Sharding.BY_SYMBOL, StageFailure.APPLY, Role.CHAIN, "matching"),
    /** Settles a command's events for the users a risk shard owns. */
    SETTLEMENT("settlement", Sharding.BY_USER, StageFailure.APPLY, Role.CHAIN, "risk"),
    /** Completes futures and calls the listener; the last stage. */
    RESULTS("results", Sharding.NONE, StageFailure.REPORT, Role.JOIN, "results");

    /** How a stage's instances split the state. */
    enum Sharding {
        /** One instance. */
        NONE,
        /** One instance per risk shard, owning the users with {@code uid & (riskShards - 1) == shard}. */
        BY_USER,
        /** One instance per matching shard, owning the symbols with {@code symbol & (matchingShards - 1) == shard}. */
        BY_SYMBOL
    }

    /** Where a stage sits in the graph (see the class documentation for what each waits for). */
    enum Role {
        /** On the path every command takes to its result. */
        CHAIN,
        /** Follows the chain, beside it: nothing but the join waits for it. Present only when enabled. */
        BESIDE,
        /** The last stage: waits for the chain and every beside stage, and gates the ring. */
        JOIN
    }

    private final String label;
    private final Sharding sharding;
    private final StageFailure policy;
    private final Role role;
    private final String threadKey;

    StageKind(final String label, final Sharding sharding, final StageFailure policy, final Role role,
            final String threadKey) {
        this.label = label;
        this.sharding = sharding;
        this.policy = policy;
        this.role = role;
        this.threadKey = threadKey;
    }

    /** @return the stage's name; a sharded instance is named {@code label-shard} */
    String label() {
        return label;
    }

    /** @return how its instances split the state */
    Sharding sharding() {
        return sharding;
    }

    /** @return true when there is one instance per shard */
    boolean sharded() {
        return sharding != Sharding.NONE;
    }

    /**
     * @return the policy applied to what it throws ({@link GuardedHandler}), or null for a stage that guards itself
     *     and takes the whole ring per poll (the journal, see {@link JournalStage})
     */
    StageFailure policy() {
        return policy;
    }

    /** @return its place in the graph */
    Role role() {
        return role;
    }

    /**
     * @return the name of its thread in a layout giving every shard owner a thread ({@code PIPELINED}); a sharded
     *     stage's thread is {@code key-shard}
     */
    String threadKey() {
        return threadKey;
    }

    /**
     * @param riskShards     risk shards, &gt;= 1
     * @param matchingShards matching shards, &gt;= 1
     * @return how many instances the stage has
     */
    int instances(final int riskShards, final int matchingShards) {
        switch (sharding) {
            case BY_USER:
                return riskShards;
            case BY_SYMBOL:
                return matchingShards;
            default:
                return 1;
        }
    }

    /**
     * The later stage of the same shard owner ({@code same sharding and thread key}), whose previous command this
     * stage waits for; null when none.
     *
     * @return the owner's last stage after this one, or null
     */
    StageKind ownerLast() {
        final StageKind[] all = values();
        StageKind last = null;
        for (int k = ordinal() + 1; k < all.length; k++) {
            if (sharded() && all[k].sharding == sharding && all[k].threadKey.equals(threadKey)) {
                last = all[k];
            }
        }
        return last;
    }
}
