package gcscript.coverage;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every byte of one level's buffers (the level file and each decompressed stream) with its kind and owner, worked
 * out from the claims its readers recorded in a {@link Coverage} store. Regions of a buffer are consecutive and
 * cover it exactly. The questions a structural diff asks are here: {@link #at} (who owns offset X of buffer B) and
 * {@link #regions(Kind)} (which regions are opaque or unexplained).
 */
public final class CoverageMap {
    private final int level;
    private final Coverage store;
    private final Map<String, Regions> regions;

    private CoverageMap(int level, Coverage store, Map<String, Regions> regions) {
        this.level = level;
        this.store = store;
        this.regions = regions;
    }

    /** The map of what {@code store} recorded for level {@code level}. */
    public static CoverageMap of(int level, Coverage store) {
        return of(level, store, false);
    }

    /**
     * The byte totals of {@link #of} ({@link #bytes(String, Kind)}, the summary table's figures) with only the
     * regions that are unexplained, overlap or shared ({@link #regions(Kind)} of those kinds): the decoded, opaque
     * and padding regions (nearly all of them) are counted by the sweep, never stored. {@link #at}, {@link #regions()}
     * and {@link #regions(String)} refuse: they need every region.
     */
    public static CoverageMap totals(int level, Coverage store) {
        return of(level, store, true);
    }

    private static CoverageMap of(int level, Coverage store, boolean totals) {
        Map<String, Regions> m = new LinkedHashMap<>();
        for (String file : store.files()) {
            ByteReader bytes = store.bytes(file);
            Coverage.Sorted claims = store.sorted(file);
            long length = bytes != null ? bytes.base() + bytes.length() : 0;
            for (int i = 0; bytes == null && i < claims.size(); i++) length = Math.max(length, claims.end(i));
            m.put(file, totals ? Sweep.totals(level, file, length, claims, bytes) : Sweep.of(level, file, length, claims, bytes));
        }
        return new CoverageMap(level, store, m);
    }

    /** Whether this map holds only byte totals and the unexplained, overlap and shared regions ({@link #totals}). */
    public boolean totalsOnly() {
        for (Regions r : regions.values()) return r.totalsOnly();
        return false;
    }

    private void requireEveryRegion(String what) {
        if (totalsOnly()) throw new IllegalStateException(what + " needs every region: this map holds totals only (CoverageMap.totals)");
    }

    public int level() { return level; }
    /** The claims themselves. */
    public Coverage store() { return store; }
    /** Buffers, the level file first, then each stream in the order it was first read. */
    public List<String> files() { return List.copyOf(regions.keySet()); }

    /** Regions of one buffer (empty for a buffer nothing read). */
    public List<Region> regions(String file) {
        requireEveryRegion("regions(file)");
        Regions r = regions.get(file);
        return r == null ? List.of() : r;
    }

    /** Every region of every buffer. */
    public List<Region> regions() {
        requireEveryRegion("regions()");
        List<Region> out = new ArrayList<>();
        regions.values().forEach(out::addAll);
        return out;
    }

    /** Every region of one kind (e.g. the unexplained or opaque ones a diff compares as bytes). */
    public List<Region> regions(Kind kind) {
        // buffer by buffer, a region object only for the regions asked for (a full-size level has ≈ 265 k regions and
        // the coverage pass asks for the unexplained ones on every level)
        List<Region> out = new ArrayList<>();
        for (String file : regions.keySet()) out.addAll(regions(file, kind, kind));
        return out;
    }

    /** The regions of one buffer whose kind is {@code a} or {@code b}, in order; a region object only for those. */
    public List<Region> regions(String file, Kind a, Kind b) {
        Regions rs = regions.get(file);
        if (rs == null || rs.bytes(a) + rs.bytes(b) == 0) return List.of();
        if (rs.totalsOnly() && !(kept(a) && kept(b))) requireEveryRegion("regions of " + a.label() + " and " + b.label());
        List<Region> out = new ArrayList<>();
        for (int i = 0; i < rs.size(); i++) if (rs.kind(i) == a || rs.kind(i) == b) out.add(rs.get(i));
        return out;
    }

    /** The kinds a totals-only map keeps the regions of. */
    private static boolean kept(Kind k) { return k == Kind.UNEXPLAINED || k == Kind.OVERLAP || k == Kind.SHARED; }

    /** The region holding absolute {@code offset} of {@code file}. */
    public Optional<Region> at(String file, long offset) {
        requireEveryRegion("at(file, offset)");
        Regions rs = regions.get(file);
        int i = rs == null ? -1 : rs.indexOf(offset);
        return i < 0 ? Optional.empty() : Optional.of(rs.get(i));
    }

    /** Who owns {@code offset} of {@code file}: the owner path, else the region's kind ("padding", "unexplained"), else "". */
    public String ownerAt(String file, long offset) {
        return at(file, offset).map(r -> r.owner().isEmpty() ? r.kind().label() : r.owner()).orElse("");
    }

    /** Bytes of a buffer of one kind. */
    public long bytes(String file, Kind kind) {
        Regions rs = regions.get(file);
        return rs == null ? 0 : rs.bytes(kind);
    }

    /** Bytes of a buffer. */
    public long bytes(String file) {
        Regions rs = regions.get(file);
        return rs == null ? 0 : rs.end();
    }
}
