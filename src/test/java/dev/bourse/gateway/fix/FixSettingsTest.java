package dev.bourse.gateway.fix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.bourse.api.StpMode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FixSettingsTest {
    @Test
    void theShippedFileIsValidAndLeavesTheAcceptorOff() throws Exception {
        final FixSettings s = FixSettings.load(Path.of("config/fix.properties"), Path.of("journal/fix"));
        assertThat(s.enabled()).isFalse();
        assertThat(s.port()).isEqualTo(FixSettings.DEFAULT_PORT);
        assertThat(s.host()).isEqualTo("127.0.0.1");
        assertThat(s.storeDir()).isEqualTo(Path.of("journal/fix"));
        assertThat(s.store()).isEqualTo(FixStore.FILE);
        assertThat(s.members()).extracting(FixMember::compId, FixMember::uid, FixMember::stp).containsExactly(
                org.assertj.core.groups.Tuple.tuple("MEMBER1", 1L, StpMode.CANCEL_TAKER),
                org.assertj.core.groups.Tuple.tuple("MEMBER2", 2L, null));
        assertThat(s.members().get(0).toString()).doesNotContain("change-me");
    }

    @Test
    void theStoreIsFileUnlessTheFileSaysMemoryAndAnythingElseIsRefused(@TempDir final Path dir) throws Exception {
        final Path f = dir.resolve("fix.properties");
        final String member = "member.A.uid = 1\nmember.A.password = p\n";
        Files.writeString(f, member);
        assertThat(FixSettings.load(f, dir).store()).isEqualTo(FixStore.FILE);
        Files.writeString(f, member + "fix.store = memory\n");
        assertThat(FixSettings.load(f, dir).store()).isEqualTo(FixStore.MEMORY);
        Files.writeString(f, member + "fix.store = FILE\n");
        assertThat(FixSettings.load(f, dir).withStore(FixStore.MEMORY).store()).isEqualTo(FixStore.MEMORY);
        Files.writeString(f, member + "fix.store = DISK\n");
        assertThatThrownBy(() -> FixSettings.load(f, dir)).hasMessageContaining("fix.store: FILE or MEMORY, not DISK");
    }

    @Test
    void unknownKeysDuplicateUidsAndMissingPasswordsAreRefused(@TempDir final Path dir) throws Exception {
        final Path f = dir.resolve("fix.properties");
        Files.writeString(f, "fix.prot = 1\nmember.A.uid = 1\nmember.A.password = p\n");
        assertThatThrownBy(() -> FixSettings.load(f, dir)).hasMessageContaining("unknown key fix.prot");
        Files.writeString(f, "member.A.uid = 1\nmember.A.password = p\nmember.B.uid = 1\nmember.B.password = q\n");
        assertThatThrownBy(() -> FixSettings.load(f, dir)).hasMessageContaining("distinct");
        Files.writeString(f, "member.A.uid = 1\n");
        assertThatThrownBy(() -> FixSettings.load(f, dir)).hasMessageContaining("password");
        Files.writeString(f, "");
        assertThatThrownBy(() -> FixSettings.load(f, dir)).hasMessageContaining("at least one member");
    }
}
