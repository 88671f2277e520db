package gcscript.collision;

import gcscript.layout.Rec;
import gcscript.table.Cols;
import gcscript.table.ColumnTable;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/** The collision tables: provenance (level, file, record, offset) first, stored fields, then decoded values. */
final class CollisionTables {
    private CollisionTables() {}

    static Table header(CollisionModel m) { return RecTables.header("collision header", m.level, m.header); }

    static Table octants(CollisionModel m) {
        int n = m.oOffset.length;
        double[] cx = new double[n], cy = new double[n], cz = new double[n];
        for (int i = 0; i < n; i++) {
            cx[i] = CollisionLayouts.centre(m.oGx[i]); cy[i] = CollisionLayouts.centre(m.oGy[i]); cz[i] = CollisionLayouts.centre(m.oGz[i]);
        }
        return new ColumnTable("collision octants", n).ints(Cols.LEVEL, m.level).strings(Cols.FILE, m.file).index(Cols.RECORD)
                .longs(Cols.OFFSET, m.oOffset).ints("x", m.oGx).ints("y", m.oGy).ints("z", m.oGz).unsigned("word", m.oWord)
                .ints("size_qw", m.oSizeQw).ints("face_count", m.oFaces).ints("vertex_count", m.oVerts).ints("quad_count", m.oQuads)
                .ints("first_vertex", m.oVertexBase).ints("first_face", m.oFaceBase)
                .doubles("centre_x", cx).doubles("centre_y", cy).doubles("centre_z", cz).build();
    }

    static Table vertices(CollisionModel m) {
        return new ColumnTable("collision vertices", m.vPacked.length).ints(Cols.LEVEL, m.level).strings(Cols.FILE, m.file)
                .index(Cols.RECORD).longs(Cols.OFFSET, m.vOffset).ints("octant", m.vOctant).ints("index", m.vIndex)
                .doubles("x", m.vX).doubles("y", m.vY).doubles("z", m.vZ).unsigned("packed", m.vPacked)
                .ints("x_raw", m.vXr).ints("y_raw", m.vYr).ints("z_raw", m.vZr).build();
    }

    static Table faces(CollisionModel m) {
        int n = m.fType.length;
        boolean[] quad = new boolean[n];
        for (int i = 0; i < n; i++) quad[i] = m.fV3[i] >= 0;
        return new ColumnTable("collision faces", n).ints(Cols.LEVEL, m.level).strings(Cols.FILE, m.file).index(Cols.RECORD)
                .longs(Cols.OFFSET, m.fOffset).ints("octant", m.fOctant).ints("index", m.fIndex).ints("v0", m.fV0).ints("v1", m.fV1)
                .ints("v2", m.fV2).ints("v3", m.fV3).bools("quad", quad).ints("type", m.fType).build();
    }

    static Table heroGroups(CollisionModel m) {
        TableBuilder t = new TableBuilder("hero collision groups").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .fields(CollisionLayouts.HERO_GROUP).doubles("centre_x", "centre_y", "centre_z", "radius");
        int i = 0;
        for (Rec r : m.heroGroups) {
            t.i(m.level).s(m.file).i(i++).l(r.offset()).rec(r)
                    .d(CollisionLayouts.CENTRE_X.value(r)).d(CollisionLayouts.CENTRE_Y.value(r))
                    .d(CollisionLayouts.CENTRE_Z.value(r)).d(CollisionLayouts.RADIUS.value(r)).end();
        }
        return t.build();
    }

    static Table checks(CollisionModel m) { return RecTables.checks("collision checks", m.level, m.file, m.checks.list()); }
}
