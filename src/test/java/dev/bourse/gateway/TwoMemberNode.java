package dev.bourse.gateway;

import dev.bourse.gateway.auth.Principal;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** A node shared by a test class, with two funded members (uid 1 and 2). */
abstract class TwoMemberNode {
    static GatewayFixture f;
    static Principal alice;
    static Principal bob;

    @BeforeAll
    static void start() throws Exception {
        f = new GatewayFixture();
        alice = f.member(1);
        bob = f.member(2);
    }

    @AfterAll
    static void stop() {
        f.close();
    }
}
