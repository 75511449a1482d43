package dev.bourse.gateway.rest;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.bourse.api.CommandEvent;
import dev.bourse.api.CommandResult;
import dev.bourse.api.ResultCode;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.regex.Pattern;

/**
 * The {@value #HEADER} header of a mutating request, and the one place where it meets the core. A retry with the same
 * key returns the first answer and is never applied twice, also after a restart: the key reaches the core as the
 * command's idempotency key ({@link dev.bourse.api.OrderRequest#idempotencyKey}), which goes through the journal and
 * the snapshots and is checked in sequence by the member's risk shard; no cache in the gateway could survive a
 * restart, and there is none.
 *
 * <p>The header: 1 to 64 characters of {@code [A-Za-z0-9_-]}, chosen by the member; keys are per member (two members
 * may use the same text). {@link #derive} turns (member, key) into a 63-bit key, the same on every node and every
 * run: the first 8 bytes of SHA-256 over the uid and the key, never 0. The request goes with a hash of what it asks
 * ({@link #requestHash}: method, path and body), kept by the core beside the key. A request without the header is
 * not deduplicated.
 *
 * <p>Answers ({@link #answer}): the first request gets its own answer. A repeat, refused by the core with
 * DUPLICATE_COMMAND, gets the first answer again, rebuilt from what the core kept: the first result code's status, its
 * {@code result} and {@code sequence} (the first command's), the route's order ids, {@code "replayed": true} and the
 * header {@value #REPLAYED_HEADER}{@code : true}; the first answer's fills are not repeated (read them from
 * {@code /api/v1/fills}). A repeat whose method, path or body differs from the first is refused with 422
 * IDEMPOTENCY_KEY_REUSED, nothing applied. A key is kept for {@code bourse.risk.idempotency.window} (a day by default)
 * and among the member's last {@code bourse.risk.idempotency.keys} keys; past that a retry applies again.
 *
 * <p>Thread-safety: stateless; safe for concurrent use.
 */
public final class IdempotencyGate {
    /** The request header. */
    public static final String HEADER = "Idempotency-Key";
    /** The answer's header on a replayed first answer. */
    public static final String REPLAYED_HEADER = "Idempotent-Replayed";
    private static final Pattern KEY = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    /**
     * A request's key as the core takes it.
     *
     * @param key         the derived key, 0 for none
     * @param requestHash the hash of the request, 0 without a key
     */
    public record Key(long key, long requestHash) {
        /** No key: the request is not deduplicated. */
        public static final Key NONE = new Key(0, 0);
    }

    /**
     * @param ctx  the request, already admitted
     * @param uid  the member
     * @param body the request's body as received
     * @return {@link Key#NONE} when the request has no key, else its key and request hash
     * @throws ApiProblem 400 BAD_IDEMPOTENCY_KEY for a malformed key (empty, too long, other characters)
     */
    public Key key(final Context ctx, final long uid, final byte[] body) {
        final String key = ctx.header(HEADER);
        if (key == null) {
            return Key.NONE;
        }
        if (!KEY.matcher(key).matches()) {
            throw ApiProblem.badRequest("BAD_IDEMPOTENCY_KEY", HEADER + ": 1 to 64 characters of A-Z a-z 0-9 _ -");
        }
        return new Key(derive(uid, key), requestHash(ctx.method().name(), ctx.path(), body));
    }

    /**
     * The answer to a command: its own, or, for a repeated key, the first one.
     *
     * @param ctx     the request
     * @param r       the core's result
     * @param key     the request's key
     * @param listing the symbol's listing, for the fills
     * @return the body, for the route to add its order ids to
     * @throws ApiProblem 422 IDEMPOTENCY_KEY_REUSED when the key first came with another request
     */
    public ObjectNode answer(final Context ctx, final CommandResult r, final Key key, final Listing listing) {
        final CommandEvent.Duplicate first = key.key() == 0 ? null : duplicateByKey(r);
        if (first == null) {
            return Replies.result(ctx, r, listing);
        }
        if (first.originalRequestHash() != key.requestHash()) {
            throw new ApiProblem(422, "IDEMPOTENCY_KEY_REUSED", HEADER + " was first sent with another request "
                    + "(method, path or body): use a new key for a new request");
        }
        ctx.status(first.originalResultCode() == ResultCode.DUPLICATE_COMMAND ? 409
                : Replies.status(first.originalResultCode()));
        ctx.header(REPLAYED_HEADER, "true");
        return Replies.object().put("result", ResultCode.name(first.originalResultCode()))
                .put("sequence", first.originalSequence()).put("replayed", true);
    }

    private static CommandEvent.Duplicate duplicateByKey(final CommandResult r) {
        if (r.resultCode() != ResultCode.DUPLICATE_COMMAND) {
            return null;
        }
        for (final CommandEvent e : r.events()) {
            if (e instanceof CommandEvent.Duplicate d && d.idempotencyKey() != 0) {
                return d;
            }
        }
        return null;
    }

    /**
     * @param uid the member
     * @param key the header's text
     * @return the key: 1 to 2^63 - 1, the same for the same member and key
     */
    public static long derive(final long uid, final String key) {
        final MessageDigest sha = sha256();
        for (int shift = 56; shift >= 0; shift -= 8) {
            sha.update((byte) (uid >>> shift));
        }
        final long id = first8(sha.digest(key.getBytes(StandardCharsets.US_ASCII))) & Long.MAX_VALUE;
        return id == 0 ? 1 : id;
    }

    /**
     * @param method the HTTP method
     * @param path   the request path
     * @param body   the body as received
     * @return the first 8 bytes of SHA-256 over the three (each length-prefixed)
     */
    public static long requestHash(final String method, final String path, final byte[] body) {
        final MessageDigest sha = sha256();
        for (final byte[] part : new byte[][] {method.getBytes(StandardCharsets.UTF_8),
            path.getBytes(StandardCharsets.UTF_8), body}) {
            final int n = part.length;
            sha.update(new byte[] {(byte) (n >>> 24), (byte) (n >>> 16), (byte) (n >>> 8), (byte) n});
            sha.update(part);
        }
        return first8(sha.digest());
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (final NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    private static long first8(final byte[] d) {
        long id = 0;
        for (int i = 0; i < 8; i++) {
            id = id << 8 | (d[i] & 0xFF);
        }
        return id;
    }
}
