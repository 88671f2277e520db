package gcscript.occlusion;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import gcscript.chart.Palette;
import gcscript.level.Level;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 38 item 14: the occlusion preview's legend has one swatch per mask (it had 11 for 8 masks, a ramp sampled
 * at fixed steps), in the colours the cells are drawn in; many masks get a ramp labelled with its two ends.
 */
class OcclusionLegendTest {
    @Test
    void oneSwatchPerMaskInTheCellsColours() {
        Level l = null;
        for (Level each : Gc.sample().levels()) if (each.core().occlusionModel().present() && each.core().occlusionModel().maskCount() > 1) l = each;
        assertNotNull(l, "a sample level with an occlusion grid of several masks");
        OcclusionGridModel m = l.core().occlusionModel();
        BufferedImage img = l.core().occlusion().preview();
        // the swatches: runs of 14 pixels of one colour on the legend's row, 5 rows above its baseline
        int y = img.getHeight() - 16 - 5;
        List<Integer> runs = new ArrayList<>();
        for (int x = 90; x < img.getWidth(); ) {
            int c = img.getRGB(x, y), end = x;
            while (end < img.getWidth() && img.getRGB(end, y) == c) end++;
            if (end - x == 14) runs.add(c & 0xffffff);
            x = end;
        }
        List<Integer> expected = new ArrayList<>();
        for (int k = 0; k < m.maskCount(); k++) expected.add(OcclusionPreview.colour(k, m.maskCount()).getRGB() & 0xffffff);
        assertEquals(expected, runs);
        // every mask its own colour, and a cell of each mask index drawn in that mask's colour
        assertEquals(m.maskCount(), expected.stream().distinct().count());
        java.util.Set<Integer> drawn = new java.util.HashSet<>();
        for (int yy = 50; yy < img.getHeight() - 40; yy++) for (int x = 0; x < img.getWidth(); x++) drawn.add(img.getRGB(x, yy) & 0xffffff);
        for (int k = 0; k < m.octantCount(); k++) assertTrue(drawn.contains(expected.get(m.maskIndex(k))), "cell " + k);
    }

    @Test
    void manyMasksAreARamp() {
        Color first = OcclusionPreview.colour(0, 100), last = OcclusionPreview.colour(99, 100);
        assertEquals(Color.getHSBColor(0f, 0.8f, 0.95f), first);
        assertEquals(Color.getHSBColor(0.8f, 0.8f, 0.95f), last);
        assertEquals(Palette.distinct(8)[5], OcclusionPreview.colour(5, 8));
    }
}
