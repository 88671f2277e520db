package gcscript.collision;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.TreeMap;

/**
 * Two orthographic views of the collision faces at world positions: top (x right, y up) and side (x right, z up),
 * each face filled in a colour per face type (material) and outlined, with a title, axis ranges and a legend of the
 * types by face count. Quads are drawn as quads.
 */
final class CollisionPreview {
    private CollisionPreview() {}

    static BufferedImage render(CollisionModel m, int size) {
        if (size < 256 || size > 8192) throw new IllegalArgumentException("size 256..8192, not " + size);
        int w = size * 2, h = size;
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(new Color(16, 16, 24));
            g.fillRect(0, 0, w, h);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(11, size / 64)));
            g.setColor(Color.WHITE);
            int top = size / 16;
            g.drawString("level " + m.level + " collision: " + m.octantCount() + " octants, " + m.vertexCount() + " vertices, "
                    + m.faceCount() + " faces (" + m.quadCount() + " quads), coloured by face type", 10, top / 2 + 4);
            if (m.vertexCount() == 0) {
                g.drawString("no collision", 10, top + 20);
                return img;
            }
            Map<Integer, Integer> byType = new TreeMap<>();
            for (int f = 0; f < m.faceCount(); f++) byType.merge(m.faceType(f), 1, Integer::sum);
            panel(g, m, 0, 1, 10, top, size - 20, size - top - size / 8, "top: x right, y up");
            panel(g, m, 0, 2, size + 10, top, size - 20, size - top - size / 8, "side: x right, z up");
            // legend: types by face count
            int lx = 10, ly = h - size / 8 + 20;
            g.setColor(Color.WHITE);
            g.drawString("face type (count):", lx, ly);
            lx += g.getFontMetrics().stringWidth("face type (count): ") + 10;
            for (var e : byType.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(16).toList()) {
                g.setColor(colour(e.getKey(), 255));
                g.fillRect(lx, ly - 10, 12, 12);
                g.setColor(Color.WHITE);
                String s = e.getKey() + " (" + e.getValue() + ")";
                g.drawString(s, lx + 16, ly);
                lx += 16 + g.getFontMetrics().stringWidth(s) + 14;
                if (lx > w - 150) { lx = 10; ly += 18; }
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    private static double coord(CollisionModel m, int v, int axis) { return axis == 0 ? m.x(v) : axis == 1 ? m.y(v) : m.z(v); }

    private static void panel(Graphics2D g, CollisionModel m, int ua, int va, int x0, int y0, int pw, int ph, String label) {
        double minU = Double.POSITIVE_INFINITY, maxU = Double.NEGATIVE_INFINITY, minV = minU, maxV = maxU;
        for (int v = 0; v < m.vertexCount(); v++) {
            double u = coord(m, v, ua), w = coord(m, v, va);
            minU = Math.min(minU, u); maxU = Math.max(maxU, u);
            minV = Math.min(minV, w); maxV = Math.max(maxV, w);
        }
        double span = Math.max(1e-6, Math.max(maxU - minU, maxV - minV));
        double margin = 40, scale = Math.min((pw - 2 * margin) / Math.max(1e-6, maxU - minU), (ph - 2 * margin) / Math.max(1e-6, maxV - minV));
        if (!Double.isFinite(scale) || scale <= 0) scale = (pw - 2 * margin) / span;
        g.setColor(new Color(60, 60, 80));
        g.drawRect(x0, y0, pw, ph);
        g.setColor(Color.LIGHT_GRAY);
        g.drawString(label, x0 + 6, y0 + 16);
        String[] names = {"x", "y", "z"};
        g.drawString(names[ua] + " " + fmt(minU) + " .. " + fmt(maxU), x0 + 6, y0 + ph - 6);
        g.drawString(names[va] + " " + fmt(minV) + " .. " + fmt(maxV), x0 + pw - 160, y0 + 16);
        g.setStroke(new BasicStroke(0.6f));
        Path2D.Double p = new Path2D.Double();
        for (int f = 0; f < m.faceCount(); f++) {
            if (!m.faceIndicesValid(f)) continue;
            p.reset();
            int n = m.faceVertexRow(f, 3) >= 0 ? 4 : 3;
            for (int k = 0; k < n; k++) {
                int v = m.faceVertexRow(f, k);
                double sx = x0 + margin + (coord(m, v, ua) - minU) * scale;
                double sy = y0 + ph - margin - (coord(m, v, va) - minV) * scale;
                if (k == 0) p.moveTo(sx, sy); else p.lineTo(sx, sy);
            }
            p.closePath();
            g.setColor(colour(m.faceType(f), 110));
            g.fill(p);
            g.setColor(colour(m.faceType(f), 230));
            g.draw(p);
        }
    }

    private static String fmt(double d) { return String.format(java.util.Locale.ROOT, "%.1f", d); }

    static Color colour(int type, int alpha) {
        Color c = Color.getHSBColor((float) ((type * 0.61803398875) % 1.0), 0.75f, 0.95f);
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }
}
