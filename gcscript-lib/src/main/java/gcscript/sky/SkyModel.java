package gcscript.sky;

import static gcscript.sky.SkyLayouts.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Hex;
import gcscript.bytes.Problems;
import gcscript.check.Checks;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.texture.Clut;
import gcscript.texture.Texels;
import gcscript.texture.Texture;
import java.util.ArrayList;
import java.util.List;

/**
 * One level's sky (rac2-formats-phase2 §4) read into columns: header, shells, clusters, vertices with their ST,
 * faces, and the sky's own textures (8-bit linear texels, a 256-entry CLUT per texture in CSM1 order, decoded as
 * the level textures are). The reader's index 0 is the sky header and its length the section, so every offset is
 * checked against the section; vertex and face totals may not exceed what the section's bytes can hold.
 */
public final class SkyModel {
    /** The reference's dome bound: positions within 32 units of the centre (O measured ±31). */
    public static final double DOME_LIMIT = 32.0;

    final int level;
    final String file;
    final Rec header;
    final List<Rec> shells = new ArrayList<>();
    final gcscript.table.IntList shellIndex = new gcscript.table.IntList();        // per shell record: its slot
    final List<Rec> clusters = new ArrayList<>();
    final gcscript.table.IntList clusterShell = new gcscript.table.IntList(), clusterIndex = new gcscript.table.IntList();
    final gcscript.table.IntList vShell = new gcscript.table.IntList(), vCluster = new gcscript.table.IntList(), vIndex = new gcscript.table.IntList(), vOffset = new gcscript.table.IntList(), vX = new gcscript.table.IntList(),
            vY = new gcscript.table.IntList(), vZ = new gcscript.table.IntList(), vA = new gcscript.table.IntList(), vS = new gcscript.table.IntList(), vT = new gcscript.table.IntList();
    /** The RGBA reading of the ST bytes, one list per channel (r, g, b, a). */
    final gcscript.table.IntList[] vColour = {new gcscript.table.IntList(), new gcscript.table.IntList(), new gcscript.table.IntList(),
            new gcscript.table.IntList()};
    final gcscript.table.IntList fShell = new gcscript.table.IntList(), fCluster = new gcscript.table.IntList(), fIndex = new gcscript.table.IntList(), fOffset = new gcscript.table.IntList(), fV0 = new gcscript.table.IntList(),
            fV1 = new gcscript.table.IntList(), fV2 = new gcscript.table.IntList(), fTex = new gcscript.table.IntList();
    final List<Rec> textureDefs = new ArrayList<>();
    final List<Texture.Level> textures = new ArrayList<>();   // null where not decodable
    /** The fx list (§4.1), null without one or when it does not fit the sky. */
    RecArray fx;
    /** The sprite buffer's slots (§4.1), empty without one or when it does not fit the sky. */
    RecArray sprites;
    final Checks checks = new Checks();

    private SkyModel(int level, String file, Rec header) {
        this.level = level;
        this.file = file;
        this.header = header;
        checks.declare("sky.shells", "shell_count <= 8; shells[i] != 0 exactly for i < shell_count; offsets inside the sky (§4 check 1)")
              .declare("sky.textures", "texture_defs + 16 texture_count <= texture_data; CLUT and texels inside; power-of-two sizes (§4 check 2)")
              .declare("sky.cluster_layout", "data 16-aligned; vertex_offset < st_offset < tri_offset < data_size; tri_offset + 4 tri_count <= data_size (§4 check 3)")
              .declare("sky.face_indices", "face indices < vertex_count; texture < texture_count or 0xFF (§4 check 3)")
              .declare("sky.untextured_faces", "faces of an untextured shell (flags bit 0) use texture 0xFF (§4 check 4)")
              .declare("sky.fx", "fx_count >= 0; the fx list (fx_count u8 at fx_list) inside the sky; every entry < texture_count (§4.1)")
              .declare("sky.sprites", "maximum_sprite_count >= 0; the sprite buffer (maximum_sprite_count x 0x20 at sprites) 0x40-aligned inside the sky, sprites 0 without one (§4.1)")
              .declare("sky.dome", "positions within 32 units of the centre (§4 check 5: a ±32-unit dome; O: ±31)");
    }

    public static SkyModel empty(int level, String file) { return new SkyModel(level, file, null); }

    public boolean present() { return header != null; }
    public int level() { return level; }
    public int shellCount() { return shells.size(); }
    public int clusterCount() { return clusters.size(); }
    public int vertexCount() { return vX.size(); }
    public int faceCount() { return fTex.size(); }
    public int textureCount() { return textureDefs.size(); }
    /** Decoded sky texture {@code i}, or null if its bytes were outside the sky. */
    public Texture.Level texture(int i) { return textures.get(i); }
    public boolean shellTextured(int shellRecord) { return textured(shells.get(shellRecord).i(FLAGS)); }

    /** Every vertex position in world units (stored s16 / 1024), x, y, z per vertex row. */
    public float[] positions() {
        float[] out = new float[3 * vX.size()];
        for (int i = 0; i < vX.size(); i++) { out[3 * i] = (float) x(i); out[3 * i + 1] = (float) y(i); out[3 * i + 2] = (float) z(i); }
        return out;
    }

    /** Texture coordinates (stored s16 / 4096), s, t per vertex row. */
    public float[] st() {
        float[] out = new float[2 * vS.size()];
        for (int i = 0; i < vS.size(); i++) { out[2 * i] = (float) u(i); out[2 * i + 1] = (float) v(i); }
        return out;
    }

    /** Vertex row {@code i}'s position in world units ({@link SkyLayouts#X_POS}), and its texture coordinates. */
    public double x(int i) { return X_POS.value(vX.get(i)); }
    public double y(int i) { return Y_POS.value(vY.get(i)); }
    public double z(int i) { return Z_POS.value(vZ.get(i)); }
    public double u(int i) { return U.value(vS.get(i)); }
    public double v(int i) { return V.value(vT.get(i)); }
    /** Vertex row {@code i}'s alpha expanded to 0..255 ({@link SkyLayouts#alpha}). */
    public int alphaExpanded(int i) { return SkyLayouts.alpha(vA.get(i)); }

    /** Vertex alpha as stored (s16), per vertex row. */
    public int alpha(int vertexRow) { return vA.get(vertexRow); }

    /**
     * Faces as vertex rows (the stored indices are per cluster; the cluster's first vertex row is added), three per
     * face; all three are {@code -1} for a face with an index at or past its cluster's vertex_count. The previews and
     * the scene export draw from this one mapping.
     */
    public int[] faceRows() {
        int[] first = new int[clusters.size()];
        java.util.Arrays.fill(first, -1);
        for (int i = vX.size() - 1; i >= 0; i--) first[vCluster.get(i)] = i;
        int[] out = new int[3 * fTex.size()];
        for (int f = 0; f < fTex.size(); f++) {
            int c = fCluster.get(f), vc = clusters.get(c).i(VERTEX_COUNT);
            int[] k = {fV0.get(f), fV1.get(f), fV2.get(f)};
            boolean ok = first[c] >= 0 && k[0] < vc && k[1] < vc && k[2] < vc;
            for (int e = 0; e < 3; e++) out[3 * f + e] = ok ? first[c] + k[e] : -1;
        }
        return out;
    }

    /** Face {@code f}'s texture number (0xFF = untextured). */
    public int faceTexture(int f) { return fTex.get(f); }

    /** Reads the sky in {@code r} (index 0 = the sky header, length = the section). */
    public static SkyModel read(ByteReader r, int level, String path, Problems problems) {
        SkyModel m = new SkyModel(level, r.file(), HEADER.read(r, 0, path + ".header"));
        m.walk(r, path, problems);
        return m;
    }

    private void walk(ByteReader r, String path, Problems problems) {
        Rec h = header;
        int len = r.length();
        int shellCount = h.i(SHELL_COUNT), texCount = h.i(TEXTURE_COUNT);
        boolean countOk = shellCount >= 0 && shellCount <= MAX_SHELLS;
        checks.expect("sky.shells", h.pathOf(SHELL_COUNT), h.offsetOf(SHELL_COUNT), countOk, "0..8", Integer.toString(shellCount));
        for (int i = 0; i < MAX_SHELLS; i++) {
            long off = h.i(SHELLS[i]);
            boolean used = i < shellCount;
            boolean ok = used ? off > 0 && off + 0x10 <= len : off == 0;
            checks.expect("sky.shells", h.pathOf(SHELLS[i]), h.offsetOf(SHELLS[i]), ok,
                    used ? "a shell offset inside the sky [0x40, " + Hex.of(len - 0x10) + "]" : "0 (past shell_count " + shellCount + ")", Hex.of(off));
        }
        textures(r, path, problems, texCount);
        fx(r, path, texCount);
        sprites(r, path);
        long vertexBudget = len / 8, faceBudget = len / 4;
        for (int i = 0; i < Math.min(Math.max(shellCount, 0), MAX_SHELLS); i++) {
            long off = h.i(SHELLS[i]);
            if (off <= 0 || off + 0x10 > len) {
                problems.violation(r, level, h.pathOf(SHELLS[i]), SHELLS[i].offset(), "a shell offset inside the sky [0x40, "
                        + Hex.of(len - 0x10) + "]", Hex.of(off));
                continue;
            }
            String sp = path + ".shell[" + i + "]";
            Rec s = SHELL.read(r, off, sp);
            int shellRecord = shells.size();
            shells.add(s);
            shellIndex.add(i);
            boolean untextured = !textured(s.i(FLAGS));
            int n = r.requireArray(sp + ".clusters", off + 0x10, s.i(CLUSTER_COUNT), CLUSTER.size());
            for (int c = 0; c < n; c++) {
                String cp = sp + ".cluster[" + c + "]";
                Rec k = CLUSTER.read(r, off + 0x10L + (long) CLUSTER.size() * c, cp);
                clusters.add(k);
                clusterShell.add(shellRecord);
                clusterIndex.add(c);
                try {
                    long[] used = cluster(r, k, cp, shellRecord, c, untextured, texCount, vertexBudget, faceBudget);
                    vertexBudget -= used[0];
                    faceBudget -= used[1];
                } catch (FormatException e) {
                    problems.caught(e, level);   // strict: thrown; lenient: a problem row, the cluster's header kept, its data not
                }
            }
        }
    }

    private long[] cluster(ByteReader r, Rec k, String cp, int shell, int c, boolean untextured, int texCount,
                           long vertexBudget, long faceBudget) {
        long data = k.i(DATA);
        int vc = k.i(VERTEX_COUNT), tc = k.i(TRI_COUNT), vo = k.i(VERTEX_OFFSET), so = k.i(ST_OFFSET), to = k.i(TRI_OFFSET), ds = k.i(DATA_SIZE);
        boolean layout = data % 16 == 0 && vo < so && so < to && to < ds && to + 4L * tc <= ds;
        checks.expect("sky.cluster_layout", cp, k.offset(), layout,
                "data 16-aligned, vertex_offset < st_offset < tri_offset < data_size, tri_offset + 4 tri_count <= data_size",
                "data " + Hex.of(data) + ", offsets " + vo + " < " + so + " < " + to + " < " + ds + ", tri_count " + tc);
        if (data <= 0 || data + Math.max(0, ds) > r.length()) {
            throw k.error(DATA, "cluster data of " + ds + " bytes inside the sky [0x0, " + Hex.of(r.length()) + ")", Hex.of(data));
        }
        if (vc > vertexBudget || tc > faceBudget) {
            throw k.error(VERTEX_COUNT, "at most " + vertexBudget + " more vertices and " + faceBudget + " more faces (what the sky's bytes hold)",
                    vc + " vertices, " + tc + " faces");
        }
        RecArray verts = VERTEX.view(r, data + vo, vc, cp + ".vertices");
        RecArray sts = ST.view(r, data + so, vc, cp + ".st");
        RecArray rgbas = RGBA.view(r, data + so, vc, cp + ".st");   // the same bytes, the disputed RGBA reading
        RecArray tris = FACE.view(r, data + to, tc, cp + ".faces");
        boolean dome = true;
        String worst = "";
        for (int v = 0; v < vc; v++) {
            int x = verts.i(v, X), y = verts.i(v, Y), z = verts.i(v, Z);
            vShell.add(shell); vCluster.add(clusters.size() - 1); vIndex.add(v); vOffset.add((int) verts.offset(v));
            vX.add(x); vY.add(y); vZ.add(z); vA.add(verts.i(v, ALPHA)); vS.add(sts.i(v, S)); vT.add(sts.i(v, T));
            for (int q = 0; q < 4; q++) vColour[q].add(rgbas.i(v, VERTEX_COLOUR[q]));
            // s16 / 1024 keeps every axis below 32, so the dome bound is on the distance from the centre
            double px = X_POS.value(x), py = Y_POS.value(y), pz = Z_POS.value(z);
            if (dome && Math.sqrt(px * px + py * py + pz * pz) > DOME_LIMIT) {
                dome = false;
                worst = "vertex " + v + " (" + px + ", " + py + ", " + pz + ")";
            }
        }
        checks.expect("sky.dome", cp, k.offset(), dome, "distance from the centre <= " + DOME_LIMIT, dome ? "inside" : worst);
        String badIndex = null, badUntex = null;
        for (int f = 0; f < tc; f++) {
            int v0 = tris.i(f, V0), v1 = tris.i(f, V1), v2 = tris.i(f, V2), t = tris.i(f, TEXTURE);
            fShell.add(shell); fCluster.add(clusters.size() - 1); fIndex.add(f); fOffset.add((int) tris.offset(f));
            fV0.add(v0); fV1.add(v1); fV2.add(v2); fTex.add(t);
            if (badIndex == null && (v0 >= vc || v1 >= vc || v2 >= vc || (texturedFace(t) && t >= texCount))) {
                badIndex = "face " + f + " (" + v0 + ", " + v1 + ", " + v2 + ") texture " + t;
            }
            if (untextured && badUntex == null && texturedFace(t)) badUntex = "face " + f + " texture " + t;
        }
        checks.expect("sky.face_indices", cp, k.offset(), badIndex == null,
                "indices < " + vc + ", texture < " + texCount + " or 0xFF", badIndex == null ? "all valid" : badIndex);
        if (untextured) {
            checks.expect("sky.untextured_faces", cp, k.offset(), badUntex == null, "texture 0xFF on every face", badUntex == null ? "all 0xFF" : badUntex);
        }
        return new long[] {vc, tc};
    }

    /** The fx list (§4.1): u8 indices into the texture defs; checked to lie inside the sky and to name a def. */
    private void fx(ByteReader r, String path, int texCount) {
        Rec h = header;
        long n = h.i(FX_COUNT), at = h.i(FX_LIST);
        boolean inside = n >= 0 && at >= HEADER.size() && at + n <= r.length();
        checks.expect("sky.fx", h.pathOf(FX_COUNT), h.offsetOf(FX_COUNT), inside,
                "fx_count >= 0 and the list inside the sky [0x40, " + Hex.of(r.length()) + ")", "fx_count " + n + " at " + Hex.of(at));
        if (!inside || n == 0) return;
        fx = FX.view(r, at, n, path + ".fx");
        String bad = null;
        for (int i = 0; i < n && bad == null; i++) if (fx.i(i, FX_TEXTURE) >= texCount) bad = "entry " + i + " = " + fx.i(i, FX_TEXTURE);
        checks.expect("sky.fx", fx.path(0), fx.offset(0), bad == null, "every entry < texture_count " + texCount, bad == null ? "all valid" : bad);
    }

    /** fx list entries read (0 without a list). */
    public int fxCount() { return fx == null ? 0 : fx.count(); }

    /** The sprite buffer (§4.1): checked to lie inside the sky, its slots read raw (the content is not published). */
    private void sprites(ByteReader r, String path) {
        Rec h = header;
        long max = h.i(MAXIMUM_SPRITE_COUNT), at = h.i(SPRITES);
        boolean ok = max == 0 ? at == 0 : max > 0 && at >= HEADER.size() && at % SPRITE_ALIGN == 0 && at + SPRITE.size() * max <= r.length();
        checks.expect("sky.sprites", h.pathOf(SPRITES), h.offsetOf(SPRITES), ok,
                max == 0 ? "0 (maximum_sprite_count 0)" : "a 0x40-aligned buffer of " + max + " x 0x20 bytes inside the sky [0x40, " + Hex.of(r.length()) + ")",
                "sprites " + Hex.of(at) + ", maximum_sprite_count " + max);
        if (ok && max > 0) sprites = SPRITE.view(r, at, max, path + ".sprite");
    }

    /** Sprite buffer slots read (0 without a buffer). */
    public int spriteCount() { return sprites == null ? 0 : sprites.count(); }

    private void textures(ByteReader r, String path, Problems problems, int count) {
        Rec h = header;
        long defs = h.i(TEXTURE_DEFS), data = h.i(TEXTURE_DATA);
        boolean defsOk = count >= 0 && defs >= 0x40 && defs + 16L * count <= data && data <= r.length();
        checks.expect("sky.textures", h.pathOf(TEXTURE_DEFS), h.offsetOf(TEXTURE_DEFS), defsOk,
                "texture_defs + 16 x " + count + " <= texture_data <= " + Hex.of(r.length()),
                "texture_defs " + Hex.of(defs) + ", texture_data " + Hex.of(data));
        if (count <= 0) return;
        List<Rec> defList = TEXTURE_DEF.readArray(r, defs, count, path + ".texture");
        for (Rec d : defList) {
            textureDefs.add(d);
            long w = d.i(WIDTH), ht = d.i(HEIGHT);
            long clut = data + d.i(PALETTE_OFFSET), tex = data + d.i(TEXTURE_OFFSET);
            boolean pow2 = w > 0 && ht > 0 && Long.bitCount(w) == 1 && Long.bitCount(ht) == 1;
            boolean inside = w > 0 && ht > 0 && w * ht <= r.length() && r.inRange(clut, Clut.BYTES) && r.inRange(tex, w * ht);
            checks.expect("sky.textures", d.path(), d.offset(), inside && pow2,
                    "power-of-two size; CLUT (1024 bytes) and texels inside the sky", w + " x " + ht + ", CLUT at " + Hex.of(clut)
                            + ", texels at " + Hex.of(tex) + (inside ? "" : " (outside)"));
            if (!inside) {
                problems.violation(r, level, d.pathOf(TEXTURE_OFFSET), d.relativeOffset() + TEXTURE_OFFSET.offset(),
                        "a CLUT and " + w + " x " + ht + " texels inside the sky [0x0, " + Hex.of(r.length()) + ")", Hex.of(tex));
                textures.add(null);
                continue;
            }
            int[] pal = Clut.read(r, d.pathOf(PALETTE_OFFSET), clut);
            int n = (int) (w * ht);
            textures.add(new Texture.Level(0, (int) w, (int) ht, Texels.argbShared(r, d.pathOf(TEXTURE_OFFSET), tex, n, pal)));
        }
    }
}
