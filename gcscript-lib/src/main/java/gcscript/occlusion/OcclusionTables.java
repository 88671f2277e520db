package gcscript.occlusion;

import gcscript.table.Cols;
import gcscript.table.ColumnTable;
import gcscript.table.RecTables;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/** The occlusion grid tables, provenance columns first. */
final class OcclusionTables {
    private OcclusionTables() {}
    private static final String[] KINDS = {"root", "z", "y"};

    static Table header(OcclusionGridModel m) { return RecTables.header("occlusion grid root", m.level, m.root); }

    static Table nodes(OcclusionGridModel m) {
        TableBuilder t = new TableBuilder("occlusion nodes").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .strings("kind").ints("coord", "count", "z", "y");
        for (int i = 0; i < m.nKind.length; i++) {
            t.i(m.level).s(m.file).i(i).l(m.nOffset[i]).s(KINDS[m.nKind[i]]).i(m.nCoord[i]).i(m.nCount[i]).i(m.nZ[i]).i(m.nY[i]).end();
        }
        return t.build();
    }

    static Table octants(OcclusionGridModel m) {
        return new ColumnTable("occlusion octants", m.xMask.length).ints(Cols.LEVEL, m.level).strings(Cols.FILE, m.file)
                .index(Cols.RECORD).longs(Cols.OFFSET, m.xOffset).ints("x", m.xX).ints("y", m.xY).ints("z", m.xZ)
                .ints("mask_index", m.xMask).build();
    }

    static Table masks(OcclusionGridModel m) {
        TableBuilder t = new TableBuilder("occlusion masks").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .ints("index", "bits_set", "octants");
        for (int i = 0; i < m.mBits.length; i++) {
            t.i(m.level).s(m.file).i(i).l(m.masksStart + (long) OcclusionLayouts.MASK_BYTES * i).i(i).i(m.mBits[i]).i(m.mUsers[i]).end();
        }
        return t.build();
    }

    static Table checks(OcclusionGridModel m) { return RecTables.checks("occlusion checks", m.level, m.file, m.checks.list()); }
}
