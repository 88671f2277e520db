package gcscript.gameplay;

import static gcscript.gameplay.EnvLayout.*;
import static gcscript.gameplay.GameplayLayout.COLOUR_A;
import static gcscript.gameplay.GameplayLayout.DIRECTION_A;

import gcscript.layout.RecArray;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;

/**
 * The lights on the level map. Point lights have a place: a ring of their radius at their position, in their colour.
 * Directional lights have none, only a direction: they are drawn in a compass at the bottom right, one arrow per light
 * along direction a as seen from above (an arrow's length is the direction's share in the x-y plane: a light shining
 * straight down is a dot), in colour a.
 */
final class MapLights {
    private MapLights() {}

    static final Color COMPASS = new Color(150, 150, 165), POINT = new Color(255, 235, 120);

    /** The point lights of {@code m}, or null. */
    static RecArray points(GameplayModel m) { return m.pointLights() == null ? null : m.pointLights().lights(); }

    static int pointCount(GameplayModel m) { return points(m) == null ? 0 : points(m).count(); }

    /** Grows {@code box} by every point light's position. */
    static void grow(double[] box, GameplayModel m) {
        RecArray p = points(m);
        if (p != null) for (int i = 0; i < p.count(); i++) LevelMap.grow(box, PL_POSITION_X.value(p.get(i, PL_X)), PL_POSITION_Y.value(p.get(i, PL_Y)));
    }

    /** Rings: each point light's radius at its position, in its colour. */
    static void points(Graphics2D g, LevelMap.Frame f, GameplayModel m, int size) {
        RecArray p = points(m);
        if (p == null) return;
        g.setStroke(new BasicStroke(Math.max(1f, size / 600f)));
        for (int i = 0; i < p.count(); i++) {
            double x = f.x(PL_POSITION_X.value(p.get(i, PL_X))), y = f.y(PL_POSITION_Y.value(p.get(i, PL_Y)));
            double r = Math.max(2, PL_RADIUS_UNITS.value(p.get(i, PL_RADIUS)) * f.scale());
            g.setColor(visible(PL_COLOUR_R.value(p.get(i, PL_R)), PL_COLOUR_G.value(p.get(i, PL_G)), PL_COLOUR_B.value(p.get(i, PL_B))));
            g.draw(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r));
            g.fill(new Ellipse2D.Double(x - 2, y - 2, 4, 4));
        }
    }

    /** The compass's radius and centre on a map of {@code size} pixels (bottom right, clear of the scale bar). */
    static int radius(int size) { return Math.max(12, size / 18); }

    static int[] centre(int size) {
        int r = radius(size);
        return new int[] {size - size / 60 - r - 2, size - size / 60 - r - 2};
    }

    /** The compass: a ring with its title above, one arrow per directional light. */
    static void compass(Graphics2D g, GameplayModel m, int size) {
        RecArray l = m.lights();
        if (l == null || l.count() == 0) return;
        int r = radius(size);
        int[] c = centre(size);
        g.setColor(new Color(0, 0, 0, 170));   // over whatever the map drew there
        g.fillOval(c[0] - r, c[1] - r, 2 * r, 2 * r);
        g.setColor(COMPASS);
        g.setStroke(new BasicStroke(1f));
        g.drawOval(c[0] - r, c[1] - r, 2 * r, 2 * r);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(9, size / 90)));
        String title = "light directions (from above)";
        g.drawString(title, c[0] + r - g.getFontMetrics().stringWidth(title), c[1] - r - 4);
        g.setStroke(new BasicStroke(Math.max(2f, size / 350f)));
        for (int i = 0; i < l.count(); i++) {
            double dx = l.f(i, DIRECTION_A[0]), dy = l.f(i, DIRECTION_A[1]);
            if (!Double.isFinite(dx) || !Double.isFinite(dy)) continue;
            double len = Math.min(1, Math.hypot(dx, dy));
            g.setColor(visible(l.f(i, COLOUR_A[0]), l.f(i, COLOUR_A[1]), l.f(i, COLOUR_A[2])));
            int x1 = (int) Math.round(c[0] + dx * r), y1 = (int) Math.round(c[1] - dy * r);
            if (len < 0.05) {
                g.fillOval(c[0] - 3, c[1] - 3, 6, 6);
                continue;
            }
            g.drawLine(c[0], c[1], x1, y1);
            double a = Math.atan2(-(dy), dx), head = Math.max(4, r / 5.0);
            for (double side : new double[] {-0.45, 0.45}) {
                g.drawLine(x1, y1, (int) Math.round(x1 - head * Math.cos(a + side)), (int) Math.round(y1 + head * Math.sin(a + side)));
            }
        }
    }

    /** A light's colour, brightened to at least a third so a dim light still shows on the dark map. */
    static Color visible(double r, double g, double b) {
        double[] v = {clamp(r), clamp(g), clamp(b)};
        double max = Math.max(v[0], Math.max(v[1], v[2]));
        if (max < 1 / 3.0) {
            double k = max <= 0 ? 0 : (1 / 3.0) / max;
            for (int i = 0; i < 3; i++) v[i] = max <= 0 ? 1 / 3.0 : v[i] * k;
        }
        return new Color((float) v[0], (float) v[1], (float) v[2]);
    }

    private static double clamp(double x) { return Double.isFinite(x) ? Math.max(0, Math.min(1, x)) : 0; }
}
