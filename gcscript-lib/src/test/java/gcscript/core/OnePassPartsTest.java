package gcscript.core;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.collision.CollisionModel;
import gcscript.level.Level;
import gcscript.texture.Texture;
import gcscript.texture.TextureKind;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The parts read for one pass (stats, the core checks) against the kept ones. Each test opens the sample afresh. */
class OnePassPartsTest {
    static Level levelWithCollision() {
        for (Level l : Gc.sample().levels()) if (l.core().collisionModel().faceCount() > 0) return Gc.sample().level(l.number());
        throw new AssertionError("the sample has no collision");
    }

    @Test
    void collisionCountsWithoutAndWithTheModel() {
        LevelCore fresh = levelWithCollision().core();
        CollisionModel.Counts walked = fresh.collisionCounts();      // the totals-only walk: no model read yet
        LevelCore other = levelWithCollision().core();
        CollisionModel m = other.collisionModel();
        assertEquals(new CollisionModel.Counts(m.octantCount(), m.vertexCount(), m.faceCount(), m.quadCount()), walked);
        assertEquals(walked, other.collisionCounts());                 // from the model once it is read
        assertTrue(walked.faces() > 0 && walked.octants() > 0 && walked.vertices() > 0, walked.toString());
    }

    @Test
    void texturesForOnePassAreNotKeptUntilTheKeptListExists() {
        LevelCore c = Gc.sample().level(0).core();
        List<Texture> once = c.texturesForOnePass(TextureKind.TFRAG);
        List<Texture> again = c.texturesForOnePass(TextureKind.TFRAG);
        assertFalse(once.isEmpty());
        assertNotSame(once, again);                                    // decoded for the pass, not kept
        List<Texture> kept = c.texturesOf(TextureKind.TFRAG);
        assertSame(kept, c.texturesForOnePass(TextureKind.TFRAG));    // the kept list once it exists
        assertEquals(kept.size(), once.size());
        for (int i = 0; i < kept.size(); i++) {
            assertEquals(kept.get(i).index(), once.get(i).index());
            assertTrue(Arrays.equals(kept.get(i).argb(), once.get(i).argb()), "texture " + i);
        }
        assertThrows(IllegalArgumentException.class, () -> c.texturesForOnePass(nonStandard()));
    }

    static TextureKind nonStandard() {
        for (TextureKind k : TextureKind.values()) if (!k.isStandard()) return k;
        throw new AssertionError("every kind is standard");
    }

    @Test
    void coreChecksAreComputedOnce() {
        LevelCore c = Gc.sample().level(1).core();
        assertSame(c.checkList(), c.checkList());
        assertFalse(c.checkList().isEmpty());
    }
}
