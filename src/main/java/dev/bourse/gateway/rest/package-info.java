/**
 * The REST endpoints under {@code /api/v1}: member order entry and queries, market data, administration. Bodies are
 * strict JSON objects ({@link dev.bourse.gateway.rest.JsonFields}: unknown fields, wrong types and duplicates are
 * refused); decimal strings become ticks, lots and minor units exactly through the listing's scales
 * ({@link dev.bourse.gateway.rest.Decimals}). Every refusal is an {@link dev.bourse.gateway.rest.ApiProblem}: an HTTP
 * status and a machine-readable reason, answered as {@code {"error": REASON, "message": text}}.
 */
package dev.bourse.gateway.rest;
