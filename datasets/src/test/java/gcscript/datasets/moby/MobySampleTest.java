package gcscript.datasets.moby;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.moby.Mobies;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * Every moby table of every level of the bundled sample against its manifest: every stored header and packet-entry
 * field, every column of vertices, triangles, primitives, joints and gif_usage (hashed canonical rows), the sample
 * vertex, the checks, and the stats columns.
 */
class MobySampleTest {
    static Path sample() { return gcscript.datasets.SampleIso.path(); }

    @Test
    void everyTableOfEveryLevelMatchesTheManifest() throws Exception {
        Disc disc = Gc.open(sample());
        GroundTruth truth = disc.groundTruth().orElseThrow();
        int classes = 0;
        for (Level l : disc.levels()) {
            String lp = "level." + l.number() + ".";
            Mobies m = l.core().mobies();
            Table cls = m.classes(), v = m.vertices(), tri = m.triangles(), prim = m.primitives(), j = m.joints(), g = m.gifUsage(), p = m.packets();
            assertEquals(truth.getLong(lp + "stats.moby_class_blocks"), cls.rowCount());
            for (int r = 0; r < cls.rowCount(); r++) {
                int c = cls.intColumn("class").get(r);
                String cp = lp + "core.moby." + c + ".";
                for (String col : cls.columnNames()) {
                    var want = truth.get(cp + "header." + col);
                    if (want.isEmpty()) continue;
                    Object got = cls.column(col).get(r);
                    if (got instanceof Double d) assertEquals(Float.parseFloat(want.get()), d.floatValue(), cp + col);
                    else assertEquals(want.get(), String.valueOf(got), cp + col);
                }
                assertEquals(truth.get(cp + "vertices.sha256").orElseThrow(), MobyClassWriter.sha256(MobyCanon.vertices(v, c)), cp + "vertices");
                assertEquals(truth.get(cp + "triangles.sha256").orElseThrow(), MobyClassWriter.sha256(MobyCanon.triangles(tri, c)), cp + "triangles");
                assertEquals(truth.get(cp + "primitives.sha256").orElseThrow(), MobyClassWriter.sha256(MobyCanon.primitives(prim, c)), cp);
                assertEquals(truth.get(cp + "joints.sha256").orElseThrow(), MobyClassWriter.sha256(MobyCanon.joints(j, c)), cp + "joints");
                assertEquals(truth.get(cp + "gif_usage.sha256").orElseThrow(), MobyClassWriter.sha256(MobyCanon.gifUsage(g, c)), cp + "gif_usage");
                assertEquals(truth.getLong(cp + "vertices.count"), MobyCanon.count(v, c));
                assertEquals(truth.getLong(cp + "triangles.count"), MobyCanon.count(tri, c));
                var first = truth.get(cp + "vertex.0.x_raw");
                if (first.isPresent()) {
                    Table cv = v.where(v.intColumn("class").isEqualTo(c));
                    assertEquals(first.get(), String.valueOf(cv.intColumn("x_raw").get(0)));
                    assertEquals(truth.get(cp + "vertex.0.id").orElseThrow(), String.valueOf(cv.intColumn("id").get(0)));
                    assertEquals(truth.get(cp + "vertex.0.joints").orElseThrow(), cv.stringColumn("joints").get(0).replace(' ', ','));
                }
                classes++;
            }
            for (int r = 0; r < p.rowCount(); r++) {
                String pp = lp + "core.moby." + p.intColumn("class").get(r) + ".packet." + p.intColumn("packet").get(r) + ".";
                int compared = 0;
                for (String col : p.columnNames()) {
                    var want = truth.get(pp + col);
                    if (want.isEmpty()) continue;
                    assertEquals(want.get(), String.valueOf(p.column(col).get(r)), pp + col);
                    compared++;
                }
                assertEquals(20, compared, pp);
            }
            Table checks = m.checks();
            assertTrue(checks.rowCount() > 0);
            for (int r = 0; r < checks.rowCount(); r++) {
                assertEquals("holds", checks.stringColumn("status").get(r), checks.row(r).toString());
            }
        }
        assertTrue(classes >= 15, "classes " + classes);
        assertTrue(disc.problems().isEmpty(), disc.problems().printAll());
        // the whole-disc twin: same schema, every level's rows
        Table all = disc.levels().core().mobies().vertices();
        assertEquals(disc.level(0).core().mobies().vertices().columnNames(), all.columnNames());
        long sum = 0;
        for (Level l : disc.levels()) sum += truth.getLong("level." + l.number() + ".stats.moby_stored_vertices");
        assertEquals(sum, all.rowCount());
    }
}
