package gcscript.tie;

import static gcscript.tie.TieLayouts.*;

import gcscript.check.Checks;
import gcscript.layout.Rec;

/**
 * The reader checks of rac2-formats-phase2 §2 ("Reader checks (tie)", numbered as there) plus the measurements
 * that decide between the two public readers. Names are stable; one row per check and subject. Reading applied
 * where they disagree: winding flag = strip byte 1 (N), vertex counts = unpack bytes 10/11 (N); the checks
 * {@code tie.winding_byte1_zero}, {@code tie.winding_byte3_zero} and {@code tie.dinky_count_readers_agree}
 * measure whether the choice matters on the disc read.
 */
public final class TieChecks {
    private TieChecks() {}

    public static Checks of(TieModel m) {
        Checks c = new Checks();
        c.declare("tie.1.offsets_in_block", "packets[i] and ad_gif_ofs inside the block");
        c.declare("tie.1.ad_gifs_in_block", "ad_gif_ofs + 0x50 * texture_count <= block end");
        c.declare("tie.1.o_class_matches_entry", "header 0x44 == entry o_class");
        c.declare("tie.2.body_in_block", "the packet body lies inside the block");
        c.declare("tie.2.strips_before_vertices", "0x2c + 4 * strip_count <= 16 * vert_ofs");
        c.declare("tie.2.vertices_in_block", "16 * (vert_ofs + vert_size) <= block end");
        c.declare("tie.2.vert_ofs_aligned_strip_end", "(measure) 16 * vert_ofs == align16(0x2c + 4 * strip_count)");
        c.declare("tie.3.src_is_slot", "ad_gif_src % 0x50 == 0 and / 0x50 < texture_count for every used slot");
        c.declare("tie.3.dest_increase", "the ad_gif_dest offsets in use increase");
        c.declare("tie.4.gs_walk", "the GS walk consumes every strip and every vertex (W's rule)");
        c.declare("tie.4.control_bytes_end", "N's control-byte scan ends inside the block");
        c.declare("tie.5.dinky_count_readers_agree", "(b8 - 4) / 2 == b10 (W's dinky count == N's)");
        c.declare("tie.5.vert_size_holds_counts", "16 * vert_size >= 16 * b10 + 24 * b11");
        c.declare("tie.5.fat_count_readers_agree", "W's fat count (rest of vert_size, 24-byte records) == N's b11");
        c.declare("tie.6.lod_strip_count", "(measure) sum of strip_count == lods[i].strip_count");
        c.declare("tie.6.lod_tri_count", "(measure) sum of (n - 2) == lods[i].tri_count");
        c.declare("tie.6.lod_vert_count", "(measure) sum of dinky + fat == lods[i].vert_count");
        c.declare("tie.7.distances_ordered", "near_dist < mid_dist < far_dist (the notes report exceptions)");
        c.declare("tie.strip_vertex_count", "the walk gives each strip its stored vertex_count");
        c.declare("tie.winding_byte1_zero", "(measure) strip byte 1, N's winding flag, is 0 (then N's and W's readings agree)");
        c.declare("tie.winding_byte3_zero", "(measure) strip byte 3, W's RC3/4 winding, is 0");
        c.declare("tie.texture_slot_in_entry", "every strip's texture slot maps through the entry to a tie texture");
        c.declare("tie.instance_index_zero", "instance_index (runtime) is 0 on disc");
        c.declare("tie.rgba_remap_ofs_nonzero", "N asserts rgba_remap_ofs[i] != 0");
        c.declare("tie.block_aligned", "(measure) the class block starts on a 0x40 boundary of core_data (W packs them so)");
        for (TieClass k : m.classes()) one(c, m, k);
        return c;
    }

    private static void one(Checks c, TieModel m, TieClass k) {
        Rec h = k.header();
        String p = "level[" + m.level() + "].core.tie[" + k.index() + "]";
        long size = k.end() - k.start();
        for (int lod = 0; lod < 3; lod++) {
            int t = h.i(PACKETS[lod]);
            c.expect("tie.1.offsets_in_block", h.pathOf(PACKETS[lod]), h.offsetOf(PACKETS[lod]),
                    t >= 0x80 && t + 16L * h.i(PACKET_COUNT[lod]) <= size, "[0x80, " + size + "]", t);
        }
        int ag = h.i(AD_GIF_OFS);
        c.expect("tie.1.offsets_in_block", h.pathOf(AD_GIF_OFS), h.offsetOf(AD_GIF_OFS), ag >= 0x80 && ag <= size, "[0x80, " + size + "]", ag);
        c.expect("tie.1.ad_gifs_in_block", h.pathOf(TEXTURE_COUNT), h.offsetOf(TEXTURE_COUNT),
                ag + 0x50L * h.i(TEXTURE_COUNT) <= size, "<= " + size, ag + 0x50L * h.i(TEXTURE_COUNT));
        c.equal("tie.1.o_class_matches_entry", h.pathOf(O_CLASS), h.offsetOf(O_CLASS), (short) k.entry().oClass(), h.i(O_CLASS));
        float n = h.f(NEAR_DIST), mid = h.f(MID_DIST), far = h.f(FAR_DIST);
        c.expect("tie.7.distances_ordered", p + ".header", h.offsetOf(NEAR_DIST), n < mid && mid < far, "near < mid < far",
                n + " / " + mid + " / " + far);
        c.equal("tie.block_aligned", p, k.start(), 0, k.start() % 0x40);
        c.equal("tie.instance_index_zero", h.pathOf(INSTANCE_INDEX), h.offsetOf(INSTANCE_INDEX), 0, h.i(INSTANCE_INDEX));
        for (int lod = 0; lod < 3; lod++) {
            c.expect("tie.rgba_remap_ofs_nonzero", h.pathOf(RGBA_REMAP_OFS[lod]), h.offsetOf(RGBA_REMAP_OFS[lod]),
                    h.i(RGBA_REMAP_OFS[lod]) != 0, "!= 0", h.i(RGBA_REMAP_OFS[lod]));
        }
        long[] strips = new long[3], tris = new long[3], verts = new long[3];
        for (TiePacket pk : k.packets()) {
            String pp = p + ".lod[" + pk.lod() + "].packet[" + pk.index() + "]";
            Rec ph = pk.header(), b = pk.body();
            long bodyRel = pk.bodyStart() - k.start();
            int ns = b.i(UNPACK[3]);
            int vo = ph.i(VERT_OFS), vs = ph.i(VERT_SIZE);
            c.expect("tie.2.body_in_block", ph.pathOf(DATA), ph.offsetOf(DATA), bodyRel >= 0x80 && bodyRel + 0x2c <= size,
                    "body in [0x80, " + size + ")", bodyRel);
            c.expect("tie.2.strips_before_vertices", ph.pathOf(VERT_OFS), ph.offsetOf(VERT_OFS), 0x2c + 4L * ns <= 16L * vo,
                    "0x2c + 4 * " + ns + " <= 16 * vert_ofs", 16 * vo);
            c.expect("tie.2.vertices_in_block", ph.pathOf(VERT_SIZE), ph.offsetOf(VERT_SIZE), bodyRel + 16L * (vo + vs) <= size,
                    "<= " + size, bodyRel + 16L * (vo + vs));
            c.equal("tie.2.vert_ofs_aligned_strip_end", ph.pathOf(VERT_OFS), ph.offsetOf(VERT_OFS), (0x2c + 4L * ns + 15) & ~15L, 16L * vo);
            int texCount = h.i(TEXTURE_COUNT);
            int lastDest = 0;
            for (int s = 0; s < 4; s++) {
                int src = b.i(SRC_OFS[s]), dest = s == 0 ? -1 : b.i(DEST[s - 1]);
                boolean used = s == 0 || dest != 0;
                if (!used) continue;
                c.expect("tie.3.src_is_slot", b.pathOf(SRC_OFS[s]), b.offsetOf(SRC_OFS[s]),
                        src >= 0 && src % 0x50 == 0 && src / 0x50 < texCount, "multiple of 0x50 below 0x50 * " + texCount, src);
                if (s > 0) {
                    c.expect("tie.3.dest_increase", b.pathOf(DEST[s - 1]), b.offsetOf(DEST[s - 1]), dest > lastDest,
                            "> " + lastDest, dest);
                    lastDest = dest;
                }
            }
            c.expect("tie.4.gs_walk", pp, pk.bodyStart(), pk.walkError() == null, "every strip and vertex consumed",
                    pk.walkError() == null ? "ok" : pk.walkError());
            c.expect("tie.4.control_bytes_end", pp + ".control", pk.controlStart(), pk.controlEnded(),
                    (ns + 1) + " terminal bytes (0x07, 0xfc, 0xf6) inside the block", pk.control().length + " bytes scanned");
            int b8 = b.i(UNPACK[8]), b10 = b.i(UNPACK[10]), b11 = b.i(UNPACK[11]);
            c.equal("tie.5.dinky_count_readers_agree", b.pathOf(UNPACK[10]), b.offsetOf(UNPACK[10]), (b8 - 4) / 2, b10);
            c.expect("tie.5.vert_size_holds_counts", ph.pathOf(VERT_SIZE), ph.offsetOf(VERT_SIZE), 16L * vs >= 16L * b10 + 24L * b11,
                    ">= " + (16L * b10 + 24L * b11), 16L * vs);
            c.equal("tie.5.fat_count_readers_agree", b.pathOf(UNPACK[11]), b.offsetOf(UNPACK[11]),
                    Math.max(0, (16L * vs - 16L * ((b8 - 4) / 2)) / 24), b11);
            for (int s = 0; s < pk.strips().size(); s++) {
                Rec st = pk.strips().get(s);
                c.equal("tie.strip_vertex_count", st.pathOf(STRIP_VERTEX_COUNT), st.offsetOf(STRIP_VERTEX_COUNT),
                        st.i(STRIP_VERTEX_COUNT), pk.stripWalked()[s]);
                c.equal("tie.winding_byte1_zero", st.pathOf(WINDING_BYTE1), st.offsetOf(WINDING_BYTE1), 0, st.i(WINDING_BYTE1));
                c.equal("tie.winding_byte3_zero", st.pathOf(WINDING_BYTE3), st.offsetOf(WINDING_BYTE3), 0, st.i(WINDING_BYTE3));
                int slot = pk.stripSlot()[s];
                int tex = k.texture(slot);
                c.expect("tie.texture_slot_in_entry", st.path(), st.offset(), tex >= 0 && tex < m.textureTableSize(),
                        "slot -> entry texture < " + m.textureTableSize(), "slot " + slot + " -> " + tex);
                strips[pk.lod()]++;
                tris[pk.lod()] += Math.max(0, st.i(STRIP_VERTEX_COUNT) - 2);
            }
            verts[pk.lod()] += pk.vertexCount();
        }
        for (int lod = 0; lod < 3; lod++) {
            if (h.i(PACKET_COUNT[lod]) == 0) continue;
            c.equal("tie.6.lod_strip_count", h.pathOf(LOD_STRIP_COUNT[lod]), h.offsetOf(LOD_STRIP_COUNT[lod]), strips[lod], h.i(LOD_STRIP_COUNT[lod]));
            c.equal("tie.6.lod_tri_count", h.pathOf(LOD_TRI_COUNT[lod]), h.offsetOf(LOD_TRI_COUNT[lod]), tris[lod], h.i(LOD_TRI_COUNT[lod]));
            c.equal("tie.6.lod_vert_count", h.pathOf(LOD_VERT_COUNT[lod]), h.offsetOf(LOD_VERT_COUNT[lod]), verts[lod], h.i(LOD_VERT_COUNT[lod]));
        }
    }
}
