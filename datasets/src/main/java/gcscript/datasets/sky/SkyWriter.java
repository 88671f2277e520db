package gcscript.datasets.sky;

import gcscript.datasets.core.BlockSource;
import gcscript.datasets.core.Sums;
import gcscript.datasets.truth.FieldTruth;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Writes a GC sky from the writer recipe of rac2-formats-phase2 §4 (not from the reader): the 0x40-byte header
 * {colour, clear_screen 0, shell_count, sprite_count 0, maximum_sprite_count, texture_count, fx_count, texture_defs,
 * texture_data = align64(texture_defs + 16 texture_count), fx_list = 0x40, sprites, shells[8]}; in odd-numbered levels
 * the fx list (u8 def indices) at 0x40, else fx_count 0 and texture_defs = fx_list = 0x40; the texture defs
 * {palette_offset, texture_offset, width, height} at align16(0x40 + fx_count) (in most levels the last def repeats an earlier one: two defs, one image,
 * §4.4); at texture_data every 1024-byte CLUT (CSM1 order, PS2 alpha) then every linear 8-bit texel block, each
 * 0x40-aligned; in every other level the sprite buffer (maximum_sprite_count x 0x20 zero bytes, 0x40-aligned,
 * §4.1 writer layout); then the shells, 16-aligned: {cluster_count, flags (bit 0 =
 * untextured)} + 8 bytes of pad, the cluster headers at shell + 0x10, then each cluster's data (16-aligned):
 * vertices {s16 x, y, z, alpha} (position × 1024) at vertex_offset (0, or 16 in odd clusters: the recipe writes 0, the
 * reader must follow the field), align 4, ST {s16 s, t} (× 4096) in a textured shell or RGBA {u8 r, g, b, a} (near
 * white, as retail) in an untextured one, align 4, faces {u8 v0, v1, v2, texture (0xFF untextured)}, align 16.
 *
 * <p>The shells are domes: rings of vertices at fixed elevations around the z axis (Z up), each shell split into
 * clusters by azimuth band (at most 127 vertices each). Shell 0 is untextured (a colour gradient through vertex
 * alpha) or textured at random, and at least one shell of each kind exists. Truth keys (relative to the level):
 * {@code core.sky.shells/.clusters/.vertices/.faces/.textures}, header fields {@code core.sky.header.<field>},
 * {@code core.sky.texture.<i>.rgba_sha256} (intended colours, alpha expanded, row-major R G B A), and the column
 * sums ({@link Sums}) of the shells, clusters, vertices, faces and textures tables, and the
 * per-field truth ({@link FieldTruth}) of every record of every sky table.
 */
public final class SkyWriter implements BlockSource {
    static final String P = "core.sky";

    @Override
    public Map<String, String> absentTruth(Context ctx) {
        Map<String, String> t = new TreeMap<>();
        for (String k : new String[] {"shells", "clusters", "vertices", "faces", "textures", "sprites", "fx"}) t.put(P + "." + k, "0");
        return t;
    }

    @Override
    public Block build(Context ctx, Random rnd, int at) {
        int s = Math.max(1, ctx.scale());
        int shells = 2 + rnd.nextInt(4);
        boolean[] textured = new boolean[shells];
        for (int k = 0; k < shells; k++) textured[k] = rnd.nextInt(3) != 0;
        textured[0] = rnd.nextBoolean();
        textured[shells - 1] = !textured[0];          // both kinds present
        // textures: one or two per textured shell
        int[] firstTex = new int[shells], texPerShell = new int[shells];
        int texCount = 0;
        for (int k = 0; k < shells; k++) {
            if (!textured[k]) continue;
            firstTex[k] = texCount;
            texPerShell[k] = 1 + rnd.nextInt(2);
            texCount += texPerShell[k];
        }
        int[] sizes = s >= 8 ? new int[] {64, 128, 256} : new int[] {16, 32, 64};
        int[] tw = new int[texCount], th = new int[texCount];
        int[][][] clut = new int[texCount][256][];
        byte[][] texels = new byte[texCount][];
        for (int t = 0; t < texCount; t++) {
            tw[t] = sizes[rnd.nextInt(sizes.length)];
            th[t] = Math.max(8, tw[t] >> rnd.nextInt(2));
            int hue = rnd.nextInt(256);
            for (int i = 0; i < 256; i++) {
                int a = i < 16 ? 0x80 * i / 16 : 0x80;           // a few translucent entries
                clut[t][i] = new int[] {(hue + i) & 0xff, (i * 3) & 0xff, 255 - i, a};
            }
            byte[] px = new byte[tw[t] * th[t]];
            int salt = rnd.nextInt(64), mode = rnd.nextInt(2);
            for (int y = 0; y < th[t]; y++) {
                for (int x = 0; x < tw[t]; x++) {
                    int v = mode == 0 ? (int) (128 + 100 * Math.sin(x * 0.2 + salt) * Math.cos(y * 0.3)) : ((x / 4) ^ (y / 4)) * 8 + salt;
                    px[y * tw[t] + x] = (byte) v;
                }
            }
            texels[t] = px;
        }

        // two defs naming one image (§4.4: "several defs may point at one texture"; W expects the duplicates at indices
        // >= fx_count): in most levels the last def repeats an earlier one's palette, texels and size
        int twinOf = texCount > 0 && ctx.fileNumber() % 3 != 2 ? rnd.nextInt(texCount) : -1;
        int defCount = texCount + (twinOf >= 0 ? 1 : 0);
        // the runtime sprite buffer (§4.1: maximum_sprite_count x 0x20 bytes at sprites, W writes zeros; retail level 2
        // has one) in every other level
        int maxSprites = ctx.fileNumber() % 2 == 0 ? 3 + rnd.nextInt(30) : 0;
        // the fx list (§4.1: u8[fx_count] at fx_list, indices into the texture defs) in the other levels: distinct
        // real textures, in a drawn order (W expects a def's duplicates only at indices >= fx_count)
        int fxCount = ctx.fileNumber() % 2 == 1 && texCount > 0 ? 1 + rnd.nextInt(Math.min(texCount, 4)) : 0;
        java.util.List<Integer> fxOrder = new java.util.ArrayList<>();
        for (int t = 0; t < texCount; t++) fxOrder.add(t);
        java.util.Collections.shuffle(fxOrder, rnd);

        gcscript.datasets.LeImage out = new gcscript.datasets.LeImage();
        Sums sums = new Sums(P);
        for (String tb : new String[] {"shells", "clusters", "vertices", "faces", "textures"}) sums.table(tb);
        // writer layout: header, fx list (16-aligned), texture defs (16-aligned); with no fx both offsets are 0x40
        int fxList = 0x40, texDefs = gcscript.datasets.LeImage.align(fxList + fxCount, 16);
        int texData = gcscript.datasets.LeImage.align(texDefs + 16 * defCount, 0x40);
        int rel = 0;
        int[] palRel = new int[texCount], texRel = new int[texCount];
        for (int t = 0; t < texCount; t++) { palRel[t] = rel; rel = gcscript.datasets.LeImage.align(rel + 1024, 0x40); }
        for (int t = 0; t < texCount; t++) { texRel[t] = rel; rel = gcscript.datasets.LeImage.align(rel + texels[t].length, 0x40); }
        Map<String, String> truth = new TreeMap<>();
        FieldTruth fields = declare(new FieldTruth());
        for (int def = 0; def < defCount; def++) {
            int t = def < texCount ? def : twinOf;
            int d = texDefs + 16 * def;
            out.u32(d, palRel[t]); out.u32(d + 4, texRel[t]); out.u32(d + 8, tw[t]); out.u32(d + 12, th[t]);
            sums.row("textures", "palette_offset", palRel[t], "texture_offset", texRel[t], "width", tw[t], "height", th[t]);
            for (int j = 0; j < 256; j++) {
                int[] c = clut[t][csm1(j)];                      // stored slot j holds logical colour csm1(j)
                for (int q = 0; q < 4; q++) out.u8(texData + palRel[t] + 4 * j + q, c[q]);
            }
            out.put(texData + texRel[t], texels[t]);
            byte[] rgba = new byte[texels[t].length * 4];
            for (int i = 0; i < texels[t].length; i++) {
                int[] c = clut[t][texels[t][i] & 0xff];
                rgba[4 * i] = (byte) c[0]; rgba[4 * i + 1] = (byte) c[1]; rgba[4 * i + 2] = (byte) c[2];
                rgba[4 * i + 3] = (byte) (c[3] >= 0x80 ? 255 : 2 * c[3]);
            }
            truth.put(P + ".texture." + def + ".rgba_sha256", sha256(rgba));
            fields.row("sky_textures", Integer.toString(def), palRel[t], texRel[t], tw[t], th[t], opaque(rgba), distinct(rgba), sha256(rgba));
        }
        int pos = gcscript.datasets.LeImage.align(texData + rel, 16);
        if (texCount == 0) pos = gcscript.datasets.LeImage.align(0x40, 16);
        int sprites = 0;
        if (maxSprites > 0) {
            // writer layout: after the texture data, 0x40-aligned, before the shells; zeros (content unknown)
            sprites = gcscript.datasets.LeImage.align(pos, 0x40);
            // declared only where a buffer is written: a level without one lists no sprite table
            fields.table("sky_sprites", "word_0", "word_1", "word_2", "word_3", "word_4", "word_5", "word_6", "word_7", "sky_offset");
            out.extendTo(sprites + 0x20 * maxSprites);
            for (int k = 0; k < maxSprites; k++) fields.row("sky_sprites", Integer.toString(k), 0, 0, 0, 0, 0, 0, 0, 0, sprites + 0x20 * k);
            pos = sprites + 0x20 * maxSprites;
        }

        int[] colour = {40 + rnd.nextInt(80), 60 + rnd.nextInt(100), 120 + rnd.nextInt(135), 0x80};
        for (int q = 0; q < 4; q++) out.u8(q, colour[q]);
        out.u16(0x06, shells);
        out.u16(0x0a, maxSprites);         // sprite_count stays 0: W's writer never sets it
        out.u16(0x0c, defCount);
        out.u32(0x1c, sprites);
        out.u32(0x10, texDefs);
        out.u32(0x14, texData);
        out.u16(0x0e, fxCount);
        out.u32(0x18, fxList);             // with fx_count 0 an empty list at the defs (both 0x40)
        if (fxCount > 0) fields.table("sky_fx", "texture");   // declared only where a list is written
        for (int i = 0; i < fxCount; i++) {
            out.u8(fxList + i, fxOrder.get(i));
            fields.row("sky_fx", Integer.toString(i), fxOrder.get(i));
        }
        int clusters = 0, vertices = 0, faces = 0;
        int[] shellOffsets = new int[shells];
        for (int k = 0; k < shells; k++) {
            pos = gcscript.datasets.LeImage.align(pos, 16);
            int shellAt = pos;
            shellOffsets[k] = shellAt;
            out.u32(0x20 + 4 * k, shellAt);
            double radius = 31 - 2.5 * k - rnd.nextDouble();
            int rings = 4 + rnd.nextInt(3) + Math.min(8, s / 8);
            int segments = 4 * (3 + rnd.nextInt(3) + Math.min(8, s / 8));
            double elLo = k == 0 ? -12 : 5 + 5 * rnd.nextInt(3), elHi = k == 0 ? 82 : elLo + 25 + rnd.nextInt(30);
            // clusters by azimuth band: at most 127 vertices each (u8 indices), at least two per shell
            int band = Math.max(1, Math.min(segments / (2 + rnd.nextInt(2)), 126 / rings - 1));
            while (segments % band != 0) band--;
            int nClusters = segments / band;
            out.u32(shellAt, nClusters);
            out.u32(shellAt + 4, textured[k] ? 0 : 1);
            sums.row("shells", "cluster_count", nClusters, "flags", textured[k] ? 0 : 1);
            fields.row("sky_shells", Integer.toString(k), nClusters, textured[k] ? 0 : 1, textured[k]);
            int headers = shellAt + 0x10;
            int data = gcscript.datasets.LeImage.align(headers + 0x20 * nClusters, 16);
            for (int c = 0; c < nClusters; c++) {
                int vc = rings * (band + 1), tc = 2 * (rings - 1) * band;
                // odd clusters keep 16 bytes before their vertices (a legal layout the reader must follow via vertex_offset)
                int vOff = 16 * (c % 2);
                int stOff = gcscript.datasets.LeImage.align(vOff + 8 * vc, 4), triOff = gcscript.datasets.LeImage.align(stOff + 4 * vc, 4), size = gcscript.datasets.LeImage.align(triOff + 4 * tc, 16);
                double cx = 0, cy = 0, cz = 0;
                double[][] p = new double[vc][];
                for (int r = 0; r < rings; r++) {
                    double el = Math.toRadians(elLo + (elHi - elLo) * r / (rings - 1));
                    for (int a = 0; a <= band; a++) {
                        int seg = c * band + a;
                        double az = 2 * Math.PI * seg / segments;
                        int v = r * (band + 1) + a;
                        // each axis its own scale and offset (within the 32-unit dome), so no two columns agree
                        int x = (int) Math.round((radius * Math.cos(el) * Math.cos(az) + X_SHIFT) * 1024);
                        int y = (int) Math.round((Y_SCALE * radius * Math.cos(el) * Math.sin(az) + Y_SHIFT) * 1024);
                        int z = (int) Math.round((Z_SCALE * radius * Math.sin(el) + Z_SHIFT) * 1024);
                        int alpha = textured[k] ? (r == 0 ? 0x40 : 0x80) : 0x80 - 0x60 * r / (rings - 1);
                        // the 4 bytes after the vertices: ST (s16 s, t) in a textured shell; in an untextured one an
                        // RGBA colour (u8 r, g, b, a), as retail holds there (a retail parse saw white: near-white
                        // tints by ring and band, so the colour columns vary). Both readings are the truth of both.
                        int[] rgba = textured[k] ? null : untexturedColour(r, c);
                        int sv = textured[k] ? (int) Math.round(4096.0 * 2 * seg / segments) : (short) (rgba[0] | rgba[1] << 8);
                        int tv = textured[k] ? (int) Math.round(4096.0 * r / (rings - 1)) : (short) (rgba[2] | rgba[3] << 8);
                        int[] colourBytes = {sv & 0xff, (sv >> 8) & 0xff, tv & 0xff, (tv >> 8) & 0xff};
                        int va = data + vOff + 8 * v;
                        out.u16(va, x); out.u16(va + 2, y); out.u16(va + 4, z); out.u16(va + 6, alpha);
                        for (int q = 0; q < 4; q++) out.u8(data + stOff + 4 * v + q, colourBytes[q]);
                        sums.row("vertices", "x_raw", x, "y_raw", y, "z_raw", z, "alpha_raw", alpha,
                                "alpha", alpha == 0x80 ? 255 : 2 * alpha, "s", sv, "t", tv, "index", v, "cluster", c, "shell", k);
                        fields.row("sky_vertices", k + "." + c + "." + v, x, y, z, x / 1024.0, y / 1024.0, z / 1024.0, alpha,
                                alpha == 0x80 ? 255 : 2 * alpha, sv, tv, sv / 4096.0, tv / 4096.0,
                                colourBytes[0], colourBytes[1], colourBytes[2], colourBytes[3]);
                        p[v] = new double[] {x / 1024.0, y / 1024.0, z / 1024.0};
                        cx += p[v][0]; cy += p[v][1]; cz += p[v][2];
                    }
                }
                cx /= vc; cy /= vc; cz /= vc;
                double br = 0;
                for (double[] q : p) br = Math.max(br, Math.sqrt((q[0] - cx) * (q[0] - cx) + (q[1] - cy) * (q[1] - cy) + (q[2] - cz) * (q[2] - cz)));
                int f = 0;
                for (int r = 0; r + 1 < rings; r++) {
                    for (int a = 0; a < band; a++) {
                        int v00 = r * (band + 1) + a, v01 = v00 + 1, v10 = v00 + band + 1, v11 = v10 + 1;
                        int tex = textured[k] ? firstTex[k] + ((c + r) % texPerShell[k]) : 0xFF;
                        if (tex == twinOf && c % 2 == 1) tex = texCount;      // odd clusters draw with the twin def
                        for (int[] tri : new int[][] {{v00, v01, v11}, {v00, v11, v10}}) {
                            int fa = data + triOff + 4 * f;
                            out.u8(fa, tri[0]); out.u8(fa + 1, tri[1]); out.u8(fa + 2, tri[2]); out.u8(fa + 3, tex);
                            sums.row("faces", "v0", tri[0], "v1", tri[1], "v2", tri[2], "texture", tex, "index", f, "cluster", c, "shell", k);
                            fields.row("sky_faces", k + "." + c + "." + f, tri[0], tri[1], tri[2], tex, tex != 0xFF);
                            f++;
                        }
                    }
                }
                int h = headers + 0x20 * c;
                float[] bs = {(float) cx, (float) cy, (float) cz, (float) br};
                for (int q = 0; q < 4; q++) out.f32(h + 4 * q, bs[q]);
                out.u32(h + 0x10, data);
                out.u16(h + 0x14, vc); out.u16(h + 0x16, tc); out.u16(h + 0x18, vOff); out.u16(h + 0x1a, stOff);
                out.u16(h + 0x1c, triOff); out.u16(h + 0x1e, size);
                fields.row("sky_clusters", k + "." + c, bs[0], bs[1], bs[2], bs[3], data, vc, tc, vOff, stOff, triOff, size);
                sums.row("clusters", "data", data, "vertex_count", vc, "tri_count", tc, "vertex_offset", vOff, "st_offset", stOff,
                        "tri_offset", triOff, "data_size", size, "bsphere_x_milli", Math.round(bs[0] * 1000.0),
                        "bsphere_y_milli", Math.round(bs[1] * 1000.0), "bsphere_z_milli", Math.round(bs[2] * 1000.0),
                        "bsphere_w_milli", Math.round(bs[3] * 1000.0), "cluster", c, "shell", k);
                data += size;
                out.extendTo(data);
                clusters++;
                vertices += vc;
                faces += tc;
            }
            pos = data;
        }
        byte[] bytes = out.toArray();
        StringBuilder offsets = new StringBuilder(), head = new StringBuilder();
        for (int k = 0; k < shells; k++) offsets.append(k == 0 ? "" : ",").append(shellOffsets[k]);
        for (int i = 0; i < 0x40; i++) head.append(String.format("%02x", bytes[i] & 0xff));
        truth.put(P + ".shell_offsets", offsets.toString());
        truth.put(P + ".head_hex", head.toString());
        truth.put(P + ".header.clear_screen", "0");
        truth.put(P + ".header.sprite_count", "0");
        truth.put(P + ".header.maximum_sprite_count", Integer.toString(maxSprites));
        truth.put(P + ".header.sprites", Integer.toString(sprites));
        truth.put(P + ".sprites", Integer.toString(maxSprites));
        truth.put(P + ".header.fx_count", Integer.toString(fxCount));
        truth.put(P + ".fx", Integer.toString(fxCount));
        truth.put(P + ".shells", Integer.toString(shells));
        truth.put(P + ".clusters", Integer.toString(clusters));
        truth.put(P + ".vertices", Integer.toString(vertices));
        truth.put(P + ".faces", Integer.toString(faces));
        truth.put(P + ".textures", Integer.toString(defCount));
        truth.put(P + ".size", Integer.toString(bytes.length));
        truth.put(P + ".header.shell_count", Integer.toString(shells));
        truth.put(P + ".header.texture_count", Integer.toString(defCount));
        truth.put(P + ".header.texture_defs", Integer.toString(texDefs));
        truth.put(P + ".header.texture_data", Integer.toString(texData));
        truth.put(P + ".header.fx_list", Integer.toString(fxList));
        truth.put(P + ".header.colour", colour[0] + "," + colour[1] + "," + colour[2] + "," + colour[3]);
        sums.into(truth);
        long[] values = {colour[0], colour[1], colour[2], colour[3], 0, shells, 0, maxSprites, defCount, fxCount, texDefs, texData, fxList, sprites};
        for (int i = 0; i < HEADER_FIELDS.length; i++) fields.row("sky_header", HEADER_FIELDS[i], values[i]);
        for (int k = 0; k < 8; k++) fields.row("sky_header", "shells_" + k, k < shells ? shellOffsets[k] : 0);
        truth.putAll(fields.asMap());
        return new Block(bytes, truth);
    }

    /** Axis shapes of the domes: x as is, y squashed, z lowered, each moved by its own amount (units). */
    static final double X_SHIFT = 0.75, Y_SCALE = 0.85, Y_SHIFT = -0.4, Z_SCALE = 0.9, Z_SHIFT = 0.3;

    /** The header's fields before shells[8], in stored order (rac2-formats-phase2 §4.1). */
    static final String[] HEADER_FIELDS = {"colour_r", "colour_g", "colour_b", "colour_a", "clear_screen", "shell_count",
            "sprite_count", "maximum_sprite_count", "texture_count", "fx_count", "texture_defs", "texture_data", "fx_list", "sprites"};

    /** The per-field truth tables: every stored field, and each value decoded from one field. */
    private static FieldTruth declare(FieldTruth f) {
        return f.table("sky_header", "value")
                .table("sky_shells", "cluster_count", "flags", "textured")
                .table("sky_clusters", "bsphere_x", "bsphere_y", "bsphere_z", "bsphere_w", "data", "vertex_count", "tri_count",
                        "vertex_offset", "st_offset", "tri_offset", "data_size")
                .table("sky_vertices", "x_raw", "y_raw", "z_raw", "x", "y", "z", "alpha_raw", "alpha", "s", "t", "u", "v",
                        "colour_r", "colour_g", "colour_b", "colour_a")
                .table("sky_faces", "v0", "v1", "v2", "texture", "textured")
                .table("sky_textures", "palette_offset", "texture_offset", "width", "height", "opaque_fraction",
                        "distinct_colours", "rgba_sha256");
    }

    /** Share of texels whose expanded alpha is 255 (RGBA bytes). */
    /** An untextured shell's vertex colour (u8 r, g, b, a = 0x80 opaque): white, tinted a little by ring and band. */
    static int[] untexturedColour(int ring, int cluster) {
        return new int[] {255 - 10 * (ring % 4), 255 - 6 * ((ring + cluster) % 3), 255 - 4 * (cluster % 2), 0x80};
    }

    static double opaque(byte[] rgba) {
        int n = 0;
        for (int i = 3; i < rgba.length; i += 4) if ((rgba[i] & 0xff) == 255) n++;
        return rgba.length == 0 ? 0 : (double) n / (rgba.length / 4);
    }

    /** Distinct RGBA colours among the texels. */
    static int distinct(byte[] rgba) {
        java.util.Set<Integer> s = new java.util.HashSet<>();
        for (int i = 0; i < rgba.length; i += 4) {
            s.add((rgba[i] & 0xff) << 24 | (rgba[i + 1] & 0xff) << 16 | (rgba[i + 2] & 0xff) << 8 | (rgba[i + 3] & 0xff));
        }
        return s.size();
    }

    /** CSM1 stores CLUT entries with index bits 3 and 4 exchanged (rac2-formats §7.2). */
    static int csm1(int i) { return (i & ~0x18) | ((i & 0x08) << 1) | ((i & 0x10) >> 1); }

    static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
