package dev.bourse.gateway.fix;

import dev.bourse.api.StpMode;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * The FIX acceptor's settings, validated on construction; {@link #load} reads them from a properties file
 * ({@code config/fix.properties} in the node, described in {@code docs/fix.md}).
 *
 * @param enabled          whether the node starts the acceptor
 * @param host             interface to bind, e.g. {@code 127.0.0.1}
 * @param port             TCP port, 0 (any free port) to 65535
 * @param compId           the exchange's CompID (SenderCompID of what it sends), as {@link FixMember#compId()}
 * @param storeDir         directory of the session stores (sequence numbers and sent messages for resends); created
 *                         if absent; unused with {@link FixStore#MEMORY}
 * @param store            where the sessions keep sequence numbers and sent messages: {@link FixStore#FILE} (they
 *                         survive a restart) or {@link FixStore#MEMORY} (faster; resend only within the node's life)
 * @param recentClOrdIds   ClOrdIDs of finished orders each member keeps for the duplicate check, 16 to 10,000,000
 *                         (the ClOrdIDs of live orders are always checked)
 * @param members          the sessions, at least one, distinct CompIDs and uids
 */
public record FixSettings(boolean enabled, String host, int port, String compId, Path storeDir, FixStore store,
        int recentClOrdIds, List<FixMember> members) {
    /** The port the node listens on when the file does not say. */
    public static final int DEFAULT_PORT = 9878;
    /** The finished ClOrdIDs kept per member when the file does not say. */
    public static final int DEFAULT_RECENT_CLORDIDS = 100_000;
    /** The session store when the file does not say. */
    public static final FixStore DEFAULT_STORE = FixStore.FILE;
    private static final Set<String> KEYS = Set.of("enabled", "host", "port", "compId", "storeDir", "store",
            "recentClOrdIds");

    /**
     * @throws IllegalArgumentException naming the first setting out of range
     */
    public FixSettings {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("fix.host: must be set");
        }
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("fix.port: " + port + " is outside 0 to 65535");
        }
        if (compId == null || !compId.matches("[A-Za-z0-9_-]{1,64}")) {
            throw new IllegalArgumentException("fix.compId: 1 to 64 letters, digits, '_' or '-', not " + compId);
        }
        if (storeDir == null) {
            throw new IllegalArgumentException("fix.storeDir: must be set");
        }
        if (store == null) {
            throw new IllegalArgumentException("fix.store: must be set");
        }
        if (recentClOrdIds < 16 || recentClOrdIds > 10_000_000) {
            throw new IllegalArgumentException("fix.recentClOrdIds: " + recentClOrdIds + " is outside 16 to 10000000");
        }
        members = List.copyOf(members);
        if (members.isEmpty()) {
            throw new IllegalArgumentException("fix: at least one member session is needed");
        }
        final Set<String> ids = new HashSet<>();
        final Set<Long> uids = new HashSet<>();
        for (final FixMember m : members) {
            if (m.compId().equals(compId) || !ids.add(m.compId()) || !uids.add(m.uid())) {
                throw new IllegalArgumentException("fix.member." + m.compId()
                        + ": CompIDs and uids must be distinct and differ from fix.compId");
            }
        }
    }

    /**
     * Reads the settings. Keys: {@code fix.enabled} (default false), {@code fix.host} (127.0.0.1), {@code fix.port}
     * ({@value #DEFAULT_PORT}), {@code fix.compId} (BOURSE), {@code fix.storeDir} ({@code defaultStoreDir}),
     * {@code fix.store} (a {@link FixStore} name, any case; FILE), {@code fix.recentClOrdIds}
     * ({@value #DEFAULT_RECENT_CLORDIDS}), and per member {@code member.<CompID>.uid},
     * {@code member.<CompID>.password}, optionally {@code member.<CompID>.stp} (an {@link StpMode} name). An unknown
     * key is an error.
     *
     * @param file            the properties file
     * @param defaultStoreDir the store directory when the file names none (the node's: {@code journal/fix})
     * @return the settings
     * @throws IOException              if the file cannot be read
     * @throws IllegalArgumentException naming the first bad key or value
     */
    public static FixSettings load(final Path file, final Path defaultStoreDir) throws IOException {
        final Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        final Set<String> compIds = new TreeSet<>();
        for (final String key : p.stringPropertyNames()) {
            final String[] parts = key.split("\\.");
            if (parts.length == 2 && parts[0].equals("fix") && KEYS.contains(parts[1])) {
                continue;
            }
            if (parts.length == 3 && parts[0].equals("member") && Set.of("uid", "password", "stp").contains(parts[2])) {
                compIds.add(parts[1]);
                continue;
            }
            throw new IllegalArgumentException(file + ": unknown key " + key);
        }
        final List<FixMember> members = new ArrayList<>();
        for (final String id : compIds) {
            final String stp = p.getProperty("member." + id + ".stp");
            members.add(new FixMember(id, number(p, "member." + id + ".uid", null),
                    p.getProperty("member." + id + ".password"),
                    stp == null ? null : StpMode.valueOf(stp.trim().toUpperCase(Locale.ROOT))));
        }
        final String storeDir = p.getProperty("fix.storeDir");
        return new FixSettings(Boolean.parseBoolean(p.getProperty("fix.enabled", "false").trim()),
                p.getProperty("fix.host", "127.0.0.1").trim(),
                (int) number(p, "fix.port", String.valueOf(DEFAULT_PORT)),
                p.getProperty("fix.compId", "BOURSE").trim(),
                storeDir == null ? defaultStoreDir : Path.of(storeDir.trim()), store(p),
                (int) number(p, "fix.recentClOrdIds", String.valueOf(DEFAULT_RECENT_CLORDIDS)), members);
    }

    /**
     * @param value the port to listen on instead
     * @return these settings with that port
     */
    public FixSettings withPort(final int value) {
        return new FixSettings(enabled, host, value, compId, storeDir, store, recentClOrdIds, members);
    }

    /**
     * @param value the store directory to use instead
     * @return these settings with that directory
     */
    public FixSettings withStoreDir(final Path value) {
        return new FixSettings(enabled, host, port, compId, value, store, recentClOrdIds, members);
    }

    /**
     * @param value the session store to use instead
     * @return these settings with that store
     */
    public FixSettings withStore(final FixStore value) {
        return new FixSettings(enabled, host, port, compId, storeDir, value, recentClOrdIds, members);
    }

    private static FixStore store(final Properties p) {
        final String text = p.getProperty("fix.store", DEFAULT_STORE.name()).trim();
        for (final FixStore s : FixStore.values()) {
            if (s.name().equalsIgnoreCase(text)) {
                return s;
            }
        }
        throw new IllegalArgumentException("fix.store: FILE or MEMORY, not " + text);
    }

    private static long number(final Properties p, final String key, final String fallback) {
        final String text = p.getProperty(key, fallback);
        if (text == null) {
            throw new IllegalArgumentException(key + ": must be set");
        }
        try {
            return Long.parseLong(text.trim());
        } catch (final NumberFormatException e) {
            throw new IllegalArgumentException(key + ": not an integer: " + text, e);
        }
    }
}
