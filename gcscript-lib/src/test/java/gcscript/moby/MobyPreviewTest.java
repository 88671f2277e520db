package gcscript.moby;

import static org.junit.jupiter.api.Assertions.*;

import gcscript.Gc;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Moby previews explain themselves (issue 27, item 7): panel titles, axis names, a legend of the colours. */
class MobyPreviewTest {
    final MobyModel model = Gc.sample().level(0).core().mobies().model();

    List<MobyMesh> meshes() {
        List<MobyMesh> out = new ArrayList<>();
        for (MobyClass c : model.classes()) if (!c.meshless()) out.add(MobyMesh.of(model.level(), c));
        return out;
    }

    @Test
    void panelsAreNamedByViewAndAxes() {
        assertArrayEquals(new String[] {"front: x right, z up", "side: y right, z up", "top: x right, y up"}, MobyPreview.PANEL_TITLES);
        // the titles agree with the projection each panel uses (right axis, up axis)
        for (int v = 0; v < 3; v++) {
            String t = MobyPreview.PANEL_TITLES[v];
            assertTrue(t.contains(MobyPreview.AXES[MobyPreview.VIEWS[v][0]] + " right"), t);
            assertTrue(t.contains(MobyPreview.AXES[MobyPreview.VIEWS[v][1]] + " up"), t);
        }
    }

    @Test
    void theSheetExplainsItsColours() {
        List<MobyMesh> meshes = meshes();
        assertFalse(meshes.isEmpty());
        List<String> header = MobyPreview.sheetHeader(meshes);
        assertEquals("moby classes with a mesh: " + meshes.size() + " (each: front: x right, z up | side: y right, z up | top: x right, y up)",
                header.get(0));
        assertEquals("colour = texture index (grey: untextured); brighter = facing the viewer; bind pose, high LOD", header.get(1));
        Map<Integer, Color> palette = MobyPreview.palette(meshes);
        java.util.TreeSet<Integer> used = new java.util.TreeSet<>();
        for (MobyMesh m : meshes) for (int t : m.textures()) if (t >= 0) used.add(t);
        assertEquals(used, palette.keySet(), "a swatch for every texture index drawn, no other");
        Map<String, Color> swatches = MobyPreview.legendSwatches(palette);
        assertEquals(used.size() + 1, swatches.size());
        assertEquals(MobyPreview.UNTEXTURED, swatches.get("untextured"));
        assertEquals(new java.util.HashSet<>(swatches.values()).size(), swatches.size(), "no two swatches share a colour");
        BufferedImage sheet = MobyPreview.sheet(meshes);
        assertEquals(960, sheet.getWidth());
        // the first swatch is drawn in the first texture's colour (x 6..20, y 40..50 of the header)
        assertEquals(palette.values().iterator().next().getRGB() & 0xffffff, sheet.getRGB(10, 45) & 0xffffff);
    }

    @Test
    void everyTileHasAScaleBarInWorldUnits() {
        MobyMesh m = meshes().get(0);
        int cell = 160;
        BufferedImage img = MobyPreview.render(m, cell);
        float ppu = MobyPreview.pixelsPerUnit(MobyPreview.bounds(m, m.bindPose(), null), cell);
        double len = gcscript.chart.ScaleBar.length(cell * MobyPreview.SCALE_BAR_SHARE, ppu);
        int px = (int) Math.round(len * ppu), y = 36 + cell - MobyPreview.SCALE_BAR_FROM_BOTTOM;
        int ink = MobyPreview.SCALE_BAR_INK.getRGB() & 0xffffff;
        // the bar's two ends and its middle, in the bar's colour
        for (int x : new int[] {MobyPreview.SCALE_BAR_X, MobyPreview.SCALE_BAR_X + px / 2, MobyPreview.SCALE_BAR_X + px}) {
            assertEquals(ink, img.getRGB(x, y) & 0xffffff, "x " + x);
        }
        assertTrue(px > 10 && px <= cell * MobyPreview.SCALE_BAR_SHARE + 1, px + " pixels");
        // the sheet's tiles are renders: the first tile's bar at the same place below the header
        BufferedImage sheet = MobyPreview.sheet(meshes());
        assertEquals(ink, sheet.getRGB(MobyPreview.SCALE_BAR_X + px / 2, 58 + y) & 0xffffff);
    }
}
