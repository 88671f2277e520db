package gcscript.lighting;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.level.Level;
import gcscript.ps2.Ps2Float;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The lit tfrags of the sample against computations written here from the stored bytes (the tfrag lights table's
 * raw column, the overlay's normal table, the gameplay light rows), not from LitLevel/LitPass.
 */
class LightingTest {
    static final Disc DISC = Gc.sample();

    /** Everything one vertex needs, read from the other areas' tables. */
    record Vertex(int az, int el, int colour, int select, float[] cos, float[] sin, float[][] bank) {
        static Vertex of(Level l, int row) {
            Table lights = l.core().tfrags().lights();
            byte[] raw = java.util.HexFormat.of().parseHex(lights.stringColumn("raw").get(row));
            Table nt = l.overlay().normalTable();
            float[] cos = new float[256], sin = new float[256];
            for (int i = 0; i < 256; i++) {
                cos[i] = Float.intBitsToFloat((int) nt.longColumn("cos_bits").getLong(i));
                sin[i] = Float.intBitsToFloat((int) nt.longColumn("sin_bits").getLong(i));
            }
            Table g = l.gameplay().lights();
            String[] lanes = {"colour_a", "direction_a", "colour_b", "direction_b"}, xs = {"r", "g", "b", "w"}, ds = {"x", "y", "z", "w"};
            float[][] bank = new float[g.rowCount()][16];
            for (int s = 0; s < g.rowCount(); s++) {
                for (int k = 0; k < 16; k++) {
                    String lane = lanes[k / 4];
                    String col = lane + "_" + (lane.startsWith("colour") ? xs : ds)[k % 4];
                    bank[s][k] = (float) g.numberColumn(col).getDouble(s);
                }
            }
            return new Vertex(raw[2] & 0xff, raw[3] & 0xff, (raw[4] & 0xff) | (raw[5] & 0xff) << 8,
                    (raw[6] & 0xff) | (raw[7] & 0xff) << 8, cos, sin, bank);
        }

        /** Base channel c: the 5-bit field moved to the top of a byte (PEXT5), over 256. */
        double base(int c) { return ((colour >>> (5 * c)) & 0x1f) * 8 / 256.0; }

        double[] normal() {
            return new double[] {-(double) cos[az] * cos[el], -(double) sin[az] * cos[el], -(double) sin[el]};
        }

        /** The notes' formula in double, the light set blended (bits 8..15 / 256) and its directions re-normalised. */
        double[] litDouble() {
            int i = select & 0xf, j = (select >> 4) & 0xf;
            double t = ((select >> 8) & 0xff) / 256.0;
            double[] set = new double[16];
            for (int k = 0; k < 16; k++) set[k] = t == 0 ? bank[i][k] : (1 - t) * bank[i][k] + t * bank[j][k];
            if (t > 0) {
                for (int d : new int[] {4, 12}) {
                    double len = Math.sqrt(set[d] * set[d] + set[d + 1] * set[d + 1] + set[d + 2] * set[d + 2]);
                    for (int k = 0; k < 3; k++) set[d + k] /= len;
                }
            }
            double[] n = normal();
            double dA = n[0] * set[4] + n[1] * set[5] + n[2] * set[6];
            double dB = n[0] * set[12] + n[1] * set[13] + n[2] * set[14];
            double mA = Math.max(dA, dA * set[3]), mB = Math.max(dB, dB * set[11]);
            double[] out = new double[3];
            for (int c = 0; c < 3; c++) out[c] = base(c) + set[c] * mA + set[8 + c] * mB;
            return out;
        }
    }

    @Test
    void handWorkedVerticesAgreeWithTheLitTable() {
        int single = 0, blended = 0;
        for (Level l : DISC.levels()) {
            Table lit = l.lighting().lit();
            for (int row = 0; row < lit.rowCount(); row++) {
                if (!lit.booleanColumn("shaded").get(row)) continue;
                Vertex v = Vertex.of(l, row);
                assertEquals(v.select, lit.intColumn("select").getInt(row));
                assertEquals(v.colour, lit.intColumn("colour").getInt(row));
                double[] want = v.litDouble();
                String[] ch = {"r", "g", "b"};
                for (int c = 0; c < 3; c++) {
                    assertEquals(want[c], lit.doubleColumn(ch[c]).getDouble(row), 1e-5, "level " + l.number() + " row " + row + " " + ch[c]);
                    assertEquals(want[c], lit.doubleColumn(ch[c] + "_f32").getDouble(row), 1e-5);
                    assertEquals(Ps2Float.toDouble((int) lit.longColumn(ch[c] + "_bits").getLong(row)), lit.doubleColumn(ch[c]).getDouble(row), 0.0);
                }
                if (((v.select >> 8) & 0xff) == 0) {
                    single++;
                    // the single-set path in Java float, left to right, by hand: bit-equal to r_f32
                    float[] s = v.bank[v.select & 0xf];
                    float nx = -(v.cos[v.az] * v.cos[v.el]), ny = -(v.sin[v.az] * v.cos[v.el]), nz = -v.sin[v.el];
                    float dA = nx * s[4] + ny * s[5] + nz * s[6], dB = nx * s[12] + ny * s[13] + nz * s[14];
                    float mA = Math.max(dA, dA * s[3]), mB = Math.max(dB, dB * s[11]);
                    float r = (float) v.base(0) + mA * s[0] + mB * s[8];
                    assertEquals(r, (float) lit.doubleColumn("r_f32").getDouble(row), 0f);
                } else {
                    blended++;
                }
            }
        }
        assertTrue(single > 0 && blended > 0, single + " single-set, " + blended + " blended vertices");
    }

    /** The expected shaded count of a level, from the stored select words and the bank size, for both readings. */
    static int expectedShaded(Level l, LightSelection mode) {
        Table lights = l.core().tfrags().lights();
        int bank = l.gameplay().lights().rowCount();
        int n = 0;
        for (int row = 0; row < lights.rowCount(); row++) {
            int sel = lights.intColumn("noclip_dir_lights").getInt(row);
            boolean ok;
            if (mode == LightSelection.BLEND) {
                ok = (sel & 0xf) < bank && ((sel >> 8) == 0 || ((sel >> 4) & 0xf) < bank);
            } else {
                int used = 0;
                ok = true;
                for (int k = 0; k < 4; k++) {
                    int s = (sel >> (4 * k)) & 0xf;
                    if (s == 0xf) continue;
                    used++;
                    if (s >= bank) ok = false;
                }
                ok &= used > 0;
            }
            if (ok) n++;
        }
        return n;
    }

    @Test
    void everySampleLevelShadesTheExpectedVertices() {
        Table all = DISC.levels().lighting().differences();
        int levels = 0;
        for (Level l : DISC.levels()) {
            Table d = l.lighting().differences();
            assertEquals(2, d.rowCount());
            for (int i = 0; i < 2; i++) {
                LightSelection mode = LightSelection.valueOf(d.stringColumn("selection").get(i));
                assertEquals(expectedShaded(l, mode), d.intColumn("shaded").getInt(i), "level " + l.number() + " " + mode);
                assertEquals(l.core().tfrags().lights().rowCount(), d.intColumn("vertices").getInt(i));
                assertEquals(l.gameplay().lights().rowCount(), d.intColumn("lights").getInt(i));
                Table lit = l.lighting().lit(mode);
                assertEquals(d.intColumn("shaded").getInt(i), lit.booleanColumn("shaded").countTrue());
            }
            assertTrue(d.intColumn("shaded").getInt(0) > 0, "level " + l.number() + " shades under the notes' reading");
            // the float model and IEEE differ only where a light term was added, by a few ULPs of a value near 1
            assertTrue(d.intColumn("differing").getInt(0) <= d.intColumn("shaded").getInt(0));
            assertTrue(d.doubleColumn("max_difference").getDouble(0) < 1e-5);
            levels++;
        }
        assertEquals(2 * levels, all.rowCount());
    }

    @Test
    void displayChannelsAreTheLitTablesColoursClampedAndScaled() {
        int clamped = 0, scaled = 0;
        for (Level l : DISC.levels()) {
            LitLevel m = l.litModel();
            Table lit = l.lighting().lit(LightSelection.NIBBLES);
            assertEquals(m.count(), lit.rowCount());
            String[] cols = {"r", "g", "b"};
            for (int v = 0; v < m.count(); v++) {
                int[] ch = m.channels(LightSelection.NIBBLES, v);
                for (int c = 0; c < 3; c++) {
                    double x = lit.doubleColumn(cols[c]).getDouble(v);
                    int want = x <= 0 ? 0 : x >= 1 ? 255 : (int) Math.round(x * 255);
                    if (x <= 0 || x >= 1) clamped++; else scaled++;
                    assertEquals(want, ch[c], "level " + l.number() + " vertex " + v + " " + cols[c] + " = " + x);
                }
                assertEquals(ch[0] << 16 | ch[1] << 8 | ch[2], m.rgb(LightSelection.NIBBLES, v));
            }
        }
        assertTrue(scaled > 0, "colours strictly inside (0, 1)");
        assertTrue(clamped > 0, "over-bright or black channels, clamped");
    }

    @Test
    void unshadedVerticesKeepTheirBaseAndTheTwinHasEveryLevel() {
        int rows = 0;
        for (Level l : DISC.levels()) {
            Table lit = l.lighting().lit(LightSelection.NIBBLES);
            for (int row = 0; row < lit.rowCount(); row++) {
                if (lit.booleanColumn("shaded").get(row)) continue;
                assertEquals(lit.intColumn("base_r").getInt(row) / 256.0, lit.doubleColumn("r").getDouble(row), 0.0);
                assertEquals(lit.intColumn("base_b").getInt(row) / 256.0, lit.doubleColumn("b_f32").getDouble(row), 0.0);
            }
            rows += lit.rowCount();
            Table normals = l.lighting().normals();
            Table ref = TfragNormals.of(l.core().tfrags().lights(), l.overlay().findNormalTable().orElseThrow());
            assertEquals(ref.longColumn("nx_bits").asList(), normals.longColumn("nx_bits").asList());
            assertEquals(ref.doubleColumn("nz_f32").asList(), normals.doubleColumn("nz_f32").asList());
            assertEquals(l.core().tfrags().lights().intColumn("azimuth").asList(), normals.intColumn("azimuth").asList());
        }
        Table all = DISC.levels().lighting().lit();
        assertEquals(rows, all.rowCount());
        assertEquals(DISC.level(0).lighting().lit().columnNames(), all.columnNames());
        assertEquals(java.util.List.of("level", "patch", "index", "offset"), all.columnNames().subList(0, 4));
    }
}
