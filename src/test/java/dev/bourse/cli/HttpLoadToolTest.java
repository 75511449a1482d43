package dev.bourse.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.bourse.config.ExchangeConfig;
import dev.bourse.gateway.GatewayConfig;
import dev.bourse.gateway.GatewayNode;
import dev.bourse.gateway.auth.Principal;
import org.junit.jupiter.api.Test;

/** The HTTP load tool runs end to end against a node (a short, slow run: the figures are not checked). */
class HttpLoadToolTest {
    @Test
    void aShortRunGetsEveryOrderAnswered200AndPrintsThePercentiles() throws Exception {
        try (GatewayNode node = GatewayNode.start(ExchangeConfig.defaults().toBuilder().journalEnabled(false).build(),
                GatewayConfig.defaults("127.0.0.1", 0), NodeTool.demoListings())) {
            node.catalog().currency(NodeTool.QUOTE, 2);
            final Principal admin = node.keys().issue(0, true);
            final CommandRun run = CommandRun.bourse("http-load", "--url", "http://127.0.0.1:" + node.port(),
                    "--admin-key", admin.key(), "--admin-secret", admin.secret(), "--rate", "200", "--seconds", "1",
                    "--members", "2", "--connections", "8", "--cross-every", "4");
            assertThat(run.code()).as(run.out() + run.err()).isZero();
            assertThat(run.out()).contains("answered 200 (unanswered 0, failures 0), by kind and status {cancel={200=")
                    .contains("cross={200=").contains("place={200=").contains("requests/s (answered 200): ")
                    .contains("p99.9=").contains("CPU: this tool ");
            assertThat(node.core().totals().get().isBalanced()).isTrue();
        }
    }

    @Test
    void oneMemberIsAUsageError() {
        final CommandRun run = CommandRun.bourse("http-load", "--admin-key", "k", "--admin-secret", "s", "--members",
                "1");
        assertThat(run.code()).isEqualTo(2);
        assertThat(run.err()).contains("--members");
    }
}
