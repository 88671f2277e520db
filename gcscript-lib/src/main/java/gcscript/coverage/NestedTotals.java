package gcscript.coverage;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;

/**
 * The totals of {@link Sweep#totals} in one pass over the sorted claims with a stack, where claims nest. The claims
 * fall into runs that no claim reaches across (a run ends where every claim of it has ended). In a run where each
 * claim lies inside the claims open at its start, the claims covering a byte are a chain of containers, and the
 * sweep's innermost (the latest start, then the shortest, of equal extents the first) is the last one opened that has
 * not ended, of equal extents the first of them; each claim's bytes not covered by a later one count for its kind.
 * Those are the sweep's rules for a nesting run: its bytes by kind, and no region a totals list keeps. A run that does
 * not nest (a claim starts inside another and ends past it), holds an overlap ({@link Sweep.Conflict#between}) or a
 * shared record ({@link Sweep.Conflict#shared}) is counted by {@link Sweep#range}, which sweeps that run alone; a claim
 * past the buffer's end returns null (the caller sweeps the buffer). Gaps between runs are the sweep's own
 * ({@link Sweep#gap}).
 *
 * <p>Why: on a full-size disc the sweep was ≈ 14 % of a warm coverage pass (issue 36, ninth round); a level's ≈ 0.23 M
 * claims fall into ≈ 80 k runs, of which a few do not nest (a moby packet's secret index reaching into its
 * primitives) or share a record (textures naming one palette).
 */
final class NestedTotals {
    private static final int DECODED = Coverage.Kind.DECODED.ordinal(), SHARED = Coverage.Kind.SHARED.ordinal();
    private static final int KINDS = Kind.values().length;

    private NestedTotals() {}

    /** {@code out} (an empty totals-only list) filled with the buffer's totals, or null when a claim ends past the buffer. */
    static Regions of(Regions out, long length, Coverage.Sorted claims, ByteReader bytes) {
        int n = claims.size();
        int[] stack = new int[16];         // open claims, outermost first
        long[] stackEnd = new long[16];
        int[] kind = new int[16];          // the region kind an entry's bytes count as: its own, or the first opened of its extent's
        long[] run = new long[KINDS];      // the open run's bytes by region kind
        int depth = 0, first = -1;         // the open run's first claim, -1 between runs
        long pos = 0;                      // bytes before pos are counted (the open run's from its first claim's start)
        for (int c = 0; c < n; ) {
            long cs = claims.start(c), ce = claims.end(c);
            if (ce > length) return null;
            while (depth > 0 && stackEnd[depth - 1] <= cs) {
                long e = stackEnd[--depth];
                if (e > pos) {
                    run[kind[depth]] += e - pos;
                    pos = e;
                }
            }
            if (depth == 0) {
                if (first >= 0) commit(out, claims.start(first), pos, run);
                if (cs > pos) Sweep.gap(out, bytes, length, pos, cs);
                pos = cs;
                first = c;
            } else {
                if (ce > stackEnd[depth - 1] || conflicts(claims, c, cs, ce, stack, stackEnd, depth)) {
                    // the run does not nest or holds an overlap or a shared record: swept alone, to where its claims end
                    java.util.Arrays.fill(run, 0);
                    int h = first + 1;
                    long end = claims.end(first);
                    for (; h < n && claims.start(h) < end; h++) end = Math.max(end, claims.end(h));
                    if (end > length) return null;
                    Sweep.range(out, length, claims, bytes, first, h, claims.start(first), end);
                    depth = 0;
                    first = -1;
                    pos = end;
                    c = h;
                    continue;
                }
                if (cs > pos) {
                    run[kind[depth - 1]] += cs - pos;
                    pos = cs;
                }
            }
            if (depth == stack.length) {
                stack = java.util.Arrays.copyOf(stack, depth * 2);
                stackEnd = java.util.Arrays.copyOf(stackEnd, depth * 2);
                kind = java.util.Arrays.copyOf(kind, depth * 2);
            }
            // of equal extents the sweep keeps the first activated as innermost
            boolean same = depth > 0 && stackEnd[depth - 1] == ce && claims.start(stack[depth - 1]) == cs;
            kind[depth] = same ? kind[depth - 1] : Kind.ordinalOf(claims.kindIndex(c));
            stack[depth] = c;
            stackEnd[depth++] = ce;
            c++;
        }
        while (depth > 0) {
            long e = stackEnd[--depth];
            if (e > pos) {
                run[kind[depth]] += e - pos;
                pos = e;
            }
        }
        if (first >= 0) commit(out, claims.start(first), pos, run);
        if (length > pos) Sweep.gap(out, bytes, length, pos, length);
        return out;
    }

    private static void commit(Regions out, long s, long e, long[] run) {
        out.counted(s, e, run);
        java.util.Arrays.fill(run, 0);
    }

    /**
     * Whether claim {@code c} ({@code [cs, ce)}) makes an overlap with an open claim, or a shared record with one of
     * its extent (the only ones that can share it): then the sweep names them.
     */
    private static boolean conflicts(Coverage.Sorted claims, int c, long cs, long ce, int[] stack, long[] stackEnd, int depth) {
        int k = claims.kindIndex(c);
        if (k == DECODED) {
            for (int i = 0; i < depth; i++) if (Sweep.Conflict.between(claims, stack[i], c)) return true;
        } else if (k == SHARED) {
            for (int i = depth - 1; i >= 0 && stackEnd[i] == ce && claims.start(stack[i]) == cs; i--) {
                if (Sweep.Conflict.shared(claims, stack[i], c)) return true;
            }
        }
        return false;
    }
}
