package gcscript.bytes;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The store gives a buffer's claims by start, then longest first, then in the order recorded, whichever way it sorts
 * them (the radix key, or comparisons for extents the key cannot hold), and a snapshot ignores claims made after it.
 */
class CoverageOrderTest {
    /** Claims recorded the way readers record them: runs in order, containers after or before their parts, ties. */
    static List<Coverage.Claim> record(Coverage store, String file, long seed, long maxStart) {
        return record(store, file, seed, maxStart, 20_000);
    }

    static List<Coverage.Claim> record(Coverage store, String file, long seed, long maxStart, int count) {
        Random rnd = new Random(seed);
        List<Coverage.Claim> made = new ArrayList<>();
        long at = 0;
        for (int i = 0; i < count; i++) {
            long s = rnd.nextInt(4) == 0 ? (long) (rnd.nextDouble() * maxStart) : at;
            long e = s + 1 + rnd.nextInt(rnd.nextBoolean() ? 8 : 400);
            if (rnd.nextInt(10) == 0 && !made.isEmpty()) {   // the same extent again, under another owner
                Coverage.Claim p = made.get(rnd.nextInt(made.size()));
                s = p.start();
                e = p.end();
            }
            String owner = "o" + i;
            Coverage.Kind kind = Coverage.Kind.values()[rnd.nextInt(4)];
            store.claim(file, s, e, owner, kind, null);
            made.add(new Coverage.Claim(file, s, e, owner, kind, null));
            at = rnd.nextBoolean() ? e : s + rnd.nextInt(4);
        }
        return made;
    }

    static List<Coverage.Claim> expected(List<Coverage.Claim> made) {
        List<Coverage.Claim> sorted = new ArrayList<>(made);
        // List.sort is stable: ties keep the order recorded
        sorted.sort(Comparator.comparingLong(Coverage.Claim::start).thenComparing(Comparator.comparingLong(Coverage.Claim::end).reversed()));
        return sorted;
    }

    @Test void claimsComeByStartThenLongestThenAsRecorded() {
        Coverage store = new Coverage();
        List<Coverage.Claim> made = record(store, "F", 7, 1 << 20);
        List<Coverage.Claim> want = expected(made);
        assertEquals(want, store.claims("F"));
        Coverage.Sorted s = store.sorted("F");
        assertEquals(want.size(), s.size());
        for (int i = 0; i < s.size(); i += 997) {
            assertEquals(want.get(i), s.claim(i));
            assertEquals(want.get(i).start(), s.start(i));
            assertEquals(want.get(i).end(), s.end(i));
            assertEquals(want.get(i).owner(), s.owner(i));
            assertEquals(want.get(i).kind(), s.kind(i));
        }
    }

    /** A full-size level's number of claims, starts in 23 bits (two 12-bit passes) and in 30 (two 15-bit ones): the same order. */
    @Test void manyClaimsAreOrderedTheSameWithWideDigits() {
        for (long maxStart : new long[] {5 << 20, 1 << 30}) {
            Coverage store = new Coverage();
            List<Coverage.Claim> made = record(store, "WIDE", 23, maxStart, 80_000);
            assertEquals(expected(made), store.claims("WIDE"), "starts below " + maxStart);
        }
    }

    /**
     * Long runs of claims with one start, recorded out of end order with repeated extents (ordered by a sort, not by
     * insertion: more than {@link ClaimOrder#INSERTION}), and short ones: longest first, then as recorded.
     */
    @Test void runsOfEqualStartsAreOrderedByEndThenAsRecorded() {
        Coverage store = new Coverage();
        Random rnd = new Random(5);
        List<Coverage.Claim> made = new ArrayList<>();
        for (int run : new int[] {ClaimOrder.INSERTION * 20, 3, ClaimOrder.INSERTION + 1, ClaimOrder.INSERTION, 2, 700}) {
            long s = 16L * made.size() + rnd.nextInt(16);
            for (int i = 0; i < run; i++) {
                long e = s + 1 + rnd.nextInt(run / 2 + 1);
                String owner = "r" + made.size();
                store.claim("RUNS", s, e, owner, Coverage.Kind.DECODED, null);
                made.add(new Coverage.Claim("RUNS", s, e, owner, Coverage.Kind.DECODED, null));
            }
        }
        assertEquals(expected(made), store.claims("RUNS"));
    }

    /** An owner given as a path and a suffix is joined when asked, and compares equal to the same path given whole. */
    @Test void ownersGivenAsPathAndSuffixAreJoinedWhenAsked() {
        Coverage store = new Coverage();
        ByteReader rec = ByteReader.of(new byte[64], "S").recording(store);
        rec.claim("f[1]", ".body", 0, 8, Coverage.Kind.DECODED, null);
        rec.claim("f[1].body", 8, 8, Coverage.Kind.DECODED, null);
        rec.claim("f[1].bod", "y", 16, 8, Coverage.Kind.DECODED, null);
        rec.claim("f[1]", ".padding", 24, 4, Coverage.Kind.PADDING, null);
        rec.claim("f[1]", null, 28, 4, Coverage.Kind.DECODED, null);
        rec.claim("f[2]", ".body", 32, 8, Coverage.Kind.DECODED, null);
        rec.claim("", null, 40, 8, Coverage.Kind.OPAQUE, null);
        rec.claim("", "", 48, 8, Coverage.Kind.OPAQUE, null);
        Coverage.Sorted s = store.sorted("S");
        assertEquals(List.of("f[1].body", "f[1].body", "f[1].body", "f[1].padding", "f[1]", "f[2].body", "", ""),
                store.claims("S").stream().map(Coverage.Claim::owner).toList());
        assertEquals("f[1].padding", s.owner(3));
        assertTrue(s.sameOwner(0, 1));
        assertTrue(s.sameOwner(1, 2));
        assertTrue(s.sameOwner(0, 0));
        assertFalse(s.sameOwner(0, 3), "another suffix");
        assertFalse(s.sameOwner(0, 4), "the path without its suffix");
        assertFalse(s.sameOwner(4, 0));
        assertFalse(s.sameOwner(0, 5), "another path, the same suffix");
        assertTrue(s.sameOwner(-1, 6), "no claim: the empty owner");
        assertTrue(s.sameOwner(7, -1));
        assertTrue(s.sameOwner(-1, -1));
        assertFalse(s.sameOwner(-1, 0));
        assertFalse(s.sameOwner(4, -1));
    }

    @Test void extentsPastTheRadixKeyAreOrderedTheSame() {
        Coverage store = new Coverage();
        List<Coverage.Claim> made = record(store, "BIG", 11, 1L << 40);   // starts beyond 2^31: the comparison sort
        store.claim("BIG", -64, -8, "before", Coverage.Kind.OPAQUE, null);
        made.add(new Coverage.Claim("BIG", -64, -8, "before", Coverage.Kind.OPAQUE, null));
        assertEquals(expected(made), store.claims("BIG"));
    }

    @Test void aSnapshotKeepsItsClaimsWhileMoreAreRecorded() {
        Coverage store = new Coverage();
        List<Coverage.Claim> made = record(store, "F", 3, 1 << 16);
        Coverage.Sorted before = store.sorted("F");
        assertSame(before, store.sorted("F"), "no claim since: the same snapshot");
        List<Coverage.Claim> more = record(store, "F", 4, 1 << 16);   // past a chunk boundary of the store
        assertEquals(made.size(), before.size());
        List<Coverage.Claim> want = expected(made);
        for (int i = 0; i < before.size(); i++) assertEquals(want.get(i), before.claim(i));
        List<Coverage.Claim> all = new ArrayList<>(made);
        all.addAll(more);
        assertEquals(expected(all), store.claims("F"));
    }

    @Test void emptyClaimsListNoBuffer() {
        Coverage store = new Coverage();
        store.claim("A", 5, 5, "nothing", Coverage.Kind.DECODED, null);
        ByteReader r = ByteReader.of(new byte[16], "C");
        ByteReader rec = r.recording(store);
        rec.claim("empty", 4, 0, Coverage.Kind.DECODED, null);
        rec.slice("part", 8, 8).claim("part", 0, 4, Coverage.Kind.DECODED, null);
        assertEquals(List.of("C"), store.files());
        assertEquals(List.of(new Coverage.Claim("C", 8, 12, "part", Coverage.Kind.DECODED, null)), store.claims("C"));
        assertEquals(0, store.sorted("A").size());
    }

    @Test void claimZerosOwnsTheLeadingZerosOnlyAsPadding() {
        Coverage store = new Coverage();
        byte[] b = new byte[16];
        b[11] = 5;
        ByteReader rec = ByteReader.of(b, "Z").recording(store);
        rec.claimZeros("pad", 8, 16);      // zeros 8..10, then a non-zero byte ends the run
        rec.claimZeros("none", 11, 16);    // starts on the non-zero byte: nothing
        rec.claimZeros("out", 12, 20);     // past the window: nothing
        rec.claimZeros("all", 0, 4);
        assertEquals(List.of(new Coverage.Claim("Z", 0, 4, "all", Coverage.Kind.PADDING, null),
                new Coverage.Claim("Z", 8, 11, "pad", Coverage.Kind.PADDING, null)), store.claims("Z"));
        assertEquals("0a ff 00", Hex.bytes(new byte[] {10, -1, 0}, 0, 3));
        assertEquals("7f80", Hex.appendByte(Hex.appendByte(new StringBuilder(), 0x7f), 0x80).toString());
    }
}
