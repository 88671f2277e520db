package gcscript.collision;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.collision.CollisionLayouts.*;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import java.util.Map;

/**
 * {@code gc_collision.ksy}: a collision block (docs/formats/collision.md) as Kaitai Struct, opened at its start (the
 * core_data section at the core_index header's collision offset, or a chunk's decompressed collision stream): the
 * header, the octree from the mesh offset (root, z and y nodes, x words, each octant's header, packed vertices as
 * Kaitai bit-sized integers, faces and quads' fourth indices) and the hero collision groups, as {@link CollisionModel}
 * walks them. Records come from {@link CollisionLayouts}.
 */
public final class CollisionKsy {
    private CollisionKsy() {}

    public static final String ID = "gc_collision";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando collision block",
                "A collision block, from its start: the header, the octree (node offsets from the mesh start) and the hero"
                        + " collision groups (offsets from the groups block). Generated from gcscript's declarations; the"
                        + " library's page is docs/formats/collision.md.");
        Map<String, Object> in = k.instances();
        in.put("header", k.at("0", HEADER, null, null));
        String mesh = h(MESH);
        Map<String, Object> m = KsyFile.bytes(mesh, "_io.size - " + mesh, null, "the octree; offsets in it are from its start");
        m.put("type", "collision_mesh");
        in.put("mesh", m);
        String heroes = h(HERO_GROUPS);
        in.put("hero_groups", KsyFile.when(KsyFile.typed(heroes, "collision_heroes(" + heroes + ")", null, null), heroes + " != 0"));
        mesh(k);
        heroes(k);
        return k;
    }

    private static void mesh(KsyFile k) {
        KsyFile.Composed t = k.type("collision_mesh", "The octree root and its z offsets (byte offset / 4, 0 = empty).");
        t.seq().add(k.attr("root", ROOT));
        t.seq().add(KsyFile.seqOf("z", "collision_z_at", "root." + id(ROOT_Z_COUNT)));
        String zo = "4 * entry." + id(Z_OFFSET_DIV4);
        node(k, "collision_z_at", "A z offset and, unless 0, its node and y offsets.", Z_OFFSET, zo, Z_NODE,
                "collision_y_at", "node." + id(Y_COUNT));
        String yo = "entry." + id(Y_OFFSET_BYTES);
        node(k, "collision_y_at", "A y offset (bytes) and, unless 0, its node and x words.", Y_OFFSET, yo, Y_NODE,
                "collision_x_at", "node." + id(X_COUNT));
        KsyFile.Composed x = k.type("collision_x_at", "An x word (octant offset << 8 | size in qwords) and, unless 0, its octant.");
        x.seq().add(k.attr("entry", X_WORD));
        x.instances().put("octant", KsyFile.when(KsyFile.typed("entry." + id(OCTANT_OFFSET), "collision_octant_block", null, null),
                "entry." + id(WORD) + " != 0"));
        KsyFile.Composed o = k.type("collision_octant_block", "An octant: its header, vertices, faces and the quads' fourth indices.");
        o.seq().add(k.attr("header", OCTANT));
        o.seq().add(k.attrs("vertices", VERTEX, "header." + id(VERTEX_COUNT)));
        o.seq().add(k.attrs("faces", FACE, "header." + id(FACE_COUNT)));
        o.seq().add(k.attrs("v3", QUAD_V3, "header." + id(QUAD_COUNT)));
    }

    /** A node offset entry: the node at {@code at} (when not 0) and its children's entries right after it. */
    private static void node(KsyFile k, String type, String doc, Layout entry, String at, Layout node, String child, String count) {
        KsyFile.Composed t = k.type(type, doc);
        t.seq().add(k.attr("entry", entry));
        Map<String, Object> in = t.instances();
        in.put("node", KsyFile.when(k.at(at, node, null, null), at + " != 0"));
        in.put("children", KsyFile.when(KsyFile.typed(at + " + " + node.size(), child, count, null), at + " != 0"));
    }

    private static void heroes(KsyFile k) {
        KsyFile.Composed t = k.type("collision_heroes", "The hero collision groups: a count, then 0x10-byte groups at +0x10.");
        k.params("collision_heroes", KsyFile.param("at", "s4", "the block's offset"));
        t.seq().add(k.attr("block", HERO_BLOCK));
        t.instances().put("groups", KsyFile.typed("at + 0x10", "collision_hero_group(at)", "block." + id(HERO_COUNT), null));
        KsyFile.Composed g = k.type("collision_hero_group", "A hero collision group; its vertices then triangles at the block + data_offset.");
        k.params("collision_hero_group", KsyFile.param("at", "s4", "the groups block's offset"));
        g.seq().add(k.attr("group", HERO_GROUP));
        String base = "at + group." + id(DATA_OFFSET);
        String vc = "group." + id(HERO_VERTEX_COUNT);
        g.instances().put("vertices", k.at(base, HERO_VERTEX, vc, null));
        g.instances().put("triangles", k.at(base + " + " + HERO_VERTEX.size() + " * " + vc, HERO_TRIANGLE, "group." + id(TRIANGLE_COUNT), null));
    }

    private static String h(Field f) { return "header." + id(f); }
}
