package gcscript.coverage;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import gcscript.bytes.Coverage.Claim;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns one buffer's claims into consecutive regions that cover it exactly: each elementary interval between claim
 * boundaries gets the innermost claim covering it (the latest start, then the shortest) or, where nothing claims it,
 * padding or unexplained according to its bytes. Adjacent intervals with the same kind and owner are merged.
 */
final class Sweep {
    private Sweep() {}

    /** A byte alignment no structure on the disc exceeds: the sector. */
    static final int MAX_ALIGN = 0x800;

    static List<Region> of(int level, String file, long length, List<Claim> claims, ByteReader bytes) {
        // every claim boundary inside the buffer, sorted and distinct (primitive: a full-size level has millions)
        long[] bounds = new long[2 * claims.size() + 2];
        int nb = 0;
        bounds[nb++] = 0;
        bounds[nb++] = length;
        for (Claim c : claims) {
            if (c.start() < length) bounds[nb++] = Math.max(0, c.start());
            if (c.end() < length) bounds[nb++] = c.end();
        }
        Arrays.sort(bounds, 0, nb);
        List<Region> out = new ArrayList<>();
        List<Claim> active = new ArrayList<>();
        // conflicting pairs among the active claims, kept as claims come and go, so that an interval with none (every
        // interval of a sound disc) skips the pair scan; the scan still names the pair when there is one
        int conflicts = 0;
        int next = 0;
        for (int k = 1; k < nb; k++) {
            long s = bounds[k - 1], b = bounds[k];
            if (b == s) continue;
            conflicts -= dropEnded(active, s);
            while (next < claims.size() && claims.get(next).start() <= s) {
                Claim c = claims.get(next++);
                if (c.end() <= s) continue;
                for (Claim x : active) if (Conflict.between(x, c)) conflicts++;
                active.add(c);
            }
            interval(level, file, s, b, active, conflicts > 0, bytes, length, out);
        }
        return out;
    }

    /**
     * Drops the claims that end by {@code s}, keeping the others in order (the first of equals stays the innermost's
     * tie-breaker); returns the conflicting pairs that left with them (each pair once, taken in list order).
     */
    private static int dropEnded(List<Claim> active, long s) {
        int n = active.size(), gone = 0;
        boolean any = false;
        for (Claim c : active) any |= c.end() <= s;
        if (!any) return 0;
        for (int i = 0; i < n; i++) {
            Claim r = active.get(i);
            if (r.end() > s) continue;
            for (int j = 0; j < n; j++) {
                if (j == i) continue;
                Claim o = active.get(j);
                if (j < i && o.end() <= s) continue;   // two leaving claims: the pair was counted from the first
                if (j < i ? Conflict.between(o, r) : Conflict.between(r, o)) gone++;
            }
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            Claim c = active.get(i);
            if (c.end() > s) active.set(kept++, c);
        }
        active.subList(kept, n).clear();
        return gone;
    }

    private static void interval(int level, String file, long s, long e, List<Claim> active, boolean conflicting, ByteReader bytes,
                                 long length, List<Region> out) {
        if (active.isEmpty()) {
            gap(level, file, s, e, bytes, length, out);
            return;
        }
        Claim inner = active.get(0);
        for (Claim c : active) {
            if (c.start() > inner.start() || (c.start() == inner.start() && c.end() < inner.end())) inner = c;
        }
        for (int i = 0; conflicting && i < active.size(); i++) {
            for (int j = i + 1; j < active.size(); j++) {
                Claim a = active.get(i), b = active.get(j);
                if (Conflict.between(a, b)) {
                    add(out, new Region(level, file, s, e, Kind.OVERLAP, Conflict.outer(a, b).owner() + " / " + Conflict.inner(a, b).owner(),
                            inner));
                    return;
                }
            }
        }
        add(out, new Region(level, file, s, e, Kind.of(inner.kind()), inner.owner(), inner));
    }

    /** Bytes nobody claims: zeros up to an alignment boundary are padding; the run from the first to the last non-zero byte is unexplained. */
    private static void gap(int level, String file, long s, long e, ByteReader bytes, long length, List<Region> out) {
        if (bytes == null) {   // a buffer only claimed, never registered: nothing to tell zeros by
            add(out, new Region(level, file, s, e, Kind.UNEXPLAINED, "", null));
            return;
        }
        long base = bytes.base();
        int first = bytes.indexOfNonZero((int) (s - base), (int) (e - base));
        if (first < 0) {
            zeros(level, file, s, e, length, out);
            return;
        }
        long f = first + base;
        long last = f;
        for (long i = e - 1; i > f; i--) {
            if (bytes.indexOfNonZero((int) (i - base), (int) (i - base + 1)) >= 0) { last = i; break; }
        }
        if (f > s) zeros(level, file, s, f, length, out);
        add(out, new Region(level, file, f, last + 1, Kind.UNEXPLAINED, "", null));
        if (last + 1 < e) zeros(level, file, last + 1, e, length, out);
    }

    /**
     * A zero run is padding when it ends at the buffer's end, or at a 16-byte boundary and is shorter than a sector
     * (the alignment the writers pad structures to ranges from 16 bytes to a sector); otherwise unexplained.
     */
    private static void zeros(int level, String file, long s, long e, long length, List<Region> out) {
        boolean padding = e == length || e - s < alignment(e) || (e % 16 == 0 && e - s < MAX_ALIGN);
        add(out, new Region(level, file, s, e, padding ? Kind.PADDING : Kind.UNEXPLAINED, "", null));
    }

    /** The largest power of two dividing {@code offset}, at most {@link #MAX_ALIGN}. */
    static long alignment(long offset) {
        return offset == 0 ? MAX_ALIGN : Math.min(MAX_ALIGN, Long.lowestOneBit(offset));
    }

    /**
     * Whether two regions' innermost claims name the same declaration (or none): an owner's declared records and its
     * bulk bytes next to them (a VIF list's code words and an UNPACK payload no reader decodes, an array's tail after
     * its last whole record) stay two regions, so the round trip re-encodes the one and carries the other.
     */
    private static boolean sameLabels(Region p, Region r) {
        Claim a = p.claim(), b = r.claim();
        return a == null ? b == null : b != null && a.labels() == b.labels();
    }

    private static void add(List<Region> out, Region r) {
        if (!out.isEmpty()) {
            Region p = out.get(out.size() - 1);
            if (p.end() == r.start() && p.kind() == r.kind() && p.owner().equals(r.owner()) && sameLabels(p, r)) {
                out.set(out.size() - 1, new Region(p.level(), p.file(), p.start(), r.end(), p.kind(), p.owner(), p.claim()));
                return;
            }
        }
        out.add(r);
    }

    /**
     * When two claims on the same bytes are one structure (nested paths, a bulk read around what is decoded in it,
     * an opaque or declared-shared container) and when they are two: two owners reading the same record under
     * unrelated paths (a class entry pointing at another class's block) are an overlap unless declared shared.
     */
    static final class Conflict {
        private Conflict() {}

        static Claim outer(Claim a, Claim b) {
            return a.start() < b.start() || (a.start() == b.start() && a.end() >= b.end()) ? a : b;
        }

        static Claim inner(Claim a, Claim b) { return outer(a, b) == a ? b : a; }

        static boolean between(Claim a, Claim b) {
            Claim o = outer(a, b), i = inner(a, b);
            if (o.kind() != Coverage.Kind.DECODED || i.kind() != Coverage.Kind.DECODED) return false;   // opaque, padding, shared: containers
            if (nested(o.owner(), i.owner()) || nested(i.owner(), o.owner())) return false;
            boolean contains = i.end() <= o.end();
            // a bulk read (no declared fields) contains whatever is decoded inside it; a declared record does not
            return !(contains && o.labels() == null);
        }

        /** {@code inner} is {@code outer} or a part of it ({@code outer.x}, {@code outer[3]}). */
        static boolean nested(String outer, String inner) {
            // some readers name paths from the level down, others from the area down ("core.header")
            int o = afterLevel(outer), i = afterLevel(inner);
            int n = outer.length() - o;
            if (inner.length() - i < n || !inner.regionMatches(i, outer, o, n)) return false;
            if (inner.length() - i == n) return true;
            char c = inner.charAt(i + n);
            return c == '.' || c == '[';
        }

        /** Where a path continues after its {@code level[N].} prefix (0 when it has none). */
        static int afterLevel(String path) {
            if (!path.startsWith("level[")) return 0;
            int i = 6;
            while (i < path.length() && path.charAt(i) >= '0' && path.charAt(i) <= '9') i++;
            return i > 6 && path.startsWith("].", i) ? i + 2 : 0;
        }
    }
}
