package dev.bourse.bench;

import java.util.SplittableRandom;

import dev.bourse.api.OrderType;
import dev.bourse.common.StateHash;

/**
 * Generates {@link BookLoad}s: deterministic (same seed, same stream), replayable command streams for one order book,
 * modelled on exchange-core's single-book benchmark generator but written from its description, not its code.
 *
 * <p>Every stream starts with the same prefill for a given seed: {@code targetOrders} GTC orders, each side with equal
 * odds, at {@code mid - 1 - offset} (bids) or {@code mid + 1 + offset} (asks), the offset drawn in
 * {@code [0, 900)} as {@code 900 · u^1.2} (u uniform), a mild skew toward the mid, so that 1,000 orders cover about
 * 750 levels; sizes {@code 1 + a·b·c} lots with {@code a, b} in 0..4 and {@code c} in 0..6 (1 to 97, mostly small);
 * owners drawn among {@code users} uids {@code 1..users}. Order ids are 1, 2, 3, … in placing order and never reused
 * within a cycle. The body then follows the {@link BookLoadScenario}, and a closing section cancels what is left (see
 * {@link BookLoad} for the layout).
 *
 * <p>The generator drives its own model of the book ({@code ShadowBook}) to know which orders are live, where the
 * best prices and the last trade are, and which makers a command filled, so cancels and moves always name a live
 * order of the right owner and the expected totals of a cycle are known without either real book.
 *
 * <p>Cost: well under a second per million commands, 35 bytes per command; call it outside measured code.
 *
 * <p>Thread-safety: immutable; {@link #generate} may run on several threads at once.
 */
public final class BookLoadGenerator {
    /** Default mid price of the prefill, ticks. */
    public static final long DEFAULT_MID_PRICE = 100_000;
    /** Default number of resting orders the streams keep the book near. */
    public static final int DEFAULT_TARGET_ORDERS = 1_000;
    /** Default number of distinct uids. */
    public static final int DEFAULT_USERS = 100;
    /** Default number of timed commands per cycle. */
    public static final int DEFAULT_TIMED_COMMANDS = 1_000_000;

    /** Offsets from the mid are drawn in {@code [0, PRICE_RANGE)} ticks. */
    static final int PRICE_RANGE = 900;
    /** Exponent of the offset skew: {@code offset = PRICE_RANGE · u^OFFSET_SKEW}, u uniform in [0, 1). */
    static final double OFFSET_SKEW = 1.2;
    /** Extra ticks an IOC may reach past the best opposite price, exclusive bound. */
    static final int IOC_REACH = 4;
    /** In the mix, one GTC in this many is marketable: priced like an IOC, it trades and rests what is left. */
    static final int MARKETABLE_GTC_ONE_IN = 4;

    private static final int KIND_GTC = 0;
    private static final int KIND_IOC = 1;
    private static final int KIND_CANCEL = 2;
    private static final int KIND_MOVE = 3;

    private final long seed;
    private final int targetOrders;
    private final int users;
    private final long midPrice;

    /**
     * @param seed         any value; equal seeds give equal streams
     * @param targetOrders resting orders after the prefill and the size the body keeps near, 2..1,000,000
     * @param users        distinct uids, 1..1,000,000
     * @param midPrice     ticks, at least {@code 10 · 900}, so that prices stay positive
     * @throws IllegalArgumentException when a value is out of range
     */
    public BookLoadGenerator(final long seed, final int targetOrders, final int users, final long midPrice) {
        if (targetOrders < 2 || targetOrders > 1_000_000) {
            throw new IllegalArgumentException("targetOrders out of 2..1000000: " + targetOrders);
        }
        if (users < 1 || users > 1_000_000) {
            throw new IllegalArgumentException("users out of 1..1000000: " + users);
        }
        if (midPrice < 10L * PRICE_RANGE || midPrice > Long.MAX_VALUE / 4) {
            throw new IllegalArgumentException("midPrice too small or too large: " + midPrice);
        }
        this.seed = seed;
        this.targetOrders = targetOrders;
        this.users = users;
        this.midPrice = midPrice;
    }

    /**
     * A generator with the default book: 1,000 orders, 100 users, mid price 100,000 ticks.
     *
     * @param seed any value; equal seeds give equal streams
     */
    public BookLoadGenerator(final long seed) {
        this(seed, DEFAULT_TARGET_ORDERS, DEFAULT_USERS, DEFAULT_MID_PRICE);
    }

    /**
     * Generates one cycle of a scenario.
     *
     * @param scenario      what the body measures
     * @param timedCommands timed commands in the body, 1..50,000,000 (maintenance commands come on top)
     * @return the stream
     * @throws IllegalArgumentException when {@code timedCommands} is out of range
     */
    public BookLoad generate(final BookLoadScenario scenario, final int timedCommands) {
        if (timedCommands < 1 || timedCommands > 50_000_000) {
            throw new IllegalArgumentException("timedCommands out of 1..50000000: " + timedCommands);
        }
        return new Run(scenario, timedCommands).generate();
    }

    /** @return resting orders after the prefill */
    public int targetOrders() {
        return targetOrders;
    }

    /** @return number of distinct uids */
    public int users() {
        return users;
    }

    /** @return the prefill's mid price in ticks */
    public long midPrice() {
        return midPrice;
    }

    /** One generation: the model, the random source and the columns being filled. */
    private final class Run {
        private final BookLoadScenario scenario;
        private final int timedTarget;
        private final ShadowBook book = new ShadowBook();
        private final BookLoadProfile profile = new BookLoadProfile();
        private final CommandColumns columns;
        private SplittableRandom random;
        private long nextId = 1;

        Run(final BookLoadScenario scenario, final int timedTarget) {
            this.scenario = scenario;
            this.timedTarget = timedTarget;
            final long perTimed = scenario == BookLoadScenario.MIX ? 1 : scenario == BookLoadScenario.MOVE ? 1 : 2;
            this.columns = new CommandColumns((int) Math.min(Integer.MAX_VALUE - 16,
                    perTimed * timedTarget + 3L * targetOrders + 64));
        }

        BookLoad generate() {
            random = new SplittableRandom(seed);
            for (int i = 0; i < targetOrders; i++) {
                placeResting(false);
            }
            profile.restingAfterPrefill = book.size();
            profile.levelsAfterPrefill = book.levelCount();
            profile.minRestingInBody = book.size();
            profile.maxRestingInBody = book.size();
            final int prefillEnd = columns.count();

            random = new SplittableRandom(StateHash.add(seed, scenario.ordinal()));
            while (profile.timedCommands < timedTarget) {
                bodyStep();
                profile.minRestingInBody = Math.min(profile.minRestingInBody, book.size());
                profile.maxRestingInBody = Math.max(profile.maxRestingInBody, book.size());
            }
            profile.restingAfterBody = book.size();
            profile.bestBidAfterBody = book.bestBid();
            profile.bestAskAfterBody = book.bestAsk();
            profile.lastTradeAfterBody = book.lastTradePrice();
            final int bodyEnd = columns.count();

            while (book.size() > 0) {
                cancel(book.liveAt(book.size() - 1), false);
            }
            profile.fillsPerCycle = book.totalFills();
            profile.tradedLotsPerCycle = book.totalLots();
            columns.trim();
            return new BookLoad(scenario, columns, prefillEnd, bodyEnd, profile);
        }

        private void bodyStep() {
            switch (scenario) {
                case PLACE:
                    placeResting(true);
                    cancel(randomLive(), false);
                    break;
                case CANCEL:
                    cancel(randomLive(), true);
                    placeResting(false);
                    break;
                case MOVE:
                    moveTowardMid();
                    break;
                case MATCH:
                    takeAndRefill();
                    break;
                case MIX:
                    mixStep();
                    break;
                default:
                    throw new IllegalStateException("unknown scenario " + scenario);
            }
        }

        /** A GTC on a random side that cannot trade: bids stay below the mid and asks above it in these scenarios. */
        private void placeResting(final boolean timed) {
            final int side = random.nextInt(2);
            final long price = side == ShadowBook.BID ? midPrice - 1 - offset() : midPrice + 1 + offset();
            place(side, OrderType.GTC, price, lots(), uid(), timed);
        }

        private void moveTowardMid() {
            ShadowBook.Order order = randomLive();
            while (Math.abs(midPrice - order.price) <= 1) {
                cancel(order, false);
                placeResting(false);
                order = randomLive();
            }
            final long distance = Math.abs(midPrice - order.price);
            final long step = Math.max(1, distance / 100);
            move(order, order.side == ShadowBook.BID ? order.price + step : order.price - step, true);
        }

        private void takeAndRefill() {
            final int side = random.nextInt(2);
            final long best = side == ShadowBook.BID ? book.bestAsk() : book.bestBid();
            if (best == 0) {
                place(1 - side, OrderType.GTC, side == ShadowBook.BID ? midPrice + 1 : midPrice - 1, lots(), uid(),
                        false);
                return;
            }
            final long reach = random.nextInt(IOC_REACH);
            place(side, OrderType.IOC, side == ShadowBook.BID ? best + reach : best - reach, lots(), uid(), true);
            final int refills = book.completedMakers().size();
            final ShadowBook.Order[] done = book.completedMakers().toArray(new ShadowBook.Order[refills]);
            for (final ShadowBook.Order maker : done) {
                place(maker.side, OrderType.GTC, maker.price, maker.originalSize, maker.uid, false);
            }
        }

        private void mixStep() {
            final int size = book.size();
            final int q = random.nextInt(100);
            final long reference = book.lastTradePrice() > 0 ? book.lastTradePrice() : midPrice;
            final boolean tooMany = size > targetOrders + targetOrders / 10;
            final boolean tooFew = size < targetOrders - targetOrders / 10;
            if (size == 0 || (q < 9 && !tooMany) || (q >= 12 && q < 18 && tooFew)) {
                final int side = random.nextInt(2);
                final long best = side == ShadowBook.BID ? book.bestAsk() : book.bestBid();
                final long price;
                if (best != 0 && random.nextInt(MARKETABLE_GTC_ONE_IN) == 0) {
                    final long reach = random.nextInt(IOC_REACH);
                    price = side == ShadowBook.BID ? best + reach : Math.max(1, best - reach);
                } else {
                    final long off = offset();
                    price = side == ShadowBook.BID ? Math.max(1, reference - off) : reference + off;
                }
                place(side, OrderType.GTC, price, lots(), uid(), true);
            } else if (q < 9 || (q >= 12 && q < 18)) {
                cancel(randomLive(), true);
            } else if (q < 12) {
                final int side = random.nextInt(2);
                final long best = side == ShadowBook.BID ? book.bestAsk() : book.bestBid();
                final long reach = random.nextInt(IOC_REACH);
                final long limit = best == 0 ? reference
                        : side == ShadowBook.BID ? best + reach : Math.max(1, best - reach);
                place(side, OrderType.IOC, limit, lots(), uid(), true);
            } else {
                final ShadowBook.Order order = randomLive();
                final long distance = reference - order.price;
                final long newPrice;
                if (distance == 0) {
                    newPrice = order.side == ShadowBook.BID ? order.price + 1 : order.price - 1;
                } else {
                    newPrice = order.price + Long.signum(distance) * Math.max(1, Math.abs(distance) / 100);
                }
                move(order, Math.max(1, newPrice), true);
            }
        }

        private void place(final int side, final OrderType type, final long price, final long size, final long uid,
                final boolean timed) {
            final long id = nextId++;
            columns.place(id, uid, side, type, price, size, timed);
            final int fills = book.place(id, uid, side, type == OrderType.IOC, price, size);
            if (timed) {
                count(type == OrderType.IOC ? KIND_IOC : KIND_GTC, fills);
            } else if (fills > 0) {
                throw new IllegalStateException("maintenance place traded: order " + id);
            }
        }

        private void cancel(final ShadowBook.Order order, final boolean timed) {
            columns.cancel(order.id, order.uid, timed);
            book.cancel(order.id);
            if (timed) {
                count(KIND_CANCEL, 0);
            }
        }

        private void move(final ShadowBook.Order order, final long newPrice, final boolean timed) {
            columns.move(order.id, order.uid, newPrice, timed);
            final int fills = book.move(order.id, newPrice);
            if (timed) {
                count(KIND_MOVE, fills);
            }
        }

        private void count(final int kind, final int fills) {
            profile.timedCommands++;
            if (fills > 0) {
                profile.timedTrading++;
            }
            switch (kind) {
                case KIND_GTC:
                    profile.timedGtc++;
                    break;
                case KIND_IOC:
                    profile.timedIoc++;
                    break;
                case KIND_CANCEL:
                    profile.timedCancels++;
                    break;
                default:
                    profile.timedMoves++;
                    break;
            }
        }

        private ShadowBook.Order randomLive() {
            return book.liveAt(random.nextInt(book.size()));
        }

        private long offset() {
            return (long) (PRICE_RANGE * Math.pow(random.nextDouble(), OFFSET_SKEW));
        }

        private long lots() {
            return 1L + random.nextInt(5) * random.nextInt(5) * random.nextInt(7);
        }

        private long uid() {
            return 1L + random.nextInt(users);
        }
    }
}
