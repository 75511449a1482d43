package dev.bourse.gateway.fix;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * A node with the FIX acceptor and two members logged on, ALICE and BOB, for the whole of one test class: the
 * conformance tests extend it. Test classes run one after the other, so each gets its own node in these fields.
 */
abstract class FixTwoMembers {
    static FixNode n;
    static FixTestClient alice;
    static FixTestClient bob;

    @BeforeAll
    static void start() throws Exception {
        n = new FixNode();
        alice = n.client("ALICE", "alice-pw");
        bob = n.client("BOB", "bob-pw");
    }

    @AfterAll
    static void stop() {
        n.close();
    }
}
