package dev.bourse.compat;

/**
 * One command of the common subset. Unused fields are 0.
 *
 * @param kind     what it does
 * @param uid      user
 * @param symbol   symbol (orders)
 * @param orderId  order id (orders)
 * @param bid      side of a place
 * @param type     type of a place
 * @param price    limit in ticks; the total budget for FOK_BUDGET; the new price of a move
 * @param size     lots of a place; the reduction of a reduce
 * @param reserve  bid reserve price in ticks (the budget itself for a FOK_BUDGET bid)
 * @param currency currency of a deposit
 * @param amount   minor units of a deposit
 * @param txId     transaction id of a deposit, strictly increasing per user (exchange-core's rule)
 */
record CompatCommand(Kind kind, long uid, int symbol, long orderId, boolean bid, Type type, long price, long size,
        long reserve, int currency, long amount, long txId) {

    /** Command kinds. */
    enum Kind {
        ADD_USER, DEPOSIT, PLACE, CANCEL, MOVE, REDUCE
    }

    /** The order types both engines implement. */
    enum Type {
        GTC, IOC, FOK_BUDGET
    }

    static CompatCommand addUser(final long uid) {
        return new CompatCommand(Kind.ADD_USER, uid, 0, 0, false, null, 0, 0, 0, 0, 0, 0);
    }

    static CompatCommand deposit(final long uid, final int currency, final long amount, final long txId) {
        return new CompatCommand(Kind.DEPOSIT, uid, 0, 0, false, null, 0, 0, 0, currency, amount, txId);
    }

    static CompatCommand place(final long uid, final int symbol, final long orderId, final boolean bid,
            final Type type, final long price, final long size, final long reserve) {
        return new CompatCommand(Kind.PLACE, uid, symbol, orderId, bid, type, price, size, reserve, 0, 0, 0);
    }

    static CompatCommand cancel(final long uid, final int symbol, final long orderId) {
        return new CompatCommand(Kind.CANCEL, uid, symbol, orderId, false, null, 0, 0, 0, 0, 0, 0);
    }

    static CompatCommand move(final long uid, final int symbol, final long orderId, final long newPrice) {
        return new CompatCommand(Kind.MOVE, uid, symbol, orderId, false, null, newPrice, 0, 0, 0, 0, 0);
    }

    static CompatCommand reduce(final long uid, final int symbol, final long orderId, final long reduceBy) {
        return new CompatCommand(Kind.REDUCE, uid, symbol, orderId, false, null, 0, reduceBy, 0, 0, 0, 0);
    }

    /** @return the text form: the kind's letter and its fields, space separated */
    String toLine() {
        switch (kind) {
            case ADD_USER:
                return "U " + uid;
            case DEPOSIT:
                return "D " + uid + ' ' + currency + ' ' + amount + ' ' + txId;
            case PLACE:
                return "P " + uid + ' ' + symbol + ' ' + orderId + ' ' + (bid ? "BID" : "ASK") + ' ' + type + ' '
                        + price + ' ' + size + ' ' + reserve;
            case CANCEL:
                return "C " + uid + ' ' + symbol + ' ' + orderId;
            case MOVE:
                return "M " + uid + ' ' + symbol + ' ' + orderId + ' ' + price;
            case REDUCE:
                return "R " + uid + ' ' + symbol + ' ' + orderId + ' ' + size;
            default:
                throw new IllegalStateException(kind.toString());
        }
    }

    /**
     * @param f the fields of {@link #toLine()}
     * @return the command
     */
    static CompatCommand parse(final String[] f) {
        final long uid = Long.parseLong(f[1]);
        switch (f[0]) {
            case "U":
                return addUser(uid);
            case "D":
                return deposit(uid, Integer.parseInt(f[2]), Long.parseLong(f[3]), Long.parseLong(f[4]));
            case "P":
                return place(uid, Integer.parseInt(f[2]), Long.parseLong(f[3]), "BID".equals(f[4]),
                        Type.valueOf(f[5]), Long.parseLong(f[6]), Long.parseLong(f[7]), Long.parseLong(f[8]));
            case "C":
                return cancel(uid, Integer.parseInt(f[2]), Long.parseLong(f[3]));
            case "M":
                return move(uid, Integer.parseInt(f[2]), Long.parseLong(f[3]), Long.parseLong(f[4]));
            case "R":
                return reduce(uid, Integer.parseInt(f[2]), Long.parseLong(f[3]), Long.parseLong(f[4]));
            default:
                throw new IllegalArgumentException("unknown command " + String.join(" ", f));
        }
    }
}
