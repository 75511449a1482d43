package dev.bourse.compat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A command stream of the common subset with its symbols, as both engines receive it. Users are created and funded
 * by the stream itself (ADD_USER and DEPOSIT commands).
 *
 * @param symbols  the spot symbols, listed before the first command
 * @param commands the commands, in order
 */
record CompatScenario(List<CompatSymbol> symbols, List<CompatCommand> commands) {

    /** @return the uids of the ADD_USER commands, ascending */
    long[] users() {
        final TreeSet<Long> uids = new TreeSet<>();
        for (final CompatCommand c : commands) {
            if (c.kind() == CompatCommand.Kind.ADD_USER) {
                uids.add(c.uid());
            }
        }
        final long[] out = new long[uids.size()];
        int i = 0;
        for (final Long uid : uids) {
            out[i++] = uid;
        }
        return out;
    }

    /** @return every currency of the symbols, ascending */
    int[] currencies() {
        final TreeSet<Integer> all = new TreeSet<>();
        for (final CompatSymbol s : symbols) {
            all.add(s.baseCurrency());
            all.add(s.quoteCurrency());
        }
        final int[] out = new int[all.size()];
        int i = 0;
        for (final Integer c : all) {
            out[i++] = c;
        }
        return out;
    }

    /**
     * @param id a symbol id
     * @return its spec
     */
    CompatSymbol symbol(final int id) {
        for (final CompatSymbol s : symbols) {
            if (s.id() == id) {
                return s;
            }
        }
        throw new IllegalArgumentException("no symbol " + id);
    }

    /**
     * @param file where to write the text form (symbol lines, then command lines)
     * @throws IOException if it cannot be written
     */
    void write(final Path file) throws IOException {
        final List<String> lines = new ArrayList<>(symbols.size() + commands.size());
        for (final CompatSymbol s : symbols) {
            lines.add(s.toLine());
        }
        for (final CompatCommand c : commands) {
            lines.add(c.toLine());
        }
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    /**
     * @param file a file written by {@link #write(Path)}
     * @return the scenario
     * @throws IOException if it cannot be read
     */
    static CompatScenario read(final Path file) throws IOException {
        final List<CompatSymbol> symbols = new ArrayList<>();
        final List<CompatCommand> commands = new ArrayList<>();
        for (final String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            final String[] f = line.split(" ");
            if ("S".equals(f[0])) {
                symbols.add(CompatSymbol.parse(f));
            } else {
                commands.add(CompatCommand.parse(f));
            }
        }
        return new CompatScenario(symbols, commands);
    }
}
