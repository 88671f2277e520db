package gcscript.isowrite;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where everything of an image goes. Directories are numbered in path-table order (ECMA-119 6.9.1: by level,
 * then parent number, then identifier) and their extents follow the path tables in that order.
 */
record Layout(List<Dir> dirs, int pathTableSize, long lPathTableLba, long mPathTableLba,
                     long metadataSectors, long totalSectors) {

    static final long FIRST_FREE = 18;   // 16 = primary volume descriptor, 17 = terminator

    /** One entry of a directory: a sub-directory ({@code dir} set) or a file. */
    record Child(String identifier, Dir dir, IsoWriter.FileSpec file) {}

    /** {@code number} is the 1-based path-table number; {@code parent} the parent's number (root: 1). */
    record Dir(String path, String identifier, int number, int parent, int level, long lba, long sectors,
                      List<Child> children) {}

    static Layout of(Collection<IsoWriter.FileSpec> files) {
        Node root = new Node("/", "", 1);
        for (IsoWriter.FileSpec f : files) {
            Node n = root;
            for (String d : f.dirs()) {
                Node parent = n;
                n = n.subdirs.computeIfAbsent(d, k -> new Node(
                        (parent.path.equals("/") ? "" : parent.path) + "/" + k, k, parent.level + 1));
            }
            n.files.add(f);
        }
        // Breadth first over identifier-sorted children gives exactly the path-table order.
        List<Node> order = new ArrayList<>();
        order.add(root);
        root.number = 1;
        root.parentNumber = 1;
        for (int i = 0; i < order.size(); i++) {
            Node n = order.get(i);
            for (Node c : n.sortedSubdirs()) {
                c.number = order.size() + 1;
                c.parentNumber = n.number;
                order.add(c);
            }
        }
        int ptSize = 0;
        for (Node n : order) ptSize += PathTables.recordLength(n.identifierBytes());
        long ptSectors = Ecma119.sectors(ptSize);
        long l = FIRST_FREE;
        long m = l + ptSectors;
        long next = m + ptSectors;
        for (Node n : order) {
            n.lba = next;
            n.sectors = Records.directorySectors(n.childIdentifiers());
            next += n.sectors;
        }
        long metadataEnd = next;

        List<IsoWriter.FileSpec> byLba = new ArrayList<>(files);
        byLba.sort(Comparator.comparingLong(IsoWriter.FileSpec::lba).thenComparing(IsoWriter.FileSpec::path));
        long end = metadataEnd;
        IsoWriter.FileSpec prev = null;
        for (IsoWriter.FileSpec f : byLba) {
            if (f.lba() < metadataEnd) {
                throw new IllegalArgumentException(f.path() + " at LBA " + f.lba() + " lies inside the volume descriptors,"
                        + " path tables and directories, which need sectors 16.." + (metadataEnd - 1));
            }
            if (prev != null && f.sectors() > 0 && f.lba() < prev.lba() + prev.sectors()) {
                throw new IllegalArgumentException(f.path() + " at LBA " + f.lba() + " overlaps " + prev.path()
                        + " (LBA " + prev.lba() + ", " + prev.sectors() + " sectors)");
            }
            if (f.sectors() > 0) prev = f;
            end = Math.max(end, f.lba() + f.sectors());
        }
        if (end > 0xffffffffL) throw new IllegalArgumentException("image of " + end + " sectors exceeds 32-bit LBAs");

        List<Dir> dirs = new ArrayList<>(order.size());
        Map<Node, Dir> built = new java.util.IdentityHashMap<>();
        // Children before parents so each Dir can reference its sub-directories' final records.
        for (int i = order.size() - 1; i >= 0; i--) {
            Node n = order.get(i);
            List<Child> children = new ArrayList<>();
            for (Node c : n.subdirs.values()) children.add(new Child(c.identifier, built.get(c), null));
            for (IsoWriter.FileSpec f : n.files) {
                children.add(new Child(f.identifier(), null, f));
            }
            children.sort((a, b) -> Records.compareIdentifiers(a.identifier(), b.identifier()));
            Dir d = new Dir(n.path, n.identifier, n.number, n.parentNumber, n.level, n.lba, n.sectors, List.copyOf(children));
            built.put(n, d);
        }
        for (Node n : order) dirs.add(built.get(n));
        return new Layout(List.copyOf(dirs), ptSize, l, m, metadataEnd, end);
    }

    Dir root() { return dirs.get(0); }

    private static final class Node {
        final String path;
        final String identifier;
        final int level;
        final Map<String, Node> subdirs = new TreeMap<>();
        final List<IsoWriter.FileSpec> files = new ArrayList<>();
        int number;
        int parentNumber;
        long lba;
        long sectors;

        Node(String path, String identifier, int level) {
            this.path = path;
            this.identifier = identifier;
            this.level = level;
        }

        byte[] identifierBytes() {
            return identifier.isEmpty() ? new byte[] {0} : identifier.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        }

        List<Node> sortedSubdirs() {
            List<Node> l = new ArrayList<>(subdirs.values());
            l.sort((a, b) -> Records.compareIdentifiers(a.identifier, b.identifier));
            return l;
        }

        List<String> childIdentifiers() {
            List<String> ids = new ArrayList<>(subdirs.keySet());
            for (IsoWriter.FileSpec f : files) ids.add(f.identifier());
            return ids;
        }
    }
}
