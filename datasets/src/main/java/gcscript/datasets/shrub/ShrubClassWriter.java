package gcscript.datasets.shrub;

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
 * Writes one shrub class block from the writer recipe of rac2-formats-phase2 §3 (after W write_shrub_class /
 * build_shrub_class as the reference describes them): header 0x40 · packet entries · each packet's exact VIF
 * words (STCYCL 4/4, NOP, STMOD, three UNPACKs), 16-aligned · billboard (optional, 16-aligned) · 24 normals last
 * (16-aligned) · zero fill to the next 0x40 boundary of core_data.
 *
 * <p>Beyond the recipe's one-packet class: several packets, triangle strips (PRIM 4) in even packets and
 * triangle lists (PRIM 3) in odd ones, one or two textures (texture primitives between primitives), a packet
 * with fewer than six real vertices padded with copies of the last one, billboards on odd classes with the
 * retail register addresses, and the three palette kinds of §3.4: W's 24-direction Fibonacci sphere, a
 * per-class set of random unit directions, and 24 identical (0, 0, 1).
 */
public final class ShrubClassWriter {
    private ShrubClassWriter() {}

    public static final int O_CLASS_AT = 0x24;
    static final int MAX_VERTICES = 36;

    public record Result(byte[] bytes, Map<String, String> truth, int textureCount, boolean billboard, long packets,
                         long vertices, long triangles) {}

    /** One primitive: its vertices (class space + uv) and type. */
    private record Prim(int type, int slot, List<double[]> vertices) {}

    public static Result write(Random rnd, String prefix, int index, int textures, int at) {
        return write(rnd, prefix, "0", index, textures, at);
    }

    /** As above; {@code key} is the class's key in the per-field truth rows (its class-table index). */
    public static Result write(Random rnd, String prefix, String key, int index, int textures, int at) {
        int shape = index % 3;
        int texCount = Math.max(1, Math.min(textures, 1 + index % 2));
        double size = 1 + rnd.nextInt(4);
        float scale = (float) (size * 1.8 * 1024 / 32766.0);
        int paletteKind = index % 3;
        boolean billboard = index % 2 == 1;
        FieldTruth ft = ShrubTruth.declare();
        Map<String, String> truth = new TreeMap<>();

        int[][] normals = palette(paletteKind, rnd);
        List<Strip> strips = new ArrayList<>();
        for (Strip s : Shapes.of(shape, 1 + index % 2, texCount, size, rnd)) strips.addAll(s.split(12));
        int lowest = Integer.MAX_VALUE;
        for (Strip s : strips) for (double[] v : s.vertices()) lowest = Math.min(lowest, q(v[2], scale));

        // ---- primitives grouped into packets --------------------------------------------------------------
        List<List<Prim>> packets = new ArrayList<>();
        List<Prim> cur = new ArrayList<>();
        int curVerts = 0;
        for (int i = 0; i < strips.size(); i++) {
            Strip s = strips.get(i);
            int type = packets.size() % 2 == 0 ? 4 : 3;
            Prim p = type == 4 ? new Prim(4, s.slot(), s.vertices()) : new Prim(3, s.slot(), asList(s.vertices()));
            if (!cur.isEmpty() && curVerts + p.vertices().size() > MAX_VERTICES) {
                packets.add(cur);
                cur = new ArrayList<>();
                curVerts = 0;
                type = packets.size() % 2 == 0 ? 4 : 3;
                p = type == 4 ? new Prim(4, s.slot(), s.vertices()) : new Prim(3, s.slot(), asList(s.vertices()));
            }
            cur.add(p);
            curVerts += p.vertices().size();
            if (i == 0) {   // the first primitive alone: a small packet (padded when it has fewer than 6 vertices)
                packets.add(cur);
                cur = new ArrayList<>();
                curVerts = 0;
            }
        }
        if (!cur.isEmpty()) packets.add(cur);
        if (index % 3 == 2) {   // a one-triangle list: three real vertices, three padding copies
            List<double[]> v = strips.get(strips.size() - 1).vertices();
            packets.add(List.of(new Prim(3, 0, List.of(v.get(0), v.get(1), v.get(2)))));
        }

        Le b = new Le();
        int n = packets.size();
        b.extendTo(0x40 + 8 * n);
        long nVerts = 0, nTris = 0;
        int[] entryOffsets = new int[n], entrySizes = new int[n];
        for (int p = 0; p < n; p++) {
            int off = b.align(0x10);
            entryOffsets[p] = off;
            int end = packet(b, off, packets.get(p), scale, normals, rnd, ft, key + "." + p, prefix + ".packet." + p, truth);
            entrySizes[p] = end - off;
            b.u32(0x40 + 8 * p, off);
            b.u32(0x44 + 8 * p, end - off);
            String g = prefix + ".packet." + p;
            nVerts += Integer.parseInt(truth.get(g + ".header.vertex_count"));
            nTris += Integer.parseInt(truth.get(g + ".header.triangles"));
        }
        int bbOfs = 0;
        if (billboard) {
            bbOfs = b.align(0x10);
            int spread = at / 0x40;   // the block's place in core_data: billboards of one variant differ between levels
            float fade = 20 + index + spread % 7;
            int k = -(168 + rnd.nextInt(66));
            int tex0 = 1 + (rnd.nextInt(4) + spread) % 4, tex0Hi = 0x10 + spread % 13;
            float[] f = {fade, 30 + rnd.nextInt(40), 40 + rnd.nextInt(40), 5 + rnd.nextInt(20)};
            for (int i = 0; i < 4; i++) b.f32(bbOfs + 4 * i, f[i]);
            b.u32(bbOfs + 0x10, k & 0xffff); b.u32(bbOfs + 0x14, 4); b.u8(bbOfs + 0x18, 0x14);
            b.u32(bbOfs + 0x20, tex0); b.u32(bbOfs + 0x24, tex0Hi); b.u8(bbOfs + 0x28, 0x06);
            b.u8(bbOfs + 0x38, 0x34);
            String g = prefix + ".billboard";
            truth.put(g + ".fade_distance", Float.toString(f[0]));
            truth.put(g + ".float_04", Float.toString(f[1]));
            truth.put(g + ".float_08", Float.toString(f[2]));
            truth.put(g + ".float_0c", Float.toString(f[3]));
            truth.put(g + ".tex1_data_lo", Integer.toString(k & 0xffff));
            truth.put(g + ".tex1_data_hi", "4");
            truth.put(g + ".tex0_data_lo", Integer.toString(tex0));
            truth.put(g + ".k_raw", Integer.toString(k));
            // MMIN 4 and MIPTBP1 0 as on retail (claims shrub.billboard.mmin, miptbp1_zero)
            ShrubTruth.declareBillboards(ft).row(ShrubTruth.BILLBOARDS, key, f[0], f[1], f[2], f[3], k & 0xffff, 4, 0x14, tex0, tex0Hi, 0x06, 0, 0, 0x34, k, 4);
        }
        int nOfs = b.align(0x10);
        StringBuilder[] paletteColumns = {new StringBuilder(), new StringBuilder(), new StringBuilder()};
        for (int i = 0; i < 24; i++) {
            b.u16(nOfs + 8 * i, normals[i][0]);
            b.u16(nOfs + 8 * i + 2, normals[i][1]);
            b.u16(nOfs + 8 * i + 4, normals[i][2]);
            for (int c = 0; c < 3; c++) paletteColumns[c].append(i == 0 ? "" : ",").append(normals[i][c]);
            double x = normals[i][0] / 32767.0, y = normals[i][1] / 32767.0, z = normals[i][2] / 32767.0;
            ft.row(ShrubTruth.NORMALS, key + "." + i, "palette", normals[i][0], normals[i][1], normals[i][2], 0, x, y, z,
                    Math.sqrt(x * x + y * y + z * z));
        }
        // the palette as column lists too (level.N.core.shrub.C.normals.x_raw = x0,x1,...), which the claims read
        for (int c = 0; c < 3; c++) truth.put(prefix + ".normals." + "xyz".charAt(c) + "_raw", paletteColumns[c].toString());
        int end = nOfs + 192;
        int fillTo = ((at + end + 0x3f) & ~0x3f) - at;   // zero fill to the next 0x40 boundary of core_data
        b.extendTo(fillTo);
        for (int i = 0; i < (fillTo - end) / 8; i++) {
            ft.row(ShrubTruth.NORMALS, key + "." + (24 + i), "fill", 0, 0, 0, 0, 0.0, 0.0, 0.0, 0.0);
        }

        // ---- header ------------------------------------------------------------------------------------
        float radius = (float) (size * 1.8);
        // a centre a little off the origin, below 0.005 so the claims' "centred" expectation (to 2 decimals) holds;
        // z stays 0: the claims read 0x08 <= the word at 0x14 (mode_bits, a denormal as f32) as a min/max box
        float cx = 0.001f * (1 + index % 3), cy = 0.002f * (1 + index % 2);
        b.f32(0x00, cx);
        b.f32(0x04, cy);
        b.f32(0x0c, radius);

        float mip = index % 4 == 0 ? 5.0f : 3.0f + index % 17;
        b.f32(0x10, mip);
        int mode = index % 4 == 1 || index % 4 == 2 ? 4 : 0;
        b.u16(0x14, mode);
        b.u32(0x1c, bbOfs);
        b.f32(0x20, scale);
        b.u16(0x28, n);
        b.u32(0x2c, nOfs);

        String h = prefix + ".header";
        truth.put(h + ".bsphere_radius", Float.toString(radius));
        ft.row(ShrubTruth.CLASSES, key, cx, cy, 0.0f, radius, mip, mode, 0, 0, bbOfs, scale, ClassTruth.O_CLASS, 0, n, 0, nOfs,
                0, 0, 0, 0, 0, 0, 0, bbOfs != 0);
        truth.put(h + ".mip_distance", Float.toString(mip));
        truth.put(h + ".mode_bits", Integer.toString(mode));
        truth.put(h + ".billboard_offset", Integer.toString(bbOfs));
        truth.put(h + ".scale", Float.toString(scale));
        truth.put(h + ".packet_count", Integer.toString(n));
        truth.put(h + ".normals_offset", Integer.toString(nOfs));
        truth.put(h + ".palette_kind", new String[] {"fibonacci", "random", "identical"}[paletteKind]);
        truth.put(h + ".shape", Shapes.NAMES[shape]);
        // the mesh's lowest z in class units (stored z × scale / 1024): the gameplay writer stands instances on it
        truth.put(prefix + ".lowest_z", Float.toString(lowest * scale / 1024f));
        truth.put(h + ".size", Integer.toString(fillTo));
        truth.put(h + ".fill_records", Integer.toString((fillTo - end) / 8));
        truth.putAll(ft.asMap());
        return new Result(b.toArray(), truth, texCount, billboard, n, nVerts, nTris);
    }

    /** Writes one packet's VIF list at {@code off}; returns the end of UNPACK #3's payload. */
    private static int packet(Le b, int off, List<Prim> prims, float scale, int[][] normals, Random rnd, FieldTruth ft,
                              String key, String g, Map<String, String> truth) {
        // GS layout: texture primitives (5 qw) where the slot changes, GIF tag (1 qw) per primitive, 3 qw per vertex
        List<int[]> texs = new ArrayList<>();   // {slot, gs}
        List<int[]> tags = new ArrayList<>();   // {type, nloop, gs, slot in force}
        List<double[]> verts = new ArrayList<>();
        List<Integer> vgs = new ArrayList<>();
        int pos = 0, slot = -1, tris = 0;
        List<int[]> triTruth = new ArrayList<>();
        for (int pi = 0; pi < prims.size(); pi++) {
            Prim p = prims.get(pi);
            if (p.slot() != slot) {
                texs.add(new int[] {p.slot(), pos});
                pos += 5;
                slot = p.slot();
            }
            tags.add(new int[] {p.type(), p.vertices().size(), pos, slot});
            pos += 1;
            int first = verts.size();
            for (double[] v : p.vertices()) { verts.add(v); vgs.add(pos); pos += 3; }
            int m = p.vertices().size();
            if (p.type() == 3) {
                for (int i = 0; i + 2 < m; i += 3) triTruth.add(new int[] {first + i, first + i + 1, first + i + 2, pi, slot});
            } else {
                for (int i = 2; i < m; i++) {
                    triTruth.add(i % 2 == 0 ? new int[] {first + i - 2, first + i - 1, first + i, pi, slot}
                            : new int[] {first + i, first + i - 1, first + i - 2, pi, slot});
                }
            }
        }
        int real = verts.size();
        while (verts.size() < 6) { verts.add(verts.get(real - 1)); vgs.add(vgs.get(real - 1)); }
        int t = texs.size(), gt = tags.size(), v = verts.size();
        int vo = 1 + gt + 4 * t;

        int w = off;
        b.u32(w, 0x01000404); b.u32(w + 4, 0); b.u32(w + 8, 0x05000000);
        b.u32(w + 12, 0x6C000000 | (vo << 16) | 0x8000);      // UNPACK V4_32, FLG, ADDR 0, NUM = 1 + G + 4T
        w += 16;
        b.u32(w, t); b.u32(w + 4, gt); b.u32(w + 8, v); b.u32(w + 12, vo);
        w += 16;
        for (int i = 0; i < gt; i++) {
            int[] tag = tags.get(i);
            boolean eop = i == gt - 1;
            int prim = tag[0] | 0x08 | 0x10 | 0x20 | 0x40;     // type, IIP, TME, FGE, ABE
            int lo = tag[1] | (eop ? 0x8000 : 0), hi = (1 << 14) | (prim << 15) | (3 << 28);
            b.u32(w, lo);
            b.u32(w + 4, hi);                                   // PRE, PRIM, FLG 0, NREG 3
            b.u32(w + 8, 0x412);
            b.u32(w + 12, tag[2]);
            ft.row(ShrubTruth.GIF_TAGS, key + "." + i, lo, hi, tag[1], eop ? 1 : 0, 1, prim, tag[0], 0, 3, 0x412, tag[2], tag[3],
                    ClassTruth.texture(tag[3]));
            w += 16;
        }
        for (int xi = 0; xi < texs.size(); xi++) {
            int[] x = texs.get(xi);
            int k = -(160 + rnd.nextInt(80));
            // MMIN, wrap modes, MIPTBP1 and TEX0 hi: own values (no reader uses them but the tables show them)
            int mmin = 4 + xi % 2, clampS = (x[0] + 1) % 3, clampT = 2 - x[0] % 2, mipLo = 0x100 + x[0], mipHi = 0x200 + xi, tex0Hi = 0x20 + xi;
            b.u32(w, k & 0xffff); b.u32(w + 4, mmin); b.u8(w + 8, 0x14); b.u32(w + 12, x[1]);
            b.u32(w + 0x10, clampS); b.u32(w + 0x14, clampT); b.u8(w + 0x18, 0x08);
            b.u32(w + 0x20, mipLo); b.u32(w + 0x24, mipHi); b.u8(w + 0x28, 0x34);
            b.u32(w + 0x30, x[0]); b.u32(w + 0x34, tex0Hi); b.u8(w + 0x38, 0x06);
            ft.row(ShrubTruth.PRIMITIVES, key + "." + xi, k & 0xffff, mmin, 0x14, x[1], clampS, clampT, 0x08, mipLo, mipHi, 0x34,
                    x[0], tex0Hi, 0x06, x[0], ClassTruth.texture(x[0]), k, k / 16.0, mmin, clampS, clampT);
            w += 0x40;
        }
        b.u32(w, 0x05000000);
        b.u32(w + 4, 0x6D000000 | (v << 16) | 0x8000 | vo);    // UNPACK V4_16, FLG, ADDR vertex_offset, NUM V
        w += 8;
        int[] part2Normal = new int[v];
        int[][] xyz = new int[v][];
        for (int i = 0; i < v; i++) {
            double[] p = verts.get(i);
            int x = q(p[0], scale), y = q(p[1], scale), z = q(p[2], scale);
            b.u16(w, x); b.u16(w + 2, y); b.u16(w + 4, z); b.u16(w + 6, vgs.get(i));
            xyz[i] = new int[] {x, y, z};
            part2Normal[i] = nearest(normals, p);
            w += 8;
        }
        b.u32(w, 0x05000000);
        b.u32(w + 4, 0x6D000000 | (v << 16) | 0x8000 | (vo + v)); // UNPACK V4_16, ADDR vertex_offset + V, NUM V
        w += 8;
        for (int i = 0; i < v; i++) {
            double[] p = verts.get(i);
            int s = (int) Math.round(p[3] * 4096), tt = (int) Math.round(p[4] * 4096);
            int ns = part2Normal[i] | (i == v - 4 ? 0x8000 : 0);   // VU loop-stop flag on record V - 4
            b.u16(w, s); b.u16(w + 2, tt); b.u16(w + 4, 4096); b.u16(w + 6, ns);
            double f = scale / 1024.0;
            ft.row(ShrubTruth.VERTICES, key + "." + i, xyz[i][0], xyz[i][1], xyz[i][2], vgs.get(i), (short) s, (short) tt, 4096, ns,
                    part2Normal[i], i == v - 4, i >= real, xyz[i][0] * f, xyz[i][1] * f, xyz[i][2] * f, (short) s / 4096.0, (short) tt / 4096.0);
            w += 8;
        }
        for (int i = 0; i < triTruth.size(); i++) {
            int[] tr = triTruth.get(i);
            ft.row(ShrubTruth.TRIANGLES, key + "." + i, tr[3], prims.get(tr[3]).type(), tr[0], tr[1], tr[2], tr[4], ClassTruth.texture(tr[4]));
        }
        ft.row(ShrubTruth.PACKETS, key, off, w - off, t, gt, v, vo, real, v - real, triTruth.size());
        truth.put(g + ".header.texture_count", Integer.toString(t));
        truth.put(g + ".header.gif_tag_count", Integer.toString(gt));
        truth.put(g + ".header.vertex_count", Integer.toString(v));
        truth.put(g + ".header.vertex_offset", Integer.toString(vo));
        truth.put(g + ".header.real_vertices", Integer.toString(real));
        truth.put(g + ".header.triangles", Integer.toString(triTruth.size()));
        b.extendTo(w);
        return w;
    }

    private static List<double[]> asList(List<double[]> strip) {
        List<double[]> out = new ArrayList<>();
        for (int i = 2; i < strip.size(); i++) {
            if (i % 2 == 0) { out.add(strip.get(i - 2)); out.add(strip.get(i - 1)); out.add(strip.get(i)); }
            else { out.add(strip.get(i)); out.add(strip.get(i - 1)); out.add(strip.get(i - 2)); }
        }
        return out;
    }

    /** The palette entry closest to the direction from the origin to {@code p}. */
    private static int nearest(int[][] normals, double[] p) {
        int best = 0;
        double bestDot = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < normals.length; i++) {
            double d = normals[i][0] * p[0] + normals[i][1] * p[1] + normals[i][2] * p[2];
            if (d > bestDot) { bestDot = d; best = i; }
        }
        return best;
    }

    /** 24 unit directions × 32767: Fibonacci sphere (kind 0), random (1), or all (0, 0, 1) (2). */
    static int[][] palette(int kind, Random rnd) {
        int[][] out = new int[24][];
        for (int i = 0; i < 24; i++) {
            double x, y, z;
            if (kind == 0) {
                double zz = 1 - 2 * (i + 0.5) / 24, r = Math.sqrt(1 - zz * zz), a = i * Math.PI * (3 - Math.sqrt(5));
                x = r * Math.cos(a); y = r * Math.sin(a); z = zz;
            } else if (kind == 1) {
                double[] g = {rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian()};
                double l = Math.sqrt(g[0] * g[0] + g[1] * g[1] + g[2] * g[2]);
                x = g[0] / l; y = g[1] / l; z = g[2] / l;
            } else {
                x = 0; y = 0; z = 1;
            }
            int[] n = {(int) Math.round(x * 32767), (int) Math.round(y * 32767), (int) Math.round(z * 32767)};
            // keep |n|^2 within the notes' bound of 32767^2 by nudging the largest component
            long target = 32767L * 32767L;
            for (int guard = 0; guard < 64; guard++) {
                long sq = (long) n[0] * n[0] + (long) n[1] * n[1] + (long) n[2] * n[2];
                if (Math.abs(sq - target) <= 32767) break;
                int big = Math.abs(n[0]) >= Math.abs(n[1]) && Math.abs(n[0]) >= Math.abs(n[2]) ? 0 : Math.abs(n[1]) >= Math.abs(n[2]) ? 1 : 2;
                n[big] += (sq > target ? -1 : 1) * Integer.signum(n[big] == 0 ? 1 : n[big]);
            }
            out[i] = n;
        }
        return out;
    }

    private static int q(double v, float scale) {
        return (int) Math.max(-32768, Math.min(32767, Math.round(v * 1024 / scale)));
    }
}
