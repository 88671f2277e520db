package gcscript.coverage;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Coverage;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A totals-only map ({@link CoverageMap#totals}, what a summary reads) has the byte totals of the whole map and the
 * same unexplained, overlap and shared regions, on random claims of every kind over random bytes (decoded claims of
 * unrelated owners overlap, shared ones of the same extent are shared, gaps are padding or unexplained); and it
 * refuses what needs every region.
 */
class TotalsMapTest {
    private static final Kind[] KEPT = {Kind.UNEXPLAINED, Kind.OVERLAP, Kind.SHARED};

    @Test void totalsAndKeptRegionsAreThoseOfTheWholeMap() {
        int overlaps = 0, shared = 0, unexplained = 0;
        for (long seed = 1; seed <= 8; seed++) {
            Random rnd = new Random(seed);
            Coverage store = new Coverage();
            for (String file : List.of("A", "B")) {
                int len = 2048 + rnd.nextInt(2048);
                byte[] bytes = new byte[len];
                // runs of zeros and of non-zero bytes, so gaps are sometimes padding, sometimes unexplained
                for (int i = 0; i < len; ) {
                    int run = 1 + rnd.nextInt(96);
                    boolean zero = rnd.nextBoolean();
                    for (int k = i; k < Math.min(len, i + run); k++) bytes[k] = zero ? 0 : (byte) (1 + rnd.nextInt(200));
                    i += run;
                }
                ByteReader r = ByteReader.of(bytes, file).recording(store);
                for (int i = 0; i < 120; i++) {
                    long s = rnd.nextInt(len - 8), e = Math.min(len, s + 1 + rnd.nextInt(rnd.nextInt(4) == 0 ? 400 : 24));
                    Coverage.Kind k = Coverage.Kind.values()[rnd.nextInt(Coverage.Kind.values().length)];
                    r.claim("c" + rnd.nextInt(40) + (rnd.nextBoolean() ? ".part" : ""), s, e - s, k, null);
                    if (k == Coverage.Kind.SHARED && rnd.nextBoolean()) r.claim("d" + i, s, e - s, k, null);
                }
            }
            CoverageMap whole = CoverageMap.of(3, store), totals = CoverageMap.totals(3, store);
            assertFalse(whole.totalsOnly());
            assertTrue(totals.totalsOnly());
            assertEquals(whole.files(), totals.files());
            for (String f : whole.files()) {
                assertEquals(whole.bytes(f), totals.bytes(f), f);
                for (Kind k : Kind.values()) assertEquals(whole.bytes(f, k), totals.bytes(f, k), f + " " + k);
            }
            for (Kind k : KEPT) assertEquals(whole.regions(k), totals.regions(k), "seed " + seed + " " + k);
            for (String f : whole.files()) {
                // the whole map's regions are joined wherever kind, owner and declaration continue
                List<Region> rs = whole.regions(f);
                for (int i = 1; i < rs.size(); i++) {
                    Region a = rs.get(i - 1), b = rs.get(i);
                    boolean sameLabels = a.claim() == null || b.claim() == null ? a.claim() == b.claim() : a.claim().labels() == b.claim().labels();
                    assertFalse(a.kind() == b.kind() && a.owner().equals(b.owner()) && sameLabels, a + " then " + b);
                }
            }
            overlaps += whole.regions(Kind.OVERLAP).size();
            shared += whole.regions(Kind.SHARED).size();
            unexplained += whole.regions(Kind.UNEXPLAINED).size();
            assertEquals(CoverageTables.summary("s", List.of(whole)).printAll(), CoverageTables.summary("s", List.of(totals)).printAll());
        }
        // the random claims made every kept kind, so the comparisons above compared regions
        assertTrue(overlaps > 10 && shared > 10 && unexplained > 10, overlaps + " " + shared + " " + unexplained);
    }

    @Test void aTotalsMapRefusesWhatNeedsEveryRegion() {
        Coverage store = new Coverage();
        ByteReader r = ByteReader.of(new byte[] {1, 2, 3, 4, 5, 6, 7, 8}, "BUF").recording(store);
        r.bytes("head", 0, 4);
        CoverageMap m = CoverageMap.totals(0, store);
        assertEquals(4, m.bytes("BUF", Kind.DECODED));
        assertEquals(4, m.bytes("BUF", Kind.UNEXPLAINED));
        assertEquals(4, m.regions(Kind.UNEXPLAINED).get(0).start());
        assertThrows(IllegalStateException.class, () -> m.at("BUF", 0));
        assertThrows(IllegalStateException.class, () -> m.regions("BUF"));
        assertThrows(IllegalStateException.class, m::regions);
        assertThrows(IllegalStateException.class, () -> m.regions(Kind.DECODED));
        assertEquals("level[0].head", CoverageMap.of(0, store).ownerAt("BUF", 0));
    }
}
