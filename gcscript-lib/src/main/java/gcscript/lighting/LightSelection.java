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

    /** Whether record {@code v}'s select word shades it against a bank of {@code lights} sets under this reading. */
    public boolean shades(Selects sel, int v, int lights) {
        if (this == BLEND) return sel.setI()[v] < lights && (sel.weight()[v] == 0 || sel.setJ()[v] < lights);
        boolean any = false;
        for (int k = 0; k < Selects.SLOTS; k++) {
            int s = sel.slot(v, k);
            if (s == Selects.UNUSED) continue;
            if (s >= lights) return false;
            any = true;
        }
        return any;
    }
}
