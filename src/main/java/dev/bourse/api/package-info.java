/**
 * What users of Bourse import: sides, order types, self-trade prevention modes, cancel reasons and result codes.
 * Units everywhere: price in ticks, size in lots, amounts in a currency's minor units, time in nanoseconds taken
 * from the command's timestamp. All are {@code long}; there is no floating point in the core.
 */
package dev.bourse.api;
