package gcscript.overlay;

/**
 * The 256-entry (cos, sin) table found in an overlay: the stored words (what the game indexes, so the lighting
 * uses these rather than recomputed values), where they are in the file, and the EE address they load to.
 * Entry i is the pair for the angle i·π/128.
 *
 * @param offset        absolute file offset of entry 0
 * @param overlayOffset offset of entry 0 inside the overlay (headers included: the notes' convention)
 * @param address       EE address of entry 0
 * @param section       index of the overlay section holding it
 */
public record NormalTable(long offset, int overlayOffset, long address, int section, int[] cosBits, int[] sinBits) {
    public static final int ENTRIES = 256;
    public static final int BYTES = ENTRIES * 8;

    public float cos(int i) { return Float.intBitsToFloat(cosBits[i]); }

    public float sin(int i) { return Float.intBitsToFloat(sinBits[i]); }

    /** The stored cosines as floats, a fresh array. */
    public float[] cosines() {
        float[] c = new float[ENTRIES];
        for (int i = 0; i < ENTRIES; i++) c[i] = cos(i);
        return c;
    }

    /** The stored sines as floats, a fresh array. */
    public float[] sines() {
        float[] s = new float[ENTRIES];
        for (int i = 0; i < ENTRIES; i++) s[i] = sin(i);
        return s;
    }

    /**
     * Whether 2·256 words starting at {@code words[from]} (cos, sin interleaved) form the table: entry 0 exactly
     * (1.0, 0.0), every entry within {@code tolerance} of cos/sin(i·π/128). Exponent-255 words (NaN to Java)
     * never match.
     */
    static boolean matches(int[] words, int from, double tolerance) {
        if (words[from] != 0x3f800000 || words[from + 1] != 0) return false;
        for (int i = 1; i < ENTRIES; i++) {
            float c = Float.intBitsToFloat(words[from + 2 * i]);
            float s = Float.intBitsToFloat(words[from + 2 * i + 1]);
            if (!(Math.abs(c - EXPECTED_COS[i]) <= tolerance) || !(Math.abs(s - EXPECTED_SIN[i]) <= tolerance)) return false;
        }
        return true;
    }

    static final double[] EXPECTED_COS = new double[ENTRIES], EXPECTED_SIN = new double[ENTRIES];

    static {
        for (int i = 0; i < ENTRIES; i++) {
            EXPECTED_COS[i] = StrictMath.cos(i * Math.PI / 128);
            EXPECTED_SIN[i] = StrictMath.sin(i * Math.PI / 128);
        }
    }
}
