package gcscript.chart;

import java.awt.Color;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;

/**
 * Legend colours that stay apart. A hue per index spread by the golden ratio looked fine for a few keys but put
 * close hues on keys far apart (tfrag patches 1 and 14 were both blue); here the n keys of one picture share n
 * colours: up to 12 evenly spaced hues, then a second and third band of the same hues shifted half a step, darker
 * and paler, so up to {@link #DISTINCT} keys get colours no two of which look alike. Past that the colours repeat
 * (the legend says so).
 */
public final class Palette {
    private Palette() {}

    /** How many keys get colours of their own. */
    public static final int DISTINCT = 36;
    private static final int HUES = 12;
    private static final float[] SATURATION = {0.80f, 1.00f, 0.40f}, BRIGHTNESS = {1.00f, 0.62f, 1.00f};

    /** {@code n} colours, pairwise distinct while {@code n <= DISTINCT}; index i is the i-th key in order. */
    public static Color[] distinct(int n) {
        Color[] out = new Color[Math.max(0, n)];
        int bands = Math.max(1, Math.min(3, (n + HUES - 1) / HUES));
        int hues = Math.max(1, (Math.min(n, DISTINCT) + bands - 1) / bands);
        int step = stride(hues);
        for (int i = 0; i < out.length; i++) {
            int j = i % DISTINCT, band = j / hues, slot = (j % hues) * step % hues;
            float hue = (slot + (band == 1 ? 0.5f : band == 2 ? 0.25f : 0f)) / hues;
            out[i] = Color.getHSBColor(hue, SATURATION[band % 3], BRIGHTNESS[band % 3]);
        }
        return out;
    }

    /** The keys in ascending order, each with its colour from {@link #distinct(int)}. */
    public static Map<Integer, Color> of(Collection<Integer> keys) {
        TreeSet<Integer> sorted = new TreeSet<>(keys);
        Color[] c = distinct(sorted.size());
        Map<Integer, Color> out = new LinkedHashMap<>();
        int i = 0;
        for (int k : sorted) out.put(k, c[i++]);
        return out;
    }

    private static final Color[] STABLE = distinct(DISTINCT);

    /**
     * A colour by key alone, the same in every picture ({@code key} modulo {@link #DISTINCT} of {@link #distinct}'s
     * full set): for keys that must keep their colour from one picture to the next (a class's texture slot in its own
     * view and in its level's sheet), where {@link #of} would colour a key by its rank among the keys drawn.
     */
    public static Color stable(int key) { return STABLE[Math.floorMod(key, DISTINCT)]; }

    /** Consecutive keys far apart on the hue circle: a stride near 0.38 of the hues, coprime to their number. */
    private static int stride(int hues) {
        for (int s = (int) Math.round(hues * 0.382); s > 1; s--) if (gcd(s, hues) == 1) return s;
        return 1;
    }

    private static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

    /** Euclidean distance in RGB, 0..441: what the legend tests hold apart. */
    public static double distance(Color a, Color b) {
        int dr = a.getRed() - b.getRed(), dg = a.getGreen() - b.getGreen(), db = a.getBlue() - b.getBlue();
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }
}
