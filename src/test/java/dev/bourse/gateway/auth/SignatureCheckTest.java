package dev.bourse.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class SignatureCheckTest {
    private final ApiKeys keys = new ApiKeys();
    private final AtomicLong now = new AtomicLong(1_000_000);
    private final Principal p = new Principal("key0000000000000001", "secret-0000000000001", 1, false);

    private SignatureCheck.Verdict check(final SignatureCheck c, final long ts, final String body) {
        final byte[] b = body.getBytes(StandardCharsets.UTF_8);
        return c.check(p.key(), Long.toString(ts), RequestSigner.sign(p.secret(), ts, "POST", "/p", "a=1", b), "POST",
                "/p", "a=1", b);
    }

    @Test
    void aTimestampOutsideTheWindowIsStaleOnEitherSide() {
        keys.add(p);
        final SignatureCheck c = new SignatureCheck(keys, now::get, 5_000, 100);
        assertThat(check(c, now.get() - 5_001, "x")).isEqualTo(SignatureCheck.Verdict.STALE);
        assertThat(check(c, now.get() + 5_001, "x")).isEqualTo(SignatureCheck.Verdict.STALE);
        assertThat(check(c, now.get() - 5_000, "x")).isEqualTo(SignatureCheck.Verdict.OK);
    }

    @Test
    void aReplayIsRefusedAndAChangedBodyBreaksTheSignature() {
        keys.add(p);
        final SignatureCheck c = new SignatureCheck(keys, now::get, 5_000, 100);
        final long ts = now.get();
        assertThat(check(c, ts, "x")).isEqualTo(SignatureCheck.Verdict.OK);
        assertThat(check(c, ts, "x")).isEqualTo(SignatureCheck.Verdict.REPLAYED);
        final String sig = RequestSigner.sign(p.secret(), ts, "POST", "/p", "a=1", "x".getBytes(StandardCharsets.UTF_8));
        assertThat(c.check(p.key(), Long.toString(ts), sig, "POST", "/p", "a=1", "y".getBytes(StandardCharsets.UTF_8)))
                .isEqualTo(SignatureCheck.Verdict.BAD_SIGNATURE);
        assertThat(c.check(p.key(), Long.toString(ts), sig, "POST", "/p", "a=2", "x".getBytes(StandardCharsets.UTF_8)))
                .isEqualTo(SignatureCheck.Verdict.BAD_SIGNATURE);
        assertThat(c.check(p.key(), "12x", sig, "POST", "/p", null, new byte[0])).isEqualTo(
                SignatureCheck.Verdict.MISSING);
    }

    @Test
    void rememberedSignaturesAreBoundedAndForgottenOnceStale() {
        keys.add(p);
        final SignatureCheck c = new SignatureCheck(keys, now::get, 1_000, 2);
        assertThat(check(c, now.get(), "a")).isEqualTo(SignatureCheck.Verdict.OK);
        assertThat(check(c, now.get(), "b")).isEqualTo(SignatureCheck.Verdict.OK);
        assertThat(check(c, now.get(), "c")).isEqualTo(SignatureCheck.Verdict.BUSY);
        final long first = now.get();
        now.addAndGet(1_000);
        assertThat(check(c, now.get(), "c")).isEqualTo(SignatureCheck.Verdict.BUSY);
        now.addAndGet(1);
        assertThat(check(c, now.get(), "c")).isEqualTo(SignatureCheck.Verdict.OK);
        assertThat(check(c, first, "a")).isEqualTo(SignatureCheck.Verdict.STALE);
    }
}
