package gcscript.datasets.scene;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import gcscript.Gc;
import gcscript.disc.Disc;
import gcscript.disc.GroundTruth;
import gcscript.level.Level;
import gcscript.scene.Scene;
import gcscript.scene.SceneOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/**
 * Every level of the bundled sample exported to GLB and read back with Jackson (not with the writer): node and mesh
 * counts against the manifest, vertex positions of every kind against the tables, instance transforms against the
 * gameplay tables. The Khronos validator checks the same files in CI (.ci/test).
 */
class SceneSampleTest {
    static Path sample() { return gcscript.datasets.SampleIso.path(); }

    @Test
    void countsMatchTheManifest() throws Exception {
        Disc disc = Gc.open(sample());
        GroundTruth truth = disc.groundTruth().orElseThrow();
        for (Level l : disc.levels()) {
            String lp = "level." + l.number() + ".";
            Scene s = l.scene();
            Glb g = Glb.parse(s.glb());
            String at = "level " + l.number() + ": ";
            assertEquals(truth.getLong(lp + "tfrags.count"), g.nodesNamed("tfrag ").size(), at + "tfrag nodes");
            assertEquals(truth.getLong(lp + "tfrags.count"), g.meshesNamed("tfrag patch "), at + "tfrag meshes");
            assertEquals(truth.getLong(lp + "moby_instances"), g.nodesNamed("moby ").size(), at + "moby nodes");
            assertEquals(truth.getLong(lp + "tie_instances"), g.nodesNamed("tie ").size(), at + "tie nodes");
            assertEquals(truth.getLong(lp + "shrub_instances"), g.nodesNamed("shrub ").size(), at + "shrub nodes");
            assertEquals(truth.getLong(lp + "stats.moby_mesh_classes"), g.meshesNamed("moby class "), at + "moby class meshes");
            assertEquals(truth.getLong(lp + "ties.classes"), g.meshesNamed("tie class "), at + "tie class meshes");
            assertEquals(truth.getLong(lp + "shrubs.classes"), g.meshesNamed("shrub class "), at + "shrub class meshes");
            long lights = truth.getLong(lp + "directional_lights");
            assertEquals(2 * lights, g.nodesNamed("light ").size(), at + "light nodes (a and b per record)");
            assertEquals(2 * lights, g.json().at("/extensions/KHR_lights_punctual/lights").size(), at + "KHR lights");
            assertEquals(truth.getLong(lp + "core.sky.faces") > 0 ? 1 : 0, g.nodesNamed("sky").size(), at + "sky");
            assertEquals(1, g.nodesNamed("collision").size(), at + "collision");
            assertTrue(g.node("collision").at("/extras/hidden").asBoolean(), "collision is marked hidden");
            // the scene's own node list says the same as the file
            assertEquals(g.json().get("nodes").size(), s.nodeList().size(), at + "node list");
            assertEquals(g.json().get("meshes").size(), s.meshCount(), at + "mesh count");
            assertTrue(s.notes().isEmpty(), at + "a valid sample needs no notes: " + s.notes());
            // without collision: one node and one mesh fewer
            Glb nc = Glb.parse(l.scene(SceneOptions.defaults().withCollision(false)).glb());
            assertEquals(0, nc.nodesNamed("collision").size());
            assertEquals(g.json().get("meshes").size() - 1, nc.json().get("meshes").size());
        }
    }

    @Test
    void rootMapsZUpToYUp() throws Exception {
        Level l = Gc.open(sample()).level(1);
        Glb g = Glb.parse(l.scene().glb());
        JsonNode root = g.json().get("nodes").get(g.json().at("/scenes/0/nodes/0").asInt());
        assertEquals("level 1", root.get("name").asText());
        // −90° about X: (x, y, z, w) = (−√½, 0, 0, √½); it takes stored +Z (up) to glTF +Y
        double qx = root.at("/rotation/0").asDouble(), qw = root.at("/rotation/3").asDouble();
        assertEquals(-Math.sqrt(0.5), qx, 1e-6);
        assertEquals(Math.sqrt(0.5), qw, 1e-6);
        double[] up = rotate(new double[] {qx, 0, 0, qw}, new double[] {0, 0, 1});
        assertArrayEquals(new double[] {0, 1, 0}, up, 1e-6);
        int skinnedMeshes = g.nodesNamed("skinned mesh of ").size(), joints = g.nodesNamed("joint ").size();
        assertEquals(1 + skinnedMeshes, g.json().at("/scenes/0/nodes").size(), "scene roots: the level and each skinned mesh");
        assertEquals(g.json().get("nodes").size() - 1 - skinnedMeshes - joints, root.get("children").size(), "every other node hangs under the root");
    }

    @Test
    void verticesMatchTheTables() throws Exception {
        Disc disc = Gc.open(sample());
        int checked = 0;
        for (Level l : disc.levels()) {
            Glb g = Glb.parse(l.scene().glb());
            var c = l.core();
            Table pos = c.tfrags().positions(), vi = c.tfrags().vertexInfo();
            for (JsonNode n : g.nodesNamed("tfrag ")) {
                int patch = Integer.parseInt(n.get("name").asText().substring(6));
                Table prow = pos.where(pos.intColumn("patch").isEqualTo(patch));
                Table vrow = vi.where(vi.intColumn("patch").isEqualTo(patch));
                // every vertex is one vertex-info entry: its position row (world x, y, z) with its own s, t
                Set<String> entries = new HashSet<>();
                for (int i = 0; i < vrow.rowCount(); i++) {
                    int k = vrow.intColumn("position").get(i);
                    if (k < 0 || k >= prow.rowCount()) continue;
                    entries.add(key(prow.doubleColumn("x").get(k), prow.doubleColumn("y").get(k), prow.doubleColumn("z").get(k))
                            + "|" + (float) vrow.doubleColumn("s").getDouble(i) + "," + (float) vrow.doubleColumn("t").getDouble(i));
                }
                JsonNode attrs = g.json().get("meshes").get(n.get("mesh").asInt()).at("/primitives/0/attributes");
                int acc = attrs.get("POSITION").asInt(), uv = attrs.get("TEXCOORD_0").asInt();
                assertTrue(g.count(acc) <= vrow.rowCount(), "patch " + patch + ": at most one vertex per vertex-info entry");
                for (int i = 0; i < g.count(acc); i++) {
                    String k = key(g.f(acc, i, 0), g.f(acc, i, 1), g.f(acc, i, 2)) + "|" + g.f(uv, i, 0) + "," + g.f(uv, i, 1);
                    assertTrue(entries.contains(k), "tfrag " + patch + " vertex " + i + " (" + k + ") is a vertex-info entry of the tables");
                }
                int tris = 0;
                for (JsonNode prim : g.json().get("meshes").get(n.get("mesh").asInt()).get("primitives")) tris += g.count(prim.get("indices").asInt()) / 3;
                Table t = c.tfrags().triangles();
                assertEquals(t.where(t.intColumn("patch").isEqualTo(patch).and(t.intColumn("lod").isEqualTo(0))).rowCount(), tris,
                        "patch " + patch + ": every LOD-0 triangle of the table");
            }
            classVertices(g, c.ties().vertices(), c.ties().classes(), "tie", "lod", 0);
            classVertices(g, c.shrubs().vertices(), c.shrubs().classes(), "shrub", null, 0);
            Table joints = c.mobies().joints();
            Table mv = c.mobies().vertices();
            Table mc = c.mobies().classes();
            for (int r = 0; r < mc.rowCount(); r++) {
                int cls = mc.intColumn("class").get(r);
                if (joints.where(joints.intColumn("class").isEqualTo(cls)).rowCount() > 0) continue;   // skinned: bind pose
                Table rows = mv.where(mv.intColumn("class").isEqualTo(cls));
                if (rows.rowCount() == 0) continue;
                int acc = g.mesh("moby class " + mc.intColumn("o_class").get(r)).at("/primitives/0/attributes/POSITION").asInt();
                assertEquals(rows.rowCount(), g.count(acc));
                for (int i = 0; i < rows.rowCount(); i++) assertXyz(rows, i, g, acc, i, "moby class " + cls);
                checked++;
            }
            Table sky = c.sky().vertices();
            if (sky.rowCount() == 0) {
                assertEquals(0, g.nodesNamed("sky").size());
                sky = null;
            }
            if (sky != null) {
            int sacc = g.mesh("sky").at("/primitives/0/attributes/POSITION").asInt();
            assertEquals(sky.rowCount(), g.count(sacc));
            for (int i = 0; i < sky.rowCount(); i++) assertXyz(sky, i, g, sacc, i, "sky");
            }
            Table cv = c.collision().vertices();
            Set<String> known = new HashSet<>();
            for (int i = 0; i < cv.rowCount(); i++) known.add(key(cv.doubleColumn("x").get(i), cv.doubleColumn("y").get(i), cv.doubleColumn("z").get(i)));
            int cacc = g.mesh("collision").at("/primitives/0/attributes/POSITION").asInt();
            Table faces = c.collision().faces();
            assertTrue(g.count(cacc) >= 3 * faces.rowCount(), "three vertices per face at least");
            for (int i = 0; i < g.count(cacc); i++) {
                assertTrue(known.contains(key(g.f(cacc, i, 0), g.f(cacc, i, 1), g.f(cacc, i, 2))), "collision vertex " + i + " is a table vertex");
            }
            int types = g.mesh("collision").at("/primitives/0/attributes/_FACE_TYPE").asInt();
            Set<Integer> tableTypes = new HashSet<>(), glbTypes = new HashSet<>();
            for (int f = 0; f < faces.rowCount(); f++) tableTypes.add(faces.intColumn("type").get(f));
            for (int i = 0; i < g.count(types); i++) glbTypes.add((int) g.f(types, i, 0));
            assertEquals(tableTypes, glbTypes, "face types");
        }
        assertTrue(checked > 0, "at least one unskinned moby class compared");
    }

    @Test
    void instancesArePlacedAsStored() throws Exception {
        Disc disc = Gc.open(sample());
        for (Level l : disc.levels()) {
            Glb g = Glb.parse(l.scene().glb());
            Table m = l.gameplay().mobyInstances();
            Table classes = l.core().mobies().classes();
            Set<Integer> meshClasses = new HashSet<>();
            for (int r = 0; r < classes.rowCount(); r++) if (!classes.booleanColumn("meshless").get(r)) meshClasses.add(classes.intColumn("o_class").get(r));
            int shown = 0;
            for (int i = 0; i < m.rowCount(); i++) {
                JsonNode n = g.nodesNamed("moby ").get(i);
                assertEquals("moby " + m.intColumn("uid").get(i), n.get("name").asText());
                if (meshClasses.contains(m.intColumn("o_class").get(i))) {
                    JsonNode carrier = n.has("mesh") ? n : g.node("skinned mesh of moby " + m.intColumn("uid").get(i));
                    assertEquals("moby class " + m.intColumn("o_class").get(i),
                            g.json().get("meshes").get(carrier.get("mesh").asInt()).get("name").asText(), "instance shows its class");
                    shown++;
                } else {
                    assertFalse(n.has("mesh"), "an instance of a class without a mesh block shows nothing");
                    assertEquals(0, g.nodesNamed("skinned mesh of moby " + m.intColumn("uid").get(i)).size());
                    assertTrue(n.at("/extras/class_mesh").asText().startsWith("none"), "and says why");
                }
                for (int a = 0; a < 3; a++) {
                    assertEquals((float) m.doubleColumn("xyz".substring(a, a + 1)).getDouble(i), (float) n.at("/translation/" + a).asDouble());
                    assertEquals((float) m.doubleColumn("scale").getDouble(i), (float) n.at("/scale/" + a).asDouble());
                }
                // the node's rotation against R = Rz·Ry·Rx built here from the stored angles
                double[] q = {n.at("/rotation/0").asDouble(), n.at("/rotation/1").asDouble(), n.at("/rotation/2").asDouble(), n.at("/rotation/3").asDouble()};
                double rx = m.doubleColumn("rot_x").get(i), ry = m.doubleColumn("rot_y").get(i), rz = m.doubleColumn("rot_z").get(i);
                for (double[] v : new double[][] {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}) {
                    double[] want = rotZ(rz, rotY(ry, rotX(rx, v)));
                    assertArrayEquals(want, rotate(q, v), 1e-5, "moby " + i + " rotation");
                }
            }
            assertTrue(shown > 0 || m.rowCount() == 0 || meshClasses.isEmpty(), "some moby instance shows a mesh");
            for (String kind : new String[] {"tie", "shrub"}) {
                Table t = kind.equals("tie") ? l.gameplay().tieInstances() : l.gameplay().shrubInstances();
                Table kc = kind.equals("tie") ? l.core().ties().classes() : l.core().shrubs().classes();
                Set<Integer> blocks = new HashSet<>(kc.intColumn("o_class").asList());
                for (int i = 0; i < t.rowCount(); i++) {
                    JsonNode n = g.node(kind + " " + i);
                    if (blocks.contains(t.intColumn("o_class").get(i))) {
                        assertEquals(kind + " class " + t.intColumn("o_class").get(i), g.json().get("meshes").get(n.get("mesh").asInt()).get("name").asText());
                    } else {
                        assertFalse(n.has("mesh"), kind + " " + i + ": no class block, no mesh");
                    }
                    for (int e = 0; e < 15; e++) {
                        // the file holds the float32 (shortest decimal form): equal as floats
                        assertEquals((float) t.doubleColumn("matrix_" + e).getDouble(i), (float) n.at("/matrix/" + e).asDouble(), kind + " " + i + " matrix_" + e);
                    }
                    assertEquals(1.0, n.at("/matrix/15").asDouble(), "element 15 is read as 1 (W's reader); stored " + t.doubleColumn("matrix_15").get(i));
                    assertEquals(t.doubleColumn("matrix_15").get(i), n.at("/extras/matrix_as_stored/15").asDouble(), 1e-9, "the stored value is kept");
                }
            }
        }
    }

    @Test
    void skinnedMobiesCarryTheirSkeleton() throws Exception {
        Disc disc = Gc.open(sample());
        int skinnedInstances = 0;
        for (Level l : disc.levels()) {
            Glb g = Glb.parse(l.scene().glb());
            Table joints = l.core().mobies().joints(), mv = l.core().mobies().vertices(), mc = l.core().mobies().classes();
            Table inst = l.gameplay().mobyInstances();
            for (int i = 0; i < inst.rowCount(); i++) {
                int oc = inst.intColumn("o_class").get(i), uid = inst.intColumn("uid").get(i);
                Table cls = mc.where(mc.intColumn("o_class").isEqualTo(oc));
                if (cls.rowCount() == 0 || cls.booleanColumn("meshless").get(0)) continue;
                int c = cls.intColumn("class").get(0);
                Table jt = joints.where(joints.intColumn("class").isEqualTo(c));
                if (jt.rowCount() == 0) continue;
                skinnedInstances++;
                JsonNode sm = g.node("skinned mesh of moby " + uid);
                assertFalse(sm.has("translation") || sm.has("matrix"), "a skinned mesh node has no transform");
                JsonNode skin = g.json().get("skins").get(sm.get("skin").asInt());
                assertEquals(jt.rowCount(), skin.get("joints").size(), "one joint node per stored joint");
                int ibm = skin.get("inverseBindMatrices").asInt();
                double[][] world = new double[jt.rowCount()][];
                for (int j = 0; j < jt.rowCount(); j++) {
                    JsonNode jn = g.json().get("nodes").get(skin.get("joints").get(j).asInt());
                    assertEquals("joint " + j + " of moby " + uid, jn.get("name").asText());
                    double[] local = trs(jn);
                    // the joint node reproduces the stored Mat4 (row-major, translation in the fourth column)
                    for (int r = 0; r < 3; r++) for (int col = 0; col < 4; col++) {
                        assertEquals(jt.doubleColumn("m_" + r + col).get(j), local[4 * col + r], 1e-5, "joint " + j + " m_" + r + col);
                    }
                    double[] inv = new double[16];
                    for (int e = 0; e < 16; e++) inv[e] = g.f(ibm, j, e);
                    world[j] = mul(local, inv);   // joint × inverse bind: identity when the mesh holds the bind pose
                    for (int e = 0; e < 16; e++) assertEquals(e % 5 == 0 ? 1 : 0, world[j][e], 1e-4, "joint × inverse bind, element " + e);
                }
                // the mesh's vertices are the bind pose: Σ (w / 256) M p / Σ w / 256 from the tables
                JsonNode prim = g.json().get("meshes").get(sm.get("mesh").asInt()).at("/primitives/0/attributes");
                int pos = prim.get("POSITION").asInt(), wts = prim.get("WEIGHTS_0").asInt();
                Table rows = mv.where(mv.intColumn("class").isEqualTo(c));
                for (int v = 0; v < rows.rowCount(); v++) {
                    String[] js = rows.stringColumn("joints").get(v).trim().split("\\s+"), ws = rows.stringColumn("weights").get(v).trim().split("\\s+");
                    double[] p = {rows.doubleColumn("x").get(v), rows.doubleColumn("y").get(v), rows.doubleColumn("z").get(v)}, sum = new double[3];
                    double wsum = 0;
                    for (int k = 0; k < js.length && !js[k].isEmpty(); k++) {
                        int j = Integer.parseInt(js[k]);
                        double w = Integer.parseInt(ws[k]) / 256.0;
                        for (int r = 0; r < 3; r++) {
                            sum[r] += w * (jt.doubleColumn("m_" + r + "0").get(j) * p[0] + jt.doubleColumn("m_" + r + "1").get(j) * p[1]
                                    + jt.doubleColumn("m_" + r + "2").get(j) * p[2] + jt.doubleColumn("m_" + r + "3").get(j));
                        }
                        wsum += w;
                    }
                    double wt = 0;
                    for (int k = 0; k < 4; k++) wt += g.f(wts, v, k);
                    assertEquals(1.0, wt, 1e-5, "weights sum to 1");
                    if (wsum == 0) continue;
                    for (int r = 0; r < 3; r++) assertEquals(sum[r] / wsum, g.f(pos, v, r), 1e-4, "moby class " + c + " vertex " + v + " bind pose");
                }
            }
        }
        assertTrue(skinnedInstances > 0, "the sample has skinned moby instances to check");
    }

    @Test
    void topDownRenderShowsEveryDrawnKind() throws Exception {
        Level l = Gc.open(sample()).level(2);
        Scene s = l.scene();
        java.awt.image.BufferedImage img = s.topDown(512);
        assertEquals(512, img.getWidth());
        // each kind's colour, shaded: r, g, b proportional to the base colour
        int[][] base = {{150, 145, 125}, {70, 200, 90}, {80, 150, 255}};
        String[] kinds = {"tfrag", "tie", "shrub"};
        for (int k = 0; k < 3; k++) {
            int hits = 0;
            for (int y = 40; y < 512; y++) for (int x = 0; x < 400; x++) {
                int p = img.getRGB(x, y), r = p >> 16 & 0xff, gr = p >> 8 & 0xff, b = p & 0xff;
                if (b == 0) continue;
                double f = (double) b / base[k][2];
                if (f > 0.3 && Math.abs(r - f * base[k][0]) <= 2 && Math.abs(gr - f * base[k][1]) <= 2) hits++;
            }
            assertTrue(hits > 20, kinds[k] + " shows in the top-down render: " + hits + " pixels");
        }
    }

    /** Column-major 4×4 of a node's translation, rotation and scale. */
    static double[] trs(JsonNode n) {
        double[] t = {n.at("/translation/0").asDouble(), n.at("/translation/1").asDouble(), n.at("/translation/2").asDouble()};
        double[] q = {n.at("/rotation/0").asDouble(), n.at("/rotation/1").asDouble(), n.at("/rotation/2").asDouble(), n.at("/rotation/3").asDouble(1)};
        double[] sc = {n.at("/scale/0").asDouble(1), n.at("/scale/1").asDouble(1), n.at("/scale/2").asDouble(1)};
        double[] m = new double[16];
        for (int col = 0; col < 3; col++) {
            double[] e = new double[3];
            e[col] = 1;
            double[] r = rotate(q, e);
            for (int row = 0; row < 3; row++) m[4 * col + row] = r[row] * sc[col];
        }
        m[12] = t[0]; m[13] = t[1]; m[14] = t[2]; m[15] = 1;
        return m;
    }

    static double[] mul(double[] a, double[] b) {
        double[] o = new double[16];
        for (int col = 0; col < 4; col++) for (int row = 0; row < 4; row++) {
            double s = 0;
            for (int k = 0; k < 4; k++) s += a[4 * k + row] * b[4 * col + k];
            o[4 * col + row] = s;
        }
        return o;
    }

    private static void classVertices(Glb g, Table v, Table classes, String kind, String lodColumn, int lod) {
        for (int r = 0; r < classes.rowCount(); r++) {
            int cls = classes.intColumn("class").get(r);
            Table rows = v.where(v.intColumn("class").isEqualTo(cls));
            if (lodColumn != null) rows = rows.where(rows.intColumn(lodColumn).isEqualTo(lod));
            int acc = g.mesh(kind + " class " + classes.intColumn("o_class").get(r)).at("/primitives/0/attributes/POSITION").asInt();
            assertEquals(rows.rowCount(), g.count(acc), kind + " class " + cls + " vertex count");
            for (int i = 0; i < rows.rowCount(); i++) assertXyz(rows, i, g, acc, i, kind + " class " + cls);
        }
    }

    private static void assertXyz(Table t, int row, Glb g, int acc, int i, String what) {
        for (int a = 0; a < 3; a++) {
            double want = t.doubleColumn("xyz".substring(a, a + 1)).get(row);
            assertEquals(want, g.f(acc, i, a), 1e-5 * Math.max(1, Math.abs(want)), what + " vertex " + i + " axis " + a);
        }
    }

    private static String key(double x, double y, double z) { return (float) x + "," + (float) y + "," + (float) z; }

    static double[] rotate(double[] q, double[] v) {
        double x = q[0], y = q[1], z = q[2], w = q[3];
        // v' = v + 2w (q × v) + 2 q × (q × v)
        double cx = y * v[2] - z * v[1], cy = z * v[0] - x * v[2], cz = x * v[1] - y * v[0];
        double ccx = y * cz - z * cy, ccy = z * cx - x * cz, ccz = x * cy - y * cx;
        return new double[] {v[0] + 2 * (w * cx + ccx), v[1] + 2 * (w * cy + ccy), v[2] + 2 * (w * cz + ccz)};
    }

    static double[] rotX(double a, double[] v) { return new double[] {v[0], Math.cos(a) * v[1] - Math.sin(a) * v[2], Math.sin(a) * v[1] + Math.cos(a) * v[2]}; }
    static double[] rotY(double a, double[] v) { return new double[] {Math.cos(a) * v[0] + Math.sin(a) * v[2], v[1], -Math.sin(a) * v[0] + Math.cos(a) * v[2]}; }
    static double[] rotZ(double a, double[] v) { return new double[] {Math.cos(a) * v[0] - Math.sin(a) * v[1], Math.sin(a) * v[0] + Math.cos(a) * v[1], v[2]}; }
}
