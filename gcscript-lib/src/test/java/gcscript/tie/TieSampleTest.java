package gcscript.tie;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.core.LevelCore;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/** The tie tables of the bundled sample: stats, block extents and checks (every column row by row: TieTruthSpecs). */
class TieSampleTest {
    private static long count(GroundTruth t, String key) { return t.get(key).map(Long::parseLong).orElse(0L); }

    static final Disc DISC = Gc.sample();
    static final GroundTruth T = DISC.groundTruth().orElseThrow();

    @Test
    void statsAgreeWithTheManifest() {
        Table s = DISC.levels().stats();
        for (int i = 0; i < s.rowCount(); i++) {
            String p = "level." + i + ".ties.";
            assertEquals(count(T, p + "packets"), s.longColumn("tie_packets").get(i), p);
            assertEquals(count(T, p + "vertices"), s.longColumn("tie_vertices").get(i), p);
            assertEquals(count(T, p + "triangles"), s.longColumn("tie_triangles").get(i), p);
            assertEquals(count(T, p + "triangles_lod0"), s.longColumn("tie_triangles_lod0").get(i), p);
        }
        assertTrue(s.longColumn("tie_triangles").sum() > 300);
    }

    /** Every stored column is compared row by row by TieTruthSpecs; here only what the truth rows cannot say. */
    @Test
    void classBlocksLieWhereTheEntriesSayAndEndAtTheNextBoundary() {
        int classes = 0;
        for (Level l : DISC.levels()) {
            LevelCore core = l.core();
            Table t = core.ties().classes();
            assertEquals(count(T, "level." + l.number() + ".ties.classes"), t.rowCount());
            for (Row r : t) {
                classes++;
                String p = "level." + l.number() + ".core.tie." + r.getInt("class");
                ClassEntry e = core.classEntries(ClassKind.TIE).get(r.getInt("class"));
                assertEquals(e.offsetInAssetWad(), r.getLong("offset"));
                assertEquals(r.getInt("level"), l.number());
                assertEquals(core.coreDataFile(), r.getString("file"));
                assertEquals(count(T, p + ".o_class"), r.getInt("o_class"));
                // the block's extent is the written bytes plus the zero padding to the next block's 0x40 boundary
                long extent = r.getLong("end_offset") - r.getLong("offset"), size = count(T, p + ".header.size");
                assertTrue(extent >= size && extent < size + 0x40, p + ": extent " + extent + ", written " + size);
                assertEquals(0, r.getLong("offset") % 0x40, p);
            }
            Table pk = core.ties().packets();
            for (Row r : pk) {
                String g = "level." + l.number() + ".core.tie." + r.getInt("class") + ".lod" + r.getInt("lod") + ".packet." + r.getInt("packet");
                assertEquals(r.getLong("offset") - 16L * r.getInt("packet") + r.getInt("data"), r.getLong("body_offset"), g);   // body = table + data
                assertEquals(r.getLong("body_offset") + 16L * (r.getInt("vert_ofs") + r.getInt("vert_size")), r.getLong("control_offset"), g);
                assertTrue(r.getBoolean("walk_ok"), g);
            }
            for (Row r : core.ties().strips()) assertEquals(r.getInt("vertex_count"), r.getInt("walked_vertices"));
        }
        assertTrue(classes >= 5, "classes " + classes);
    }

    @Test
    void everyCheckHoldsOnTheSampleAndTheWholeDiscTwinHasTheSameSchema() {
        Table s = DISC.levels().core().ties().checkSummary();
        int holds = 0;
        // the generator sets N's winding byte on odd strips and W's RC3/4 byte on every third, so that a reader taking
        // the flag from the wrong byte shows: these two measurements report the strips where the readers differ
        Set<String> measures = Set.of("tie.winding_byte1_zero", "tie.winding_byte3_zero");
        for (Row r : s) {
            if (measures.contains(r.getString("check"))) assertTrue(r.getInt("n_bad") > 0, r.getString("check"));
            else assertEquals(0, r.getInt("n_bad"), r.getString("check") + " " + r.getString("detail"));
            if (r.getString("status").equals("holds")) holds++;
        }
        // a level with tie classes measures every check (dest_increase needs a packet with a texture switch)
        // every check is measured somewhere on the disc and never fails (a level may lack what a check needs)
        java.util.Set<String> measured = new java.util.HashSet<>();
        for (Row r : s) if (r.getString("status").equals("holds")) measured.add(r.getString("check"));
        measured.addAll(measures);
        for (Row r : s) assertTrue(measured.contains(r.getString("check")), "never measured: " + r.getString("check"));
        assertTrue(holds > 60, "holds " + holds);
        for (String name : DISC.level(0).core().ties().tableNames()) {
            Table one = DISC.level(0).core().ties().tables().get(name), all = DISC.levels().core().ties().tables().get(name);
            assertEquals(one.columnNames(), all.columnNames(), name);
            assertTrue(all.rowCount() >= one.rowCount());
        }
        assertTrue(DISC.problems().isEmpty(), DISC.problems().printAll());
    }
}
