package gcscript.collision;

import gcscript.layout.Rec;
import gcscript.table.Cols;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/** The collision tables: provenance (level, file, record, offset) first, stored fields, then decoded values. */
final class CollisionTables {
    private CollisionTables() {}

    static Table header(CollisionModel m) { return RecTables.header("collision header", m.level, m.header); }

    static Table octants(CollisionModel m) {
        TableBuilder t = new TableBuilder("collision octants").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .ints("x", "y", "z").longs("word").ints("size_qw", "face_count", "vertex_count", "quad_count", "first_vertex", "first_face")
                .doubles("centre_x", "centre_y", "centre_z");
        for (int i = 0; i < m.oOffset.length; i++) {
            t.i(m.level).s(m.file).i(i).l(m.oOffset[i]).i(m.oGx[i]).i(m.oGy[i]).i(m.oGz[i]).l(m.oWord[i]).i(m.oSizeQw[i])
                    .i(m.oFaces[i]).i(m.oVerts[i]).i(m.oQuads[i]).i(m.oVertexBase[i]).i(m.oFaceBase[i])
                    .d(4.0 * m.oGx[i] + 2).d(4.0 * m.oGy[i] + 2).d(4.0 * m.oGz[i] + 2).end();
        }
        return t.build();
    }

    static Table vertices(CollisionModel m) {
        TableBuilder t = new TableBuilder("collision vertices").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .ints("octant", "index").doubles("x", "y", "z").longs("packed").ints("x_raw", "y_raw", "z_raw");
        for (int i = 0; i < m.vPacked.length; i++) {
            t.i(m.level).s(m.file).i(i).l(m.vOffset[i]).i(m.vOctant[i]).i(m.vIndex[i]).d(m.vX[i]).d(m.vY[i]).d(m.vZ[i])
                    .l(m.vPacked[i] & 0xffffffffL).i(m.vXr[i]).i(m.vYr[i]).i(m.vZr[i]).end();
        }
        return t.build();
    }

    static Table faces(CollisionModel m) {
        TableBuilder t = new TableBuilder("collision faces").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .ints("octant", "index", "v0", "v1", "v2", "v3").bools("quad").ints("type");
        for (int i = 0; i < m.fType.length; i++) {
            t.i(m.level).s(m.file).i(i).l(m.fOffset[i]).i(m.fOctant[i]).i(m.fIndex[i]).i(m.fV0[i]).i(m.fV1[i]).i(m.fV2[i])
                    .i(m.fV3[i]).b(m.fV3[i] >= 0).i(m.fType[i]).end();
        }
        return t.build();
    }

    static Table heroGroups(CollisionModel m) {
        TableBuilder t = new TableBuilder("hero collision groups").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .fields(CollisionLayouts.HERO_GROUP).doubles("centre_x", "centre_y", "centre_z", "radius");
        int i = 0;
        for (Rec r : m.heroGroups) {
            t.i(m.level).s(m.file).i(i++).l(r.offset()).rec(r)
                    .d(r.get(CollisionLayouts.BSPHERE_X) / 64.0).d(r.get(CollisionLayouts.BSPHERE_Y) / 64.0)
                    .d(r.get(CollisionLayouts.BSPHERE_Z) / 64.0).d(r.get(CollisionLayouts.BSPHERE_R) / 64.0).end();
        }
        return t.build();
    }

    static Table checks(CollisionModel m) { return RecTables.checks("collision checks", m.level, m.file, m.checks.list()); }
}
