package gcscript.lighting;

import static gcscript.lighting.LightingLayouts.*;

import gcscript.layout.RecArray;

/**
 * The select words of a level's light records, decoded once through their declared fields under both readings
 * ({@link LightSelection}): set i, set j and weight for the blend reading, four slots for the nibble reading. Arrays
 * indexed by record (slots: 4 per record), so the pass allocates nothing per vertex.
 */
public record Selects(int[] setI, int[] setJ, int[] weight, int[] slots) {
    public static final int SLOTS = 4;
    /** A nibble slot that names no light. */
    public static final int UNUSED = 0xf;

    public static Selects of(int records) {
        return new Selects(new int[records], new int[records], new int[records], new int[SLOTS * records]);
    }

    /** Every record blending set i into set j with weight t/256 (benchmarks; slots 0..3 = i, j and t's nibbles as stored). */
    public static Selects blend(int records, int i, int j, int t) {
        Selects s = of(records);
        java.util.Arrays.fill(s.setI, i);
        java.util.Arrays.fill(s.setJ, j);
        java.util.Arrays.fill(s.weight, t);
        for (int v = 0; v < records; v++) {
            s.slots[SLOTS * v] = i;
            s.slots[SLOTS * v + 1] = j;
            s.slots[SLOTS * v + 2] = t % 16;
            s.slots[SLOTS * v + 3] = t / 16;
        }
        return s;
    }

    /** Record {@code v} of this level is record {@code i} of {@code lights}. */
    void set(int v, RecArray lights, int i) {
        setI[v] = lights.i(i, SET_I);
        setJ[v] = lights.i(i, SET_J);
        weight[v] = lights.i(i, WEIGHT);
        for (int k = 0; k < SLOTS; k++) slots[SLOTS * v + k] = lights.i(i, SLOT[k]);
    }

    public int count() { return setI.length; }

    public int slot(int v, int k) { return slots[SLOTS * v + k]; }
}
