package gcscript.tfrag;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/** The preview explains itself (issue 12, item 11): title, ticked axes, scale bar, legend; small sizes stay plain. */
class TfragPreviewTest {
    static final TfragBlock BLOCK = Gc.sample().level(0).core().tfrags();

    static int inked(BufferedImage img, int x0, int y0, int x1, int y1) {
        int n = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                int rgb = img.getRGB(x, y) & 0xffffff;
                if (rgb != (TfragPreview.BACKGROUND.getRGB() & 0xffffff)) n++;
            }
        }
        return n;
    }

    @Test
    void decorationsAreDrawnAroundThePlot() {
        int size = 600;
        BufferedImage img = BLOCK.preview("z", "patch", size);
        assertTrue(inked(img, 0, 0, size, TfragPreview.TOP - 4) > 200, "title");
        assertTrue(inked(img, 0, TfragPreview.TOP, TfragPreview.LEFT - 2, size - TfragPreview.BOTTOM) > 100, "y ticks and name");
        assertTrue(inked(img, TfragPreview.LEFT, size - TfragPreview.BOTTOM + 2, size - TfragPreview.RIGHT, size) > 100, "x ticks and name");
        // the legend's first swatch is the colour of the first patch
        int lx = size - TfragPreview.RIGHT + 14 + 9, ly = TfragPreview.TOP + 14 + 16 - 4;
        int first = BLOCK.patchList().get(0).header().index();
        assertEquals(TfragPreview.legend(BLOCK, false).get(first).getRGB() & 0xffffff, img.getRGB(lx, ly) & 0xffffff);
    }

    /**
     * Issue 38 item 4: a vertex-colour picture (preview --lit/--unlit) is titled by what its colours are, not as the
     * patch wireframe, and its legend shows the darkest, median and brightest fill it drew.
     */
    @Test
    void vertexColourPicturesNameTheirColoursAndShowTheirRange() {
        int size = 600;
        int firstPatch = 0;
        BufferedImage img = TfragPreview.render(BLOCK, "z", (p, k) -> p == firstPatch ? 0xff0000 : 0x0000ff, "test colours", size);
        BufferedImage wire = BLOCK.preview("z", "patch", size);
        int lx = size - TfragPreview.RIGHT + 14 + 9, ly = TfragPreview.TOP + 14 + 16 - 4;
        assertEquals(0x0000ff, img.getRGB(lx, ly) & 0xffffff, "darkest: blue (luma 29 < red's 76)");
        assertEquals(0xff0000, img.getRGB(lx, ly + 32) & 0xffffff, "brightest: red");
        assertEquals(0x0000ff, img.getRGB(lx, ly + 16) & 0xffffff, "median: blue, the colour of every patch but the first");
        assertNotEquals(inked(img, 0, 0, size, TfragPreview.TOP - 4), inked(wire, 0, 0, size, TfragPreview.TOP - 4), "a title of its own");
        assertEquals(76, TfragPreview.luma(0xff0000));
        assertEquals(29, TfragPreview.luma(0x0000ff));
    }

    /** Issue 27: patches 1 and 14 were both blue. Every legend entry now has a colour of its own. */
    @Test
    void legendColoursAreDistinct() {
        java.util.Map<Integer, java.awt.Color> legend = TfragPreview.legend(BLOCK, false);
        assertEquals(BLOCK.count(), legend.size(), "one entry per patch");
        assertDistinct(legend.values(), 60);
        assertDistinct(TfragPreview.legend(BLOCK, true).values(), 60);
        // 20 patches (the size of a level's core block and more than the sample's): no two alike
        for (int n : new int[] {2, 12, 20}) assertDistinct(java.util.List.of(gcscript.chart.Palette.distinct(n)), 60);
        assertDistinct(java.util.List.of(gcscript.chart.Palette.distinct(gcscript.chart.Palette.DISTINCT)), 35);
        // the old golden-ratio hue per index put patches 1 and 14 at 0.618 and 0.652 of the hue circle
        java.util.Map<Integer, java.awt.Color> twenty = gcscript.chart.Palette.of(java.util.stream.IntStream.range(0, 20).boxed().toList());
        assertTrue(gcscript.chart.Palette.distance(twenty.get(1), twenty.get(14)) > 60);
    }

    static void assertDistinct(java.util.Collection<java.awt.Color> colours, double apart) {
        java.util.List<java.awt.Color> c = java.util.List.copyOf(colours);
        for (int i = 0; i < c.size(); i++) {
            for (int j = i + 1; j < c.size(); j++) {
                double d = gcscript.chart.Palette.distance(c.get(i), c.get(j));
                assertTrue(d >= apart, "entries " + i + " and " + j + " of " + c.size() + ": " + c.get(i) + " and " + c.get(j) + " are " + d + " apart");
            }
        }
    }

    @Test
    void smallPreviewsAreOnlyTheWireframe() {
        BufferedImage img = BLOCK.preview("z", "patch", 120);
        int wire = inked(img, 0, 0, 120, 120);
        assertTrue(wire > 0);
        BufferedImage big = BLOCK.preview("z", "patch", 600);
        assertTrue(inked(big, 0, 0, 600, TfragPreview.TOP - 4) > 0);
    }

    @Test
    void ticksAreRoundNumbers() {
        assertEquals(50, TfragPreview.niceStep(41));
        assertEquals(0.2, TfragPreview.niceStep(0.17), 1e-12);
        assertEquals(20, TfragPreview.niceFloor(47));
        assertEquals("-100", TfragPreview.tick(-100, 50));
        assertEquals("0.25", TfragPreview.tick(0.25, 0.05));
    }
}
