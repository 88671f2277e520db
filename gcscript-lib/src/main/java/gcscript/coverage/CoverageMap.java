package gcscript.coverage;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import java.util.ArrayList;
import java.util.Collections;
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
    private final Map<String, List<Region>> regions;

    private CoverageMap(int level, Coverage store, Map<String, List<Region>> regions) {
        this.level = level;
        this.store = store;
        this.regions = regions;
    }

    /** The map of what {@code store} recorded for level {@code level}. */
    public static CoverageMap of(int level, Coverage store) {
        Map<String, List<Region>> m = new LinkedHashMap<>();
        for (String file : store.files()) {
            ByteReader bytes = store.bytes(file);
            List<Coverage.Claim> claims = store.claims(file);
            long length = bytes != null ? bytes.base() + bytes.length() : claims.stream().mapToLong(Coverage.Claim::end).max().orElse(0);
            m.put(file, Collections.unmodifiableList(Sweep.of(level, file, length, claims, bytes)));
        }
        return new CoverageMap(level, store, Collections.unmodifiableMap(m));
    }

    public int level() { return level; }
    /** The claims themselves. */
    public Coverage store() { return store; }
    /** Buffers, the level file first, then each stream in the order it was first read. */
    public List<String> files() { return List.copyOf(regions.keySet()); }

    /** Regions of one buffer (empty for a buffer nothing read). */
    public List<Region> regions(String file) { return regions.getOrDefault(file, List.of()); }

    /** Every region of every buffer. */
    public List<Region> regions() {
        List<Region> out = new ArrayList<>();
        regions.values().forEach(out::addAll);
        return out;
    }

    /** Every region of one kind (e.g. the unexplained or opaque ones a diff compares as bytes). */
    public List<Region> regions(Kind kind) {
        // buffer by buffer, without first copying every region into one list (a full-size level has ≈ 265 k regions
        // and the coverage pass asks for the unexplained ones on every level: 7 % of its samples went to that copy)
        List<Region> out = new ArrayList<>();
        for (List<Region> buffer : regions.values()) {
            for (Region r : buffer) if (r.kind() == kind) out.add(r);
        }
        return out;
    }

    /** The region holding absolute {@code offset} of {@code file}. */
    public Optional<Region> at(String file, long offset) {
        List<Region> rs = regions(file);
        int lo = 0, hi = rs.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            Region r = rs.get(mid);
            if (offset < r.start()) hi = mid - 1;
            else if (offset >= r.end()) lo = mid + 1;
            else return Optional.of(r);
        }
        return Optional.empty();
    }

    /** Who owns {@code offset} of {@code file}: the owner path, else the region's kind ("padding", "unexplained"), else "". */
    public String ownerAt(String file, long offset) {
        return at(file, offset).map(r -> r.owner().isEmpty() ? r.kind().label() : r.owner()).orElse("");
    }

    /** Bytes of a buffer of one kind. */
    public long bytes(String file, Kind kind) {
        long n = 0;
        for (Region r : regions(file)) if (r.kind() == kind) n += r.size();
        return n;
    }

    /** Bytes of a buffer. */
    public long bytes(String file) {
        List<Region> rs = regions(file);
        return rs.isEmpty() ? 0 : rs.get(rs.size() - 1).end();
    }
}
