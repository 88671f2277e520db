package gcscript.scene;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.globalwad.Armor;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Row;
import tech.tablesaw.api.Table;

/**
 * Every ARMOR.WAD slot of the sample exported as GLB and read back (not with the writer): one node and mesh, the
 * positions and texture coordinates equal to the slot's rows of {@code armor().vertices()}, one primitive per texture
 * its triangles name, as many indices as the table has high-LOD triangles, each textured primitive's image decoding
 * to the PIF's pixels.
 */
class ArmorSceneTest {
    @Test void everySlotReadsBackAsItsTables() throws Exception {
        Armor a = Gc.sample().armor();
        Table slots = a.armours(), vertices = a.vertices(), triangles = a.triangles(), textures = a.textures();
        for (Row slot : slots) {
            int record = slot.getInt("record");
            String name = slot.getString("group") + " " + slot.getInt("index");
            Scene s = Scene.armor(a, record);
            Glb g = Glb.of(s.glb());
            assertEquals(1, g.list("meshes").size(), name);
            Map<String, Object> node = g.list("nodes").get(0);
            assertEquals(name, node.get("name"));
            List<?> rotation = (List<?>) node.get("rotation");
            double[] want = {-Math.sqrt(0.5), 0, 0, Math.sqrt(0.5)};   // -90 degrees about x: Z up to Y up
            for (int i = 0; i < 4; i++) assertEquals(want[i], ((Number) rotation.get(i)).doubleValue(), 1e-6, name + " rotation");
            Map<String, Object> mesh = g.list("meshes").get(0);
            List<?> prims = (List<?>) mesh.get("primitives");
            Map<String, Object> attr = Glb.map(Glb.map(prims.get(0)).get("attributes"));
            float[] xyz = g.floats(Glb.i(attr.get("POSITION")));
            float[] st = vec2(g, Glb.i(attr.get("TEXCOORD_0")));
            Table v = vertices.where(vertices.intColumn("record").isEqualTo(record));
            assertEquals(v.rowCount() * 3, xyz.length, name + " positions");
            for (int i = 0; i < v.rowCount(); i++) {
                Row r = v.row(i);
                assertEquals(r.getDouble("x"), xyz[3 * i], 1e-6, name + " vertex " + i + " x");
                assertEquals(r.getDouble("y"), xyz[3 * i + 1], 1e-6, name + " vertex " + i + " y");
                assertEquals(r.getDouble("z"), xyz[3 * i + 2], 1e-6, name + " vertex " + i + " z");
                // the stored s, t over 4096 (phase2 §1: the moby ST records' fixed point)
                assertEquals(r.getInt("s") / 4096.0, st[2 * i], 1e-6, name + " vertex " + i + " s");
                assertEquals(r.getInt("t") / 4096.0, st[2 * i + 1], 1e-6, name + " vertex " + i + " t");
            }
            Table t = triangles.where(triangles.intColumn("record").isEqualTo(record).and(triangles.stringColumn("lod").isEqualTo("high")));
            TreeSet<Integer> used = new TreeSet<>(t.intColumn("texture").asList());
            assertEquals(used.size(), prims.size(), name + " one primitive per texture");
            int indices = 0;
            for (Object p : prims) indices += Glb.i(g.list("accessors").get(Glb.i(Glb.map(p).get("indices"))).get("count"));
            assertEquals(3 * t.rowCount(), indices, name + " indices");
            assertEquals(List.copyOf(used), Glb.map(mesh.get("extras")).get("primitive_textures") instanceof List<?> l
                    ? l.stream().map(Glb::i).toList() : null, name);
            assertEquals(used.size(), g.list("images").size(), name + " one image per texture used");
            assertEquals(record, Glb.i(Glb.map(mesh.get("extras")).get("record")));
            Table tx = textures.where(textures.intColumn("record").isEqualTo(record));
            assertEquals(tx.rowCount(), Glb.i(Glb.map(mesh.get("extras")).get("textures")));
            assertTrue(s.toString().startsWith("ARMOR.WAD " + name + " (" + slot.getString("group") + "_mesh[" + slot.getInt("index") + "]): "
                    + t.rowCount() + " triangles, " + v.rowCount() + " vertices"), s.toString());
            assertEquals(List.of(new SceneNode(name, "armor", name, record, -1, 0, 0, 0)), s.nodeList());
        }
    }

    @Test void anImageDecodesToItsPif() throws Exception {
        Armor a = Gc.sample().armor();
        Glb g = Glb.of(Scene.armor(a, 0).glb());
        Map<String, Object> image = g.list("images").get(0);
        Map<String, Object> view = g.list("bufferViews").get(Glb.i(image.get("bufferView")));
        byte[] png = new byte[Glb.i(view.get("byteLength"))];
        g.bin().duplicate().position(Glb.i(view.get("byteOffset"))).get(png);
        java.awt.image.BufferedImage img = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(png));
        // the first primitive's texture: the lowest texture index the slot's triangles use
        int k = (int) a.triangles().where(a.triangles().intColumn("record").isEqualTo(0)).intColumn("texture").min();
        var pif = a.list().get(0).pifs().get(k);
        assertEquals(pif.width(), img.getWidth());
        assertEquals(pif.height(), img.getHeight());
        for (int y = 0; y < pif.height(); y++) for (int x = 0; x < pif.width(); x++) assertEquals(pif.argb()[y * pif.width() + x], img.getRGB(x, y));
    }

    @Test void anAbsentSlotIsNamed() {
        Armor a = Gc.sample().armor();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Scene.armor(a, 1));
        assertEquals("ARMOR.WAD has no slot 1; present: " + a.armours().intColumn("record").asList().stream().map(String::valueOf).toList(), e.getMessage());
    }

    static float[] vec2(Glb g, int accessor) {
        Map<String, Object> acc = g.list("accessors").get(accessor);
        Map<String, Object> view = g.list("bufferViews").get(Glb.i(acc.get("bufferView")));
        float[] out = new float[2 * Glb.i(acc.get("count"))];
        ByteBuffer b = g.bin().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        for (int k = 0; k < out.length; k++) out[k] = b.getFloat(Glb.i(view.get("byteOffset")) + 4 * k);
        return out;
    }
}
