package dev.bourse.storage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * The state a {@link SimulatedStorage} keeps: a tree of directories and files, each with what is on the device
 * ({@code durable}) and what the operating system shows ({@code current}), and the operations in between, in order,
 * that a crash may lose, keep or tear.
 *
 * <p>Thread-safety: guarded by the owning storage.
 */
final class SimulatedDisk {
    /** Writes reach the device in whole sectors of this many bytes, or not at all. */
    static final int SECTOR = 512;

    /** A file or directory. */
    abstract static class Node {
    }

    /** A file's bytes: a growable array, zero beyond its length. */
    static final class Content {
        byte[] bytes = new byte[0];
        int length;

        Content copy() {
            final Content c = new Content();
            c.bytes = java.util.Arrays.copyOf(bytes, length);
            c.length = length;
            return c;
        }

        void write(final long offset, final byte[] data, final int from, final int to) {
            final int end = (int) offset + (to - from);
            if (end > bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, Math.max(end, bytes.length * 2));
            }
            System.arraycopy(data, from, bytes, (int) offset, to - from);
            length = Math.max(length, end);
        }

        void truncate(final long size) {
            if (size < length) {
                java.util.Arrays.fill(bytes, (int) size, length, (byte) 0);
                length = (int) size;
            }
        }
    }

    /** One write or truncation not yet forced. */
    record FileOp(long offset, byte[] data, long truncateTo) {
        static FileOp write(final long offset, final byte[] data) {
            return new FileOp(offset, data, -1);
        }

        static FileOp truncate(final long size) {
            return new FileOp(0, null, size);
        }
    }

    /** A file: durable bytes, current bytes, and the operations between them. */
    static final class FileNode extends Node {
        final Content durable = new Content();
        Content current = new Content();
        final List<FileOp> pending = new ArrayList<>();

        void apply(final FileOp op, final Content to) {
            if (op.data() == null) {
                to.truncate(op.truncateTo());
            } else {
                to.write(op.offset(), op.data(), 0, op.data().length);
            }
        }
    }

    /** A directory entry change not yet forced. */
    record NameOp(String name, Node node, String renamedFrom) {
    }

    /** A directory: durable entries, current entries, and the changes between them. */
    static final class DirNode extends Node {
        final TreeMap<String, Node> durable = new TreeMap<>();
        final TreeMap<String, Node> current = new TreeMap<>();
        final List<NameOp> pending = new ArrayList<>();

        void apply(final NameOp op, final Map<String, Node> to) {
            if (op.renamedFrom() != null) {
                final Node moved = to.remove(op.renamedFrom());
                if (moved != null) {
                    to.put(op.name(), moved);
                }
            } else if (op.node() == null) {
                to.remove(op.name());
            } else {
                to.put(op.name(), op.node());
            }
        }
    }

    final DirNode root = new DirNode();
    final List<FileNode> files = new ArrayList<>();
    final List<DirNode> dirs = new ArrayList<>(List.of(root));

    /**
     * A crash: what the device holds becomes what there is. A process crash keeps everything the operating system
     * accepted; a power loss keeps, of every unforced change, an arbitrary part: directory changes in order up to
     * some point, file writes each kept, lost, or torn to some of its sectors.
     */
    void crash(final boolean powerLoss, final SplittableRandom random) {
        for (final DirNode d : dirs) {
            final int kept = powerLoss ? random.nextInt(d.pending.size() + 1) : d.pending.size();
            for (int i = 0; i < kept; i++) {
                d.apply(d.pending.get(i), d.durable);
            }
            d.pending.clear();
            d.current.clear();
            d.current.putAll(d.durable);
        }
        for (final FileNode f : files) {
            for (final FileOp op : f.pending) {
                if (!powerLoss) {
                    f.apply(op, f.durable);
                    continue;
                }
                final int fate = random.nextInt(3);
                if (fate == 1) {
                    f.apply(op, f.durable);
                } else if (fate == 2) {
                    tear(op, f.durable, random);
                }
            }
            f.pending.clear();
            f.current = f.durable.copy();
        }
    }

    /** Applies some of a write's sectors (a truncation is all or nothing). */
    private static void tear(final FileOp op, final Content to, final SplittableRandom random) {
        if (op.data() == null) {
            return;
        }
        int from = 0;
        while (from < op.data().length) {
            final long at = op.offset() + from;
            final int to0 = (int) Math.min(op.data().length, from + SECTOR - (at % SECTOR));
            if (random.nextBoolean()) {
                to.write(at, op.data(), from, to0);
            }
            from = to0;
        }
    }
}
