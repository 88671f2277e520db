package gcscript.datasets.tfrag;

import java.util.Locale;
import java.util.Random;

/**
 * The ground a synthetic level's tfrags tile: a rectangle of {@code cols × rows} patches, each {@code g × g} grid
 * cells of {@code cell} integer units (world × 1024), over a smooth height field of rolling hills with a winding
 * valley. Z is up (the stored PS2 frame). Every grid vertex has one integer world position ({@link #x}, {@link #y},
 * {@link #z}), so two patches that share an edge write the same world positions on both sides of the seam.
 *
 * <p>The surface is the triangulation the tfrag strips draw: in each cell the diagonal runs from (i, j + 1) to
 * (i + 1, j) (a strip walks bottom, top, bottom, top along a row), and {@link #heightAt} interpolates linearly
 * inside the triangle under (x, y), so an instance placed at that height stands exactly on the drawn ground.
 *
 * <p>{@link #toString} / {@link #parse} give the manifest key {@code tfrags.terrain}, from which the gameplay
 * writer and the tests rebuild the same surface.
 */
public record Terrain(int x0, int y0, int cell, int g, int cols, int rows, int z0,
                      double a1, double l1, double p1, double l2, double p2,
                      double a2, double l3, double th, double p3,
                      double depth, double width, double vc, double va, double lv, double pv) {

    /** Integer world units per world unit (positions are stored as world × 1024). */
    public static final int UNIT = 1024;

    /**
     * A seeded terrain of {@code cols × rows} patches: cell size 4 (g = 6) or 5 (g = 4) world units, origin and
     * base height in the ranges the older generator used (x 50..., y 40..., z 0..−200), hills of 4–8 and 1–3
     * units over wavelengths of 60–120, a valley 6–12 deep and 12–20 wide (slopes stay below about 2, so
     * a patch's heights fit the s16 offsets around its base).
     */
    public static Terrain random(Random rnd, int cols, int rows) {
        int g = rnd.nextInt(3) == 0 ? 4 : 6;
        int cell = (g == 6 ? 4 : 5) * UNIT;
        int x0 = (50 + rnd.nextInt(60)) * UNIT, y0 = (40 + rnd.nextInt(40)) * UNIT;
        int z0 = -(20 + rnd.nextInt(180)) * UNIT;
        return new Terrain(x0, y0, cell, g, cols, rows, z0,
                4 + 4 * rnd.nextDouble(), 60 + 60 * rnd.nextDouble(), 2 * Math.PI * rnd.nextDouble(),
                60 + 60 * rnd.nextDouble(), 2 * Math.PI * rnd.nextDouble(),
                1 + 2 * rnd.nextDouble(), 60 + 60 * rnd.nextDouble(), Math.PI * rnd.nextDouble(), 2 * Math.PI * rnd.nextDouble(),
                6 + 6 * rnd.nextDouble(), 12 + 8 * rnd.nextDouble(), 0.3 + 0.4 * rnd.nextDouble(), 0.05 + 0.1 * rnd.nextDouble(),
                60 + 80 * rnd.nextDouble(), 2 * Math.PI * rnd.nextDouble());
    }

    /** The same ground continued {@code dx} patches further along x (a streamed level's next chunk). */
    public Terrain shifted(int dxPatches) { return withOrigin(x0 + dxPatches * g * cell, y0); }

    private Terrain withOrigin(int nx, int ny) {
        return new Terrain(nx, ny, cell, g, cols, rows, z0, a1, l1, p1, l2, p2, a2, l3, th, p3, depth, width, vc, va, lv, pv);
    }

    public int patches() { return cols * rows; }
    /** Grid vertices along x and y over the whole terrain. */
    public int vertsX() { return cols * g + 1; }
    public int vertsY() { return rows * g + 1; }

    /** Integer world x, y, z (world × 1024) of global grid vertex (i, j). */
    public int x(int i) { return x0 + i * cell; }
    public int y(int j) { return y0 + j * cell; }
    public int z(int i, int j) { return (int) Math.round(smooth((double) x(i) / UNIT, (double) y(j) / UNIT) * UNIT); }

    /** World-unit extent: {minX, minY, maxX, maxY}. */
    public double[] extent() {
        return new double[] {(double) x0 / UNIT, (double) y0 / UNIT, (double) x(vertsX() - 1) / UNIT, (double) y(vertsY() - 1) / UNIT};
    }

    /** The smooth height field (world units) the grid samples. */
    public double smooth(double x, double y) {
        double u = x, v = y - (double) y0 / UNIT;      // absolute in x, so a shifted terrain continues the ground
        double h = (double) z0 / UNIT;
        h += a1 * Math.sin(2 * Math.PI * u / l1 + p1) * Math.sin(2 * Math.PI * v / l2 + p2);
        h += a2 * Math.sin(2 * Math.PI * (u * Math.cos(th) + v * Math.sin(th)) / l3 + p3);
        double extentY = (double) rows * g * cell / UNIT;
        double centre = extentY * vc + extentY * va * Math.sin(2 * Math.PI * u / lv + pv);
        double d = (v - centre) / width;
        return h - depth * Math.exp(-d * d);
    }

    /**
     * Height (world units) of the drawn surface at (x, y), linear inside the grid triangle under the point;
     * NaN outside the terrain.
     */
    public double heightAt(double x, double y) {
        double fu = (x * UNIT - x0) / cell, fv = (y * UNIT - y0) / cell;
        if (fu < 0 || fv < 0 || fu > vertsX() - 1 || fv > vertsY() - 1) return Double.NaN;
        int i = Math.min((int) Math.floor(fu), vertsX() - 2), j = Math.min((int) Math.floor(fv), vertsY() - 2);
        double u = fu - i, v = fv - j;
        double b0 = z(i, j), b1 = z(i + 1, j), t0 = z(i, j + 1), t1 = z(i + 1, j + 1);
        double h = u + v <= 1 ? b0 + u * (b1 - b0) + v * (t0 - b0)
                : t1 + (1 - u) * (t0 - t1) + (1 - v) * (b1 - t1);
        return h / UNIT;
    }

    /** Surface normal of the smooth field at (x, y) (unit, z > 0). */
    public double[] normal(double x, double y) {
        double e = 0.05;
        double dx = (smooth(x + e, y) - smooth(x - e, y)) / (2 * e), dy = (smooth(x, y + e) - smooth(x, y - e)) / (2 * e);
        double n = Math.sqrt(dx * dx + dy * dy + 1);
        return new double[] {-dx / n, -dy / n, 1 / n};
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        b.append(x0).append(',').append(y0).append(',').append(cell).append(',').append(g).append(',').append(cols)
                .append(',').append(rows).append(',').append(z0);
        for (double d : new double[] {a1, l1, p1, l2, p2, a2, l3, th, p3, depth, width, vc, va, lv, pv}) {
            b.append(',').append(Double.toString(d));
        }
        return b.toString();
    }

    /** The inverse of {@link #toString} (the manifest key {@code tfrags.terrain}). */
    public static Terrain parse(String s) {
        String[] f = s.split(",");
        if (f.length != 22) throw new IllegalArgumentException("terrain: 22 values expected, not " + f.length + ": " + s);
        int[] i = new int[7];
        for (int k = 0; k < 7; k++) i[k] = Integer.parseInt(f[k].trim());
        double[] d = new double[15];
        for (int k = 0; k < 15; k++) d[k] = Double.parseDouble(f[7 + k].trim());
        return new Terrain(i[0], i[1], i[2], i[3], i[4], i[5], i[6], d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7], d[8],
                d[9], d[10], d[11], d[12], d[13], d[14]);
    }

    /** A short description for docs and logs. */
    public String describe() {
        double[] e = extent();
        return String.format(Locale.ROOT, "%d x %d patches of %d x %d cells, x %.1f..%.1f, y %.1f..%.1f", cols, rows, g, g,
                e[0], e[2], e[1], e[3]);
    }
}
