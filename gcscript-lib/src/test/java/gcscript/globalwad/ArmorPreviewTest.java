package gcscript.globalwad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gcscript.Gc;
import gcscript.disc.Disc;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.Table;

/**
 * The armour sheet and BONUS's contact sheet on the sample: one tile per slot of {@code armours()}, labelled with its
 * group, index and header field, each of its three views covered where the mesh is and textured (many colours, some of
 * them the slot's own texels); one cell per BONUS picture; a disc without the WADs says so.
 */
class ArmorPreviewTest {
    @TempDir Path tmp;

    static int background(BufferedImage img, int x0, int y0, int w, int h) {
        int n = 0;
        for (int y = y0; y < y0 + h; y++) for (int x = x0; x < x0 + w; x++) if (img.getRGB(x, y) == ArmorPreview.BACKGROUND.getRGB()) n++;
        return n;
    }

    @Test void oneTexturedTilePerSlot() {
        Armor a = Gc.sample().armor();
        ArmorPreview.Sheet s = a.sheetWithTiles();
        Table slots = a.armours();
        assertEquals(slots.rowCount(), s.tiles().size());
        BufferedImage img = s.image();
        for (int i = 0; i < s.tiles().size(); i++) {
            ArmorPreview.Tile t = s.tiles().get(i);
            assertEquals(slots.intColumn("record").get(i), t.record());
            String group = slots.stringColumn("group").get(i);
            int index = slots.intColumn("index").get(i);
            assertTrue(t.label().startsWith(group + " " + index + " · " + group + "_mesh[" + index + "] · "), t.label());
            assertTrue(t.label().endsWith(slots.intColumn("triangles").get(i) + " triangles"), t.label());
            int n = slots.intColumn("texture_count").get(i);
            assertTrue(t.label().contains(" · " + n + (n == 1 ? " texture · " : " textures · ")), t.label());
            assertTrue(t.pixelsDrawn() > 0, t.label());
            // every view has mesh pixels: fewer background pixels than its square (titles and axes aside, the mesh covers some)
            for (int v = 0; v < 3; v++) {
                int bg = background(img, t.viewsX() + v * t.cell() + 20, t.viewsY() + 20, t.cell() - 40, t.cell() - 40);
                assertTrue(bg < (t.cell() - 40) * (t.cell() - 40) * 0.95, t.label() + " view " + v + ": " + bg + " background pixels");
            }
            assertTrue(t.scaleBar() > 0, t.label());
            assertTrue(t.x() + t.width() <= img.getWidth() && t.y() + t.height() <= img.getHeight(), t.label());
        }
        // tiles do not overlap
        for (ArmorPreview.Tile p : s.tiles()) {
            for (ArmorPreview.Tile q : s.tiles()) {
                if (p == q) continue;
                boolean apart = p.x() + p.width() <= q.x() || q.x() + q.width() <= p.x() || p.y() + p.height() <= q.y() || q.y() + q.height() <= p.y();
                assertTrue(apart, p.label() + " / " + q.label());
            }
        }
    }

    @Test void theViewsAreTextured() {
        Armor a = Gc.sample().armor();
        ArmorPreview.Sheet s = a.sheetWithTiles();
        ArmorPreview.Tile t = s.tiles().get(0);
        Set<Integer> colours = new HashSet<>();
        for (int y = t.viewsY(); y < t.viewsY() + t.cell(); y++) {
            for (int x = t.viewsX(); x < t.viewsX() + t.cell(); x++) colours.add(s.image().getRGB(x, y));
        }
        assertTrue(colours.size() > 40, colours.size() + " colours: a flat-shaded mesh has one per triangle facing, a textured one many");
        // a face looking straight along the depth axis is drawn at shade 1: its texels appear unchanged
        Set<Integer> texels = new HashSet<>();
        for (var p : a.list().get(0).pifs()) for (int c : p.argb()) if ((c >>> 24) >= 0x80) texels.add(c | 0xff000000);
        long shared = colours.stream().filter(texels::contains).count();
        assertTrue(shared > 0, "some texels drawn as stored: " + shared);
    }

    @Test void bonusContactSheet() {
        GlobalWads g = Gc.sample().globalWads();
        PicturePreview.Sheet s = g.pictureSheetWithCells("bonus");
        List<Pictures.Picture> bonus = g.pictureList().stream().filter(p -> p.wad().equals("BONUS")).toList();
        assertEquals(bonus.size(), s.cells().size());
        assertEquals(4, s.cells().size());
        for (int i = 0; i < bonus.size(); i++) {
            Pictures.Picture p = bonus.get(i);
            PicturePreview.Cell c = s.cells().get(i);
            assertEquals(p.field() + "[" + p.index() + "]", c.label());
            assertEquals(p.width() + "×" + p.height() + " " + p.form(), c.detail());
            // the picture's first texel, opaque, at the cell's top-left corner (scaled nearest)
            int first = p.argb()[0];
            if ((first >>> 24) == 255) assertEquals(first, s.image().getRGB(c.x(), c.y()), c.label());
        }
    }

    @Test void aDiscWithoutTheWadsSaysSo() throws IOException {
        Path p = tmp.resolve("LEVEL0.WAD");
        Files.write(p, Gc.sample().level(0).bytes().toArray());
        Disc one = Gc.open(p);
        assertEquals(List.of(), one.armor().sheetWithTiles().tiles());
        assertEquals(40, one.armor().sheet().getHeight());
        assertEquals(List.of(), one.globalWads().pictureSheetWithCells("BONUS").cells());
        assertEquals("no BONUS.WAD images on this disc", PicturePreview.none("bonus"));
    }
}
