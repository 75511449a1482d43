/**
 * Who is calling: API keys with their HMAC-SHA256 secrets ({@link dev.bourse.gateway.auth.ApiKeys}), the request
 * signature and its time window and replay check ({@link dev.bourse.gateway.auth.SignatureCheck}), and the per-key
 * token bucket ({@link dev.bourse.gateway.auth.RateLimiter}). Clocks are injected so that tests decide the time.
 */
package dev.bourse.gateway.auth;
