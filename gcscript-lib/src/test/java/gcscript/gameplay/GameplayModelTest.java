package gcscript.gameplay;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.level.Level;
import tech.tablesaw.api.Table;
import org.junit.jupiter.api.Test;

/** The parsed model of every sample level agrees with its tables: what the occlusion, scene and level code read. */
class GameplayModelTest {
    @Test void theModelAgreesWithTheTables() {
        for (Level l : Gc.sample().levels()) {
            Gameplay g = l.gameplay();
            GameplayModel m = g.model();
            assertEquals(l.number(), m.level());
            assertTrue(m.file().endsWith(":gameplay"), m.file());
            assertEquals(m.stream().file(), m.file());
            Table p = g.pointers();
            int[] ptr = m.pointers();
            for (int i = 0; i < GameplayLayout.POINTER_COUNT; i++) {
                assertEquals(p.intColumn("block_offset").get(i), ptr[i]);
                assertEquals(ptr[i], m.pointer(4 * i));
                assertEquals(i, GameplayLayout.pointerIndex(GameplayLayout.POINTER_NAMES[i]));
            }
            assertThrows(IllegalArgumentException.class, () -> GameplayLayout.pointerIndex("no_such_block"));
            assertNotNull(m.settings());
            assertEquals(g.chunkPlanes().rowCount(), m.planeCount());
            assertEquals(g.chunkPlanes().rowCount(), m.planes().size());
            assertEquals(g.levelSettings().intColumn("core_sounds_count").get(0), m.coreSoundsCount());
            assertEquals(g.lights().rowCount(), m.lights().count());
            assertEquals(g.mobyInstances().rowCount(), m.mobyCount());
            assertEquals(g.tieInstances().rowCount(), m.tieCount());
            assertEquals(g.shrubInstances().rowCount(), m.shrubCount());
            assertEquals(m.mobyCount(), m.mobyHeader().i(GameplayLayout.MB_STATIC_COUNT));
            assertEquals(g.mobyClasses().rowCount(), m.mobyClasses().oClass().length);
            assertEquals(g.tieClasses().rowCount(), m.tieClasses() == null ? 0 : m.tieClasses().oClass().length);
            assertEquals(g.shrubClasses().rowCount(), m.shrubClasses() == null ? 0 : m.shrubClasses().oClass().length);
            assertEquals(g.groups().rowCount(), m.groups().size());
            assertTrue(m.readFailures().isEmpty());
            assertEquals(m.pointer(GameplayLayout.OCCLUSION_MAPPINGS) != 0, m.occlusionBlock() != null);
        }
        assertNotNull(GameplayContext.none());
    }
}
