package gcscript.coverage;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;

/**
 * Turns one buffer's claims into consecutive regions that cover it exactly: each elementary interval between claim
 * boundaries gets the innermost claim covering it (the latest start, then the shortest) or, where nothing claims it,
 * padding or unexplained according to its bytes. Adjacent intervals with the same kind and owner are merged.
 *
 * <p>Runs over the store's sorted claims by position (no object per claim or per interval): the next boundary is the
 * nearer of the next claim's start and the earliest end among the active claims, which are few (on the full-size
 * disc 1.2–1.4 on average, at most 14), so the boundaries need no sorting either.
 */
final class Sweep {
    /** A byte alignment no structure on the disc exceeds: the sector. */
    static final int MAX_ALIGN = 0x800;

    private final Coverage.Sorted claims;
    private final Regions out;
    private final ByteReader bytes;
    private final long length;
    private int[] active = new int[16];   // positions in {@link #claims}, in the order they became active
    private long[] activeEnd = new long[16];   // their ends, beside them: the sweep asks for them at every boundary
    private int na;
    // conflicting pairs among the active claims, kept as claims come and go, so that an interval with none (every
    // interval of a sound disc) skips the pair scan; the scan still names the pair when there is one
    private int conflicts;
    // pairs of active claims that read one shareable record under unrelated owners (Conflict.shared), kept the same way
    private int shares;

    private Sweep(Coverage.Sorted claims, Regions out, ByteReader bytes, long length) {
        this.claims = claims;
        this.out = out;
        this.bytes = bytes;
        this.length = length;
    }

    static Regions of(int level, String file, long length, Coverage.Sorted claims, ByteReader bytes) {
        // a buffer has somewhat more regions than claims (the gaps between them): one allocation, seldom a second
        return run(new Regions(level, file, claims, claims.size() + claims.size() / 8), length, claims, bytes);
    }

    /**
     * The byte totals of {@link #of} with only its unexplained, overlap and shared regions ({@link Regions#totals}):
     * by {@link NestedTotals}, which sweeps only the runs of claims that do not nest.
     */
    static Regions totals(int level, String file, long length, Coverage.Sorted claims, ByteReader bytes) {
        Regions nested = NestedTotals.of(Regions.totals(level, file, claims), length, claims, bytes);
        return nested != null ? nested : sweptTotals(level, file, length, claims, bytes);
    }

    /** {@link #totals} by the sweep, whatever the claims: what {@link NestedTotals} must agree with. */
    static Regions sweptTotals(int level, String file, long length, Coverage.Sorted claims, ByteReader bytes) {
        return run(Regions.totals(level, file, claims), length, claims, bytes);
    }

    private static Regions run(Regions out, long length, Coverage.Sorted claims, ByteReader bytes) {
        Sweep w = new Sweep(claims, out, bytes, length);
        w.run(0, claims.size(), 0, length);
        return w.out;
    }

    /**
     * Sweeps claims {@code [from, to)} over bytes {@code [s0, s1)} into {@code out}, which ends at {@code s0}: a run of
     * claims no other claim reaches into (none before {@code from} ends after {@code s0}, none from {@code to} on
     * starts before {@code s1}), so the regions are those the whole sweep makes there. {@link NestedTotals} hands over
     * such runs when their claims do not nest.
     */
    static void range(Regions out, long length, Coverage.Sorted claims, ByteReader bytes, int from, int to, long s0, long s1) {
        new Sweep(claims, out, bytes, length).run(from, to, s0, s1);
    }

    /** Claims {@code [from, to)} over bytes {@code [s, until)}. */
    private void run(int from, int to, long s, long until) {
        int next = from;
        long nextStart = next < to ? claims.start(next) : Long.MAX_VALUE;
        while (s < until) {
            dropEnded(s);
            for (; nextStart <= s; nextStart = ++next < to ? claims.start(next) : Long.MAX_VALUE) {
                long e = claims.end(next);
                if (e > s) activate(next, e);
            }
            long b = Math.min(until, nextStart);
            for (int i = 0; i < na; i++) b = Math.min(b, activeEnd[i]);
            interval(s, b);
            s = b;
        }
    }

    private void activate(int c, long end) {
        for (int i = 0; i < na; i++) {
            if (Conflict.between(claims, active[i], c)) conflicts++;
            if (Conflict.shared(claims, active[i], c)) shares++;
        }
        if (na == active.length) {
            active = java.util.Arrays.copyOf(active, na * 2);
            activeEnd = java.util.Arrays.copyOf(activeEnd, na * 2);
        }
        activeEnd[na] = end;
        active[na++] = c;
    }

    /**
     * Drops the claims that end by {@code s}, keeping the others in order (the first of equals stays the innermost's
     * tie-breaker), and takes the conflicting pairs that left with them off the count (each pair once, in list order).
     */
    private void dropEnded(long s) {
        boolean any = false;
        for (int i = 0; i < na; i++) any |= activeEnd[i] <= s;
        if (!any) return;
        for (int i = 0; i < na && (conflicts > 0 || shares > 0); i++) {
            int r = active[i];
            if (activeEnd[i] > s) continue;
            for (int j = 0; j < na; j++) {
                if (j == i) continue;
                int o = active[j];
                if (j < i && activeEnd[j] <= s) continue;   // two leaving claims: the pair was counted from the first
                if (j < i ? Conflict.between(claims, o, r) : Conflict.between(claims, r, o)) conflicts--;
                if (j < i ? Conflict.shared(claims, o, r) : Conflict.shared(claims, r, o)) shares--;
            }
        }
        int kept = 0;
        for (int i = 0; i < na; i++) {
            if (activeEnd[i] > s) {
                activeEnd[kept] = activeEnd[i];
                active[kept++] = active[i];
            }
        }
        na = kept;
    }

    private void interval(long s, long e) {
        if (na == 0) {
            gap(out, bytes, length, s, e);
            return;
        }
        int inner = active[0];
        if (na > 1) {
            long is = claims.start(inner), ie = activeEnd[0];
            for (int i = 1; i < na; i++) {
                int c = active[i];
                long cs = claims.start(c);
                if (cs > is || (cs == is && activeEnd[i] < ie)) {
                    inner = c;
                    is = cs;
                    ie = activeEnd[i];
                }
            }
        }
        for (int i = 0; conflicts > 0 && i < na; i++) {
            for (int j = i + 1; j < na; j++) {
                int a = active[i], b = active[j];
                if (Conflict.between(claims, a, b)) {
                    int o = Conflict.outer(claims, a, b);
                    out.add(s, e, Kind.OVERLAP, claims.owner(o) + " / " + claims.owner(o == a ? b : a), inner);
                    return;
                }
            }
        }
        for (int i = 0; shares > 0 && i < na; i++) {
            int o = active[i];
            if (o != inner && Conflict.shared(claims, inner, o)) {
                out.add(s, e, Kind.SHARED, claims.owner(inner) + " / " + claims.owner(o), inner);
                return;
            }
        }
        out.add(s, e, Kind.of(claims.kind(inner)), null, inner);   // its owner stays in the store until shown
    }

    /**
     * Bytes nobody claims, {@code [s, e)} of a buffer of {@code length} bytes: zeros up to an alignment boundary are
     * padding; the run from the first to the last non-zero byte is unexplained.
     */
    static void gap(Regions out, ByteReader bytes, long length, long s, long e) {
        if (bytes == null) {   // a buffer only claimed, never registered: nothing to tell zeros by
            out.add(s, e, Kind.UNEXPLAINED, "", -1);
            return;
        }
        long base = bytes.base();
        int first = bytes.indexOfNonZero((int) (s - base), (int) (e - base));
        if (first < 0) {
            zeros(out, length, s, e);
            return;
        }
        long f = first + base;
        long last = f;
        for (long i = e - 1; i > f; i--) {
            if (bytes.indexOfNonZero((int) (i - base), (int) (i - base + 1)) >= 0) { last = i; break; }
        }
        if (f > s) zeros(out, length, s, f);
        out.add(f, last + 1, Kind.UNEXPLAINED, "", -1);
        if (last + 1 < e) zeros(out, length, last + 1, e);
    }

    /**
     * A zero run is padding when it ends at the buffer's end, or at a 16-byte boundary and is shorter than a sector
     * (the alignment the writers pad structures to ranges from 16 bytes to a sector); otherwise unexplained.
     */
    private static void zeros(Regions out, long length, long s, long e) {
        boolean padding = e == length || e - s < alignment(e) || (e % 16 == 0 && e - s < MAX_ALIGN);
        out.add(s, e, padding ? Kind.PADDING : Kind.UNEXPLAINED, "", -1);
    }

    /** The largest power of two dividing {@code offset}, at most {@link #MAX_ALIGN}. */
    static long alignment(long offset) {
        return offset == 0 ? MAX_ALIGN : Math.min(MAX_ALIGN, Long.lowestOneBit(offset));
    }

    /**
     * When two claims on the same bytes are one structure (nested paths, a bulk read around what is decoded in it,
     * an opaque or declared-shared container) and when they are two: two owners reading the same record under
     * unrelated paths (a class entry pointing at another class's block) are an overlap unless declared shared. Two
     * declared-shared claims of unrelated owners with the same extent and declaration are one record read by both
     * ({@link #shared}): the region is {@link Kind#SHARED}, named after both.
     */
    static final class Conflict {
        private Conflict() {}

        /** Of claims {@code a} and {@code b} (positions in {@code c}), the one that starts first, the longer on a tie, else {@code a}. */
        static int outer(Coverage.Sorted c, int a, int b) {
            return c.start(a) < c.start(b) || (c.start(a) == c.start(b) && c.end(a) >= c.end(b)) ? a : b;
        }

        static boolean between(Coverage.Sorted c, int a, int b) {
            if (c.kind(a) != Coverage.Kind.DECODED || c.kind(b) != Coverage.Kind.DECODED) return false;   // opaque, padding, shared: containers
            int o = outer(c, a, b), i = o == a ? b : a;
            // a bulk read (no declared fields) contains whatever is decoded inside it; a declared record does not
            // (asked first: it needs no path comparison, which every activation inside a decoded claim would make)
            if (c.end(i) <= c.end(o) && c.labels(o) == null) return false;
            return !related(c, o, i);
        }

        /**
         * Claims {@code a} and {@code b} are one shareable record read by two unrelated owners: both declared
         * {@code SHARED}, the same extent and the same declaration (labels), owners not one inside the other.
         */
        static boolean shared(Coverage.Sorted c, int a, int b) {
            return c.kind(a) == Coverage.Kind.SHARED && c.kind(b) == Coverage.Kind.SHARED && sameRecord(c, a, b) && !related(c, a, b);
        }

        private static boolean sameRecord(Coverage.Sorted c, int a, int b) {
            return c.start(a) == c.start(b) && c.end(a) == c.end(b) && c.labels(a) == c.labels(b);
        }

        private static boolean related(Coverage.Sorted c, int a, int b) {
            String ao = c.owner(a), bo = c.owner(b);
            return nested(ao, bo) || nested(bo, ao);
        }

        /** {@code inner} is {@code outer} or a part of it ({@code outer.x}, {@code outer[3]}). */
        static boolean nested(String outer, String inner) {
            if (continues(inner, 0, outer, 0, outer.length())) return true;   // both named the same way: no prefix to skip
            // some readers name paths from the level down, others from the area down ("core.header")
            int o = afterLevel(outer), i = afterLevel(inner);
            return continues(inner, i, outer, o, outer.length() - o);
        }

        /** {@code inner} from {@code i} is the {@code n} characters of {@code outer} from {@code o}, then ends or goes on with '.' or '['. */
        private static boolean continues(String inner, int i, String outer, int o, int n) {
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
