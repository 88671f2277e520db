package gcscript.occlmap;

import static gcscript.occlmap.OcclusionMappingModel.*;

import gcscript.check.Checks;
import gcscript.layout.RecArray;
import gcscript.table.Area;
import gcscript.table.Cols;
import gcscript.table.Doc;
import gcscript.table.RecTables;
import gcscript.table.Scope;
import gcscript.table.TableBuilder;
import java.util.HashMap;
import java.util.Map;
import tech.tablesaw.api.Table;

/**
 * The occlusion mappings (§5.2) of one level or of every level: one row per {bit_index, occlusion_id} record with
 * the object it names, and the §5.2 reader checks.
 */
public final class OcclusionMappings extends Area<OcclusionMappingModel> {
    public OcclusionMappings(Scope<OcclusionMappingModel> scope) { super(scope); }

    @Doc("one row per {bit_index, occlusion_id} record: its kind (tfrag/tie/moby) and the patch or instance it names")
    public Table mappings() { return table("occlusion mappings", OcclusionMappings::rows); }

    @Doc("the §5.2 reader checks, one row per check and subject")
    public Table checks() {
        return table("occlusion mapping checks", m -> RecTables.checks("occlusion mapping checks", m.level, m.file(), run(m).list()));
    }

    public Checks checkList() { return run(model("checkList()")); }

    /** id → first index holding it. */
    private static Map<Integer, Integer> index(int[] ids) {
        Map<Integer, Integer> m = new HashMap<>();
        if (ids != null) for (int i = 0; i < ids.length; i++) m.putIfAbsent(ids[i], i);
        return m;
    }

    private static Map<Integer, Integer>[] targets(OcclusionMappingModel m) {
        @SuppressWarnings("unchecked")
        Map<Integer, Integer>[] t = new Map[] {index(m.targets.tfragOcclIndex().get()), index(m.targets.tieOcclusionIndex().get()),
                index(m.targets.mobyUid().get())};
        return t;
    }

    static Table rows(OcclusionMappingModel m) {
        TableBuilder t = new TableBuilder("occlusion mappings").ints(Cols.LEVEL).strings(Cols.FILE).ints(Cols.RECORD).longs(Cols.OFFSET)
                .strings("kind").fields(MAPPING).ints("target_index").strings("target");
        if (!m.present() || m.count() == 0) return t.build();
        Map<Integer, Integer>[] idx = targets(m);
        RecArray r = m.records;
        for (int i = 0; i < r.count(); i++) {
            int k = m.kind(i);
            Integer target = idx[k].get(r.i(i, OCCLUSION_ID));
            t.i(m.level).s(m.file()).i(i).l(r.offset(i)).s(KINDS[k]).rec(r, i).i(target == null ? -1 : target)
                    .s(target == null ? "" : TARGET_NAMES[k] + "[" + target + "]").end();
        }
        return t.build();
    }

    static Checks run(OcclusionMappingModel m) {
        Checks c = new Checks();
        c.declare("occlusion.extent_length", "16 + 8 x records <= slot bytes <= that + 2047 (sector padding)");
        c.declare("occlusion.pad_zero", "header pad == 0");
        c.declare("occlusion.bit_index_range", "0 <= bit_index < 1024");
        c.declare("occlusion.tfrag_id_exists", "a tfrag id is some tfrag's occl_index");
        c.declare("occlusion.tie_id_exists", "a tie id is some tie instance's occlusion_index");
        c.declare("occlusion.moby_id_exists", "a moby id is some moby instance's uid");
        if (!m.present()) return c;
        String p = "level[" + m.level + "].occlusion";
        long need = 0x10 + 8L * m.count();
        int len = m.slot.length();
        c.expect("occlusion.extent_length", p, m.slot.absolute(0), len >= need && len <= need + 2047,
                "[" + need + ", " + (need + 2047) + "] bytes", len);
        c.equal("occlusion.pad_zero", m.header.pathOf(PAD), m.header.offsetOf(PAD), 0, m.header.i(PAD));
        Map<Integer, Integer>[] idx = targets(m);
        String[] checks = {"occlusion.tfrag_id_exists", "occlusion.tie_id_exists", "occlusion.moby_id_exists"};
        boolean[] known = {m.targets.tfragOcclIndex().get() != null, m.targets.tieOcclusionIndex().get() != null,
                m.targets.mobyUid().get() != null};
        RecArray r = m.records;
        for (int i = 0; i < r.count(); i++) {
            int bit = r.i(i, BIT_INDEX);
            c.expect("occlusion.bit_index_range", r.path(i) + ".bit_index", r.offset(i), bit >= 0 && bit < MASK_BITS, "[0, 1024)", bit);
            int k = m.kind(i);
            if (!known[k]) continue;
            int id = r.i(i, OCCLUSION_ID);
            c.expect(checks[k], r.path(i) + ".occlusion_id", r.offset(i) + 4, idx[k].containsKey(id),
                    "the id of some " + TARGET_NAMES[k], id);
        }
        return c;
    }
}
