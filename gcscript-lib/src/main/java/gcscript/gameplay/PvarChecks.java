package gcscript.gameplay;

import static gcscript.gameplay.GameplayLayout.*;

import gcscript.check.Checks;
import gcscript.layout.Field;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;

/** The §7.1 invariants of the pvar blocks, one row per check and subject. */
final class PvarChecks {
    private PvarChecks() {}

    static void run(Checks c, GameplayModel m) {
        int n = m.pvarCount();
        c.declare("gameplay.pvar_index_in_table", "every moby, camera and sound pvar_index is -1 (none) or an entry of the pvar table (0x5c)");
        indices(c, m.mobies, M_PVAR_INDEX, n);
        indices(c, m.cameras, C_PVAR_INDEX, n);
        indices(c, m.sounds, SI_PVAR_INDEX, n);
        c.declare("gameplay.pvar_entry_valid", "every pvar table entry has offset >= 0 and size >= 0 (inside the pvar data)");
        RecArray t = m.pvarTable;
        for (int i = 0; i < n; i++) {
            c.expect("gameplay.pvar_entry_valid", t.path(i), t.offset(i), Pvars.readable(t, i), "offset >= 0 and size >= 0",
                    "offset " + t.i(i, PV_OFFSET) + ", size " + t.i(i, PV_SIZE));
        }
        c.declare("gameplay.fixup_end", "a fixup list ends with the writer's entry (-1, -1)");
        c.declare("gameplay.fixup_pvar_in_table", "every fixup's pvar_index is an entry of the pvar table");
        c.declare("gameplay.fixup_inside_pvar", "every fixup's pointer word (offset + 4 bytes) lies inside its pvar");
        for (GameplayModel.Fixups f : new GameplayModel.Fixups[] {m.mobyLinks, m.pvarPointers}) {
            if (f == null) continue;
            Rec end = f.end();
            c.expect("gameplay.fixup_end", end.path(), end.offset(), end.i(FX_PVAR_INDEX) == -1 && end.u(FX_OFFSET) == 0xffffffffL,
                    "(-1, -1)", "(" + end.i(FX_PVAR_INDEX) + ", " + (int) end.u(FX_OFFSET) + ")");
            for (Rec e : f.entries()) {
                int idx = e.i(FX_PVAR_INDEX);
                boolean in = idx < n;
                c.expect("gameplay.fixup_pvar_in_table", e.pathOf(FX_PVAR_INDEX), e.offsetOf(FX_PVAR_INDEX), in, "< " + n + " (pvar table entries)", idx);
                if (!in || !Pvars.readable(t, idx)) continue;
                int size = t.i(idx, PV_SIZE);
                c.expect("gameplay.fixup_inside_pvar", e.pathOf(FX_OFFSET), e.offsetOf(FX_OFFSET), e.u(FX_OFFSET) + 4 <= size,
                        "offset + 4 <= " + size + " (pvar " + idx + "'s size)", e.u(FX_OFFSET));
            }
        }
    }

    /** The shared-data pointers: each names a pvar of the table, a word inside it and a place inside the data. */
    static void shared(Checks c, GameplayModel m) {
        c.declare("gameplay.shared_pvar_in_table", "every shared-data pointer's pvar_index is an entry of the pvar table");
        c.declare("gameplay.shared_word_inside_pvar", "every shared-data pointer's word (pointer_offset + 4) lies inside its pvar");
        c.declare("gameplay.shared_offset_inside_data", "every shared_data_offset lies inside the shared data (0 <= offset < data_size)");
        RecArray a = m.sharedPointers;
        if (a == null) return;
        int n = m.pvarCount(), size = m.sharedHeader.i(SD_DATA_SIZE);
        for (int i = 0; i < a.count(); i++) {
            int idx = a.i(i, SP_PVAR_INDEX), word = a.i(i, SP_POINTER_OFFSET), at = a.i(i, SP_SHARED_OFFSET);
            c.expect("gameplay.shared_pvar_in_table", a.path(i) + ".pvar_index", a.offset(i) + SP_PVAR_INDEX.offset(), idx < n,
                    "< " + n + " (pvar table entries)", idx);
            if (idx < n && Pvars.readable(m.pvarTable, idx)) {
                int pv = m.pvarTable.i(idx, PV_SIZE);
                c.expect("gameplay.shared_word_inside_pvar", a.path(i) + ".pointer_offset", a.offset(i) + SP_POINTER_OFFSET.offset(),
                        word + 4 <= pv, "offset + 4 <= " + pv + " (pvar " + idx + "'s size)", word);
            }
            c.expect("gameplay.shared_offset_inside_data", a.path(i) + ".shared_data_offset", a.offset(i) + SP_SHARED_OFFSET.offset(),
                    at >= 0 && at < size, "[0, " + size + ")", at);
        }
    }

    private static void indices(Checks c, RecArray a, Field f, int n) {
        if (a == null) return;
        for (int i = 0; i < a.count(); i++) {
            int v = a.i(i, f);
            c.expect("gameplay.pvar_index_in_table", a.path(i) + ".pvar_index", a.offset(i) + f.offset(),
                    v == -1 || (v >= 0 && v < n), "-1 or < " + n + " (pvar table entries)", v);
        }
    }
}
