package gcscript.datasets.tfrag;

import gcscript.datasets.truth.FieldTruth;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes a format-valid tfrag block from the format reference (docs/formats/tfrag.md): the 16-byte block header,
 * the 0x40-byte patch table at 0x40, and per patch the five VIF lists with the exact words the reference gives
 * (STROW/STMOD/STCYCL, UNPACKs with FLG = 1), AD-GIF primitives, colours, light records and a cube.
 *
 * <p>VU addresses follow the reference's allocator (§5.4): header 0, AD-GIFs at 9, positions at 2 qwords each,
 * two qwords of slack, vertex info, parent/unknown index arrays, indices, strips. An empty array gets the
 * address of the array after it. The VU header's unknown words 0x02/0x06/0x0a are written as the common,
 * LOD-01 and LOD-0 vertex-info counts (the design notes' reading of 0x06 and 0x0a).
 */
public final class TfragWriter {

    /**
     * The bytes of one block and what is in it; {@code fields} is the per-field truth ({@link FieldTruth} keys,
     * relative to the level) of the patch header, VU header and record tables.
     */
    public record Result(byte[] block, TfragTruth truth, List<PatchModel> patches, Map<String, String> fields) {}

    /** Patches listed in the per-field truth (all of them up to this many), and records per patch and table. */
    public static final int SAMPLED_PATCHES = 16, SAMPLED_RECORDS = 4;

    /** The content of one patch, as generated (for tests that check single values). */
    public record PatchModel(int[] base, short[][] positions, short[][] vertexInfo, byte[][] strips, byte[][] indices,
                             byte[] parentLod01, byte[] parentLod0, int[][] adgifLo, int[][] adgifHi,
                             byte[] rgba, byte[] lights, int vertCount, int triCount) {}

    private TfragWriter() {}

    public static Result write(Random rnd, int patchCount) { return write(rnd, patchCount, 32.0f, 90); }

    /**
     * {@code textureTableSize} bounds the TEX0 texture indices, so a level writer can keep every AD-GIF inside
     * its tfrag_textures table (docs/formats/tfrag.md).
     */
    public static Result write(Random rnd, int patchCount, float lodDistance, int textureTableSize) {
        if (textureTableSize < 1) throw new IllegalArgumentException("textureTableSize " + textureTableSize);
        LeBuffer out = new LeBuffer();
        out.u32(0x40);               // table_offset: the reference's writer pads the header to 0x40
        out.u32(patchCount);
        out.f32(lodDistance);
        out.u32(0);                  // mysterious_second_thingy
        out.pad(0x40);
        int table = out.tell();
        out.zeros(patchCount * 0x40);
        java.util.Set<Integer> textures = new java.util.TreeSet<>();
        long v01 = 0, v0 = 0;
        int commonOnly = 0, kMin = Integer.MAX_VALUE, kMax = Integer.MIN_VALUE;
        long positions = 0, vinfos = 0, tris = 0, tris1 = 0, tris2 = 0, adgifs = 0, colours = 0, sx = 0, sy = 0, sz = 0, p01 = 0, p0 = 0;
        List<PatchModel> models = new ArrayList<>();
        FieldTruth fields = declareTables(new FieldTruth());
        java.util.Set<Integer> sampled = new java.util.HashSet<>();
        for (int k : FieldTruth.sample(patchCount, SAMPLED_PATCHES)) sampled.add(k);
        for (int i = 0; i < patchCount; i++) {
            PatchModel m = model(rnd, textureTableSize);
            models.add(m);
            writePatch(out, table, i, m, rnd, sampled.contains(i) ? fields : null);
            positions += m.vertCount;
            for (short[] v : m.vertexInfo) vinfos += v.length / 4;
            tris += m.triCount;
            tris1 += triangles(m.strips[1]);
            tris2 += triangles(m.strips[2]);
            adgifs += m.adgifLo.length;
            for (int[] g : m.adgifLo) {
                textures.add(g[0]);
                kMin = Math.min(kMin, (short) g[1]);
                kMax = Math.max(kMax, (short) g[1]);
            }
            v01 += m.vertexInfo[1].length / 4;
            v0 += m.vertexInfo[2].length / 4;
            if (m.positions[1].length == 0 && m.positions[2].length == 0) commonOnly++;
            colours += m.rgba.length / 4;
            p01 += m.positions[1].length / 3;
            p0 += m.positions[2].length / 3;
            for (short[] p : m.positions) {
                for (int k = 0; k < p.length; k += 3) {
                    sx += m.base[0] + p[k];
                    sy += m.base[1] + p[k + 1];
                    sz += m.base[2] + p[k + 2];
                }
            }
        }
        TfragTruth truth = new TfragTruth(patchCount, positions, vinfos, tris, tris1, tris2, adgifs, colours, sx, sy, sz, p01, p0, textures.size(),
                v01, v0, commonOnly, kMin, kMax, lodDistance);
        return new Result(out.toArray(), truth, models, fields.asMap());
    }

    /** Σ(vertices − 2) over the strip records up to the zero terminator (reference §5.6). */
    static int triangles(byte[] strips) {
        int n = 0;
        for (int r = 0; r + 4 <= strips.length; r += 4) {
            int c = strips[r];
            if (c == 0) break;
            if (c < 0) c += 128;
            n += c - 2;
        }
        return n;
    }

    /**
     * Tier sizes follow the design notes' retail averages per patch (≈45 positions, ≈49 vertex infos of which
     * ≈28.5 common, ≈1.6 LOD-01 and ≈19 LOD-0, ≈45 LOD-0 triangles, ≈2.6 AD-GIFs) and about a quarter of the
     * patches carry common positions only.
     */
    private static PatchModel model(Random rnd, int textureTableSize) {
        int nc = 10 + rnd.nextInt(31);
        boolean commonOnly = rnd.nextInt(4) == 0;
        int n01 = commonOnly || rnd.nextInt(6) != 0 ? 0 : 1 + rnd.nextInt(24);
        int n0 = commonOnly || rnd.nextInt(10) == 0 ? 0 : 4 + rnd.nextInt(48);
        int[] base = {(50 + rnd.nextInt(350)) * 1024 + rnd.nextInt(1024), (40 + rnd.nextInt(170)) * 1024 - rnd.nextInt(1024),
                -(rnd.nextInt(480)) * 1024 + rnd.nextInt(1024), rnd.nextInt(256)};
        short[][] pos = {randomShorts(rnd, nc * 3), randomShorts(rnd, n01 * 3), randomShorts(rnd, n0 * 3)};

        int extra = rnd.nextInt(8);
        int nvc = nc + extra;
        short[] vc = new short[nvc * 4];
        for (int i = 0; i < nvc; i++) {
            int k = i < nc ? i : rnd.nextInt(nc);
            vinfo(vc, i, rnd, 4096, 2 * k);
        }
        short[] v01 = new short[n01 * 4];
        for (int i = 0; i < n01; i++) vinfo(v01, i, rnd, 2 * rnd.nextInt(nc), 2 * (nc + i));
        short[] v0 = new short[n0 * 4];
        for (int i = 0; i < n0; i++) vinfo(v0, i, rnd, 2 * rnd.nextInt(nc + n01), 2 * (nc + n01 + i));

        int textures = 1 + rnd.nextInt(4) + (rnd.nextInt(5) == 0 ? 1 : 0);
        int[][] lo = new int[textures][5], hi = new int[textures][5];
        for (int t = 0; t < textures; t++) {
            lo[t][0] = rnd.nextInt(textureTableSize);           // TEX0: texture index
            lo[t][1] = (-137 + rnd.nextInt(49)) & 0xffff;        // TEX1: K as (u32)(u16)(s16)
            hi[t][1] = 4;                                        // TEX1: MMIN
            lo[t][2] = rnd.nextInt(2);                           // CLAMP: wrap S
            hi[t][2] = rnd.nextInt(2);                           // CLAMP: wrap T
            lo[t][3] = lo[t][0];
        }

        byte[][] strips = new byte[3][], indices = new byte[3][];
        int[] vinfoCount = {nvc + n01 + n0, nvc + n01, nvc};   // LOD 0, 1, 2
        for (int lod = 0; lod < 3; lod++) {
            byte[][] si = strips(rnd, vinfoCount[lod], textures, STRIPS_MIN[lod], STRIPS_SPREAD[lod]);
            strips[lod] = si[0];
            indices[lod] = si[1];
        }
        byte[] par01 = indexArray(rnd, n01, nvc);
        byte[] par0 = indexArray(rnd, n0, nvc + n01);

        int vert = nc + n01 + n0;
        int rgbaSize = (vert + 3) / 4;
        byte[] rgba = new byte[rgbaSize * 16];
        rnd.nextBytes(rgba);
        byte[] lights = new byte[vert * 8];
        rnd.nextBytes(lights);
        int tri = triangles(strips[0]);
        return new PatchModel(base, pos, new short[][] {vc, v01, v0}, strips, indices, par01, par0, lo, hi,
                rgba, lights, vert, tri);
    }

    /** Strip counts per LOD 0, 1, 2: a strip has 3..12 vertices, so LOD 0 averages ≈44 triangles. */
    private static final int[] STRIPS_MIN = {4, 2, 1}, STRIPS_SPREAD = {9, 6, 4};

    private static void vinfo(short[] a, int i, Random rnd, int parent, int vertex) {
        a[4 * i] = (short) (rnd.nextInt(12000) - 4000);
        a[4 * i + 1] = (short) (rnd.nextInt(12000) - 4000);
        a[4 * i + 2] = (short) parent;
        a[4 * i + 3] = (short) vertex;
    }

    private static short[] randomShorts(Random rnd, int n) {
        short[] s = new short[n];
        for (int i = 0; i < n; i++) s[i] = (short) (rnd.nextInt(32000) - 16000);
        return s;
    }

    /** {@code n} index bytes below {@code bound}, padded with zeros to whole V4_8 elements. */
    private static byte[] indexArray(Random rnd, int n, int bound) {
        byte[] b = new byte[(n + 3) / 4 * 4];
        for (int i = 0; i < n; i++) b[i] = (byte) rnd.nextInt(bound);
        return b;
    }

    /** Strip records (with the zero terminator) and the index bytes they consume, padded to 4. */
    private static byte[][] strips(Random rnd, int nv, int textures, int min, int spread) {
        int count = min + rnd.nextInt(spread);
        byte[] s = new byte[(count + 1) * 4];
        List<Integer> idx = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            int c = 3 + rnd.nextInt(10);
            int r = 4 * k;
            int mode = k == 0 ? 0 : rnd.nextInt(3);
            if (mode == 0) {                 // new AD-GIF: count biased by −128, offset in qwords
                s[r] = (byte) (c - 128);
                s[r + 1] = (byte) (rnd.nextBoolean() ? 0x80 : 0);
                s[r + 2] = (byte) (5 * rnd.nextInt(textures));
            } else if (mode == 1) {          // end of packet without a texture change
                s[r] = (byte) (c - 128);
                s[r + 1] = (byte) 0x80;
                s[r + 2] = (byte) -1;
            } else {
                s[r] = (byte) c;
            }
            for (int j = 0; j < c; j++) idx.add(rnd.nextInt(nv));
        }
        byte[] ib = new byte[(idx.size() + 3) / 4 * 4];
        for (int j = 0; j < idx.size(); j++) ib[j] = (byte) (int) idx.get(j);
        return new byte[][] {s, ib};
    }

    // ---- serialisation ------------------------------------------------------------------------------

    private static final int STMOD_ON = 0x05000001, STMOD_OFF = 0x05000000, STCYCL_1_2 = 0x01000102, STCYCL_4_4 = 0x01000404;
    private static final int V4_32 = 0x0c, V4_16 = 0x0d, V4_8 = 0x0e, V3_16 = 0x09;   // vn << 2 | vl

    private static void strow(LeBuffer o, int a, int b, int c, int d) { o.u32(0x30000000); o.u32(a); o.u32(b); o.u32(c); o.u32(d); }

    /** UNPACK with FLG = 1, NUM = elements (0 = 256); payload padded to 4 bytes. Returns the payload offset. */
    private static int unpack(LeBuffer o, int vnvl, boolean unsigned, int addr, int elements, byte[] data) {
        int imm = (addr & 0x3ff) | (unsigned ? 0x4000 : 0) | 0x8000;
        o.u32(((0x60 | vnvl) << 24) | ((elements & 0xff) << 16) | imm);
        int at = o.tell();
        o.bytes(data);
        o.pad(4);
        return at;
    }

    private static byte[] le(short[] s) {
        byte[] b = new byte[s.length * 2];
        for (int i = 0; i < s.length; i++) { b[2 * i] = (byte) s[i]; b[2 * i + 1] = (byte) (s[i] >> 8); }
        return b;
    }

    private static void writePatch(LeBuffer o, int table, int index, PatchModel m, Random rnd, FieldTruth fields) {
        int nc = m.positions[0].length / 3, n01 = m.positions[1].length / 3, n0 = m.positions[2].length / 3;
        int nvc = m.vertexInfo[0].length / 4, nv01 = m.vertexInfo[1].length / 4, nv0 = m.vertexInfo[2].length / 4;
        int t = m.adgifLo.length;
        int adg = 9, pca = adg + 5 * t, a01 = pca + 2 * nc, a0 = a01 + 2 * n01, posEnd = a0 + 2 * n0;
        int vcA = posEnd + 2, v01A = vcA + nvc, v0A = v01A + nv01;
        int par01A = v0A + nv0, unk01A = par01A + m.parentLod01.length / 4, par0A = unk01A;
        int unk0A = par0A + m.parentLod0.length / 4, idxA = unk0A;
        int maxIdx = Math.max(m.indices[0].length, Math.max(m.indices[1].length, m.indices[2].length)) / 4;
        int stripsA = idxA + maxIdx;
        int[] vu = {nc, nvc, n01, nv01, n0, nv0, pca, vcA, 0, v01A, 0, v0A, 0, idxA, par01A, unk01A, par0A, unk0A, stripsA, adg};

        o.pad(0x10);
        int d = o.tell();
        // LOD 2
        strow(o, vcA, vcA, vcA, vcA);
        o.u32(STMOD_ON);
        unpack(o, V4_8, true, idxA, m.indices[2].length / 4, m.indices[2]);
        o.u32(STMOD_OFF);
        unpack(o, V4_8, false, stripsA, m.strips[2].length / 4, m.strips[2]);
        o.pad(0x10);
        int shared = o.tell();
        // common
        byte[] vuBytes = new byte[0x28];
        for (int i = 0; i < 20; i++) { vuBytes[2 * i] = (byte) vu[i]; vuBytes[2 * i + 1] = (byte) (vu[i] >> 8); }
        unpack(o, V4_16, true, 0, 5, vuBytes);
        byte[] ad = new byte[t * 0x50];
        int[] regs = {0x06, 0x14, 0x08, 0x34, 0x36};
        for (int p = 0; p < t; p++) {
            for (int q = 0; q < 5; q++) {
                int at = p * 0x50 + q * 16;
                putS32(ad, at, m.adgifLo[p][q]);
                putS32(ad, at + 4, m.adgifHi[p][q]);
                ad[at + 8] = (byte) regs[q];
            }
        }
        int texPayload = unpack(o, V4_32, false, adg, t * 5, ad);
        strow(o, 0x45000000, 0x45000000, 0, pca);
        o.u32(STMOD_ON);
        unpack(o, V4_16, false, vcA, nvc, le(m.vertexInfo[0]));
        strow(o, m.base[0], m.base[1], m.base[2], m.base[3]);
        o.u32(STCYCL_1_2);
        unpack(o, V3_16, false, pca, nc, le(m.positions[0]));
        o.u32(STCYCL_4_4);
        o.u32(STMOD_OFF);
        o.pad(0x10);
        int lod1 = o.tell();
        // LOD 1
        unpack(o, V4_8, false, stripsA, m.strips[1].length / 4, m.strips[1]);
        strow(o, vcA, vcA, vcA, vcA);
        o.u32(STMOD_ON);
        unpack(o, V4_8, true, idxA, m.indices[1].length / 4, m.indices[1]);
        o.pad(0x10);
        int lod01 = o.tell();
        // LOD 01
        if (m.parentLod01.length > 0) strow(o, vcA, vcA, vcA, vcA);
        if (m.parentLod01.length > 0 || nv01 > 0 || n01 > 0 || n0 > 0) o.u32(STMOD_ON);
        if (m.parentLod01.length > 0) unpack(o, V4_8, true, par01A, m.parentLod01.length / 4, m.parentLod01);
        if (nv01 > 0) {
            strow(o, 0x45000000, 0x45000000, pca, pca);
            unpack(o, V4_16, false, v01A, nv01, le(m.vertexInfo[1]));
        }
        strow(o, m.base[0], m.base[1], m.base[2], m.base[3]);
        o.u32(STCYCL_1_2);
        if (n01 > 0) unpack(o, V3_16, false, a01, n01, le(m.positions[1]));
        o.pad(0x10);
        int lod0 = o.tell();
        // LOD 0
        if (n0 > 0) unpack(o, V3_16, false, a0, n0, le(m.positions[2]));
        o.u32(STMOD_OFF);
        o.u32(STCYCL_4_4);
        unpack(o, V4_8, false, stripsA, m.strips[0].length / 4, m.strips[0]);
        strow(o, vcA, vcA, vcA, vcA);
        o.u32(STMOD_ON);
        unpack(o, V4_8, true, idxA, m.indices[0].length / 4, m.indices[0]);
        if (m.parentLod0.length > 0) unpack(o, V4_8, true, par0A, m.parentLod0.length / 4, m.parentLod0);
        if (nv0 > 0) {
            strow(o, 0x45000000, 0x45000000, pca, pca);
            unpack(o, V4_16, false, v0A, nv0, le(m.vertexInfo[2]));
        }
        o.u32(STMOD_OFF);
        o.pad(0x10);
        int end = o.tell();
        int rgba = o.tell();
        o.bytes(m.rgba);
        o.pad(0x10);
        int light = o.tell();
        o.u32(m.base[0]); o.u32(m.base[1]); o.u32(m.base[2]); o.u32(m.base[3]);
        o.bytes(m.lights);
        o.pad(0x10);
        int msphere = o.tell();
        int cube = o.tell();
        for (int k = 0; k < 32; k++) o.u16(rnd.nextInt(65536));

        int h = table + index * 0x40;
        float[] bs = bsphere(m);
        // The 0x40-byte header (docs/formats/tfrag.md), one field per line: name, offset, size (-4 = f32), value.
        Object[][] header = {
            {"bsphere_x", 0x00, -4, bs[0]}, {"bsphere_y", 0x04, -4, bs[1]}, {"bsphere_z", 0x08, -4, bs[2]},
            {"bsphere_r", 0x0c, -4, bs[3]},
            {"data", 0x10, 4, d - table},
            {"lod_2_ofs", 0x14, 2, 0}, {"shared_ofs", 0x16, 2, shared - d}, {"lod_1_ofs", 0x18, 2, lod1 - d},
            {"lod_0_ofs", 0x1a, 2, lod01 - d}, {"tex_ofs", 0x1c, 2, texPayload - d}, {"rgba_ofs", 0x1e, 2, rgba - d},
            {"common_size", 0x20, 1, (lod1 - shared) / 16}, {"lod_2_size", 0x21, 1, (lod1 - d) / 16},
            {"lod_1_size", 0x22, 1, (lod0 - shared) / 16}, {"lod_0_size", 0x23, 1, (end - lod01) / 16},
            {"lod_2_rgba_count", 0x24, 1, m.rgba.length / 4}, {"lod_1_rgba_count", 0x25, 1, m.rgba.length / 4},
            {"lod_0_rgba_count", 0x26, 1, m.rgba.length / 4}, {"base_only", 0x27, 1, 0},
            {"texture_count", 0x28, 1, t}, {"rgba_size", 0x29, 1, m.rgba.length / 16}, {"rgba_verts_loc", 0x2a, 1, 0},
            {"occl_index_stash", 0x2b, 1, 0}, {"msphere_count", 0x2c, 1, 0}, {"flags", 0x2d, 1, 0},
            {"msphere_ofs", 0x2e, 2, msphere - d}, {"light_ofs", 0x30, 2, light - d}, {"light_end_ofs", 0x32, 2, msphere - d},
            {"dir_lights_one", 0x34, 1, 0xff}, {"dir_lights_upd", 0x35, 1, 0}, {"point_lights", 0x36, 2, 0xffff},
            {"cube_ofs", 0x38, 2, cube - d}, {"occl_index", 0x3a, 2, index},
            {"vert_count", 0x3c, 1, m.vertCount}, {"tri_count", 0x3d, 1, m.triCount}, {"mip_dist", 0x3e, 2, 100 + index},
        };
        Object[] values = new Object[header.length];
        for (int f = 0; f < header.length; f++) {
            int at = h + (Integer) header[f][1];
            switch ((Integer) header[f][2]) {
                case -4 -> o.putF32(at, (Float) header[f][3]);
                case 4 -> o.putU32(at, (Integer) header[f][3]);
                case 2 -> o.putU16(at, (Integer) header[f][3]);
                default -> o.putU8(at, (Integer) header[f][3]);
            }
            values[f] = header[f][3];
        }
        if (fields != null) {
            Object[] withBase = java.util.Arrays.copyOf(values, values.length + 4);
            for (int k = 0; k < 4; k++) withBase[values.length + k] = m.base[k];   // the base-position STROW
            fields.row("tfrag_patches", Integer.toString(index), withBase);
            Object[] vuValues = new Object[20];
            for (int k = 0; k < 20; k++) vuValues[k] = vu[k];
            fields.row("tfrag_vu_headers", Integer.toString(index), vuValues);
            recordRecords(fields, index, m);
        }
    }

    /** Patch header and VU header names in stored order (docs/formats/tfrag.md), the truth tables' columns. */
    static final String[] PATCH_FIELDS = {"bsphere_x", "bsphere_y", "bsphere_z", "bsphere_r", "data", "lod_2_ofs",
        "shared_ofs", "lod_1_ofs", "lod_0_ofs", "tex_ofs", "rgba_ofs", "common_size", "lod_2_size", "lod_1_size",
        "lod_0_size", "lod_2_rgba_count", "lod_1_rgba_count", "lod_0_rgba_count", "base_only", "texture_count",
        "rgba_size", "rgba_verts_loc", "occl_index_stash", "msphere_count", "flags", "msphere_ofs", "light_ofs",
        "light_end_ofs", "dir_lights_one", "dir_lights_upd", "point_lights", "cube_ofs", "occl_index", "vert_count",
        "tri_count", "mip_dist"};
    static final String[] VU_FIELDS = {"positions_common_count", "unknown_02", "positions_lod_01_count", "unknown_06",
        "positions_lod_0_count", "unknown_0a", "positions_common_addr", "vertex_info_common_addr", "unknown_10",
        "vertex_info_lod_01_addr", "unknown_14", "vertex_info_lod_0_addr", "unknown_18", "indices_addr",
        "parent_indices_lod_01_addr", "unk_indices_2_lod_01_addr", "parent_indices_lod_0_addr",
        "unk_indices_2_lod_0_addr", "strips_addr", "texture_ad_gifs_addr"};
    private static final String[] TIERS = {"common", "lod01", "lod0"};

    private static FieldTruth declareTables(FieldTruth f) {
        String[] patchColumns = java.util.Arrays.copyOf(PATCH_FIELDS, PATCH_FIELDS.length + 4);
        System.arraycopy(new String[] {"base_x", "base_y", "base_z", "base_w"}, 0, patchColumns, PATCH_FIELDS.length, 4);
        f.table("tfrag_patches", patchColumns);
        f.table("tfrag_vu_headers", VU_FIELDS);
        f.table("tfrag_positions", "tier", "tier_index", "x_raw", "y_raw", "z_raw", "x", "y", "z");
        f.table("tfrag_vertex_info", "tier", "tier_index", "s_raw", "t_raw", "parent", "vertex", "position",
                "parent_position", "s", "t");
        f.table("tfrag_parents", "parent", "beyond_count");
        f.table("tfrag_colours", "r", "g", "b", "a", "alpha");
        f.table("tfrag_lights", "raw", "azimuth", "elevation", "wrench_unknown_0", "wrench_intensity", "wrench_color",
                "wrench_pad", "noclip_unknown", "noclip_brightness", "noclip_dir_lights", "nx", "ny", "nz");
        f.table("tfrag_adgifs", "texture", "tex0_hi", "tex1_lo", "tex1_hi", "k_raw", "k12_raw", "k", "mmin", "clamp_s",
                "clamp_t", "miptbp1_lo", "miptbp1_hi", "miptbp2_lo", "miptbp2_hi", "registers_ok");
        f.table("tfrag_strips", "vertex_count_and_flag", "end_of_packet_flag", "ad_gif_offset", "pad", "vertices",
                "sets_adgif", "terminator");
        return f;
    }

    /**
     * The record tables of one patch, from the model this writer serialised and the reference's decoding rules
     * (docs/formats/tfrag.md "Records", "Reconstruction"), a deterministic sample of each.
     */
    private static void recordRecords(FieldTruth f, int patch, PatchModel m) {
        String p = patch + ".";
        // positions and vertex info: index runs over common ++ lod01 ++ lod0
        int[] tierStartP = new int[3], tierStartV = new int[3];
        for (int tier = 1; tier < 3; tier++) {
            tierStartP[tier] = tierStartP[tier - 1] + m.positions[tier - 1].length / 3;
            tierStartV[tier] = tierStartV[tier - 1] + m.vertexInfo[tier - 1].length / 4;
        }
        for (int tier = 0; tier < 3; tier++) {
            short[] a = m.positions[tier];
            for (int i : FieldTruth.sample(a.length / 3, SAMPLED_RECORDS)) {
                int x = a[3 * i], y = a[3 * i + 1], z = a[3 * i + 2];
                f.row("tfrag_positions", p + (tierStartP[tier] + i), TIERS[tier], i, x, y, z,
                        (m.base[0] + x) / 1024.0, (m.base[1] + y) / 1024.0, (m.base[2] + z) / 1024.0);
            }
            short[] v = m.vertexInfo[tier];
            for (int i : FieldTruth.sample(v.length / 4, SAMPLED_RECORDS)) {
                int s = v[4 * i], t = v[4 * i + 1], par = v[4 * i + 2], vert = v[4 * i + 3];
                f.row("tfrag_vertex_info", p + (tierStartV[tier] + i), TIERS[tier], i, s, t, par, vert, vert / 2,
                        par == 4096 ? -1 : par / 2, s >= 0 ? s / 4096.0 : s / 8192.0, t >= 0 ? t / 4096.0 : t / 8192.0);
            }
        }
        byte[][] parents = {m.parentLod01, m.parentLod0};
        for (int tier = 0; tier < 2; tier++) {
            int count = m.vertexInfo[tier + 1].length / 4;
            for (int i : FieldTruth.sample(parents[tier].length, SAMPLED_RECORDS)) {
                f.row("tfrag_parents", p + TIERS[tier + 1] + "." + i, parents[tier][i] & 0xff, i >= count);
            }
        }
        for (int i : FieldTruth.sample(m.rgba.length / 4, SAMPLED_RECORDS)) {
            int a = m.rgba[4 * i + 3] & 0xff;
            f.row("tfrag_colours", p + i, m.rgba[4 * i] & 0xff, m.rgba[4 * i + 1] & 0xff, m.rgba[4 * i + 2] & 0xff, a,
                    a < 0x80 ? 2 * a : 255);
        }
        for (int i : FieldTruth.sample(m.lights.length / 8, SAMPLED_RECORDS)) {
            byte[] l = java.util.Arrays.copyOfRange(m.lights, 8 * i, 8 * i + 8);
            int az = l[2], el = l[3];
            double ra = az * Math.PI / 128, re = el * Math.PI / 128;
            f.row("tfrag_lights", p + i, java.util.HexFormat.of().formatHex(l), az, el, (int) l[0], (int) l[1],
                    (int) (short) ((l[4] & 0xff) | l[5] << 8), (int) (short) ((l[6] & 0xff) | l[7] << 8),
                    (l[0] & 0xff) | (l[1] & 0xff) << 8, (l[4] & 0xff) | (l[5] & 0xff) << 8, (l[6] & 0xff) | (l[7] & 0xff) << 8,
                    Math.cos(ra) * Math.cos(re), Math.sin(ra) * Math.cos(re), Math.sin(re));
        }
        for (int g = 0; g < m.adgifLo.length; g++) {
            int[] lo = m.adgifLo[g], hi = m.adgifHi[g];
            f.row("tfrag_adgifs", p + g, lo[0], hi[0], lo[1], hi[1], (int) (short) lo[1], (lo[1] << 20) >> 20,
                    (short) lo[1] / 16.0, hi[1], lo[2], hi[2], lo[3], hi[3], lo[4], hi[4], true);
        }
        for (int lod = 0; lod < 3; lod++) {
            byte[] s = m.strips[lod];
            int records = 0;
            while (records * 4 + 4 <= s.length) {
                records++;
                if (s[(records - 1) * 4] == 0) break;
            }
            for (int r : FieldTruth.sample(records, SAMPLED_RECORDS)) {
                int c = s[4 * r];
                f.row("tfrag_strips", p + lod + "." + r, c, (int) s[4 * r + 1], (int) s[4 * r + 2], (int) s[4 * r + 3],
                        c < 0 ? c + 128 : c, c < 0 && s[4 * r + 2] >= 0, c == 0);
            }
        }
    }

    private static void putS32(byte[] b, int at, int v) {
        b[at] = (byte) v; b[at + 1] = (byte) (v >> 8); b[at + 2] = (byte) (v >> 16); b[at + 3] = (byte) (v >> 24);
    }

    /** Centre = mean world position, radius = largest distance from it (world units). */
    private static float[] bsphere(PatchModel m) {
        double cx = 0, cy = 0, cz = 0; int n = 0;
        for (short[] p : m.positions) for (int k = 0; k < p.length; k += 3, n++) {
            cx += (m.base[0] + p[k]) / 1024.0; cy += (m.base[1] + p[k + 1]) / 1024.0; cz += (m.base[2] + p[k + 2]) / 1024.0;
        }
        cx /= n; cy /= n; cz /= n;
        double r = 0;
        for (short[] p : m.positions) for (int k = 0; k < p.length; k += 3) {
            double dx = (m.base[0] + p[k]) / 1024.0 - cx, dy = (m.base[1] + p[k + 1]) / 1024.0 - cy, dz = (m.base[2] + p[k + 2]) / 1024.0 - cz;
            r = Math.max(r, Math.sqrt(dx * dx + dy * dy + dz * dz));
        }
        return new float[] {(float) cx, (float) cy, (float) cz, (float) r};
    }
}
