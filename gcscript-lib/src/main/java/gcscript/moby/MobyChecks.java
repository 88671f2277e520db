package gcscript.moby;

import gcscript.check.Checks;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The reader checks of rac2-formats-phase2 §1 ("Reader checks (moby)"), folded to one row per check per class:
 * the subject is the class, {@code found} the first failing subject (its path and value) and how many failed.
 */
final class MobyChecks {
    static final Map<String, String> DOCS = new LinkedHashMap<>();
    static {
        d("moby.block.aligned", "offset_in_asset_wad % 0x40 == 0 (check 1)");
        d("moby.header.offsets_inside", "packet_table_offset, collision, skeleton, common_trans, joints, gif_usage, sound_defs are 0 or inside the block (check 1)");
        d("moby.header.metal_begin", "metal_begin == high + low (check 2, the writer's rule)");
        d("moby.header.format_gc", "format selector +0x0b == 0 (the GC moby format; R&C1-format vertex tables are not decoded)");
        d("moby.packet.vif_aligned", "vif_list_offset % 16 == 0 (check 3)");
        d("moby.packet.list_end_is_vertex_header", "vif_list_offset + 16 vif_list_size == vertex_offset (check 3; the notes' part-table identity)");
        d("moby.packet.unknown_d", "unknown_d == (15 + 6n) / 16 (check 3)");
        d("moby.packet.unknown_e", "unknown_e == (3 + n) / 4 (check 3)");
        d("moby.packet.unpacks", "UNPACKs are [V2_16 ADDR 0xC2, V4_8 ADDR 0x12D, optional V4_32] (check 3)");
        d("moby.packet.texture_unpack_offset", "(vif_list_texture_unpack_offset != 0) == (third UNPACK present) (check 3)");
        d("moby.packet.transfer_counts", "ST NUM == transfer_vertex_count == header transfer == 2-way + 3-way + main + dup (check 4)");
        d("moby.packet.gif_usage_slots", "texture primitives per packet <= 12, the slots of its gif_usage entry (§1.10; Wrench asserts gif_index < 12)");
        d("moby.index.header", "index header byte 3 == 0; byte 1 == NUM(index UNPACK) with textures, else 0 (check 5)");
        d("moby.index.texture_unpack", "texture UNPACK ADDR == 0x12D + NUM(index UNPACK); payload % 0x40 == 0 (check 5)");
        d("moby.walk.index_in_cache", "every index byte's vertex (b & 0x7F) - 1 < V + dup (check 6)");
        d("moby.walk.stops", "the walk meets exactly T + 1 zero bytes, the last secret index 0, and three dummy kicks (check 6)");
        d("moby.vertex.table_offset", "vertex_table_offset % 16 == 0 and / 16 <= vertex_data_size (check 7)");
        d("moby.vertex.epilogue", "1 <= E <= 6, E = vertex_data_size - vertex_table_offset/16 - V (check 7)");
        d("moby.vertex.id_pipelined", "records 0 .. min(7, V+E)-1 hold 0 in bits 0-8: record i holds the ID of vertex i - 7 (§1.7)");
        d("moby.vertex.duplicate_written", "every duplicate slot was written earlier in the same LOD list (check 7)");
        d("moby.skin.load_set", "every matrix load hits a set slot (check 8)");
        d("moby.skin.address_aligned", "matrix addresses % 4 == 0 (check 8)");
        d("moby.skin.weight_sum", "2-way and 3-way weights sum to 256 (check 8)");
        d("moby.skin.rigid_sources", "blends load rigid matrices only (O's retail observation)");
        d("moby.packet.chain", "vertex_offset + 16 vertex_data_size == next entry's vif_list_offset (check 9; writer layout)");
        d("moby.metal.unpacks", "metal packet: UNPACKs are [V4_8 ADDR 0x12D, optional V4_32], no ST UNPACK (§1.11)");
        d("moby.metal.texture", "metal packet: every TEX0 data_lo is -2 (chrome) or -3 (glass) (§1.11; Wrench rejects others)");
        d("moby.metal.transfer_count", "metal packet: transfer_vertex_count == the vertex table's vertex_count (§1.11)");
        d("moby.metal.vertex_data_size", "metal packet: vertex_data_size == 1 + vertex_count, header and records in qwords (§1.11, the writer's layout)");
        d("moby.sequence.inside", "sequence offsets are 0 or inside the block (check 10)");
        d("moby.collision.parts_inside", "collision block: part sizes >= 0 and header + first + second + third inside the class block (§1.12)");
        d("moby.collision.second_whole", "collision second_size % 8 == 0: whole {s16 x, y, z, pad} vertices (§1.12)");
        d("moby.bangle.vectors_inside", "every bangle with packets has its two vectors (+64 + 16 i) inside the class block (§1.12)");
        d("moby.bangle.after_metal", "bangle packets come after the metal packets in the table (the writer's order, §1.3; reported)");
        d("moby.corncob.kernel_inside", "corncob: every kernel (offset != 0xFF) and its vertex_count >= 0 records inside the class block (§1.12)");
        d("moby.joints.count", "joint-list block: list_count >= 0 and its offsets inside the class block (§1.12)");
        d("moby.joints.list_inside", "every list offset and its n1 + n2 + 5 bytes inside the class block, n1 >= 0, n2 >= 0 (§1.12)");
        d("moby.joints.list_aligned", "every list offset % 4 == 0 (§1.12, the writer's alignment)");
        d("moby.joints.terminator", "every list ends with the u8 0xFF terminator after its n1 + n2 bytes (§1.12; Wrench verifies)");
        d("moby.gif_usage.terminated", "the gif_usage table ends with bit 31 set inside the block");
    }
    private static void d(String k, String v) { DOCS.put(k, v); }

    /** A mesh-only block's checks (rac2-global-wads §11.4): the packet checks above and its 16-byte header's. */
    static final Map<String, String> MESH_DOCS = new LinkedHashMap<>(DOCS);
    static {
        MESH_DOCS.put("moby.mesh_only.packet_table_offset", "packet_table_offset == 0x10, right after the header (§11.4 check 2; W-old's rule)");
        MESH_DOCS.put("moby.mesh_only.metal_begin", "metal_begin == high + low whenever metal_count > 0 (§11.4 check 2)");
        MESH_DOCS.put("moby.mesh_only.pad", "the header's pad word is 0 (§11.2, Wrench writes 0)");
        MESH_DOCS.put("moby.mesh_only.gif_usage_inside", "gif_usage is 0 or an offset after the header inside the block (§11.2)");
    }

    private final Checks out;
    private final Map<String, String> docs;
    private final gcscript.check.CheckFold fold;

    MobyChecks(Checks out, String subject, long offset) { this(out, DOCS, subject, offset); }

    MobyChecks(Checks out, Map<String, String> docs, String subject, long offset) {
        this.out = out;
        this.docs = docs;
        this.fold = new gcscript.check.CheckFold(out, docs, "moby", subject, offset);
    }

    /** Records one outcome; {@code found} is built only on failure. Returns {@code holds}. */
    boolean expect(String check, boolean holds, long at, java.util.function.Supplier<String> found) {
        return fold.expect(check, holds, at, found);
    }

    /** One row per check met (and per declared check, for the summary): subject = the class. */
    void flush() {
        for (Map.Entry<String, String> d : docs.entrySet()) out.declare(d.getKey(), d.getValue());
        fold.flush();
    }
}
