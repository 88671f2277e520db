package gcscript.sky;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;

/**
 * Two views of the sky: from below (x right, y up, looking up the z axis; outer shells drawn first) and unrolled
 * (azimuth right, elevation up). A face of a textured shell is filled with its texture sampled at the face's
 * centroid (s, t); a face of an untextured shell with the sky colour, shaded by vertex alpha. A legend lists the
 * shells.
 */
final class SkyPreview {
    private SkyPreview() {}

    static BufferedImage render(SkyModel m, int size) {
        if (size < 256 || size > 8192) throw new IllegalArgumentException("size 256..8192, not " + size);
        int top = 40, legend = 24 + 16 * Math.max(1, m.shellCount());
        BufferedImage img = new BufferedImage(2 * size, size + top + legend, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(new Color(16, 16, 24));
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 14));
            g.setColor(Color.WHITE);
            g.drawString("level " + m.level + " sky: " + m.shellCount() + " shells, " + m.clusterCount() + " clusters, "
                    + m.vertexCount() + " vertices, " + m.faceCount() + " faces, " + m.textureCount() + " textures", 10, 24);
            if (!m.present() || m.vertexCount() == 0) {
                g.drawString("no sky", 10, top + 20);
                return img;
            }
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            g.setColor(Color.LIGHT_GRAY);
            g.drawString("from below: x right, y up (units / 1024 of raw)", 14, top + 14);
            g.drawString("unrolled, one band per shell: azimuth -180..180 right, elevation up", size + 14, top + 14);
            g.setColor(new Color(60, 60, 80));
            g.drawRect(4, top, size - 8, size - 4);
            g.drawRect(size + 4, top, size - 8, size - 4);
            double r = 0;
            for (int i = 0; i < m.vertexCount(); i++) {
                r = Math.max(r, Math.max(Math.abs(m.x(i)), Math.abs(m.y(i))));
            }
            r = Math.max(r, 1e-3);
            int[][] pixels = new int[m.textureCount()][];
            for (int i = 0; i < pixels.length; i++) pixels[i] = m.texture(i) == null ? null : m.texture(i).argb();
            int[] rows = m.faceRows();
            g.setStroke(new BasicStroke(0.5f));
            Path2D.Double p = new Path2D.Double();
            int nShells = m.shellCount();
            double bandH = (size - 30.0) / nShells;
            for (int shell = 0; shell < nShells; shell++) {     // from below: later (inner, smaller) shells on top
                double elMin = Double.POSITIVE_INFINITY, elMax = Double.NEGATIVE_INFINITY;
                for (int i = 0; i < m.vertexCount(); i++) {
                    if (m.vShell.get(i) != shell) continue;
                    double el = Math.atan2(m.z(i), Math.hypot(m.x(i), m.y(i)));
                    elMin = Math.min(elMin, el); elMax = Math.max(elMax, el);
                }
                double elSpan = Math.max(1e-6, elMax - elMin);
                double bandTop = top + 24 + shell * bandH;
                g.setColor(Color.LIGHT_GRAY);
                g.drawString(String.format(java.util.Locale.ROOT, "shell %d: elevation %.0f..%.0f", m.shellIndex.get(shell),
                        Math.toDegrees(elMin), Math.toDegrees(elMax)), size + 14, (int) bandTop + 12);
                for (int f = 0; f < m.faceCount(); f++) {
                    if (m.fShell.get(f) != shell) continue;
                    if (rows[3 * f] < 0) continue;
                    int[] v = {rows[3 * f], rows[3 * f + 1], rows[3 * f + 2]};
                    Color c = faceColour(m, f, v, pixels);
                    // from below: mirror x so the view is the one looking up
                    p.reset();
                    for (int k = 0; k < 3; k++) {
                        double sx = size / 2.0 - m.x(v[k]) / r * (size / 2.0 - 20);
                        double sy = top + size / 2.0 - m.y(v[k]) / r * (size / 2.0 - 20);
                        if (k == 0) p.moveTo(sx, sy); else p.lineTo(sx, sy);
                    }
                    p.closePath();
                    g.setColor(c);
                    g.fill(p);
                    // unrolled
                    double[] az = new double[3], el = new double[3];
                    for (int k = 0; k < 3; k++) {
                        double x = m.x(v[k]), y = m.y(v[k]), z = m.z(v[k]);
                        az[k] = Math.atan2(y, x);
                        el[k] = Math.atan2(z, Math.hypot(x, y));
                    }
                    if (Math.abs(az[0] - az[1]) > Math.PI || Math.abs(az[1] - az[2]) > Math.PI || Math.abs(az[0] - az[2]) > Math.PI) continue;
                    p.reset();
                    for (int k = 0; k < 3; k++) {
                        double sx = size + 10 + (az[k] + Math.PI) / (2 * Math.PI) * (size - 20);
                        double sy = bandTop + bandH - 6 - (el[k] - elMin) / elSpan * (bandH - 24);
                        if (k == 0) p.moveTo(sx, sy); else p.lineTo(sx, sy);
                    }
                    p.closePath();
                    g.fill(p);
                    g.setColor(c.darker());
                    g.draw(p);
                }
            }
            int ly = top + size + 16;
            g.setColor(Color.WHITE);
            g.drawString("shells:", 10, ly);
            for (int s = 0; s < m.shellCount(); s++) {
                int clusters = 0, faces = 0;
                for (int c = 0; c < m.clusterCount(); c++) if (m.clusterShell.get(c) == s) clusters++;
                for (int f = 0; f < m.faceCount(); f++) if (m.fShell.get(f) == s) faces++;
                g.drawString("shell " + m.shellIndex.get(s) + ": " + clusters + " clusters, " + faces + " faces, "
                        + (m.shellTextured(s) ? "textured" : "untextured (flags bit 0)"), 70, ly + 16 * s);
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    private static Color faceColour(SkyModel m, int f, int[] v, int[][] pixels) {
        int tex = m.fTex.get(f);
        int alpha = 0;
        for (int k : v) alpha += m.alphaExpanded(k);
        alpha /= 3;
        if (SkyLayouts.texturedFace(tex) && tex < pixels.length && pixels[tex] != null) {
            var t = m.texture(tex);
            double s = 0, tt = 0;
            for (int k : v) { s += m.u(k); tt += m.v(k); }
            s /= 3; tt /= 3;
            int x = Math.floorMod((int) Math.floor(s * t.width()), t.width()), y = Math.floorMod((int) Math.floor(tt * t.height()), t.height());
            int argb = pixels[tex][y * t.width() + x];
            return new Color((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff);
        }
        int r = m.header.i(SkyLayouts.COLOUR[0]), gr = m.header.i(SkyLayouts.COLOUR[1]), b = m.header.i(SkyLayouts.COLOUR[2]);
        double k = 0.25 + 0.75 * alpha / 255.0;
        return new Color((int) (r * k), (int) (gr * k), (int) (b * k));
    }
}
