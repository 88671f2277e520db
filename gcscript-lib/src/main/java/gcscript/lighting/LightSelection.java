package gcscript.lighting;

/**
 * The two readings of the tfrag light record's u16 at +6 (phase-2 §12 item 9, §7.3), as named modes of the pass.
 * The default is {@link #BLEND}, the design notes' reading.
 */
public enum LightSelection {
    /**
     * The notes: "select picks one light set or blends two by bits 8..15 / 256, and a blended direction is
     * re-normalised". The notes do not say how the low byte names the two sets; this library reads bits 0..3 as
     * set i and bits 4..7 as set j (t = bits 8..15; t = 0 uses set i as stored, otherwise (1 − t/256)·i + t/256·j).
     * A vertex is shaded when the sets it names exist in the level's bank.
     */
    BLEND,
    /**
     * noclip's reading: four 4-bit indices into the light bank, 0xF for an unused slot; each named set adds its
     * two terms (A and B) to the base. A vertex is shaded when at least one slot is used and every used slot
     * names a light of the bank.
     */
    NIBBLES;

    public static final LightSelection DEFAULT = BLEND;

    /** Set i of the blend reading. */
    public static int setI(int select) { return select & 0xf; }
    /** Set j of the blend reading. */
    public static int setJ(int select) { return (select >>> 4) & 0xf; }
    /** Blend weight t (for set j, over 256) of the blend reading. */
    public static int weight(int select) { return (select >>> 8) & 0xff; }
    /** Slot k (0..3) of the nibble reading; 0xF is unused. */
    public static int nibble(int select, int k) { return (select >>> (4 * k)) & 0xf; }

    /** Whether a select word shades a vertex against a bank of {@code lights} sets under this reading. */
    public boolean shades(int select, int lights) {
        if (this == BLEND) return setI(select) < lights && (weight(select) == 0 || setJ(select) < lights);
        boolean any = false;
        for (int k = 0; k < 4; k++) {
            int s = nibble(select, k);
            if (s == 0xf) continue;
            if (s >= lights) return false;
            any = true;
        }
        return any;
    }
}
