package gcscript.sky;

import static gcscript.sky.SkyLayouts.*;

import gcscript.layout.Rec;
import gcscript.table.Cols;
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
            t.i(m.level).s(m.file).i(i).l(s.offset()).i(m.shellIndex.get(i)).rec(s).b((s.i(FLAGS) & 1) == 0).end();
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
        TableBuilder t = new TableBuilder("sky vertices").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .ints("shell", "cluster", "index", "x_raw", "y_raw", "z_raw").doubles("x", "y", "z").ints("alpha_raw", "alpha", "s", "t")
                .doubles("u", "v");
        int n = m.vertexCount();
        for (int i = 0; i < n; i++) {
            int a = m.vA.get(i);
            t.i(m.level).s(m.file).i(i).l(m.vOffset.get(i)).i(m.shellIndex.get(m.vShell.get(i))).i(m.clusterIndex.get(m.vCluster.get(i)))
                    .i(m.vIndex.get(i)).i(m.vX.get(i)).i(m.vY.get(i)).i(m.vZ.get(i))
                    .d(m.vX.get(i) / 1024.0).d(m.vY.get(i) / 1024.0).d(m.vZ.get(i) / 1024.0)
                    .i(a).i(a == 0x80 ? 255 : 2 * a).i(m.vS.get(i)).i(m.vT.get(i)).d(m.vS.get(i) / 4096.0).d(m.vT.get(i) / 4096.0).end();
        }
        return t.build();
    }

    static Table faces(SkyModel m) {
        TableBuilder t = new TableBuilder("sky faces").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .ints("shell", "cluster", "index", "v0", "v1", "v2", "texture").bools("textured");
        for (int i = 0; i < m.faceCount(); i++) {
            t.i(m.level).s(m.file).i(i).l(m.fOffset.get(i)).i(m.shellIndex.get(m.fShell.get(i))).i(m.clusterIndex.get(m.fCluster.get(i)))
                    .i(m.fIndex.get(i)).i(m.fV0.get(i)).i(m.fV1.get(i)).i(m.fV2.get(i)).i(m.fTex.get(i)).b(m.fTex.get(i) != UNTEXTURED).end();
        }
        return t.build();
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
