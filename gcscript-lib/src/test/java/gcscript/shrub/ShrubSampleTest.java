package gcscript.shrub;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.core.LevelCore;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/** The shrub tables of the bundled sample: stats, block extents, walk results and checks (every column row by row: ShrubTruthSpecs). */
class ShrubSampleTest {
    private static long count(GroundTruth t, String key) { return t.get(key).map(Long::parseLong).orElse(0L); }

    static final Disc DISC = Gc.sample();
    static final GroundTruth T = DISC.groundTruth().orElseThrow();

    @Test
    void statsAgreeWithTheManifest() {
        Table s = DISC.levels().stats();
        for (int i = 0; i < s.rowCount(); i++) {
            String p = "level." + i + ".shrubs.";
            assertEquals(count(T, p + "packets"), s.longColumn("shrub_packets").get(i), p);
            assertEquals(count(T, p + "vertices"), s.longColumn("shrub_vertices").get(i), p);
            assertEquals(count(T, p + "triangles"), s.longColumn("shrub_triangles").get(i), p);
            assertEquals(count(T, p + "billboards"), s.longColumn("shrub_billboards").get(i), p);
        }
        assertTrue(s.longColumn("shrub_billboards").sum() >= 3);
    }

    /** Every stored column is compared row by row by ShrubTruthSpecs; here what the truth rows cannot say. */
    @Test
    void classBlocksPacketsAndPaletteKinds() {
        int n = 0, billboards = 0, padding = 0;
        Set<String> kinds = new java.util.HashSet<>();
        for (Level l : DISC.levels()) {
            LevelCore core = l.core();
            Table t = core.shrubs().classes(), pk = core.shrubs().packets(), bb = core.shrubs().billboards(), nt = core.shrubs().normals();
            assertEquals(count(T, "level." + l.number() + ".shrubs.classes"), t.rowCount());
            for (Row r : t) {
                n++;
                int c = r.getInt("class");
                String p = "level." + l.number() + ".core.shrub." + c;
                ClassEntry e = core.classEntries(ClassKind.SHRUB).get(c);
                assertEquals(e.offsetInAssetWad(), r.getLong("offset"));
                assertEquals(count(T, p + ".o_class"), r.getInt("o_class"));
                assertEquals(count(T, p + ".header.size"), r.getLong("end_offset") - r.getLong("offset"));
                kinds.add(T.get(p + ".header.palette_kind").orElseThrow());
                Table ps = pk.where(pk.intColumn("class").isEqualTo(c));
                long vSum = 0, tSum = 0;
                for (Row x : ps) {
                    vSum += x.getInt("vertex_count");
                    tSum += x.getInt("triangle_count");
                    padding += x.getInt("padding_vertices");
                    assertEquals(3, x.getInt("unpack_count"));
                    assertTrue(x.getBoolean("walk_ok"), p);
                    assertEquals(r.getLong("offset") + x.getInt("packet_offset"), x.getLong("offset"));
                }
                assertEquals(r.getInt("packet_count"), r.getInt("stored_packets"));
                assertEquals(vSum, r.getInt("vertex_count"));
                assertEquals(tSum, r.getInt("triangle_count"));
                Table fill = nt.where(nt.intColumn("class").isEqualTo(c).and(nt.stringColumn("region").isEqualTo("fill")));
                assertEquals(count(T, p + ".header.fill_records"), fill.rowCount());
                Table b = bb.where(bb.intColumn("class").isEqualTo(c));
                if (r.getInt("billboard_offset") == 0) { assertEquals(0, b.rowCount()); continue; }
                billboards++;
                assertEquals(r.getLong("offset") + r.getInt("billboard_offset"), b.row(0).getLong("offset"));
                assertTrue(b.row(0).getInt("texture_width") > 0);
            }
        }
        assertTrue(n >= 5);
        assertTrue(billboards >= 3);
        assertTrue(padding > 0, "the sample has padding vertices");
        assertEquals(Set.of("fibonacci", "random", "identical"), kinds);
    }

    @Test
    void everyCheckHoldsOnTheSample() {
        // no check fails on any level; every check is measured (holds) on at least one level
        java.util.Set<String> measured = new java.util.HashSet<>();
        for (Row r : DISC.levels().core().shrubs().checkSummary()) {
            assertNotEquals("fails", r.getString("status"), "level " + r.getInt("level") + " " + r.getString("check") + " " + r.getString("detail"));
            if (r.getString("status").equals("holds")) measured.add(r.getString("check"));
        }
        for (Row r : DISC.levels().core().shrubs().checkSummary()) assertTrue(measured.contains(r.getString("check")), r.getString("check"));
        for (String name : DISC.level(0).core().shrubs().tableNames()) {
            assertEquals(DISC.level(0).core().shrubs().tables().get(name).columnNames(),
                    DISC.levels().core().shrubs().tables().get(name).columnNames(), name);
        }
    }
}
