package gcscript.level;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.bytes.ByteReader;
import gcscript.bytes.FormatException;
import gcscript.bytes.Problems;
import org.junit.jupiter.api.Test;

/** The level's small contracts: guarded reads, the one-pass twin, and header comparison. */
class LevelBasicsTest {
    static Level fresh(int n) {
        Level s = Gc.sample().level(n);
        return new Level(n, ByteReader.of(s.bytes().toArray(), s.fileName()), Problems.lenient());
    }

    @Test void aGuardedReadGivesThePartOrInLenientModeTheFallbackAndAProblem() {
        Level l = fresh(0);
        assertEquals("part", l.guarded(() -> "part", "fallback"));
        assertEquals(0, l.problems().rows().size());
        assertEquals("fallback", l.guarded(() -> { throw new FormatException("t", "level[0].x", 12, "a", "b", null); }, "fallback"));
        assertEquals(1, l.problems().rows().size());
        assertEquals("level[0].x", l.problems().rows().get(0).path());
        Level strict = new Level(0, ByteReader.of(Gc.sample().level(0).bytes().toArray(), "LEVEL0.WAD"), Problems.strict());
        assertThrows(FormatException.class, () -> strict.guarded(() -> { throw new FormatException("t", "p", 0, "a", "b", null); }, "x"));
    }

    @Test void aOnePassTwinIsFreshUntilTheCoreIsParsed() {
        Level l = fresh(0);
        Level twin = l.forOnePass();
        assertNotSame(l, twin);
        assertEquals(l.number(), twin.number());
        assertSame(l.problems(), twin.problems());
        l.core();
        assertSame(l, l.forOnePass(), "a parsed core is kept: nothing to save");
    }

    @Test void headersCompareByTheirExtentsNotTheirSector() {
        LevelHeader a = Gc.sample().level(0).headerRecord(), b = Gc.sample().level(1).headerRecord();
        assertTrue(a.sameExtents(fresh(0).headerRecord()));
        assertFalse(a.sameExtents(b));
        assertFalse(b.sameExtents(a));
    }
}
