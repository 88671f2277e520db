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

    /**
     * Issue 38 item 14: a texture slot keeps its colour from picture to picture (a class's own view colours the slots
     * it draws; its level's sheet draws more slots, and slot 3 was another colour there).
     */
    @Test
    void aSlotHasOneColourWhateverElseIsDrawn() {
        Wireframe.Mesh more = new Wireframe.Mesh(MESH.xyz(), MESH.tris(), new int[] {0, 1, 2});
        Map<Integer, Color> alone = Wireframe.palette(List.of(MESH)), sheet = Wireframe.palette(List.of(MESH, more));
        assertEquals(List.of(0, 1, 2, 3, 9), List.copyOf(sheet.keySet()));
        assertEquals(alone.get(3), sheet.get(3));
        assertEquals(alone.get(9), sheet.get(9));
        assertEquals(Palette.stable(3), alone.get(3));
        // still apart: the sheet's five slots are five colours well apart
        for (int a : sheet.keySet()) for (int b : sheet.keySet()) if (a < b) assertTrue(Palette.distance(sheet.get(a), sheet.get(b)) > 60, a + " " + b);
    }

    /** Issue 38 item 14: every tile has a scale bar in the mesh's units, in the band under its drawing. */
    @Test
    void everyTileHasAScaleBar() {
        assertEquals(0.5, ScaleBar.length(90, 100));     // 0.9 units wanted: 0.5
        assertEquals(2.0, ScaleBar.length(90, 40));      // 2.25: 2
        assertEquals(50.0, ScaleBar.length(90, 1.5));    // 60: 50
        assertEquals(1.0, ScaleBar.length(10, 10));
        assertEquals("0.5 units", ScaleBar.label(0.5));
        assertEquals("20 units", ScaleBar.label(20));
        // MESH spans 1 unit each way: on a 300-pixel tile with a 16-pixel band the drawing is 284 high, so a unit is
        // (284 − 2 × 12) / 1 = 260 pixels; 30 % of the tile (90 pixels) is 0.346 units, so the bar is 0.2 units,
        // 52 pixels long: 53 pixels from x = 6 to 58 with its ends, on the band's middle row
        BufferedImage img = Wireframe.render(MESH, "z", 300);
        int y = 300 - Wireframe.SCALE_BAR / 2 - 1, ink = new Color(225, 225, 235).getRGB() & 0xffffff;
        int run = 0;
        for (int x = 6; x < 300 && (img.getRGB(x, y) & 0xffffff) == ink; x++) run++;
        assertEquals(53, run, "bar of " + run + " pixels");
        // the drawing stays above the band
        for (int x = 0; x < 300; x++) assertEquals(0x101018, img.getRGB(x, 300 - Wireframe.SCALE_BAR - 2) & 0xffffff, "x " + x);
    }

    /** Issue 38 item 14: a sheet's tiles carry a label (which class), in the band above each drawing. */
    @Test
    void aSheetLabelsEveryTile() {
        List<Wireframe.Mesh> two = List.of(MESH, MESH);
        BufferedImage plain = Wireframe.sheet(two, "z", 100), labelled = Wireframe.sheet(two, List.of("0 · o_class 7", "1 · o_class 9"), "z", 100, null);
        assertEquals(plain.getWidth(), labelled.getWidth());
        for (int tile = 0; tile < 2; tile++) {
            int x0 = tile * 100;
            assertTrue(text(labelled, x0 + 2, 1, x0 + 98, Wireframe.LABEL) > 20, "tile " + tile + " labelled");
            assertEquals(0, text(plain, x0 + 2, 1, x0 + 98, Wireframe.LABEL), "tile " + tile + " unlabelled");
        }
        assertThrows(IllegalArgumentException.class, () -> Wireframe.sheet(two, List.of("one"), "z", 100, null));
    }

    /** Pixels of light text in a box. */
    static int text(BufferedImage img, int x0, int y0, int x1, int y1) {
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                int c = img.getRGB(x, y);
                if ((c >> 16 & 0xff) > 150 && (c >> 8 & 0xff) > 150 && (c & 0xff) > 150) n++;
            }
        }
        return n;
    }
}
