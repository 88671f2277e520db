package gcscript.coverage;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link NestedTotals} gives the sweep's totals and kept regions: on nesting claims (random trees of containers and
 * parts of every kind, equal extents, parts at a container's start and end, gaps of zeros and of other bytes, records
 * two owners share), and on trees with claims planted that do not nest or overlap an unrelated record, whose runs it
 * hands to the sweep; a claim past the buffer's end returns null.
 */
class NestedTotalsTest {
    private static final Coverage.Kind[] KINDS = Coverage.Kind.values();
    private static final Coverage.Labels RECORD = new Coverage.Labels() {
        @Override public int recordSize() { return 4; }
        @Override public String fieldAt(int offset) { return "f" + offset; }
    };

    @Test void nestingClaimsGiveTheSweepsTotals() {
        int unexplained = 0, padding = 0, shared = 0, overlap = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Random rnd = new Random(seed);
            int len = 1024 + rnd.nextInt(4096);
            byte[] bytes = new byte[len];
            for (int i = 0; i < len; ) {
                int run = 1 + rnd.nextInt(64);
                boolean zero = rnd.nextInt(3) > 0;
                for (int k = i; k < Math.min(len, i + run); k++) bytes[k] = zero ? 0 : (byte) (1 + rnd.nextInt(200));
                i += run;
            }
            Coverage store = new Coverage();
            ByteReader r = ByteReader.of(bytes, "BUF").recording(store);
            tree(r, rnd, "s" + seed, 0, len, 0);
            if (seed % 2 == 0) {
                // planted: claims reaching across the tree's parts (not nesting), unrelated records on decoded ones (overlaps)
                for (int i = 0; i < 6; i++) {
                    long at = rnd.nextInt(len - 64);
                    r.claim("x" + i, at, 1 + rnd.nextInt(63), rnd.nextBoolean() ? Coverage.Kind.DECODED : Coverage.Kind.OPAQUE, RECORD);
                }
            }
            Coverage.Sorted claims = store.sorted("BUF");
            Regions fast = NestedTotals.of(Regions.totals(0, "BUF", claims), len, claims, r);
            Regions swept = Sweep.sweptTotals(0, "BUF", len, claims, r);
            assertNotNull(fast, "seed " + seed);
            for (Kind k : Kind.values()) assertEquals(swept.bytes(k), fast.bytes(k), "seed " + seed + " " + k);
            assertEquals(swept, fast, "seed " + seed + ": kept regions");
            assertEquals(len, fast.end());
            unexplained += fast.bytes(Kind.UNEXPLAINED) > 0 ? 1 : 0;
            padding += fast.bytes(Kind.PADDING) > 0 ? 1 : 0;
            shared += fast.bytes(Kind.SHARED) > 0 && seed % 2 == 1 ? 1 : 0;   // from the stack: nothing planted
            overlap += fast.bytes(Kind.OVERLAP) > 0 ? 1 : 0;                 // from the sweep of a run
        }
        // every sort of kept region came out, from the stack and from the sweep of the runs that did not nest
        assertTrue(unexplained > 20 && padding > 20 && shared > 3 && overlap > 5, unexplained + " " + padding + " " + shared + " " + overlap);
    }

    /** Claims inside {@code [from, to)}: parts one after another with gaps, some parts containing parts of their own. */
    private static void tree(ByteReader r, Random rnd, String owner, long from, long to, int depth) {
        long at = from;
        for (int i = 0; at < to; i++) {
            at += rnd.nextInt(4) == 0 ? rnd.nextInt(48) : 0;   // a gap
            if (at >= to) break;
            long end = Math.min(to, at + 1 + rnd.nextInt(depth == 0 ? 600 : 80));
            String path = owner + (rnd.nextBoolean() ? "[" + i + "]" : ".p" + i);
            Coverage.Kind k = depth < 2 && rnd.nextBoolean() ? Coverage.Kind.OPAQUE : KINDS[rnd.nextInt(KINDS.length)];
            r.claim(path, at, end - at, k, k == Coverage.Kind.DECODED && rnd.nextBoolean() ? null : RECORD);
            // an equal extent (the first stays innermost); not shared: two unrelated shared claims of one extent are a
            // shared record, which the sweep judges
            if (rnd.nextInt(8) == 0) r.claim(path + ".same", at, end - at, k == Coverage.Kind.SHARED ? Coverage.Kind.OPAQUE : k, null);
            if (k == Coverage.Kind.SHARED && rnd.nextInt(3) == 0) r.claim("other" + i + "_" + depth, at, end - at, k, RECORD);   // a record two owners share
            if (depth < 3 && end - at > 8 && rnd.nextBoolean()) tree(r, rnd, path, at, end, depth + 1);
            at = end;
        }
    }

    @Test void runsThatDoNotNestAreTheSweepsAndAClaimPastTheEndIsRefused() {
        sameAsSweep(r -> {
            r.claim("a", 0, 16, Coverage.Kind.DECODED, null);
            r.claim("a.p", 2, 4, Coverage.Kind.PADDING, null);
            r.claim("b", 8, 16, Coverage.Kind.DECODED, null);   // starts inside a, ends past it
            r.claim("c", 40, 8, Coverage.Kind.DECODED, RECORD);  // a run of its own, after
        }, 64);
        sameAsSweep(r -> {
            r.claim("a", 0, 16, Coverage.Kind.DECODED, RECORD);
            r.claim("b", 4, 4, Coverage.Kind.DECODED, RECORD);   // an unrelated record inside a declared one: an overlap
        }, 64);
        sameAsSweep(r -> {
            r.claim("a", 0, 16, Coverage.Kind.SHARED, RECORD);
            r.claim("b", 0, 16, Coverage.Kind.SHARED, RECORD);   // one record two owners share
            r.claim("c", 0, 16, Coverage.Kind.SHARED, RECORD);
            r.claim("b.x", 4, 4, Coverage.Kind.DECODED, null);
        }, 64);
        assertEquals(16 - 4, fast(r -> {
            r.claim("a", 0, 16, Coverage.Kind.SHARED, RECORD);
            r.claim("b", 0, 16, Coverage.Kind.SHARED, RECORD);
            r.claim("b.x", 4, 4, Coverage.Kind.DECODED, null);
        }, 64).bytes(Kind.SHARED));
        assertNull(fast(r -> r.claim("a", 0, 16, Coverage.Kind.DECODED, null), 8));   // past the buffer's end
    }

    private static void sameAsSweep(java.util.function.Consumer<ByteReader> claims, int len) {
        Coverage store = new Coverage();
        ByteReader r = ByteReader.of(new byte[len], "BUF").recording(store);
        claims.accept(r);
        Coverage.Sorted s = store.sorted("BUF");
        Regions fast = NestedTotals.of(Regions.totals(0, "BUF", s), len, s, r), swept = Sweep.sweptTotals(0, "BUF", len, s, r);
        for (Kind k : Kind.values()) assertEquals(swept.bytes(k), fast.bytes(k), k.toString());
        assertEquals(swept, fast);
    }

    @Test void aContainersBytesAroundItsPartsAreItsOwn() {
        Regions t = fast(r -> {
            r.claim("a", 2, 20, Coverage.Kind.OPAQUE, null);
            r.claim("a.x", 4, 4, Coverage.Kind.DECODED, RECORD);
            r.claim("a.y", 12, 2, Coverage.Kind.PADDING, null);
            r.claim("a.y.z", 12, 2, Coverage.Kind.DECODED, null);   // a.y's extent: a.y, claimed first, stays innermost
        }, 32);
        assertEquals(4, t.bytes(Kind.DECODED));                 // a.x
        assertEquals(20 - 4 - 2, t.bytes(Kind.OPAQUE));         // the rest of a
        assertEquals(2 + 10, t.bytes(Kind.PADDING));            // a.y; zeros to the buffer's end
        assertEquals(2, t.bytes(Kind.UNEXPLAINED));             // zeros 0-1: they end at no boundary of 16 or their own size
        assertEquals(1, t.size());
        assertEquals(0, t.get(0).start());
        assertEquals(2, t.get(0).end());
    }

    /** A run's counted bytes: only in a totals list, where the last region ends, adding up to the run, of kinds not kept. */
    @Test void countedBytesMustContinueTheListAndAddUp() {
        Coverage store = new Coverage();
        ByteReader r = ByteReader.of(new byte[32], "BUF").recording(store);
        r.claim("a", 0, 8, Coverage.Kind.DECODED, null);
        Coverage.Sorted s = store.sorted("BUF");
        long[] run = new long[Kind.values().length];
        run[Kind.DECODED.ordinal()] = 6;
        run[Kind.PADDING.ordinal()] = 2;
        Regions t = Regions.totals(0, "BUF", s);
        assertThrows(IllegalStateException.class, () -> t.counted(4, 12, run), "not where the list ends");
        assertThrows(IllegalStateException.class, () -> t.counted(0, 9, run), "does not add up");
        long[] kept = run.clone();
        kept[Kind.PADDING.ordinal()] = 0;
        kept[Kind.UNEXPLAINED.ordinal()] = 2;
        assertThrows(IllegalStateException.class, () -> t.counted(0, 8, kept), "a kind the list keeps");
        assertEquals(0, t.bytes(Kind.DECODED), "a refused run counts nothing");
        t.counted(0, 8, run);
        assertEquals(6, t.bytes(Kind.DECODED));
        assertEquals(2, t.bytes(Kind.PADDING));
        assertEquals(8, t.end());
        assertEquals(0, t.size());
        assertThrows(IllegalStateException.class, () -> new Regions(0, "BUF", s, 4).counted(0, 8, run), "a list that keeps every region");
    }

    private static Regions fast(java.util.function.Consumer<ByteReader> claims, int len) {
        Coverage store = new Coverage();
        ByteReader r = ByteReader.of(new byte[len], "BUF").recording(store);
        claims.accept(r);
        Coverage.Sorted s = store.sorted("BUF");
        return NestedTotals.of(Regions.totals(0, "BUF", s), len, s, r);
    }
}
