package dev.bourse.cli;

import picocli.CommandLine.Command;

/**
 * {@code bourse cluster}: the replicated core on Aeron Cluster (docs/cluster.md).
 *
 * <p>Thread-safety: none needed; a name for its subcommands.
 */
@Command(name = "cluster", description = "Bourse replicated on Aeron Cluster (docs/cluster.md).",
        mixinStandardHelpOptions = true, subcommands = {ClusterNodeTool.class, ClusterLocalTool.class})
final class ClusterCommand {
    ClusterCommand() {
    }
}
