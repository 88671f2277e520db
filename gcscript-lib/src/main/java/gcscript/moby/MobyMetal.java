package gcscript.moby;

import static gcscript.moby.MobyLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Hex;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.vif.VifCommand;
import java.util.List;

/**
 * A metal (chrome / glass) packet (rac2-formats-phase2 §1.11, with Wrench's {@code read_metal_packets} and
 * {@code write_metal_packets}): a VIF list with no ST UNPACK (index UNPACK, then optional texture primitives whose TEX0
 * is -2 chrome or -3 glass), then a vertex table of a 0x10 header {s32 vertex_count, three opaque s32} and
 * {@code vertex_count} MetalVertex records. The entry's unknown_d, unknown_e and transfer byte follow the regular
 * formulas with n = vertex_count, and the writer pads the list so that it ends where the vertex header starts.
 *
 * <p>No public reader decodes metal triangles; the walk here is §1.9's over the metal vertices in stored order (there
 * is no vertex cache and no duplicate list) [inference]. A vertex past the table or a walk that does not stop throws.
 */
public final class MobyMetal {
    private MobyMetal() {}

    /** TEX0 data_lo values a metal primitive may hold (W rejects others): chrome, glass. */
    static final int CHROME = -2, GLASS = -3;

    /**
     * The metal part of a packet as read.
     *
     * @param header   the vertex-table header
     * @param vertices the MetalVertex records
     * @param corners  metal vertex of each triangle corner (3 per triangle, dummy kicks dropped)
     * @param slots    TEX0 data_lo of each triangle
     * @param tex      the running texture after this packet
     */
    public record Metal(Rec header, RecArray vertices, int[] corners, int[] slots, int tex) {
        public int triangles() { return slots.length; }
    }

    static MobyPacket read(ByteReader blk, MobyChecks ck, String p, int index, Rec e, int tex) {
        long vlo = e.get(VIF_LIST_OFFSET), vo = e.get(VERTEX_OFFSET);
        int n = e.i(TRANSFER_VERTEX_COUNT);
        ck.expect("moby.packet.vif_aligned", vlo % 16 == 0, e.offsetOf(VIF_LIST_OFFSET), () -> e.pathOf(VIF_LIST_OFFSET) + " = " + Hex.of(vlo));
        ck.expect("moby.packet.list_end_is_vertex_header", vlo + 16L * e.i(VIF_LIST_SIZE) == vo, e.offsetOf(VERTEX_OFFSET),
                () -> e.pathOf(VERTEX_OFFSET) + " = " + Hex.of(vo) + ", list end " + Hex.of(vlo + 16L * e.i(VIF_LIST_SIZE)));
        ck.expect("moby.packet.unknown_d", e.i(UNKNOWN_D) == (15 + 6 * n) / 16, e.offsetOf(UNKNOWN_D),
                () -> e.pathOf(UNKNOWN_D) + " = " + e.i(UNKNOWN_D) + ", (15 + 6n)/16 = " + (15 + 6 * n) / 16);
        ck.expect("moby.packet.unknown_e", e.i(UNKNOWN_E) == (3 + n) / 4, e.offsetOf(UNKNOWN_E),
                () -> e.pathOf(UNKNOWN_E) + " = " + e.i(UNKNOWN_E) + ", (3 + n)/4 = " + (3 + n) / 4);

        // ---- VIF list: the index UNPACK, then an optional texture UNPACK ---------------------------------------
        List<VifCommand> unpacks = MobyIndexList.unpacks(blk, e, p);
        boolean shape = !unpacks.isEmpty() && unpacks.size() <= 2
                && unpacks.get(0).code().cmd() == 0x6E && unpacks.get(0).code().addr() == INDEX_ADDR
                && (unpacks.size() == 1 || unpacks.get(1).code().cmd() == 0x6C);
        ck.expect("moby.metal.unpacks", shape, blk.absolute((int) vlo), () -> p + ".vif_list: " + MobyIndexList.describe(unpacks));
        if (unpacks.isEmpty() || unpacks.get(0).code().cmd() != 0x6E) {
            throw blk.error(p + ".vif_list", vlo, "an index UNPACK (V4_8) first (a metal list has no ST UNPACK)", MobyIndexList.describe(unpacks));
        }
        VifCommand tx = unpacks.size() > 1 ? unpacks.get(1) : null;
        long tuo = e.get(VIF_LIST_TEXTURE_UNPACK_OFFSET);
        ck.expect("moby.packet.texture_unpack_offset", (tuo != 0) == (tx != null), e.offsetOf(VIF_LIST_TEXTURE_UNPACK_OFFSET),
                () -> e.pathOf(VIF_LIST_TEXTURE_UNPACK_OFFSET) + " = " + tuo + " with " + (tx == null ? "no" : "a") + " texture UNPACK");
        MobyIndexList il = MobyIndexList.read(blk, ck, p, unpacks.get(0), tx);
        for (int k = 0; k < il.textures().size(); k++) {
            Rec r = il.textures().get(k);
            int slot = TEX0.slot(r);
            ck.expect("moby.metal.texture", slot == CHROME || slot == GLASS, r.offsetOf(TEX0_DATA_LO),
                    () -> r.pathOf(TEX0_DATA_LO) + " = " + slot + " (chrome -2 or glass -3)");
        }

        // ---- vertex table ----------------------------------------------------------------------------------
        if (!blk.inRange(vo, METAL_VERTEX_HEADER.size())) {
            throw e.error(VERTEX_OFFSET, "a metal vertex table inside the class block of " + Hex.of(blk.length()), Hex.of(vo));
        }
        Rec h = METAL_VERTEX_HEADER.read(blk, vo, p + ".vertex_table");
        int count = h.i(METAL_VERTEX_COUNT);
        ck.expect("moby.metal.transfer_count", n == count, e.offsetOf(TRANSFER_VERTEX_COUNT),
                () -> e.pathOf(TRANSFER_VERTEX_COUNT) + " = " + n + ", vertex_count " + count);
        ck.expect("moby.metal.vertex_data_size", e.i(VERTEX_DATA_SIZE) == 1 + count, e.offsetOf(VERTEX_DATA_SIZE),
                () -> e.pathOf(VERTEX_DATA_SIZE) + " = " + e.i(VERTEX_DATA_SIZE) + ", header + vertex_count records = " + (1 + count) + " qwords");
        if (count < 0) throw h.error(METAL_VERTEX_COUNT, "a vertex count >= 0", Integer.toString(count));
        blk.requireArray(p + ".vertex_table.vertex_count", vo + METAL_VERTEX_HEADER.size(), count, METAL_VERTEX_SIZE);
        RecArray verts = METAL_VERTEX.view(blk, vo + METAL_VERTEX_HEADER.size(), count, p + ".metal_vertex");

        MobyIndexList.Walk w = il.walk(blk, ck, p, count, tex);
        Metal metal = new Metal(h, verts, w.corners(), w.slots(), w.tex());
        return new MobyPacket(index, "metal", e, null, null, -1, il.textures(), -1, il.bytes(), count, tuo, metal);
    }
}
