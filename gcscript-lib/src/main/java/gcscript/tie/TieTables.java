package gcscript.tie;

import static gcscript.tie.TieLayouts.*;

import gcscript.classtable.ClassKind;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.names.ClassNames;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/** The tie tables, one function per table over a level's {@link TieModel}. Provenance columns first. */
final class TieTables {
    private TieTables() {}

    static final String[] KIND = {"dinky", "fat"};

    static Table classes(TieModel m) {
        TableBuilder t = new TableBuilder("tie classes").ints("level").strings("file").ints("class", "o_class").longs("offset", "end_offset")
                .fields(HEADER);
        for (TieClass k : m.classes()) {
            t.i(m.level()).s(m.file()).i(k.index()).i(k.entry().oClass()).l(k.start()).l(k.end()).rec(k.header()).end();
        }
        return ClassNames.withNames(t.build(), ClassKind.TIE);
    }

    /** One row per vert_normals record (§2.1, N): s16 x, y, z, w as stored (no decode is published). */
    static Table vertNormals(TieModel m) {
        TableBuilder t = new TableBuilder("tie vert normals").ints("level").strings("file").ints("class", "index").longs("offset")
                .fields(VERT_NORMAL);
        for (TieClass k : m.classes()) {
            RecArray r = k.normals();
            for (int i = 0; i < r.count(); i++) t.i(m.level()).s(m.file()).i(k.index()).i(i).l(r.offset(i)).rec(r, i).end();
        }
        return t.build();
    }

    static Table packets(TieModel m) {
        TableBuilder t = new TableBuilder("tie packets").ints("level").strings("file").ints("class", "lod", "packet").longs("offset")
                .fields(PACKET).longs("body_offset").fields(BODY).ints("dinky_count", "fat_count", "triangle_count")
                .longs("control_offset").strings("control_bytes").bools("walk_ok");
        for (TieClass k : m.classes()) {
            for (TiePacket p : k.packets()) {
                t.i(m.level()).s(m.file()).i(k.index()).i(p.lod()).i(p.index()).l(p.header().offset()).rec(p.header())
                        .l(p.bodyStart()).rec(p.body()).i(p.dinkyCount()).i(p.fatCount()).i(p.triangleCount())
                        .l(p.controlStart()).s(java.util.HexFormat.of().formatHex(p.control())).b(p.walkError() == null).end();
            }
        }
        return t.build();
    }

    static Table strips(TieModel m) {
        TableBuilder t = new TableBuilder("tie strips").ints("level").strings("file").ints("class", "lod", "packet", "strip")
                .longs("offset").fields(STRIP).ints("walked_vertices", "winding", "texture_slot", "texture");
        for (TieClass k : m.classes()) {
            for (TiePacket p : k.packets()) {
                for (int s = 0; s < p.strips().size(); s++) {
                    Rec r = p.strips().get(s);
                    t.i(m.level()).s(m.file()).i(k.index()).i(p.lod()).i(p.index()).i(s).l(r.offset()).rec(r)
                            .i(p.stripWalked()[s]).i(r.i(WINDING_BYTE1)).i(p.stripSlot()[s]).i(k.texture(p.stripSlot()[s])).end();
                }
            }
        }
        return t.build();
    }

    static Table vertices(TieModel m) {
        TableBuilder t = new TableBuilder("tie vertices").ints("level").strings("file").ints("class", "lod", "packet", "record")
                .longs("offset").strings("kind")
                .ints("morph_x_raw", "morph_y_raw", "morph_z_raw", "x_raw", "y_raw", "z_raw", "gs_addr", "gs_addr_2", "pad", "s", "t", "q")
                .doubles("x", "y", "z", "morph_x", "morph_y", "morph_z", "u", "v");
        for (TieClass k : m.classes()) {
            double f = k.scale();
            for (TiePacket p : k.packets()) {
                RecArray d = p.dinky(), fa = p.fat();
                for (int i = 0; i < d.count(); i++) {
                    t.i(m.level()).s(m.file()).i(k.index()).i(p.lod()).i(p.index()).i(i).l(d.offset(i)).s(KIND[0])
                            .i(0).i(0).i(0).i(d.i(i, D_X)).i(d.i(i, D_Y)).i(d.i(i, D_Z)).i(d.i(i, D_GS)).i(d.i(i, D_GS2)).i(0)
                            .i(d.i(i, D_S)).i(d.i(i, D_T)).i(d.i(i, D_Q))
                            .d(D_POS[0].value(d, i, f)).d(D_POS[1].value(d, i, f)).d(D_POS[2].value(d, i, f)).d(0).d(0).d(0)
                            .d(D_U.value(d, i)).d(D_V.value(d, i)).end();
                }
                for (int i = 0; i < fa.count(); i++) {
                    t.i(m.level()).s(m.file()).i(k.index()).i(p.lod()).i(p.index()).i(d.count() + i).l(fa.offset(i)).s(KIND[1])
                            .i(fa.i(i, F_MX)).i(fa.i(i, F_MY)).i(fa.i(i, F_MZ)).i(fa.i(i, F_X)).i(fa.i(i, F_Y)).i(fa.i(i, F_Z))
                            .i(fa.i(i, F_GS)).i(fa.i(i, F_GS2)).i(fa.i(i, F_PAD)).i(fa.i(i, F_S)).i(fa.i(i, F_T)).i(fa.i(i, F_Q))
                            .d(F_POS[0].value(fa, i, f)).d(F_POS[1].value(fa, i, f)).d(F_POS[2].value(fa, i, f))
                            .d(F_MORPH[0].value(fa, i, f)).d(F_MORPH[1].value(fa, i, f)).d(F_MORPH[2].value(fa, i, f))
                            .d(F_U.value(fa, i)).d(F_V.value(fa, i)).end();
                }
            }
        }
        return t.build();
    }

    static Table triangles(TieModel m) {
        TableBuilder t = new TableBuilder("tie triangles").ints("level").strings("file")
                .ints("class", "lod", "packet", "tri", "strip", "v0", "v1", "v2", "texture_slot", "texture");
        for (TieClass k : m.classes()) {
            for (TiePacket p : k.packets()) {
                int[] tr = p.tris();
                for (int i = 0; i < p.triangleCount(); i++) {
                    int slot = p.triSlot()[i];
                    t.i(m.level()).s(m.file()).i(k.index()).i(p.lod()).i(p.index()).i(i).i(p.triStrip()[i])
                            .i(tr[3 * i]).i(tr[3 * i + 1]).i(tr[3 * i + 2]).i(slot).i(k.texture(slot)).end();
                }
            }
        }
        return t.build();
    }

    static Table adgifs(TieModel m) {
        TableBuilder t = new TableBuilder("tie adgifs").ints("level").strings("file").ints("class", "slot").longs("offset")
                .fields(ADGIF).ints("texture", "k_raw").doubles("k").ints("mmin", "clamp_s", "clamp_t");
        for (TieClass k : m.classes()) {
            for (int s = 0; s < k.adgifs().size(); s++) {
                Rec r = k.adgifs().get(s);
                t.i(m.level()).s(m.file()).i(k.index()).i(s).l(r.offset()).rec(r).i(k.texture(s)).i(TEX1.kRaw(r)).d(TEX1.k(r))
                        .i(TEX1.mmin(r)).i(CLAMP.wrapS(r)).i(CLAMP.wrapT(r)).end();
            }
        }
        return t.build();
    }

    static Table checks(TieModel m) {
        return RecTables.checks("tie checks", m.level(), m.file(), TieChecks.of(m).list());
    }

    static Table checkSummary(TieModel m) {
        return RecTables.summary("tie check summary", m.level(), TieChecks.of(m).summary());
    }

}
