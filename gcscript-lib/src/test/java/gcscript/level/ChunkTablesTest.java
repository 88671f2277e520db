package gcscript.level;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

class ChunkTablesTest {
    static final Disc DISC = Gc.sample();
    static final GroundTruth TRUTH = DISC.groundTruth().orElseThrow();

    @Test
    void everyChunkColumnMatchesTheManifestAndTheChecksHold() {
        int rows = 0;
        for (Level l : DISC.levels()) {
            Table t = l.chunks();
            assertEquals(TRUTH.getLong("level." + l.number() + ".chunk_count"), t.rowCount());
            for (int i = 0; i < t.rowCount(); i++) {
                String p = "level." + l.number() + ".chunk." + i + ".";
                String[][] cols = {{"tfrags", "tfrags_offset"}, {"collision", "collision_offset"}, {"tfrags_compressed", "tfrags_compressed"},
                        {"tfrags_decompressed", "tfrags_decompressed"}, {"collision_compressed", "collision_compressed"},
                        {"collision_decompressed", "collision_decompressed"}, {"tfrag_count", "tfrags.count"}};
                for (String[] c : cols) assertEquals(TRUTH.getLong(p + c[1]), (long) t.intColumn(c[0]).get(i), p + c[0]);
                assertEquals(TRUTH.getLong("level." + l.number() + ".gameplay.chunk_planes"), (long) t.intColumn("plane_count").get(i));
                assertEquals(i - 1, t.intColumn("plane").get(i));
                if (i > 0) {
                    String q = "level." + l.number() + ".gameplay.plane." + (i - 1) + ".";
                    assertEquals(Float.parseFloat(TRUTH.get(q + "normal_x").orElseThrow()), t.doubleColumn("plane_normal_x").get(i).floatValue());
                    assertEquals(Float.parseFloat(TRUTH.get(q + "point_z").orElseThrow()), t.doubleColumn("plane_point_z").get(i).floatValue());
                }
                rows++;
            }
            Table checks = l.chunkChecks();
            assertEquals(0, checks.where(checks.stringColumn("status").isEqualTo("fails")).rowCount(), checks.printAll());
            if (t.rowCount() > 0) assertTrue(checks.rowCount() >= 4 * t.rowCount());
        }
        assertTrue(rows >= 3);
        assertEquals(rows, DISC.levels().chunks().rowCount());
    }
}
