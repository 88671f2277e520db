package gcscript.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.util.List;

/**
 * An orthographic wireframe of indexed triangles (positions {@code xyz}, three per vertex; triangles {@code tris},
 * three vertex indices each; a colour id per triangle, hue by id, grey for negative ids), looking down one axis
 * of the stored Z-up frame: {@code z} (x right, y up), {@code y} (x right, z up), {@code x} (y right, z up), or
 * {@code iso} (an isometric view from +x +y +z).
 * Format areas hand their columnar meshes to it; it knows nothing about formats.
 */
public final class Wireframe {
    private Wireframe() {}

    /** One mesh. */
    public record Mesh(double[] xyz, int[] tris, int[] colour) {}

    public static BufferedImage render(Mesh mesh, String axis, int size) {
        if (size < 16 || size > 8192) throw new IllegalArgumentException("size 16..8192, not " + size);
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(new Color(16, 16, 24));
            g.fillRect(0, 0, size, size);
            draw(g, mesh, axes(axis), 0, 0, size);
        } finally {
            g.dispose();
        }
        return img;
    }

    /** Meshes side by side in a grid of {@code cell}-pixel tiles, in list order (row-major). */
    public static BufferedImage sheet(List<Mesh> meshes, String axis, int cell) {
        int n = Math.max(1, meshes.size());
        int cols = (int) Math.ceil(Math.sqrt(n)), rows = (n + cols - 1) / cols;
        BufferedImage img = new BufferedImage(cols * cell, rows * cell, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(new Color(16, 16, 24));
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            double[][] uv = axes(axis);
            for (int i = 0; i < meshes.size(); i++) {
                int x0 = (i % cols) * cell, y0 = (i / cols) * cell;
                g.setColor(new Color(40, 40, 56));
                g.drawRect(x0, y0, cell - 1, cell - 1);
                draw(g, meshes.get(i), uv, x0, y0, cell);
            }
        } finally {
            g.dispose();
        }
        return img;
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

    private static void draw(Graphics2D g, Mesh m, double[][] uv, int x0, int y0, int size) {
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
        double span = Math.max(1e-9, Math.max(maxU - minU, maxV - minV));
        double margin = size * 0.04, scale = (size - 2 * margin) / span;
        double offU = x0 + margin + ((size - 2 * margin) - (maxU - minU) * scale) / 2;
        double offV = margin + ((size - 2 * margin) - (maxV - minV) * scale) / 2;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setStroke(new BasicStroke(size >= 1024 ? 1.0f : 0.8f));
        Line2D.Double line = new Line2D.Double();
        for (int i = 0; i + 2 < t.length; i += 3) {
            int c = m.colour().length > i / 3 ? m.colour()[i / 3] : -1;
            g.setColor(c < 0 ? Color.GRAY : Color.getHSBColor((float) ((c * 0.61803398875) % 1.0), 0.7f, 1.0f));
            for (int e = 0; e < 3; e++) {
                int a = t[i + e], b = t[i + (e + 1) % 3];
                line.setLine(offU + (proj(p, a, uv[0]) - minU) * scale, y0 + size - offV - (proj(p, a, uv[1]) - minV) * scale,
                        offU + (proj(p, b, uv[0]) - minU) * scale, y0 + size - offV - (proj(p, b, uv[1]) - minV) * scale);
                g.draw(line);
            }
        }
    }
}
