package gcscript.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.awt.Font;
import java.util.List;
import java.util.Map;

/**
 * An orthographic wireframe of indexed triangles (positions {@code xyz}, three per vertex; triangles {@code tris},
 * three vertex indices each; a colour id per triangle, hue by id, grey for negative ids), looking down one axis
 * of the stored Z-up frame: {@code z} (x right, y up), {@code y} (x right, z up), {@code x} (y right, z up), or
 * {@code iso} (an isometric view from +x +y +z).
 * Format areas hand their columnar meshes to it; it knows nothing about formats. With a title the picture explains
 * itself: a header above the drawing gives the title, the view and its axes, and a legend (a swatch per colour id
 * drawn, and grey for none). A colour id keeps its colour in every picture ({@link Palette#stable}): a class's
 * texture slot is the same colour in the class's own view and in its level's sheet. Every tile has a scale bar in
 * the mesh's units (each tile is fitted on its own, so each has its own scale); a sheet's tiles carry their labels.
 */
public final class Wireframe {
    private Wireframe() {}

    /** One mesh. */
    public record Mesh(double[] xyz, int[] tris, int[] colour) {}

    /** Height of the header a titled picture gets above its drawing, in pixels. */
    public static final int HEADER = 60;

    public static BufferedImage render(Mesh mesh, String axis, int size) { return render(mesh, axis, size, null); }

    /** One mesh; with a {@code title} (not null) a header above it says what, from where, and what the colours are. */
    public static BufferedImage render(Mesh mesh, String axis, int size, String title) {
        return sheet(List.of(mesh), List.of(), axis, size, title, 1);
    }

    /** Meshes side by side in a grid of {@code cell}-pixel tiles, in list order (row-major). */
    public static BufferedImage sheet(List<Mesh> meshes, String axis, int cell) { return sheet(meshes, axis, cell, null); }

    /** As {@link #sheet(List, String, int)}, with a header (title, view, legend) when {@code title} is not null. */
    public static BufferedImage sheet(List<Mesh> meshes, String axis, int cell, String title) {
        return sheet(meshes, List.of(), axis, cell, title);
    }

    /** As {@link #sheet(List, String, int, String)}, tile i labelled {@code labels[i]} (which class it is). */
    public static BufferedImage sheet(List<Mesh> meshes, List<String> labels, String axis, int cell, String title) {
        if (!labels.isEmpty() && labels.size() != meshes.size()) {
            throw new IllegalArgumentException(labels.size() + " labels for " + meshes.size() + " meshes");
        }
        int n = Math.max(1, meshes.size());
        return sheet(meshes, labels, axis, cell, title, (int) Math.ceil(Math.sqrt(n)));
    }

    private static BufferedImage sheet(List<Mesh> meshes, List<String> labels, String axis, int cell, String title, int cols) {
        if (cell < 16 || cell > 8192) throw new IllegalArgumentException("size 16..8192, not " + cell);
        double[][] uv = axes(axis);
        int n = Math.max(1, meshes.size()), rows = (n + cols - 1) / cols, top = title == null ? 0 : HEADER;
        Map<Integer, Color> palette = palette(meshes);
        BufferedImage img = new BufferedImage(cols * cell, top + rows * cell, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(new Color(16, 16, 24));
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            if (title != null) header(g, title, view(axis), palette, img.getWidth());
            for (int i = 0; i < meshes.size(); i++) {
                int x0 = (i % cols) * cell, y0 = top + (i / cols) * cell;
                if (meshes.size() > 1) {
                    g.setColor(new Color(40, 40, 56));
                    g.drawRect(x0, y0, cell - 1, cell - 1);
                }
                Tile tile = new Tile(x0, y0, cell, labels.isEmpty() ? 0 : LABEL, SCALE_BAR);
                draw(g, meshes.get(i), uv, tile, palette);
                if (!labels.isEmpty()) label(g, labels.get(i), tile);
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    /** The view's words: which way it looks and which axis points right and up. */
    public static String view(String axis) {
        return switch (axis.toLowerCase()) {
            case "z" -> "top view (looking down z): x right, y up";
            case "y" -> "side view (looking along y): x right, z up";
            case "x" -> "side view (looking along x): y right, z up";
            case "iso" -> "isometric view from +x +y +z, z up";
            default -> throw new IllegalArgumentException("axis x, y, z or iso, not " + axis);
        };
    }

    /**
     * The colour ids the meshes draw, ascending, each with its colour, which depends on the id alone
     * ({@link Palette#stable}); negative ids are drawn grey, not listed.
     */
    public static Map<Integer, Color> palette(List<Mesh> meshes) {
        java.util.TreeSet<Integer> ids = new java.util.TreeSet<>();
        for (Mesh m : meshes) for (int c : m.colour()) if (c >= 0) ids.add(c);
        Map<Integer, Color> out = new java.util.LinkedHashMap<>();
        for (int id : ids) out.put(id, Palette.stable(id));
        return out;
    }

    /** The legend's text: what the colours are; a swatch per slot follows it, then grey for none. */
    public static final String LEGEND = "colour = texture slot:";

    private static void header(Graphics2D g, String title, String view, Map<Integer, Color> palette, int width) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(new Color(225, 225, 235));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        g.drawString(title, 6, 15);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        g.drawString(view, 6, 31);
        g.drawString(LEGEND, 6, 50);
        int x = 12 + g.getFontMetrics().stringWidth(LEGEND);
        Map<String, Color> swatches = new java.util.LinkedHashMap<>();
        palette.forEach((k, c) -> swatches.put(Integer.toString(k), c));
        swatches.put("none", Color.GRAY);
        for (var e : swatches.entrySet()) {
            String label = e.getKey();
            int w = 20 + g.getFontMetrics().stringWidth(label);
            if (x + w > width - 6) break;
            g.setColor(e.getValue());
            g.fillRect(x, 41, 12, 10);
            g.setColor(new Color(225, 225, 235));
            g.drawString(label, x + 16, 50);
            x += w + 8;
        }
    }

    /** Rows u and v of the projection (each a weight per x, y, z). */
    private static double[][] axes(String axis) {
        return switch (axis.toLowerCase()) {
            case "z" -> new double[][] {{1, 0, 0}, {0, 1, 0}};
            case "y" -> new double[][] {{1, 0, 0}, {0, 0, 1}};
            case "x" -> new double[][] {{0, 1, 0}, {0, 0, 1}};
            case "iso" -> new double[][] {{0.7071, -0.7071, 0}, {0.4082, 0.4082, 0.8165}};
            default -> throw new IllegalArgumentException("axis x, y, z or iso, not " + axis);
        };
    }

    private static double proj(double[] p, int v, double[] row) {
        return p[3 * v] * row[0] + p[3 * v + 1] * row[1] + p[3 * v + 2] * row[2];
    }

    /** Heights, in pixels, of a tile's label band (top) and scale-bar band (bottom), kept clear of the drawing. */
    static final int LABEL = 14, SCALE_BAR = 16;

    /** A tile: its top-left corner, its size, and the bands above and below the drawing. */
    record Tile(int x0, int y0, int size, int top, int bottom) {}

    private static void label(Graphics2D g, String text, Tile t) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        g.setColor(new Color(225, 225, 235));
        String shown = text;
        // a long label is cut to the tile, with … saying so
        while (shown.length() > 1 && g.getFontMetrics().stringWidth(shown) > t.size() - 8) shown = shown.substring(0, shown.length() - 2) + "…";
        g.drawString(shown, t.x0() + 4, t.y0() + 11);
    }

    private static void draw(Graphics2D g, Mesh m, double[][] uv, Tile tile, Map<Integer, Color> palette) {
        double[] p = m.xyz();
        int[] t = m.tris();
        double minU = Double.POSITIVE_INFINITY, maxU = Double.NEGATIVE_INFINITY, minV = minU, maxV = maxU;
        for (int i = 0; i < t.length; i++) {
            int v = t[i];
            double u = proj(p, v, uv[0]), w = proj(p, v, uv[1]);
            minU = Math.min(minU, u); maxU = Math.max(maxU, u);
            minV = Math.min(minV, w); maxV = Math.max(maxV, w);
        }
        if (minU > maxU) return;
        int size = tile.size(), x0 = tile.x0(), h = size - tile.top() - tile.bottom();
        double margin = size * 0.04;
        double scale = Math.min((size - 2 * margin) / Math.max(1e-9, maxU - minU), (h - 2 * margin) / Math.max(1e-9, maxV - minV));
        double offU = x0 + margin + ((size - 2 * margin) - (maxU - minU) * scale) / 2;
        double offV = margin + ((h - 2 * margin) - (maxV - minV) * scale) / 2;
        // the drawing's bottom edge is the top of the scale-bar band
        double base = tile.y0() + size - tile.bottom();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setStroke(new BasicStroke(size >= 1024 ? 1.0f : 0.8f));
        Line2D.Double line = new Line2D.Double();
        for (int i = 0; i + 2 < t.length; i += 3) {
            int c = m.colour().length > i / 3 ? m.colour()[i / 3] : -1;
            g.setColor(c < 0 ? Color.GRAY : palette.getOrDefault(c, Color.GRAY));
            for (int e = 0; e < 3; e++) {
                int a = t[i + e], b = t[i + (e + 1) % 3];
                line.setLine(offU + (proj(p, a, uv[0]) - minU) * scale, base - offV - (proj(p, a, uv[1]) - minV) * scale,
                        offU + (proj(p, b, uv[0]) - minU) * scale, base - offV - (proj(p, b, uv[1]) - minV) * scale);
                g.draw(line);
            }
        }
        // a round length in the mesh's units at this tile's scale (the iso view keeps lengths across the screen)
        ScaleBar.draw(g, x0 + 6, tile.y0() + size - tile.bottom() / 2 - 1, size * 0.3, scale, 10, new Color(225, 225, 235));
    }
}
