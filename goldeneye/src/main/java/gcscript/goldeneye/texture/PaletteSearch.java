package gcscript.goldeneye.texture;

/**
 * GoldenEye's nearest-palette-entry search for generated CI mips, as its assembly does it: an exact match first;
 * otherwise a binary search over the palette on a magnitude key (r²+g²+b²+961·a for RGBA5551 in 5-bit units,
 * i²+a² for IA88), then a linear search of the window [hi-4, hi+4] (inclusive, clamped) for the smallest distance,
 * first one winning ties. RGBA distance counts 961 when the alpha bits differ. The palette is not sorted, so the
 * result is not always the true nearest colour; that is the game's output.
 */
final class PaletteSearch {
    private PaletteSearch() {}

    static int rgba(int[] pal, int n, int r, int g, int b, int a) {
        int key = ((r << 11) | (g << 6) | (b << 1) | a) & 0xFFFF;
        for (int i = 0; i < n; i++) if (pal[i] == key) return i;
        int target = r * r + g * g + b * b + 961 * a;
        int lo = 0, hi = n - 1;
        while (hi - lo >= 2) {
            int mid = (hi + lo) >> 1;
            int v = pal[mid];
            int pr = (v >> 11) & 31, pg = (v >> 6) & 31, pb = (v >> 1) & 31, pa = v & 1;
            int m = pr * pr + pg * pg + pb * pb + 961 * pa;
            if (m < target) lo = mid;
            else if (target < m) hi = mid;
            else { hi = mid; lo = mid; }
        }
        int start = Math.max(0, hi - 4);
        int end = hi + 4 < n ? hi + 4 : n - 1;
        int best = 0, bestValue = 999999;
        for (int i = start; i <= end; i++) {
            int v = pal[i];
            int dr = ((v >> 11) & 31) - r, dg = ((v >> 6) & 31) - g, db = ((v >> 1) & 31) - b;
            int dist = dr * dr + dg * dg + db * db + ((v & 1) == a ? 0 : 961);
            if (dist < bestValue) { best = i; bestValue = dist; }
        }
        return best;
    }

    static int ia(int[] pal, int n, int intensity, int alpha) {
        int key = ((intensity << 8) | alpha) & 0xFFFF;
        for (int i = 0; i < n; i++) if (pal[i] == key) return i;
        int target = intensity * intensity + alpha * alpha;
        int lo = 0, hi = n - 1;
        while (hi - lo >= 2) {
            int mid = (hi + lo) >> 1;
            int v = pal[mid];
            int pi = (v >> 8) & 0xff, pa = v & 0xff;
            int m = pi * pi + pa * pa;
            if (m < target) lo = mid;
            else if (target < m) hi = mid;
            else { hi = mid; lo = mid; }
        }
        int start = Math.max(0, hi - 4);
        int end = hi + 4 < n ? hi + 4 : n - 1;
        int best = 0, bestValue = 999999;
        for (int i = start; i <= end; i++) {
            int v = pal[i];
            int di = ((v >> 8) & 0xff) - intensity, da = (v & 0xff) - alpha;
            int dist = di * di + da * da;
            if (dist < bestValue) { best = i; bestValue = dist; }
        }
        return best;
    }
}
