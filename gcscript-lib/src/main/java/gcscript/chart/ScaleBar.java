package gcscript.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;

/**
 * A scale bar: a round length (1, 2 or 5 × a power of ten) in world units near {@code target} pixels, drawn as a
 * bar with end ticks and its length written beside it. Shared by the level map and the class wireframes.
 */
public final class ScaleBar {
    private ScaleBar() {}

    /** The round length, in units, whose bar at {@code pixelsPerUnit} is at most {@code target} pixels (and near it). */
    public static double length(double target, double pixelsPerUnit) {
        double units = target / pixelsPerUnit;
        double unit = Math.pow(10, Math.floor(Math.log10(Math.max(units, 1e-9))));
        return units >= 5 * unit ? 5 * unit : units >= 2 * unit ? 2 * unit : unit;
    }

    /** The label: {@code 20 units}, {@code 0.5 units}. */
    public static String label(double len) {
        return (len >= 1 ? Long.toString(Math.round(len)) : gcscript.table.Cols.number(len)) + " units";
    }

    /** Draws the bar from ({@code x0}, {@code y0}) rightwards; returns its length in units. */
    public static double draw(Graphics2D g, int x0, int y0, double target, double pixelsPerUnit, int fontSize, Color ink) {
        double len = length(target, pixelsPerUnit);
        int px = (int) Math.round(len * pixelsPerUnit);
        g.setColor(ink);
        g.setStroke(new BasicStroke(2f));
        g.drawLine(x0, y0, x0 + px, y0);
        g.drawLine(x0, y0 - 4, x0, y0 + 4);
        g.drawLine(x0 + px, y0 - 4, x0 + px, y0 + 4);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, fontSize));
        g.drawString(label(len), x0 + px + 6, y0 + 4);
        return len;
    }
}
