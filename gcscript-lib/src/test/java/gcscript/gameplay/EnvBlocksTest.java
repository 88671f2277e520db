package gcscript.gameplay;

import static gcscript.gameplay.GameplayChecksTest.STREAM;
import static gcscript.gameplay.GameplayChecksTest.broken;
import static gcscript.gameplay.GameplayChecksTest.fails;
import static gcscript.gameplay.GameplayChecksTest.i32;
import static gcscript.gameplay.GameplayChecksTest.ptr;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.bytes.Problems;
import gcscript.check.Checks;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The env sample points (0x8c) and env transitions (0x84): checks on broken input, tables against the stored bytes. */
class EnvBlocksTest {
    static final int SAMPLES = ptr(EnvLayout.ENV_SAMPLE_POINTS), TRANSITIONS = ptr(EnvLayout.ENV_TRANSITIONS);
    static final int N_TRANSITIONS = i32(TRANSITIONS);
    /** The first env transition record (after the header and the n spheres). */
    static final int RECORD0 = TRANSITIONS + 0x10 + 0x10 * N_TRANSITIONS;

    @Test void theSampleLevelHasBothBlocksAndTheirChecksHold() {
        assertTrue(SAMPLES != 0 && i32(SAMPLES) > 0, "the sample's level 1 has env sample points");
        assertTrue(TRANSITIONS != 0 && N_TRANSITIONS > 0, "the sample's level 1 has env transitions");
        Checks c = broken(b -> {});
        for (String check : new String[] {"env_sample_light_exists", "env_transition_flags", "env_transition_affine", "env_transition_radius"}) {
            assertTrue(c.list().stream().anyMatch(k -> k.check().equals("gameplay." + check)), check);
        }
        assertTrue(c.allHold(), c.failures().toString());
    }

    @Test void envSamplePointChecks() {
        fails(broken(b -> b.putInt(SAMPLES + 0x10 + 0x20, 99)), "gameplay.env_sample_light_exists", "env_sample_points[1].hero_light");
        fails(broken(b -> b.putInt(SAMPLES + 0x10, -1)), "gameplay.env_sample_light_exists", "env_sample_points[0].hero_light");
        fails(broken(b -> b.putInt(SAMPLES + 4, 1)), "gameplay.table_pad_zero", "env_sample_points.header.pad_0");
        fails(broken(b -> b.putInt(SAMPLES, 100000)), "gameplay.block_readable", "env_sample_points");
    }

    @Test void envTransitionChecks() {
        fails(broken(b -> b.putInt(RECORD0 + 0x50, 0x11)), "gameplay.env_transition_flags", "env_transitions[0].flags");
        fails(broken(b -> b.putInt(RECORD0 + 0x50, 1).putInt(RECORD0 + 0x4c, 40)), "gameplay.env_transition_light_exists",
                "env_transitions[0].hero_light_2");
        // without the hero flag the lights are not used: no row for them
        Checks off = broken(b -> b.putInt(RECORD0 + 0x50, 2).putInt(RECORD0 + 0x48, 40));
        assertTrue(off.failures().isEmpty(), off.failures().toString());
        fails(broken(b -> b.putFloat(RECORD0 + 0x3c, 0.5f)), "gameplay.env_transition_affine", "env_transitions[0].inverse_matrix");
        fails(broken(b -> b.putFloat(RECORD0 + 0x2c, 0.5f)), "gameplay.env_transition_affine", "env_transitions[0].inverse_matrix");
        fails(broken(b -> b.putFloat(TRANSITIONS + 0x1c, -2f)), "gameplay.env_transition_radius", "env_transitions.bsphere[0].bsphere_w");
        fails(broken(b -> b.putInt(TRANSITIONS + 4, 7)), "gameplay.table_pad_zero", "env_transitions.header.pad_0");
        fails(broken(b -> b.putInt(TRANSITIONS, 100000)), "gameplay.block_readable", "env_transitions");
    }

    static GameplayModel model() {
        return GameplayReader.read(1, ByteReader.of(STREAM, "LEVEL1.WAD:gameplay"), GameplayChecksTest.context(3, GameplayChecksTest.SLOT3),
                Problems.strict());
    }

    @Test void tablesShowTheStoredValuesAndTheirDecoding() {
        ByteBuffer b = ByteBuffer.wrap(STREAM).order(ByteOrder.LITTLE_ENDIAN);
        GameplayModel m = model();
        Table s = EnvBlocks.samplesTable(m);
        assertEquals(i32(SAMPLES), s.rowCount());
        for (int i = 0; i < s.rowCount(); i++) {
            int at = SAMPLES + 0x10 + 0x20 * i;
            assertEquals(at, s.longColumn("offset").get(i));
            assertEquals(b.getShort(at + 4), s.intColumn("pos_x").get(i));
            assertEquals(b.getShort(at + 8) / 4.0, s.doubleColumn("z").get(i));
            assertEquals(b.get(at + 0x18) & 0xff, s.intColumn("fog_g").get(i));
            assertEquals(b.getShort(at + 0x1a) < b.getShort(at + 0x1c), s.booleanColumn("fog_enabled").get(i));
        }
        Table t = EnvBlocks.transitionsTable(m);
        assertEquals(N_TRANSITIONS, t.rowCount());
        for (int i = 0; i < N_TRANSITIONS; i++) {
            int at = RECORD0 + 0x80 * i;
            assertEquals(at, t.longColumn("offset").get(i));
            assertEquals(TRANSITIONS + 0x10 + 0x10 * i, t.longColumn("bsphere_offset").get(i));
            assertEquals(b.getFloat(TRANSITIONS + 0x10 + 0x10 * i + 0xc), t.doubleColumn("bsphere_w").get(i));
            assertEquals(b.getFloat(at + 0x34), t.doubleColumn("inverse_matrix_13").get(i));
            assertEquals(b.get(at + 0x45) & 0xff, t.intColumn("hero_colour_2_g").get(i));
            assertEquals(b.getFloat(at + 0x74), t.doubleColumn("fog_far_dist_2").get(i));
            int flags = b.getInt(at + 0x50);
            assertEquals((flags & 1) != 0, t.booleanColumn("enable_hero").get(i));
            assertEquals((flags & 2) != 0, t.booleanColumn("enable_fog").get(i));
        }
    }
}
