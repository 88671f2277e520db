package gcscript.lighting;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.level.Level;
import gcscript.overlay.NormalTable;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** Normals of the sample's tfrag light records from each level's own normal table. */
class TfragNormalsTest {
    @Test
    void everyLightRecordGetsTheNegatedTableNormal() {
        Disc disc = Gc.sample();
        int rows = 0;
        for (Level l : disc.levels()) {
            Table lights = l.core().tfrags().lights();
            NormalTable nt = l.overlay().findNormalTable().orElseThrow();
            Table n = TfragNormals.of(lights, nt);
            assertEquals(lights.rowCount(), n.rowCount());
            for (int i = 0; i < n.rowCount(); i++) {
                int az = lights.intColumn("azimuth").getInt(i) & 0xff, el = lights.intColumn("elevation").getInt(i) & 0xff;
                assertEquals(az, n.intColumn("azimuth").getInt(i));
                assertEquals(lights.longColumn("offset").getLong(i), n.longColumn("offset").getLong(i));
                double a = az * Math.PI / 128, e = el * Math.PI / 128;
                assertEquals(-StrictMath.cos(a) * StrictMath.cos(e), n.doubleColumn("nx").getDouble(i), 1e-6);
                assertEquals(-StrictMath.sin(a) * StrictMath.cos(e), n.doubleColumn("ny").getDouble(i), 1e-6);
                assertEquals(-StrictMath.sin(e), n.doubleColumn("nz").getDouble(i), 1e-6);
                assertEquals(n.doubleColumn("nz").getDouble(i), n.doubleColumn("nz_f32").getDouble(i), 0.0, "a negation is exact in both");
                assertEquals(Float.intBitsToFloat((int) n.longColumn("nx_bits").getLong(i)), n.doubleColumn("nx").getDouble(i), 0.0);
                assertFalse(n.longColumn("nz_bits").isMissing(i), "-0 words are values, not missing");
                for (String c : new String[] {"nx_bits", "ny_bits", "nz_bits"}) {
                    assertEquals("0x" + Long.toHexString(n.longColumn(c).getLong(i)), n.longColumn(c).getString(i), "printed in hex");
                }
                rows++;
            }
        }
        assertTrue(rows > 100, rows + " light records");
        // the area's normals table prints its words in hex too
        Table normals = disc.level(0).lighting().normals();
        assertTrue(normals.rowCount() > 0);
        assertEquals("0x" + Long.toHexString(normals.longColumn("ny_bits").getLong(0)), normals.longColumn("ny_bits").getString(0));
    }
}
