package gcscript.tfrag;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.level.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * The block's outputs that are not tables, against the tables (which the field-truth tests compare with the
 * generator): the Wavefront OBJ export, the packed colour words, the triangle list view, the raw light records,
 * the bounding-sphere count and the preview sizes.
 */
class TfragExportsTest {
    final Level level = Gc.sample().level(0);
    final TfragBlock block = level.core().tfrags();

    @Test void objHasEveryPositionThenTheFacesOfTheLodByPatch() {
        for (int lod = 0; lod <= 2; lod++) {
            String obj = TfragMesh.obj(block, lod);
            List<String> lines = obj.lines().toList();
            assertEquals("# tfrag level 0 lod " + lod, lines.get(0));
            Table pos = block.positions();
            List<String> v = lines.stream().filter(l -> l.startsWith("v ")).toList();
            assertEquals(pos.rowCount(), v.size());
            for (int i = 0; i < pos.rowCount(); i++) {
                assertEquals(String.format(Locale.ROOT, "v %.4f %.4f %.4f", pos.doubleColumn("x").get(i), pos.doubleColumn("y").get(i),
                        pos.doubleColumn("z").get(i)), v.get(i));
            }
            List<String> want = new ArrayList<>();
            Table tri = block.triangles();
            int first = 1;
            for (TfragPatch p : block.patchList()) {
                int n = p.positionCount();
                for (int r = 0; r < tri.rowCount(); r++) {
                    if (tri.intColumn("patch").get(r) != p.header().index() || tri.intColumn("lod").get(r) != lod) continue;
                    int a = tri.intColumn("p0").get(r), b = tri.intColumn("p1").get(r), c = tri.intColumn("p2").get(r);
                    if (a < 0 || b < 0 || c < 0 || a >= n || b >= n || c >= n) continue;
                    want.add("f " + (first + a) + " " + (first + b) + " " + (first + c));
                }
                first += n;
            }
            assertFalse(want.isEmpty(), "lod " + lod + " has faces on the sample");
            assertEquals(want, lines.stream().filter(l -> l.startsWith("f ")).toList(), "lod " + lod);
            assertEquals(block.patchList().size(), lines.stream().filter(l -> l.startsWith("o patch_")).count());
        }
        assertThrows(IllegalArgumentException.class, () -> TfragMesh.obj(block, 3));
        assertThrows(IllegalArgumentException.class, () -> TfragMesh.obj(block, -1));
    }

    @Test void rgbaWordsPackTheColourTable() {
        Table c = block.colours();
        int row = 0;
        for (TfragPatch p : block.patchList()) {
            int[] w = block.rgba(p);
            assertEquals(p.rgbaCount(), w.length);
            for (int i = 0; i < w.length; i++, row++) {
                assertEquals(p.header().index(), c.intColumn("patch").get(row));
                int want = c.intColumn("r").get(row) << 24 | c.intColumn("g").get(row) << 16 | c.intColumn("b").get(row) << 8 | c.intColumn("a").get(row);
                assertEquals(want, w[i], "patch " + p.header().index() + " colour " + i);
            }
        }
        assertEquals(c.rowCount(), row);
    }

    @Test void triangleListsViewTheTriangleData() {
        for (TfragPatch p : block.patchList()) {
            for (int lod = 0; lod < 3; lod++) {
                List<int[]> l = p.triangles().get(lod);
                assertEquals(p.triangleCount(lod), l.size());
                int[] d = p.triangleData(lod);
                for (int i = 0; i < l.size(); i++) {
                    assertArrayEquals(java.util.Arrays.copyOfRange(d, TfragPatch.TRI_FIELDS * i, TfragPatch.TRI_FIELDS * (i + 1)), l.get(i));
                }
                int n = l.size();
                assertThrows(IndexOutOfBoundsException.class, () -> l.get(n));
            }
        }
    }

    @Test void lightBytesAreTheStoredRecords() {
        byte[] core = level.core().coreData().toArray();
        for (TfragPatch p : block.patchList()) {
            byte[] b = block.lightBytes(p);
            assertEquals(8 * p.lightCount(), b.length);
            assertArrayEquals(java.util.Arrays.copyOfRange(core, p.lightStart(), p.lightStart() + b.length), b);
        }
    }

    @Test void positionsOutsideTheSphereCountAgainstTheHeader() {
        for (TfragPatch p : block.patchList()) {
            for (double tol : new double[] {0, -0.5, -2, 1}) {
                int n = 0;
                for (int k = 0; k < p.positionCount(); k++) {
                    double dx = p.world(k, 0) - p.header().bsphereX(), dy = p.world(k, 1) - p.header().bsphereY(), dz = p.world(k, 2) - p.header().bsphereZ();
                    if (Math.sqrt(dx * dx + dy * dy + dz * dz) > p.header().bsphereR() + tol) n++;
                }
                assertEquals(n, p.positionsOutsideBsphere(tol), "patch " + p.header().index() + " tolerance " + tol);
            }
        }
        long outsideShrunk = block.patchList().stream().mapToLong(p -> p.positionsOutsideBsphere(-2)).sum();
        assertTrue(outsideShrunk > 0, "a sphere shrunk by 2 units leaves some positions outside");
    }

    @Test void previewSizes() {
        assertEquals(1024, block.preview().getWidth());
        assertEquals(300, block.preview("x", "texture", 300).getWidth());
    }
}
