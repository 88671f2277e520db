package gcscript.globalwad;

import gcscript.chart.ScaleBar;
import gcscript.chart.TexturedRaster;
import gcscript.moby.MobyClass;
import gcscript.moby.MobyMesh;
import gcscript.moby.MobyTexturedPreview;
import gcscript.pif.Pif;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * The armour sheet ({@code disc.armor().sheet()}, {@code preview --armor}): one tile per present ARMOR.WAD slot, each the
 * moby preview's three views (front, side, top) of its mesh textured by its own material list, a label naming the
 * slot (group and index, the header field, textures and triangles) and a scale bar in world units (the mesh's scale
 * applied: 7/48 for armours, 1 for wrenches, so each tile has its own bar). A disc without ARMOR.WAD gets a one-line
 * picture saying so.
 */
public final class ArmorPreview {
    private ArmorPreview() {}

    static final int CELL = 160, COLS = 2, HEADER = 40, LABEL = 20, FOOT = 26;
    static final Color BACKGROUND = new Color(24, 26, 32);

    /**
     * One tile: the slot's record (0..14), its label, where it is on the sheet, where its three views are
     * ({@code viewsX}, {@code viewsY}, each {@code cell} square, side by side), the scale bar's length in world units and
     * the view pixels the mesh covered (0: nothing drawn).
     */
    public record Tile(int record, String label, int x, int y, int width, int height, int viewsX, int viewsY, int cell, double scaleBar,
                       int pixelsDrawn) {}

    /** The sheet and its tiles (in slot order). */
    public record Sheet(BufferedImage image, List<Tile> tiles) {}

    static Sheet draw(Armor a) {
        List<Armor.Entry> entries = a.list();
        if (entries.isEmpty()) return new Sheet(none(), List.of());
        int tileW = 3 * CELL, tileH = LABEL + CELL + FOOT;
        int rows = (entries.size() + COLS - 1) / COLS;
        BufferedImage out = new BufferedImage(Math.min(COLS, entries.size()) * tileW, HEADER + rows * tileH, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = PicturePreview.canvas(out, BACKGROUND);
        g.drawString("ARMOR.WAD: " + entries.size() + " of " + (Armor.ARMOURS + Armor.WRENCHES) + " slots present (9 armours, 6 wrenches)", 6, 15);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        g.drawString("each tile: front | side | top of the high-LOD mesh, textured by the slot's material list; positions as stored"
                + " (no skeleton in ARMOR.WAD)", 6, 31);
        List<Tile> tiles = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            Armor.Entry e = entries.get(i);
            int x = (i % COLS) * tileW, y = HEADER + (i / COLS) * tileH;
            tiles.add(tile(g, a, e, x, y, tileW, tileH));
        }
        g.dispose();
        return new Sheet(out, List.copyOf(tiles));
    }

    /** The label of a slot: {@code armor 0 · armor_mesh[0] · 3 textures · 120 triangles} (1 texture). */
    static String label(Armor.Entry e, MobyClass c) {
        return e.kind() + " " + e.index() + " · " + e.mesh().name() + " · " + gcscript.table.Cols.count(e.pifs().size(), "texture") + " · "
                + (c == null ? "mesh not read" : c.triangleCount() + " triangles");
    }

    private static Tile tile(Graphics2D g, Armor a, Armor.Entry e, int x, int y, int w, int h) {
        MobyClass c = a.model().classes().stream().filter(k -> k.index() == e.record()).findFirst().orElse(null);
        String label = label(e, c);
        g.setColor(Color.WHITE);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        g.drawString(label, x + 6, y + 15);
        if (c == null) return new Tile(e.record(), label, x, y, w, h, x, y + LABEL, CELL, 0, 0);
        MobyMesh m = MobyMesh.of(-1, c);
        List<TexturedRaster.Image> images = new ArrayList<>();
        for (Pif p : e.pifs()) {
            int[] wrap = MobyMesh.wrap(c, p.index());   // the material list index is the TEX0 slot (§11.3)
            images.add(new TexturedRaster.Image(p.width(), p.height(), p.argb(), clamps(wrap, 0), clamps(wrap, 1)));
        }
        MobyTexturedPreview.Views v = MobyTexturedPreview.of(m, images, CELL);
        g.drawImage(v.image(), x, y + LABEL, null);
        double bar = ScaleBar.draw(g, x + 10, y + LABEL + CELL + 13, CELL * 0.6, v.pixelsPerUnit(), 11, new Color(220, 220, 230));
        return new Tile(e.record(), label, x, y, w, h, x, y + LABEL, CELL, bar, v.pixelsDrawn());
    }

    /** CLAMP and REGION_CLAMP clamp; REPEAT, REGION_REPEAT and a slot no primitive names repeat. */
    private static boolean clamps(int[] wrap, int axis) { return wrap != null && (wrap[axis] == 1 || wrap[axis] == 2); }

    private static BufferedImage none() {
        BufferedImage out = new BufferedImage(480, 40, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = PicturePreview.canvas(out, BACKGROUND);
        g.drawString(NONE, 8, 24);
        g.dispose();
        return out;
    }

    /** What the sheet of a disc without armour says. */
    public static final String NONE = "no armour on this disc (no readable ARMOR.WAD)";
}
