package gcscript.datasets.collision;

import gcscript.datasets.core.BlockSource;
import gcscript.datasets.core.Sums;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Writes a collision block from the writer recipe of rac2-formats-phase2 §6 (not from the reader): header {mesh =
 * 0x40, hero_groups}, padded to 0x40; the octree root {s16 z_coord, u16 z_count, u16 z_offsets[] (byte offset / 4)},
 * then every z node {s16 y_coord, u16 y_count, u32 y_offsets[]}, then every y node {s16 x_coord, u16 x_count, u32
 * x_words[] = octant offset << 8 | size in qwords}, then the 16-aligned octants {u16 face_count, u8 vertex_count, u8
 * quad_count, u32 packed vertices, quads first then triangles {v0, v1, v2, type}, then the quads' v3 bytes}; all
 * octree offsets relative to mesh. Optionally hero collision groups (§6.4) after the mesh.
 *
 * <p>The geometry follows a terrain: a smooth height field over a rectangle of 4-unit cells, one octant per cell
 * column at the cell that holds the surface; each octant is a 3 × 3 vertex patch of the surface (local coordinates
 * within ±4 of the centre), its four quads kept as quads or split into two triangles, the face type (material) set
 * by height band and slope. Truth keys (relative to the level, under {@code prefix}): {@code .octants},
 * {@code .vertices}, {@code .faces}, {@code .quads}, {@code .hero_groups}, {@code .size}, and column sums
 * ({@link Sums}) of every stored field of the octants, vertices, faces and hero groups tables.
 */
public final class CollisionWriter implements BlockSource {
    /** Block and truth for a prefix such as {@code core.collision} or {@code chunk.1.collision}. */
    public record Result(byte[] bytes, Map<String, String> truth) {}

    @Override
    public Block build(Context ctx, Random rnd, int at) {
        Result r = write(rnd, ctx.scale(), "core.collision", ctx.terrain() == null ? null : gcscript.datasets.tfrag.Terrain.parse(ctx.terrain()));
        return new Block(r.bytes(), r.truth());
    }

    @Override
    public Map<String, String> absentTruth(Context ctx) { return zeros("core.collision"); }

    public static Map<String, String> zeros(String prefix) {
        Map<String, String> t = new TreeMap<>();
        for (String k : new String[] {"octants", "vertices", "faces", "quads", "hero_groups"}) t.put(prefix + "." + k, "0");
        return t;
    }

    /** One octant as planned: grid cell and its vertices (raw packed parts) and faces. */
    private record Octant(int gx, int gy, int gz, int[] xr, int[] yr, int[] zr, List<int[]> quads, List<int[]> tris) {}

    public static Result write(Random rnd, int scale, String prefix) { return write(rnd, scale, prefix, null); }

    /**
     * With {@code ground} (the level's tfrag terrain), the cells cover the terrain and each vertex lies on its drawn
     * surface ({@link gcscript.datasets.tfrag.Terrain#heightAt}), so collision and terrain coincide; without it, a
     * smooth field of its own.
     */
    public static Result write(Random rnd, int scale, String prefix, gcscript.datasets.tfrag.Terrain ground) {
        int s = Math.max(1, scale);
        int n = 6 + rnd.nextInt(4) + (int) Math.round(9 * Math.sqrt(s - 1.0));
        int nx = n, ny = n - 1 - rnd.nextInt(3);
        int x0 = 2 + rnd.nextInt(20), y0 = 2 + rnd.nextInt(20);
        double base = 8 + rnd.nextInt(40);
        // slopes: a / la <= 0.43, b / lb <= 0.34, ramp 0.1, so a vertex 2 units from the centre stays within
        // |local z| <= 2 + 2 * 0.87 < 4 of a centre that is at most 2 units from the surface
        double a = 2 + rnd.nextDouble() * 4, la = 14 + rnd.nextDouble() * 12;
        double b = 1 + rnd.nextDouble() * 3, lb = 12 + rnd.nextDouble() * 10;
        double ph = rnd.nextDouble() * 6.28;
        java.util.function.DoubleBinaryOperator surface = (x, y) -> height(x, y, base, a, la, b, lb, ph);
        double[] ext = ground == null ? null : ground.extent();
        // hero groups store u16 coordinates / 64 (0..1023 units): a terrain outside that keeps a field of its own
        if (ext != null && ext[0] >= 8 && ext[1] >= 8 && ext[2] < 1000 && ext[3] < 1000 && ext[2] - ext[0] >= 16 && ext[3] - ext[1] >= 16) {
            x0 = (int) Math.ceil(ext[0] / 4);
            y0 = (int) Math.ceil(ext[1] / 4);
            nx = (int) Math.floor(ext[2] / 4) - x0;
            ny = (int) Math.floor(ext[3] / 4) - y0;
            double[] e = ext;    // a patch shifted off the cell centre may overhang the terrain's edge by 1/8 unit
            surface = (x, y) -> ground.heightAt(Math.min(Math.max(x, e[0]), e[2]), Math.min(Math.max(y, e[1]), e[3]));
        }
        int[] materials = {1, 2, 4, 9, 17, 33};

        // ---- plan the octants over the terrain -------------------------------------------------------------
        TreeMap<Integer, TreeMap<Integer, TreeMap<Integer, Octant>>> grid = new TreeMap<>();   // z -> y -> x
        for (int j = 0; j < ny; j++) {
            for (int i = 0; i < nx; i++) {
                if (rnd.nextInt(12) == 0) continue;    // a hole: the x word stays 0
                int gx = x0 + i, gy = y0 + j;
                double cx = 4 * gx + 2, cy = 4 * gy + 2;
                double hc = surface.applyAsDouble(cx, cy);
                // a 3 x 3 patch 2 units apart, shifted off the centre by X_SHIFT, Y_SHIFT (1/16 units; different on
                // each axis, so x and y never hold the same values or sums); some octants carry a tenth vertex no face
                // uses (retail octants hold 3 to 200-odd vertices), so vertex_count varies
                int nv = rnd.nextInt(4) == 0 ? 10 : 9;
                int[] xr = new int[nv], yr = new int[nv], zr = new int[nv];
                double[] h = new double[nv];
                double lo = Double.MAX_VALUE, hi = -Double.MAX_VALUE;
                for (int q = 0; q < nv; q++) {
                    xr[q] = q < 9 ? (q % 3 - 1) * 32 + X_SHIFT : 16 + X_SHIFT;
                    yr[q] = q < 9 ? (q / 3 - 1) * 32 + Y_SHIFT : -8 + Y_SHIFT;
                    h[q] = surface.applyAsDouble(cx + xr[q] / 16.0, cy + yr[q] / 16.0);
                    lo = Math.min(lo, h[q]);
                    hi = Math.max(hi, h[q]);
                }
                // the octant (4-unit z cell) whose centre is closest to the middle of the patch's heights; every
                // vertex must stay within 4 units of it (§6 reader check), so a cell too steep for that is a hole
                int gz = (int) Math.floor(((lo + hi) / 2 - 2) / 4.0 + 0.5);
                double cz = 4 * gz + 2;
                if (hi - cz > 3.95 || cz - lo > 3.95) continue;
                for (int q = 0; q < nv; q++) zr[q] = (int) Math.round((h[q] - cz) * 64);
                List<int[]> quads = new ArrayList<>(), tris = new ArrayList<>();
                for (int c = 0; c < 4; c++) {
                    int v0 = (c / 2) * 3 + c % 2, v1 = v0 + 1, v2 = v0 + 4, v3 = v0 + 3;
                    double slope = Math.abs(zr[v1] - zr[v0]) + Math.abs(zr[v3] - zr[v0]);
                    int type = materials[Math.floorMod((int) Math.floor((hc - base) / 3.0), 4)];
                    if (slope > 64 * 1.2) type = materials[4];        // steep: its own material
                    if (rnd.nextInt(40) == 0) type = materials[5];
                    if (rnd.nextInt(3) != 0) {
                        quads.add(new int[] {v0, v1, v2, v3, type});
                    } else {
                        tris.add(new int[] {v0, v1, v2, type});
                        tris.add(new int[] {v0, v2, v3, type});
                    }
                }
                grid.computeIfAbsent(gz, k -> new TreeMap<>()).computeIfAbsent(gy, k -> new TreeMap<>())
                        .put(gx, new Octant(gx, gy, gz, xr, yr, zr, quads, tris));
            }
        }

        // ---- lay out: root, z nodes, y nodes, octants (offsets relative to mesh) ---------------------------
        int zMin = grid.firstKey(), zMax = grid.lastKey();
        int zCount = zMax - zMin + 1;
        int pos = (4 + 2 * zCount + 3) & ~3;
        Map<Integer, Integer> zNodeAt = new TreeMap<>();
        for (int z : grid.keySet()) {
            TreeMap<Integer, TreeMap<Integer, Octant>> ys = grid.get(z);
            zNodeAt.put(z, pos);
            pos += 4 + 4 * (ys.lastKey() - ys.firstKey() + 1);
        }
        Map<Long, Integer> yNodeAt = new TreeMap<>();
        for (int z : grid.keySet()) {
            for (var ye : grid.get(z).entrySet()) {
                yNodeAt.put(key(z, ye.getKey()), pos);
                TreeMap<Integer, Octant> xs = ye.getValue();
                pos += 4 + 4 * (xs.lastKey() - xs.firstKey() + 1);
            }
        }
        gcscript.datasets.LeImage mesh = new gcscript.datasets.LeImage();
        Sums sums = new Sums(prefix);
        for (String t : new String[] {"octants", "vertices", "faces", "hero_groups"}) sums.table(t);
        mesh.u16(0, zMin);
        mesh.u16(2, zCount);
        int octants = 0, vertices = 0, faces = 0, quadsTotal = 0;
        // per-field truth for the level core's block only (a chunk's collision has no truth tables of its own)
        int planned = 0;
        for (var ys : grid.values()) for (var xs : ys.values()) planned += xs.size();
        CollisionTruth fields = prefix.equals("core.collision") ? new CollisionTruth(planned) : null;
        for (int z : grid.keySet()) {
            int zo = zNodeAt.get(z);
            mesh.u16(4 + 2 * (z - zMin), zo / 4);
            TreeMap<Integer, TreeMap<Integer, Octant>> ys = grid.get(z);
            int yMin = ys.firstKey();
            mesh.u16(zo, yMin);
            mesh.u16(zo + 2, ys.lastKey() - yMin + 1);
            for (var ye : ys.entrySet()) {
                int yo = yNodeAt.get(key(z, ye.getKey()));
                mesh.u32(zo + 4 + 4 * (ye.getKey() - yMin), yo);
                TreeMap<Integer, Octant> xs = ye.getValue();
                int xMin = xs.firstKey();
                mesh.u16(yo, xMin);
                mesh.u16(yo + 2, xs.lastKey() - xMin + 1);
                for (var xe : xs.entrySet()) {
                    Octant o = xe.getValue();
                    pos = gcscript.datasets.LeImage.align(pos, 16);
                    int oo = pos;
                    int vc = o.xr().length, qc = o.quads().size(), fc = qc + o.tris().size();
                    int bytes = 4 + 4 * vc + 4 * fc + qc;
                    int qw = (bytes + 15) / 16;
                    int word = oo << 8 | qw;
                    mesh.u32(yo + 4 + 4 * (xe.getKey() - xMin), word);
                    mesh.u16(oo, fc);
                    mesh.u8(oo + 2, vc);
                    mesh.u8(oo + 3, qc);
                    for (int v = 0; v < vc; v++) {
                        int packed = (o.xr()[v] & 0x3ff) | (o.yr()[v] & 0x3ff) << 10 | (o.zr()[v] & 0xfff) << 20;
                        mesh.u32(oo + 4 + 4 * v, packed);
                        sums.row("vertices", "x_raw", o.xr()[v], "y_raw", o.yr()[v], "z_raw", o.zr()[v],
                                "packed", packed & 0xffffffffL, "index", v, "octant", octants,
                                "x64", o.xr()[v] * 4 + 64 * (4 * o.gx() + 2), "y64", o.yr()[v] * 4 + 64 * (4 * o.gy() + 2),
                                "z64", o.zr()[v] + 64 * (4 * o.gz() + 2));
                        if (fields != null) fields.vertex(octants, v, o.gx(), o.gy(), o.gz(), packed & 0xffffffffL, o.xr()[v], o.yr()[v], o.zr()[v]);
                    }
                    int fAt = oo + 4 + 4 * vc, v3At = fAt + 4 * fc, f = 0;
                    for (int[] q : o.quads()) {
                        mesh.u8(fAt + 4 * f, q[0]); mesh.u8(fAt + 4 * f + 1, q[1]); mesh.u8(fAt + 4 * f + 2, q[2]); mesh.u8(fAt + 4 * f + 3, q[4]);
                        mesh.u8(v3At + f, q[3]);
                        sums.row("faces", "v0", q[0], "v1", q[1], "v2", q[2], "v3", q[3], "type", q[4], "quad", 1, "index", f, "octant", octants);
                        if (fields != null) fields.face(octants, f, q[0], q[1], q[2], q[3], q[4]);
                        f++;
                    }
                    for (int[] t : o.tris()) {
                        mesh.u8(fAt + 4 * f, t[0]); mesh.u8(fAt + 4 * f + 1, t[1]); mesh.u8(fAt + 4 * f + 2, t[2]); mesh.u8(fAt + 4 * f + 3, t[3]);
                        sums.row("faces", "v0", t[0], "v1", t[1], "v2", t[2], "v3", -1, "type", t[3], "quad", 0, "index", f, "octant", octants);
                        if (fields != null) fields.face(octants, f, t[0], t[1], t[2], -1, t[3]);
                        f++;
                    }
                    pos = oo + qw * 16;
                    mesh.extendTo(pos);
                    sums.row("octants", "x", o.gx(), "y", o.gy(), "z", o.gz(), "word", word & 0xffffffffL, "size_qw", qw,
                            "face_count", fc, "vertex_count", vc, "quad_count", qc);
                    if (fields != null) fields.octant(octants, o.gx(), o.gy(), o.gz(), word & 0xffffffffL, qw, fc, vc, qc, vertices, faces);
                    octants++;
                    vertices += vc;
                    faces += fc;
                    quadsTotal += qc;
                }
            }
        }
        byte[] meshBytes = mesh.toArray();

        // ---- header, mesh, hero groups ----------------------------------------------------------------------
        gcscript.datasets.LeImage out = new gcscript.datasets.LeImage();
        out.u32(0, 0x40);
        out.put(0x40, meshBytes);
        int end = gcscript.datasets.LeImage.align(0x40 + meshBytes.length, 16);
        out.extendTo(end);
        int heroes = 0;
        if (rnd.nextInt(3) != 0) {
            int hero = end;
            out.u32(4, hero);
            heroes = 2 + rnd.nextInt(2);       // two or more, so every hero field takes two values on a level
            out.u32(hero, heroes);
            int data = 0x10 + 0x10 * heroes;
            for (int g = 0; g < heroes; g++) {
                int vc = 3 + rnd.nextInt(6), tc = vc - 2;
                int cx = 64 * (4 * x0 + 8 + rnd.nextInt(4 * nx - 8)), cy = 64 * (4 * y0 + 8 + rnd.nextInt(4 * ny - 8));
                int cz = 64 * (int) (base + 4) + 8 * rnd.nextInt(32), r = 64 * (2 + rnd.nextInt(3));
                data = gcscript.datasets.LeImage.align(data, 16);
                int ga = hero + 0x10 + 0x10 * g;
                out.u16(ga, cx); out.u16(ga + 2, cy); out.u16(ga + 4, cz); out.u16(ga + 6, r);
                out.u16(ga + 8, tc); out.u16(ga + 10, vc); out.u32(ga + 12, data);
                if (fields != null) fields.heroGroup(g, cx, cy, cz, r, tc, vc, data);
                sums.row("hero_groups", "bsphere_x", cx, "bsphere_y", cy, "bsphere_z", cz, "bsphere_r", r,
                        "triangle_count", tc, "vertex_count", vc, "data_offset", data);
                for (int v = 0; v < vc; v++) {
                    double ang = 2 * Math.PI * v / vc;
                    int at = hero + data + 8 * v;
                    out.u16(at, cx + (int) (r * 0.8 * Math.cos(ang)));
                    out.u16(at + 2, cy + (int) (r * 0.8 * Math.sin(ang)));
                    out.u16(at + 4, cz);
                    out.u16(at + 6, 0);
                }
                int tAt = hero + data + 8 * vc;
                for (int t = 0; t < tc; t++) {
                    out.u8(tAt + 4 * t, 0); out.u8(tAt + 4 * t + 1, t + 1); out.u8(tAt + 4 * t + 2, t + 2); out.u8(tAt + 4 * t + 3, 0);
                }
                data += 8 * vc + 4 * tc;
            }
            out.extendTo(gcscript.datasets.LeImage.align(hero + data, 16));
        }
        byte[] bytes = out.toArray();
        Map<String, String> truth = new TreeMap<>();
        truth.put(prefix + ".octants", Integer.toString(octants));
        truth.put(prefix + ".vertices", Integer.toString(vertices));
        truth.put(prefix + ".faces", Integer.toString(faces));
        truth.put(prefix + ".quads", Integer.toString(quadsTotal));
        truth.put(prefix + ".hero_groups", Integer.toString(heroes));
        truth.put(prefix + ".size", Integer.toString(bytes.length));
        truth.put(prefix + ".z_coord", Integer.toString(zMin));
        truth.put(prefix + ".z_count", Integer.toString(zCount));
        sums.into(truth);
        if (fields != null) {
            fields.header(0x40, heroes == 0 ? 0 : end);
            fields.into(truth);
        }
        return new Result(bytes, truth);
    }

    /** The patch's offset from the octant centre on x and y, in 1/16 units (a tile of 4 units either way). */
    static final int X_SHIFT = -2, Y_SHIFT = 4;

    private static long key(int z, int y) { return ((long) z << 32) | (y & 0xffffffffL); }

    /** A smooth terrain: base + a sin(x / la + ph) + b cos(y / lb) + a gentle ramp. */
    static double height(double x, double y, double base, double a, double la, double b, double lb, double ph) {
        return base + a * Math.sin(x / la + ph) + b * Math.cos(y / lb) + 0.05 * (x + y);
    }
}
