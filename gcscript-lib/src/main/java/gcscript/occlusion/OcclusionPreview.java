package gcscript.occlusion;

import gcscript.chart.Palette;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.TreeMap;

/**
 * One small panel per z slice of the grid: each occupied (x, y) cell filled in a colour per mask index. Up to
 * {@link Palette#DISTINCT} masks each get a colour of their own and a labelled swatch in the legend, one per mask;
 * more are drawn on a continuous hue ramp whose legend is a ramp labelled with its two ends.
 */
final class OcclusionPreview {
    private OcclusionPreview() {}

    static BufferedImage render(OcclusionGridModel m, int width) {
        if (width < 256 || width > 8192) throw new IllegalArgumentException("width 256..8192, not " + width);
        int n = m.octantCount();
        int minX = Integer.MAX_VALUE, maxX = Integer.MIN_VALUE, minY = minX, maxY = maxX;
        TreeMap<Integer, Integer> slices = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            minX = Math.min(minX, m.x(i)); maxX = Math.max(maxX, m.x(i));
            minY = Math.min(minY, m.y(i)); maxY = Math.max(maxY, m.y(i));
            slices.merge(m.z(i), 1, Integer::sum);
        }
        int cols = Math.max(1, Math.min(8, slices.size()));
        int rows = Math.max(1, (slices.size() + cols - 1) / cols);
        int pw = (width - 20) / cols, top = 50, legend = 40;
        int ph = pw + 20;
        BufferedImage img = new BufferedImage(width, top + rows * ph + legend, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(new Color(16, 16, 24));
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
            g.setColor(Color.WHITE);
            g.drawString("level " + m.level + " occlusion grid: " + n + " occupied cells in " + slices.size() + " z slices, "
                    + m.maskCount() + " masks; one panel per z (x right, y up), colour = mask index", 10, 22);
            if (n == 0) { g.drawString("no occlusion grid", 10, 44); return img; }
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
            g.drawString("x " + minX + " .. " + maxX + ", y " + minY + " .. " + maxY + " (cells of 4 units)", 10, 40);
            int spanX = maxX - minX + 1, spanY = maxY - minY + 1;
            double cell = Math.max(1, Math.min((pw - 10.0) / spanX, (ph - 30.0) / spanY));
            int k = 0;
            java.util.Map<Integer, int[]> origin = new java.util.HashMap<>();
            for (int z : slices.keySet()) {
                int px = 10 + (k % cols) * pw, py = top + (k / cols) * ph;
                origin.put(z, new int[] {px, py});
                g.setColor(new Color(60, 60, 80));
                g.drawRect(px, py, pw - 6, ph - 6);
                g.setColor(Color.LIGHT_GRAY);
                g.drawString("z = " + z + " (" + slices.get(z) + ")", px + 4, py + 14);
                k++;
            }
            int masks = Math.max(1, m.maskCount());
            for (int i = 0; i < n; i++) {
                int[] o = origin.get(m.z(i));
                double cx = o[0] + 4 + (m.x(i) - minX) * cell;
                double cy = o[1] + ph - 10 - (m.y(i) - minY + 1) * cell;
                g.setColor(colour(m.maskIndex(i), masks));
                g.fillRect((int) cx, (int) cy, Math.max(1, (int) cell - 1), Math.max(1, (int) cell - 1));
            }
            legend(g, masks, img.getWidth(), img.getHeight() - 16);
        } finally {
            g.dispose();
        }
        return img;
    }

    /** Mask {@code index}'s colour among {@code masks}. */
    static Color colour(int index, int masks) {
        if (masks <= Palette.DISTINCT) return Palette.distinct(masks)[Math.floorMod(index, masks)];
        return Color.getHSBColor((float) index / (masks - 1) * 0.8f, 0.8f, 0.95f);
    }

    /** The legend line at baseline {@code y}: a swatch per mask, or the ramp for many. */
    private static void legend(Graphics2D g, int masks, int width, int y) {
        g.setColor(Color.WHITE);
        g.drawString("mask index:", 10, y);
        int x = 90;
        if (masks <= Palette.DISTINCT) {
            for (int k = 0; k < masks && x + 40 < width; k++) {
                g.setColor(colour(k, masks));
                g.fillRect(x, y - 11, 14, 12);
                g.setColor(Color.WHITE);
                g.drawString(Integer.toString(k), x + 17, y);
                x += 22 + g.getFontMetrics().stringWidth(Integer.toString(k));
            }
            return;
        }
        int ramp = Math.min(256, width - x - 60);
        for (int p = 0; p < ramp; p++) {
            g.setColor(colour((int) Math.round((double) p / (ramp - 1) * (masks - 1)), masks));
            g.drawLine(x + p, y - 11, x + p, y);
        }
        g.setColor(Color.WHITE);
        g.drawString("0", x - 10, y);
        g.drawString(Integer.toString(masks - 1), x + ramp + 4, y);
    }
}
