package gcscript.datasets.moby;

import gcscript.datasets.core.BlockSource;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes moby class blocks in the GC format from the writer recipe of rac2-formats-phase2 §1 (and §1.2–§1.10 for
 * the parts the minimal recipe leaves out), never from the reader: a class header, the packet table, skeleton,
 * common_trans and an empty joint-list block, per packet a VIF list (ST UNPACK, index UNPACK with the index header
 * and secret indices, texture primitives) and a vertex table (matrix transfers, duplicates, 2-way / 3-way / main
 * records with pipelined IDs, epilogue records), then the gif_usage table.
 *
 * <p>Classes are recognisable shapes: a box, a cylinder, a sphere (unskinned) or a jointed figure of 3–8 joints
 * (skinned); some are mesh-less (packet_table_offset 0 with non-zero counts, like Ratchet's class).
 *
 * <p>Truth keys (relative to the level, {@code core.moby.<class>.}): {@code header.<field>} for every header field,
 * {@code packet.<p>.<field>} for every entry field and the vertex-table counts, {@code vertices.count|sha256},
 * {@code triangles.count|sha256}, {@code primitives.count|sha256}, {@code joints.count|sha256},
 * {@code gif_usage.count|sha256}, {@code vertex.0.<column>} (a sample vertex), {@code shape}, and
 * {@code sum.<stats column>} which SyntheticCore adds up per level. The sha256 values hash canonical text lines
 * documented in {@code MobyTruth}.
 */
public final class MobyClassWriter implements BlockSource {
    /** A deliberate defect, for tests that a reader check catches it. */
    public enum Defect { NONE, UNPIPELINED_IDS, NO_EPILOGUE, WEIGHT_SUM, INDEX_PAST_CACHE }

    private final Defect defect;

    public MobyClassWriter() { this(Defect.NONE); }
    public MobyClassWriter(Defect defect) { this.defect = defect; }

    static final int ST_DONT_CARE = 0xF4;     // the writer's "don't care" store address (slot 61)
    static final int BLEND_SLOT = 0x80;       // where blended matrices are stored (slot 32)

    @Override
    public Block build(Context ctx, Random rnd, int at) {
        int pick = rnd.nextInt(10);
        boolean meshless = ctx.index() == 0 || pick == 0;
        Shape shape;
        String name;
        int[] slots = slots(rnd);
        if (meshless) { shape = null; name = "meshless"; }
        else if (pick <= 3) { shape = Shape.figure(3 + rnd.nextInt(6), slots, rnd); name = "figure"; }
        else if (pick <= 5) { shape = Shape.box(0.3f + rnd.nextFloat() * 0.5f, 0.3f + rnd.nextFloat() * 0.5f, 0.2f + rnd.nextFloat() * 0.6f, slots); name = "box"; }
        else if (pick <= 7) { shape = Shape.cylinder(0.3f + rnd.nextFloat() * 0.4f, 0.5f + rnd.nextFloat() * 0.5f, 8 + 2 * rnd.nextInt(4), 2 + rnd.nextInt(3), slots); name = "cylinder"; }
        else { shape = Shape.sphere(0.5f + rnd.nextFloat() * 0.5f, 5 + rnd.nextInt(3), 8 + 2 * rnd.nextInt(3), 2 + rnd.nextInt(3), slots); name = "sphere"; }
        Shape lowShape = null;
        if (shape != null && shape.joints == 0 && rnd.nextInt(3) != 0) {
            lowShape = name.equals("sphere") ? Shape.sphere(0.6f, 3, 6, 3, slots)
                    : name.equals("cylinder") ? Shape.cylinder(0.4f, 0.6f, 6, 3, slots) : Shape.box(0.4f, 0.4f, 0.4f, slots);
        }
        MobyTruth truth = new MobyTruth("core.moby." + ctx.index() + ".");
        truth.put("shape", name);
        byte[] block = write(shape, lowShape, rnd, truth, ctx.index() % 2 == 0);
        return new Block(block, truth.map());
    }

    /** Texture slots the class's strips draw with: 0..3 and sometimes -1 (TEX0 = -1, no texture). */
    private static int[] slots(Random rnd) {
        int n = 2 + rnd.nextInt(3);
        int[] s = new int[n];
        for (int i = 0; i < n; i++) s[i] = rnd.nextInt(6) == 0 ? -1 : rnd.nextInt(4);
        return s;
    }

    private byte[] write(Shape high, Shape low, Random rnd, MobyTruth t, boolean minimalEpilogue) {
        Buf b = new Buf();
        float scale = 0.25f;
        int joints = high == null ? 0 : high.joints;
        List<Lod.Packet> highPackets = high == null ? List.of() : Lod.split(high, 1 + rnd.nextInt(3), rnd, idBase(rnd, high));
        List<Lod.Packet> lowPackets = low == null ? List.of() : Lod.split(low, 1 + rnd.nextInt(2), rnd, idBase(rnd, low));
        int nh = highPackets.size(), nl = lowPackets.size();
        int[] header = new int[0x48];
        boolean meshless = high == null;
        // mesh-less classes may still carry counts (retail class 0: high 0x3f, low 0x16, metal 2, metal_begin 0x55)
        int hc = meshless ? (rnd.nextBoolean() ? 0x3f : 0) : nh, lc = meshless && hc != 0 ? 0x16 : nl;
        b.zeros(0x48);
        b.putU8(0x04, hc);
        b.putU8(0x05, lc);
        b.putU8(0x06, meshless && hc != 0 ? 2 : 0);
        b.putU8(0x07, hc + lc);
        b.putU8(0x08, joints);
        b.putU8(0x0e, 0x20);
        b.putF32(0x24, scale);
        b.putU8(0x2d, 8);
        b.putU16(0x44, 0x5000);
        float[] bs = high == null ? new float[] {0, 0, 0, 1} : bsphere(high);
        for (int i = 0; i < 4; i++) b.putF32(0x30 + 4 * i, bs[i]);
        b.pad(0x10);                                    // 0x50
        int pto = 0;
        if (!meshless) {
            pto = b.tell();
            b.putU32(0x00, pto);
            b.zeros(0x10 * (nh + nl));
        }
        // skeleton and common_trans (skinned), then the joint-list block (W always writes one)
        if (joints > 0) {
            b.pad(0x10);
            b.putU32(0x14, b.tell());
            for (int j = 0; j < joints; j++) {
                float[] p = high.jointPos.get(j);
                float[][] m = {{1, 0, 0, p[0]}, {0, 1, 0, p[1]}, {0, 0, 1, p[2]}, {0, 0, 0, 1}};
                StringBuilder line = new StringBuilder().append(j);
                for (float[] row : m) for (float v : row) { b.f32(v); line.append(' ').append(v); }
                t.jointLines.add(line);
            }
            b.putU32(0x18, b.tell());
            for (int j = 0; j < joints; j++) {
                float[] p = high.jointPos.get(j);
                b.f32(p[0]); b.f32(p[1]); b.f32(p[2]);
                int parentOffset = high.parents.get(j) * 0x40;
                b.u16(parentOffset);
                b.u16(0x70);
                t.jointLines.get(j).append(' ').append(p[0]).append(' ').append(p[1]).append(' ').append(p[2])
                        .append(' ').append(parentOffset).append(' ').append(0x70);
            }
        }
        b.pad(0x10);
        b.putU32(0x1c, b.tell());
        b.u32(0);                                       // list_count 0: an empty joint-list block
        b.pad(0x10);

        List<int[]> gif = new ArrayList<>();            // {qword offset of the texture UNPACK, slots...}
        int index = 0;
        for (int lod = 0; lod < 2; lod++) {
            List<Lod.Packet> list = lod == 0 ? highPackets : lowPackets;
            Shape shape = lod == 0 ? high : low;
            Lod.State st = new Lod.State();
            for (int p = 0; p < list.size(); p++, index++) {
                writePacket(b, pto + 0x10 * index, index, lod, p == 0, list.get(p), shape, scale, rnd, t, st, gif,
                        minimalEpilogue ^ (p % 2 == 1));
            }
        }
        if (!gif.isEmpty()) {
            b.pad(0x10);
            b.putU32(0x20, b.tell());
            for (int g = 0; g < gif.size(); g++) {
                int[] e = gif.get(g);
                StringBuilder line = new StringBuilder().append(g);
                for (int k = 0; k < 12; k++) {
                    int v = k + 1 < e.length ? e[k + 1] & 0xff : 0xff;
                    b.u8(v);
                    line.append(' ').append(v);
                }
                long word = (e[0] & 0xffffffffL) | (g == gif.size() - 1 ? 0x80000000L : 0);
                b.u32((int) word);
                t.gifLines.add(line.append(' ').append(word));
            }
        }
        b.pad(0x10);
        byte[] out = b.toArray();
        t.header(out);
        t.put("sum.moby_class_blocks", 1);
        t.put("sum.moby_mesh_classes", meshless ? 0 : 1);
        t.put("sum.moby_packets", meshless ? 0 : nh + nl);
        return out;
    }

    /** A cache-slot base for the list's vertex IDs so that some are 256 or more. */
    private static int idBase(Random rnd, Shape s) {
        int n = s.vertexCount();
        int lo = Math.max(0, 257 - n), hi = 512 - n;
        return lo + rnd.nextInt(Math.max(1, hi - lo));
    }

    private static float[] bsphere(Shape s) {
        float[] lo = {1e9f, 1e9f, 1e9f}, hi = {-1e9f, -1e9f, -1e9f};
        for (float[] p : s.pos) for (int a = 0; a < 3; a++) { lo[a] = Math.min(lo[a], p[a]); hi[a] = Math.max(hi[a], p[a]); }
        float[] c = {(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2};
        float r = 0;
        for (float[] p : s.pos) r = Math.max(r, (float) Math.sqrt((p[0] - c[0]) * (p[0] - c[0]) + (p[1] - c[1]) * (p[1] - c[1]) + (p[2] - c[2]) * (p[2] - c[2])));
        return new float[] {c[0], c[1], c[2], r};
    }

    private void writePacket(Buf b, int entryAt, int index, int lod, boolean firstOfList, Lod.Packet pk, Shape s, float scale,
                             Random rnd, MobyTruth t, Lod.State st, List<int[]> gif, boolean minimalEpilogue) {
        String lodName = lod == 0 ? "high" : "low";
        boolean skinned = s.joints > 0;
        // stored vertices in file order: 2-way, then 3-way, then main
        List<Integer> order = new ArrayList<>();
        for (int kind = 2; kind <= 3; kind++) for (int v : pk.stored) if (s.skinJ.get(v).length == kind) order.add(v);
        for (int v : pk.stored) if (s.skinJ.get(v).length == 1) order.add(v);
        int two = 0, three = 0;
        for (int v : order) { if (s.skinJ.get(v).length == 2) two++; else if (s.skinJ.get(v).length == 3) three++; }
        int V = order.size(), dup = pk.duplicates.size(), n = V + dup;
        int[] vuVertex = new int[n];
        java.util.Map<Integer, Integer> vuOf = new java.util.HashMap<>();
        for (int i = 0; i < V; i++) { vuVertex[i] = order.get(i); vuOf.put(order.get(i), i); }
        for (int k = 0; k < dup; k++) { vuVertex[V + k] = pk.duplicates.get(k); vuOf.put(pk.duplicates.get(k), V + k); }

        // ---- index bytes and texture switches (§1.9) ------------------------------------------------------
        List<Integer> bytes = new ArrayList<>();
        List<Integer> secrets = new ArrayList<>();       // vertex + 1 per switch
        List<Integer> switchSlots = new ArrayList<>();
        for (int si : pk.strips) {
            int[] strip = s.strips.get(si);
            int slot = s.slots.get(si);
            int switchAt = -1;
            if (slot != st.tex) switchAt = strip.length >= 4 && rnd.nextBoolean() ? 2 + rnd.nextInt(strip.length - 3) : 0;
            for (int i = 0; i < strip.length; i++) {
                int q = vuOf.get(strip[i]);
                int tex = st.tex;
                if (i == switchAt) {
                    bytes.add(0);
                    secrets.add(q + 1);
                    switchSlots.add(slot);
                    st.tex = slot;
                    if (i >= 2) {
                        // the switch byte does not kick: this triangle is skipped, and re-drawn below as its own strip
                        st.redo.add(new int[] {strip[i - 2], strip[i - 1], strip[i]});
                    }
                } else {
                    bytes.add(i < 2 ? (q + 1) | 0x80 : q + 1);
                    if (i >= 2) t.triangle(index, lodName, pk.id(strip[i - 2]), pk.id(strip[i - 1]), pk.id(strip[i]), tex);
                }
            }
            for (int[] tri : st.redo) {
                for (int k = 0; k < 3; k++) bytes.add(k < 2 ? (vuOf.get(tri[k]) + 1) | 0x80 : vuOf.get(tri[k]) + 1);
                t.triangle(index, lodName, pk.id(tri[0]), pk.id(tri[1]), pk.id(tri[2]), st.tex);
            }
            st.redo.clear();
        }
        if (defect == Defect.INDEX_PAST_CACHE && index == 0) bytes.add(2, n + 5);
        bytes.add(1); bytes.add(1); bytes.add(1); bytes.add(0);
        while ((4 + bytes.size()) % 4 != 0) bytes.add(0);
        int T = switchSlots.size();
        int mm = (4 + bytes.size()) / 4;

        // ---- VIF list ----------------------------------------------------------------------------------
        b.pad(0x10);
        int vlo = b.tell();
        b.u32(0x75000000 | (n & 0xff) << 16 | 0x80C2);
        for (int k = 0; k < n; k++) {
            float[] uv = s.uv.get(vuVertex[k]);
            b.u16(Math.round(uv[0] * 4096)); b.u16(Math.round(uv[1] * 4096));
        }
        b.u32(0x6E000000 | (mm & 0xff) << 16 | 0x812D);
        b.u8(0);                                // unknown_0 (the builder writes 0)
        b.u8(T > 0 ? mm : 0);
        b.u8(T > 0 ? secrets.get(0) : 0);       // secret_index_0
        b.u8(0);
        for (int x : bytes) b.u8(x);
        int texCode = -1;
        if (T > 0) {
            b.padTo(16, 0xC);
            texCode = b.tell();
            b.u32(0x6C000000 | ((4 * T) & 0xff) << 16 | 0x8000 | (0x12D + mm));
            int payload = b.tell();
            for (int k = 0; k < T; k++) {
                int wrapS = rnd.nextInt(2), wrapT = rnd.nextInt(2);
                int at = b.tell();
                b.u32(0xFF92); b.u32(4); b.u8(0x14); b.u8(0); b.u16(0x41A0); b.u32(0);
                b.u32(wrapS); b.u32(wrapT); b.u8(0x08); b.zeros(3); b.u32(0);
                b.u32(switchSlots.get(k)); b.u32(0); b.u8(0x06); b.zeros(3); b.u32(0);
                b.u32(0); b.u32(0); b.u8(0x34); b.zeros(3); b.u32(0);
                t.primitiveLines.add(new StringBuilder().append(index).append(' ').append(k).append(' ')
                        .append(wrapS).append(' ').append(wrapT).append(' ').append(switchSlots.get(k)));
            }
            // secret index k >= 1 at payload + (k-1)*0x10 + 0xC; the last is 0 (the stop)
            for (int k = 1; k <= T; k++) b.putU8(payload + (k - 1) * 0x10 + 0xC, k < T ? secrets.get(k) : 0);
            int[] g = new int[1 + T];
            g[0] = texCode & ~0xF;
            for (int k = 0; k < T; k++) g[1 + k] = switchSlots.get(k);
            gif.add(g);
        }
        b.pad(0x10);
        int vls = (b.tell() - vlo) / 16;

        // ---- vertex table (§1.7) ------------------------------------------------------------------------
        int vo = b.tell();
        List<int[]> transfers = new ArrayList<>();
        if (!skinned) transfers.add(new int[] {0, 0});
        else if (firstOfList || rnd.nextInt(3) == 0) for (int j = 0; j < s.joints; j++) transfers.add(new int[] {j, 4 * j});
        b.zeros(0x10);
        for (int[] m : transfers) { b.u8(m[0]); b.u8(m[1]); }
        b.pad(8);
        for (int v : pk.duplicates) b.u16(pk.id(v) << 7);
        b.pad(16);
        int vto = b.tell() - vo;
        int E;
        if (defect == Defect.NO_EPILOGUE) E = 0;
        else if (minimalEpilogue) E = 1;
        else { int c = V; E = 0; while (c % 4 != 2) { c++; E++; } E++; }
        int[] id = new int[V];
        for (int i = 0; i < V; i++) id[i] = pk.id(order.get(i));
        int[] stream = new int[V + E + 6];
        for (int k = 0; k < stream.length; k++) stream[k] = k - 7 >= 0 && k - 7 < V ? id[k - 7] : 0;
        if (defect == Defect.UNPIPELINED_IDS) for (int k = 0; k < V; k++) stream[k] = id[k];
        for (int i = 0; i < V; i++) {
            int v = order.get(i);
            int[] js = s.skinJ.get(v), ws = s.skinW.get(v);
            if (defect == Defect.WEIGHT_SUM && js.length > 1) ws = new int[] {ws[0], ws[1] - 1, js.length > 2 ? ws[2] : 0};
            int kind = js.length == 2 ? 0 : js.length == 3 ? 1 : 2;
            int hi, b2, b3, b4 = 0, b5 = 0, b6 = 0, b7 = 0;
            if (kind == 0) { hi = js[0]; b2 = 4 * js[0]; b3 = 4 * js[1]; b4 = ws[0]; b5 = ws[1]; b6 = ST_DONT_CARE; b7 = BLEND_SLOT; }
            else if (kind == 1) { hi = 2 * js[2]; b2 = 4 * js[0]; b3 = 4 * js[1]; b4 = ws[0]; b5 = ws[1]; b6 = ws[2]; b7 = BLEND_SLOT; }
            else { hi = js[0]; b2 = skinned ? 4 * js[0] : 0; b3 = ST_DONT_CARE; }
            b.u16((stream[i] & 0x1ff) | hi << 9);
            b.u8(b2); b.u8(b3); b.u8(b4); b.u8(b5); b.u8(b6); b.u8(b7);
            float[] nrm = s.nrm.get(v);
            int el = (int) Math.round(Math.asin(Math.max(-1, Math.min(1, nrm[2]))) * 128 / Math.PI) & 0xff;
            int az = (int) Math.round(Math.atan2(nrm[0], nrm[1]) * 128 / Math.PI) & 0xff;
            if (el == 0x40) az = (az + 0x80) & 0xff;
            float[] p = stored(s, v);
            int x = raw(p[0], scale), y = raw(p[1], scale), z = raw(p[2], scale);
            b.u8(az); b.u8(el); b.u16(x); b.u16(y); b.u16(z);
            float[] uv = s.uv.get(v);
            t.vertex(index, lodName, i, kind, id[i], stream[i] & 0x1ff, hi, b2, b3, b4, b5, b6, b7, az, el, x, y, z,
                    Math.round(uv[0] * 4096), Math.round(uv[1] * 4096), js, ws, scale);
        }
        for (int e = 0; e < E; e++) {
            int k = V + e;
            b.u16(stream[k]);
            if (e < E - 1) b.zeros(14);
            else { b.u16(0); for (int h = 0; h < 6; h++) b.u16(stream[k + 1 + h]); }
        }
        int vds = vto / 16 + V + E;
        // header and entry
        b.putU16(vo, transfers.size()); b.putU16(vo + 2, two); b.putU16(vo + 4, three); b.putU16(vo + 6, V - two - three);
        b.putU16(vo + 8, dup); b.putU16(vo + 0xa, n); b.putU16(vo + 0xc, vto); b.putU16(vo + 0xe, 0);
        b.putU32(entryAt, vlo); b.putU16(entryAt + 4, vls); b.putU16(entryAt + 6, 4 * T); b.putU32(entryAt + 8, vo);
        b.putU8(entryAt + 0xc, vds); b.putU8(entryAt + 0xd, (15 + 6 * n) / 16); b.putU8(entryAt + 0xe, (3 + n) / 4); b.putU8(entryAt + 0xf, n);
        Map<String, Object> pt = new LinkedHashMap<>();
        pt.put("lod", lodName);
        pt.put("vif_list_offset", vlo); pt.put("vif_list_size", vls); pt.put("vif_list_texture_unpack_offset", 4 * T);
        pt.put("vertex_offset", vo); pt.put("vertex_data_size", vds); pt.put("unknown_d", (15 + 6 * n) / 16);
        pt.put("unknown_e", (3 + n) / 4); pt.put("transfer_vertex_count", n);
        pt.put("matrix_transfers", transfers.size()); pt.put("two_way", two); pt.put("three_way", three);
        pt.put("main", V - two - three); pt.put("duplicates", dup); pt.put("header_transfer_vertex_count", n);
        pt.put("vertex_table_offset", vto); pt.put("epilogue_records", E); pt.put("texture_primitives", T);
        pt.put("st_count", n); pt.put("index_bytes", 4 * mm);
        pt.forEach((k, v) -> t.put("packet." + index + "." + k, v));
        t.add("sum.moby_vif_list_qwords", vls);
        t.add("sum.moby_transfer_vertices", n);
        t.add("sum.moby_stored_vertices", V);
    }

    /** The stored (bone-local for skinned shapes) position: model position minus Σ w/256 · joint translation. */
    private static float[] stored(Shape s, int v) {
        float[] p = s.pos.get(v).clone();
        if (s.joints == 0) return p;
        int[] js = s.skinJ.get(v), ws = s.skinW.get(v);
        for (int k = 0; k < js.length; k++) {
            float[] tj = s.jointPos.get(js[k]);
            for (int a = 0; a < 3; a++) p[a] -= ws[k] / 256f * tj[a];
        }
        return p;
    }

    private static int raw(float v, float scale) {
        int r = Math.round(v * 1024 / scale);
        if (r < Short.MIN_VALUE || r > Short.MAX_VALUE) throw new IllegalStateException("position " + v + " does not fit s16 at scale " + scale);
        return r & 0xffff;
    }

    static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
