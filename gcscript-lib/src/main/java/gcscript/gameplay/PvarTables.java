package gcscript.gameplay;

import static gcscript.gameplay.GameplayLayout.*;

import gcscript.layout.Rec;
import gcscript.table.TableBuilder;
import java.util.HexFormat;
import tech.tablesaw.api.Table;

/** The pvar tables (§7.1): provenance first (level, file, record, absolute offset), stored values, then decoded ones. */
final class PvarTables {
    private PvarTables() {}

    /**
     * One row per moby, camera or sound instance that names a readable pvar: record = the instance in its table
     * ({@code kind}), offset = its pvar's first byte; the stored pvar_index, the table entry's pvar_offset and
     * pvar_size, the bytes as hex.
     */
    static Table pvars(GameplayModel m) {
        TableBuilder t = GameplayTables.start("gameplay pvars").strings("kind").ints("pvar_index", "pvar_offset", "pvar_size").strings("bytes");
        HexFormat hex = HexFormat.of();
        for (GameplayModel.PvarUser u : m.pvarUsers()) {
            int idx = u.pvarIndex();
            if (idx >= m.pvarCount() || m.pvarBytes[idx] == null) continue;
            int off = m.pvarTable.i(idx, PV_OFFSET);
            t.i(m.level).s(m.file()).i(u.index()).l(m.pvarData.absolute(off)).s(u.kind()).i(idx).i(off).i(m.pvarTable.i(idx, PV_SIZE))
                    .s(hex.formatHex(m.pvarBytes[idx])).end();
        }
        return t.build();
    }

    /**
     * One row per entry of a fixup list (the ending entry is not a row): the stored pvar_index and pointer_offset, the
     * instance that owns the pvar (instance_kind and its index in that table; "" and -1: none), the pointer word stored there; for moby links also the moby whose
     * uid the word holds (-1: none).
     */
    static Table fixups(String name, GameplayModel m, GameplayModel.Fixups f, boolean links) {
        TableBuilder t = GameplayTables.start(name).fields(FIXUP).strings("instance_kind").ints("instance", "value");
        if (links) t.ints("linked_moby");
        if (f == null) return t.build();
        for (int k = 0; k < f.entries().size(); k++) {
            Rec e = f.entries().get(k);
            Integer v = f.values().get(k);
            GameplayModel.PvarUser owner = m.pvarOwner(e.i(FX_PVAR_INDEX));
            t.i(m.level).s(m.file()).i(k).l(e.offset()).rec(e).s(owner == null ? "" : owner.kind()).i(owner == null ? -1 : owner.index());
            if (v == null) t.missing(1);
            else t.i(v);
            if (links) t.i(v == null ? -1 : mobyWithUid(m, v));
            t.end();
        }
        return t.build();
    }

    static int mobyWithUid(GameplayModel m, int uid) {
        for (int i = 0; i < m.mobyCount(); i++) if (m.mobies.i(i, M_UID) == uid) return i;
        return -1;
    }
}
