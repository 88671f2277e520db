package gcscript.shrub;

import static gcscript.shrub.ShrubLayouts.*;

import gcscript.classtable.ShrubBillboardInfo;
import gcscript.classtable.ClassKind;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.names.ClassNames;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/** The shrub tables, one function per table over a level's {@link ShrubModel}. Provenance columns first. */
final class ShrubTables {
    private ShrubTables() {}

    static Table classes(ShrubModel m) {
        TableBuilder t = new TableBuilder("shrub classes").ints("level").strings("file").ints("class", "o_class").longs("offset", "end_offset")
                .fields(HEADER).ints("stored_packets", "vertex_count", "triangle_count").bools("has_billboard");
        for (ShrubClass k : m.classes()) {
            int v = 0, tr = 0;
            for (ShrubPacket p : k.packets()) { v += p.vertexCount(); tr += p.triangleCount(); }
            t.i(m.level()).s(m.file()).i(k.index()).i(k.entry().oClass()).l(k.start()).l(k.end()).rec(k.header())
                    .i(k.packets().size()).i(v).i(tr).b(k.billboard() != null).end();
        }
        return ClassNames.withNames(t.build(), ClassKind.SHRUB);
    }

    static Table packets(ShrubModel m) {
        TableBuilder t = new TableBuilder("shrub packets").ints("level").strings("file").ints("class", "packet").longs("offset")
                .fields(ENTRY).fields(PACKET).ints("unpack_count", "walked_vertices", "padding_vertices", "triangle_count")
                .bools("walk_ok").strings("error");
        for (ShrubClass k : m.classes()) {
            for (ShrubPacket p : k.packets()) {
                t.i(m.level()).s(m.file()).i(k.index()).i(p.index()).l(p.start()).rec(p.entry());
                if (p.header() != null) t.rec(p.header());
                else t.i(0).i(0).i(0).i(0);
                int stored = p.storedVertices();
                t.i(p.unpacks().size()).i(p.walkedVertices()).i(stored - Math.min(stored, p.walkedVertices())).i(p.triangleCount())
                        .b(p.vifError() == null && p.walkError() == null)
                        .s(p.vifError() != null ? p.vifError() : p.walkError() != null ? p.walkError() : "").end();
            }
        }
        return t.build();
    }

    static Table vertices(ShrubModel m) {
        TableBuilder t = new TableBuilder("shrub vertices").ints("level").strings("file").ints("class", "packet", "record")
                .longs("offset", "part2_offset").ints("x_raw", "y_raw", "z_raw", "gs_offset", "s", "t", "h", "n_and_stop",
                        "normal_index").bools("stop", "padding").doubles("x", "y", "z", "u", "v");
        for (ShrubClass k : m.classes()) {
            double f = k.scale();
            for (ShrubPacket p : k.packets()) {
                RecArray a = p.part1(), b = p.part2();
                for (int i = 0; i < p.storedVertices(); i++) {
                    t.i(m.level()).s(m.file()).i(k.index()).i(p.index()).i(i).l(a.offset(i)).l(b.offset(i))
                            .i(a.i(i, X)).i(a.i(i, Y)).i(a.i(i, Z)).i(a.i(i, GS)).i(b.i(i, S)).i(b.i(i, T)).i(b.i(i, H))
                            .i(b.i(i, N_AND_STOP)).i(b.i(i, NORMAL_INDEX)).b(b.i(i, STOP) != 0).b(p.padding(i))
                            .d(POS[0].value(a, i, f)).d(POS[1].value(a, i, f)).d(POS[2].value(a, i, f)).d(U.value(b, i)).d(V.value(b, i)).end();
                }
            }
        }
        return t.build();
    }

    static Table triangles(ShrubModel m) {
        TableBuilder t = new TableBuilder("shrub triangles").ints("level").strings("file")
                .ints("class", "packet", "tri", "primitive", "prim_type", "v0", "v1", "v2", "texture_slot", "texture");
        for (ShrubClass k : m.classes()) {
            for (ShrubPacket p : k.packets()) {
                int[] tr = p.tris();
                for (int i = 0; i < p.triangleCount(); i++) {
                    int prim = p.triPrim()[i], slot = p.triSlot()[i];
                    t.i(m.level()).s(m.file()).i(k.index()).i(p.index()).i(i).i(prim).i(p.tags().get(prim).i(PRIM_TYPE))
                            .i(tr[3 * i]).i(tr[3 * i + 1]).i(tr[3 * i + 2]).i(slot).i(k.texture(slot)).end();
                }
            }
        }
        return t.build();
    }

    static Table gifTags(ShrubModel m) {
        TableBuilder t = new TableBuilder("shrub gif tags").ints("level").strings("file").ints("class", "packet", "tag").longs("offset")
                .fields(GIF_TAG).ints("walked_vertices", "texture_slot", "texture");
        for (ShrubClass k : m.classes()) {
            for (ShrubPacket p : k.packets()) {
                for (int i = 0; i < p.tags().size(); i++) {
                    Rec r = p.tags().get(i);
                    t.i(m.level()).s(m.file()).i(k.index()).i(p.index()).i(i).l(r.offset()).rec(r)
                            .i(p.primWalked()[i]).i(p.primSlot()[i]).i(k.texture(p.primSlot()[i])).end();
                }
            }
        }
        return t.build();
    }

    static Table primitives(ShrubModel m) {
        TableBuilder t = new TableBuilder("shrub primitives").ints("level").strings("file").ints("class", "packet", "primitive")
                .longs("offset").fields(PRIMITIVE).ints("texture_slot", "texture", "k_raw").doubles("k").ints("mmin", "clamp_s", "clamp_t");
        for (ShrubClass k : m.classes()) {
            for (ShrubPacket p : k.packets()) {
                for (int i = 0; i < p.prims().size(); i++) {
                    Rec r = p.prims().get(i);
                    int slot = TEX0.slot(r);
                    t.i(m.level()).s(m.file()).i(k.index()).i(p.index()).i(i).l(r.offset()).rec(r).i(slot).i(k.texture(slot))
                            .i(TEX1.kRaw(r)).d(TEX1.k(r)).i(TEX1.mmin(r)).i(CLAMP.wrapS(r)).i(CLAMP.wrapT(r)).end();
                }
            }
        }
        return t.build();
    }

    static Table normals(ShrubModel m) {
        TableBuilder t = new TableBuilder("shrub normals").ints("level").strings("file").ints("class", "normal").longs("offset")
                .strings("region").fields(NORMAL).doubles("x", "y", "z", "length");
        for (ShrubClass k : m.classes()) {
            for (RecArray a : new RecArray[] {k.normals(), k.fill()}) {
                boolean pal = a == k.normals();
                for (int i = 0; i < a.count(); i++) {
                    double x = N_XYZ[0].value(a, i), y = N_XYZ[1].value(a, i), z = N_XYZ[2].value(a, i);
                    t.i(m.level()).s(m.file()).i(k.index()).i(pal ? i : NORMALS + i).l(a.offset(i)).s(pal ? "palette" : "fill").rec(a, i)
                            .d(x).d(y).d(z).d(normalLength(x, y, z)).end();
                }
            }
        }
        return t.build();
    }

    static Table billboards(ShrubModel m) {
        TableBuilder t = new TableBuilder("shrub billboards").ints("level").strings("file").ints("class").longs("offset")
                .fields(BILLBOARD).ints("k_raw", "mmin", "texture_width", "texture_height", "maximum_mipmap_level", "palette_offset",
                        "texture_offset");
        for (ShrubClass k : m.classes()) {
            Rec r = k.billboard();
            if (r == null) continue;
            ShrubBillboardInfo b = k.entry().billboard();
            t.i(m.level()).s(m.file()).i(k.index()).l(r.offset()).rec(r).i(BB_TEX1.kRaw(r)).i(BB_TEX1.mmin(r))
                    .i(b == null ? 0 : b.textureWidth()).i(b == null ? 0 : b.textureHeight()).i(b == null ? 0 : b.maximumMipmapLevel())
                    .i(b == null ? 0 : b.paletteOffset()).i(b == null ? 0 : b.textureOffset()).end();
        }
        return t.build();
    }

    static Table checks(ShrubModel m) { return RecTables.checks("shrub checks", m.level(), m.file(), ShrubChecks.of(m).list()); }
    static Table checkSummary(ShrubModel m) { return RecTables.summary("shrub check summary", m.level(), ShrubChecks.of(m).summary()); }
}
