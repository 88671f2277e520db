package gcscript.scene;

import gcscript.gltf.GltfBuilder;
import gcscript.gltf.GltfBuilder.Primitive;
import gcscript.gltf.Json;
import gcscript.globalwad.Armor;
import gcscript.moby.MobyClass;
import gcscript.moby.MobyMesh;
import gcscript.pif.Pif;
import gcscript.texture.Texture;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One ARMOR.WAD slot as a glTF 2.0 scene ({@link Scene#armor}, {@code export --armor N}): one node, {@code armor K} or
 * {@code wrench K}, rotated from the stored Z-up frame to glTF's Y up as a level's root is, holding the slot's mesh
 * (positions as stored, scale applied: 7/48 for armours, 1 for wrenches; rac2-global-wads §11.2) with one primitive per
 * material-list index, textured by that list's PIF (the index is the TEX0 slot, §11.3; CLAMP modes as the level
 * classes' are mapped). High-LOD triangles only; the mesh's joint indices name a skeleton ARMOR.WAD does not hold
 * (Ratchet's level class, [inference]), so the mesh is exported unskinned and the extras say so.
 */
final class ArmorScene {
    private ArmorScene() {}

    static final float[] UNTEXTURED = {0.67f, 0.67f, 0.67f, 1};

    static Scene of(Armor armor, int record) {
        Armor.Entry e = armor.list().stream().filter(k -> k.record() == record).findFirst().orElseThrow(() -> new IllegalArgumentException(
                "ARMOR.WAD has no slot " + record + "; present: " + armor.list().stream().map(k -> Integer.toString(k.record())).toList()));
        MobyClass c = armor.model().classes().stream().filter(k -> k.index() == record).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("ARMOR.WAD slot " + record + ": its mesh was not read (see problems())"));
        MobyMesh m = MobyMesh.of(-1, c);
        String name = e.kind() + " " + e.index();
        GltfBuilder g = new GltfBuilder("gcscript");
        List<String> notes = new ArrayList<>();
        Materials materials = new Materials(g, null, true, notes);
        TreeMap<Integer, gcscript.table.IntList> byTexture = new TreeMap<>();
        int other = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            if (m.lods()[t] != 0) { other++; continue; }
            gcscript.table.IntList l = byTexture.computeIfAbsent(m.textures()[t], k -> new gcscript.table.IntList());
            for (int k = 0; k < 3; k++) l.add(m.triangles()[3 * t + k]);
        }
        if (other > 0) notes.add(name + ": " + other + " low-LOD or metal triangles not exported (high LOD only)");
        if (byTexture.isEmpty() || m.vertexCount() == 0) throw new IllegalArgumentException("ARMOR.WAD slot " + record + " has no high-LOD triangle");
        Map<String, Integer> attr = new LinkedHashMap<>();
        attr.put("POSITION", g.floats(m.positions(), "VEC3", true, true));
        attr.put("TEXCOORD_0", g.floats(m.uv(), "VEC2", false, true));
        List<Primitive> prims = new ArrayList<>();
        List<Object> slots = new ArrayList<>();
        for (var t : byTexture.entrySet()) {
            prims.add(new Primitive(attr, g.indices(t.getValue().toArray(), m.vertexCount()), material(materials, e, c, t.getKey())));
            slots.add(t.getKey());
        }
        Map<String, Object> ex = Json.obj();
        ex.put("record", record);
        ex.put("group", e.kind());
        ex.put("index", e.index());
        ex.put("mesh_slot", e.mesh().name());
        ex.put("scale", c.scale());
        ex.put("textures", e.pifs().size());
        ex.put("primitive_textures", slots);
        ex.put("positions", "as stored, unskinned: the joint indices name a skeleton ARMOR.WAD does not hold");
        int mesh = g.mesh(name, prims, ex);
        int node = g.node(name);
        g.nodeMap(node).put("mesh", mesh);
        g.nodeMap(node).put("rotation", SceneBuilder.Z_UP_TO_Y_UP);
        Map<String, Object> nx = Json.obj();
        nx.put("frame", "the mesh is in the stored PS2 frame (Z up); this node's rotation maps it to glTF's Y up");
        g.nodeMap(node).put("extras", nx);
        g.scene(name, node);
        g.extras().put("armor_record", record);
        if (!notes.isEmpty()) g.extras().put("notes", notes);
        int[] tri = new int[3 * (m.triangleCount() - other)];
        int j = 0;
        for (var l : byTexture.values()) for (int v : l.toArray()) tri[j++] = v;
        String summary = "ARMOR.WAD " + name + " (" + e.mesh().name() + "): " + tri.length / 3 + " triangles, " + m.vertexCount() + " vertices, "
                + prims.size() + " primitives, " + e.pifs().size() + " textures";
        SceneRender render = new SceneRender(-1, Map.of(mesh, new SceneRender.Geometry("moby", m.positions(), tri)),
                List.of(new SceneRender.Draw(mesh, null)));
        return new Scene(-1, g, List.of(new SceneNode(name, "armor", name, record, -1, 0, 0, 0)), List.copyOf(notes), render, summary);
    }

    /** Texture {@code k} of the slot's material list, or the plain grey one for none (-1) or an index past the list. */
    private static int material(Materials materials, Armor.Entry e, MobyClass c, int k) {
        if (k < 0 || k >= e.pifs().size()) return materials.plain("untextured", UNTEXTURED);
        Pif p = e.pifs().get(k);
        Texture.Level l = new Texture.Level(0, p.width(), p.height(), p.argb());
        return materials.image("armor " + e.record() + " texture " + k, l.image(), p.argb(), e.textures().name() + " texture " + k,
                MobyMesh.wrap(c, k));
    }
}
