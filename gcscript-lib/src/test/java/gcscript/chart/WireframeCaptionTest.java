package gcscript.chart;

import static org.junit.jupiter.api.Assertions.*;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Tie and shrub pictures explain themselves (issue 27, item 7): title, view and axes, a swatch per texture slot. */
class WireframeCaptionTest {
    // two triangles: slot 3 and slot 9, and one with no slot
    static final Wireframe.Mesh MESH = new Wireframe.Mesh(new double[] {0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 1},
            new int[] {0, 1, 2, 1, 2, 3, 0, 2, 3}, new int[] {9, 3, -1});

    @Test
    void theViewNamesItsAxes() {
        assertEquals("top view (looking down z): x right, y up", Wireframe.view("z"));
        assertEquals("side view (looking along y): x right, z up", Wireframe.view("y"));
        assertEquals("side view (looking along x): y right, z up", Wireframe.view("X"));
        assertEquals("isometric view from +x +y +z, z up", Wireframe.view("iso"));
        assertThrows(IllegalArgumentException.class, () -> Wireframe.view("w"));
    }

    @Test
    void aTitledPictureHasAHeaderWithOneSwatchPerSlot() {
        Map<Integer, Color> palette = Wireframe.palette(List.of(MESH));
        assertEquals(List.of(3, 9), List.copyOf(palette.keySet()), "slots drawn, ascending; none (-1) is grey, not a key");
        assertNotEquals(palette.get(3), palette.get(9));
        BufferedImage plain = Wireframe.render(MESH, "z", 300), titled = Wireframe.render(MESH, "z", 300, "a title");
        assertEquals(300, plain.getHeight());
        assertEquals(300 + Wireframe.HEADER, titled.getHeight());
        // the first swatch (slot 3) sits after the legend text on the header's third line, in slot 3's colour
        int found = 0;
        for (int x = 0; x < 300; x++) if ((titled.getRGB(x, 46) & 0xffffff) == (palette.get(3).getRGB() & 0xffffff)) found++;
        assertTrue(found >= 10, "slot 3's swatch: " + found + " pixels");
        // the drawing below the header is the untitled drawing moved down
        int same = 0, inked = 0;
        for (int y = 0; y < 300; y++) {
            for (int x = 0; x < 300; x++) {
                int a = plain.getRGB(x, y) & 0xffffff;
                if (a != 0x101018) inked++;
                if (a != 0x101018 && a == (titled.getRGB(x, y + Wireframe.HEADER) & 0xffffff)) same++;
            }
        }
        assertTrue(inked > 100 && same == inked, same + " of " + inked);
    }
}
