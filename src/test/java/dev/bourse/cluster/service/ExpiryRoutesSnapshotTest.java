package dev.bourse.cluster.service;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The expiry routes' part of the service snapshot: written in key order whatever the maps' history (so every member's
 * snapshot is the same bytes), restored as written, and bounded on load.
 */
class ExpiryRoutesSnapshotTest {
    @Test
    void tablesAreWrittenInKeyOrderWhateverTheirHistory() {
        final ExpiryRoutes a = new ExpiryRoutes();
        final ExpiryRoutes b = new ExpiryRoutes();
        final long[] users = {900, -5, 17, 3, Long.MAX_VALUE, 64, 0};
        for (int i = 0; i < users.length; i++) {
            a.onPlace(users[i], users[i] * 31);
            a.onCommand(users[i] * 31, i);
        }
        for (int i = users.length - 1; i >= 0; i--) {
            b.onCommand(users[i] * 31, 99);
            b.onPlace(users[i], 1);
            b.onPlace(users[i], users[i] * 31);
            b.onCommand(users[i] * 31, i);
        }
        for (final int table : new int[] {ExpiryRoutes.USERS, ExpiryRoutes.CLIENTS}) {
            final long[] pairs = a.sorted(table);
            assertThat(pairs).hasSize(users.length * 2).isEqualTo(b.sorted(table));
            for (int i = 2; i < pairs.length; i += 2) {
                assertThat(pairs[i]).isGreaterThan(pairs[i - 2]);
            }
        }
        assertThat(a.sorted(ExpiryRoutes.USERS)).startsWith(-5, -155, 0, 0, 3, 93);
    }

    @Test
    void restoredTablesAreTheWrittenOnes() {
        final ExpiryRoutes a = new ExpiryRoutes();
        a.onPlace(1, -42);
        a.onPlace(2, 43);
        a.onCommand(-42, 7);
        a.onCommand(43, 8);
        final ExpiryRoutes b = new ExpiryRoutes();
        for (final int table : new int[] {ExpiryRoutes.USERS, ExpiryRoutes.CLIENTS}) {
            final long[] pairs = a.sorted(table);
            for (int i = 0; i < pairs.length; i += 2) {
                b.restore(table, pairs[i], pairs[i + 1]);
            }
            assertThat(b.sorted(table)).isEqualTo(pairs);
        }
        assertThat(b.client(1)).isEqualTo(-42);
        assertThat(b.client(2)).isEqualTo(43);
    }

    @Test
    void theMissingValueIsACorruptEntry() {
        assertThatThrownBy(() -> new ExpiryRoutes().restore(ExpiryRoutes.USERS, 1, ExpiryRoutes.NONE))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("missing value");
    }

    @Test
    void aTableCountOutOfBoundsIsRefusedBeforeAnyEntry() {
        assertThatThrownBy(() -> new ServiceSnapshot.RouteTally().begin((short) 0, ServiceSnapshot.MAX_ROUTES + 1))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("outside 0..");
        assertThatThrownBy(() -> new ServiceSnapshot.RouteTally().begin((short) 1, -1))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("outside 0..");
        assertThatThrownBy(() -> new ServiceSnapshot.RouteTally().begin((short) 2, 0))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("not 0 or 1");
        assertThat(new ServiceSnapshot.RouteTally().begin((short) 1, ServiceSnapshot.MAX_ROUTES)).isEqualTo(1);
    }

    @Test
    void entriesMustAddUpToTheirTablesCount() {
        final ServiceSnapshot.RouteTally more = new ServiceSnapshot.RouteTally();
        more.add(more.begin((short) 0, 1500), 1024);
        assertThatThrownBy(() -> more.add(more.begin((short) 0, 1500), 1000))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("above its count");

        final ServiceSnapshot.RouteTally changed = new ServiceSnapshot.RouteTally();
        changed.add(changed.begin((short) 0, 1500), 1024);
        assertThatThrownBy(() -> changed.begin((short) 0, 2000))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("after 1500");

        final ServiceSnapshot.RouteTally fewer = new ServiceSnapshot.RouteTally();
        fewer.add(fewer.begin((short) 1, 3), 2);
        assertThatThrownBy(fewer::checkComplete)
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("its count says 3");

        final ServiceSnapshot.RouteTally whole = new ServiceSnapshot.RouteTally();
        whole.add(whole.begin((short) 0, 1025), 1024);
        whole.add(whole.begin((short) 0, 1025), 1);
        whole.add(whole.begin((short) 1, 0), 0);
        whole.checkComplete();
        new ServiceSnapshot.RouteTally().checkComplete();
    }
}
