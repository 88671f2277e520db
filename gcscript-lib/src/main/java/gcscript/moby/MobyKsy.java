package gcscript.moby;

import static gcscript.layout.ksy.KsyNames.id;
import static gcscript.layout.ksy.KsyNames.hex;
import static gcscript.moby.MobyLayouts.*;

import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.ksy.KsyFile;
import gcscript.layout.ksy.KsyNames;
import java.util.List;
import java.util.Map;

/**
 * {@code gc_moby.ksy}: one moby class block of core_data (docs/formats/moby.md) as Kaitai Struct, opened at the
 * block's start (offsets in it are class-relative): the class header, the sequence offsets, the packet table (every
 * packet's vertex table: header, matrix transfers, duplicates, vertex records and the epilogue tail), the metal
 * packets and their vertices, the bangles and their packets, the skeleton, common_trans, gif_usage, sound defs, joint
 * lists, collision and corncob, as {@link MobyReader} finds them. Records come from {@link MobyLayouts} and the
 * block classes beside it.
 */
public final class MobyKsy {
    private MobyKsy() {}

    public static final String ID = "gc_moby";

    public static KsyFile file() {
        KsyFile k = new KsyFile(ID, "Ratchet & Clank: Going Commando moby class block (in core_data)",
                "A moby class block, from its start (the class entry's offset_in_asset_wad in the decompressed core_data):"
                        + " offsets in it are class-relative. Generated from gcscript's declarations; the library's page is"
                        + " docs/formats/moby.md.");
        Map<String, Object> in = k.instances();
        in.put("header", k.at("0", CLASS_HEADER, null, null));
        in.put("sequence_offsets", KsyFile.when(k.at(hex(SEQUENCES_AT), SEQUENCE_SLOT, h(SEQUENCE_COUNT), null), h(SEQUENCE_COUNT) + " > 0"));
        String pto = h(PACKET_TABLE_OFFSET);
        String gc = h(FORMAT_SELECTOR) + " == 0";
        String lods = h(HIGH_LOD_COUNT) + " + " + h(LOW_LOD_COUNT);
        String metalAt = pto + " + 16 * " + h(METAL_BEGIN);
        in.put("packets", KsyFile.when(KsyFile.typed(pto, "moby_packet", lods, "the high then the low LOD's packets"),
                pto + " != 0 and " + gc));
        in.put("packet_entries", KsyFile.when(k.at(pto, PACKET_ENTRY, lods, "an R&C1-format class: the entries only"),
                pto + " != 0 and not (" + gc + ")"));
        in.put("metal_packets", KsyFile.when(KsyFile.typed(metalAt, "moby_metal_packet", h(METAL_COUNT), null),
                pto + " != 0 and " + gc + " and " + h(METAL_COUNT) + " > 0"));
        in.put("metal_packet_entries", KsyFile.when(k.at(metalAt, PACKET_ENTRY, h(METAL_COUNT), "an R&C1-format class: the entries only"),
                pto + " != 0 and not (" + gc + ") and " + h(METAL_COUNT) + " > 0"));
        String bangles = "16 * " + h(BANGLES);
        in.put("bangles", KsyFile.when(KsyFile.typed(bangles, "moby_bangles(" + bangles + ", " + pto + ", " + gc + ")", null,
                "the bangle block (the header's bangles is in qwords)"), h(BANGLES) + " != 0"));
        String joints = h(JOINT_COUNT);
        in.put("skeleton", KsyFile.when(k.at(h(SKELETON), JOINT_MATRIX, joints, null), joints + " > 0 and " + h(SKELETON) + " != 0"));
        in.put("common_trans", KsyFile.when(k.at(h(COMMON_TRANS), COMMON_TRANS_REC, joints, null), joints + " > 0 and " + h(COMMON_TRANS) + " != 0"));
        Map<String, Object> words = k.at(h(GIF_USAGE), GIF_USAGE_WORD, null, "up to the entry with bit 31 set");
        words.put("repeat", "until");
        words.put("repeat-until", "_." + id(GIF_LAST));
        in.put("gif_usage_words", KsyFile.when(words, h(GIF_USAGE) + " > 0"));
        in.put("gif_usage", KsyFile.when(k.at(h(GIF_USAGE), GIF_USAGE_ENTRY, "gif_usage_words.size", "the same entries, their fields"),
                h(GIF_USAGE) + " > 0"));
        in.put("sound_defs", KsyFile.when(k.at(h(SOUND_DEFS), MobyClassBlocks.SOUND_DEF, h(SOUND_COUNT), null),
                h(SOUND_DEFS) + " != 0 and " + h(SOUND_COUNT) + " > 0"));
        in.put("joint_lists", KsyFile.when(KsyFile.typed(h(JOINTS), "moby_joint_lists", null, null), h(JOINTS) + " > 0"));
        in.put("collision", KsyFile.when(KsyFile.typed(h(COLLISION), "moby_collision(" + h(COLLISION) + ")", null, null), h(COLLISION) + " > 0"));
        String corncob = "16 * " + h(CORNCOB);
        in.put("corncob", KsyFile.when(KsyFile.typed(corncob, "moby_corncob_slot(" + corncob + ")", Integer.toString(MobyClassBlocks.KERNELS),
                "16 kernel offsets (qwords from the corncob start; 0xff = none)"), h(CORNCOB) + " > 0"));
        Map<String, Object> sequences = KsyFile.typed(hex(SEQUENCES_AT), "moby_sequence_slot", h(SEQUENCE_COUNT),
                "the sequences the offsets name (0 = none)");
        in.put("sequences", KsyFile.when(sequences, h(SEQUENCE_COUNT) + " > 0"));
        KsyFile.Composed slot = k.type("moby_sequence_slot", "A sequence offset and, unless 0, the sequence there.");
        slot.seq().add(k.attr("offset", SEQUENCE_SLOT));
        String so = "offset." + id(SEQUENCE_OFFSET);
        slot.instances().put("sequence", KsyFile.when(KsyFile.typed("0", gcscript.sequence.SequenceKsy.TYPE + "(" + so + ", 0)", null, null),
                so + " > 0"));
        gcscript.sequence.SequenceKsy.types(k);
        packet(k);
        metal(k);
        bangle(k);
        jointLists(k);
        collision(k);
        corncob(k);
        String vif = "inside a packet's VIF list: the UNPACKs are found by the library's VIF walker (gcscript.vif.Vif.walk,"
                + " MobyIndexList); the .ksy does not walk VIF codes";
        for (Layout l : List.of(ST_PAIR, INDEX_HEADER, INDEX_BYTE, SECRET_SLOT, PRIMITIVE)) k.notExported(l, vif);
        return k;
    }

    /** A packet entry and its vertex table (§1.7), the table's positions from the entry and the table header. */
    private static void packet(KsyFile k) {
        KsyFile.Composed t = k.type("moby_packet", "A packet-table entry and the vertex table it points at.");
        t.seq().add(k.attr("entry", PACKET_ENTRY));
        Map<String, Object> in = t.instances();
        String vo = "entry." + id(VERTEX_OFFSET);
        String vt = "vertex_table.";
        in.put("vertex_table", k.at(vo, VERTEX_HEADER, null, null));
        String mtAt = vo + " + " + hex(VERTEX_HEADER.size());
        in.put("matrix_transfers", k.at(mtAt, MATRIX_TRANSFER, vt + id(MATRIX_TRANSFER_COUNT), null));
        in.put("duplicates", k.at("(" + mtAt + " + " + MATRIX_TRANSFER.size() + " * " + vt + id(MATRIX_TRANSFER_COUNT) + " + 7) / 8 * 8",
                DUPLICATE, vt + id(DUPLICATES), "8-aligned after the transfers"));
        String first = vo + " + " + vt + id(VERTEX_TABLE_OFFSET);
        String records = "entry." + id(VERTEX_DATA_SIZE) + " - " + vt + id(VERTEX_TABLE_OFFSET) + " / 16";
        in.put("vertices", k.at(first, VERTEX, records, "the V vertices then the E epilogue records (vertex_data_size qwords from"
                + " the header end with them)"));
        in.put("epilogue", k.at(first + " + 16 * (" + records + " - 1)", EPILOGUE_TAIL, null, "the last record read again: deferred IDs"));
    }

    private static void metal(KsyFile k) {
        KsyFile.Composed t = k.type("moby_metal_packet", "A metal packet's entry and its vertex table.");
        t.seq().add(k.attr("entry", PACKET_ENTRY));
        String vo = "entry." + id(VERTEX_OFFSET);
        t.instances().put("vertex_table", k.at(vo, METAL_VERTEX_HEADER, null, null));
        t.instances().put("vertices", k.at(vo + " + " + hex(METAL_VERTEX_HEADER.size()), METAL_VERTEX,
                "vertex_table." + id(METAL_VERTEX_COUNT), null));
    }

    /** The bangle block: its header, 15 entries, and for each entry with packets its vectors and its packet lists. */
    private static void bangle(KsyFile k) {
        KsyFile.Composed t = k.type("moby_bangles", "The bangle block: a header, then 15 entries of packet-table indices.");
        k.params("moby_bangles", KsyFile.param("at", "s4", "the block's offset (class-relative)"));
        k.params("moby_bangles", KsyFile.param("table", "s4", "the packet table's offset"));
        k.params("moby_bangles", KsyFile.param("gc", "bool", "a GC-format class (its packets are read)"));
        t.seq().add(k.attr("header", MobyClassBlocks.BANGLE_HEADER));
        t.seq().add(KsyFile.seqOf("entries", "moby_bangle_slot(at, table, gc, _index)", Integer.toString(MobyClassBlocks.BANGLES)));
        KsyFile.Composed s = k.type("moby_bangle_slot", "A bangle entry; with packets, its vectors at +64 + 16 x slot and its lists.");
        k.params("moby_bangle_slot", KsyFile.param("at", "s4", "the bangle block's offset"));
        k.params("moby_bangle_slot", KsyFile.param("table", "s4", "the packet table's offset"));
        k.params("moby_bangle_slot", KsyFile.param("gc", "bool", "a GC-format class"));
        k.params("moby_bangle_slot", KsyFile.param("slot", "s4", "the entry's index"));
        s.seq().add(k.attr("entry", MobyClassBlocks.BANGLE));
        String hi = "entry." + id(MobyClassBlocks.HIGH_BEGIN) + " != 0 and entry." + id(MobyClassBlocks.HIGH_COUNT) + " > 0";
        String lo = "entry." + id(MobyClassBlocks.LOW_BEGIN) + " != 0 and entry." + id(MobyClassBlocks.LOW_COUNT) + " > 0";
        Map<String, Object> in = s.instances();
        in.put("vectors", KsyFile.when(k.at("at + " + MobyBangles.VECTORS_AT + " + 16 * slot", MobyBangles.VECTORS, null, null),
                "(" + hi + ") or (" + lo + ")"));
        in.put("high_packets", KsyFile.when(KsyFile.typed("table + 16 * entry." + id(MobyClassBlocks.HIGH_BEGIN), "moby_packet",
                "entry." + id(MobyClassBlocks.HIGH_COUNT), null), "table != 0 and gc and " + hi));
        in.put("low_packets", KsyFile.when(KsyFile.typed("table + 16 * entry." + id(MobyClassBlocks.LOW_BEGIN), "moby_packet",
                "entry." + id(MobyClassBlocks.LOW_COUNT), null), "table != 0 and gc and " + lo));
    }

    private static void jointLists(KsyFile k) {
        KsyFile.Composed t = k.type("moby_joint_lists", "The joint-list block: a count, the lists' offsets, each list.");
        t.seq().add(k.attr("count", MobyJointLists.COUNT));
        t.seq().add(KsyFile.seqOf("lists", "moby_joint_list_at", "count." + id(MobyJointLists.LIST_COUNT)));
        KsyFile.Composed l = k.type("moby_joint_list_at", "A list's offset and the list: a head (n1, n2), n1 + n2 bytes, 0xff.");
        l.seq().add(k.attr("offset", MobyJointLists.OFFSET));
        String off = "offset." + id(MobyJointLists.LIST_OFFSET);
        String body = off + " + " + MobyJointLists.HEAD.size();
        Map<String, Object> in = l.instances();
        in.put("head", k.at(off, MobyJointLists.HEAD, null, null));
        in.put("first", k.at(body, MobyJointLists.ENTRY, "head." + id(MobyJointLists.N1), null));
        in.put("second", k.at(body + " + head." + id(MobyJointLists.N1), MobyJointLists.ENTRY, "head." + id(MobyJointLists.N2), null));
        in.put("terminator", k.at(body + " + head." + id(MobyJointLists.N1) + " + head." + id(MobyJointLists.N2), MobyJointLists.END, null, null));
    }

    private static void collision(KsyFile k) {
        KsyFile.Composed t = k.type("moby_collision", "The collision block: a header of three part sizes, then the parts.");
        t.seq().add(k.attr("header", MobyClassBlocks.COLLISION_HEADER));
        String first = "header." + id(MobyClassBlocks.FIRST_SIZE), second = "header." + id(MobyClassBlocks.SECOND_SIZE);
        k.params("moby_collision", KsyFile.param("at", "s4", "the block's offset (class-relative)"));
        Map<String, Object> in = t.instances();
        int v = MobyCollisions.VERTEX.size();
        String start = "at + " + hex(MobyClassBlocks.COLLISION_HEADER.size());
        in.put("first", k.at(start, MobyCollisions.PART_BYTE, first, null));
        in.put("vertices", k.at(start + " + " + first, MobyCollisions.VERTEX, second + " / " + v, "the second part's whole records"));
        in.put("second_rest", k.at(start + " + " + first + " + " + second + " / " + v + " * " + v, MobyCollisions.PART_BYTE, second + " % " + v, null));
        in.put("third", k.at(start + " + " + first + " + " + second, MobyCollisions.PART_BYTE, "header." + id(MobyClassBlocks.THIRD_SIZE), null));
    }

    private static void corncob(KsyFile k) {
        KsyFile.Composed t = k.type("moby_corncob_slot", "A corncob kernel offset; unless 0xff, its vector and (a non-zero vector) its records.");
        k.params("moby_corncob_slot", KsyFile.param("base", "s4", "the corncob block's offset"));
        t.seq().add(k.attr("kernel", MobyClassBlocks.CORNCOB_KERNEL));
        String ko = "base + 16 * kernel." + id(MobyClassBlocks.KERNEL);
        String present = "kernel." + id(MobyClassBlocks.KERNEL) + " != " + hex(MobyCorncob.ABSENT);
        Map<String, Object> in = t.instances();
        in.put("vec", KsyFile.when(k.at(ko, MobyCorncob.KERNEL_VEC, null, null), present));
        StringBuilder nonzero = new StringBuilder();
        for (Field f : MobyCorncob.VEC) nonzero.append(nonzero.length() == 0 ? "" : " or ").append("vec.").append(id(f)).append(" != 0");
        String records = present + " and (" + nonzero + ")";
        in.put("vertex_count", KsyFile.when(k.at(ko + " + " + hex(MobyCorncob.KERNEL_VEC.size()), MobyCorncob.VERTEX, null,
                "the first record: its w is the count"), records));
        in.put("vertices", KsyFile.when(k.at(ko + " + " + hex(MobyCorncob.KERNEL_VEC.size()), MobyCorncob.VERTEX,
                "vertex_count." + id(MobyCorncob.W), null), records));
    }

    private static String h(Field f) { return "header." + id(f); }

    /**
     * ARMOR.WAD's mesh-only block (rac2-global-wads §11.2; {@link MobyReader#readMeshOnly}) as type {@code name} of a
     * description that imports this one: its 16-byte header, then this description's packets, metal packets and
     * gif_usage entries at the header's block-relative offsets (the types are this file's, {@code gc_moby::moby_packet}).
     */
    public static void meshOnly(KsyFile k, String name) {
        KsyFile.Composed c = k.type(name, "A mesh-only moby block: a 16-byte header, then gc_moby's packet table and gif_usage entries.");
        Map<String, Object> in = c.instances();
        in.put("header", k.at("0", MESH_HEADER, null, null));
        String pto = h(MESH_PACKET_TABLE_OFFSET), lods = h(MESH_HIGH_LOD_COUNT) + " + " + h(MESH_LOW_LOD_COUNT);
        String inside = pto + " >= " + hex(MESH_HEADER.size()) + " and " + pto + " < _io.size";
        in.put("packets", KsyFile.when(KsyFile.typed(pto, ID + "::moby_packet", lods, "the high then the low LOD's packets"), inside));
        in.put("metal_packets", KsyFile.when(KsyFile.typed(pto + " + 16 * " + h(MESH_METAL_BEGIN), ID + "::moby_metal_packet", h(MESH_METAL_COUNT), null),
                inside + " and " + h(MESH_METAL_COUNT) + " > 0"));
        String gif = h(MESH_GIF_USAGE);
        Map<String, Object> words = imported(gif, GIF_USAGE_WORD, "up to the entry with bit 31 set");
        words.put("repeat", "until");
        words.put("repeat-until", "_." + id(GIF_LAST));
        in.put("gif_usage_words", KsyFile.when(words, gif + " > 0"));
        Map<String, Object> entries = imported(gif, GIF_USAGE_ENTRY, "the same entries, their fields");
        entries.put("repeat", "expr");
        entries.put("repeat-expr", "gif_usage_words.size");
        in.put("gif_usage", KsyFile.when(entries, gif + " > 0"));
    }

    /** An instance of one of this file's record types, from a description that imports it. */
    private static Map<String, Object> imported(String pos, gcscript.layout.Layout layout, String doc) {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        m.put("pos", pos);
        m.put("size", layout.size());
        m.put("type", ID + "::" + gcscript.layout.ksy.KsyNames.type(layout));
        m.put("doc", doc);
        return m;
    }
}
