package gcscript.datasets.tfrag;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.datasets.Options;
import gcscript.datasets.SyntheticDisc;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.tfrag.TfragBlock;
import gcscript.tfrag.TfragPatch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/**
 * The generated ground, read back through the library: on every level of the bundled sample and of a scale-2 disc,
 * the core tfrag patches tile the level's terrain rectangle (manifest key {@code tfrags.terrain}) without gaps or
 * overlaps at every LOD, no LOD-0 triangle is degenerate or crosses another in XY, every seam vertex is the same
 * world position in each patch that touches it, and every moby, tie and shrub instance stands on the drawn ground.
 * The older generator's random patches could not pass: they had no ground to compare with, and their triangles,
 * strips over random indices into random positions, neither tiled a rectangle nor kept clear of each other.
 */
class TerrainDiscTest {
    @TempDir static Path dir;

    static Path sample() { return gcscript.datasets.SampleIso.path(); }

    @Test
    void sampleLevelsAreTerrain() throws Exception {
        check(Gc.open(sample()));
    }

    @Test
    void aLargerDiscIsTerrainToo() throws Exception {
        check(Gc.open(SyntheticDisc.write(new Options(7, 3, 2), dir.resolve("scale2.iso")).image()));
    }

    private static void check(Disc disc) {
        GroundTruth truth = disc.groundTruth().orElseThrow();
        int levels = 0;
        for (Level l : disc.levels()) {
            String lp = "level." + l.number() + ".";
            Terrain t = Terrain.parse(truth.get(lp + "tfrags.terrain").orElseThrow());
            TfragBlock b = l.core().tfrags();
            assertEquals(t.patches(), b.count(), lp + "patches");
            tiles(t, b, lp);
            seams(t, b, lp);
            instances(t, l, lp);
            levels++;
        }
        assertTrue(levels >= 3);
    }

    /** {x0, y0, x1, y1, x2, y2} of every triangle of {@code lod}, in world units. */
    private static List<double[]> triangles(TfragBlock b, int lod) {
        List<double[]> out = new ArrayList<>();
        for (TfragPatch p : b.patchList()) {
            for (int[] tri : p.triangles().get(lod)) {
                double[] xy = new double[6];
                for (int v = 0; v < 3; v++) {
                    int k = p.vinfo(tri[1 + v], 3) / 2;
                    xy[2 * v] = p.world(k, 0);
                    xy[2 * v + 1] = p.world(k, 1);
                }
                out.add(xy);
            }
        }
        return out;
    }

    private static double area(double[] t) {
        return ((t[2] - t[0]) * (t[5] - t[1]) - (t[4] - t[0]) * (t[3] - t[1])) / 2;
    }

    private static void tiles(Terrain t, TfragBlock b, String lp) {
        double[] e = t.extent();
        double rect = (e[2] - e[0]) * (e[3] - e[1]);
        for (int lod = 0; lod < 3; lod++) {
            List<double[]> tris = triangles(b, lod);
            double sum = 0;
            for (double[] tri : tris) {
                double a = Math.abs(area(tri));
                assertTrue(a > 1e-6, lp + "lod " + lod + ": a degenerate triangle");
                for (int v = 0; v < 3; v++) {
                    assertTrue(tri[2 * v] >= e[0] - 1e-9 && tri[2 * v] <= e[2] + 1e-9 && tri[2 * v + 1] >= e[1] - 1e-9
                            && tri[2 * v + 1] <= e[3] + 1e-9, lp + "lod " + lod + ": a vertex outside the terrain");
                }
                sum += a;
            }
            assertEquals(rect, sum, 1e-3, lp + "lod " + lod + ": triangle area vs the terrain rectangle");
            if (lod == 0) noOverlaps(tris, lp);
        }
    }

    /** No two triangles' interiors meet in XY (separating-axis test, after a sweep on x). */
    private static void noOverlaps(List<double[]> tris, String lp) {
        tris.sort((p, q) -> Double.compare(min(p, 0), min(q, 0)));
        for (int i = 0; i < tris.size(); i++) {
            double[] a = tris.get(i);
            double maxA = max(a, 0);
            for (int j = i + 1; j < tris.size() && min(tris.get(j), 0) < maxA - 1e-9; j++) {
                assertFalse(overlap(a, tris.get(j)), lp + "two LOD-0 triangles overlap in XY");
            }
        }
    }

    private static double min(double[] t, int c) { return Math.min(t[c], Math.min(t[c + 2], t[c + 4])); }
    private static double max(double[] t, int c) { return Math.max(t[c], Math.max(t[c + 2], t[c + 4])); }

    private static boolean overlap(double[] a, double[] b) {
        for (double[] t : new double[][] {a, b}) {
            for (int e = 0; e < 3; e++) {
                double nx = t[2 * ((e + 1) % 3) + 1] - t[2 * e + 1], ny = t[2 * e] - t[2 * ((e + 1) % 3)];
                double[] pa = project(a, nx, ny), pb = project(b, nx, ny);
                if (pa[1] <= pb[0] + 1e-9 || pb[1] <= pa[0] + 1e-9) return false;
            }
        }
        return true;
    }

    private static double[] project(double[] t, double nx, double ny) {
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (int v = 0; v < 3; v++) {
            double d = t[2 * v] * nx + t[2 * v + 1] * ny;
            lo = Math.min(lo, d);
            hi = Math.max(hi, d);
        }
        return new double[] {lo, hi};
    }

    /**
     * Every position is the terrain's grid vertex (same integer x, y, z), and a vertex on a seam between patches is
     * held by exactly the patches whose squares touch it (2 on an edge, 4 at an inner corner).
     */
    private static void seams(Terrain t, TfragBlock b, String lp) {
        Map<String, Integer> holders = new HashMap<>();
        for (TfragPatch p : b.patchList()) {
            java.util.Set<String> mine = new java.util.HashSet<>();
            for (int k = 0; k < p.positionCount(); k++) {
                long x = Math.round(p.world(k, 0) * Terrain.UNIT), y = Math.round(p.world(k, 1) * Terrain.UNIT);
                long z = Math.round(p.world(k, 2) * Terrain.UNIT);
                long i = (x - t.x0()) / t.cell(), j = (y - t.y0()) / t.cell();
                assertEquals(t.x((int) i), x, lp + "x on the grid");
                assertEquals(t.y((int) j), y, lp + "y on the grid");
                assertEquals(t.z((int) i, (int) j), z, lp + "z of the terrain");
                mine.add(i + "," + j);
            }
            assertEquals((t.g() + 1) * (t.g() + 1), mine.size(), lp + "grid vertices per patch");
            for (String v : mine) holders.merge(v, 1, Integer::sum);
        }
        assertEquals((long) t.vertsX() * t.vertsY(), holders.size(), lp + "grid vertices");
        holders.forEach((v, n) -> {
            String[] ij = v.split(",");
            int i = Integer.parseInt(ij[0]), j = Integer.parseInt(ij[1]);
            int kx = i % t.g() == 0 && i > 0 && i < t.vertsX() - 1 ? 2 : 1, ky = j % t.g() == 0 && j > 0 && j < t.vertsY() - 1 ? 2 : 1;
            assertEquals(kx * ky, n, lp + "patches holding grid vertex " + v);
        });
    }

    /** o_class → the lowest z of the class's vertices (rows with {@code lodColumn} = 0; without {@code skip} rows). */
    private static java.util.Map<Integer, Double> lowest(Table v, Table classes, String lodColumn, String skip) {
        java.util.Map<Integer, Double> out = new java.util.HashMap<>();
        for (int c = 0; c < classes.rowCount(); c++) {
            int cls = classes.intColumn("class").get(c);
            double low = Double.POSITIVE_INFINITY;
            for (int i = 0; i < v.rowCount(); i++) {
                if (v.intColumn("class").get(i) != cls) continue;
                if (lodColumn != null && v.intColumn(lodColumn).get(i) != 0) continue;
                if (skip != null && v.booleanColumn(skip).get(i)) continue;
                low = Math.min(low, v.doubleColumn("z").get(i));
            }
            if (low < Double.POSITIVE_INFINITY) out.putIfAbsent(classes.intColumn("o_class").get(c), low);
        }
        return out;
    }

    private static void instances(Terrain t, Level l, String lp) {
        double[] e = t.extent();
        int n = 0;
        String[][] kinds = {{"x", "y", "z"}, {"matrix_12", "matrix_13", "matrix_14"}, {"matrix_12", "matrix_13", "matrix_14"}};
        Table[] tables = {l.gameplay().mobyInstances(), l.gameplay().tieInstances(), l.gameplay().shrubInstances()};
        // ties and shrubs stand on their class mesh's lowest vertex (from the library's vertex tables: tie LOD 0,
        // shrub vertices that are not padding), scaled by the instance matrix's z scale; mobies by their origin
        java.util.Map<Integer, Double> lowTie = lowest(l.core().ties().vertices(), l.core().ties().classes(), "lod", null);
        java.util.Map<Integer, Double> lowShrub = lowest(l.core().shrubs().vertices(), l.core().shrubs().classes(), null, "padding");
        for (int k = 0; k < 3; k++) {
            Table tb = tables[k];
            for (int r = 0; r < tb.rowCount(); r++) {
                double x = ((Number) tb.column(kinds[k][0]).get(r)).doubleValue();
                double y = ((Number) tb.column(kinds[k][1]).get(r)).doubleValue();
                double z = ((Number) tb.column(kinds[k][2]).get(r)).doubleValue();
                assertTrue(x > e[0] && x < e[2] && y > e[1] && y < e[3], lp + "instance inside the terrain");
                double lift = 0;
                if (k > 0) {
                    Double low = (k == 1 ? lowTie : lowShrub).get(tb.intColumn("o_class").get(r));
                    if (low != null) lift = -low * tb.doubleColumn("matrix_10").get(r);
                }
                // lift = lowest point × z scale holds for an upright instance; the generator leans tie and shrub
                // matrices by a few degrees (Rz·Ry·Rx), which moves the lowest point by up to a few hundredths of a unit
                assertEquals(t.heightAt(x, y) + lift, z, k == 0 ? 1e-3 : 5e-2, lp + kinds[k][0] + " instance " + r + " on the ground");
                n++;
            }
        }
        assertTrue(n > 0, lp + "instances");
    }
}
