package gcscript.gameplay;

import static gcscript.gameplay.EnvLayout.*;

import gcscript.bytes.ByteReader;
import gcscript.check.Checks;
import gcscript.layout.Field;
import gcscript.layout.Rec;
import gcscript.layout.RecArray;
import gcscript.table.TableBuilder;
import tech.tablesaw.api.Table;

/**
 * The env sample points (pointer 0x8c: TableHeader + count × 0x20) and env transitions (0x84: TableHeader, count
 * Vec4f bounding spheres, then count × 0x80 records): where the hero's light and colour, the fog and the reverb
 * change across a level. Reading, checks and tables of both.
 */
final class EnvBlocks {
    private EnvBlocks() {}

    /** The env transitions: their header, the bounding spheres and the records (sphere i belongs to record i). */
    record Transitions(Rec header, RecArray bspheres, RecArray records) {}

    static void read(GameplayModel m, String p) {
        GameplayReader.table(m, p, ENV_SAMPLE_POINTS, GameplayLayout.TABLE_HEADER, GameplayLayout.TH_COUNT, ENV_SAMPLE_POINT,
                (h, a) -> { m.envSampleHeader = h; m.envSamples = a; });
    }

    static Transitions transitions(GameplayModel m, String p) {
        ByteReader b = GameplayReader.block(m, p, ENV_TRANSITIONS);
        if (b == null) return null;
        String q = p + ".env_transitions";
        Rec h = GameplayLayout.TABLE_HEADER.read(b, 0, q + ".header");
        int n = h.i(GameplayLayout.TH_COUNT);
        long at = GameplayLayout.TABLE_HEADER.size();
        RecArray spheres = ENV_TRANSITION_BSPHERE.view(b, at, n, q + ".bsphere");
        RecArray records = ENV_TRANSITION.view(b, at + (long) ENV_TRANSITION_BSPHERE.size() * spheres.count(), n, q);
        return new Transitions(h, spheres, records);
    }

    static void checks(Checks c, GameplayModel m) {
        int lights = m.lightCount();
        c.declare("gameplay.env_sample_light_exists", "every env sample point's hero_light is a directional light (0 <= index < count)");
        RecArray s = m.envSamples;
        if (s != null) {
            for (int i = 0; i < s.count(); i++) lightExists(c, "gameplay.env_sample_light_exists", s, i, ES_HERO_LIGHT, lights);
        }
        c.declare("gameplay.env_transition_flags", "env transition flags use bits 0 (hero) and 1 (fog) only");
        c.declare("gameplay.env_transition_light_exists", "with the hero flag set, hero_light_1 and _2 are directional lights");
        c.declare("gameplay.env_transition_affine", "the inverse matrix's last row is (0, 0, 0, 1): the inverse of a placed volume");
        c.declare("gameplay.env_transition_radius", "every bounding sphere has a radius > 0");
        Transitions t = m.envTransitions;
        if (t == null) return;
        RecArray r = t.records();
        for (int i = 0; i < r.count(); i++) {
            long flags = r.get(i, ET_FLAGS);
            c.expect("gameplay.env_transition_flags", r.path(i) + ".flags", r.offset(i) + ET_FLAGS.offset(),
                    (flags & ~(long) (ET_FLAG_HERO | ET_FLAG_FOG)) == 0, "bits 0-1 only", "0x" + Long.toHexString(flags));
            if ((flags & ET_FLAG_HERO) != 0) {
                lightExists(c, "gameplay.env_transition_light_exists", r, i, ET_HERO_LIGHT_1, lights);
                lightExists(c, "gameplay.env_transition_light_exists", r, i, ET_HERO_LIGHT_2, lights);
            }
            boolean affine = r.f(i, ET_INVERSE[3]) == 0 && r.f(i, ET_INVERSE[7]) == 0 && r.f(i, ET_INVERSE[11]) == 0 && r.f(i, ET_INVERSE[15]) == 1;
            c.expect("gameplay.env_transition_affine", r.path(i) + ".inverse_matrix", r.offset(i) + ET_INVERSE[3].offset(), affine,
                    "0, 0, 0, 1", r.f(i, ET_INVERSE[3]) + ", " + r.f(i, ET_INVERSE[7]) + ", " + r.f(i, ET_INVERSE[11]) + ", " + r.f(i, ET_INVERSE[15]));
            RecArray b = t.bspheres();
            float radius = b.f(i, ET_BSPHERE[3]);
            c.expect("gameplay.env_transition_radius", b.path(i) + ".bsphere_w", b.offset(i) + ET_BSPHERE[3].offset(), radius > 0, "> 0", radius);
        }
    }

    private static void lightExists(Checks c, String check, RecArray a, int i, Field f, int lights) {
        int v = a.i(i, f);
        c.expect(check, a.path(i) + "." + f.name(), a.offset(i) + f.offset(), v >= 0 && v < lights, "[0, " + lights + ")", v);
    }

    /** One row per env sample point: the stored fields, the position in units, whether its fog applies (near < far). */
    static Table samplesTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("env sample points").fields(ENV_SAMPLE_POINT).doubles("x", "y", "z").bools("fog_enabled");
        RecArray a = m.envSamples;
        if (a == null) return t.build();
        for (int i = 0; i < a.count(); i++) {
            t.i(m.level).s(m.file()).i(i).l(a.offset(i)).rec(a, i).d(ES_X.value(a.get(i, ES_POS[0]))).d(ES_Y.value(a.get(i, ES_POS[1])))
                    .d(ES_Z.value(a.get(i, ES_POS[2]))).b(a.i(i, ES_FOG_NEAR_DIST) < a.i(i, ES_FOG_FAR_DIST)).end();
        }
        return t.build();
    }

    /**
     * One row per env transition (offset = its 0x80 record): its bounding sphere (and where that is stored), the
     * record's fields, then the two flags decoded.
     */
    static Table transitionsTable(GameplayModel m) {
        TableBuilder t = GameplayTables.start("env transitions").longs("bsphere_offset").fields(ENV_TRANSITION_BSPHERE).fields(ENV_TRANSITION)
                .bools("enable_hero", "enable_fog");
        Transitions tr = m.envTransitions;
        if (tr == null) return t.build();
        RecArray r = tr.records(), b = tr.bspheres();
        for (int i = 0; i < r.count(); i++) {
            long flags = r.get(i, ET_FLAGS);
            t.i(m.level).s(m.file()).i(i).l(r.offset(i)).l(b.offset(i)).rec(b, i).rec(r, i)
                    .b((flags & ET_FLAG_HERO) != 0).b((flags & ET_FLAG_FOG) != 0).end();
        }
        return t.build();
    }
}
