/**
 * What users of Bourse import: {@link dev.bourse.api.ExchangeApi} (every command, with its rules), the
 * {@link dev.bourse.api.OrderRequest} an order is named in (filled fluently, or reused as a flyweight on the
 * allocation-free path), each command's {@link dev.bourse.api.CommandResult} with every
 * {@link dev.bourse.api.CommandEvent} it caused, the {@link dev.bourse.api.ExchangeListener} that sees the same events
 * as they happen, the reports, symbol specifications, sides, order types, self-trade prevention modes, cancel reasons
 * and result codes (one code per reason: an order and a withdrawal short of money both get INSUFFICIENT_FUNDS).
 * Units everywhere: price in ticks, size in lots, amounts in a currency's minor units, time in nanoseconds taken
 * from the command's timestamp. All are {@code long}; there is no floating point in the core.
 */
package dev.bourse.api;
