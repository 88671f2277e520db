package gcscript.gameplay;

import static gcscript.gameplay.GameplayLayout.*;

import gcscript.bytes.FormatException;
import gcscript.layout.Field;
import gcscript.layout.RecArray;
import gcscript.tfrag.TfragBlock;
import gcscript.tfrag.TfragPatch;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.util.List;

/**
 * A top-down map of a level (looking down the stored Z-up frame: x right, y up): the core tfrag block's LOD-0
 * triangles as a grey wireframe, every moby (orange circle), tie (green square) and shrub (blue triangle) instance
 * at its stored position, the lights ({@link MapLights}: point lights as rings, directional lights as arrows in a
 * compass), a legend with the counts and a title. With labels each marker carries its o_class, and the title and
 * legend say so. The frame fits every point drawn.
 */
public final class LevelMap {
    private LevelMap() {}

    static final Color BACKGROUND = new Color(16, 16, 24), WIRE = new Color(90, 90, 105);
    static final Color MOBY = new Color(255, 150, 40), TIE = new Color(70, 210, 90), SHRUB = new Color(80, 150, 255);

    public static BufferedImage render(GameplayModel m, boolean labels, int size) {
        if (size < 128 || size > 8192) throw new IllegalArgumentException("size 128..8192, not " + size);
        TfragBlock tfrags = null;
        try {
            tfrags = m.context().tfrags().get();
        } catch (FormatException e) {
            tfrags = null;    // a map without terrain is still a map; the tfrag checks say why
        }
        double[] box = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        if (tfrags != null) {
            for (TfragPatch p : tfrags.patchList()) {
                for (int k = 0; k < p.positionCount(); k++) grow(box, p.world(k, 0), p.world(k, 1));
            }
        }
        RecArray mob = m.mobies(), tie = m.ties(), shr = m.shrubs();
        if (mob != null) for (int i = 0; i < mob.count(); i++) grow(box, mob.f(i, M_X), mob.f(i, M_Y));
        if (tie != null) for (int i = 0; i < tie.count(); i++) grow(box, tie.f(i, T_MATRIX[12]), tie.f(i, T_MATRIX[13]));
        if (shr != null) for (int i = 0; i < shr.count(); i++) grow(box, shr.f(i, S_MATRIX[12]), shr.f(i, S_MATRIX[13]));
        MapLights.grow(box, m);

        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, size, size);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            int top = size / 14;    // room for the title
            Frame f = box[0] > box[2] ? null : Frame.of(box, size, top);
            if (f != null) {
                if (tfrags != null) wire(g, f, tfrags, size);
                MapLights.points(g, f, m, size);
                float r = Math.max(3f, size / 200f);
                g.setStroke(new BasicStroke(Math.max(1f, size / 700f)));
                Font small = new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(9, size / 90));
                g.setFont(small);
                markers(g, f, shr, S_MATRIX[12], S_MATRIX[13], S_O_CLASS, SHRUB, 2, r, labels);
                markers(g, f, tie, T_MATRIX[12], T_MATRIX[13], T_O_CLASS, TIE, 1, r, labels);
                markers(g, f, mob, M_X, M_Y, M_O_CLASS, MOBY, 0, r, labels);
                scaleBar(g, f, size);
            }
            MapLights.compass(g, m, size);
            title(g, m, size, box, labels);
            legend(g, m, size, top, labels);
        } finally {
            g.dispose();
        }
        return img;
    }

    /** World → pixel: one scale for both axes, the drawing centred below the title, y up. */
    record Frame(double minU, double minV, double scale, double offU, double offV, int size) {
        static Frame of(double[] b, int size, int top) {
            double m = size * 0.04, w = size - 2 * m, h = size - top - 2 * m;
            double su = Math.max(1e-6, b[2] - b[0]), sv = Math.max(1e-6, b[3] - b[1]);
            double scale = Math.min(w / su, h / sv);
            return new Frame(b[0], b[1], scale, m + (w - (b[2] - b[0]) * scale) / 2, m + (h - (b[3] - b[1]) * scale) / 2, size);
        }
        double x(double u) { return offU + (u - minU) * scale; }
        double y(double v) { return size - offV - (v - minV) * scale; }
    }

    static void grow(double[] b, double u, double v) {
        if (!Double.isFinite(u) || !Double.isFinite(v)) return;
        b[0] = Math.min(b[0], u); b[1] = Math.min(b[1], v);
        b[2] = Math.max(b[2], u); b[3] = Math.max(b[3], v);
    }

    private static void wire(Graphics2D g, Frame f, TfragBlock b, int size) {
        g.setColor(WIRE);
        g.setStroke(new BasicStroke(size >= 1024 ? 0.8f : 0.6f));
        Line2D.Double line = new Line2D.Double();
        for (TfragPatch p : b.patchList()) {
            int n = p.positionCount();
            List<int[]> tris = p.triangles().get(0);
            for (int[] t : tris) {
                int[] k = {p.vinfo(t[1], 3) / 2, p.vinfo(t[2], 3) / 2, p.vinfo(t[3], 3) / 2};
                if (k[0] < 0 || k[1] < 0 || k[2] < 0 || k[0] >= n || k[1] >= n || k[2] >= n) continue;
                for (int e = 0; e < 3; e++) {
                    int a = k[e], c = k[(e + 1) % 3];
                    line.setLine(f.x(p.world(a, 0)), f.y(p.world(a, 1)), f.x(p.world(c, 0)), f.y(p.world(c, 1)));
                    g.draw(line);
                }
            }
        }
    }

    private static void markers(Graphics2D g, Frame f, RecArray a, Field x, Field y, Field oClass, Color colour, int shape,
                                float r, boolean labels) {
        if (a == null) return;
        for (int i = 0; i < a.count(); i++) {
            double u = a.f(i, x), v = a.f(i, y);
            if (!Double.isFinite(u) || !Double.isFinite(v)) continue;
            int px = (int) Math.round(f.x(u)), py = (int) Math.round(f.y(v)), ir = Math.round(r);
            marker(g, px, py, ir, colour, shape);
            if (labels) {
                g.setColor(colour.brighter());
                g.drawString(Integer.toString(a.i(i, oClass)), px + ir + 2, py - ir);
            }
        }
    }

    private static void marker(Graphics2D g, int x, int y, int r, Color colour, int shape) {
        g.setColor(colour);
        switch (shape) {
            case 0 -> g.fillOval(x - r, y - r, 2 * r, 2 * r);
            case 1 -> g.fillRect(x - r, y - r, 2 * r, 2 * r);
            default -> g.fillPolygon(new int[] {x, x + r, x - r}, new int[] {y - r, y + r, y + r}, 3);
        }
        g.setColor(Color.BLACK);
        switch (shape) {
            case 0 -> g.drawOval(x - r, y - r, 2 * r, 2 * r);
            case 1 -> g.drawRect(x - r, y - r, 2 * r, 2 * r);
            default -> g.drawPolygon(new int[] {x, x + r, x - r}, new int[] {y - r, y + r, y + r}, 3);
        }
    }

    /** The title line: the level, the view and its axes. */
    static String title(GameplayModel m) {
        return m.file().replace(":gameplay", "") + " (level " + m.level() + ") — top-down map, x right, y up";
    }

    /** The line under the title: the extent drawn, in world units, and what the numbers are when they are drawn. */
    static String subtitle(double[] box, boolean labels) {
        String extent = box[0] <= box[2] ? String.format(java.util.Locale.ROOT, "x %.1f .. %.1f, y %.1f .. %.1f (world units)",
                box[0], box[2], box[1], box[3]) : "nothing placed";
        return extent + (labels ? "; the numbers are each instance's o_class" : "");
    }

    /**
     * The legend's lines, in order: a marker per instance kind with its count, the wireframe, the lights the level
     * has (each kind only when there are some), and the labels' meaning.
     */
    static List<String> legendLines(GameplayModel m, boolean labels) {
        List<String> text = new java.util.ArrayList<>(List.of("moby instances: " + m.mobyCount(), "tie instances: " + m.tieCount(),
                "shrub instances: " + m.shrubCount(), "tfrag wireframe (core, LOD 0)"));
        if (m.lightCount() > 0) text.add(DIRECTIONAL + m.lightCount());
        if (MapLights.pointCount(m) > 0) text.add(POINT + MapLights.pointCount(m));
        if (labels) text.add("number beside a marker: its class (o_class)");
        return text;
    }

    static final String DIRECTIONAL = "directional lights: ", POINT = "point lights: ";

    private static void title(Graphics2D g, GameplayModel m, int size, double[] box, boolean labels) {
        g.setColor(Color.WHITE);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, Math.max(12, size / 45)));
        g.drawString(title(m), size / 60, size / 26);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(9, size / 85)));
        g.setColor(new Color(200, 200, 210));
        g.drawString(subtitle(box, labels), size / 60, size / 26 + size / 50);
    }

    private static void legend(Graphics2D g, GameplayModel m, int size, int top, boolean labels) {
        int fs = Math.max(10, size / 75);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, fs));
        String[] text = legendLines(m, labels).toArray(String[]::new);
        Color[] colours = {MOBY, TIE, SHRUB, WIRE};
        int w = 0;
        for (String t : text) w = Math.max(w, g.getFontMetrics().stringWidth(t));
        int boxW = w + 3 * fs, lineH = fs + fs / 2, boxH = lineH * text.length + fs / 2;
        int x0 = size - boxW - size / 60, y0 = size / 60;
        g.setColor(new Color(0, 0, 0, 170));
        g.fillRect(x0, y0, boxW, boxH);
        g.setColor(new Color(120, 120, 135));
        g.drawRect(x0, y0, boxW, boxH);
        for (int i = 0; i < text.length; i++) {
            int cy = y0 + lineH * i + lineH / 2 + fs / 4;
            if (i < 3) {
                marker(g, x0 + fs, cy, Math.max(3, fs / 3), colours[i], i);
            } else if (i == 3) {
                g.setColor(WIRE);
                g.drawLine(x0 + fs / 2, cy, x0 + 3 * fs / 2, cy);
            } else if (text[i].startsWith(DIRECTIONAL)) {
                g.setColor(MapLights.COMPASS);
                g.drawLine(x0 + fs / 2, cy, x0 + 3 * fs / 2, cy);
                g.drawLine(x0 + 3 * fs / 2, cy, x0 + fs, cy - fs / 3);
                g.drawLine(x0 + 3 * fs / 2, cy, x0 + fs, cy + fs / 3);
            } else if (text[i].startsWith(POINT)) {
                g.setColor(MapLights.POINT);
                g.drawOval(x0 + fs / 2, cy - fs / 2, fs, fs);
            } else {
                g.setColor(MOBY.brighter());   // a sample label, drawn as the labels are
                g.drawString("12", x0 + fs / 4, cy + fs / 3);
            }
            g.setColor(Color.WHITE);
            g.drawString(text[i], x0 + 2 * fs, cy + fs / 3);
        }
    }

    private static void scaleBar(Graphics2D g, Frame f, int size) {
        gcscript.chart.ScaleBar.draw(g, size / 40, size - size / 60, size * 0.2, f.scale(), Math.max(9, size / 90), Color.WHITE);
    }
}
