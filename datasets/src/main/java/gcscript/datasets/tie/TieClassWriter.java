package gcscript.datasets.tie;

import gcscript.datasets.core.ClassTruth;
import gcscript.datasets.geometry.Le;
import gcscript.datasets.geometry.Shapes;
import gcscript.datasets.geometry.Strip;
import gcscript.datasets.truth.FieldTruth;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Writes one tie class block from the writer recipe of rac2-formats-phase2 §2 ([inference]: no public tie
 * writer exists, so the block is built to satisfy both public readers). Extends the recipe's one-packet class to
 * several packets per LOD (three LODs of decreasing detail), several textures (AD-GIF dest/src switches inside a
 * packet), dinky and fat vertices, vertices shared by two GS positions (gs_packet_write_ofs_2), and on every
 * third variant a one-triangle LOD-2 packet padded to four records by repeating the last at its GS address (W).
 *
 * <p>Layout: header 0x80 · {@code texture_count} AD-GIF blocks at 0x80 · the three packet tables (16-aligned) ·
 * packet bodies (16-aligned): ad_gif dest[4], src[4], the 12-byte unpack header, strips, pad to 16·vert_ofs, dinky
 * then fat vertices, control bytes (N), pad. GS layout of a packet: AD-GIF 0 at qwords 0..5, then per strip an
 * optional AD-GIF (6 qwords, at dest[k-1]), the strip's GIF tag (1 qword), 3 qwords per vertex.
 *
 * <p>Choices where the readers are silent: unpack byte 9 = 2·fat + 4 when there are fat vertices (no reader
 * uses it), control bytes 0x03 before every odd strip's terminal, terminals 0x07/0xFC alternating and 0xF6 last.
 * Fields no reader decodes (cache sizes, ambient, glow, t_class, the packet header's named bytes, the unknown
 * unpack bytes, TEX0 hi, MIPTBP words, q) get varied values of their own, so the per-field truth can tell each
 * field from its neighbours; odd strips of a packet set N's winding flag (byte 1) and the first strip of every
 * second packet W's RC3/4 byte 3, so the two readings differ.
 */
public final class TieClassWriter {
    private TieClassWriter() {}

    static final int MAX_PACKET_VERTICES = 24;
    /** Where the header keeps its o_class (s16), patched by the core writer once the entry has one. */
    public static final int O_CLASS_AT = 0x44;

    /** A written block, its truth, and what the entry must provide. */
    public record Result(byte[] bytes, Map<String, String> truth, int textureCount, long packets, long vertices,
                         long triangles, long trianglesLod0) {}

    private record Vtx(int x, int y, int z, int s, int t, int mx, int my, int mz, boolean fat, int gs, int gs2) {}

    /** One packet being built: strips with the GS position of their tag, records, AD-GIF switches. */
    private static final class Packet {
        final List<int[]> strips = new ArrayList<>();     // {vertex_count, gif_tag_offset, slot, winding byte 1, byte 3}
        final List<Vtx> records = new ArrayList<>();
        final List<int[]> recordGs = new ArrayList<>();   // mutable {gs, gs2} per record
        final int[] dest = new int[4], src = new int[4];
        int switches, pos = 6, slot, vertices;
        final List<int[]> tris = new ArrayList<>();       // {v0, v1, v2, strip, slot}
    }

    /** {@code index} picks the variant (shape, texture count, fat vertices, distances); {@code prefix} names the truth keys. */
    public static Result write(Random rnd, String prefix, int index, int textures, int oClass) {
        return write(rnd, prefix, "0", index, textures, oClass);
    }

    /** As above; {@code key} is the class's key in the per-field truth rows (its class-table index). */
    public static Result write(Random rnd, String prefix, String key, int index, int textures, int oClass) {
        int shape = index % 3;
        int texCount = Math.max(1, Math.min(textures, 1 + (index + 1) % 3));
        double size = 2 + rnd.nextInt(6);
        float scale = (float) (size * 1.8 * 1024 / 32000.0);
        boolean withFat = index % 2 == 1;
        FieldTruth ft = TieTruth.declare();
        Map<String, String> truth = new TreeMap<>();

        List<List<Packet>> lods = new ArrayList<>();
        int lowest = Integer.MAX_VALUE;
        for (int lod = 0; lod < 3; lod++) {
            List<Strip> strips = new ArrayList<>();
            for (Strip s : Shapes.of(shape, lod, texCount, size, rnd)) strips.addAll(s.split(16));
            if (texCount == 3 && index % 2 == 0) {
                // textures cycling strip by strip: packets with two and three AD-GIF switches (dest[1..2], src[2..3])
                for (int i = 0; i < strips.size(); i++) strips.set(i, new Strip(strips.get(i).vertices(), i % texCount));
            }
            if (lod == 0) for (Strip s : strips) for (double[] v : s.vertices()) lowest = Math.min(lowest, q(v[2], scale));
            List<Packet> packed = pack(strips, scale, withFat && lod == 0, rnd);
            if (lod == 2 && index % 3 == 2) {
                // a one-triangle packet: three vertices, and (W: "a packet has at least 4 regular vertices; small
                // packets repeat one at the same address") a fourth record repeating the last at its GS address
                Packet small = pack(List.of(new Strip(strips.get(0).vertices().subList(0, 3), 0)), scale, false, rnd).get(0);
                Vtx last = small.records.get(small.records.size() - 1);
                small.records.add(last);
                small.recordGs.add(new int[] {small.recordGs.get(small.recordGs.size() - 1)[0], 0});
                packed.add(small);
            }
            lods.add(packed);
        }

        Le b = new Le();
        int adGifOfs = 0x80 + 0x10 * (index % 2);
        b.extendTo(adGifOfs);
        for (int t = 0; t < texCount; t++) {
            int at = adGifOfs + 0x50 * t;
            int k = -(160 + rnd.nextInt(80));                  // K in 1/16 units, as retail TEX1 values (negative)
            int tex0Hi = 0x20 * (t + 1) + index % 2, mmin = 4 + t % 2, clampS = t % 2, clampT = (t + index) % 2;
            int[] mip = {0x100 + t, 0x200 + index % 3, 0x300 + 2 * t, 0x400 + index % 2};   // filled at load time
            b.u32(at, t); b.u32(at + 4, tex0Hi); b.u8(at + 8, 0x06);                     // TEX0: texture slot
            b.u32(at + 0x10, k & 0xffff); b.u32(at + 0x14, mmin); b.u8(at + 0x18, 0x14); // TEX1: K, MMIN
            b.u32(at + 0x20, mip[0]); b.u32(at + 0x24, mip[1]); b.u8(at + 0x28, 0x34);   // MIPTBP1
            b.u32(at + 0x30, clampS); b.u32(at + 0x34, clampT); b.u8(at + 0x38, 0x08);   // CLAMP s/t
            b.u32(at + 0x40, mip[2]); b.u32(at + 0x44, mip[3]); b.u8(at + 0x48, 0x36);   // MIPTBP2
            String g = prefix + ".adgif." + t;
            truth.put(g + ".tex0_data_lo", Integer.toString(t));
            truth.put(g + ".tex1_data_lo", Integer.toString(k & 0xffff));
            truth.put(g + ".tex1_data_hi", Integer.toString(mmin));
            truth.put(g + ".clamp_data_lo", Integer.toString(clampS));
            truth.put(g + ".k_raw", Integer.toString(k));
            ft.row(TieTruth.ADGIFS, key + "." + t, t, tex0Hi, 0x06, k & 0xffff, mmin, 0x14, mip[0], mip[1], 0x34, clampS, clampT, 0x08,
                    mip[2], mip[3], 0x36, ClassTruth.texture(t), k, k / 16.0, mmin, clampS, clampT);
        }
        int[] tables = new int[3];
        int pos = b.align(0x10);
        for (int lod = 0; lod < 3; lod++) {
            tables[lod] = pos;
            pos += 16 * lods.get(lod).size();
        }
        b.extendTo(pos);
        long nPackets = 0, nVerts = 0, nTris = 0, nTris0 = 0;
        int[][] lodTotals = new int[3][3];
        for (int lod = 0; lod < 3; lod++) {
            List<Packet> ps = lods.get(lod);
            for (int p = 0; p < ps.size(); p++) {
                Packet pk = ps.get(p);
                int body = b.align(0x10);
                int ns = pk.strips.size();
                int nd = 0, nf = 0;
                for (Vtx v : pk.records) if (v.fat()) nf++; else nd++;
                int vertOfs = (0x2c + 4 * ns + 15) / 16;
                int vertSize = (16 * nd + 24 * nf + 15) / 16;
                int hdr = tables[lod] + 16 * p;
                int nControl = ns + ns / 2 + 1;
                // the named header bytes without a decoder (4..7, 0xa..0xf): own ranges, so a shifted read shows
                int[] named = {1 + (p + lod) % 3, 20 + 5 * lod + p, ns + 1, nControl, nd + nf, 3 + p, 1 + lod + 2 * (p % 2), 4 - lod,
                    p % 3, 2 * lod + p % 2};
                b.u32(hdr, body - tables[lod]);
                for (int k = 0; k < 4; k++) b.u8(hdr + 4 + k, named[k]);
                b.u8(hdr + 8, vertOfs);
                b.u8(hdr + 9, vertSize);
                for (int k = 4; k < 10; k++) b.u8(hdr + 6 + k, named[k]);
                for (int k = 0; k < 4; k++) { b.u32(body + 4 * k, pk.dest[k]); b.u32(body + 0x10 + 4 * k, pk.src[k]); }
                int un = body + 0x20;
                int[] unknown = {1 + p, 0x40 + lod, 0x10 + ns, 4 + p % 4, 7 + lod, 0x20 + p, 0x30 + lod + p};   // bytes 0-2, 4-7
                for (int k = 0; k < 3; k++) b.u8(un + k, unknown[k]);
                for (int k = 0; k < 4; k++) b.u8(un + 4 + k, unknown[3 + k]);
                b.u8(un + 3, ns);
                b.u8(un + 8, 2 * nd + 4);
                b.u8(un + 9, nf == 0 ? 0 : 2 * nf + 4);
                b.u8(un + 10, nd);
                b.u8(un + 11, nf);
                for (int s = 0; s < ns; s++) {
                    int[] st = pk.strips.get(s);
                    b.u8(body + 0x2c + 4 * s, st[0]);
                    b.u8(body + 0x2c + 4 * s + 1, st[3]);
                    b.u8(body + 0x2c + 4 * s + 2, st[1]);
                    b.u8(body + 0x2c + 4 * s + 3, st[4]);
                }
                // records: dinky first, then fat; truth in that order
                String g = prefix + ".lod" + lod + ".packet." + p;
                int at = body + 16 * vertOfs;
                int rec = 0;
                int[] order = new int[pk.records.size()];
                double f = scale / 1024.0;
                List<Object[]> vertexRows = new ArrayList<>();
                for (int pass = 0; pass < 2; pass++) {
                    for (int i = 0; i < pk.records.size(); i++) {
                        Vtx v = pk.records.get(i);
                        if (v.fat() != (pass == 1)) continue;
                        int[] gs = pk.recordGs.get(i);
                        // q = 4096 (1.0 in 12-bit fixed point) on every vertex: noclip asserts it (reader N, TieGeometry)
                        int q = 0x1000;
                        if (!v.fat()) {
                            b.u16(at, v.x()); b.u16(at + 2, v.y()); b.u16(at + 4, v.z()); b.u16(at + 6, gs[0]);
                            b.u16(at + 8, v.s()); b.u16(at + 10, v.t()); b.u16(at + 12, q); b.u16(at + 14, gs[1]);
                            at += 16;
                        } else {
                            b.u16(at, v.mx()); b.u16(at + 2, v.my()); b.u16(at + 4, v.mz()); b.u16(at + 6, gs[0]);
                            b.u16(at + 8, v.x()); b.u16(at + 10, v.y()); b.u16(at + 12, v.z());
                            b.u16(at + 16, v.s()); b.u16(at + 18, v.t()); b.u16(at + 20, q); b.u16(at + 22, gs[1]);
                            at += 24;
                        }
                        order[i] = rec;
                        vertexRows.add(new Object[] {key + "." + lod + "." + p + "." + rec, v.fat() ? "fat" : "dinky", v.mx(), v.my(), v.mz(),
                            v.x(), v.y(), v.z(), gs[0], gs[1], 0, v.s() & 0xffff, v.t() & 0xffff, q, v.x() * f, v.y() * f, v.z() * f,
                            v.mx() * f, v.my() * f, v.mz() * f, (v.s() & 0xffff) / 4096.0, (v.t() & 0xffff) / 4096.0});
                        rec++;
                    }
                }
                for (int r : FieldTruth.sample(vertexRows.size(), TieTruth.SAMPLED_PER_PACKET)) {
                    Object[] row = vertexRows.get(r);
                    ft.row(TieTruth.VERTICES, (String) row[0], java.util.Arrays.copyOfRange(row, 1, row.length));
                }
                int control = body + 16 * (vertOfs + vertSize);
                b.extendTo(control);
                int c = control;
                StringBuilder cb = new StringBuilder();
                for (int s = 0; s < ns; s++) {
                    if (s % 2 == 1) { b.u8(c++, 0x03); cb.append("03"); }
                    int term = s % 2 == 0 ? 0x07 : 0xfc;
                    b.u8(c++, term);
                    cb.append(String.format("%02x", term));
                }
                b.u8(c++, 0xf6);
                cb.append("f6");
                b.extendTo(c);
                b.align(0x10);
                String pk0 = key + "." + lod + "." + p;
                for (int s = 0; s < ns; s++) {
                    int[] st = pk.strips.get(s);
                    ft.row(TieTruth.STRIPS, pk0 + "." + s, st[0], st[3], st[1], st[4], st[3], st[2], ClassTruth.texture(st[2]));
                }
                for (int t : FieldTruth.sample(pk.tris.size(), TieTruth.SAMPLED_PER_PACKET)) {
                    int[] tr = pk.tris.get(t);
                    ft.row(TieTruth.TRIANGLES, pk0 + "." + t, tr[3], order[tr[0]], order[tr[1]], order[tr[2]], tr[4], ClassTruth.texture(tr[4]));
                }
                Object[] row = new Object[37];
                row[0] = body - tables[lod];
                for (int k = 0; k < 4; k++) row[1 + k] = named[k];
                row[5] = vertOfs;
                row[6] = vertSize;
                for (int k = 4; k < 10; k++) row[3 + k] = named[k];
                for (int k = 0; k < 4; k++) { row[13 + k] = pk.dest[k]; row[17 + k] = pk.src[k]; }
                for (int k = 0; k < 3; k++) row[21 + k] = unknown[k];
                row[24] = ns;
                for (int k = 0; k < 4; k++) row[25 + k] = unknown[3 + k];
                row[29] = 2 * nd + 4;
                row[30] = nf == 0 ? 0 : 2 * nf + 4;
                row[31] = nd;
                row[32] = nf;
                row[33] = nd;
                row[34] = nf;
                row[35] = pk.tris.size();
                row[36] = cb.toString();
                ft.row(TieTruth.PACKETS, pk0, row);
                String pg = g + ".header";
                truth.put(pg + ".vert_ofs", Integer.toString(vertOfs));
                truth.put(pg + ".vert_size", Integer.toString(vertSize));
                truth.put(pg + ".data", Integer.toString(body - tables[lod]));
                truth.put(pg + ".strip_count", Integer.toString(ns));
                truth.put(pg + ".dinky_count", Integer.toString(nd));
                truth.put(pg + ".fat_count", Integer.toString(nf));
                truth.put(pg + ".control_bytes", cb.toString());
                truth.put(pg + ".triangles", Integer.toString(pk.tris.size()));
                truth.put(pg + ".ad_gif_dest", pk.dest[0] + "," + pk.dest[1] + "," + pk.dest[2] + "," + pk.dest[3]);
                truth.put(pg + ".ad_gif_src", pk.src[0] + "," + pk.src[1] + "," + pk.src[2] + "," + pk.src[3]);
                nPackets++;
                nVerts += nd + nf;
                nTris += pk.tris.size();
                if (lod == 0) nTris0 += pk.tris.size();
                lodTotals[lod][0] += nd + nf;
                lodTotals[lod][1] += pk.tris.size();
                lodTotals[lod][2] += ns;
            }
        }
        int end = b.align(0x10);
        // vert_normals (§2.1, reader N): vert_normal_count records {s16 x, y, z, w} after the packet bodies; unit
        // vectors × 32767 (the reference gives no scale) and a drawn w, from a generator of their own (seeded by the
        // class and its size) so the draws of everything else stay as they were
        int vertNormals = end, vertNormalCount = 1 + index % 4;
        Random nr = new Random(31L * prefix.hashCode() + key.hashCode() + end);
        for (int i = 0; i < vertNormalCount; i++) {
            double az = nr.nextDouble() * 2 * Math.PI, el = Math.asin(2 * nr.nextDouble() - 1);
            int[] n = {(int) Math.round(Math.cos(el) * Math.cos(az) * 32767), (int) Math.round(Math.cos(el) * Math.sin(az) * 32767),
                    (int) Math.round(Math.sin(el) * 32767), nr.nextInt(0x10000) - 0x8000};
            for (int a = 0; a < 4; a++) b.u16(vertNormals + 8 * i + 2 * a, n[a]);
            ft.row(TieTruth.NORMALS, key + "." + i, n[0], n[1], n[2], n[3]);
        }
        end = b.align(0x10);

        // ---- header (recipe step 1) ---------------------------------------------------------------------
        float near = 10 + index % 5, mid = 2 * near, far = 4 * near;
        // fields no public reader decodes: own values per field (N's rgba_remap_ofs point at ad_gif_ofs, which N skips)
        int[] cache = {8 + index % 5, 12 + index % 5, 16 + index % 5}, glowRemap = {0x10 + 2 * (index % 2), 0x20 + 2 * (index % 2), 0x30 + 2 * (index % 3)};
        int ambient = 0x20 + 16 * index;
        int ambientSize = 2 * (index % 4) + 3, mode = new int[] {0, 2, 4, 0x10}[index % 4], tClass = 100 + index;
        int glow = 0x40404040 + 0x01010101 * (index % 4);    // an RGBA that also reads as a plausible f32 (notes' float runs)
        float[] centre = {0.125f * (1 + index % 3), -0.0625f * (1 + index % 2), 0.25f * (index % 4)};
        for (int lod = 0; lod < 3; lod++) {
            b.u32(4 * lod, tables[lod]);
            b.u8(0x0c + lod, lods.get(lod).size());
            b.u16(0x24 + 2 * lod, cache[lod]);
            b.u16(0x2a + 2 * lod, adGifOfs);        // N asserts non-zero; N skips a LOD whose offset equals ad_gif_ofs
            b.u16(0x60 + 8 * lod, lodTotals[lod][0]);
            b.u16(0x62 + 8 * lod, lodTotals[lod][1]);
            b.u16(0x64 + 8 * lod, lodTotals[lod][2]);
            b.u16(0x78 + 2 * lod, glowRemap[lod]);
        }
        b.u8(0x0f, texCount);
        b.f32(0x10, near);
        b.f32(0x14, mid);
        b.f32(0x18, far);
        b.u32(0x1c, adGifOfs);
        b.u32(0x30, ambient);
        b.u32(0x34, vertNormals);
        b.u16(0x38, vertNormalCount);
        b.u16(0x3a, ambientSize);
        b.u16(0x3c, mode);
        b.f32(0x40, scale);
        b.u16(0x44, oClass);
        b.u16(0x46, tClass);
        float mip = 50 + index;
        b.f32(0x48, mip);
        b.u32(0x4c, glow);
        for (int i = 0; i < 3; i++) b.f32(0x50 + 4 * i, centre[i]);
        b.f32(0x5c, (float) (size * 1.8));
        b.extendTo(end);
        ft.row(TieTruth.CLASSES, key, tables[0], tables[1], tables[2], lods.get(0).size(), lods.get(1).size(), lods.get(2).size(),
                texCount, near, mid, far, adGifOfs, 0, cache[0], cache[1], cache[2], adGifOfs, adGifOfs, adGifOfs,
                ambient, vertNormals, vertNormalCount, ambientSize, mode, 0, scale, ClassTruth.O_CLASS, tClass, mip, glow,
                centre[0], centre[1], centre[2], (float) (size * 1.8),
                lodTotals[0][0], lodTotals[0][1], lodTotals[0][2], 0, lodTotals[1][0], lodTotals[1][1], lodTotals[1][2], 0,
                lodTotals[2][0], lodTotals[2][1], lodTotals[2][2], 0, glowRemap[0], glowRemap[1], glowRemap[2], 0);

        String h = prefix + ".header";
        truth.put(h + ".packet_count", lods.get(0).size() + "," + lods.get(1).size() + "," + lods.get(2).size());
        truth.put(h + ".texture_count", Integer.toString(texCount));
        truth.put(h + ".distances", near + "," + mid + "," + far);
        truth.put(h + ".scale", Float.toString(scale));
        truth.put(h + ".packets", tables[0] + "," + tables[1] + "," + tables[2]);
        truth.put(h + ".ad_gif_ofs", Integer.toString(adGifOfs));
        truth.put(h + ".mip_dist", Float.toString(mip));
        truth.put(h + ".bsphere_radius", Float.toString((float) (size * 1.8)));
        truth.put(h + ".lod_totals", lodTotals[0][0] + "," + lodTotals[0][1] + "," + lodTotals[0][2] + ";"
                + lodTotals[1][0] + "," + lodTotals[1][1] + "," + lodTotals[1][2] + ";"
                + lodTotals[2][0] + "," + lodTotals[2][1] + "," + lodTotals[2][2]);
        truth.put(h + ".shape", Shapes.NAMES[shape]);
        // the LOD-0 mesh's lowest z in class units (stored z × scale / 1024): the gameplay writer stands instances on it
        truth.put(prefix + ".lowest_z", Float.toString(lowest * scale / 1024f));
        truth.put(h + ".size", Integer.toString(end));
        truth.putAll(ft.asMap());
        return new Result(b.toArray(), truth, texCount, nPackets, nVerts, nTris, nTris0);
    }

    /** Packs strips into packets and lays out each packet's GS addresses. */
    private static List<Packet> pack(List<Strip> strips, float scale, boolean fat, Random rnd) {
        List<Packet> out = new ArrayList<>();
        Packet cur = null;
        for (Strip s : strips) {
            boolean needsSwitch = cur != null && s.slot() != cur.slot;
            if (cur == null || cur.vertices + s.size() > MAX_PACKET_VERTICES || (needsSwitch && cur.switches == 3)) {
                cur = new Packet();
                cur.slot = s.slot();
                cur.src[0] = 0x50 * s.slot();
                out.add(cur);
            } else if (needsSwitch) {
                cur.dest[cur.switches] = cur.pos;
                cur.src[cur.switches + 1] = 0x50 * s.slot();
                cur.switches++;
                cur.pos += 6;
                cur.slot = s.slot();
            }
            int strip = cur.strips.size();
            int flag = strip % 2;   // N's winding flag (byte 1), applied; W's RC3/4 byte 3 set on odd packets' first strip, not applied
            cur.strips.add(new int[] {s.size(), cur.pos, s.slot(), flag, strip == 0 && out.size() % 2 == 0 ? 1 : 0});
            cur.pos += 1;
            int[] recs = new int[s.size()];
            for (int i = 0; i < s.size(); i++) {
                double[] v = s.vertices().get(i);
                int x = q(v[0], scale), y = q(v[1], scale), z = q(v[2], scale);
                // the vertices of every second packet take u + 8 (s + 0x8000: the same texels under REPEAT), the others
                // v + 8, so s and t, both u16, are above 0x7fff there and an s16 reading gives another u or v (per packet:
                // records are shared inside one)
                int st = (int) Math.round(v[3] * 4096) + (out.size() % 2 == 0 ? 0x8000 : 0);
                int tt = (int) Math.round(v[4] * 4096) + (out.size() % 2 == 1 ? 0x8000 : 0);
                int gs = cur.pos;
                cur.pos += 3;
                int shared = -1;
                if (i == 0 || i == s.size() - 1) {
                    // share a record already in the packet with identical contents and a free second address
                    for (int r = 0; r < cur.records.size() && shared < 0; r++) {
                        Vtx o = cur.records.get(r);
                        if (o.x() == x && o.y() == y && o.z() == z && o.s() == st && o.t() == tt && cur.recordGs.get(r)[1] == 0
                                && cur.recordGs.get(r)[0] < gs - 3) shared = r;
                    }
                }
                if (shared >= 0) {
                    cur.recordGs.get(shared)[1] = gs;
                    recs[i] = shared;
                } else {
                    boolean isFat = fat && cur.records.size() % 4 == 1;
                    int mx = isFat ? rnd.nextInt(129) - 64 : 0, my = isFat ? rnd.nextInt(129) - 64 : 0, mz = isFat ? rnd.nextInt(129) - 64 : 0;
                    cur.records.add(new Vtx(x, y, z, st, tt, mx, my, mz, isFat, gs, 0));
                    cur.recordGs.add(new int[] {gs, 0});
                    recs[i] = cur.records.size() - 1;
                }
                cur.vertices++;
            }
            for (int i = 2; i < s.size(); i++) {
                // triangle i keeps the stored order when i % 2 == the strip's winding flag
                int[] t = i % 2 == flag ? new int[] {recs[i - 2], recs[i - 1], recs[i], strip, s.slot()}
                        : new int[] {recs[i], recs[i - 1], recs[i - 2], strip, s.slot()};
                cur.tris.add(t);
            }
        }
        return out;
    }

    private static int q(double v, float scale) {
        return (int) Math.max(-32768, Math.min(32767, Math.round(v * 1024 / scale)));
    }
}
