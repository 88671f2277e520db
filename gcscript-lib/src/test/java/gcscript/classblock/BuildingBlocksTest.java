package gcscript.classblock;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.classtable.ClassEntry;
import gcscript.classtable.ClassKind;
import gcscript.layout.Field;
import gcscript.layout.Layout;
import gcscript.layout.Scaled;
import org.junit.jupiter.api.Test;

class BuildingBlocksTest {

    @Test
    void textureSlotsMapThroughTheEntry() {
        byte[] raw = new byte[16];
        for (int i = 0; i < 16; i++) raw[i] = (byte) (0x80 + i);
        raw[3] = (byte) 0xff;
        TextureSlots s = TextureSlots.of(new ClassEntry(ClassKind.TIE, 0, 0, 0x40, 1, 0, 0, raw, null));
        assertEquals(16, s.size());
        assertEquals(0x80, s.texture(0));
        assertEquals(0x82, s.texture(2));
        assertEquals(TextureSlots.NONE, s.texture(3));
        assertEquals(0x84, s.texture(4), "slots after a 0xFF are still read (tie, shrub)");
        assertEquals(0x8f, s.texture(15));
        assertEquals(-1, s.texture(16));
        assertEquals(-1, s.texture(-1));
        int[] list = {5, 9};
        TextureSlots m = TextureSlots.of(list);
        list[0] = 99;
        assertEquals(5, m.texture(0), "a copy of the list");
        assertEquals(9, m.texture(1));
        assertEquals(-1, m.texture(2));
        assertEquals(2, m.size());
    }

    @Test
    void vertexDecodes() {
        Layout l = new Layout("v", 4, "test");
        Field x = l.s16("x_raw", 0, "");
        Field s = l.u16("s", 2, "");
        Scaled px = VertexDecodes.position(x, "x");
        Scaled u = VertexDecodes.uv(s, "u");
        assertEquals("x", px.name());
        assertEquals(x, px.field());
        assertEquals(1024, px.divisor());
        assertEquals(4096, u.divisor());
        assertEquals(-512 * (3.0f / 1024.0), px.value(-512, 3.0f));
        assertEquals(1.5, px.value(1536, 1.0));
        assertEquals(0.75, u.value(3072));
        assertEquals("u", u.name());
        assertTrue(px.doc().contains("1024"));
        assertTrue(u.doc().contains("4096"));
    }

    @Test
    void stripWindingByParity() {
        assertTrue(StripWinding.storedOrder(2, 0));
        assertFalse(StripWinding.storedOrder(3, 0));
        assertFalse(StripWinding.storedOrder(2, 1));
        assertTrue(StripWinding.storedOrder(3, 1));
        int[] t = new int[6];
        StripWinding.put(t, 0, 10, 11, 12, 2, 0);
        StripWinding.put(t, 1, 11, 12, 13, 3, 0);
        assertArrayEquals(new int[] {10, 11, 12, 13, 12, 11}, t);
        StripWinding.put(t, 0, 10, 11, 12, 2, 1);
        StripWinding.put(t, 1, 11, 12, 13, 3, 1);
        assertArrayEquals(new int[] {12, 11, 10, 11, 12, 13}, t);
    }
}
