package gcscript.lighting;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.ByteReader;
import gcscript.layout.RecArray;
import org.junit.jupiter.api.Test;

/** The select word decoded through its declared fields, and both readings' shading rule at their limits. */
class SelectsTest {
    /** Selects of records whose select words are {@code words}. */
    static Selects of(int... words) {
        byte[] b = new byte[8 * words.length];
        for (int v = 0; v < words.length; v++) {
            b[8 * v + 6] = (byte) words[v];
            b[8 * v + 7] = (byte) (words[v] >> 8);
        }
        RecArray a = LightingLayouts.LIGHT.view(ByteReader.of(b, "t"), 0, words.length, "t");
        Selects s = Selects.of(words.length);
        for (int v = 0; v < words.length; v++) s.set(v, a, v);
        return s;
    }

    @Test
    void theFieldsOfASelectWord() {
        Selects s = of(0x8021, 0xfff0);
        assertEquals(2, s.count());
        assertEquals(1, s.setI()[0]);
        assertEquals(2, s.setJ()[0]);
        assertEquals(0x80, s.weight()[0]);
        assertEquals(1, s.slot(0, 0));
        assertEquals(2, s.slot(0, 1));
        assertEquals(0, s.slot(0, 2));
        assertEquals(8, s.slot(0, 3));
        assertEquals(0, s.slot(1, 0));
        assertEquals(Selects.UNUSED, s.slot(1, 3));
        Selects b = Selects.blend(3, 0, 2, 0x80);
        for (int v = 0; v < 3; v++) {
            assertEquals(0, b.setI()[v]);
            assertEquals(2, b.setJ()[v]);
            assertEquals(0x80, b.weight()[v]);
            for (int k = 0; k < Selects.SLOTS; k++) assertEquals(s.slot(0, k) == 1 ? 0 : s.slot(0, k), b.slot(v, k));
        }
    }

    @Test
    void aBenchmarkBlendOfSetsOtherThanZeroFillsEveryRecordAndSlot() {
        Selects b = Selects.blend(2, 1, 3, 0x35);
        assertEquals(2, b.count());
        for (int v = 0; v < 2; v++) {
            assertEquals(1, b.setI()[v]);
            assertEquals(3, b.setJ()[v]);
            assertEquals(0x35, b.weight()[v]);
            assertEquals(java.util.List.of(1, 3, 5, 3), java.util.List.of(b.slot(v, 0), b.slot(v, 1), b.slot(v, 2), b.slot(v, 3)));
        }
    }

    @Test
    void theBlendReadingNeedsSetIAndAWeightedSetJInTheBank() {
        Selects s = of(0x0001, 0x0002, 0x0020, 0x0120, 0x0110, 0x01f0);
        LightSelection m = LightSelection.BLEND;
        assertTrue(m.shades(s, 0, 2));    // set 1 of 2
        assertFalse(m.shades(s, 1, 2));   // set 2 of 2
        assertTrue(m.shades(s, 2, 2));    // set j 2 unweighted: not needed
        assertFalse(m.shades(s, 3, 2));   // set j 2 weighted
        assertTrue(m.shades(s, 4, 2));    // set j 1 weighted
        assertFalse(m.shades(s, 5, 2));
    }

    @Test
    void theNibbleReadingNeedsOneUsedSlotAndEveryUsedSlotInTheBank() {
        Selects s = of(0xffff, 0xfff1, 0xfff2, 0x1fff, 0x2fff, 0xf1f0);
        LightSelection m = LightSelection.NIBBLES;
        assertFalse(m.shades(s, 0, 2));   // no slot used
        assertTrue(m.shades(s, 1, 2));
        assertFalse(m.shades(s, 2, 2));
        assertTrue(m.shades(s, 3, 2));    // the last slot
        assertFalse(m.shades(s, 4, 2));
        assertTrue(m.shades(s, 5, 2));
        assertFalse(m.shades(s, 5, 1));
    }
}
