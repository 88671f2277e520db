package gcscript.scene;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A software top-down render of a scene's placements: each triangle transformed by its node's matrix, filled with a
 * z-buffer (the highest surface wins, as seen from above) and shaded by its normal against a light from the
 * north-west. Used for previews and notebooks; the glTF is what other tools read.
 */
final class SceneRender {
    record Geometry(String kind, float[] xyz, int[] tri) {}
    /** {@code world} is a column-major 4×4, or null for geometry already in world units. */
    record Draw(int mesh, float[] world) {}

    /** Kind colours (a shaded pixel is one of these scaled by 0.35..1). */
    static final Map<String, Color> COLOURS = Map.of("tfrag", new Color(150, 145, 125), "moby", new Color(255, 150, 40),
            "tie", new Color(70, 200, 90), "shrub", new Color(80, 150, 255));

    private final int level;
    private final Map<Integer, Geometry> geometry;
    private final List<Draw> draws;

    SceneRender(int level, Map<Integer, Geometry> geometry, List<Draw> draws) {
        this.level = level;
        this.geometry = Map.copyOf(geometry);
        this.draws = List.copyOf(draws);
    }

    private static double[] apply(float[] m, float x, float y, float z) {
        if (m == null) return new double[] {x, y, z};
        return new double[] {m[0] * x + m[4] * y + m[8] * z + m[12], m[1] * x + m[5] * y + m[9] * z + m[13], m[2] * x + m[6] * y + m[10] * z + m[14]};
    }

    BufferedImage topDown(int size) {
        if (size < 128 || size > 8192) throw new IllegalArgumentException("size 128..8192, not " + size);
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        int[] counts = new int[4];
        for (Draw d : draws) {
            Geometry gm = geometry.get(d.mesh());
            for (int i = 0; i < gm.xyz().length; i += 3) {
                double[] p = apply(d.world(), gm.xyz()[i], gm.xyz()[i + 1], gm.xyz()[i + 2]);
                if (!Double.isFinite(p[0]) || !Double.isFinite(p[1])) continue;
                minX = Math.min(minX, p[0]); maxX = Math.max(maxX, p[0]);
                minY = Math.min(minY, p[1]); maxY = Math.max(maxY, p[1]);
            }
            switch (gm.kind()) {
                case "tfrag" -> counts[0]++;
                case "moby" -> counts[1]++;
                case "tie" -> counts[2]++;
                default -> counts[3]++;
            }
        }
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        int bg = new Color(16, 16, 24).getRGB();
        int[] px = new int[size * size];
        java.util.Arrays.fill(px, bg);
        double[] zbuf = new double[size * size];
        java.util.Arrays.fill(zbuf, Double.NEGATIVE_INFINITY);
        int top = size / 14;
        double margin = size * 0.04, w = size - 2 * margin, h = size - top - 2 * margin;
        double scale = 1;
        if (minX <= maxX) {
            scale = Math.min(w / Math.max(1e-6, maxX - minX), h / Math.max(1e-6, maxY - minY));
            double offX = margin + (w - (maxX - minX) * scale) / 2, offY = margin + (h - (maxY - minY) * scale) / 2;
            for (Draw d : draws) {
                Geometry gm = geometry.get(d.mesh());
                Color base = COLOURS.getOrDefault(gm.kind(), Color.GRAY);
                int[] t = gm.tri();
                for (int i = 0; i + 2 < t.length; i += 3) {
                    double[][] v = new double[3][];
                    for (int e = 0; e < 3; e++) {
                        int k = 3 * t[i + e];
                        v[e] = apply(d.world(), gm.xyz()[k], gm.xyz()[k + 1], gm.xyz()[k + 2]);
                    }
                    triangle(px, zbuf, size, v, base, minX, minY, scale, offX, offY);
                }
            }
        }
        img.setRGB(0, 0, size, size, px, 0, size);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(new Color(16, 16, 24));
            g.fillRect(0, 0, size, top);
            g.setColor(Color.WHITE);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, Math.max(11, size / 40)));
            g.drawString("level " + level + " scene, top down (x right, y up)", (int) margin, (int) (top * 0.7));
            Font small = new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(9, size / 70));
            g.setFont(small);
            String[] names = {"tfrag patches", "moby instances drawn", "tie instances drawn", "shrub instances drawn"};
            String[] kinds = {"tfrag", "moby", "tie", "shrub"};
            int y = top + small.getSize() + 4;
            for (int k = 0; k < 4; k++) {
                g.setColor(COLOURS.get(kinds[k]));
                g.fillRect(size - size / 4, y - small.getSize() + 2, small.getSize(), small.getSize() - 2);
                g.setColor(Color.WHITE);
                g.drawString(names[k] + ": " + counts[k], size - size / 4 + small.getSize() + 4, y);
                y += small.getSize() + 4;
            }
            if (minX <= maxX) {
                double span = (maxX - minX) / 4, unit = Math.pow(10, Math.floor(Math.log10(Math.max(span, 1e-6))));
                double bar = unit * Math.max(1, Math.floor(span / unit));
                int len = (int) Math.round(bar * scale), bx = (int) margin, by = size - (int) (margin / 2);
                g.setStroke(new BasicStroke(Math.max(1f, size / 400f)));
                g.drawLine(bx, by, bx + len, by);
                g.drawLine(bx, by - 4, bx, by + 4);
                g.drawLine(bx + len, by - 4, bx + len, by + 4);
                g.drawString(String.format(Locale.ROOT, "%s world units", trim(bar)), bx + len + 6, by + small.getSize() / 3);
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    private static String trim(double v) { return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.3g", v); }

    /** Fills one triangle (x, y to pixels, y up) keeping the highest z per pixel; shade from the normal. */
    private static void triangle(int[] px, double[] zbuf, int size, double[][] v, Color base, double minX, double minY, double scale,
                                 double offX, double offY) {
        double[] sx = new double[3], sy = new double[3];
        for (int e = 0; e < 3; e++) {
            if (!Double.isFinite(v[e][0]) || !Double.isFinite(v[e][1]) || !Double.isFinite(v[e][2])) return;
            sx[e] = offX + (v[e][0] - minX) * scale;
            sy[e] = size - offY - (v[e][1] - minY) * scale;
        }
        double ux = v[1][0] - v[0][0], uy = v[1][1] - v[0][1], uz = v[1][2] - v[0][2];
        double wx = v[2][0] - v[0][0], wy = v[2][1] - v[0][1], wz = v[2][2] - v[0][2];
        double nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx;
        double nl = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (nl == 0) return;
        // seen from above either winding is a surface: face the normal up, light from the north-west and above
        if (nz < 0) { nx = -nx; ny = -ny; nz = -nz; }
        double lambert = Math.max(0, (-0.4 * nx + 0.4 * ny + 0.82 * nz) / nl);
        double k = 0.35 + 0.65 * lambert;
        int rgb = (int) (base.getRed() * k) << 16 | (int) (base.getGreen() * k) << 8 | (int) (base.getBlue() * k);
        double area = (sx[1] - sx[0]) * (sy[2] - sy[0]) - (sx[2] - sx[0]) * (sy[1] - sy[0]);
        if (Math.abs(area) < 1e-12) return;
        int x0 = (int) Math.max(0, Math.floor(Math.min(sx[0], Math.min(sx[1], sx[2]))));
        int x1 = (int) Math.min(size - 1, Math.ceil(Math.max(sx[0], Math.max(sx[1], sx[2]))));
        int y0 = (int) Math.max(0, Math.floor(Math.min(sy[0], Math.min(sy[1], sy[2]))));
        int y1 = (int) Math.min(size - 1, Math.ceil(Math.max(sy[0], Math.max(sy[1], sy[2]))));
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                double cx = x + 0.5, cy = y + 0.5;
                double b0 = ((sx[1] - cx) * (sy[2] - cy) - (sx[2] - cx) * (sy[1] - cy)) / area;
                double b1 = ((sx[2] - cx) * (sy[0] - cy) - (sx[0] - cx) * (sy[2] - cy)) / area;
                double b2 = 1 - b0 - b1;
                if (b0 < 0 || b1 < 0 || b2 < 0) continue;
                double z = b0 * v[0][2] + b1 * v[1][2] + b2 * v[2][2];
                int at = y * size + x;
                if (z > zbuf[at]) { zbuf[at] = z; px[at] = rgb; }
            }
        }
    }
}
