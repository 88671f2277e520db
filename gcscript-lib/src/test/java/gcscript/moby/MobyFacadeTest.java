package gcscript.moby;

import static gcscript.moby.MobyLayouts.*;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gcscript.Gc;
import gcscript.bytes.Problems;
import gcscript.disc.Disc;
import gcscript.layout.Rec;
import gcscript.level.Level;
import gcscript.moby.MobyDamage.Found;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

/** The level facade ({@code core().mobies()}), the model's look-ups and the mesh's extras, on the sample. */
class MobyFacadeTest {
    private final Disc disc = Gc.sample();

    private Level meshLevel() {
        for (Level l : disc.levels()) {
            MobyModel m = l.core().mobies().model();
            if (m.meshClasses() > 1 && m.classes().stream().anyMatch(c -> !c.skeleton().isEmpty())) return l;
        }
        throw new AssertionError("no level with skinned mesh classes");
    }

    @Test
    void checkTablesHoldTheModelsRows() {
        Level l = meshLevel();
        MobyModel m = l.core().mobies().model();
        Table checks = l.core().mobies().checks();
        assertEquals(m.checks().size(), checks.rowCount());
        for (int i = 0; i < m.checks().size(); i++) {
            assertEquals(m.checks().get(i).check(), checks.stringColumn("check").get(i));
            assertEquals(m.checks().get(i).found(), checks.stringColumn("found").get(i));
        }
        assertEquals(l.core().coreData().file(), m.file());
        assertEquals(m.file(), checks.stringColumn("file").get(0));
        Table summary = l.core().mobies().checkSummary();
        assertEquals(MobyChecks.DOCS.size(), summary.rowCount());
        assertEquals(m.checkSummary().get(0).check(), summary.stringColumn("check").get(0));
        assertEquals(m.checkSummary().get(0).nOk(), summary.intColumn("n_ok").get(0));
    }

    @Test
    void classesAreFoundByTableIndex() {
        Level l = meshLevel();
        MobyModel m = l.core().mobies().model();
        MobyClass last = m.classes().get(m.classes().size() - 1);
        assertEquals(last, m.byIndex(last.index()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> m.byIndex(9999));
        assertEquals("level " + l.number() + " has no moby class block with index 9999; blocks: "
                + m.classes().stream().map(c -> Integer.toString(c.index())).toList(), e.getMessage());
        MobyModel none = MobyModel.empty(5, "X:core_data");
        assertEquals(5, none.level());
        assertEquals("X:core_data", none.file());
        assertEquals(0, none.classes().size() + none.checks().size() + none.checkSummary().size());
    }

    @Test
    void meshesPreviewsAndTheSheet() {
        Level l = meshLevel();
        MobyModel m = l.core().mobies().model();
        MobyClass c = m.classes().stream().filter(x -> !x.skeleton().isEmpty()).findFirst().orElseThrow();
        MobyMesh mesh = l.core().mobies().mesh(c.index());
        assertEquals(c.index(), mesh.classIndex());
        assertArrayEquals(MobyMesh.of(l.number(), c).positions(), mesh.positions());
        assertEquals(c.skeleton().size(), mesh.jointCount());
        for (int j = 0; j < c.skeleton().size(); j++) {
            for (int e = 0; e < 16; e++) assertEquals(c.skeleton().get(j).f(M[e]), mesh.jointMatrices()[16 * j + e], 0f);
        }
        BufferedImage one = l.core().mobies().preview(c.index());
        assertEquals(3 * 256, one.getWidth());
        assertEquals(256 + 36, one.getHeight(), "the title and legend lines above the views");
        BufferedImage sheet = l.core().mobies().sheet();
        assertEquals(2 * 3 * 160, sheet.getWidth());
        assertEquals(58 + (m.meshClasses() + 1) / 2 * (160 + 36), sheet.getHeight(), "the sheet's header, then rows of titled cells");
    }

    @Test
    void wrapModesComeFromTheFirstPrimitiveOfTheSlot() {
        MobyClass c = MobyDamage.find(disc, x -> !x.meshless() && !x.packets().get(0).textures().isEmpty()).c();
        Rec first = c.packets().get(0).textures().get(0);
        assertArrayEquals(new int[] {CLAMP.wrapS(first), CLAMP.wrapT(first)}, MobyMesh.wrap(c, TEX0.slot(first)));
        assertNull(MobyMesh.wrap(c, 99));
    }

    @Test
    void trianglesSplitByLodAndCommonTransPerJoint() {
        MobyClass c = MobyDamage.find(disc, x -> !x.meshless() && x.header().i(LOW_LOD_COUNT) > 0).c();
        int high = 0;
        for (int p : c.tPacket) if (p < c.header().i(HIGH_LOD_COUNT)) high++;
        assertEquals(high, c.triangleCount(0));
        assertEquals(c.triangleCount() - high, c.triangleCount(1));
        MobyClass s = MobyDamage.find(disc, x -> x.header().i(COMMON_TRANS) != 0 && x.header().i(JOINT_COUNT) > 0).c();
        assertEquals(s.header().i(JOINT_COUNT), s.commonTrans().size());
        assertEquals(s.header().i(COMMON_TRANS), s.commonTrans().get(0).relativeOffset());   // class-relative
    }

    @Test
    void jointsWithoutCommonTransHaveNoParent() {
        Found f = MobyDamage.find(disc, x -> x.header().i(COMMON_TRANS) != 0 && x.header().i(JOINT_COUNT) > 1);
        f.set(f.c().header(), COMMON_TRANS, 0);
        MobyModel m = f.read(Problems.strict());
        Table t = MobyTables.joints(m);
        assertEquals(f.c().header().i(JOINT_COUNT), t.rowCount());
        for (int r = 0; r < t.rowCount(); r++) {
            assertEquals(-1L, t.longColumn("trans_offset").get(r));
            assertEquals(-1, t.intColumn("parent").get(r));
            assertEquals(r, t.intColumn("joint").get(r));
        }
    }
}
