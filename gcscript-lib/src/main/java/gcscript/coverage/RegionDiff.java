package gcscript.coverage;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.fielddiff.FieldDiff;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tech.tablesaw.api.Table;

/**
 * The part of a diff no table shows: the bytes of regions the coverage map calls opaque or unexplained, compared
 * region by region between two levels and reported with their owner (one row per region that differs: area
 * {@code bytes}, table = the kind, column {@code (bytes)}, the first differing bytes of each side and their offsets).
 * A region whose bounds differ between the sides is one row ({@code (region)}) with both extents.
 */
public final class RegionDiff {
    private RegionDiff() {}

    /** Bytes shown of each side from the first difference. */
    static final int SHOWN = 16;

    public static Table of(int level, CoverageMap a, CoverageMap b) {
        List<FieldDiff.Row> rows = new ArrayList<>();
        for (String file : a.files()) {
            if (!b.files().contains(file)) continue;
            ByteReader x = a.store().bytes(file), y = b.store().bytes(file);
            if (x == null || y == null) continue;
            // only the opaque and unexplained regions are compared as bytes: no region object for the others
            for (Region r : a.regions(file, Kind.OPAQUE, Kind.UNEXPLAINED)) {
                if (stream(a, file, r)) continue;
                String key = file + "@" + Hex.of(r.start());
                String path = (level < 0 ? "" : "level[" + level + "].") + file + "[" + Hex.of(r.start()) + ", " + Hex.of(r.end()) + ") " + r.owner();
                Optional<Region> s = b.at(file, r.start()).filter(o -> o.kind() == r.kind());
                if (s.isEmpty() || s.get().end() != r.end()) {
                    if (zeros(x, r) && b.regions(file).stream().filter(o -> o.owner().equals(r.owner()) && o.kind() == r.kind()).allMatch(o -> zeros(y, o))) {
                        continue;   // zeros whose bounds moved with the layout (a grown stream before them): no content changed
                    }
                    rows.add(new FieldDiff.Row(level, "bytes", kindName(r.kind()), key, "(region)", Hex.of(r.start()) + ".." + Hex.of(r.end()),
                            s.map(o -> Hex.of(o.start()) + ".." + Hex.of(o.end())).orElse(""), path, r.start(), s.map(Region::start).orElse(null)));
                    continue;
                }
                long first = firstDifference(x, y, r.start(), r.end());
                if (first < 0) continue;
                int n = (int) Math.min(SHOWN, r.end() - first);
                rows.add(new FieldDiff.Row(level, "bytes", kindName(r.kind()), key, "(bytes)", hex(x, first, n), hex(y, first, n), path, first, first));
            }
        }
        return FieldDiff.of(rows);
    }

    /**
     * The compressed payload of a stream the map holds decompressed ({@code level[0].data.core_data} in the level file
     * beside the buffer {@code LEVEL0.WAD:core_data}): its content is compared as that buffer, its bytes are container.
     */
    static boolean stream(CoverageMap map, String file, Region r) {
        if (r.claim() != null && r.claim().labels() != null) return false;
        String owner = r.owner();
        for (String f : map.files()) {
            if (f.startsWith(file + ":") && owner.endsWith("." + f.substring(file.length() + 1))) return true;
        }
        return false;
    }

    /** Whether every byte of {@code r} in {@code bytes} is zero. */
    static boolean zeros(ByteReader bytes, Region r) {
        long base = bytes.absolute(0);
        if (r.end() - base > bytes.length()) return false;
        return bytes.indexOfNonZero((int) (r.start() - base), (int) (r.end() - base)) < 0;
    }

    static String kindName(Kind k) { return k.name().toLowerCase(java.util.Locale.ROOT); }

    /** The first absolute offset in [start, end) where the two buffers differ, or -1. */
    static long firstDifference(ByteReader x, ByteReader y, long start, long end) {
        long base = x.absolute(0), baseY = y.absolute(0);
        if (end - base > x.length() || end - baseY > y.length()) return start;
        byte[] p = x.bytes("diff", start - base, end - start), q = y.bytes("diff", start - baseY, end - start);
        int i = java.util.Arrays.mismatch(p, q);
        return i < 0 ? -1 : start + i;
    }

    static String hex(ByteReader r, long at, int n) {
        byte[] b = r.bytes("diff", at - r.absolute(0), n);
        StringBuilder sb = new StringBuilder();
        for (byte v : b) sb.append(String.format("%02x", v & 0xff));
        return sb.toString();
    }
}
