package gcscript.classblock;

/**
 * Triangle-strip winding by parity (phase-2 §2.5, §3.3): the triangle completed by the strip's vertex {@code i}
 * ({@code i >= 2}; vertices a, b, c = i-2, i-1, i) keeps the stored order when {@code i % 2 == flag}, else it is
 * emitted reversed (c, b, a). Tie takes {@code flag} from the strip's winding byte; shrub (and moby) strips use
 * flag 0.
 */
public final class StripWinding {
    private StripWinding() {}

    /** Whether the triangle ending at strip vertex {@code i} keeps the stored order. */
    public static boolean storedOrder(int i, int flag) { return i % 2 == flag; }

    /** Writes triangle {@code t} (three ints at {@code 3t}) of vertices a, b, c ending at strip vertex {@code i}. */
    public static void put(int[] tris, int t, int a, int b, int c, int i, int flag) {
        if (storedOrder(i, flag)) {
            tris[3 * t] = a;
            tris[3 * t + 1] = b;
            tris[3 * t + 2] = c;
        } else {
            tris[3 * t] = c;
            tris[3 * t + 1] = b;
            tris[3 * t + 2] = a;
        }
    }
}
