/**
 * Decimal text at the gateway's edge: {@link dev.bourse.gateway.decimal.DecimalCodec} converts decimal strings to the
 * core's ticks, lots and minor units and back exactly, through a listing's scales, for every protocol (REST, FIX).
 */
package dev.bourse.gateway.decimal;
