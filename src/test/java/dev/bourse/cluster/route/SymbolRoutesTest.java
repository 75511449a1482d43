package dev.bourse.cluster.route;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SymbolRoutesTest {
    @Test
    void routesEachSymbolToItsClusterAndNoOtherAnywhere() {
        final SymbolRoutes r = SymbolRoutes.builder(3).routeRange(1, 3, 0).route(10, 1).route(7, 2).fundingCluster(1)
                .build();
        assertThat(r.clusterCount()).isEqualTo(3);
        assertThat(r.fundingCluster()).isEqualTo(1);
        assertThat(r.clusterOf(2)).isZero();
        assertThat(r.clusterOf(10)).isEqualTo(1);
        assertThat(r.clusterOf(7)).isEqualTo(2);
        assertThat(r.clusterOf(4)).isEqualTo(SymbolRoutes.NO_CLUSTER);
        assertThat(r.clusterOf(0)).isEqualTo(SymbolRoutes.NO_CLUSTER);
        assertThat(r.symbols()).containsExactly(1, 2, 3, 7, 10);
        assertThat(r.symbolsOf(0)).containsExactly(1, 2, 3);
        assertThat(r.symbolsOf(2)).containsExactly(7);
    }

    @Test
    void theTableIsACopyTheBuilderCannotChangeLater() {
        final SymbolRoutes.Builder b = SymbolRoutes.builder(2).route(1, 0).route(2, 1);
        final SymbolRoutes r = b.build();
        b.route(3, 1);
        assertThat(r.clusterOf(3)).isEqualTo(SymbolRoutes.NO_CLUSTER);
        r.symbols()[0] = 99;
        assertThat(r.symbols()).containsExactly(1, 2);
    }

    @Test
    void aClusterCountOutsideItsRangeIsRefused() {
        assertThatThrownBy(() -> SymbolRoutes.builder(0).build()).hasMessageContaining("cluster count 0");
        assertThatThrownBy(() -> SymbolRoutes.builder(SymbolRoutes.MAX_CLUSTERS + 1).build())
                .hasMessageContaining("cluster count 65");
    }

    @Test
    void aSymbolRoutedTwiceIsAnErrorNotAnOverride() {
        assertThatThrownBy(() -> SymbolRoutes.builder(2).route(5, 0).route(5, 1).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("symbol 5 is routed twice");
        assertThatThrownBy(() -> SymbolRoutes.builder(2).routeRange(1, 5, 0).routeRange(5, 9, 1).build())
                .hasMessageContaining("symbol 5 is routed twice");
    }

    @Test
    void symbolIdsAndClusterIndexesOutOfRangeAreRefused() {
        assertThatThrownBy(() -> SymbolRoutes.builder(1).route(0, 0).build()).hasMessageContaining("symbol id 0");
        assertThatThrownBy(() -> SymbolRoutes.builder(1).route(-3, 0).build()).hasMessageContaining("symbol id -3");
        assertThatThrownBy(() -> SymbolRoutes.builder(2).route(1, 2).build()).hasMessageContaining("cluster 2");
        assertThatThrownBy(() -> SymbolRoutes.builder(2).route(1, -1).route(2, 1).build())
                .hasMessageContaining("cluster -1");
        assertThatThrownBy(() -> SymbolRoutes.builder(2).route(1, 0).route(2, 1).fundingCluster(2).build())
                .hasMessageContaining("funding cluster 2");
    }

    @Test
    void aClusterWithNothingToTradeMustBeTheFundingCluster() {
        assertThatThrownBy(() -> SymbolRoutes.builder(3).route(1, 0).route(2, 2).build())
                .hasMessageContaining("cluster 1 has no symbol");
        assertThat(SymbolRoutes.builder(2).route(1, 1).build().symbolsOf(0)).isEmpty();
    }

    @Test
    void rangesMustBeNonEmptyPositiveAndBounded() {
        assertThatThrownBy(() -> SymbolRoutes.builder(1).routeRange(5, 4, 0).build()).hasMessageContaining("5..4");
        assertThatThrownBy(() -> SymbolRoutes.builder(1).routeRange(0, 4, 0).build()).hasMessageContaining("0..4");
        assertThatThrownBy(() -> SymbolRoutes.builder(1).routeRange(1, SymbolRoutes.MAX_SYMBOLS + 1L, 0).build())
                .hasMessageContaining("symbol range");
        assertThat(SymbolRoutes.builder(1).routeRange(1, SymbolRoutes.MAX_SYMBOLS, 0).build().symbols())
                .hasSize(SymbolRoutes.MAX_SYMBOLS);
    }

    @Test
    void theFirstBrokenRuleIsTheOneReported() {
        assertThatThrownBy(() -> SymbolRoutes.builder(2).route(0, 0).route(1, 1).route(1, 0).build())
                .hasMessage("symbol id 0 is not > 0");
    }

    @Test
    void transferLegsUseReservedIdsThatNeverCollide() {
        final long max = TransferIds.MAX_TRANSFER_ID;
        assertThat(TransferIds.isReserved(TransferIds.RESERVED_BASE - 1)).isFalse();
        for (final long id : new long[] {1, 2, 3, 1L << 40, max - 1, max}) {
            assertThat(TransferIds.isReserved(TransferIds.legTxId(id))).isTrue();
            assertThat(TransferIds.isReserved(TransferIds.refundTxId(id))).isTrue();
            assertThat(TransferIds.legTxId(id)).isPositive().isNotEqualTo(TransferIds.refundTxId(id));
            assertThat((TransferIds.legTxId(id) & ~TransferIds.RESERVED_BASE) >> 1).as("the id survives").isEqualTo(id);
            assertThat(TransferIds.legTxId(id + 1)).isNotEqualTo(TransferIds.legTxId(id))
                    .isNotEqualTo(TransferIds.refundTxId(id));
        }
        assertThat(TransferIds.refundTxId(max)).isPositive();
    }
}
