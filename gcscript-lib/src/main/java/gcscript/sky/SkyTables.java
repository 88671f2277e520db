package gcscript.sky;

import static gcscript.sky.SkyLayouts.*;

import gcscript.layout.Rec;
import gcscript.table.Cols;
import gcscript.table.ColumnTable;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import gcscript.texture.Texture;
import java.security.MessageDigest;
import java.util.HexFormat;
import tech.tablesaw.api.Table;

/** The sky tables: provenance (level, file, record, offset) first, stored fields, then decoded values. */
final class SkyTables {
    private SkyTables() {}

    static Table header(SkyModel m) { return RecTables.header("sky header", m.level, m.header); }

    static Table shells(SkyModel m) {
        TableBuilder t = new TableBuilder("sky shells").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .ints("shell").fields(SHELL).bools("textured");
        for (int i = 0; i < m.shells.size(); i++) {
            Rec s = m.shells.get(i);
            t.i(m.level).s(m.file).i(i).l(s.offset()).i(m.shellIndex.get(i)).rec(s).b(textured(s.i(FLAGS))).end();
        }
        return t.build();
    }

    static Table clusters(SkyModel m) {
        TableBuilder t = new TableBuilder("sky clusters").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .ints("shell", "cluster").fields(CLUSTER);
        for (int i = 0; i < m.clusters.size(); i++) {
            Rec c = m.clusters.get(i);
            t.i(m.level).s(m.file).i(i).l(c.offset()).i(m.shellIndex.get(m.clusterShell.get(i))).i(m.clusterIndex.get(i)).rec(c).end();
        }
        return t.build();
    }

    static Table vertices(SkyModel m) {
        int n = m.vertexCount();
        int[] x = m.vX.toArray(), y = m.vY.toArray(), z = m.vZ.toArray(), a = m.vA.toArray(), sv = m.vS.toArray(), tv = m.vT.toArray();
        int[] shell = new int[n], cluster = new int[n], alpha = new int[n];
        double[] dx = new double[n], dy = new double[n], dz = new double[n], u = new double[n], v = new double[n];
        for (int i = 0; i < n; i++) {
            shell[i] = m.shellIndex.get(m.vShell.get(i));
            cluster[i] = m.clusterIndex.get(m.vCluster.get(i));
            alpha[i] = m.alphaExpanded(i);
            dx[i] = m.x(i); dy[i] = m.y(i); dz[i] = m.z(i);
            u[i] = m.u(i); v[i] = m.v(i);
        }
        return new ColumnTable("sky vertices", n).ints(Cols.LEVEL, m.level).strings(Cols.FILE, m.file).index(Cols.RECORD)
                .longs(Cols.OFFSET, m.vOffset.toArray()).ints("shell", shell).ints("cluster", cluster).ints("index", m.vIndex.toArray())
                .ints("x_raw", x).ints("y_raw", y).ints("z_raw", z).doubles("x", dx).doubles("y", dy).doubles("z", dz)
                .ints("alpha_raw", a).ints("alpha", alpha).ints("s", sv).ints("t", tv).doubles("u", u).doubles("v", v)
                // the same 4 bytes as RGBA (disputed, §4.3): both readings for every vertex, textured shell or not
                .ints(VERTEX_COLOUR[0].name(), m.vColour[0].toArray()).ints(VERTEX_COLOUR[1].name(), m.vColour[1].toArray())
                .ints(VERTEX_COLOUR[2].name(), m.vColour[2].toArray()).ints(VERTEX_COLOUR[3].name(), m.vColour[3].toArray()).build();
    }

    static Table faces(SkyModel m) {
        int n = m.faceCount();
        int[] tex = m.fTex.toArray(), shell = new int[n], cluster = new int[n];
        boolean[] textured = new boolean[n];
        for (int i = 0; i < n; i++) {
            shell[i] = m.shellIndex.get(m.fShell.get(i));
            cluster[i] = m.clusterIndex.get(m.fCluster.get(i));
            textured[i] = texturedFace(tex[i]);
        }
        return new ColumnTable("sky faces", n).ints(Cols.LEVEL, m.level).strings(Cols.FILE, m.file).index(Cols.RECORD)
                .longs(Cols.OFFSET, m.fOffset.toArray()).ints("shell", shell).ints("cluster", cluster).ints("index", m.fIndex.toArray())
                .ints("v0", m.fV0.toArray()).ints("v1", m.fV1.toArray()).ints("v2", m.fV2.toArray()).ints("texture", tex)
                .bools("textured", textured).build();
    }

    static Table textures(SkyModel m) {
        TableBuilder t = new TableBuilder("sky textures").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .fields(TEXTURE_DEF).longs("clut_offset", "texel_offset").bools("decoded").doubles("opaque_fraction")
                .ints("distinct_colours").strings("rgba_sha256");
        long base = m.header == null ? 0 : m.header.i(TEXTURE_DATA);
        long abs0 = m.header == null ? 0 : m.header.offset();
        for (int i = 0; i < m.textureDefs.size(); i++) {
            Rec d = m.textureDefs.get(i);
            Texture.Level l = m.textures.get(i);
            t.i(m.level).s(m.file).i(i).l(d.offset()).rec(d).l(abs0 + base + d.i(PALETTE_OFFSET)).l(abs0 + base + d.i(TEXTURE_OFFSET))
                    .b(l != null).d(l == null ? Double.NaN : opaque(l)).i(l == null ? -1 : distinct(l)).s(l == null ? "" : sha256(l.rgba())).end();
        }
        return t.build();
    }

    /** One row per fx-list entry (§4.1): the texture def it names. */
    static Table fx(SkyModel m) {
        TableBuilder t = new TableBuilder("sky fx").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET).fields(FX);
        for (int i = 0; i < m.fxCount(); i++) t.i(m.level).s(m.file).i(i).l(m.fx.offset(i)).rec(m.fx, i).end();
        return t.build();
    }

    /** One row per slot of the sprite buffer (§4.1): its eight words raw, and its offset from the sky header. */
    static Table sprites(SkyModel m) {
        TableBuilder t = new TableBuilder("sky sprites").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .fields(SPRITE).longs("sky_offset");
        for (int i = 0; i < m.spriteCount(); i++) {
            t.i(m.level).s(m.file).i(i).l(m.sprites.offset(i)).rec(m.sprites, i).l(m.sprites.relativeOffset(i)).end();
        }
        return t.build();
    }

    static Table checks(SkyModel m) { return RecTables.checks("sky checks", m.level, m.file, m.checks.list()); }

    private static double opaque(Texture.Level l) {
        int[] p = l.argb();
        int n = 0;
        for (int c : p) if ((c >>> 24) == 255) n++;
        return p.length == 0 ? 0 : (double) n / p.length;
    }

    private static int distinct(Texture.Level l) {
        return (int) java.util.Arrays.stream(l.argb()).distinct().count();
    }

    static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
