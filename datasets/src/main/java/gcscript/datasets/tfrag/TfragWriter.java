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
 *
 * <p>The content is ground, not noise: the patches tile a {@link Terrain} (a height field of hills and a valley),
 * neighbouring patches store the same world positions along their seams, and each LOD's strips triangulate the
 * patch's square without crossing (see {@code model}). The awkward cases a reader must survive are planted inside
 * that ground: common-only patches, odd-length strips, duplicate vertex-info entries at a texture seam, all three
 * strip modes, empty index arrays sharing an address.
 */
public final class TfragWriter {

    /**
     * The bytes of one block and what is in it; {@code fields} is the per-field truth ({@link FieldTruth} keys,
     * relative to the level) of the patch header, VU header and record tables.
     */
    public record Result(byte[] block, TfragTruth truth, List<PatchModel> patches, Map<String, String> fields, Terrain terrain) {}

    /** Patches listed in the per-field truth (all of them up to this many), and records per patch and table. */
    public static final int SAMPLED_PATCHES = 16, SAMPLED_RECORDS = 4;

    /** The content of one patch, as generated (for tests that check single values). */
    public record PatchModel(int[] base, short[][] positions, short[][] vertexInfo, byte[][] strips, byte[][] indices,
                             byte[] parentLod01, byte[] parentLod0, int[][] adgifLo, int[][] adgifHi,
                             byte[] rgba, byte[] lights, int vertCount, int triCount) {}

    private TfragWriter() {}

    /**
     * What the header fields the game fills at load (occl_index_stash +0x2b, dir_lights_upd +0x35) hold: ZERO as
     * retail and Wrench's writer store them (the sample and every disc by default), VARIED in discs generated to test
     * the reader, so that a field read at the wrong offset or width still differs from truth there.
     */
    public enum RuntimeFields { ZERO, VARIED }

    public static Result write(Random rnd, int patchCount) { return write(rnd, patchCount, 32.0f, 90); }

    /**
     * {@code textureTableSize} bounds the TEX0 texture indices, so a level writer can keep every AD-GIF inside
     * its tfrag_textures table (docs/formats/tfrag.md).
     */
    public static Result write(Random rnd, int patchCount, float lodDistance, int textureTableSize) {
        int cols = Math.max(1, (int) Math.ceil(Math.sqrt(patchCount)));
        return write(rnd, Terrain.random(rnd, cols, Math.max(1, (patchCount + cols - 1) / cols)), patchCount, lodDistance, textureTableSize);
    }

    /**
     * A block whose {@code patchCount} patches tile {@code terrain} row by row (patch k covers grid block
     * (k % cols, k / cols)); with {@code patchCount == terrain.patches()} they cover its whole rectangle.
     */
    public static Result write(Random rnd, Terrain terrain, int patchCount, float lodDistance, int textureTableSize) {
        return write(rnd, terrain, patchCount, lodDistance, textureTableSize, RuntimeFields.ZERO);
    }

    /** As above, with the load-time fields written as {@code runtime} says. */
    public static Result write(Random rnd, Terrain terrain, int patchCount, float lodDistance, int textureTableSize, RuntimeFields runtime) {
        if (textureTableSize < 1) throw new IllegalArgumentException("textureTableSize " + textureTableSize);
        if (patchCount > terrain.patches()) throw new IllegalArgumentException(patchCount + " patches on a terrain of " + terrain.patches());
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
        TfragStreamTruth.header(fields, patchCount, lodDistance);
        java.util.Set<Integer> sampled = new java.util.HashSet<>();
        for (int k : FieldTruth.sample(patchCount, SAMPLED_PATCHES)) sampled.add(k);
        for (int i = 0; i < patchCount; i++) {
            PatchModel m = model(rnd, terrain, i, textureTableSize);
            models.add(m);
            writePatch(out, table, i, m, rnd, sampled.contains(i) ? fields : null, runtime == RuntimeFields.VARIED);
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
        return new Result(out.toArray(), truth, models, fields.asMap(), terrain);
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
     * One patch of the terrain: the {@code g × g} cells of grid block (patch % cols, patch / cols). Vertex (a, b)
     * of the block (0..g each) belongs to a tier: (even, even) is common (the LOD-2 grid, every second vertex);
     * (odd, even) is LOD-01 on patches with that tier, else common (the LOD-1 grid adds them); every vertex of an
     * odd row is LOD-0 on patches with that tier, else common. About a quarter of the patches keep every vertex
     * common, as in retail. LOD-01 and LOD-0 vertices name as parent the vertex they fold into at the next
     * coarser LOD: (a − 1, b) and (a, b − 1). A texture seam row {@code sr} gets up to seven extra common
     * vertex-info entries (same position, other UVs) that the strips from that row up use, with a new AD-GIF
     * there. Strips walk one row of cells each (bottom, top, bottom, top...), so each LOD is a non-crossing
     * triangulation of the patch; some rows are cut into two odd-length strips that meet inside a cell.
     */
    private static PatchModel model(Random rnd, Terrain ter, int patch, int textureTableSize) {
        int g = ter.g(), gi = (patch % ter.cols()) * g, gj = (patch / ter.cols()) * g;
        boolean commonOnly = rnd.nextInt(4) == 0;
        boolean has01 = !commonOnly && rnd.nextInt(3) == 0;
        boolean has0 = !commonOnly && rnd.nextInt(10) != 0;
        int[][] tier = new int[g + 1][g + 1], tierIndex = new int[g + 1][g + 1];   // [a][b]
        int[] counts = new int[3];
        for (int t = 0; t < 3; t++) {
            for (int b = 0; b <= g; b++) {
                for (int a = 0; a <= g; a++) {
                    int want = b % 2 == 1 ? (has0 ? 2 : 0) : a % 2 == 1 ? (has01 ? 1 : 0) : 0;
                    if (want != t) continue;
                    tier[a][b] = t;
                    tierIndex[a][b] = counts[t]++;
                }
            }
        }
        int nc = counts[0], n01 = counts[1], n0 = counts[2];
        int[] firstPos = {0, nc, nc + n01};

        // base: the patch centre in x, y; the middle of its heights in z (integer world units, × 1024)
        int zMin = Integer.MAX_VALUE, zMax = Integer.MIN_VALUE;
        for (int b = 0; b <= g; b++) for (int a = 0; a <= g; a++) {
            int z = ter.z(gi + a, gj + b);
            zMin = Math.min(zMin, z);
            zMax = Math.max(zMax, z);
        }
        int[] base = {ter.x(gi + g / 2), ter.y(gj + g / 2), (int) (((long) zMin + zMax) / 2), rnd.nextInt(256)};
        short[][] pos = {new short[nc * 3], new short[n01 * 3], new short[n0 * 3]};
        for (int b = 0; b <= g; b++) for (int a = 0; a <= g; a++) {
            int t = tier[a][b], k = 3 * tierIndex[a][b];
            pos[t][k] = raw(ter.x(gi + a) - base[0]);
            pos[t][k + 1] = raw(ter.y(gj + b) - base[1]);
            pos[t][k + 2] = raw(ter.z(gi + a, gj + b) - base[2]);
        }

        // vertex info: one entry per position, plus the seam duplicates after the common ones
        int sr = 1 + rnd.nextInt(g - 1);
        int extra = rnd.nextInt(8);
        int[] dup = new int[g + 1];
        java.util.Arrays.fill(dup, -1);
        int dups = 0;
        for (int a = 0; a <= g && dups < extra; a++) if (tier[a][sr] == 0) dup[a] = nc + dups++;
        int nvc = nc + dups;
        short[][] vinfo = {new short[nvc * 4], new short[n01 * 4], new short[n0 * 4]};
        int[] firstInfo = {0, nvc, nvc + n01};
        for (int b = 0; b <= g; b++) for (int a = 0; a <= g; a++) {
            int t = tier[a][b], i = tierIndex[a][b];
            int parent = t == 0 ? 4096 : t == 1 ? 2 * posIndex(tier, tierIndex, firstPos, a - 1, b) : 2 * posIndex(tier, tierIndex, firstPos, a, b - 1);
            vinfo(vinfo[t], i, st(a, g), st(b, g), parent, 2 * (firstPos[t] + i));
            if (b == sr && dup[a] >= 0) vinfo(vinfo[0], dup[a], st(a, g), st(b, g) + 2048, 4096, 2 * i);
        }
        java.util.function.BiFunction<int[], Integer, Integer> info = (ab, bottom) -> {
            int a = ab[0], b = ab[1];
            if (b == sr && bottom >= sr && dup[a] >= 0) return dup[a];
            return firstInfo[tier[a][b]] + tierIndex[a][b];
        };

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
        int[] stepX = {1, 1, 2}, stepY = {1, 2, 2};            // LOD 0, 1, 2
        for (int lod = 0; lod < 3; lod++) {
            byte[][] si = strips(rnd, g, stepX[lod], stepY[lod], sr, textures, info);
            strips[lod] = si[0];
            indices[lod] = si[1];
        }
        byte[] par01 = new byte[(n01 + 3) / 4 * 4], par0 = new byte[(n0 + 3) / 4 * 4];
        for (int b = 0; b <= g; b++) for (int a = 0; a <= g; a++) {
            if (tier[a][b] == 1) par01[tierIndex[a][b]] = (byte) (int) info.apply(new int[] {a - 1, b}, -1);
            if (tier[a][b] == 2) par0[tierIndex[a][b]] = (byte) (int) info.apply(new int[] {a, b - 1}, -1);
        }

        int vert = nc + n01 + n0;
        int rgbaSize = (vert + 3) / 4;
        byte[] rgba = new byte[rgbaSize * 16];
        rnd.nextBytes(rgba);                                     // entries past the last vertex stay random
        // odd patches store one qword of colours more than their positions need (zeros, no draw): rgba_size and
        // the colour counts then vary even on a disc whose levels share one terrain grid
        if (patch % 2 == 1) rgba = java.util.Arrays.copyOf(rgba, rgba.length + 16);
        byte[] lights = new byte[vert * 8];
        rnd.nextBytes(lights);
        double lowZ = ter.z0() / (double) Terrain.UNIT - 12, span = 20;
        for (int b = 0; b <= g; b++) for (int a = 0; a <= g; a++) {
            int k = firstPos[tier[a][b]] + tierIndex[a][b];
            double wx = ter.x(gi + a) / (double) Terrain.UNIT, wy = ter.y(gj + b) / (double) Terrain.UNIT;
            double h = Math.max(0, Math.min(1, (ter.z(gi + a, gj + b) / (double) Terrain.UNIT - lowZ) / span));
            rgba[4 * k] = (byte) (70 + 90 * h + rnd.nextInt(12));            // low = green, high = dry brown
            rgba[4 * k + 1] = (byte) (150 - 40 * h + rnd.nextInt(12));
            rgba[4 * k + 2] = (byte) (50 + 20 * h + rnd.nextInt(12));
            rgba[4 * k + 3] = (byte) (rnd.nextInt(12) == 0 ? 0x40 + rnd.nextInt(0x40) : 0x80);
            double[] n = ter.normal(wx, wy);                     // light record: azimuth, elevation of the normal
            lights[8 * k + 2] = angle(Math.atan2(n[1], n[0]));
            lights[8 * k + 3] = angle(Math.asin(n[2]));
            // the u16 at +4 is the vertex's base colour as PS2 RGBA 5:5:5:1 (what PEXT5 expands): the same ground colour
            int c16 = (rgba[4 * k] & 0xff) >> 3 | ((rgba[4 * k + 1] & 0xff) >> 3) << 5 | ((rgba[4 * k + 2] & 0xff) >> 3) << 10 | 0x8000;
            lights[8 * k + 4] = (byte) c16;
            lights[8 * k + 5] = (byte) (c16 >> 8);
            // the u16 at +6 picks the light set(s): mostly set 0 (every level has one; both readings shade it),
            // some 0xFFF0 (set 0 alone as nibbles, an unknown set j to the blend reading), some any value at all
            int pick = rnd.nextInt(10), select = pick < 7 ? 0 : pick < 9 ? 0xfff0 : rnd.nextInt(0x10000);
            lights[8 * k + 6] = (byte) select;
            lights[8 * k + 7] = (byte) (select >> 8);
        }
        int tri = triangles(strips[0]);
        return new PatchModel(base, pos, vinfo, strips, indices, par01, par0, lo, hi, rgba, lights, vert, tri);
    }

    /** UV coordinate of grid column or row {@code a}: −4096..4096 across the patch (negatives take the halving rule). */
    private static int st(int a, int g) { return (2 * a - g) * 4096 / g; }

    /** An angle as the s8 of the light record (angle = value × π / 128). */
    private static byte angle(double rad) {
        long v = Math.round(rad * 128 / Math.PI);
        if (v >= 128) v -= 256;
        return (byte) v;
    }

    private static int posIndex(int[][] tier, int[][] tierIndex, int[] firstPos, int a, int b) {
        return firstPos[tier[a][b]] + tierIndex[a][b];
    }

    private static short raw(int v) {
        if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) throw new IllegalStateException("position offset " + v + " beyond s16");
        return (short) v;
    }

    private static void vinfo(short[] a, int i, int s, int t, int parent, int vertex) {
        a[4 * i] = (short) s;
        a[4 * i + 1] = (short) t;
        a[4 * i + 2] = (short) parent;
        a[4 * i + 3] = (short) vertex;
    }

    /**
     * Strip records (with the zero terminator) and the index bytes they consume, padded to 4: one strip per row of
     * cells of the LOD's grid (every {@code sx}-th column, every {@code sy}-th row), bottom and top vertex in turn.
     * One row in three patches is cut at a random cell into two odd-length strips (the first ends on a bottom
     * vertex, the second starts on the top vertex before it), which together draw the same triangles. The first
     * strip and the seam row's first strip set an AD-GIF; the others set one, end a packet, or neither, at random.
     */
    private static byte[][] strips(Random rnd, int g, int sx, int sy, int sr, int textures,
                                   java.util.function.BiFunction<int[], Integer, Integer> info) {
        int cells = g / sx, rowCount = g / sy;
        int cutRow = rnd.nextInt(3) == 0 ? rnd.nextInt(rowCount) : -1, cutAt = 1 + rnd.nextInt(cells);
        List<int[]> list = new ArrayList<>();       // {bottom row, first vertex in the row sequence, count}
        for (int r = 0; r < rowCount; r++) {
            int n = 2 * (cells + 1);
            if (r == cutRow) {
                list.add(new int[] {r * sy, 0, 2 * cutAt + 1});
                list.add(new int[] {r * sy, 2 * cutAt - 1, n - (2 * cutAt - 1)});
            } else {
                list.add(new int[] {r * sy, 0, n});
            }
        }
        byte[] s = new byte[(list.size() + 1) * 4];
        List<Integer> idx = new ArrayList<>();
        boolean seamDone = false;
        for (int k = 0; k < list.size(); k++) {
            int bottom = list.get(k)[0], first = list.get(k)[1], c = list.get(k)[2];
            int r = 4 * k;
            boolean seam = !seamDone && bottom >= sr;
            if (seam) seamDone = true;
            int mode = k == 0 || seam ? 0 : rnd.nextInt(3);
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
            for (int q = first; q < first + c; q++) {   // row sequence: q even = bottom vertex q/2, odd = top vertex q/2
                int col = (q / 2) * sx, row = q % 2 == 0 ? bottom : bottom + sy;
                idx.add(info.apply(new int[] {col, row}, bottom));
            }
        }
        byte[] ib = new byte[(idx.size() + 3) / 4 * 4];
        for (int j = 0; j < idx.size(); j++) ib[j] = (byte) (int) idx.get(j);
        return new byte[][] {s, ib};
    }

    // ---- serialisation ------------------------------------------------------------------------------

    private static final int STMOD_ON = 0x05000001, STMOD_OFF = 0x05000000, STCYCL_1_2 = 0x01000102, STCYCL_4_4 = 0x01000404;
    private static final int V4_32 = VifOut.V4_32, V4_16 = VifOut.V4_16, V4_8 = VifOut.V4_8, V3_16 = VifOut.V3_16;

    private static byte[] le(short[] s) {
        byte[] b = new byte[s.length * 2];
        for (int i = 0; i < s.length; i++) { b[2 * i] = (byte) s[i]; b[2 * i + 1] = (byte) (s[i] >> 8); }
        return b;
    }

    private static void writePatch(LeBuffer o, int table, int index, PatchModel m, Random rnd, FieldTruth fields, boolean varyRuntime) {
        int nc = m.positions[0].length / 3, n01 = m.positions[1].length / 3, n0 = m.positions[2].length / 3;
        int nvc = m.vertexInfo[0].length / 4, nv01 = m.vertexInfo[1].length / 4, nv0 = m.vertexInfo[2].length / 4;
        int t = m.adgifLo.length;
        int adg = 9, pca = adg + 5 * t, a01 = pca + 2 * nc, a0 = a01 + 2 * n01, posEnd = a0 + 2 * n0;
        int vcA = posEnd + 2, v01A = vcA + nvc, v0A = v01A + nv01;
        int par01A = v0A + nv0, unk01A = par01A + m.parentLod01.length / 4, par0A = unk01A;
        int unk0A = par0A + m.parentLod0.length / 4, idxA = unk0A;
        int maxIdx = Math.max(m.indices[0].length, Math.max(m.indices[1].length, m.indices[2].length)) / 4;
        int stripsA = idxA + maxIdx;
        // the three unknown words between the addresses get values of their own (the LOD-01 and LOD-0 position
        // addresses and the end of the positions, the reader ignores them), so a field read at a neighbour's offset shows
        int[] vu = {nc, nvc, n01, nv01, n0, nv0, pca, vcA, a01, v01A, a0, v0A, posEnd, idxA, par01A, unk01A, par0A, unk0A, stripsA, adg};

        o.pad(0x10);
        int d = o.tell();
        VifOut v = new VifOut(o);
        // LOD 2
        v.begin(0);
        v.strow(vcA, vcA, vcA, vcA);
        v.code(STMOD_ON);
        v.unpack(V4_8, true, idxA, m.indices[2].length / 4, m.indices[2], "indices", "lod2");
        v.code(STMOD_OFF);
        v.unpack(V4_8, false, stripsA, m.strips[2].length / 4, m.strips[2], "strips", "lod2");
        int shared = v.end();
        // common
        v.begin(1);
        byte[] vuBytes = new byte[0x28];
        for (int i = 0; i < 20; i++) { vuBytes[2 * i] = (byte) vu[i]; vuBytes[2 * i + 1] = (byte) (vu[i] >> 8); }
        v.unpack(V4_16, true, 0, 5, vuBytes, "vu_header", "common");
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
        int texPayload = v.unpack(V4_32, false, adg, t * 5, ad, "ad_gifs", "common");
        v.strow(0x45000000, 0x45000000, 0, pca);
        v.code(STMOD_ON);
        v.unpack(V4_16, false, vcA, nvc, le(m.vertexInfo[0]), "vertex_info", "common");
        v.strow(m.base[0], m.base[1], m.base[2], m.base[3]);
        v.code(STCYCL_1_2);
        v.unpack(V3_16, false, pca, nc, le(m.positions[0]), "positions", "common");
        v.code(STCYCL_4_4);
        v.code(STMOD_OFF);
        int lod1 = v.end();
        // LOD 1
        v.begin(2);
        v.unpack(V4_8, false, stripsA, m.strips[1].length / 4, m.strips[1], "strips", "lod1");
        v.strow(vcA, vcA, vcA, vcA);
        v.code(STMOD_ON);
        v.unpack(V4_8, true, idxA, m.indices[1].length / 4, m.indices[1], "indices", "lod1");
        int lod01 = v.end();
        // LOD 01
        v.begin(3);
        if (m.parentLod01.length > 0) v.strow(vcA, vcA, vcA, vcA);
        if (m.parentLod01.length > 0 || nv01 > 0 || n01 > 0 || n0 > 0) v.code(STMOD_ON);
        if (m.parentLod01.length > 0) v.unpack(V4_8, true, par01A, m.parentLod01.length / 4, m.parentLod01, "parent_indices", "lod01");
        if (nv01 > 0) {
            v.strow(0x45000000, 0x45000000, pca, pca);
            v.unpack(V4_16, false, v01A, nv01, le(m.vertexInfo[1]), "vertex_info", "lod01");
        }
        v.strow(m.base[0], m.base[1], m.base[2], m.base[3]);
        v.code(STCYCL_1_2);
        if (n01 > 0) v.unpack(V3_16, false, a01, n01, le(m.positions[1]), "positions", "lod01");
        int lod0 = v.end();
        // LOD 0
        v.begin(4);
        if (n0 > 0) v.unpack(V3_16, false, a0, n0, le(m.positions[2]), "positions", "lod0");
        v.code(STMOD_OFF);
        v.code(STCYCL_4_4);
        v.unpack(V4_8, false, stripsA, m.strips[0].length / 4, m.strips[0], "strips", "lod0");
        v.strow(vcA, vcA, vcA, vcA);
        v.code(STMOD_ON);
        v.unpack(V4_8, true, idxA, m.indices[0].length / 4, m.indices[0], "indices", "lod0");
        if (m.parentLod0.length > 0) v.unpack(V4_8, true, par0A, m.parentLod0.length / 4, m.parentLod0, "parent_indices", "lod0");
        if (nv0 > 0) {
            v.strow(0x45000000, 0x45000000, pca, pca);
            v.unpack(V4_16, false, v0A, nv0, le(m.vertexInfo[2]), "vertex_info", "lod0");
        }
        v.code(STMOD_OFF);
        int end = v.end();
        int rgba = o.tell();
        o.bytes(m.rgba);
        o.pad(0x10);
        int light = o.tell();
        o.u32(m.base[0]); o.u32(m.base[1]); o.u32(m.base[2]); o.u32(m.base[3]);
        o.bytes(m.lights);
        o.pad(0x10);
        int msphere = o.tell();
        // 0..2 mspheres (f32[4] each) before the cube, so msphere_ofs and cube_ofs differ on some patches
        int mspheres = index % 3;
        for (int k = 0; k < mspheres; k++) {
            o.f32(m.base[0] / 1024f); o.f32(m.base[1] / 1024f); o.f32(m.base[2] / 1024f); o.f32(4f + k);
        }
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
            // fields no reader interprets get distinct values (from the patch's counts and index, no draws), so that
            // no two columns are equal or constant over a disc and a field read at the wrong offset shows
            {"lod_2_rgba_count", 0x24, 1, nc}, {"lod_1_rgba_count", 0x25, 1, nc + n01},
            {"lod_0_rgba_count", 0x26, 1, m.rgba.length / 4}, {"base_only", 0x27, 1, n01 + n0 == 0 ? 1 : 0},
            {"texture_count", 0x28, 1, t}, {"rgba_size", 0x29, 1, m.rgba.length / 16},
            {"rgba_verts_loc", 0x2a, 1, (index * 5 + 2) & 0x3f},
            // filled by the game at load (Wrench writes 0): 0 as retail, varied only in discs that test the reader
            {"occl_index_stash", 0x2b, 1, varyRuntime ? (index * 7 + 1) & 0xff : 0}, {"msphere_count", 0x2c, 1, mspheres},
            {"flags", 0x2d, 1, (index / 2) & 3},
            {"msphere_ofs", 0x2e, 2, msphere - d}, {"light_ofs", 0x30, 2, light - d}, {"light_end_ofs", 0x32, 2, msphere - d},
            {"dir_lights_one", 0x34, 1, 0xff}, {"dir_lights_upd", 0x35, 1, varyRuntime ? (index + 1) & 1 : 0}, {"point_lights", 0x36, 2, 0xffff},
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
            TfragStreamTruth.patch(fields, index, m, v);
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
        TfragStreamTruth.declare(f);
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
