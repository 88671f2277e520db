package gcscript.gameplay;

import static gcscript.gameplay.GameplayFixture.*;
import static gcscript.gameplay.GameplayLayout.*;
import static org.junit.jupiter.api.Assertions.*;

import gcscript.bytes.FormatException;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Where the map puts things, measured on pixels of maps of {@link GameplayFixture}'s stream with instances at chosen
 * positions. On a 700-pixel map the title takes 700 / 14 = 50 rows, the margin is 4 % (28 pixels), one scale serves
 * both axes and the drawing is centred in the 644 × 594 area left: for a box 100 wide and 50 high the scale is
 * 644 / 100 = 6.44, so world (u, v) lands on pixel (28 + 6.44 u, 536 − 6.44 v). Markers have radius round(700 / 200)
 * = 4; the scale bar is the round length nearest below 20 % of the width (20 units = 129 pixels) from (17, 689);
 * the legend box is 1/60 of the size from the top right corner, 3 font sizes wider than its widest line.
 */
class LevelMapLayoutTest {
    static final int SIZE = 700;
    static final int M0 = MOBIES + 0x10, M1 = M0 + 0x88, T0 = TIES + 0x10, S0 = SHRUBS + 0x10;

    static Consumer<ByteBuffer> at(int record, float u, float v) { return b -> b.putFloat(record + 0x40, u).putFloat(record + 0x44, v); }

    static BufferedImage map(boolean labels, Consumer<ByteBuffer> edit) {
        return LevelMap.render(read(edited(edit)), labels, SIZE);
    }

    /** Moby 0 at (0, 0), moby 1 at (100, 50), the tie at (50, 25), the shrub at (25, 50). */
    static BufferedImage wide(boolean labels) {
        return map(labels, at(M0, 0, 0).andThen(at(M1, 100, 50)).andThen(at(T0, 50, 25)).andThen(at(S0, 25, 50)));
    }

    static int rgb(BufferedImage img, int x, int y) { return img.getRGB(x, y) & 0xffffff; }

    static int rgb(Color c) { return c.getRGB() & 0xffffff; }

    static void is(Color c, BufferedImage img, int x, int y) {
        assertEquals(Integer.toHexString(rgb(c)), Integer.toHexString(rgb(img, x, y)), "pixel " + x + ", " + y);
    }

    static void isNot(Color c, BufferedImage img, int x, int y) {
        assertNotEquals(Integer.toHexString(rgb(c)), Integer.toHexString(rgb(img, x, y)), "pixel " + x + ", " + y);
    }

    /** A pixel of {@code c} blended over the background with coverage of at least a half (antialiased text). */
    static boolean shade(int rgb, Color c) {
        Color bg = LevelMap.BACKGROUND;
        int[] b = {bg.getRed(), bg.getGreen(), bg.getBlue()}, w = {c.getRed(), c.getGreen(), c.getBlue()};
        int[] p = {rgb >> 16 & 0xff, rgb >> 8 & 0xff, rgb & 0xff};
        double a = (double) (p[0] - b[0]) / (w[0] - b[0]);
        if (a < 0.5 || a > 1.0001) return false;
        for (int k = 0; k < 3; k++) if (Math.abs(p[k] - (b[k] + a * (w[k] - b[k]))) > 3) return false;
        return true;
    }

    static int count(BufferedImage img, int x0, int y0, int x1, int y1, java.util.function.IntPredicate p) {
        int n = 0;
        for (int y = y0; y < y1; y++) for (int x = x0; x < x1; x++) if (p.test(rgb(img, x, y))) n++;
        return n;
    }

    @Test
    void markersSitAtTheirWorldPositionsWithTheirShapeAndColour() {
        BufferedImage img = wide(false);
        assertEquals(SIZE, img.getWidth());
        assertEquals(SIZE, img.getHeight());
        // moby 0 (28, 536) and moby 1 (672, 214): filled circles of radius 4 with a black rim
        for (int[] c : new int[][] {{28, 536}, {672, 214}}) {
            is(LevelMap.MOBY, img, c[0], c[1]);
            is(LevelMap.MOBY, img, c[0] - 2, c[1] + 1);
            is(LevelMap.MOBY, img, c[0] + 1, c[1] - 2);
            is(LevelMap.BACKGROUND, img, c[0] + 6, c[1]);
            is(LevelMap.BACKGROUND, img, c[0], c[1] - 6);
            is(LevelMap.BACKGROUND, img, c[0] + 4, c[1] + 4);       // a circle, not a square
        }
        // the tie (350, 375): a filled square; its corners are inside
        is(LevelMap.TIE, img, 350, 375);
        is(LevelMap.TIE, img, 347, 372);
        is(LevelMap.TIE, img, 352, 377);
        is(LevelMap.BACKGROUND, img, 356, 375);
        is(LevelMap.BACKGROUND, img, 350, 369);
        // the shrub (189, 214): a triangle, point up
        is(LevelMap.SHRUB, img, 189, 215);
        is(LevelMap.SHRUB, img, 190, 216);
        is(LevelMap.BACKGROUND, img, 186, 210);
        is(LevelMap.BACKGROUND, img, 189, 220);
        // nothing labelled
        assertEquals(0, count(img, 0, 60, SIZE, SIZE, c -> shade(c, LevelMap.MOBY.brighter())));
    }

    @Test
    void labelsAreDrawnRightOfAndAboveEachMarkerInABrighterColour() {
        BufferedImage img = wide(true);
        // "100" right of moby 0: from x = 28 + 4 + 2, baseline 4 rows above the centre
        assertTrue(count(img, 34, 520, 70, 533, c -> shade(c, LevelMap.MOBY.brighter())) > 5);
        assertTrue(count(img, 356, 358, 390, 372, c -> shade(c, LevelMap.TIE.brighter())) > 5);
        assertTrue(count(img, 195, 197, 230, 211, c -> shade(c, LevelMap.SHRUB.brighter())) > 5);
        assertEquals(0, count(img, 0, 540, SIZE, SIZE, c -> shade(c, LevelMap.MOBY.brighter())));
        is(LevelMap.MOBY, img, 28, 536);
    }

    @Test
    void aTallBoxIsScaledByItsHeightAndCentredAcross() {
        // box 40 wide, 100 high: scale 594 / 100 = 5.94; x = 28 + (644 − 237.6) / 2 + 5.94 u, y = 672 − 5.94 v
        BufferedImage img = map(false, at(M0, 0, 0).andThen(at(M1, 40, 100)).andThen(at(T0, 0, 0)).andThen(at(S0, 0, 0)));
        is(LevelMap.MOBY, img, 469, 78);
        is(LevelMap.MOBY, img, 231, 672);       // the tie and shrub at (0, 0) too: mobies are drawn last
        is(LevelMap.BACKGROUND, img, 28, 672);
        is(LevelMap.BACKGROUND, img, 672, 100);   // (the legend box covers the corner above)
    }

    @Test
    void theScaleBarIsARoundLengthWithTicks() {
        BufferedImage img = wide(false);
        int white = rgb(Color.WHITE);
        is(Color.WHITE, img, 80, 689);
        is(Color.WHITE, img, 17, 686);          // left tick
        is(Color.WHITE, img, 146, 686);         // right tick at 17 + round(20 × 6.44)
        is(LevelMap.BACKGROUND, img, 100, 684);
        is(LevelMap.BACKGROUND, img, 14, 689);
        is(LevelMap.BACKGROUND, img, 150, 689); // between the bar's end and its text
        assertTrue(count(img, 152, 680, 220, 694, c -> c == white) > 5, "the \"20 units\" text");
        // a box 1000 wide: 20 % is 217 units → 200 units (2 × 100); 10 wide: 2.17 → 2; 0.01 wide: 0.00217 → 0.002
        for (float[] w : new float[][] {{1000, 500, 200}, {10, 5, 2}, {0.01f, 0.005f, 0.002f}}) {
            BufferedImage i = map(false, at(M0, 0, 0).andThen(at(M1, w[0], w[1])).andThen(at(T0, 0, 0)).andThen(at(S0, 0, 0)));
            int end = 17 + (int) Math.round(w[2] * 644 / w[0]);
            is(Color.WHITE, i, end, 686);
            is(LevelMap.BACKGROUND, i, end + 4, 689);
            is(Color.WHITE, i, end - 3, 689);
        }
        // 5 × unit when 20 % is at least 5 units of its decade: 300 wide (scale 644 / 300) → 65 units → 50
        BufferedImage five = map(false, at(M0, 0, 0).andThen(at(M1, 300, 150)).andThen(at(T0, 0, 0)).andThen(at(S0, 0, 0)));
        int end = 17 + (int) Math.round(50 * 644 / 300.0);
        is(Color.WHITE, five, end, 686);
        is(LevelMap.BACKGROUND, five, end + 4, 689);
    }

    @Test
    void theLegendBoxTitleAndEmptyMap() {
        BufferedImage img = wide(false);
        Color rim = new Color(120, 120, 135);
        int fs = 10, right = SIZE - SIZE / 60, top = SIZE / 60;
        BufferedImage probe = new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = probe.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, fs));
        int w = 0;
        for (String t : new String[] {"moby instances: 2", "tie instances: 1", "shrub instances: 1", "tfrag wireframe (core, LOD 0)",
                "directional lights: 2"}) {
            w = Math.max(w, g.getFontMetrics().stringWidth(t));
        }
        g.dispose();
        int left = right - w - 3 * fs, bottom = top + 15 * 5 + fs / 2;
        for (int[] p : new int[][] {{right, top + 20}, {left, top + 20}, {left + 30, top}, {left + 30, bottom}}) is(rim, img, p[0], p[1]);
        isNot(rim, img, right + 2, top + 20);
        isNot(rim, img, left + 30, bottom + 2);
        // the legend's markers: moby, tie, shrub on the first three lines, the wire swatch on the fourth
        is(LevelMap.MOBY, img, left + fs, top + 9);
        is(LevelMap.TIE, img, left + fs, top + 24);
        is(LevelMap.SHRUB, img, left + fs, top + 40);
        is(LevelMap.WIRE, img, left + fs, top + 54);
        is(MapLights.COMPASS, img, left + fs, top + 69);   // the fixture's two directional lights: an arrow swatch
        // the title in white at the top left, the box's extent under it in grey
        assertTrue(count(img, 0, 10, 300, 28, c -> c == rgb(Color.WHITE)) > 20);
        assertTrue(count(img, 0, 32, 300, 43, c -> (c >> 16 & 0xff) > 150 && (c & 0xff) - (c >> 16 & 0xff) >= 9) > 5);
        // nothing to place: no markers, no scale bar, no extent line; the legend still counts
        BufferedImage empty = LevelMap.render(read(edited(b -> b.putInt(MOBY_INSTANCES, 0).putInt(TIE_INSTANCES, 0).putInt(SHRUB_INSTANCES, 0))), false, SIZE);
        assertEquals(0, count(empty, 0, 600, SIZE / 2, SIZE, c -> c != rgb(LevelMap.BACKGROUND)));
        // the lights have no place to be drawn at, but the compass of directions still is
        assertTrue(count(empty, SIZE - 100, 600, SIZE, SIZE, c -> c == rgb(MapLights.COMPASS)) > 20);
        // (the band under the title now holds the map's caption line, LevelMapCaptionTest, so it is not empty)
        assertTrue(count(empty, 0, 10, 300, 28, c -> c == rgb(Color.WHITE)) > 20);
    }

    @Test
    void sizeBoundsAndAFailingTerrainSupplier() {
        GameplayModel m = read(stream());
        assertThrows(IllegalArgumentException.class, () -> LevelMap.render(m, false, 127));
        assertThrows(IllegalArgumentException.class, () -> LevelMap.render(m, false, 8193));
        assertEquals(128, LevelMap.render(m, false, 128).getWidth());
        GameplayContext broken = new GameplayContext(3, () -> null, () -> null, () -> null, Optional::empty,
                () -> { throw new FormatException("x", "t.tfrags", 0, "a tfrag block", "none", null); });
        BufferedImage img = LevelMap.render(read(edited(at(M0, 0, 0).andThen(at(M1, 100, 50)).andThen(at(T0, 50, 25)).andThen(at(S0, 25, 50))),
                broken), false, SIZE);
        is(LevelMap.MOBY, img, 28, 536);
    }

    static void dark(BufferedImage img, int x, int y) {
        int c = rgb(img, x, y);
        assertTrue((c >> 16 & 0xff) < 0x20 && (c >> 8 & 0xff) < 0x20 && (c & 0xff) < 0x20, "pixel " + x + ", " + y + " " + Integer.toHexString(c));
    }

    @Test
    void everyMarkerHasABlackRimOnItsOutline() {
        BufferedImage img = wide(false);
        for (int[] p : new int[][] {{24, 536}, {32, 536}, {28, 532}, {28, 540}}) dark(img, p[0], p[1]);        // moby circle
        for (int[] p : new int[][] {{346, 375}, {354, 375}, {350, 371}, {350, 379}}) dark(img, p[0], p[1]);    // tie square
        dark(img, 189, 218);                                                                                    // shrub base
        dark(img, 189, 210);                                                                                    // and apex
        for (int[] p : new int[][] {{23, 536}, {33, 536}, {28, 531}, {28, 541}, {345, 375}, {355, 375}, {189, 219}}) {
            is(LevelMap.BACKGROUND, img, p[0], p[1]);
        }
        // the scale bar is 2 pixels thick: the rows beside its centre row are half covered
        is(Color.WHITE, img, 80, 689);
        for (int y : new int[] {688, 690}) {
            int r = rgb(img, 80, y) >> 16 & 0xff;
            assertTrue(r > 0x60 && r < 0xb0, "row " + y + " " + Integer.toHexString(rgb(img, 80, y)));
        }
        // no text between the bar's end (146) and its label (152)
        assertEquals(0, count(img, 148, 676, 152, 696, c -> c != rgb(LevelMap.BACKGROUND)));
        // a label starts 2 pixels right of its marker's right edge
        BufferedImage labelled = wide(true);
        assertEquals(0, count(labelled, 26, 518, 34, 531, c -> shade(c, LevelMap.MOBY.brighter())));
    }

    @Test
    void tiesAndShrubsFrameTheMapToo() {
        // the tie and the shrub are the corners now, the mobies in the middle
        BufferedImage img = map(false, at(M0, 50, 25).andThen(at(M1, 50, 25)).andThen(at(T0, 0, 0)).andThen(at(S0, 100, 50)));
        is(LevelMap.TIE, img, 28, 536);
        is(LevelMap.SHRUB, img, 672, 215);
        is(LevelMap.MOBY, img, 350, 375);
        // the same picture 1000 units east and 500 south: the frame starts at the box's minimum
        BufferedImage moved = map(false, at(M0, 1050, -475).andThen(at(M1, 1050, -475)).andThen(at(T0, 1000, -500)).andThen(at(S0, 1100, -450)));
        is(LevelMap.TIE, moved, 28, 536);
        is(LevelMap.SHRUB, moved, 672, 215);
        is(LevelMap.MOBY, moved, 350, 375);
        // one point: a box of no size, the marker in the middle of the drawing area, its extent printed
        BufferedImage one = map(false, at(M0, 10, 20).andThen(at(M1, 10, 20)).andThen(at(T0, 10, 20)).andThen(at(S0, 10, 20)));
        is(LevelMap.MOBY, one, 350, 375);
        assertTrue(count(one, 0, 32, 300, 43, c -> (c >> 16 & 0xff) > 150 && (c & 0xff) - (c >> 16 & 0xff) >= 9) > 5);
    }

    @Test
    void theLegendIsATranslucentBoxWithTextAndAWireSwatch() {
        BufferedImage img = wide(false);
        int right = SIZE - SIZE / 60, top = SIZE / 60, bottom = top + 65;
        // black at alpha 170 over the background (16, 16, 24): a third of it
        assertEquals("50508", Integer.toHexString(rgb(img, right - 4, bottom - 4)));
        assertTrue(count(img, right - 60, top, right, bottom, c -> c == rgb(Color.WHITE)) > 20, "legend text");
        int left = SIZE / 2;                       // the box's left rim (2 pixels wide: the scale bar's stroke)
        while (rgb(img, left, top + 20) != rgb(new Color(120, 120, 135))) left++;
        // the wire swatch runs from x0 + 5 to x0 + 15 (x0 = left + 1) on the fourth line (y = top + 54)
        is(LevelMap.WIRE, img, left + 6, top + 54);
        is(LevelMap.WIRE, img, left + 14, top + 54);
        isNot(LevelMap.WIRE, img, left + 2, top + 54);
        isNot(LevelMap.WIRE, img, left + 18, top + 54);
    }

    /**
     * Issue 38 item 14: the map drew no lights. Directional lights have no place, only a direction: an arrow each in
     * the compass at the bottom right, along direction a seen from above, in colour a; a light shining straight down
     * is a dot at the centre.
     */
    @Test
    void directionalLightsAreArrowsInTheCompass() {
        int l0 = LIGHTS + 0x10, l1 = l0 + 0x40;
        BufferedImage img = map(false, at(M0, 0, 0).andThen(at(M1, 100, 50)).andThen(b -> b
                .putFloat(l0 + 0x10, 1f).putFloat(l0 + 0x18, 0f)                                          // light 0 east
                .putFloat(l1, 1f).putFloat(l1 + 4, 0.5f).putFloat(l1 + 8, 0f)                              // light 1 orange,
                .putFloat(l1 + 0x10, 0f).putFloat(l1 + 0x14, -1f).putFloat(l1 + 0x18, 0f)));              // pointing south
        int r = MapLights.radius(SIZE);
        int[] c = MapLights.centre(SIZE);
        assertEquals(List.of(38, 649, 649), List.of(r, c[0], c[1]));
        Color violet = MapLights.visible(0.5, 0.25, 1), orange = MapLights.visible(1, 0.5, 0);
        assertTrue(count(img, c[0] + r / 4, c[1] - 2, c[0] + 3 * r / 4, c[1] + 3, p -> near(p, violet)) >= 10, "east arrow");
        assertTrue(count(img, c[0] - 2, c[1] + r / 4, c[0] + 3, c[1] + 3 * r / 4, p -> near(p, orange)) >= 10, "south arrow");
        assertEquals(0, count(img, c[0] - r, c[1] - r, c[0] - 3, c[1] - 3, p -> near(p, violet) || near(p, orange)), "nothing north-west");
        // the fixture's own lights shine straight down (direction (0, 0, 1)): a dot each, at the centre
        BufferedImage down = wide(false);
        is(violet, down, c[0], c[1]);
        // a dim light is brightened to a third so it shows; black light is grey
        assertEquals(new Color(85, 43, 0), MapLights.visible(0.1, 0.05, 0));
        assertEquals(new Color(85, 85, 85), MapLights.visible(0, 0, 0));
        assertEquals(new Color(255, 0, 0), MapLights.visible(7, -1, Double.NaN));
    }

    static boolean near(int rgb, Color c) { return gcscript.chart.Palette.distance(new Color(rgb), c) < 40; }

    /** Point lights have a place: a ring of their radius at their position, in their colour (the sample's level 0 has 2). */
    @Test
    void pointLightsAreRingsInTheirColour() {
        var g = gcscript.Gc.sample().level(0).gameplay();
        tech.tablesaw.api.Table pl = g.pointLights();
        assertTrue(pl.rowCount() >= 2, pl.print());
        BufferedImage img = g.map(false, 1024);
        for (int i = 0; i < pl.rowCount(); i++) {
            Color c = MapLights.visible(pl.doubleColumn("colour_r").get(i), pl.doubleColumn("colour_g").get(i), pl.doubleColumn("colour_b").get(i));
            assertTrue(count(img, 0, 0, 1024, 1024, p -> near(p, c)) >= 8, "point light " + i + " in " + c);
        }
    }

    @Test
    void theAreaDrawsA1024PixelMapByDefault() {
        var g = gcscript.Gc.sample().level(1).gameplay();
        BufferedImage plain = g.map(), labelled = g.map(true);
        assertEquals(1024, plain.getWidth());
        assertEquals(1024, labelled.getHeight());
        assertEquals(0, count(plain, 0, 60, 1024, 1024, c -> shade(c, LevelMap.MOBY.brighter())));
        assertTrue(count(labelled, 0, 60, 1024, 1024, c -> shade(c, LevelMap.MOBY.brighter())) > 20);
    }
}
