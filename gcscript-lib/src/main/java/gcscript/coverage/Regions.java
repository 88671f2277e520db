package gcscript.coverage;

import gcscript.bytes.Coverage;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * One buffer's regions as columns rather than a {@link Region} object each: a full-size level has ≈ 265 k of them and
 * most callers only add up sizes by kind. The regions cover the buffer from 0 without a gap (the sweep makes them so),
 * so a region's end is the next one's start and only starts are kept; a region's owner is its innermost claim's
 * (kept only for the overlaps, whose owner names both claims, and is empty where nothing claims the bytes). That
 * leaves one reference per overlap instead of one per region for the collector to trace. A {@link Region} is made when
 * one is asked for; the per-kind byte totals are kept as the regions are added. Read-only once built.
 *
 * <p>A {@linkplain #totals totals-only} list keeps the byte totals and only the regions a summary pass still looks at
 * (unexplained ones become problems rows; overlaps and shared records are rare): the ≈ 265 k decoded, opaque and
 * padding regions of a full-size level are counted, never stored, and need no owner comparison to be joined.
 */
final class Regions extends AbstractList<Region> implements RandomAccess {
    private static final Kind[] KINDS = Kind.values();
    private final int level;
    private final String file;
    private final Coverage.Sorted claims;
    private long[] start;
    private long[] end;    // totals-only: the kept regions' ends (they are not contiguous); null otherwise
    private long last;     // the end of the last region
    private byte[] kind;
    private int[] claim;   // position in {@link #claims} of the innermost claim, -1 where nothing claims the bytes
    private java.util.Map<Integer, String> overlapOwners = java.util.Map.of();
    private final long[] bytes = new long[KINDS.length];
    private int n;

    Regions(int level, String file, Coverage.Sorted claims, int capacity) {
        this(level, file, claims, capacity, false);
    }

    private Regions(int level, String file, Coverage.Sorted claims, int capacity, boolean totals) {
        this.level = level;
        this.file = file;
        this.claims = claims;
        int c = Math.max(16, capacity);
        start = new long[c];
        end = totals ? new long[c] : null;
        kind = new byte[c];
        claim = new int[c];
    }

    /** A totals-only list: every region's bytes are counted, only unexplained, overlap and shared regions are kept. */
    static Regions totals(int level, String file, Coverage.Sorted claims) {
        return new Regions(level, file, claims, 16, true);
    }

    /** Whether this list keeps only the unexplained, overlap and shared regions (its byte totals are whole). */
    boolean totalsOnly() { return end != null; }

    /**
     * Appends {@code [s, e)}, which must start where the last region ends (at 0 for the first); joined to the last
     * region when it continues it with the same kind and owner and its innermost claim names the same declaration (the
     * last region keeps its innermost claim). {@code o} is the owner of an overlap or a shared record (it names both
     * claims); other regions take their innermost claim's, compared in the store without joining it (null will do).
     */
    void add(long s, long e, Kind k, String o, int innermost) {
        if (s != last) throw new IllegalStateException(file + ": region at " + s + " after a region ending at " + last);
        bytes[k.ordinal()] += e - s;
        last = e;
        if (end != null && k != Kind.UNEXPLAINED && k != Kind.OVERLAP && k != Kind.SHARED) return;
        // the same innermost claim (not an overlap, whose owner names two claims) has the same owner and declaration;
        // the owner comparison is only made between two claims (joined when both name one path)
        if (n > 0 && kind[n - 1] == k.ordinal() && (end == null || end[n - 1] == s)   // a kept region ending here (totals only)
                && (claim[n - 1] == innermost && innermost >= 0 && k != Kind.OVERLAP && k != Kind.SHARED
                    || sameOwner(n - 1, k, o, innermost) && sameLabels(claim[n - 1], innermost))) {
            if (end != null) end[n - 1] = e;
            return;
        }
        if (n == start.length) {
            int c = n + n / 2;
            start = Arrays.copyOf(start, c);
            if (end != null) end = Arrays.copyOf(end, c);
            kind = Arrays.copyOf(kind, c);
            claim = Arrays.copyOf(claim, c);
        }
        start[n] = s;
        if (end != null) end[n] = e;
        kind[n] = (byte) k.ordinal();
        claim[n] = innermost;
        if (k == Kind.OVERLAP || k == Kind.SHARED) {
            if (overlapOwners.isEmpty()) overlapOwners = new java.util.HashMap<>();
            overlapOwners.put(n, o);
        }
        n++;
    }

    /**
     * Counts {@code [s, e)}, which must start where the last region ends, as {@code byKind[k]} bytes of each region kind
     * {@code k} (adding up to its size), all of kinds a totals-only list does not keep ({@link NestedTotals}'s runs of
     * nesting claims).
     */
    void counted(long s, long e, long[] byKind) {
        if (end == null) throw new IllegalStateException(file + ": counted bytes in a list that keeps every region");
        if (s != last) throw new IllegalStateException(file + ": region at " + s + " after a region ending at " + last);
        long sum = 0;
        for (long b : byKind) sum += b;
        if (sum != e - s || byKind[Kind.UNEXPLAINED.ordinal()] + byKind[Kind.OVERLAP.ordinal()] + byKind[Kind.SHARED.ordinal()] != 0) {
            throw new IllegalStateException(file + ": " + java.util.Arrays.toString(byKind) + " counted in [" + s + ", " + e + ")");
        }
        for (int k = 0; k < byKind.length; k++) bytes[k] += byKind[k];
        last = e;
    }

    /** Region {@code i}'s owner: its innermost claim's, both claims' for an overlap or a shared record, "" where nothing claims it. */
    private String owner(int i) {
        if (kind[i] == Kind.OVERLAP.ordinal() || kind[i] == Kind.SHARED.ordinal()) return overlapOwners.get(i);
        return claim[i] < 0 ? "" : claims.owner(claim[i]);
    }

    /** Whether region {@code i} (of kind {@code k}) has the owner of a region of kind {@code k}, owner {@code o}, innermost claim {@code innermost}. */
    private boolean sameOwner(int i, Kind k, String o, int innermost) {
        return k == Kind.OVERLAP || k == Kind.SHARED ? overlapOwners.get(i).equals(o) : claims.sameOwner(claim[i], innermost);
    }

    private long end(int i) { return end != null ? end[i] : i + 1 < n ? start[i + 1] : last; }

    /**
     * Whether two innermost claims name the same declaration (or neither is a claim): an owner's declared records and
     * its bulk bytes next to them (a VIF list's code words and an UNPACK payload no reader decodes, an array's tail
     * after its last whole record) stay two regions, so the round trip re-encodes the one and carries the other.
     */
    private boolean sameLabels(int a, int b) {
        return a < 0 || b < 0 ? a == b : claims.labels(a) == claims.labels(b);
    }

    @Override public int size() { return n; }

    @Override public Region get(int i) {
        if (i < 0 || i >= n) throw new IndexOutOfBoundsException(i);
        return new Region(level, file, start[i], end(i), KINDS[kind[i]], OwnerPaths.qualified(level, owner(i)), claim[i] < 0 ? null : claims.claim(claim[i]));
    }

    Kind kind(int i) { return KINDS[kind[i]]; }

    /** Bytes of one kind. */
    long bytes(Kind k) { return bytes[k.ordinal()]; }

    /** The end of the last region (the buffer's length), 0 when there is none. */
    long end() { return last; }

    /** The index of the region holding {@code offset}, or -1. */
    int indexOf(long offset) {
        int lo = 0, hi = n - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (offset < start[mid]) hi = mid - 1;
            else if (offset >= end(mid)) lo = mid + 1;
            else return mid;
        }
        return -1;
    }
}
