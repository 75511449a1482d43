package dev.bourse.storage;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A deterministic, fault-injecting {@link Storage} in memory, in the spirit of TigerBeetle's simulator: every
 * decision comes from one seeded random sequence, consulted in the order of the calls, so a run is replayed exactly
 * from its seed.
 *
 * <p>It keeps, for every file and directory, what is on the device and what the operating system shows
 * ({@link SimulatedDisk}), and breaks the difference the way disks do:
 * <ul>
 *   <li>a crash at a chosen call ({@link #crashAtCall}) or at once ({@link #crashNow}): that call and every later
 *       one fail, as if the machine went down; {@link #reboot} then keeps, after a power loss, an arbitrary part of
 *       what was not forced: each write lost, kept or torn to some of its 512-byte sectors, directory changes up to
 *       some point; after a process crash, everything the operating system had;</li>
 *   <li>EIO on a write, a force or a read ({@link #ioErrorRate}, {@link #readErrorRate}); a failed force drops the
 *       writes it was to make durable, though reads still show them (as Linux does);</li>
 *   <li>ENOSPC on a write, after writing some of it ({@link #noSpaceRate});</li>
 *   <li>a misdirected write ({@link #misdirectRate}): the device puts the sectors at another offset of the file, which
 *       shows after the next reboot;</li>
 *   <li>a corrupt sector at rest ({@link #corruptOneSector}), or a file whose end is lost
 *       ({@link #loseTheEndOfOneFile});</li>
 *   <li>a read-only file system ({@link #readOnly}).</li>
 * </ul>
 * Faults that damage data already written (misdirection, corruption, a lost end) are counted in {@link #atRestFaults()}; at most
 * {@link #atRestLimit} of them happen. What was injected is logged, with the call number, for a failing seed's report.
 *
 * <p>Thread-safety: every method is synchronized; the journal's and the snapshot taker's threads use it one after
 * the other.
 */
final class SimulatedStorage implements Storage {
    private final SimulatedDisk disk = new SimulatedDisk();
    private final SplittableRandom random;
    private final List<String> log = new ArrayList<>();
    private long calls;
    private long crashAt = -1;
    private boolean crashed;
    /** Whether the machine went down during the current call: a write then may have reached the disk in part. */
    private boolean crashingCall;
    private int generation;
    private boolean readOnly;
    private double ioErrorRate;
    private double readErrorRate;
    private double noSpaceRate;
    private double misdirectRate;
    private int atRestLimit = 1;
    private int atRestFaults;

    SimulatedStorage(final long seed) {
        this.random = new SplittableRandom(seed);
    }

    synchronized SimulatedStorage crashAtCall(final long call) {
        crashAt = call;
        return this;
    }

    synchronized SimulatedStorage ioErrorRate(final double rate) {
        ioErrorRate = rate;
        return this;
    }

    synchronized SimulatedStorage readErrorRate(final double rate) {
        readErrorRate = rate;
        return this;
    }

    synchronized SimulatedStorage noSpaceRate(final double rate) {
        noSpaceRate = rate;
        return this;
    }

    synchronized SimulatedStorage misdirectRate(final double rate) {
        misdirectRate = rate;
        return this;
    }

    synchronized SimulatedStorage atRestLimit(final int limit) {
        atRestLimit = limit;
        return this;
    }

    synchronized SimulatedStorage readOnly(final boolean value) {
        readOnly = value;
        return this;
    }

    /** @return calls made so far (the clock {@link #crashAtCall} counts on) */
    synchronized long calls() {
        return calls;
    }

    synchronized boolean isCrashed() {
        return crashed;
    }

    synchronized int atRestFaults() {
        return atRestFaults;
    }

    synchronized List<String> log() {
        return List.copyOf(log);
    }

    /** The machine goes down now: every later call fails until {@link #reboot}. */
    synchronized void crashNow() {
        if (!crashed) {
            crashed = true;
            log.add("call " + calls + ": crash");
        }
    }

    /**
     * Brings the machine back: keeps what survives the crash (everything the operating system had after a process
     * crash; an arbitrary part of what was not forced after a power loss), closes every open file, clears faults
     * armed for the last run.
     *
     * @param powerLoss whether the machine lost power (else only the process died)
     */
    synchronized void reboot(final boolean powerLoss) {
        crashed = false;
        crashAt = -1;
        generation++;
        disk.crash(powerLoss, random);
        log.add("call " + calls + ": reboot after " + (powerLoss ? "a power loss" : "a process crash"));
    }

    /**
     * Flips bits in one sector of one file on the device (not in one being written, since the caller reboots
     * first); counted as an at-rest fault.
     *
     * @return what was corrupted, or null when there is no file or the at-rest limit is reached
     */
    synchronized String corruptOneSector() {
        final Picked picked = pickFile();
        if (picked == null) {
            return null;
        }
        final SimulatedDisk.FileNode f = picked.node();
        final int offset = random.nextInt(f.durable.length);
        final int bits = 1 + random.nextInt(255);
        f.durable.bytes[offset] ^= (byte) bits;
        f.current.bytes[offset] ^= (byte) bits;
        return atRest("corrupted " + picked.path() + " at byte offset " + offset);
    }

    /**
     * Cuts one file on the device short at a random sector, as a file system that lost the end of a file would;
     * counted as an at-rest fault.
     *
     * @return what was cut, or null when there is no file or the at-rest limit is reached
     */
    synchronized String loseTheEndOfOneFile() {
        final Picked picked = pickFile();
        if (picked == null) {
            return null;
        }
        final SimulatedDisk.FileNode f = picked.node();
        final int sectors = (f.durable.length + SimulatedDisk.SECTOR - 1) / SimulatedDisk.SECTOR;
        final int size = random.nextInt(sectors) * SimulatedDisk.SECTOR;
        f.durable.truncate(size);
        f.current.truncate(size);
        return atRest("cut " + picked.path() + " to " + size + " bytes");
    }

    /** A file on the device and its path. */
    private record Picked(Path path, SimulatedDisk.FileNode node) {
    }

    /** @return a random non-empty file, or null when there is none or no more at-rest fault may happen */
    private Picked pickFile() {
        if (atRestFaults >= atRestLimit) {
            return null;
        }
        final List<Path> paths = new ArrayList<>();
        final List<SimulatedDisk.FileNode> nodes = new ArrayList<>();
        collect(disk.root, Path.of("/"), paths, nodes);
        if (nodes.isEmpty()) {
            return null;
        }
        final int i = random.nextInt(nodes.size());
        return nodes.get(i).durable.length == 0 ? null : new Picked(paths.get(i), nodes.get(i));
    }

    private String atRest(final String what) {
        atRestFaults++;
        log.add("call " + calls + ": " + what);
        return what;
    }

    private static void collect(final SimulatedDisk.DirNode dir, final Path at, final List<Path> paths,
            final List<SimulatedDisk.FileNode> nodes) {
        for (final Map.Entry<String, SimulatedDisk.Node> e : dir.current.entrySet()) {
            if (e.getValue() instanceof SimulatedDisk.FileNode f) {
                paths.add(at.resolve(e.getKey()));
                nodes.add(f);
            } else {
                collect((SimulatedDisk.DirNode) e.getValue(), at.resolve(e.getKey()), paths, nodes);
            }
        }
    }

    /** Counts a call and fails it when the machine is down or goes down now (then {@link #crashingCall} is set). */
    private void enter(final String op, final Path path) throws IOException {
        calls++;
        crashingCall = false;
        if (!crashed && calls == crashAt) {
            crashed = true;
            crashingCall = true;
            log.add("call " + calls + ": crash during " + op + " " + path);
        }
        if (crashed) {
            throw new IOException("simulated crash (" + op + " " + path + ")");
        }
    }

    private void mutate(final String op, final Path path) throws IOException {
        enter(op, path);
        if (readOnly) {
            throw new AccessDeniedException(path.toString(), null, "read-only file system");
        }
    }

    private boolean chance(final double rate) {
        return rate > 0 && random.nextDouble() < rate;
    }

    private IOException ioError(final String op, final Path path) {
        log.add("call " + calls + ": EIO on " + op + " " + path);
        return new IOException("Input/output error (simulated, " + op + " " + path + ")");
    }

    private void readCall(final String op, final Path path) throws IOException {
        enter(op, path);
        if (chance(readErrorRate)) {
            throw ioError(op, path);
        }
    }

    private SimulatedDisk.Node find(final Path path) {
        SimulatedDisk.Node node = disk.root;
        for (final Path name : path.toAbsolutePath().normalize()) {
            if (!(node instanceof SimulatedDisk.DirNode d)) {
                return null;
            }
            node = d.current.get(name.toString());
            if (node == null) {
                return null;
            }
        }
        return node;
    }

    private SimulatedDisk.DirNode parentOf(final Path path) throws IOException {
        final Path parent = path.toAbsolutePath().normalize().getParent();
        final SimulatedDisk.Node node = parent == null ? null : find(parent);
        if (!(node instanceof SimulatedDisk.DirNode d)) {
            throw new NoSuchFileException(String.valueOf(parent));
        }
        return d;
    }

    private static String nameOf(final Path path) {
        return path.toAbsolutePath().normalize().getFileName().toString();
    }

    private static void link(final SimulatedDisk.DirNode parent, final String name, final SimulatedDisk.Node node) {
        parent.current.put(name, node);
        parent.pending.add(new SimulatedDisk.NameOp(name, node, null));
    }

    @Override
    public synchronized List<Path> list(final Path dir) throws IOException {
        readCall("list", dir);
        final List<Path> out = new ArrayList<>();
        if (find(dir) instanceof SimulatedDisk.DirNode d) {
            for (final String name : d.current.keySet()) {
                out.add(dir.resolve(name));
            }
        }
        return out;
    }

    @Override
    public synchronized boolean isDirectory(final Path path) {
        return find(path) instanceof SimulatedDisk.DirNode;
    }

    @Override
    public synchronized boolean isFile(final Path path) {
        return find(path) instanceof SimulatedDisk.FileNode;
    }

    @Override
    public synchronized void createDirectories(final Path dir) throws IOException {
        final Path absolute = dir.toAbsolutePath().normalize();
        SimulatedDisk.DirNode at = disk.root;
        for (final Path name : absolute) {
            final SimulatedDisk.Node next = at.current.get(name.toString());
            if (next == null) {
                mutate("mkdir", absolute);
                final SimulatedDisk.DirNode created = new SimulatedDisk.DirNode();
                disk.dirs.add(created);
                link(at, name.toString(), created);
                forcePending(at);
                at = created;
            } else if (next instanceof SimulatedDisk.DirNode d) {
                at = d;
            } else {
                throw new NotDirectoryException(absolute.toString());
            }
        }
    }

    @Override
    public synchronized void createDirectory(final Path dir) throws IOException {
        final SimulatedDisk.DirNode created = new SimulatedDisk.DirNode();
        linkNew("mkdir", dir, created);
        disk.dirs.add(created);
    }

    @Override
    public synchronized StorageFile create(final Path file) throws IOException {
        final SimulatedDisk.FileNode node = new SimulatedDisk.FileNode();
        linkNew("create", file, node);
        disk.files.add(node);
        return new SimulatedFile(file, node, true);
    }

    /** Gives a new node a name that must not exist yet (a directory change, pending until the parent is forced). */
    private void linkNew(final String op, final Path path, final SimulatedDisk.Node node) throws IOException {
        mutate(op, path);
        final SimulatedDisk.DirNode parent = parentOf(path);
        if (parent.current.containsKey(nameOf(path))) {
            throw new FileAlreadyExistsException(path.toString());
        }
        link(parent, nameOf(path), node);
    }

    @Override
    public synchronized StorageFile open(final Path file, final boolean writable) throws IOException {
        if (writable) {
            mutate("open", file);
        } else {
            readCall("open", file);
        }
        if (!(find(file) instanceof SimulatedDisk.FileNode node)) {
            throw new NoSuchFileException(file.toString());
        }
        return new SimulatedFile(file, node, writable);
    }

    @Override
    public synchronized byte[] readAll(final Path file) throws IOException {
        readCall("read", file);
        if (!(find(file) instanceof SimulatedDisk.FileNode node)) {
            throw new NoSuchFileException(file.toString());
        }
        return java.util.Arrays.copyOf(node.current.bytes, node.current.length);
    }

    @Override
    public synchronized void delete(final Path path) throws IOException {
        mutate("delete", path);
        final SimulatedDisk.DirNode parent = parentOf(path);
        final SimulatedDisk.Node node = parent.current.get(nameOf(path));
        if (node == null) {
            throw new NoSuchFileException(path.toString());
        }
        if (node instanceof SimulatedDisk.DirNode d && !d.current.isEmpty()) {
            throw new DirectoryNotEmptyException(path.toString());
        }
        parent.current.remove(nameOf(path));
        parent.pending.add(new SimulatedDisk.NameOp(nameOf(path), null, null));
    }

    @Override
    public synchronized void moveAtomically(final Path from, final Path to) throws IOException {
        mutate("rename", from);
        final SimulatedDisk.DirNode parent = parentOf(from);
        if (parentOf(to) != parent) {
            throw new IOException("simulated storage renames within one directory only: " + from + " -> " + to);
        }
        final SimulatedDisk.Node node = parent.current.get(nameOf(from));
        if (node == null) {
            throw new NoSuchFileException(from.toString());
        }
        if (parent.current.containsKey(nameOf(to))) {
            throw new FileAlreadyExistsException(to.toString());
        }
        parent.current.remove(nameOf(from));
        parent.current.put(nameOf(to), node);
        parent.pending.add(new SimulatedDisk.NameOp(nameOf(to), null, nameOf(from)));
    }

    @Override
    public synchronized void forceDirectory(final Path dir) throws IOException {
        enter("fsync", dir);
        if (!(find(dir) instanceof SimulatedDisk.DirNode d)) {
            throw new NoSuchFileException(dir.toString());
        }
        if (chance(ioErrorRate)) {
            throw ioError("fsync", dir);
        }
        forcePending(d);
    }

    private static void forcePending(final SimulatedDisk.DirNode d) {
        for (final SimulatedDisk.NameOp op : d.pending) {
            d.apply(op, d.durable);
        }
        d.pending.clear();
    }

    @Override
    public String toString() {
        return "simulated storage";
    }

    /** An open file of this storage; useless after a reboot, as a real one is after a crash. */
    private final class SimulatedFile implements StorageFile {
        private final Path path;
        private final SimulatedDisk.FileNode node;
        private final boolean writable;
        private final int openedIn;

        SimulatedFile(final Path path, final SimulatedDisk.FileNode node, final boolean writable) {
            this.path = path;
            this.node = node;
            this.writable = writable;
            this.openedIn = generation;
        }

        private void check() throws IOException {
            if (openedIn != generation) {
                throw new IOException("simulated crash: " + path + " was open before the reboot");
            }
        }

        private void checkWritable() throws IOException {
            if (!writable) {
                throw new AccessDeniedException(path.toString(), null, "opened read-only");
            }
        }

        @Override
        public long size() throws IOException {
            synchronized (SimulatedStorage.this) {
                readCall("size", path);
                check();
                return node.current.length;
            }
        }

        @Override
        public void read(final ByteBuffer into, final long position) throws IOException {
            synchronized (SimulatedStorage.this) {
                readCall("read", path);
                check();
                final int n = into.remaining();
                if (position + n > node.current.length) {
                    throw new EOFException("end of file at byte offset " + node.current.length + " of " + path);
                }
                into.put(node.current.bytes, (int) position, n);
            }
        }

        @Override
        public void write(final ByteBuffer from, final long position) throws IOException {
            synchronized (SimulatedStorage.this) {
                final byte[] data = new byte[from.remaining()];
                from.get(data);
                try {
                    mutate("write", path);
                } catch (final IOException e) {
                    if (crashingCall && random.nextBoolean()) {
                        record(position, data);
                    }
                    throw e;
                }
                check();
                checkWritable();
                if (chance(noSpaceRate)) {
                    final int kept = random.nextInt(data.length + 1) / SimulatedDisk.SECTOR * SimulatedDisk.SECTOR;
                    record(position, java.util.Arrays.copyOf(data, kept));
                    log.add("call " + calls + ": ENOSPC on write " + path + " at " + position + " after " + kept
                            + " bytes");
                    throw new IOException("No space left on device (simulated, " + path + ")");
                }
                if (chance(ioErrorRate)) {
                    if (random.nextBoolean()) {
                        record(position, data);
                    }
                    throw ioError("write", path);
                }
                if (atRestFaults < atRestLimit && chance(misdirectRate)) {
                    misdirect(position, data);
                    return;
                }
                record(position, data);
            }
        }

        private void record(final long position, final byte[] data) {
            final SimulatedDisk.FileOp op = SimulatedDisk.FileOp.write(position, data);
            node.pending.add(op);
            node.apply(op, node.current);
        }

        /** The page cache holds the right bytes; the device will get them somewhere else. */
        private void misdirect(final long position, final byte[] data) {
            long wrong = position + (long) (random.nextBoolean() ? 1 : -1) * (1 + random.nextInt(8))
                    * SimulatedDisk.SECTOR;
            if (wrong < 0) {
                wrong = position + SimulatedDisk.SECTOR;
            }
            node.apply(SimulatedDisk.FileOp.write(position, data), node.current);
            node.pending.add(SimulatedDisk.FileOp.write(wrong, data));
            atRestFaults++;
            log.add("call " + calls + ": misdirected write of " + data.length + " bytes meant for " + path + " at "
                    + position + " to " + wrong);
        }

        @Override
        public void force(final boolean metadata) throws IOException {
            synchronized (SimulatedStorage.this) {
                enter("force", path);
                check();
                if (chance(ioErrorRate)) {
                    node.pending.clear();
                    throw ioError("force", path);
                }
                for (final SimulatedDisk.FileOp op : node.pending) {
                    node.apply(op, node.durable);
                }
                node.pending.clear();
            }
        }

        @Override
        public void truncate(final long size) throws IOException {
            synchronized (SimulatedStorage.this) {
                mutate("truncate", path);
                check();
                checkWritable();
                final SimulatedDisk.FileOp op = SimulatedDisk.FileOp.truncate(size);
                node.pending.add(op);
                node.apply(op, node.current);
            }
        }

        @Override
        public void close() {
            // Nothing held.
        }
    }
}
